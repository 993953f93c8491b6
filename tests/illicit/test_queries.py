"""Budgets: the triage queue, the case list and GET requests.json keep a fixed number of
queries at 10 and at 10,000 rows (issue 10, acceptance)."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from illicit.models import Case, Report
from tests.illicit.world import bulk_cases, bulk_reports

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def _count(client, url, params, django_assert_max_num_queries):
    with django_assert_max_num_queries(30) as captured:
        response = client.get(url, params)
    assert response.status_code == 200
    return len(captured.captured_queries), response


def test_the_triage_queue_keeps_its_queries_at_10_and_10000_reports(
    client, smo, django_assert_num_queries, django_assert_max_num_queries
):
    bulk_reports(10)
    client.force_login(smo)
    url = reverse("illicit:triage")
    client.get(url)  # the user's roles and permissions, kept (core/floor.py)
    baseline, response = _count(client, url, {}, django_assert_max_num_queries)
    assert len(response.context["page_obj"].object_list) == 10
    bulk_reports(9990, start=10)
    assert Report.objects.filter(state="new").count() == 10_000
    for params in ({}, {"page": 2}, {"page": 400}):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert len(response.context["page_obj"].object_list) == 25
    first = response.context["page_obj"].object_list[0]
    assert first.near_reports is not None


def test_the_case_list_keeps_its_queries_at_10_and_10000_cases(
    client, smo, django_assert_num_queries, django_assert_max_num_queries
):
    bulk_cases(10, smo)
    client.force_login(smo)
    url = reverse("illicit:case_list")
    client.get(url)  # the user's roles and permissions, kept (core/floor.py)
    baseline, _ = _count(client, url, {}, django_assert_max_num_queries)
    bulk_cases(9990, smo, start=10)
    assert Case.objects.count() == 10_000
    for params in ({}, {"page": 2}, {"page": 400}, {"state": "confirmed"}):
        with django_assert_num_queries(baseline):
            assert client.get(url, params).status_code == 200


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_requests_keeps_its_queries_at_10_and_10000_requests(
    client, fmt, django_assert_num_queries, django_assert_max_num_queries
):
    bulk_reports(10)
    url = f"/open311/v2/requests.{fmt}"
    baseline, response = _count(client, url, {}, django_assert_max_num_queries)
    assert baseline == 1
    bulk_reports(9990, start=10)
    for params in (
        {},
        {"status": "open"},
        {"service_code": "oil,suds"},
        {"service_request_id": "B-0000001,B-0009999"},
    ):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert response.status_code == 200
    if fmt == "json":
        rows = json.loads(client.get(url).content)
        assert len(rows) == 1000  # "first 1000 requests returned"
        assert "Reporter" not in str(rows) and "@example.org" not in str(rows)
