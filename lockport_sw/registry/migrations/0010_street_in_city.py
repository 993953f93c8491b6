"""The City of Lockport's streets (issue 46, item 8): a project's site on one is outside
the Town (§ 159-3A). A street list the Town already keeps gets the City's seeded streets
it lacks; an empty one is seeded whole after migrate (registry/apps.py)."""

from django.db import migrations, models


def add_city_streets(apps, schema_editor):
    from lockport_sw.jurisdiction.registry import current

    Street = apps.get_model("registry", "Street")
    if not Street.objects.exists():
        return
    known = {n.upper() for n in Street.objects.values_list("name", flat=True)}
    Street.objects.bulk_create(
        [
            Street(name=n, in_city=True)
            for n in current().place.enclave_streets
            if n.upper() not in known
        ]
    )


class Migration(migrations.Migration):
    dependencies = [
        ("registry", "0009_substring_indexes"),
    ]

    operations = [
        migrations.AddField(
            model_name="street",
            name="in_city",
            field=models.BooleanField(
                default=False,
                help_text="The Town surrounds the separate City of Lockport, which shares its name and ZIP code: a project's site on a City street is outside the Town (§ 159-3A), and no public location is computed from it.",
                verbose_name="a street of the City of Lockport",
            ),
        ),
        migrations.RunPython(add_city_streets, migrations.RunPython.noop),
    ]
