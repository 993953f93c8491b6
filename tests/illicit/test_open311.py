"""Open311 GeoReport v2 at /open311/v2/, every endpoint in JSON and XML, with the
specification's errors and status codes (issue 10, item 2)."""

from __future__ import annotations

import json
from datetime import timedelta
from xml.etree import ElementTree as ET

import pytest
import time_machine
from django.utils import timezone

from illicit import kinds
from illicit.admin import issue_key
from illicit.models import Report
from illicit.services import reports
from tests.illicit.world import local, report

pytestmark = pytest.mark.django_db

BASE = "/open311/v2"


def parse(response):
    if response["Content-Type"].startswith("application/json"):
        return json.loads(response.content)
    assert response["Content-Type"] == "text/xml; charset=utf-8"
    assert response.content.startswith(b'<?xml version="1.0" encoding="utf-8"?>')
    return ET.fromstring(response.content)  # noqa: S314 (our own server's answer)


def errors(response) -> list[tuple[str, str]]:
    body = parse(response)
    if isinstance(body, list):
        return [(str(e["code"]), e["description"]) for e in body]
    assert body.tag == "errors"
    return [(e.findtext("code"), e.findtext("description")) for e in body.findall("error")]


@pytest.fixture
def api_key(db):
    return issue_key(name="Lockport311 app")[1]


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_services_lists_one_service_per_kind_with_metadata_where_a_definition_exists(
    client, fmt
):
    response = client.get(f"{BASE}/services.{fmt}")
    assert response.status_code == 200
    body = parse(response)
    if fmt == "json":
        rows = {s["service_code"]: s for s in body}
        assert rows["sewage"]["metadata"] is True and rows["suds"]["metadata"] is False
        assert rows["sewage"]["type"] == "realtime"
    else:
        assert body.tag == "services"
        rows = {s.findtext("service_code"): s for s in body.findall("service")}
        assert rows["sewage"].findtext("metadata") == "true"
        assert rows["suds"].findtext("metadata") == "false"
        assert rows["oil"].findtext("group") == "spills"
    assert set(rows) == set(kinds.BY_CODE)


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_a_service_definition_and_an_unknown_service_code(client, fmt):
    response = client.get(f"{BASE}/services/discolored.{fmt}")
    assert response.status_code == 200
    body = parse(response)
    if fmt == "json":
        assert body["service_code"] == "discolored"
        color = body["attributes"][0]
        assert color["code"] == "color" and color["datatype"] == "singlevaluelist"
        assert {"key": "milky", "name": "Milky or white"} in color["values"]
    else:
        assert body.tag == "service_definition"
        attribute = body.find("attributes/attribute")
        assert attribute.findtext("code") == "color"
        assert attribute.findtext("variable") == "true"
        assert attribute.find("values/value/key").text == "milky"
    unknown = client.get(f"{BASE}/services/potholes.{fmt}")
    assert unknown.status_code == 404
    assert errors(unknown) == [("404", "service_code potholes was not found.")]
    none = client.get(f"{BASE}/services/suds.{fmt}")
    assert none.status_code == 404 and "metadata is false" in errors(none)[0][1]


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_post_a_request_by_lat_long_returns_its_service_request_id(client, api_key, fmt):
    response = client.post(
        f"{BASE}/requests.{fmt}",
        {
            "api_key": api_key,
            "service_code": "discolored",
            "lat": "43.17",
            "long": "-78.69",
            "description": "Milky water from the pipe under Mill Road.",
            "email": "app-user@example.org",
            "first_name": "Ann",
            "last_name": "App",
            "phone": "7165550111",
            "media_url": "https://photos.example.org/123.jpg",
            "attribute[color]": "milky",
            "attribute[flowing]": "yes",
        },
    )
    assert response.status_code == 201
    body = parse(response)
    made = Report.objects.get()
    if fmt == "json":
        assert body == [
            {
                "service_request_id": made.reference,
                "service_notice": body[0]["service_notice"],
                "account_id": None,
            }
        ]
    else:
        assert body.tag == "service_requests"
        assert body.findtext("request/service_request_id") == made.reference
        assert body.find("request/token") is None
    assert made.source == "open311" and made.api_client.name == "Lockport311 app"
    assert made.attributes == {"color": "milky", "flowing": "yes"}
    assert made.reporter_name == "Ann App" and made.media_url.endswith("123.jpg")


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_post_a_request_by_address_string(client, api_key, fmt):
    response = client.post(
        f"{BASE}/requests.{fmt}",
        {
            "api_key": api_key,
            "service_code": "dumping",
            "address_string": "6300 Snyder Drive, Lockport",
        },
    )
    assert response.status_code == 201
    assert Report.objects.get().address == "6300 Snyder Drive, Lockport"


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_post_errors_bad_key_missing_location_unknown_code(client, api_key, fmt):
    url = f"{BASE}/requests.{fmt}"
    missing_key = client.post(url, {"service_code": "oil", "lat": "43.1", "long": "-78.6"})
    assert missing_key.status_code == 403 and errors(missing_key)[0][0] == "403"
    bad_key = client.post(
        url, {"api_key": "nope", "service_code": "oil", "lat": "43.1", "long": "-78.6"}
    )
    assert bad_key.status_code == 403
    assert errors(bad_key) == [
        ("403", "Invalid api_key received -- can't proceed with create_request.")
    ]
    no_location = client.post(url, {"api_key": api_key, "service_code": "oil"})
    assert no_location.status_code == 400
    assert "location" in errors(no_location)[0][1]
    half = client.post(url, {"api_key": api_key, "service_code": "oil", "lat": "43.1"})
    assert half.status_code == 400 and "long" in errors(half)[0][1]
    unknown = client.post(
        url, {"api_key": api_key, "service_code": "potholes", "lat": "43.1", "long": "-78.6"}
    )
    assert unknown.status_code == 404 and "potholes" in errors(unknown)[0][1]
    no_code = client.post(url, {"api_key": api_key, "lat": "43.1", "long": "-78.6"})
    assert no_code.status_code == 400 and errors(no_code)[0][1] == "service_code was not provided."
    bad_attr = client.post(
        url,
        {
            "api_key": api_key,
            "service_code": "discolored",
            "lat": "43.1",
            "long": "-78.6",
            "attribute[color]": "plaid",
        },
    )
    assert bad_attr.status_code == 400 and "attribute[color]" in errors(bad_attr)[0][1]
    too_long = client.post(
        url,
        {
            "api_key": api_key,
            "service_code": "oil",
            "lat": "43.1",
            "long": "-78.6",
            "description": "x" * 4001,
        },
    )
    assert too_long.status_code == 400
    assert not Report.objects.exists()


def test_a_deactivated_key_is_refused(client, api_key):
    from illicit.models import ApiClient

    ApiClient.objects.update(active=False)
    response = client.post(
        f"{BASE}/requests.json", {"api_key": api_key, "service_code": "oil", "address_string": "x"}
    )
    assert response.status_code == 403


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_requests_filters_and_never_reveals_personal_data(client, smo, fmt):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        oil, _ = report(kind="oil", description="Sheen. Call me: 716-555-0123 or nora@example.org")
    with time_machine.travel(local(2026, 4, 2, 10), tick=False):
        suds, _ = report(kind="suds")
        reports.report_close(acting_user=smo, report=suds, reason="not_found")
    reports.report_description_publish(acting_user=smo, report=oil, text=oil.description)
    with time_machine.travel(local(2026, 4, 20, 12), tick=False):
        url = f"{BASE}/requests.{fmt}"
        everything = client.get(url)
        text = everything.content.decode()
        for private in (
            "Nora Neighbor",
            "neighbor@example.org",
            "555-0199",
            "716-555-0123",
            "nora@example.org",
        ):
            assert private not in text
        assert "[phone removed]" in text and "[email removed]" in text

        def ids(response):
            assert response.status_code == 200, response.content
            body = parse(response)
            if fmt == "json":
                return [r["service_request_id"] for r in body]
            return [r.findtext("service_request_id") for r in body.findall("request")]

        assert ids(everything) == [suds.reference, oil.reference]
        assert ids(client.get(url, {"status": "open"})) == [oil.reference]
        assert ids(client.get(url, {"status": "closed"})) == [suds.reference]
        assert ids(client.get(url, {"status": "open,closed"})) == [suds.reference, oil.reference]
        assert ids(client.get(url, {"service_code": "oil"})) == [oil.reference]
        assert ids(client.get(url, {"service_code": "oil,suds"})) == [suds.reference, oil.reference]
        assert ids(client.get(url, {"start_date": "2026-03-15T00:00:00Z"})) == [suds.reference]
        assert ids(client.get(url, {"end_date": "2026-03-15T00:00:00-04:00"})) == [oil.reference]
        # service_request_id overrides every other argument.
        assert ids(
            client.get(
                url,
                {"service_request_id": f"{oil.reference},{suds.reference}", "service_code": "suds"},
            )
        ) == [
            suds.reference,
            oil.reference,
        ]
        closed = client.get(url, {"status": "closed"})
        if fmt == "json":
            row = parse(closed)[0]
            assert row["status"] == "closed"
            assert row["status_notes"].startswith("Closed: Nothing was found")
            assert row["requested_datetime"] == "2026-04-02T10:00:00-04:00"
            assert set(row) >= {
                "service_name",
                "agency_responsible",
                "updated_datetime",
                "lat",
                "long",
            }
            assert not {"email", "first_name", "last_name", "phone", "name"} & set(row)


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_requests_errors_bad_dates_status_and_codes(client, fmt):
    url = f"{BASE}/requests.{fmt}"
    bad_date = client.get(url, {"start_date": "last tuesday"})
    assert bad_date.status_code == 400 and "w3" in errors(bad_date)[0][1]
    no_zone = client.get(url, {"start_date": "2026-01-01T00:00:00"})
    assert no_zone.status_code == 400
    too_long = client.get(
        url, {"start_date": "2026-01-01T00:00:00Z", "end_date": "2026-06-01T00:00:00Z"}
    )
    assert too_long.status_code == 400 and "90 days" in errors(too_long)[0][1]
    backwards = client.get(
        url, {"start_date": "2026-02-01T00:00:00Z", "end_date": "2026-01-01T00:00:00Z"}
    )
    assert backwards.status_code == 400
    bad_status = client.get(url, {"status": "pending"})
    assert bad_status.status_code == 400
    unknown = client.get(url, {"service_code": "potholes"})
    assert unknown.status_code == 404
    wrong_place = client.get(url, {"jurisdiction_id": "sfgov.org"})
    assert wrong_place.status_code == 404 and "jurisdiction_id" in errors(wrong_place)[0][1]
    assert client.get(url, {"jurisdiction_id": "elockport.com"}).status_code == 200


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_one_request_and_an_unknown_one(client, fmt):
    made, _ = report()
    response = client.get(f"{BASE}/requests/{made.reference}.{fmt}")
    assert response.status_code == 200
    body = parse(response)
    if fmt == "json":
        assert len(body) == 1 and body[0]["service_request_id"] == made.reference
        assert body[0]["lat"] == 43.170 and body[0]["status"] == "open"
    else:
        assert body.findtext("request/service_request_id") == made.reference
        assert body.findtext("request/status") == "open"
    missing = client.get(f"{BASE}/requests/R-1999-0001.{fmt}")
    assert missing.status_code == 404 and missing.status_code == int(errors(missing)[0][0])


def test_an_unsupported_format_and_method_answer_in_the_error_format(client):
    csv = client.get(f"{BASE}/services.csv")
    assert csv.status_code == 400 and csv["Content-Type"].startswith("text/xml")
    put = client.put(f"{BASE}/services.json")
    assert put.status_code == 405 and errors(put)


def test_updated_datetime_follows_the_case(client, smo):
    with time_machine.travel(local(2026, 5, 1, 9), tick=False):
        made, _ = report()
    with time_machine.travel(local(2026, 5, 3, 14), tick=False):
        reports.report_open_case(acting_user=smo, report=made)
    row = json.loads(client.get(f"{BASE}/requests/{made.reference}.json").content)[0]
    assert row["updated_datetime"] == "2026-05-03T14:00:00-04:00"
    assert row["status"] == "open" and row["status_notes"] == "Under investigation."
    assert timezone.now() - timedelta(days=1) < timezone.now()


def test_the_smo_issues_an_api_key_in_the_admin_shown_once_and_kept_as_a_hash(client, smo):
    from illicit.models import ApiClient
    from illicit.models.reports import token_hash

    smo.is_staff = True  # an SMO account with admin site access
    smo.save()
    client.force_login(smo)
    response = client.post(
        "/admin/illicit/apiclient/add/",
        {"name": "Town app", "contact_email": "", "active": "on"},
        follow=True,
    )
    assert response.status_code == 200
    shown = next(str(m) for m in response.context["messages"] if "API key" in str(m))
    key = shown.split(" is ", 1)[1].split(" ")[0]
    made = ApiClient.objects.get()
    assert made.key_hash == token_hash(key) and key not in made.key_hash and made.issued_by == smo
    created = client.post(
        f"{BASE}/requests.json", {"api_key": key, "service_code": "oil", "address_string": "1 Main"}
    )
    assert created.status_code == 201
