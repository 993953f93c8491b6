"""Budgets: the triage queue, the case list and GET requests.json keep a fixed number of
queries at 10 and at 10,000 rows (issue 10, acceptance)."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from illicit import selectors
from illicit.models import Case, Report
from lockport_sw.core.pagination import KeysetPaginator
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
    # Pages by cursor (core/pagination.KeysetPaginator): the 360th as cheap as the first.
    deep = KeysetPaginator(selectors.triage_queue(), 25).cursor_at(25 * 359)
    following = client.get(url).context["page_obj"].next_cursor
    for params in ({}, {"after": following}, {"after": deep}, {"before": deep}):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert len(response.context["page_obj"].object_list) == 25
        assert "1,000+ reports waiting." in response.content.decode()
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
    deep = KeysetPaginator(selectors.case_list(), 25).cursor_at(25 * 359)
    following = client.get(url).context["page_obj"].next_cursor
    for params in (
        {},
        {"after": following},
        {"after": deep},
        {"before": deep},
        {"state": "confirmed"},
        {"state": "confirmed", "after": deep},
    ):
        with django_assert_num_queries(baseline):
            assert client.get(url, params).status_code == 200
    rows = list(client.get(url, {"after": deep}).context["page_obj"])
    assert rows == list(selectors.case_list()[25 * 359 : 25 * 360])


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_get_requests_keeps_its_queries_at_10_and_10000_requests(
    client, fmt, django_assert_num_queries, django_assert_max_num_queries
):
    bulk_reports(10)
    url = f"/open311/v2/requests.{fmt}"
    baseline, response = _count(client, url, {}, django_assert_max_num_queries)
    assert baseline == 1
    bulk_reports(9990, start=10)
    # Rows inserted in bulk, past the services: the kept lists forgotten by hand
    # (illicit/published.py).
    from django.core.cache import cache

    cache.clear()
    for params in (
        {},
        {"status": "open"},
        {"service_code": "oil,suds"},
        {"service_request_id": "B-0000001,B-0009999"},
    ):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert response.status_code == 200
        with django_assert_num_queries(0):  # kept (illicit/published.py)
            assert client.get(url, params).content == response.content
    if fmt == "json":
        rows = json.loads(client.get(url).content)
        assert len(rows) == 1000  # "first 1000 requests returned"
        assert "Reporter" not in str(rows) and "@example.org" not in str(rows)
