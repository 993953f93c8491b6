"""Chapter 158 in the API (issue 48, illicit/api_resources.py): reports with Open311's
public fields for everyone and the reporter's contact for office staff only; the report
made through the public form's own rules and words; cases with their logs, outfalls and
screenings; filters; a fixed number of queries per page."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from illicit.forms import ReportForm
from illicit.models import Case, Entry, Outfall, Report, Screening
from illicit.services import cases as case_services
from illicit.services.outfalls import screening_record
from lockport_sw.accounts.roles import Role
from lockport_sw.audit.models import AuditEvent
from tests.illicit.world import bulk_cases, bulk_reports, case, report

pytestmark = pytest.mark.django_db

REPORTS = "/api/v1/reports/"


def _post(client, body):
    return client.post(REPORTS, json.dumps(body), content_type="application/json")


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.content[:300])
    return len(queries.captured_queries)


# --- reading reports -----------------------------------------------------------------------
def test_everyone_reads_what_open311_publishes_and_only_office_staff_the_reporter(
    api_client, client, smo, make_user
):
    made, _token = report()
    applicant = api_client(make_user(Role.APPLICANT))
    board = api_client(make_user(Role.TOWN_BOARD))
    staff = api_client(smo)
    open311 = client.get(f"/open311/v2/requests/{made.reference}.json").json()[0]
    for reader in (applicant, board):
        body = reader.get(f"{REPORTS}{made.reference}/").json()
        assert body == {"reference": made.reference, "public": open311, "office": None}
        listed = reader.get(REPORTS).json()["results"]
        assert listed == [body]
        text = json.dumps(listed)
        for personal in ("Nora Neighbor", "neighbor@example.org", "555-0199", "12 Mill Road"):
            assert personal not in text
    body = staff.get(f"{REPORTS}{made.reference}/").json()
    assert body["public"] == open311
    office = body["office"]
    assert office["reporter"] == {
        "name": "Nora Neighbor",
        "email": "neighbor@example.org",
        "phone": "(716) 555-0199",
    }
    assert office["address"] == "12 Mill Road" and office["latitude"] == "43.170100"
    assert office["description"] == "Suds coming out of the catch basin."
    assert office["state"] == "new" and office["case"] is None
    assert office["requested_at"].endswith(("-05:00", "-04:00"))


def test_the_triage_state_filters_for_office_staff_others_filter_by_open311_status(
    api_client, smo, applicant
):
    new, _ = report()
    the_case = case(smo)
    opened, _ = report(address="1 Other Road")
    from illicit.services import reports as report_services

    report_services.report_merge(acting_user=smo, report=opened, case=the_case)
    staff, public = api_client(smo), api_client(applicant)

    def refs(client, query):
        response = client.get(REPORTS + query)
        assert response.status_code == 200, response.content
        return [r["reference"] for r in response.json()["results"]]

    assert refs(staff, "?state=new") == [new.reference]
    assert refs(staff, "?state=merged") == [opened.reference]
    assert refs(public, "?status=open") == [opened.reference, new.reference]
    assert refs(public, "?status=closed") == []
    assert refs(public, "?kind=oil") == []
    future = (timezone.now() + timedelta(days=1)).date().isoformat()
    assert refs(public, f"?requested_before={future}") == [opened.reference, new.reference]
    assert refs(public, f"?requested_after={future}") == []
    refused = public.get(REPORTS + "?state=new")
    assert refused.status_code == 400
    assert refused["Content-Type"] == "application/problem+json"
    assert "Town office staff" in refused.json()["errors"]["state"][0]


# --- making a report ---------------------------------------------------------------------------
def _body(**overrides) -> dict:
    body = {
        "kind": "suds",
        "address": "12 Mill Road",
        "latitude": "",
        "longitude": "",
        "observed_on": (timezone.localdate() - timedelta(days=1)).isoformat(),
        "observed_time": "07:45",
        "description": "Suds in the ditch by the culvert.",
        "name": "Nora Neighbor",
        "email": "nora@example.org",
        "phone": "716-555-0199",
    }
    body.update(overrides)
    return body


def test_a_report_made_with_a_write_token_is_the_public_forms_report(api_client, client, make_user):
    applicant = make_user(Role.APPLICANT)
    response = _post(api_client(applicant, "write"), _body(latitude=43.1701, longitude=-78.6902))
    assert response.status_code == 201, response.content
    body = response.json()
    made = Report.objects.get(reference=body["reference"])
    assert made.state == Report.State.NEW and made.source == Report.Source.WEB
    assert made.reporter_email == "nora@example.org" and str(made.latitude) == "43.170100"
    seen = timezone.localtime(made.observed_at)
    assert (seen.date(), seen.hour, seen.minute) == (
        timezone.localdate() - timedelta(days=1),
        7,
        45,
    )
    # The applicant reads it as anyone does: Open311's fields, no reporter.
    assert body["office"] is None
    assert body["public"]["service_request_id"] == made.reference
    # The status page's link, as the form gives it.
    assert client.get(body["status_url"]).status_code == 200
    # The record names the token's user.
    event = AuditEvent.objects.get(action="illicit.report_received", subject_id=made.pk)
    assert event.actor == applicant and "through the REST API" in event.summary
    # A read token never writes.
    assert _post(api_client(applicant), _body()).status_code == 403


def _browser_errors(client, data) -> dict[str, list[str]]:
    with time_machine.travel(timezone.now() - timedelta(seconds=30)):
        started = ReportForm.started_token()
    page = client.post(reverse("illicit:report_new"), {**data, "website": "", "started": started})
    assert page.status_code == 200
    return {field: list(messages) for field, messages in page.context["form"].errors.items()}


@pytest.mark.parametrize(
    "change",
    [
        pytest.param({"address": "", "latitude": "", "longitude": ""}, id="no-place"),
        pytest.param({"latitude": "43.17", "longitude": ""}, id="half-a-point"),
        pytest.param({"latitude": "north", "longitude": "-78.69"}, id="not-a-number"),
        pytest.param({"observed_on": ""}, id="no-day"),
        pytest.param({"kind": "aliens"}, id="no-such-kind"),
        pytest.param({"email": "nora@"}, id="bad-email"),
        pytest.param({"phone": "call me"}, id="bad-phone"),
        pytest.param({"description": "x" * 4001}, id="too-long"),
        # Refused by the service (report_submit), not the form: seen tomorrow.
        pytest.param(
            {"observed_on": (timezone.localdate() + timedelta(days=1)).isoformat()},
            id="in-the-future",
        ),
    ],
)
def test_the_write_refuses_what_the_public_form_refuses_with_the_same_reason(
    change, api_client, client, applicant
):
    body = _body(**change)
    expected = _browser_errors(client, body)
    assert expected, "the public form accepts it"
    form = ReportForm(body)
    if form.is_valid():  # refused by the service: both pages send it by ReportForm.submit
        assert form.submit(received_by=applicant) is None
        assert form.errors == expected
    before = Report.objects.count()
    response = _post(api_client(applicant, "write"), body)
    assert response.status_code == 422, response.content
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["errors"] == expected
    assert problem["detail"] == next(iter(expected.values()))[0]
    assert Report.objects.count() == before


def test_a_body_that_is_no_report_is_400(api_client, applicant):
    client = api_client(applicant, "write")
    photos = _post(client, _body(photos=["a.png"]))
    assert photos.status_code == 400
    assert "photos" in photos.json()["errors"]
    assert _post(client, ["suds"]).status_code == 400
    assert _post(client, _body(kind={"a": 1})).status_code == 400
    assert not Report.objects.exists()


def test_the_forms_limit_of_reports_counts_per_user_refusals_are_not_counted(
    api_client, applicant, settings
):
    settings.ILLICIT_REPORT_RATE = "2/h"
    client = api_client(applicant, "write")
    future = (timezone.localdate() + timedelta(days=1)).isoformat()
    assert _post(client, _body(observed_on=future)).status_code == 422  # given back
    assert _post(client, _body()).status_code == 201
    assert _post(client, _body()).status_code == 201
    refused = _post(client, _body())
    assert refused.status_code == 429 and refused["Retry-After"] == "3600"
    assert refused["Content-Type"] == "application/problem+json"
    assert Report.objects.count() == 2


# --- cases, outfalls, screenings --------------------------------------------------------------
def test_a_case_carries_its_log_and_reports_and_filters(api_client, smo, make_user):
    the_case = case(smo)
    case_services.entry_add(
        acting_user=smo,
        case=the_case,
        kind=Entry.Kind.DYE_TEST,
        at=timezone.now() - timedelta(hours=1),
        notes="Dye in the sink.",
        dye_result="Green in the ditch.",
    )
    made, _ = report()
    from illicit.services import reports as report_services

    report_services.report_merge(acting_user=smo, report=made, case=the_case)
    client = api_client(make_user(Role.CLERK))
    body = client.get(f"/api/v1/cases/{the_case.reference}/").json()
    assert body["state"] == "investigating" and body["reports"] == [made.reference]
    assert [(e["kind"], e["dye_result"]) for e in body["entries"]] == [
        ("dye_test", "Green in the ditch.")
    ]
    assert body["entries"][0]["recorded_by"] == str(smo)
    assert body["owner"]["name"] == "Olive Owner"

    def refs(query):
        return [c["reference"] for c in client.get("/api/v1/cases/" + query).json()["results"]]

    assert refs("?state=investigating") == [the_case.reference]
    assert refs("?state=confirmed") == []
    assert refs(f"?kind=discharge&property={the_case.parcel_id}") == [the_case.reference]
    assert refs("?kind=spill") == []
    today = timezone.localdate().isoformat()
    assert refs(f"?opened_after={today}") == [the_case.reference]
    assert refs(f"?opened_before={today}") == []
    # Not office staff: the list is refused, a case does not exist.
    other = api_client(make_user(Role.APPLICANT))
    assert other.get("/api/v1/cases/").status_code == 403
    assert other.get(f"/api/v1/cases/{the_case.reference}/").status_code == 404


def test_outfalls_public_fields_for_everyone_screenings_for_office_staff(
    api_client, smo, applicant
):
    outfall = Outfall.objects.create(
        code="OF-1",
        latitude="43.17",
        longitude="-78.69",
        receiving_water="Eighteen Mile Creek",
        notes="Behind the plaza; gate key at the DPW.",
    )
    screening = screening_record(
        acting_user=smo,
        outfall=outfall,
        at=timezone.now() - timedelta(hours=2),
        dry_weather=True,
        flow=Screening.Flow.TRICKLE,
        odor=Screening.Odor.SOAP,
    )
    public = api_client(applicant).get(f"/api/v1/outfalls/{outfall.pk}/").json()
    assert public["code"] == "OF-1" and public["office"] is None
    assert "gate key" not in json.dumps(public)
    staff = api_client(smo)
    office = staff.get(f"/api/v1/outfalls/{outfall.pk}/").json()["office"]
    assert office["notes"].startswith("Behind the plaza")
    assert office["last_flow"] == "trickle" and office["open_cases"] == 1
    listed = staff.get(f"/api/v1/screenings/?outfall={outfall.pk}&dry_weather_flow=true").json()
    assert [s["id"] for s in listed["results"]] == [screening.pk]
    row = listed["results"][0]
    assert row["case"] == Case.objects.get().reference and row["odor"] == "soap"
    assert staff.get("/api/v1/screenings/?dry_weather_flow=false").json()["results"] == []
    assert api_client(applicant).get("/api/v1/screenings/").status_code == 403
    assert api_client(applicant).get(f"/api/v1/screenings/{screening.pk}/").status_code == 403


# --- a fixed number of queries per page ---------------------------------------------------------
def _grow(resource, smo, start, n):
    now = timezone.now()
    if resource == "reports":
        bulk_reports(n, start=start)
        # Some with a case (Open311's status is read from it).
        the_case = Case.objects.first() or case(smo)
        Report.objects.filter(
            reference__in=[f"B-{i:07d}" for i in range(start, start + n, 2)]
        ).update(case=the_case, state=Report.State.MERGED)
    elif resource == "cases":
        bulk_cases(n, smo, start=start)
        made = Case.objects.filter(reference__in=[f"B{i:07d}" for i in range(start, start + n)])
        Entry.objects.bulk_create(
            Entry(case=c, kind=kind, at=now, notes="Bulk", recorded_by=smo, recorded_at=now)
            for c in made
            for kind in (Entry.Kind.SITE_VISIT, Entry.Kind.NOTE)
        )
        bulk_reports(n, start=10_000 + start)
        for i, c in enumerate(made.order_by("reference")):
            Report.objects.filter(reference=f"B-{10_000 + start + i:07d}").update(
                case=c, state=Report.State.CASE
            )
    else:
        outfalls = Outfall.objects.bulk_create(
            Outfall(
                code=f"OF-B{i:05d}", latitude="43.1", longitude="-78.6", receiving_water="Creek"
            )
            for i in range(start, start + n)
        )
        Screening.objects.bulk_create(
            Screening(outfall=o, at=now, flow=Screening.Flow.NONE, screened_by=smo)
            for o in outfalls
        )


@pytest.mark.parametrize(
    ("resource", "role"),
    [
        ("reports", Role.SMO),
        ("reports", Role.APPLICANT),
        ("cases", Role.SMO),
        ("outfalls", Role.SMO),
        ("outfalls", Role.APPLICANT),
        ("screenings", Role.SMO),
    ],
)
def test_a_page_costs_the_same_queries_at_1_and_at_100_rows(
    resource, role, api_client, smo, make_user
):
    client = api_client(smo if role == Role.SMO else make_user(role))
    url = f"/api/v1/{resource}/?page_size=200"
    _grow(resource, smo, 0, 1)
    client.get(url)  # the token's last use, the content types, the user's roles
    one = _queries(client, url)
    _grow(resource, smo, 1, 99)
    response = client.get(url)
    assert len(response.json()["results"]) >= 100
    assert _queries(client, url) == one


# --- the schema describes every answer ---------------------------------------------------------
def test_every_answer_is_as_the_schema_says_nulls_included(api_client, client, smo, applicant):
    """Each resource's bodies, for staff and for an applicant, validated against the
    OpenAPI schema's components (JSON Schema 2020-12), with the nullable relations null
    (a case with no premises, outfall or reports; a screening without a case; a report
    without a case or an Open311 client), as Schemathesis would find them."""
    from jsonschema import Draft202012Validator

    schema = client.get(
        "/api/v1/schema/", headers={"Accept": "application/vnd.oai.openapi+json"}
    ).json()

    def nullable(node):  # OpenAPI 3.0's "nullable" (DRF's pagination), as Schemathesis reads it
        if isinstance(node, list):
            return [nullable(n) for n in node]
        if not isinstance(node, dict):
            return node
        node = {k: nullable(v) for k, v in node.items()}
        if node.pop("nullable", False) and isinstance(node.get("type"), str):
            node["type"] = [node["type"], "null"]
        return node

    schema = nullable(schema)

    def check(body, component):
        document = {"$ref": f"#/components/schemas/{component}", **schema}
        errors = [
            (e.json_path, [c.message[:100] for c in e.context][:3] or e.message[:100])
            for e in Draft202012Validator(document).iter_errors(body)
        ]
        assert not errors, (component, errors[:4])

    made, _ = report(latitude=None, longitude=None)
    bare = case(smo, with_parcel=False, owner=None, operator=None)
    outfall = Outfall.objects.create(
        code="OF-S", latitude="43.17", longitude="-78.69", receiving_water="Creek"
    )
    screened = screening_record(
        acting_user=smo,
        outfall=outfall,
        at=timezone.now(),
        dry_weather=False,
        flow=Screening.Flow.NONE,
    )
    staff, public = api_client(smo), api_client(applicant)
    for reader in (staff, public):
        check(reader.get(REPORTS).json(), "PaginatedReportList")
        check(reader.get(f"{REPORTS}{made.reference}/").json(), "Report")
        check(reader.get("/api/v1/outfalls/").json(), "PaginatedOutfallList")
        check(reader.get(f"/api/v1/outfalls/{outfall.pk}/").json(), "Outfall")
    check(staff.get("/api/v1/cases/").json(), "PaginatedCaseList")
    check(staff.get(f"/api/v1/cases/{bare.reference}/").json(), "Case")
    check(staff.get("/api/v1/screenings/").json(), "PaginatedScreeningList")
    check(staff.get(f"/api/v1/screenings/{screened.pk}/").json(), "Screening")
    for writer in (api_client(smo, "write"), api_client(applicant, "write")):
        response = _post(writer, _body(address="0", description="0", name="", phone=""))
        assert response.status_code == 201, response.content
        check(response.json(), "ReportMade")
