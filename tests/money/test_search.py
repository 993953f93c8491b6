"""Issue 47, item 5: the search across everything finds a guarantee by its bond number or
its cash escrow's account number and an invoice by its number, through the search index
kept on write (and rebuilt alike), each only for those who may open its page: Town
office staff and the project's applicant, never another applicant."""

from __future__ import annotations

import io
from datetime import date

import pytest
import time_machine
from django.core.management import call_command
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.reports.models import SearchEntry
from money.models import Guarantee, Purpose
from money.services import fees, guarantees, invoices
from tests.enforcement.factories import local
from tests.factories import UserFactory
from tests.money.factories import D, adopt, engineer_approved, letter_of_credit
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

MARCH = local(2026, 3, 2, 10)


@pytest.fixture
def world(board, clerk, smo, applicant):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        engineer_approved(project)
        fees.engineer_invoice_record(
            acting_user=smo,
            project=project,
            engineer="Erie Engineering PC",
            invoice_number="E-101",
            amount=D("400"),
            dated=date(2026, 3, 2),
        )
        invoice = invoices.invoice_issue(acting_user=smo, project=project)
        performance = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=48000,
            basis="Final design plans.",
        )
        bond = letter_of_credit(
            applicant,
            performance,
            kind=Guarantee.Kind.BOND,
            issuer="Travelers Casualty and Surety",
            instrument_number="PB-7731-0045",
            expires_on=date(2028, 3, 1),
        )
        # A second instrument offered for the same requirement: a cash escrow account.
        escrow = letter_of_credit(
            applicant,
            performance,
            kind=Guarantee.Kind.ESCROW,
            issuer="Lockport Savings Bank",
            instrument_number="ESC-550219",
            expires_on=None,
        )
    return {"invoice": invoice, "bond": bond, "escrow": escrow, "project": project}


def _found(client, user, q) -> dict[str, list[tuple[str, str]]]:
    client.force_login(user)
    response = client.get(reverse("reports:search"), {"q": q})
    assert response.status_code == 200
    return {
        g.source.key: [(r["label"], r["url"]) for r in g.rows] for g in response.context["groups"]
    }


def test_a_guarantee_by_its_bond_or_account_number_an_invoice_by_its_number(
    client, world, smo, applicant
):
    bond, escrow, invoice = world["bond"], world["escrow"], world["invoice"]
    number = invoice.document.number
    assert number.startswith("INV-")
    bond_page = reverse("money:guarantee", args=[bond.pk])
    escrow_page = reverse("money:guarantee", args=[escrow.pk])
    money_page = reverse("money:project", args=[world["project"].pk])
    inspector = UserFactory(roles=[Role.INSPECTOR])
    for user in (smo, inspector, applicant):
        found = _found(client, user, "PB-7731-0045")
        assert found["guarantees"] == [("Performance bond No. PB-7731-0045", bond_page)]
        # By its beginning, whatever the case typed.
        found = _found(client, user, "esc-5502")
        assert found["guarantees"] == [("Cash escrow No. ESC-550219", escrow_page)]
        found = _found(client, user, number)
        assert found["invoices"] == [(number, money_page)]
    # Its page opens for each of them.
    client.force_login(applicant)
    assert client.get(bond_page).status_code == 200


def test_nobody_else_finds_them(client, world):
    other = UserFactory(roles=[Role.APPLICANT])
    town_board = UserFactory(roles=[Role.TOWN_BOARD])
    planning = UserFactory(roles=[Role.REVIEWING_BODY])  # the SWPPP never went to it
    number = world["invoice"].document.number
    for user in (other, town_board, planning):
        for q in ("PB-7731-0045", "ESC-550219", number):
            found = _found(client, user, q)
            assert "guarantees" not in found and "invoices" not in found, (user, q)
    client.force_login(other)
    assert client.get(reverse("money:guarantee", args=[world["bond"].pk])).status_code == 404


def test_the_entries_are_kept_on_write_and_rebuilt_alike(world, smo):
    bond = world["bond"]
    project = world["project"]

    def entry(kind, pk):
        return SearchEntry.objects.get(kind=kind, object_id=pk)

    assert entry("guarantees", bond.pk).ref == "PB-7731-0045"
    assert entry("guarantees", bond.pk).ref2 == project.reference.upper()
    assert entry("invoices", world["invoice"].pk).ref == world["invoice"].document.number
    # The project's title is in their words: a new title is in them at once.
    project.title = "Quarry Ridge townhouses"
    project.save()
    assert "Quarry Ridge townhouses" in entry("guarantees", bond.pk).body
    assert "Quarry Ridge townhouses" in entry("invoices", world["invoice"].pk).body
    kept = sorted(
        SearchEntry.objects.filter(kind__in=["guarantees", "invoices"]).values_list(
            "kind", "object_id", "title", "body", "ref", "ref2", "happened_at", "link"
        )
    )
    assert len(kept) == 3
    SearchEntry.objects.filter(kind__in=["guarantees", "invoices"]).delete()
    call_command("rebuild_search_index", stdout=io.StringIO())
    assert (
        sorted(
            SearchEntry.objects.filter(kind__in=["guarantees", "invoices"]).values_list(
                "kind", "object_id", "title", "body", "ref", "ref2", "happened_at", "link"
            )
        )
        == kept
    )
