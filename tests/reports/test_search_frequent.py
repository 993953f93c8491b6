"""Issue 44 at a county's volume: the search across everything never ranks every match of
a frequent word (``search._best_sql``). A kind's matches are counted up to
``search.RANKED``; up to it they are ranked by relevance as before, past it the kind's
newest come first; either way a group shows at most five and the count, capped
("1,000+"), and who may see what is still the query's WHERE.

``RANKED`` is lowered here (our own constant, not the database) so that a few records make
a word "frequent"; the query is the page's own, on PostgreSQL."""

from __future__ import annotations

import pytest
from django.db import connection
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.registry.models import Property
from lockport_sw.reports import search, search_index
from lockport_sw.reports.models import SearchEntry
from tests.reports.queries import queries_for
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db

# Twice in its address: the best ranked for "Robinson", and the oldest.
RELEVANT = "1 Robinson Road at Robinson Corners"


def _street(n: int) -> list[str]:
    """A relevant old parcel, then ``n - 1`` newer ones on the street, as a bulk load
    writes them (the index rebuilt, as ``seed_scale`` does)."""
    addresses = [RELEVANT, *(f"{i} Robinson Road" for i in range(2, n + 1))]
    Property.objects.bulk_create(Property(street_address=a, sbl="") for a in addresses)
    search_index.rebuild()
    return addresses


def _group(groups, key):
    return next(g for g in groups if g.source.key == key)


@pytest.fixture
def ranked(monkeypatch):
    monkeypatch.setattr(search, "RANKED", 20)
    return 20


def test_a_kind_with_few_matches_is_ranked_by_relevance_and_counted(make_user, ranked):
    assert connection.vendor == "postgresql"
    addresses = _street(12)
    group = _group(search.search_all(make_user(Role.SMO), "Robinson"), "properties")

    labels = [r["label"] for r in group.rows]
    # The best ranked first though the oldest, then the newest of the ties.
    assert labels == [RELEVANT, *addresses[::-1][:4]]
    assert group.more and group.found == 12 and group.found_label == "12"


def test_a_frequent_word_shows_five_of_its_newest_and_a_capped_count(client, make_user, ranked):
    addresses = _street(ranked * 3)
    smo = make_user(Role.SMO)
    group = _group(search.search_all(smo, "Robinson"), "properties")

    # Five shown, never more, whatever the matches (60 here); past RANKED the kind's
    # newest first, the older relevant one not among them.
    assert [r["label"] for r in group.rows] == addresses[::-1][:5]
    assert group.more
    assert group.found == ranked + 1 and group.found_label == "20+"
    # The query itself brings a kind's six, not its sixty.
    brought = [e.kind for e in SearchEntry.objects.raw(*search.best_query(smo, "Robinson"))]
    assert brought.count("properties") == 6

    client.force_login(smo)
    html = client.get(reverse("reports:search"), {"q": "Robinson"}).content.decode()
    assert "More properties</a> (20+ found)" in html


def test_the_page_keeps_its_queries_whichever_way_a_kind_is_read(client, make_user, ranked):
    client.force_login(make_user(Role.SMO))
    url = reverse("reports:search")
    _street(10)
    rare = queries_for(client, url, {"q": "Robinson"})
    _street(ranked * 3)
    assert queries_for(client, url, {"q": "Robinson"}) == rare


def _projects(applicant, n: int) -> list[str]:
    return [
        str(make_project(applicant, description=f"Pond {i} by the Zanzibar swale."))
        for i in range(n)
    ]


@pytest.mark.parametrize("cap", [3, 100], ids=["frequent: walked", "rare: ranked"])
def test_an_applicant_finds_only_their_own_whichever_way_a_kind_is_read(
    make_user, monkeypatch, cap
):
    monkeypatch.setattr(search, "RANKED", cap)
    alice, bob = make_user(Role.APPLICANT), make_user(Role.APPLICANT)
    mine, theirs = _projects(alice, 7), _projects(bob, 7)

    groups = search.search_all(alice, "Zanzibar")

    projects = _group(groups, "projects")
    assert [r["label"] for r in projects.rows] == mine[::-1][:5]
    assert not set(theirs) & {r["label"] for g in groups for r in g.rows}
    # Counted among what she may see only: her 7 (or the cap), not their 14.
    assert projects.found == min(7, cap + 1)
    # What only the Town sees (the parcels of the projects, on Snyder Drive) is no group.
    assert {g.source.key for g in groups} <= {"projects", "swppps", "documents"}
    assert "properties" not in {g.source.key for g in search.search_all(alice, "Snyder")}
