"""The file attached when a stop-work order was lifted was stored but shown nowhere
(issue 23, item 6): each becomes evidence on the order's violation, as lifting now does."""

from django.db import migrations


def forward(apps, schema_editor):
    Order = apps.get_model("enforcement", "StopWorkOrder")
    Evidence = apps.get_model("enforcement", "Evidence")
    for order in Order.objects.filter(confirming_upload__isnull=False).order_by("pk"):
        if Evidence.objects.filter(
            violation_id=order.violation_id, upload_id=order.confirming_upload_id
        ).exists():
            continue
        Evidence.objects.create(
            violation_id=order.violation_id,
            kind="file",
            description=(
                f"Compliance confirmed, lifting stop-work order {order.number}: "
                f"{order.confirming_evidence}"
            )[:500],
            upload_id=order.confirming_upload_id,
            recorded_by_id=order.lifted_by_id,
            recorded_at=order.lifted_at,
        )


class Migration(migrations.Migration):
    dependencies = [("enforcement", "0003_provision_section")]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
