"""Issue 47 and 44: the tables the MS4 figures defined since 0007 count from (active
construction sites: the projects, their contractors, the violations and their
provisions) carry the stamp trigger too, so their values are stored between requests
like the others (``figure_store.STAMPED``; ``CREATE OR REPLACE``: a database that 0007
already gave them is unchanged)."""

from django.db import migrations

TABLES = (
    "enforcement_violation",
    "enforcement_violation_provisions",
    "swppp_contractor",
    "swppp_project",
)


def install(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    from lockport_sw.reports import figure_store

    for table in TABLES:
        schema_editor.execute(figure_store.trigger_sql(table), params=None)


def uninstall(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    from lockport_sw.reports import figure_store

    for table in TABLES:
        schema_editor.execute(figure_store.drop_sql(table), params=None)


class Migration(migrations.Migration):
    dependencies = [
        ("reports", "0007_stored_figures"),
        ("enforcement", "0018_list_key_indexes"),
        ("swppp", "0011_project_site_refused_and_closed"),
    ]

    operations = [migrations.RunPython(install, uninstall)]
