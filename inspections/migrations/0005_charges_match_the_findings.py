"""Charges that match the finding (issue 23, item 2).

Every violation found on a construction inspection was recorded under § 159-8A(1) "Work
during an inspection hold", though no work during a hold was ever observed, and a
turbidity finding (§ 159-6C) under no provision at all. Each violation a work hold was
imposed for now cites the provisions of the checklist items its inspection found
deficient (§ 159-7A(1) sediment controls and traps, § 159-6C turbidity, § 159-8A(1) work
not in accordance with the approved SWPPP for a milestone's own items); § 159-8A(1) "work
during a hold" is withdrawn, since no inspection recorded such work. Each change is noted
on the violation's and the project's timeline. Issued letters are never changed: each
notice of violation that printed the old charge gets a note that a correction is owed
(the SMO issues it with "Correct this notice", which cites the notice it corrects).
"""

from django.db import migrations

WORK_DURING_HOLD = "159-8A(1)"
WORK_NOT_AS_APPROVED = "159-8A(1)-swppp"
# The checklist items of Chapter 159's construction inspections (swppp/inspections.py) as
# they were when this migration was written; every other item of a "159-milestone-*" or
# "159-stabilization" inspection is the work as the approved SWPPP shows it.
ITEM_PROVISIONS = {
    "esc-controls": "159-7A(1)",
    "traps-50pct": "159-7A(1)",
    "controls-left": "159-7A(1)",
    "turbidity": "159-6C",
}
NEW_PROVISIONS = {
    "159-6C": (
        "Turbidity: substantial visible contrast",
        "The land development activity caused an increase in turbidity that results in "
        "substantial visible contrast to natural conditions in surface waters of the state.",
        "",
    ),
    WORK_NOT_AS_APPROVED: (
        "Work not in accordance with the approved SWPPP",
        "Work found at a construction inspection that fails to comply with the SWPPP as approved.",
        "159-8A(1)",
    ),
}
ACTOR = "Data migration (issue 23: charges that match the finding)"


def _citation(code: str) -> str:
    section = NEW_PROVISIONS.get(code, ("", "", ""))[2]
    return f"§ {section or code}"


def forward(apps, schema_editor):
    Provision = apps.get_model("enforcement", "Provision")
    WorkHold = apps.get_model("inspections", "WorkHold")
    Finding = apps.get_model("inspections", "Finding")
    Notice = apps.get_model("enforcement", "NoticeOfViolation")
    AuditEvent = apps.get_model("audit", "AuditEvent")
    ContentType = apps.get_model("contenttypes", "ContentType")

    holds = list(WorkHold.objects.select_related("violation", "found_by").order_by("pk"))
    if not holds:
        return
    for code, (title, summary, section) in NEW_PROVISIONS.items():
        Provision.objects.get_or_create(
            code=code,
            defaults={"chapter": "159", "title": title, "summary": summary, "section": section},
        )
    violation_type, _ = ContentType.objects.get_or_create(
        app_label="enforcement", model="violation"
    )
    notice_type, _ = ContentType.objects.get_or_create(
        app_label="enforcement", model="noticeofviolation"
    )

    def note(type_id, pk, action, summary, **data):
        AuditEvent.objects.create(
            subject_type_id=type_id,
            subject_id=pk,
            actor=None,
            actor_label=ACTOR,
            action=action,
            summary=summary[:500],
            data=data,
        )

    for hold in holds:
        violation, inspection = hold.violation, hold.found_by
        before = set(violation.provisions.values_list("code", flat=True))
        if WORK_DURING_HOLD not in before:
            continue
        construction = inspection.kind.startswith(("159-milestone-", "159-stabilization"))
        found = [
            ITEM_PROVISIONS.get(item, WORK_NOT_AS_APPROVED if construction else "")
            for item in Finding.objects.filter(
                inspection=inspection, outcome="deficient"
            ).values_list("item", flat=True)
        ]
        # Violations recorded with nothing marked deficient: the work failed to comply.
        found = [c for c in dict.fromkeys(found) if c] or [WORK_NOT_AS_APPROVED]
        after = (before - {WORK_DURING_HOLD}) | set(found)
        violation.provisions.set(Provision.objects.filter(code__in=after))
        summary = (
            f"Charges corrected: § 159-8A(1) work during an inspection hold withdrawn (no work "
            f"during a hold was observed at inspection {inspection.reference}); now cites "
            + ", ".join(sorted(_citation(c) for c in after))
            + ", the provisions of the items found deficient."
        )
        data = {"before": sorted(before), "after": sorted(after)}
        note(violation_type.pk, violation.pk, "enforcement.charges_corrected", summary, **data)
        if violation.subject_type_id and violation.subject_id:
            note(
                violation.subject_type_id,
                violation.subject_id,
                "enforcement.charges_corrected",
                f"{violation.reference}: " + summary,
                **data,
            )
        for notice in Notice.objects.filter(violation=violation).exclude(
            state__in=["superseded", "reversed"]
        ):
            for type_id, pk in ((notice_type.pk, notice.pk), (violation_type.pk, violation.pk)):
                note(
                    type_id,
                    pk,
                    "enforcement.correction_owed",
                    f"{notice.number} printed § 159-8A(1) work during an inspection hold, now "
                    f"withdrawn from {violation.reference}. The issued notice is not changed: "
                    "issue a correction, which cites this notice and prints the corrected "
                    "provisions.",
                    **data,
                )


class Migration(migrations.Migration):
    dependencies = [
        ("inspections", "0004_inspection_made_by_the_schedule"),
        ("enforcement", "0003_provision_section"),
        ("audit", "0001_initial"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
