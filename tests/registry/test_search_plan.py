"""Issue 44: the office's property and party search (``/registry/``) finds a fragment
anywhere in an address, a tax-map (SBL) number, a name, an organization or an email
through trigram indexes on ``UPPER(column)`` (``reports.search.substring_index``), so its
cost does not grow with the county's 100,000 parcels: the plan reads the indexes, not the
table (measured at ``--scale 1`` by ``make bench``: the "search" row). A frequent fragment
(a street's thousands of parcels) is read in the index of the selector's order, stopping
at the page's last match (registry 0011): written so (``selectors._contains``) that
PostgreSQL chooses that plan itself, without a setting that forbids the others."""

from __future__ import annotations

import pytest
from django.db import connection

from lockport_sw.registry import selectors
from lockport_sw.registry.models import Party, Property
from tests.factories import PartyFactory, PropertyFactory

pytestmark = pytest.mark.django_db


def _plan(qs) -> str:
    """The plan with sequential scans priced out, as at volume (a test table holds a
    handful of rows, where reading it whole is cheapest), and the walk of the whole order
    index (registry 0011) too: whether the trigram indexes answer the match."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
        plan = qs.explain()
        cursor.execute("SET LOCAL enable_indexscan = on")
        cursor.execute("SET LOCAL enable_seqscan = on")
    return plan


STREETS = ["Robinson Road", "Lincoln Avenue", "Transit Road", "Snyder Drive"] * 2


def _county(n: int = 2_000) -> None:
    """``n`` parcels and owners on eight streets (a street's share of a county), analyzed."""
    Property.objects.bulk_create(
        Property(
            street_address=f"{i + 1} {STREETS[i % 8]}",
            sbl=f"{100 + i // 100}.{i % 100:02d}-2-1",  # the factory's are "-1-"
            postal_code="14094",
        )
        for i in range(n)
    )
    Party.objects.bulk_create(Party(name=f"Owner {i:06d}") for i in range(n))
    with connection.cursor() as cursor:
        # The GIN indexes' pending lists merged, as a vacuum would (seed_scale's VACUUM).
        for index in ("registry_prop_addr_trgm", "registry_prop_sbl_trgm"):
            cursor.execute("SELECT gin_clean_pending_list(%s::regclass)", [index])
        cursor.execute("ANALYZE registry_property")
        cursor.execute("ANALYZE registry_party")


def _settings() -> list[tuple[str, str]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name, setting FROM pg_settings WHERE name LIKE 'enable%%' ORDER BY name"
        )
        return cursor.fetchall()


def test_a_frequent_fragments_page_walks_the_order_index_and_stops_sorting_nothing():
    """The plan PostgreSQL chooses itself: no planner setting changed, here or by the
    selector (``_settings`` before and after)."""
    _county()
    chosen = _settings()
    assert all(setting == "on" for name, setting in chosen if "scan" in name)
    plan = selectors.property_search("Robinson Road", frequent=True)[:26].explain()
    assert "Index Scan using registry_prop_addr_order" in plan
    assert "Sort" not in plan and "Seq Scan" not in plan and "Bitmap" not in plan
    plan = selectors.party_search("owner", frequent=True)[:26].explain()
    assert "Index Scan using registry_party_name_order" in plan
    assert "Sort" not in plan and "Seq Scan" not in plan
    assert _settings() == chosen


def test_a_frequent_fragment_finds_the_rows_of_a_rare_one():
    """The two ways of writing the match are the same test: the same rows in the same
    order, whatever the case typed, a fragment inside a word or an SBL."""
    _county(200)
    PropertyFactory(street_address="4455 Millersport Highway", sbl="123.45-6-7")
    for query in ("robinson ROAD", "lersp", "45-6", "2-1", "%", "_"):
        rare = list(selectors.property_search(query).values_list("pk", flat=True))
        assert (
            list(selectors.property_search(query, frequent=True).values_list("pk", flat=True))
            == rare
        ), query
    for query in ("owner 00001", "WNER"):
        rare = list(selectors.party_search(query).values_list("pk", flat=True))
        assert (
            list(selectors.party_search(query, frequent=True).values_list("pk", flat=True)) == rare
        ), query


def test_a_rare_fragments_page_still_reads_the_trigram_indexes():
    PropertyFactory(street_address="4455 Millersport Highway")
    _county(10_000)  # where walking the whole order index costs more than the few matches
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # as at a county's volume
    plan = selectors.property_search("Millersport")[:26].explain()
    assert "registry_prop_addr_trgm" in plan and "registry_prop_sbl_trgm" in plan
    assert "Seq Scan" not in plan and "registry_prop_addr_order" not in plan


def test_a_fragment_inside_an_address_or_sbl_is_found_whatever_its_case():
    mill = PropertyFactory(street_address="4455 Millersport Highway", sbl="123.45-6-7")
    PropertyFactory(street_address="12 Transit Road", sbl="99.10-1-2")
    assert list(selectors.property_search("lersp")) == [mill]
    assert list(selectors.property_search("45-6")) == [mill]
    assert list(selectors.property_search("4455 MILLERS")) == [mill]


def test_a_fragment_inside_a_name_organization_or_email_is_found():
    ann = PartyFactory(name="Ann Ostrowski", organization="Niagara Paving", email="ann@paving.test")
    PartyFactory(name="Bo Chen", organization="", email="bo@example.test")
    assert list(selectors.party_search("strow")) == [ann]
    assert list(selectors.party_search("agara pav")) == [ann]
    assert list(selectors.party_search("@PAVING")) == [ann]


def test_the_property_search_reads_its_trigram_indexes_not_the_table():
    PropertyFactory(street_address="4455 Millersport Highway")
    plan = _plan(selectors.property_search("Millersport Hwy")[:25])
    assert "registry_prop_addr_trgm" in plan
    assert "registry_prop_sbl_trgm" in plan
    assert "Seq Scan on registry_property" not in plan


def test_the_party_search_reads_its_trigram_indexes_not_the_table():
    PartyFactory(name="Ann Ostrowski")
    plan = _plan(selectors.party_search("Ostrow")[:25])
    for index in (
        "registry_party_name_trgm",
        "registry_party_org_trgm",
        "registry_party_email_trgm",
    ):
        assert index in plan
    assert "Seq Scan on registry_party" not in plan
