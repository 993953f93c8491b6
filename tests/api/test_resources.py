"""The first resources (issue 48): read through the apps' selectors, an applicant's
token never reads another applicant's records, cursor pages of a fixed number of
queries, filters, ETag and If-None-Match, ISO 8601 moments with the Town's offset,
decimal strings, problem details."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from inspections.models import InspectionRequest
from lockport_sw.accounts.roles import Role
from lockport_sw.registry.models import Ownership
from tests.bulk import bulk_clocks, bulk_projects
from tests.factories import PartyFactory, PropertyFactory
from tests.inspections.factories import accepted_inspection, approved_project, local

pytestmark = pytest.mark.django_db


def _bulk_requests(project, applicant, n: int, start: int = 0) -> None:
    ct = ContentType.objects.get_for_model(project)
    now = timezone.now()
    InspectionRequest.objects.bulk_create(
        InspectionRequest(
            reference=f"IR-BULK-{start + i:06d}",
            kind="159-milestone-b",
            chapter="159",
            subject_type=ct,
            subject_id=project.pk,
            subject_label="Bulk",
            parcel=project.parcel,
            proposed_for=now + timedelta(days=3),
            requested_by=applicant,
            requested_at=now,
            earliest_allowed=now + timedelta(days=2),
            state=InspectionRequest.State.REFUSED,
        )
        for i in range(n)
    )


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.content[:300])
    return len(queries.captured_queries)


@pytest.fixture
def owned_project(smo, applicant):
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        return approved_project(smo, applicant)


def test_an_applicants_token_never_reads_another_applicants_records(
    api_client, owned_project, applicant, make_user
):
    _bulk_requests(owned_project, applicant, 2)
    other = api_client(make_user(Role.APPLICANT))
    mine = api_client(applicant)
    assert other.get("/api/v1/projects/").json()["results"] == []
    assert other.get("/api/v1/inspection-requests/").json()["results"] == []
    assert other.get(f"/api/v1/projects/{owned_project.pk}/").status_code == 404
    assert other.get("/api/v1/inspection-requests/IR-BULK-000000/").status_code == 404
    assert [p["id"] for p in mine.get("/api/v1/projects/").json()["results"]] == [owned_project.pk]
    assert len(mine.get("/api/v1/inspection-requests/").json()["results"]) == 2
    # What only the office reads in the browser, an applicant's token does not either.
    refused = mine.get("/api/v1/properties/")
    assert refused.status_code == 403
    assert refused["Content-Type"] == "application/problem+json"
    assert refused.json()["title"] == "Forbidden"


def test_a_record_has_an_etag_and_if_none_match_answers_304(api_client, owned_project, smo):
    client = api_client(smo)
    url = f"/api/v1/projects/{owned_project.pk}/"
    first = client.get(url)
    etag = first["ETag"]
    assert first.status_code == 200 and etag.startswith('"')
    unchanged = client.get(url, headers={"If-None-Match": etag})
    assert unchanged.status_code == 304 and unchanged["ETag"] == etag
    assert not unchanged.content
    assert client.get(url, headers={"If-None-Match": f"W/{etag}"}).status_code == 304
    owned_project.title = "Renamed"
    owned_project.save()
    changed = client.get(url, headers={"If-None-Match": etag})
    assert changed.status_code == 200 and changed["ETag"] != etag


def test_moments_carry_the_towns_offset_and_amounts_are_decimal_strings(
    api_client, owned_project, smo
):
    body = api_client(smo).get(f"/api/v1/projects/{owned_project.pk}/").json()
    assert body["created_at"].endswith("-05:00")  # November 2: Eastern Standard Time
    assert body["created_at"].startswith("2026-11-02T10:00:00")
    assert isinstance(body["total_site_acres"], str)
    assert body["total_site_acres"] == str(owned_project.total_site_acres)


def test_properties_carry_their_owners_of_record_today(api_client, smo):
    parcel = PropertyFactory()
    old, new = PartyFactory(name="Old Owner"), PartyFactory(name="New Owner")
    Ownership.objects.create(
        parcel=parcel, party=old, acquired_on=date(2001, 1, 1), conveyed_on=date(2020, 5, 1)
    )
    Ownership.objects.create(parcel=parcel, party=new, acquired_on=date(2020, 5, 1))
    body = api_client(smo).get(f"/api/v1/properties/{parcel.pk}/").json()
    assert [o["name"] for o in body["owners_of_record"]] == ["New Owner"]


def test_filters_by_state_property_chapter_and_dates(api_client, owned_project, smo, applicant):
    _bulk_requests(owned_project, applicant, 2)
    accepted = accepted_inspection(applicant, owned_project).request
    client = api_client(smo)
    base = "/api/v1/inspection-requests/"

    def refs(query):
        return [r["reference"] for r in client.get(base + query).json()["results"]]

    assert refs("?state=accepted") == [accepted.reference]
    assert len(refs(f"?property={owned_project.parcel_id}&chapter=159")) == 3
    assert refs(f"?property={PropertyFactory().pk}") == []
    assert refs("?chapter=158") == []
    tomorrow = (timezone.now() + timedelta(days=1)).isoformat()
    assert refs("?requested_after=" + tomorrow.replace("+", "%2B")) == []
    bad = client.get(base + "?state=nonsense")
    assert bad.status_code == 400
    assert bad["Content-Type"] == "application/problem+json"
    assert "state" in bad.json()["errors"]


def test_cursor_pages_walk_every_row_once(api_client, owned_project, smo, applicant):
    _bulk_requests(owned_project, applicant, 7)
    client = api_client(smo)
    seen, url = [], "/api/v1/inspection-requests/?page_size=3"
    while url:
        body = client.get(url).json()
        seen += [r["reference"] for r in body["results"]]
        url = body["next"]
    assert sorted(seen) == sorted(f"IR-BULK-{i:06d}" for i in range(7))
    assert len(seen) == 7
    assert client.get("/api/v1/inspection-requests/?cursor=garbage").status_code == 404


@pytest.mark.parametrize("resource", ["projects", "inspection-requests", "clocks", "properties"])
def test_a_page_costs_the_same_queries_at_1_and_at_100_rows(
    resource, api_client, smo, applicant, owned_project
):
    """A fixed number of queries per page, whatever the rows (issue 48)."""

    def grow(start: int, n: int) -> None:
        if resource == "projects":
            bulk_projects(applicant, n, start=start + 1)
        elif resource == "inspection-requests":
            _bulk_requests(owned_project, applicant, n, start=start)
        elif resource == "clocks":
            bulk_clocks(n, due=lambda i, now: now + timedelta(days=i + 1))
        else:
            for _ in range(n):
                parcel = PropertyFactory()
                Ownership.objects.create(parcel=parcel, party=PartyFactory())

    client = api_client(smo)
    url = f"/api/v1/{resource}/?page_size=200"
    grow(0, 1)
    client.get(url)  # the token's last use, the content types, the user's roles
    one = _queries(client, url)
    grow(1, 99)
    assert _queries(client, url) == one
