"""Rows written once: inserted, then never updated nor deleted.

Used by issued documents and uploads (lockport_sw.documents) and by the security event
log (lockport_sw.security). The protection is in three layers:

1. ``ImmutableModel.save()`` and ``delete()`` refuse a stored row;
2. its manager's queryset refuses ``update()`` and ``delete()``;
3. a PostgreSQL trigger refuses any UPDATE or DELETE, even one issued by a cascade, by
   raw SQL or by hand (``refuse_change_operation()`` in a migration installs it).

TRUNCATE is not a row operation and is not affected, nor is a session whose
``session_replication_role`` is ``replica`` (the test suite's flush, tests/flush.py). A
development SQLite database relies on the first two layers.
"""

from __future__ import annotations

from django.db import migrations, models


class ImmutableRecordError(Exception):
    """An attempt to change or delete a row that is written once."""


class ImmutableQuerySet(models.QuerySet):
    def update(self, **kwargs):
        raise ImmutableRecordError(f"{self.model._meta.verbose_name_plural} are never changed.")

    def delete(self):
        raise ImmutableRecordError(f"{self.model._meta.verbose_name_plural} are never deleted.")


class ImmutableModel(models.Model):
    """A row that may be inserted once, then never saved again nor deleted."""

    objects = ImmutableQuerySet.as_manager()

    class Meta:
        abstract = True

    def save(self, *args, **kwargs):
        if not self._state.adding:
            raise ImmutableRecordError(
                f"{self} is a {self._meta.verbose_name} and cannot be changed once stored."
            )
        kwargs["force_insert"] = True
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ImmutableRecordError(f"{self} is a {self._meta.verbose_name} and is never deleted.")


_CREATE_FUNCTION = """
CREATE OR REPLACE FUNCTION {function}() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are written once: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation',
              HINT = '{hint}';
END;
$$ LANGUAGE plpgsql;
"""


def refuse_change_operation(
    *, function: str, tables: tuple[str, ...], hint: str
) -> migrations.RunPython:
    """A migration operation: a trigger on each of ``tables`` that refuses UPDATE and
    DELETE with ``hint``, through one PL/pgSQL ``function`` (PostgreSQL only)."""
    if "'" in hint:
        raise ValueError("The hint is put in SQL quotes: no apostrophes.")

    def install(apps, schema_editor):
        if schema_editor.connection.vendor != "postgresql":
            return
        sql = _CREATE_FUNCTION.format(function=function, hint=hint)
        schema_editor.execute(sql, params=None)  # no params: "%" is literal
        for table in tables:
            schema_editor.execute(
                f"CREATE TRIGGER {table}_immutable BEFORE UPDATE OR DELETE ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION {function}();"
            )

    def uninstall(apps, schema_editor):
        if schema_editor.connection.vendor != "postgresql":
            return
        for table in tables:
            schema_editor.execute(f"DROP TRIGGER IF EXISTS {table}_immutable ON {table};")
        schema_editor.execute(f"DROP FUNCTION IF EXISTS {function}();")

    return migrations.RunPython(install, uninstall, elidable=False)
