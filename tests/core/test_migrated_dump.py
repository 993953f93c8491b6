"""The template test database is restored from ``tests/schema/migrated.sql`` instead of
being migrated from nothing (``tests/template_db.py``). These tests keep that honest: the
committed dump is of the migrations as they are, and the database it gives (restored,
then ``manage.py migrate``) is exactly the one migrating an empty database gives."""

from __future__ import annotations

import difflib
import re
import uuid

import pytest

from tests import template_db
from tests.faults.stack import database_url

pytestmark = [pytest.mark.slow]

# django_migrations' last column: when each migration was applied.
_APPLIED = re.compile(r"^(\d+\t\w+\t\w+)\t\d{4}-\d\d-\d\d [^\t]+$", re.MULTILINE)


def _scratch_database():
    from django.conf import settings

    name = f"test_dump_{uuid.uuid4().hex[:8]}"
    template_db._execute(settings.DATABASES["default"], "CREATE DATABASE {0}", names=(name,))
    return name


def _drop(name: str) -> None:
    from django.conf import settings

    template_db._execute(
        settings.DATABASES["default"], "DROP DATABASE IF EXISTS {0} WITH (FORCE)", names=(name,)
    )


def _as_sql(url: str) -> list[str]:
    """The whole database as pg_dump writes it, but for when each migration was applied."""
    return _APPLIED.sub(r"\1\t<applied>", template_db.dump_sql(url)).splitlines()


def test_the_committed_dump_is_of_the_migrations_as_they_are():
    assert template_db.dump_is_current(), (
        "A migration or a pinned requirement changed since tests/schema/migrated.sql was "
        "made. Run `make pytest`: the template is migrated from nothing and the dump and its "
        "key are written again. Commit tests/schema/."
    )


def test_the_dump_restored_and_migrated_is_the_database_migrating_from_nothing_makes(tmp_path):
    """Both sides go through one dump and restore: PostgreSQL writes some expressions back
    in another (equivalent) form once restored, e.g. a partial index's ``= ANY (ARRAY[…])``,
    so the database migrating from nothing makes is compared as it reads after its own
    dump and restore."""
    restored, migrated, round_trip = (_scratch_database() for _ in range(3))
    try:
        template_db.restore(database_url(restored))
        assert template_db.migrate(database_url(restored)).returncode == 0
        assert template_db.migrate(database_url(migrated)).returncode == 0
        fresh = tmp_path / "fresh.sql"
        fresh.write_text(template_db.dump_sql(database_url(migrated)))
        template_db.restore(database_url(round_trip), fresh)

        from_dump = _as_sql(database_url(restored))
        from_nothing = _as_sql(database_url(round_trip))
    finally:
        for name in (restored, migrated, round_trip):
            _drop(name)

    assert any("<applied>" in line for line in from_nothing)  # the mask found its rows
    difference = list(difflib.unified_diff(from_nothing, from_dump, "migrated", "restored", n=1))
    assert not difference, "\n".join(difference[:80])
