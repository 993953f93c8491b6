"""Issue 47, item 5: the guarantees (by their instrument's number) and the invoices (by
their number) in the search index, written for the records already kept by the very
SELECT each write refreshes (``search_index.refresh``); from here on each write keeps its
entry current. Run once at deployment, so nobody has to remember
``manage.py rebuild_search_index``."""

from django.db import migrations


def fill(apps, schema_editor):
    from lockport_sw.reports import search, search_index

    for key in ("guarantees", "invoices"):
        source = search.get(key)
        if source is not None:
            search_index.refresh(source)


class Migration(migrations.Migration):
    dependencies = [
        ("reports", "0005_tmdl_approval"),
        ("money", "0006_draw_on_the_guarantee"),
    ]

    operations = [migrations.RunPython(fill, migrations.RunPython.noop)]
