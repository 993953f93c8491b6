"""Seed the statutory SWPPP checklist (§ 159-5B) and the Town's reviewing bodies."""

from django.db import migrations


def seed(apps, schema_editor):
    from swppp.checklist import BASIC, BODIES, POST_CONSTRUCTION

    ChecklistItem = apps.get_model("swppp", "ChecklistItem")
    ReviewingBody = apps.get_model("swppp", "ReviewingBody")
    for part, items in (("5B1", BASIC), ("5B3", POST_CONSTRUCTION)):
        for order, (code, label, text) in enumerate(items, start=1):
            ChecklistItem.objects.update_or_create(
                code=code,
                defaults={"part": part, "label": label, "statute_text": text, "order": order * 10},
            )
    for kind, name in BODIES:
        ReviewingBody.objects.get_or_create(kind=kind, defaults={"name": name})


class Migration(migrations.Migration):
    dependencies = [("swppp", "0001_initial")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
