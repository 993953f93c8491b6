"""Chapter 159's money in the API (issue 48): fees, invoices, payments and guarantees read
as on the money pages; the payment the Clerk's finance system records through the
payment form's service (§ 159-8D), once per Idempotency-Key, refused for the service's
reasons in its words; a page in a fixed number of queries."""

from __future__ import annotations

import json
from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from lockport_sw.accounts.roles import Role
from lockport_sw.api.errors import service_errors
from money.models import Entry, Guarantee, Purpose
from money.selectors import balance
from money.services import guarantees, invoices, payments
from tests.enforcement.factories import local
from tests.factories import UserFactory
from tests.money.factories import D, adopt, instrument_file
from tests.seats import seat
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

MARCH = local(2026, 3, 2, 10)
URL = "/api/v1/payments/"


@pytest.fixture
def clerk(db):
    return UserFactory(roles=[Role.CLERK], full_name="Cora Clerk")


@pytest.fixture
def project(clerk, applicant):
    """A project whose review fee ($250.00, § 159-8D) is owed."""
    seat("town_board", [UserFactory(roles=[Role.TOWN_BOARD])], members=5)
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
    assert balance(project) == D("250.00")
    return project


def _pay(client, body: dict, **headers):
    with time_machine.travel(MARCH, tick=False):
        return client.post(URL, json.dumps(body), content_type="application/json", headers=headers)


def _body(project, **kw) -> dict:
    return {
        "project": project.pk,
        "amount": "25.00",
        "method": "check",
        "reference": "1042",
        "received_on": "2026-03-02",
    } | kw


def _payments(project):
    return Entry.objects.filter(project=project, kind=Entry.Kind.PAYMENT)


def test_159_8D_the_finance_systems_payment_is_booked_as_the_payment_form_books_it(
    api_client, project, clerk, applicant
):
    response = _pay(api_client(clerk, "write"), _body(project))
    assert response.status_code == 201, response.content
    body = response.json()
    entry = _payments(project).get()
    assert body["id"] == entry.pk and body["amount"] == "25.00"
    assert body["method"] == "check" and body["reference"] == "1042"
    assert body["received_on"] == "2026-03-02" and body["receipt"] == entry.receipt.number
    assert body["recorded_at"].endswith("-05:00")
    assert entry.recorded_by == clerk and entry.amount == D("-25.00")
    assert balance(project) == D("225.00")
    # The applicant reads it, and its fee, on their own token.
    mine = api_client(applicant)
    assert [p["id"] for p in mine.get(URL).json()["results"]] == [entry.pk]
    fees = mine.get("/api/v1/fees/").json()["results"]
    assert [(f["amount"], f["service"]) for f in fees] == [("250.00", "review")]


def test_the_same_idempotency_key_books_one_payment_and_answers_the_first(
    api_client, project, clerk
):
    client = api_client(clerk, "write")
    first = _pay(client, _body(project), **{"Idempotency-Key": "fin-2026-0001"})
    again = _pay(client, _body(project), **{"Idempotency-Key": "fin-2026-0001"})
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first
    assert _payments(project).count() == 1
    # The key as a field does the same.
    by_field = _body(project, reference="1043", idempotency_key="fin-2026-0002")
    assert _pay(client, by_field).json() == _pay(client, by_field).json()
    assert _payments(project).count() == 2
    # The same key with another payment's figures is refused, and books nothing.
    other = _pay(client, _body(project, amount="30.00"), **{"Idempotency-Key": "fin-2026-0001"})
    assert other.status_code == 422
    assert other["Content-Type"] == "application/problem+json"
    assert "idempotency_key" in other.json()["errors"]
    assert _payments(project).count() == 2


def _service_refusal(clerk, project, **kw) -> dict:
    """What the payment form's service says to the same payment (nothing kept)."""
    data = {
        "amount": "25.00",
        "method": "check",
        "reference": "1042",
        "received_on": date(2026, 3, 2),
    } | kw
    with time_machine.travel(MARCH, tick=False):
        try:
            with transaction.atomic():
                payments.payment_record(acting_user=clerk, project=project, **data)
        except ValidationError as exc:
            return service_errors(exc)
    raise AssertionError(f"the service booked {data}")


@pytest.mark.parametrize(
    ("sent", "given"),
    [
        ({"amount": "1e5"}, {"amount": "1e5"}),
        ({"amount": "0.00"}, {"amount": "0.00"}),
        ({"amount": "1,000.001"}, {"amount": "1,000.001"}),
        ({"amount": "2000000.00"}, {"amount": "2000000.00"}),
        ({"amount": "300.00"}, {"amount": "300.00"}),  # beyond the $250.00 owed, unconfirmed
        ({"reference": ""}, {"reference": ""}),  # a check without its number
        ({"method": "card", "reference": ""}, {"method": "card", "reference": ""}),
        ({"received_on": "2026-03-03"}, {"received_on": date(2026, 3, 3)}),  # the future
    ],
)
def test_159_8D_a_payment_the_service_refuses_is_422_with_its_reasons(
    api_client, project, clerk, sent, given
):
    expected = _service_refusal(clerk, project, **given)
    response = _pay(api_client(clerk, "write"), _body(project, **sent))
    assert response.status_code == 422, response.content
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["errors"] == expected
    assert problem["detail"] == next(iter(expected.values()))[0]
    assert not _payments(project).exists()


def test_159_8D_a_check_number_is_booked_once_and_an_overpayment_when_confirmed(
    api_client, project, clerk
):
    client = api_client(clerk, "write")
    assert _pay(client, _body(project)).status_code == 201
    expected = _service_refusal(clerk, project)  # check 1042 of this payer: booked already
    refused = _pay(client, _body(project))
    assert refused.status_code == 422 and refused.json()["errors"] == expected
    confirmed = _pay(
        client, _body(project, amount="300.00", reference="1044", overpayment_confirmed=True)
    )
    assert confirmed.status_code == 201
    assert balance(project) == D("-75.00")  # a credit (payments.CREDIT_WORDS)


def test_only_who_records_payments_in_the_browser_records_them_here(
    api_client, project, clerk, smo, applicant, make_user
):
    assert _pay(api_client(clerk, "read"), _body(project)).status_code == 403  # a read token
    assert _pay(api_client(smo, "write"), _body(project)).status_code == 201
    inspector = _pay(api_client(make_user(Role.INSPECTOR), "write"), _body(project, reference="9"))
    assert inspector.status_code == 403
    assert inspector.json()["detail"] == "Only the Municipal Clerk or the SMO records payments."
    own = _pay(api_client(applicant, "write"), _body(project, reference="10"))
    assert own.status_code == 403  # their own project: seen, but not theirs to record
    other = _pay(api_client(make_user(Role.APPLICANT), "write"), _body(project, reference="11"))
    assert other.status_code == 404
    assert _payments(project).count() == 1


def test_an_applicant_reads_only_their_own_accounts(api_client, project, clerk, smo, make_user):
    with time_machine.travel(MARCH, tick=False):
        invoices.invoice_issue(acting_user=smo, project=project)
    stranger = api_client(make_user(Role.APPLICANT))
    owner = api_client(project.applicant)
    for resource in ("fees", "invoices"):
        assert stranger.get(f"/api/v1/{resource}/").json()["results"] == []
        assert len(owner.get(f"/api/v1/{resource}/").json()["results"]) == 1
    invoice = owner.get("/api/v1/invoices/").json()["results"][0]
    fee = owner.get("/api/v1/fees/").json()["results"][0]
    assert invoice["total"] == "250.00" and invoice["fees"] == [fee["id"]]
    assert fee["invoice"] == invoice["number"] and invoice["number"].startswith("INV-")
    assert stranger.get(f"/api/v1/invoices/{invoice['id']}/").status_code == 404
    assert api_client(smo).get(f"/api/v1/fees/{fee['id']}/").status_code == 200
    assert api_client(smo).get("/api/v1/fees/?invoiced=false").json()["results"] == []


def _escrow(smo, applicant, project):
    with time_machine.travel(MARCH, tick=False):
        requirement = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("48000"),
            basis="Final design plans.",
        )
        escrow = guarantees.guarantee_post(
            acting_user=applicant,
            requirement=requirement,
            kind=Guarantee.Kind.ESCROW,
            issuer="Lockport Savings Bank",
            instrument_number="ESC-7781",
            amount=D("48000"),
            effective_on=date(2026, 3, 1),
            file=instrument_file("escrow.pdf"),
        )
        guarantees.guarantee_accept(acting_user=smo, guarantee=escrow)
    return escrow


def test_159_8B_1_a_guarantee_with_its_interest_as_the_record_holds_it(
    api_client, project, smo, applicant, make_user
):
    escrow = _escrow(smo, applicant, project)
    with time_machine.travel(local(2027, 3, 2, 10), tick=False):
        guarantees.escrow_interest_post(
            acting_user=smo, guarantee=escrow, posted_on=date(2027, 3, 1), amount=D("612.44")
        )
    body = api_client(applicant).get(f"/api/v1/guarantees/{escrow.pk}/").json()
    assert body["purpose"] == "performance" and body["kind"] == "escrow"
    assert body["amount"] == "48000.00" and body["state"] == "accepted"
    [interest] = body["interest"]
    assert interest["posted_on"] == "2027-03-01" and interest["amount"] == "612.44"
    assert interest["recorded_at"].startswith("2027-03-02T10:00:00")
    assert body["interest_total"] == "612.44" and body["drawn_total"] == "0.00"
    assert body["held"] == "48612.44" and body["draws"] == []
    stranger = api_client(make_user(Role.APPLICANT))
    assert stranger.get(f"/api/v1/guarantees/{escrow.pk}/").status_code == 404
    assert stranger.get("/api/v1/guarantees/").json()["results"] == []


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.content[:300])
    return len(queries.captured_queries)


@pytest.mark.parametrize("resource", ["fees", "payments", "invoices", "guarantees"])
def test_a_money_page_costs_the_same_queries_at_1_and_at_many_rows(
    resource, api_client, project, clerk, smo, applicant
):
    """A fixed number of queries per page, whatever the rows (issue 48)."""
    projects = [project]

    def grow(n: int) -> None:
        for _ in range(n):
            with time_machine.travel(MARCH, tick=False):
                other = submitted(applicant).project if projects else project
                projects.append(other)
                if resource == "payments":
                    payments.payment_record(
                        acting_user=clerk,
                        project=other,
                        amount="10.00",
                        method="cash",
                        received_on=date(2026, 3, 2),
                    )
                elif resource == "invoices":
                    invoices.invoice_issue(acting_user=smo, project=other)
                elif resource == "guarantees":
                    escrow = _escrow(smo, applicant, other)
                    guarantees.escrow_interest_post(
                        acting_user=smo,
                        guarantee=escrow,
                        posted_on=date(2026, 3, 2),
                        amount=D("10"),
                    )

    client = api_client(smo)
    url = f"/api/v1/{resource}/?page_size=200"
    grow(1)
    client.get(url)  # the token's last use, the content types, the user's roles
    one = _queries(client, url)
    grow(6)
    assert _queries(client, url) == one
    assert len(client.get(url).json()["results"]) >= 7


def test_the_ms4_figures_are_the_reports_for_who_reads_the_report(
    api_client, smo, applicant, make_user
):
    from lockport_sw.reports import periods, selectors

    with time_machine.travel(local(2026, 12, 7, 10), tick=False):
        body = api_client(smo).get("/api/v1/ms4-figures/?period=2026").json()
        table = selectors.flat_rows(selectors.report_table(periods.annual(2026)))
        assert body["period"]["slug"] == "2026"
        assert body["period"]["start"] == "2026-01-03" and body["period"]["due"] == "2027-04-01"
        assert [f["key"] for f in body["figures"]] == [r["figure"].key for r in table]
        assert [f["reported"] for f in body["figures"]] == [
            selectors.as_text(r["reported"]) or None for r in table
        ]
        half = api_client(smo).get("/api/v1/ms4-figures/?period=2026-2").json()
        assert half["period"]["start"] == "2026-07-03"
        bad = api_client(smo).get("/api/v1/ms4-figures/?period=26")
        assert bad.status_code == 400 and "period" in bad.json()["errors"]
        assert api_client(applicant).get("/api/v1/ms4-figures/").status_code == 403
        board = api_client(make_user(Role.TOWN_BOARD)).get("/api/v1/ms4-figures/")
        assert board.status_code == 403


def test_the_ms4_figures_cost_the_same_queries_at_1_and_at_many_records(api_client, smo, applicant):
    from tests.bulk import bulk_projects

    client = api_client(smo)
    url = "/api/v1/ms4-figures/?period=2026"
    with time_machine.travel(local(2026, 6, 1, 10), tick=True):
        bulk_projects(applicant, 1, received=True)
        client.get(url)
        client.get(url)
        one = _queries(client, url)
        bulk_projects(applicant, 30, start=1, received=True)
        client.get(url)
        many = _queries(client, url)
        counted = {f["key"]: f["computed"] for f in client.get(url).json()["figures"]}
    assert many == one
    assert counted["construction.swppps"] == "31"


def test_the_schema_says_what_these_resources_answer(client):
    """The figures are one object (not the array a list route would be); a payment's
    Idempotency-Key is a documented header (Schemathesis reads the schema so)."""
    schema = client.get(
        "/api/v1/schema/", headers={"Accept": "application/vnd.oai.openapi+json"}
    ).json()
    figures = schema["paths"]["/api/v1/ms4-figures/"]["get"]["responses"]["200"]
    assert figures["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/MS4Figures"
    }
    post = schema["paths"]["/api/v1/payments/"]["post"]
    assert "Idempotency-Key" in [p["name"] for p in post["parameters"] if p["in"] == "header"]
    assert {"201", "404", "422"} <= set(post["responses"])


def test_159_8B_2_a_draw_on_a_maintenance_guarantee_as_the_record_holds_it(
    api_client, smo, applicant
):
    from money.services import release
    from tests.inspections.factories import approved_project
    from tests.money.factories import letter_of_credit, maintenance_notice, undone_inspection

    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = approved_project(smo, applicant)
        requirement = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.MAINTENANCE,
            amount=D("12000"),
            basis="The pond's operation and maintenance for five years.",
        )
        loc = letter_of_credit(applicant, requirement, expires_on=date(2028, 3, 1))
        guarantees.guarantee_accept(acting_user=smo, guarantee=loc)
        notice = maintenance_notice(smo, project)
    found = undone_inspection(smo, notice, date(2026, 3, 23))
    with time_machine.travel(local(2026, 3, 25, 10), tick=False):
        draw = release.draw_record(
            acting_user=smo,
            guarantee=loc,
            notice=notice,
            inspection=found,
            drawn_on=date(2026, 3, 25),
            work_cost=D("2400"),
            engineering_cost=D("350"),
            inspection_cost=D("125.50"),
            work_done="Niagara Pond Services cleared the outlet.",
        )
    body = api_client(applicant).get(f"/api/v1/guarantees/{loc.pk}/").json()
    assert body["purpose"] == "maintenance" and body["interest"] == []
    [drawn] = body["draws"]
    assert drawn["drawn_on"] == "2026-03-25" and drawn["total"] == "2875.50"
    assert drawn["inspection_cost"] == "125.50" and drawn["letter"] == draw.document.number
    assert body["drawn_total"] == "2875.50" and body["held"] == "9124.50"
