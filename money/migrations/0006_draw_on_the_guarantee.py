"""Issue 46, item 4: a draw on the maintenance guarantee is booked on the guarantee,
never on the project's account (§ 159-8B(2), § 159-8D). A draw recorded before this
wrote a fee to the owner and a draw entry against it: each is reversed here, with the
reason, so that no invoice or balance shows money drawn from the letter of credit
(entries are written once: a correction is a reversal)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

REASON = (
    "A draw on the maintenance guarantee is not a fee of the owner (§ 159-8B(2), "
    "§ 159-8D): it is booked on the guarantee (issue 46, item 4)."
)


def reverse_draw_entries(apps, schema_editor):
    from django.utils import timezone

    ContentType = apps.get_model("contenttypes", "ContentType")
    Entry = apps.get_model("money", "Entry")
    draw_type = ContentType.objects.filter(app_label="money", model="draw").first()
    if draw_type is None:
        return
    now = timezone.now()
    booked = Entry.objects.filter(source_type=draw_type, kind__in=("fee", "draw"))
    for entry in booked.filter(reversed_by__isnull=True):
        Entry.objects.create(
            project_id=entry.project_id,
            kind="reversal",
            amount=-entry.amount,
            dated=timezone.localdate(now),
            description=f"Reversal of: {entry.description}"[:300],
            payer_id=entry.payer_id,
            reason=REASON,
            reverses=entry,
            recorded_at=now,
        )


class Migration(migrations.Migration):
    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("documents", "0004_stripped_copy"),
        ("inspections", "0008_merge_0007_request_withdrawn_0007_search_index"),
        ("money", "0005_resolution_once_any_case"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name="draw",
            name="inspection",
            field=models.ForeignKey(
                blank=True,
                help_text="The inspection after the notice's date that found the work undone (empty only on a draw recorded before it was asked).",
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="+",
                to="inspections.inspection",
            ),
        ),
        migrations.AddConstraint(
            model_name="draw",
            constraint=models.UniqueConstraint(
                fields=("maintenance_notice",), name="money_one_draw_per_notice"
            ),
        ),
        migrations.RunPython(reverse_draw_entries, migrations.RunPython.noop),
    ]
