"""Issue 21, item 3: the search across everything uses PostgreSQL full-text search with an
index kept current on write: a GIN index per kind on exactly the tsvector the search
builds (declared in the kind's model's Meta.indexes: search.search_index), so a record
saved a moment ago is found, and the plan reads the index rather than building every
row's tsvector."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection

from lockport_sw.accounts.roles import Role
from lockport_sw.reports import search
from tests.factories import PartyFactory, PropertyFactory

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="full-text search"),
]


def _search_index(table: str) -> str | None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname FROM pg_indexes WHERE tablename = %s AND indexdef LIKE %s",
            [table, "%USING gin (to_tsvector(%"],
        )
        found = cursor.fetchone()
    return found[0] if found else None


def _plan(qs) -> str:
    """The plan, with sequential scans priced out as they would be at volume (the test
    tables hold a handful of rows, where a scan is cheapest)."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        plan = qs.explain()
        cursor.execute("SET LOCAL enable_seqscan = on")
    return plan


def _indexed_kinds():
    return [s for s in search.sources() if s.in_search and search.own_text(s)]


def test_every_kind_searched_has_its_index():
    assert len(_indexed_kinds()) >= 12
    missing = [s.key for s in _indexed_kinds() if _search_index(_model(s)._meta.db_table) is None]
    assert missing == []


def _model(source):
    return source.visible(AnonymousUser()).model


@pytest.mark.parametrize("key", [s.key for s in _indexed_kinds()])
def test_each_kinds_index_is_declared_on_its_model_from_the_text_its_search_matches(key):
    """The index lives with the model (its Meta.indexes), built from the very tuple the
    kind's Source matches: a new own text field changes the index, and makemigrations
    (checked by ``make test``) asks for the migration that remakes it."""
    source = search.get(key)
    declared = [i for i in _model(source)._meta.indexes if isinstance(i, search.SearchIndex)]
    assert [i.expressions for i in declared] == [(search.document(search.own_text(source)),)]
    assert _search_index(_model(source)._meta.db_table) == declared[0].name


def test_sqlite_makes_each_searched_table_without_its_search_index():
    """``make run``'s SQLite has no full-text search: a searched kind's table is made
    there (as when SQLite remakes a table to alter it) without the index, not refused."""
    from django.db.backends.sqlite3.base import DatabaseWrapper

    sqlite = DatabaseWrapper(
        {
            **dict.fromkeys(("USER", "PASSWORD", "HOST", "PORT"), ""),
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": ":memory:",
            "OPTIONS": {},
            "TIME_ZONE": None,
            "AUTOCOMMIT": True,
            "ATOMIC_REQUESTS": False,
            "CONN_MAX_AGE": 0,
            "CONN_HEALTH_CHECKS": False,
            "TEST": {},
        }
    )
    try:
        models = [_model(s) for s in _indexed_kinds()]
        with sqlite.schema_editor() as editor:
            for model in models:
                editor.create_model(model)
        with sqlite.cursor() as cursor:
            cursor.execute("SELECT type, name FROM sqlite_master")
            made = set(cursor.fetchall())
    finally:
        sqlite.close()
    for model in models:
        assert ("table", model._meta.db_table) in made
        assert [name for kind, name in made if kind == "index" and name.endswith("_search")] == []


@pytest.mark.parametrize("key", [s.key for s in _indexed_kinds()])
def test_the_search_of_each_kind_reads_the_search_index(make_user, key):
    """Issue 44: a kind's search reads the index table, not the kind's table. Which of the
    table's indexes PostgreSQL picks (the GIN index of the words, or the kind's) depends on
    the table's statistics: at a county's volume it is recorded in
    bench/results/explain/search.md, not asserted on a test's handful of rows."""
    qs = search.matching(search.get(key), make_user(Role.SMO), "sediment pond")
    plan = _plan(qs[:6])
    assert "reports_searchentry" in plan
    assert _model(search.get(key))._meta.db_table not in plan


def test_a_record_saved_just_now_is_found_through_the_index(make_user):
    office = make_user(Role.SMO)
    PropertyFactory.create_batch(3)
    party = PartyFactory(name="Zebulon Fairweather")

    def found(q):
        return [row["label"] for g in search.search_all(office, q) for row in g.rows]

    assert str(party) in found("Fairweather")
    plan = _plan(search.matching(search.get("parties"), office, "Fairweather"))
    assert "reports_searchentry" in plan and "registry_party" not in plan

    party.name = "Zebulon Quartermaine"
    party.save()
    assert str(party) in found("Quartermaine")
    assert str(party) not in found("Fairweather")
