"""Issue 44: the search across everything reads one index (reports.SearchEntry), kept
current in the write's own transaction; its results are the old search's (twelve kinds
queried one by one), kind by kind, for the demo's records and each role."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import pytest
from django.db import connection, transaction
from django.urls import reverse

from illicit.models import Case
from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core import kept
from lockport_sw.registry.models import Property
from lockport_sw.reports import search, search_index
from lockport_sw.reports.models import SearchEntry
from tests.factories import PropertyFactory
from tests.reports.queries import queries_for

pytestmark = pytest.mark.django_db

EXPECTED = Path(__file__).with_name("search_expected.json")
AT = datetime(2026, 5, 4, 10, tzinfo=TOWN_TZ)
QUERIES = ("Lockport", "silt", "road", "NOV", "basin", "sediment", "Main Street", "oil")


def _plain(headline: str) -> str:
    """A headline's words, without the separators the old search left between empty
    fields ("· · ·", issue 47 item 5)."""
    return " ".join(re.sub(r"\s·(?=\s)", " ", str(headline)).split())


def _url(url: str) -> str:
    """A URL without the database's ids (the demo's rows may take other ids in another
    run); references and numbers stay."""
    return re.sub(r"/\d+(?=/)", "/#", url)


def _flat(groups) -> dict:
    return {
        g.source.key: {
            "more": g.more,
            "rows": [
                [r["label"], _url(r["url"]), r["when"].isoformat() if r["when"] else None]
                for r in g.rows
            ],
            "headlines": [_plain(r["headline"]) for r in g.rows],
        }
        for g in groups
    }


def _people() -> dict[str, User]:
    """Every person of the demo: each role, the applicants, the respondents, the boards."""
    return {user.email: user for user in User.objects.order_by("email")}


def _results() -> dict:
    return {
        f"{who} | {q}": _flat(search.search_all(user, q))
        for who, user in sorted(_people().items())
        for q in QUERIES
    }


def test_the_index_finds_what_the_old_search_found_in_the_demo(demo):
    expected = json.loads(EXPECTED.read_text())
    found = _results()
    assert sorted(found) == sorted(expected)
    for key, groups in expected.items():
        assert found[key] == groups, key


def _entry(kind: str, pk) -> SearchEntry | None:
    return SearchEntry.objects.filter(kind=kind, object_id=pk).first()


def test_an_entry_is_written_updated_and_removed_with_its_record_in_its_transaction(make_user):
    smo = make_user(Role.SMO)
    with transaction.atomic():
        parcel = PropertyFactory(street_address="12 Quarry Lane", sbl="")
        case = Case.objects.create(
            reference="C-77",
            kind="discharge",
            summary="Grey water from a pipe.",
            opened_at=AT,
            opened_by=smo,
            parcel=parcel,
        )
        # Before the commit, in the write's own transaction.
        assert connection.in_atomic_block
        assert _entry("cases", case.pk).title == "Case C-77"
        assert "12 Quarry Lane" in _entry("cases", case.pk).body
        assert _entry("properties", parcel.pk).title == "12 Quarry Lane"

    # The property's address is in its case's text: changed with it.
    parcel.street_address = "14 Quarry Lane"
    parcel.save()
    assert "14 Quarry Lane" in _entry("cases", case.pk).body
    assert _entry("properties", parcel.pk).title == "14 Quarry Lane"
    case.summary = "Oily water."
    case.save()
    assert _entry("cases", case.pk).body.startswith("Oily water.")

    case.delete()
    assert _entry("cases", case.pk) is None

    # A write rolled back takes its entry with it.
    with pytest.raises(RuntimeError, match="rolled back"), transaction.atomic():
        gone = PropertyFactory(street_address="1 Nowhere Road")
        assert _entry("properties", gone.pk) is not None
        raise RuntimeError("rolled back")
    assert not SearchEntry.objects.filter(title__startswith="1 Nowhere Road").exists()


def test_rebuild_writes_what_the_writes_wrote(demo):
    def rows():
        return sorted(
            SearchEntry.objects.values_list(
                "kind", "object_id", "title", "body", "ref", "ref2", "happened_at", "link"
            )
        )

    kept = rows()
    assert len(kept) > 50
    written = search_index.rebuild()
    assert written == len(kept)
    assert rows() == kept


def test_a_snippet_leaves_out_empty_fields(client, make_user):
    """Issue 47 item 5: no "· · ·" between the fields a record leaves empty."""
    smo = make_user(Role.SMO)
    Case.objects.create(
        reference="C-9", kind="discharge", summary="Foamy outfall.", opened_at=AT, opened_by=smo
    )
    client.force_login(smo)
    response = client.get(reverse("reports:search"), {"q": "foamy"})
    (row,) = next(g for g in response.context["groups"] if g.source.key == "cases").rows
    assert "·" not in row["headline"]
    assert "<mark>Foamy</mark> outfall." in row["headline"]


def _properties(n: int, start: int) -> None:
    Property.objects.bulk_create(
        Property(street_address=f"{start + i} Robinson Road", sbl=f"99.{start + i}-1-1")
        for i in range(n)
    )
    search_index.rebuild()


@pytest.mark.parametrize(
    "params",
    [
        {"q": "Robinson Road"},
        {"q": "99."},
        {"q": "Robinson", "kind": "properties", "page": "2"},
    ],
)
def test_a_fixed_number_of_queries_from_10_to_1000_entries(client, make_user, params):
    client.force_login(make_user(Role.SMO))
    _properties(30, 0)
    at_small = queries_for(client, reverse("reports:search"), params)
    _properties(970, 30)
    assert SearchEntry.objects.filter(kind="properties").count() == 1000
    assert queries_for(client, reverse("reports:search"), params) == at_small
    kept.replace_all()  # the page made anew: its context (a kept page has none)
    response = client.get(reverse("reports:search"), params)
    rows = response.context["rows"] or response.context["groups"][0].rows
    assert rows and all("Robinson Road" in r["label"] for r in rows)


def test_the_search_is_one_query_of_the_index(client, make_user):
    """The page's own queries beyond the floor: the grouped search is one query (each
    kind's best with their rows and headlines, ``search._best_sql``; two before issue 44's
    county scale: the keys, then the rows), a page of one kind one (no count)."""
    client.force_login(make_user(Role.SMO))
    _properties(12, 0)
    url = reverse("reports:search")
    empty = queries_for(client, url, {})
    assert queries_for(client, url, {"q": "Robinson"}) == empty + 1
    assert queries_for(client, url, {"q": "Robinson", "kind": "properties"}) == empty + 1
