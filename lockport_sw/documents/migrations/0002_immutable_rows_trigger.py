"""Issued documents and uploads are written once: the database refuses UPDATE and DELETE.

DESIGN.md: "nothing a case depends on is hard-deleted; issued documents are never
regenerated in place". The models refuse save() and delete() on stored rows; this trigger
also stops what bypasses them (cascades, raw SQL, queryset internals). PostgreSQL only
(production and tests); a development SQLite database relies on the models' checks.
TRUNCATE (the test suite's flush) is not a row operation and is not affected.
"""

from django.db import migrations

TABLES = ("documents_issueddocument", "documents_upload")

CREATE_FUNCTION = """
CREATE OR REPLACE FUNCTION documents_refuse_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are written once: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation',
              HINT = 'Issued documents are never regenerated in place; issue a correction.';
END;
$$ LANGUAGE plpgsql;
"""


def install(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(CREATE_FUNCTION, params=None)  # no params: "%" is literal
    for table in TABLES:
        schema_editor.execute(
            f"CREATE TRIGGER {table}_immutable BEFORE UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION documents_refuse_change();"
        )


def uninstall(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for table in TABLES:
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {table}_immutable ON {table};")
    schema_editor.execute("DROP FUNCTION IF EXISTS documents_refuse_change();")


class Migration(migrations.Migration):
    dependencies = [("documents", "0001_initial")]

    operations = [migrations.RunPython(install, uninstall, elidable=False)]
