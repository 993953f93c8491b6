"""The template test database is restored from ``tests/schema/migrated.sql`` instead of
being migrated from nothing (``tests/template_db.py``). These tests keep that honest: the
committed dump is the one written for the migrations as they are, unchanged since; the
check a dump passes before it is written (``template_db.check_round_trip``: restored and
migrated, as each run makes its template, it is the dump restored alone) holds for the
committed one, and finds a difference where there is one."""

from __future__ import annotations

import shutil

import pytest

from tests import template_db

pytestmark = [pytest.mark.slow]


def test_the_committed_dump_is_of_the_migrations_as_they_are():
    assert template_db.dump_is_current(), (
        "A migration or a pinned requirement changed since tests/schema/migrated.sql was "
        "made, or the dump was edited. Run `make pytest`: the template is migrated from "
        "nothing and the dump and its key are written again. Commit tests/schema/."
    )


def test_a_dump_changed_by_hand_is_not_used(tmp_path):
    dump, key = tmp_path / "migrated.sql", tmp_path / "migrated.key"
    shutil.copy(template_db.DUMP, dump)
    shutil.copy(template_db.KEY, key)
    assert template_db.dump_is_current(dump, key)

    dump.write_text(dump.read_text().replace("CREATE INDEX", "-- CREATE INDEX", 1))

    assert not template_db.dump_is_current(dump, key)


def test_the_committed_dump_restored_and_migrated_is_the_dump_restored():
    """The check a dump passes before it is written, on the committed one: the migrate each
    run makes after the restore changes nothing but seeds."""
    found = template_db.check_round_trip(template_db.DUMP)
    assert not found, (
        "The migrate after a restore changed the database: the post_migrate seeding in the "
        "code (the checklist, the boards, the roles) no longer gives the rows the dump "
        "holds. Remove tests/schema/migrated.key and run `make pytest`: the dump is written "
        "again. Commit tests/schema/.\n" + "\n".join(found[:80])
    )


def test_the_round_trip_check_finds_what_the_migrate_after_a_restore_changes(tmp_path):
    """A dump whose checklist (seeded after every migrate) has lost its rows: the migrate
    after the restore puts them back, so the two databases differ and the check says so."""
    dump = tmp_path / "migrated.sql"
    dump.write_text(_without_rows(template_db.DUMP.read_text(), "public.swppp_checklistitem"))

    found = template_db.check_round_trip(dump)

    added = [line for line in found if line.startswith("+") and not line.startswith("+++")]
    assert any("\t" in line for line in added), found[:20]  # rows the seeding put back


def test_the_same_rows_in_another_order_compare_the_same_and_a_changed_row_does_not():
    """pg_dump writes a table's rows in their order on disk, which an UPDATE that changes
    nothing can alter (the seeding's ``update_or_create``): the comparison reads rows as a
    table, not as a sequence."""
    sql = template_db.DUMP.read_text()
    start = sql.index("\n", sql.index("COPY public.swppp_checklistitem (")) + 1
    first, second, rest = sql[start:].split("\n", 2)
    moved = sql[:start] + "\n".join([second, first, rest])
    changed = sql[:start] + "\n".join([first.replace("\t", "\tchanged ", 1), second, rest])

    assert moved != sql
    assert template_db.comparable(moved) == template_db.comparable(sql)
    assert template_db.comparable(changed) != template_db.comparable(sql)


def _without_rows(sql: str, table: str) -> str:
    """``sql`` with the rows pg_dump copies into ``table`` left out."""
    kept, skipping = [], False
    for line in sql.splitlines(keepends=True):
        if skipping:
            skipping = line != "\\.\n"
            if skipping:
                continue
        elif line.startswith(f"COPY {table} ("):
            skipping = True
        kept.append(line)
    return "".join(kept)
