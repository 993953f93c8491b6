"""Row 22 (§ 159-8B(1), ``performance_guarantee``) is a minimum, not a deadline (issue 46,
item 3): a clock the sweep marked missed before is open again, "release possible from"
its due day. Its history says why."""

from django.db import migrations
from django.utils import timezone

REASON = "Row 22 is a minimum (§ 159-8B(1)): never missed; open again (issue 46)"


def reopen(apps, schema_editor):
    Deadline = apps.get_model("deadlines", "Deadline")
    History = apps.get_model("deadlines", "HistoricalDeadline")
    now = timezone.now()
    for clock in Deadline.objects.filter(rule_code="performance_guarantee", status="missed"):
        Deadline.objects.filter(pk=clock.pk).update(status="open", missed_at=None, updated_at=now)
        clock.refresh_from_db()
        fields = {f.attname: getattr(clock, f.attname) for f in Deadline._meta.concrete_fields}
        History.objects.create(
            **fields,
            history_date=now,
            history_type="~",
            history_change_reason=REASON,
        )


class Migration(migrations.Migration):
    dependencies = [("deadlines", "0005_dashboard_clock_indexes")]

    operations = [migrations.RunPython(reopen, migrations.RunPython.noop)]
