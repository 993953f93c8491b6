"""The demo, built once per run and loaded into each test that reads it: ``demo``.

Nine tests read the demo as ``manage.py seed_demo`` leaves it (the enforcement,
inspections and money states, the crawl for ISO dates, the backup drill, seed_demo's
own). Each used to build it, about 13 s of a quiet machine and 20 to 30 s under the
suite's load. Now the first test to ask for it builds it with the real command, in its
own database, and writes what it left as a snapshot beside the workers' temporary
directories: each table's rows (PostgreSQL's COPY), each sequence's value, the media
files and the command's output. Every later test, in any worker, loads that snapshot into
its own database: a few hundred milliseconds (tests/once.py: built once per run, under a
file lock).

Loading replaces every table's rows with the snapshot's in one transaction, with
``session_replication_role`` set to ``replica`` only while it loads (as tests/flush.py
does; the foreign keys hold, since the rows are those of one consistent database) and set
back before the test runs, so the test's own writes meet every constraint and trigger.
Sequences are only ever moved forward. Inside a test's transaction the load is rolled
back with the test; in a transactional test it is committed and flushed afterwards.

The demo's dates are counted from the moment it was built, so a test that loads it is
held at that moment (time_machine, ticking): it reads the demo exactly as if it had just
built it, however long after the build it runs. ``demo.built_at`` is that moment."""

from __future__ import annotations

import io
import json
import shutil
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest
import time_machine

from tests.once import built_once

SNAPSHOT = "demo-snapshot"


@dataclass(frozen=True)
class Demo:
    built_at: datetime
    output: str  # what seed_demo printed (the sign-ins and the TOTP secret)


def _tables(cursor) -> list[str]:
    cursor.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
    return [name for (name,) in cursor.fetchall()]


def _table_file(root: Path, table: str) -> Path:
    return root / "tables" / f"{table}.copy"


def _quote(connection, name: str) -> str:
    return connection.ops.quote_name(name)


def _build(root: Path) -> Demo:
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    out = io.StringIO()
    call_command("seed_demo", stdout=out)
    built_at = timezone.now()
    (root / "tables").mkdir(parents=True)
    with connection.cursor() as cursor:
        for table in _tables(cursor):
            with _table_file(root, table).open("w") as f:
                cursor.copy_expert(f"COPY {_quote(connection, table)} TO STDOUT", f)
        cursor.execute(
            "SELECT sequencename, last_value FROM pg_sequences "
            "WHERE schemaname = 'public' AND last_value IS NOT NULL"
        )
        sequences = dict(cursor.fetchall())
    media = Path(settings.MEDIA_ROOT)
    if media.exists():
        shutil.copytree(media, root / "media")
    (root / "meta.json").write_text(
        json.dumps(
            {"built_at": built_at.isoformat(), "output": out.getvalue(), "sequences": sequences}
        )
    )
    return Demo(built_at=built_at, output=out.getvalue())


def _load(root: Path) -> Demo:
    from django.conf import settings
    from django.db import connection, transaction

    meta = json.loads((root / "meta.json").read_text())
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET session_replication_role = replica")
        tables = _tables(cursor)
        for table in tables:
            cursor.execute(f"DELETE FROM {_quote(connection, table)}")  # noqa: S608  # nosec B608
        for table in tables:
            with _table_file(root, table).open() as f:
                cursor.copy_expert(f"COPY {_quote(connection, table)} FROM STDIN", f)
        for sequence, value in meta["sequences"].items():
            cursor.execute(
                "SELECT setval(%s, GREATEST(%s, (SELECT coalesce(last_value, 1) "
                "FROM pg_sequences WHERE schemaname = 'public' AND sequencename = %s)))",
                [_quote(connection, sequence), value, sequence],
            )
        cursor.execute("SET session_replication_role = DEFAULT")
    if (root / "media").exists():
        shutil.copytree(root / "media", settings.MEDIA_ROOT, dirs_exist_ok=True)
    return Demo(built_at=datetime.fromisoformat(meta["built_at"]), output=meta["output"])


@pytest.fixture
def demo(tmp_path_factory, _media_root) -> Demo:
    """The demo as ``manage.py seed_demo`` leaves it, in this test's database and media,
    with time held (ticking) at the moment it was built. Needs a database: mark the test
    ``django_db`` (with ``transaction=True`` where another process must read it)."""
    loaded = built_once(tmp_path_factory, SNAPSHOT, _build, _load)
    with time_machine.travel(loaded.built_at, tick=True):
        yield loaded
