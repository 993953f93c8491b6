"""Enforcement in the API (issue 48; enforcement/api_resources.py): violations, notices,
stop-work orders and appeals read through the app's selectors, as in the browser; a
respondent's token never reads another's notice or appeal; each record's issued PDFs
with their service as recorded and the browser's download link; filters; a fixed
number of queries per page."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from enforcement.models import StopWorkOrder, Violation
from enforcement.services import appeals, orders
from lockport_sw.accounts.roles import Role
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.registry.models import Party, Property
from tests.enforcement.bulk import bulk_decided, bulk_notices
from tests.enforcement.factories import (
    issue,
    make_violation,
    order_served,
    respondent_party,
    respondent_user,
    served_in_person,
    staff,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def smo(db):
    return staff(Role.SMO, full_name="Sam Morgan")


@pytest.fixture
def case(smo):
    """A respondent's Chapter 158 notice, served in person and appealed, and their
    Chapter 159 stop-work order, served; built through the services (PDFs issued)."""
    respondent = respondent_party(user=respondent_user(), name="Rita Respondent")
    today = timezone.localdate()
    violation = make_violation(smo, party=respondent, started_on=today - timedelta(days=3))
    notice = issue(smo, violation, deadline=today + timedelta(days=20))
    served_in_person(smo, notice)
    appeal = appeals.appeal_file(acting_user=respondent.user, notice=notice, grounds="Not mine.")
    v159 = make_violation(smo, chapter="159", party=respondent, started_on=today)
    order = orders.order_issue(
        acting_user=smo, violation=v159, reasons="Sediment.", work_allowed="Stabilization."
    )
    order_served(smo, order)
    return {
        "respondent": respondent,
        "violation": violation,
        "notice": notice,
        "appeal": appeal,
        "order": order,
    }


def _token(user) -> Client:
    from tests.api.conftest import bearer, token_of

    return bearer(token_of(user))


def test_a_respondents_token_never_reads_another_respondents_notice_or_appeal(case, smo):
    notice, appeal, order = case["notice"], case["appeal"], case["order"]
    mine = _token(case["respondent"].user)
    other = _token(respondent_party(user=respondent_user(), name="Otto Other").user)

    for resource in ("notices", "appeals", "stop-work-orders"):
        assert other.get(f"/api/v1/{resource}/").json()["results"] == []
    for url in (
        f"/api/v1/notices/{notice.number}/",
        f"/api/v1/appeals/{appeal.reference}/",
        f"/api/v1/stop-work-orders/{order.number}/",
        f"/api/v1/violations/{case['violation'].reference}/",
    ):
        refused = other.get(url)
        assert refused.status_code == 404, url
        assert refused["Content-Type"] == "application/problem+json"

    assert [n["number"] for n in mine.get("/api/v1/notices/").json()["results"]] == [notice.number]
    assert [a["reference"] for a in mine.get("/api/v1/appeals/").json()["results"]] == [
        appeal.reference
    ]
    assert [o["number"] for o in mine.get("/api/v1/stop-work-orders/").json()["results"]] == [
        order.number
    ]
    assert mine.get(f"/api/v1/notices/{notice.number}/").status_code == 200
    # Violations are the office's, as in the browser: the list 403, a violation 404.
    assert mine.get("/api/v1/violations/").status_code == 403
    assert mine.get(f"/api/v1/violations/{case['violation'].reference}/").status_code == 404
    office = _token(smo)
    assert [v["reference"] for v in office.get("/api/v1/violations/").json()["results"]] == [
        case["order"].violation.reference,
        case["violation"].reference,
    ]


def test_a_notice_carries_its_pdf_its_service_as_recorded_and_the_browsers_download(case, smo):
    notice = case["notice"]
    body = _token(case["respondent"].user).get(f"/api/v1/notices/{notice.number}/").json()
    document = body["document"]
    assert document["number"] == notice.document.number
    assert document["kind"] == "NOV"
    assert document["file_name"] == f"{notice.document.number}.pdf"
    assert document["issued_at"].endswith(("-05:00", "-04:00"))
    path = reverse("documents:issued_download", kwargs={"number": notice.document.number})
    assert document["download"] == f"http://testserver{path}"
    [service] = document["service"]
    assert service["method"] == "personal"
    assert service["served_by"] == "Ines Park"
    assert service["addressee"] == "Rita Respondent"
    assert body["addressees"][0]["served_at"] is not None
    assert body["state"] == "served"
    # The link is the browser's download, which decides again: the respondent's session
    # has the PDF, another's does not (404).
    browser = Client()
    browser.force_login(case["respondent"].user)
    pdf = browser.get(path)
    assert pdf.status_code == 200 and pdf["Content-Type"] == "application/pdf"
    stranger = Client()
    stranger.force_login(respondent_user())
    assert stranger.get(path).status_code == 404


def test_an_appeal_and_an_order_carry_the_record_and_their_documents(case, smo):
    client = _token(smo)
    appeal = client.get(f"/api/v1/appeals/{case['appeal'].reference}/").json()
    assert appeal["notice"] == case["notice"].number
    assert appeal["state"] == "filed"
    assert appeal["hearing_body"] == "Town Board"
    assert appeal["appellants"][0]["name"] == "Rita Respondent"
    assert appeal["hearing_notices"] == [] and appeal["decision_document"] is None
    order = client.get(f"/api/v1/stop-work-orders/{case['order'].number}/").json()
    assert order["document"]["kind"] == "SWO"
    assert order["document"]["service"][0]["method"] == "personal"
    assert order["lift_document"] is None
    assert order["property"] == case["order"].violation.parcel_id
    violation = client.get(f"/api/v1/violations/{case['violation'].reference}/").json()
    assert violation["notices"] == [case["notice"].number]
    assert [d["kind"] for d in violation["documents"]] == ["NOV"]
    assert violation["state"] == "continuing"


def test_filters_by_state_chapter_property_and_dates(case, smo):
    client = _token(smo)

    def keys(resource, query, key):
        response = client.get(f"/api/v1/{resource}/{query}")
        assert response.status_code == 200, response.content[:300]
        return [r[key] for r in response.json()["results"]]

    notice, order = case["notice"], case["order"]
    parcel = notice.violation.parcel_id
    assert keys("notices", "?state=served&chapter=158", "number") == [notice.number]
    assert keys("notices", "?state=issued", "number") == []
    assert keys("notices", f"?property={parcel}", "number") == [notice.number]
    assert keys("notices", f"?property={order.violation.parcel_id}", "number") == []
    tomorrow = (timezone.localdate() + timedelta(days=1)).isoformat()
    assert keys("notices", f"?issued_after={tomorrow}", "number") == []
    assert keys("notices", f"?issued_before={tomorrow}", "number") == [notice.number]
    assert keys("notices", f"?served_before={tomorrow}", "number") == [notice.number]
    assert keys("stop-work-orders", "?state=in_effect&chapter=159", "number") == [order.number]
    assert keys("stop-work-orders", "?state=lifted", "number") == []
    assert keys("appeals", "?state=filed&chapter=158", "reference") == [case["appeal"].reference]
    assert keys("appeals", f"?property={parcel}", "reference") == [case["appeal"].reference]
    assert keys("appeals", f"?received_after={tomorrow}", "reference") == []
    assert keys("violations", "?chapter=159", "reference") == [order.violation.reference]
    assert keys("violations", "?state=ended", "reference") == []
    assert keys("violations", f"?found_after={tomorrow}", "reference") == []
    bad = client.get("/api/v1/appeals/?state=nonsense")
    assert bad.status_code == 400
    assert bad["Content-Type"] == "application/problem+json"
    assert "state" in bad.json()["errors"]
    assert client.get("/api/v1/notices/?issued_after=yesterday").status_code == 400


def _bulk_orders(smo, n: int, start: int) -> None:
    """``n`` Chapter 159 stop-work orders, each of its own violation, with its PDF."""
    now = timezone.now()
    party = Party.objects.create(name=f"Bulk builder {start}", mailing_street="2 Bulk Road")
    parcel = Property.objects.create(street_address=f"{start} Order Road")
    violations = Violation.objects.bulk_create(
        Violation(
            reference=f"V-SWO-{start + i:06d}",
            chapter="159",
            party=party,
            parcel=parcel,
            description="Sediment.",
            started_on=now.date(),
            found_by=smo,
            found_at=now,
        )
        for i in range(n)
    )
    vct = ContentType.objects.get_for_model(Violation)
    documents = IssuedDocument.objects.bulk_create(
        IssuedDocument(
            kind="SWO",
            number=f"SWO-BULK-{start + i:06d}",
            title="Stop-work order",
            subject_type=vct,
            subject_id=v.pk,
            citations=["§ 159-8C(2)"],
            template_name="pdf/enforcement/order.html",
            file=f"issued/SWO/bulk/{start + i}.pdf",
            sha256="0" * 64,
            size=1,
            issued_by=smo,
            issued_at=now,
        )
        for i, v in enumerate(violations)
    )
    StopWorkOrder.objects.bulk_create(
        StopWorkOrder(
            number=d.number,
            chapter="159",
            violation=v,
            document=d,
            addressee=party,
            addressee_name=party.name,
            addressee_address="2 Bulk Road",
            reasons="Sediment.",
            work_allowed="Stabilization.",
            issued_at=now,
            issued_by=smo,
        )
        for v, d in zip(violations, documents, strict=True)
    )


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.content[:300])
    assert response.json()["results"], url
    return len(queries.captured_queries)


@pytest.mark.parametrize("resource", ["violations", "notices", "stop-work-orders", "appeals"])
def test_a_page_costs_the_same_queries_at_1_and_at_100_rows(resource, smo):
    """A fixed number of queries per page, whatever the rows (issue 48)."""

    def grow(start: int, n: int) -> None:
        if resource == "stop-work-orders":
            _bulk_orders(smo, n, start)
        elif resource == "appeals":
            bulk_decided(smo, n, start=start)  # each with its decision letter
        else:
            bulk_notices(smo, n, start=start, appealed=True)
            _bulk_orders(smo, n, start)

    client = _token(smo)
    url = f"/api/v1/{resource}/?page_size=200"
    grow(0, 1)
    client.get(url)  # the token's last use, the content types, the user's roles
    one = _queries(client, url)
    grow(1, 99)
    assert _queries(client, url) == one


def test_the_schema_describes_the_four_resources_with_their_own_enums(client):
    import json

    response = client.get("/api/v1/schema/", headers={"Accept": "application/vnd.oai.openapi+json"})
    schema = json.loads(response.content)
    for resource in ("violations", "notices", "stop-work-orders", "appeals"):
        assert f"/api/v1/{resource}/" in schema["paths"]
    components = schema["components"]["schemas"]
    assert {"NoticeStateEnum", "StopWorkOrderStateEnum", "AppealStateEnum"} <= set(components)
    download = components["Document"]["properties"]["download"]
    assert download["format"] == "uri"


def test_what_the_resources_answer_agrees_with_the_schema(case, smo, client):
    """Each list's records, with a hearing set (its notice of hearing served) and a decided
    appeal, validate against their schema component (JSON Schema 2020-12, as OpenAPI
    3.1)."""
    import json
    from datetime import datetime, time

    from jsonschema import Draft202012Validator

    from lockport_sw.calendar.counting import TOWN_TZ
    from tests.enforcement.factories import schedule_hearing
    from tests.seats import seat

    member = staff(Role.TOWN_BOARD, full_name="Bo Ardley")
    seat("town_board", [member], members=5)
    day = timezone.localdate() + timedelta(days=15)
    schedule_hearing(member, case["appeal"], datetime.combine(day, time(19), tzinfo=TOWN_TZ))
    bulk_decided(smo, 1)
    schema = json.loads(
        client.get(
            "/api/v1/schema/", headers={"Accept": "application/vnd.oai.openapi+json"}
        ).content
    )
    api = _token(smo)
    for resource, component in (
        ("violations", "Violation"),
        ("notices", "Notice"),
        ("stop-work-orders", "StopWorkOrder"),
        ("appeals", "Appeal"),
    ):
        body = api.get(f"/api/v1/{resource}/").json()
        assert body["results"], resource
        validator = Draft202012Validator(
            {
                "type": "array",
                "items": {"$ref": f"#/components/schemas/{component}"},
                "components": schema["components"],
            }
        )
        errors = [
            f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(body["results"])
        ]
        assert not errors, (resource, errors)
    appeal = api.get(f"/api/v1/appeals/{case['appeal'].reference}/").json()
    [hearing] = appeal["hearing_notices"]
    assert hearing["document"]["kind"] == "HEARING"
    assert appeal["state"] == "scheduled" and appeal["hearing_at"] == hearing["hearing_at"]
