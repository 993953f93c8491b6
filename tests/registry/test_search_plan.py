"""Issue 44: the office's property and party search (``/registry/``) finds a fragment
anywhere in an address, a tax-map (SBL) number, a name, an organization or an email
through trigram indexes on ``UPPER(column)`` (``reports.search.substring_index``), so its
cost does not grow with the county's 100,000 parcels: the plan reads the indexes, not the
table (measured at ``--scale 1`` by ``make bench``: the "search" row)."""

from __future__ import annotations

import pytest
from django.db import connection

from lockport_sw.registry import selectors
from tests.factories import PartyFactory, PropertyFactory

pytestmark = pytest.mark.django_db


def _plan(qs) -> str:
    """The plan with sequential scans priced out, as at volume (a test table holds a
    handful of rows, where reading it whole is cheapest)."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        plan = qs.explain()
        cursor.execute("SET LOCAL enable_seqscan = on")
    return plan


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
