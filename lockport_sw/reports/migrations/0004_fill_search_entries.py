"""Issue 44: the search index filled for the records already kept, by the very function
``manage.py rebuild_search_index`` runs (lockport_sw/reports/search_index.py: one
INSERT … SELECT a kind). From here on each write keeps its entry current."""

from django.db import migrations


def fill(apps, schema_editor):
    from lockport_sw.reports import search_index

    search_index.rebuild()


class Migration(migrations.Migration):
    dependencies = [
        ("reports", "0003_search_entry"),
        ("registry", "0007_street"),
        ("illicit", "0008_report_public_location"),
        ("swppp", "0009_search_indexes"),
        ("enforcement", "0017_stop_work_order_copies"),
        ("inspections", "0008_merge_0007_request_withdrawn_0007_search_index"),
        ("documents", "0004_stripped_copy"),
    ]

    operations = [migrations.RunPython(fill, migrations.RunPython.noop)]
