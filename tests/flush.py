"""Empty the tables between transactional tests with DELETE, not TRUNCATE.

A test that commits (a live server for the browser, a real Celery worker) is followed by
Django's flush, which empties every table. Django writes it as one TRUNCATE of all 173
tables: PostgreSQL gives each table a new file, which took 0.5 to 0.9 s on a quiet
machine and 2 to 3 s under the suite's load, after each of about a hundred such tests.
Deleting the few rows a test leaves takes a few milliseconds.

The DELETEs run in the flush's one transaction with ``session_replication_role`` set to
``replica`` for that transaction only: foreign keys are not checked (every table is
emptied, so none is left dangling) and the triggers that refuse to change a row written
once (lockport_sw/core/immutable.py) do not fire, as they do not for TRUNCATE. Setting
that role takes a superuser, which the test database's user is on loopback; with any
other user the flush stays Django's TRUNCATE. Everything else about the flush (the
post_migrate signal that seeds the reference data again) is Django's own."""

from __future__ import annotations

from django.db.backends.postgresql.operations import DatabaseOperations

_truncate = DatabaseOperations.sql_flush


def _superuser(connection) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SHOW is_superuser")
        return cursor.fetchone()[0] == "on"


def sql_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):
    if not tables or reset_sequences or not _superuser(self.connection):
        return _truncate(
            self, style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade
        )
    return [
        "SET LOCAL session_replication_role = replica;",
        *(
            f"{style.SQL_KEYWORD('DELETE FROM')} {style.SQL_FIELD(self.quote_name(table))};"
            for table in tables
        ),
    ]


def pytest_configure(config):
    DatabaseOperations.sql_flush = sql_flush
