"""A database's rows, saved once and loaded into each test that needs them.

``save(root, **meta)`` writes what the current database holds: each table's rows
(PostgreSQL's COPY), each sequence's value, the media files, the moment and ``meta``
(JSON: a key that is not JSON, a UUID, is written as text). ``load(root)`` replaces every
table's rows with those, in one transaction, with ``session_replication_role`` set to
``replica`` only while it loads (as tests/flush.py does; the foreign keys hold, since the
rows are those of one consistent database) and set back before the test goes on, so the
test's own writes meet every constraint and trigger. Sequences are only moved forward.
Inside a test's transaction the load is rolled back with the test; in a transactional
test it is committed and flushed afterwards.

A test that loads saved rows calls ``forget_cached_keys()`` when it ends.

Used with tests/once.py: built by the first test that needs it, in any worker, and loaded
by the rest (the demo, tests/demo.py; the URL matrix's records, tests/route_world.py).
"""

from __future__ import annotations

import json
import shutil
from datetime import datetime
from pathlib import Path


def _tables(cursor) -> list[str]:
    cursor.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
    return [name for (name,) in cursor.fetchall()]


def _table_file(root: Path, table: str) -> Path:
    return root / "tables" / f"{table}.copy"


def save(root: Path, **meta) -> dict:
    from django.conf import settings
    from django.db import connection
    from django.utils import timezone

    quote = connection.ops.quote_name
    saved_at = timezone.now()
    (root / "tables").mkdir(parents=True)
    with connection.cursor() as cursor:
        for table in _tables(cursor):
            with _table_file(root, table).open("w") as f:
                cursor.copy_expert(f"COPY {quote(table)} TO STDOUT", f)
        cursor.execute(
            "SELECT sequencename, last_value FROM pg_sequences "
            "WHERE schemaname = 'public' AND last_value IS NOT NULL"
        )
        sequences = dict(cursor.fetchall())
    media = Path(settings.MEDIA_ROOT)
    if media.exists():
        shutil.copytree(media, root / "media")
    record = {"saved_at": saved_at.isoformat(), "sequences": sequences, **meta}
    (root / "meta.json").write_text(json.dumps(record, default=str))
    return json.loads((root / "meta.json").read_text())


def load(root: Path) -> dict:
    from django.conf import settings
    from django.db import connection, transaction

    quote = connection.ops.quote_name
    meta = json.loads((root / "meta.json").read_text())
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET session_replication_role = replica")
        tables = _tables(cursor)
        for table in tables:
            cursor.execute(f"DELETE FROM {quote(table)}")  # noqa: S608  # nosec B608
        for table in tables:
            with _table_file(root, table).open() as f:
                cursor.copy_expert(f"COPY {quote(table)} FROM STDIN", f)
        for sequence, value in meta["sequences"].items():
            cursor.execute(
                "SELECT setval(%s, GREATEST(%s, (SELECT coalesce(last_value, 1) "
                "FROM pg_sequences WHERE schemaname = 'public' AND sequencename = %s)))",
                [quote(sequence), value, sequence],
            )
        cursor.execute("SET session_replication_role = DEFAULT")
    if (root / "media").exists():
        shutil.copytree(root / "media", settings.MEDIA_ROOT, dirs_exist_ok=True)
    forget_cached_keys()
    return meta


def forget_cached_keys() -> None:
    """Django keeps each content type's key in memory. The saved rows may number the
        content types otherwise than this database did (a flush seeds them anew), so the
        cache is emptied when they are loaded, and again when the test ends (its rows rolled
        back or flushed): a key from the other numbering would break a foreign key. So are
    the users' answers kept across requests (core/floor.py)."""
    from django.contrib.contenttypes.models import ContentType

    from lockport_sw.core import floor

    ContentType.objects.clear_cache()
    # The rows came in without signals, and a user's number may now be another's: every
    # user's roles, permissions and counts kept in the cache are forgotten (issue 44).
    floor.bump_everyone()


def saved_at(meta: dict) -> datetime:
    return datetime.fromisoformat(meta["saved_at"])
