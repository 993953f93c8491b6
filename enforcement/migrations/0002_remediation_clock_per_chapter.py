"""Row 11 of DEADLINES.md (the deadline set in a notice of violation) was one rule
citing both chapters, "nov_remediation"; each chapter's notice now has its own
("nov158_remediation", § 158-11A(6); "nov159_remediation", § 159-8C(1)(d)), so that a
clock cites only its own chapter (issue 23, "Words"). Existing clocks, and their
history, take the rule of their notice's chapter."""

from django.db import migrations

OLD = "nov_remediation"


def _notices_by_chapter(apps) -> tuple[int | None, dict[str, list[int]]]:
    ContentType = apps.get_model("contenttypes", "ContentType")
    Notice = apps.get_model("enforcement", "NoticeOfViolation")
    notice_type = ContentType.objects.filter(
        app_label="enforcement", model="noticeofviolation"
    ).first()
    by_chapter: dict[str, list[int]] = {}
    for pk, chapter in Notice.objects.values_list("pk", "chapter"):
        by_chapter.setdefault(chapter, []).append(pk)
    return (notice_type.pk if notice_type else None), by_chapter


def forward(apps, schema_editor):
    type_id, by_chapter = _notices_by_chapter(apps)
    if type_id is None:
        return
    for model in ("Deadline", "HistoricalDeadline"):
        rows = apps.get_model("deadlines", model).objects.filter(
            rule_code=OLD, subject_type_id=type_id
        )
        for chapter, pks in by_chapter.items():
            rows.filter(subject_id__in=pks).update(rule_code=f"nov{chapter}_remediation")


def backward(apps, schema_editor):
    for model in ("Deadline", "HistoricalDeadline"):
        apps.get_model("deadlines", model).objects.filter(
            rule_code__in=["nov158_remediation", "nov159_remediation"]
        ).update(rule_code=OLD)


class Migration(migrations.Migration):
    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("deadlines", "0003_rule_code_validated_by_the_catalogue"),
        ("enforcement", "0001_initial"),
    ]

    operations = [migrations.RunPython(forward, backward)]
