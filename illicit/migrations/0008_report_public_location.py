"""Issue 45, item 4: a report's place is published only as the Town computes it from its
street list (registry 0006), or as staff write it. Existing reports get their place
computed now; a "where" the Town cannot compute (published verbatim until now) is held
for staff, with its description."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def compute_places(apps, schema_editor):
    from illicit.services.reports import town_location
    from lockport_sw.registry.streets import StreetIndex, seed_streets

    street = apps.get_model("registry", "Street")
    seed_streets(street)
    streets = StreetIndex(street.objects.values_list("name", flat=True))
    report = apps.get_model("illicit", "Report")
    for pk, address in report.objects.exclude(address="").values_list("pk", "address"):
        place = town_location(address, streets)
        report.objects.filter(pk=pk).update(
            public_location=place or "", location_held=place is None
        )


class Migration(migrations.Migration):
    dependencies = [
        ("illicit", "0007_access_hearing_record"),
        ("registry", "0007_street"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name="historicalreport",
            name="location_held",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="historicalreport",
            name="location_reviewed_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name="historicalreport",
            name="location_reviewed_by",
            field=models.ForeignKey(
                blank=True,
                db_constraint=False,
                null=True,
                on_delete=django.db.models.deletion.DO_NOTHING,
                related_name="+",
                to=settings.AUTH_USER_MODEL,
            ),
        ),
        migrations.AddField(
            model_name="historicalreport",
            name="public_location",
            field=models.CharField(blank=True, max_length=300, verbose_name="public location"),
        ),
        migrations.AddField(
            model_name="report",
            name="location_held",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="report",
            name="location_reviewed_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name="report",
            name="location_reviewed_by",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="+",
                to=settings.AUTH_USER_MODEL,
            ),
        ),
        migrations.AddField(
            model_name="report",
            name="public_location",
            field=models.CharField(blank=True, max_length=300, verbose_name="public location"),
        ),
        migrations.RunPython(compute_places, migrations.RunPython.noop),
    ]
