"""Seed the statutory SWPPP checklist (§ 159-5B) and the Town's reviewing bodies."""

from django.db import migrations


def seed(apps, schema_editor):
    from swppp.seed import seed_reference_data

    seed_reference_data(
        apps.get_model("swppp", "ChecklistItem"), apps.get_model("swppp", "ReviewingBody")
    )


class Migration(migrations.Migration):
    dependencies = [("swppp", "0001_initial")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
