"""Empty the tables between transactional tests with DELETE, not TRUNCATE, and put the
reference rows back from a copy instead of seeding them again.

A test that commits (a live server for the browser, a real Celery worker) is followed by
Django's flush: it empties every table, then sends post_migrate, whose receivers seed the
reference rows again (content types, permissions, each role's group, the Boards' seats,
the statute's checklist items, the enforcement provisions). Django writes the emptying as
one TRUNCATE of all 173 tables: PostgreSQL gives each table a new file, 0.5 to 0.9 s on a
quiet machine and 2 to 3 s under the suite's load, after each of about a hundred such
tests; and seeding runs some three hundred queries.

Here the DELETEs run in the flush's one transaction with ``session_replication_role``
set to ``replica`` for that transaction only: foreign keys are not checked (every table
is emptied, so none is left dangling) and the triggers that refuse to change a row
written once (lockport_sw/core/immutable.py) do not fire, as they do not for TRUNCATE.
The first flush of a database in this process then sends post_migrate as Django does,
and copies what it seeded into the schema ``flush_reference`` (outside Django's search
path, so no flush touches it); every later flush copies those rows back in the same
transaction as the DELETEs and sends no signal. The tables hold the same rows, with the
same keys, as after the first flush. (A flush that resets the sequences, which no test's
teardown asks for, stays Django's TRUNCATE and post_migrate.)

Setting that role takes a superuser, which the test database's user is on loopback; with
any other user the flush stays Django's own."""

from __future__ import annotations

from django.core.management.commands import flush as flush_command
from django.db import connections
from django.db.backends.postgresql.operations import DatabaseOperations

REFERENCE = "flush_reference"

_truncate = DatabaseOperations.sql_flush
_seed = flush_command.emit_post_migrate_signal
# Database name -> the tables whose reference rows are kept in REFERENCE.
_kept: dict[str, list[str]] = {}
# Databases whose last flush put the reference rows back (post_migrate is not needed).
_restored: set[str] = set()


def _superuser(connection) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SHOW is_superuser")
        return cursor.fetchone()[0] == "on"


def sql_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):
    if not tables or reset_sequences or not _superuser(self.connection):
        return _truncate(
            self, style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade
        )
    quote = self.quote_name
    statements = [
        "SET LOCAL session_replication_role = replica;",
        *(f"{style.SQL_KEYWORD('DELETE FROM')} {style.SQL_FIELD(quote(t))};" for t in tables),
    ]
    name = self.connection.settings_dict["NAME"]
    if name in _kept and set(_kept[name]) <= set(tables):
        statements += [
            f"INSERT INTO {quote(t)} SELECT * FROM {REFERENCE}.{quote(t)};"  # noqa: S608  # nosec B608
            for t in _kept[name]
        ]
        _restored.add(name)
    return statements


def _keep_reference_rows(connection) -> list[str]:
    """Copy every non-empty table Django flushes into REFERENCE; return their names."""
    quote = connection.ops.quote_name
    tables = connection.introspection.django_table_names(only_existing=True)
    with connection.cursor() as cursor:
        cursor.execute(f"DROP SCHEMA IF EXISTS {REFERENCE} CASCADE")
        cursor.execute(f"CREATE SCHEMA {REFERENCE}")
        kept = []
        for table in tables:
            cursor.execute(f"SELECT EXISTS (SELECT 1 FROM {quote(table)})")  # noqa: S608  # nosec B608
            if cursor.fetchone()[0]:
                cursor.execute(f"CREATE TABLE {REFERENCE}.{quote(table)} AS TABLE {quote(table)}")
                kept.append(table)
    return kept


def emit_post_migrate_signal(verbosity, interactive, db, **kwargs):
    connection = connections[db]
    name = connection.settings_dict["NAME"]
    if name in _restored:
        _restored.discard(name)
        return  # the flush itself put the reference rows back
    _seed(verbosity, interactive, db, **kwargs)
    if connection.vendor == "postgresql" and _superuser(connection):
        _kept[name] = _keep_reference_rows(connection)


def pytest_configure(config):
    DatabaseOperations.sql_flush = sql_flush
    flush_command.emit_post_migrate_signal = emit_post_migrate_signal
