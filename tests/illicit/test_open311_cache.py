"""Open311's lists of requests kept in the cache (issue 44; illicit/published.py): a
write's change is read on the very next request after its commit, a write rolled back
leaves the kept answer as it was, what is published is byte for byte what the database
gives, and a kept answer costs no query."""

from __future__ import annotations

import json

import pytest
import time_machine
from django.db import transaction

from illicit.services import reports
from tests.illicit.world import local, report

BASE = "/open311/v2"
pytestmark = pytest.mark.django_db(transaction=True)


def _rows(response) -> list[dict]:
    assert response.status_code == 200, response.content
    return json.loads(response.content)


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_a_kept_list_costs_no_query_and_is_what_the_database_gives(
    client, smo, fmt, django_assert_num_queries
):
    from django.core.cache import cache

    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        oil, _ = report(kind="oil", description="Sheen. Call me: 716-555-0123")
        report(kind="suds")
    reports.report_description_publish(acting_user=smo, report=oil, text=oil.description)
    url = f"{BASE}/requests.{fmt}"
    with time_machine.travel(local(2026, 3, 20, 12), tick=False):
        with django_assert_num_queries(1):
            made = client.get(url, {"status": "open", "service_code": "oil,suds"})
        # The same parameters in another order: the same entry.
        with django_assert_num_queries(0):
            kept = client.get(url, {"service_code": "oil,suds", "status": "open"})
        assert kept.content == made.content and kept["Content-Type"] == made["Content-Type"]
        cache.clear()
        with django_assert_num_queries(1):
            fresh = client.get(url, {"status": "open", "service_code": "oil,suds"})
    assert fresh.content == made.content
    text = made.content.decode()
    assert oil.reference in text and "Nora Neighbor" not in text and "555-0199" not in text
    assert "716-555-0123" not in text and "[phone removed]" in text


def test_a_committed_write_is_read_on_the_very_next_request(client, smo):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        made, _ = report()
    url = f"{BASE}/requests.json"
    with time_machine.travel(local(2026, 3, 20, 12), tick=False):
        assert _rows(client.get(url))[0]["status"] == "open"
        assert _rows(client.get(url))[0]["status_notes"].startswith("Received")  # kept
        reports.report_close(acting_user=smo, report=made, reason="not_found")
        row = _rows(client.get(url))[0]
        assert row["status"] == "closed" and row["status_notes"].startswith("Closed: ")
        # A new report, and the case of a report (its status notes follow the case).
        other, _ = report(kind="oil")
        listed = [r["service_request_id"] for r in _rows(client.get(url))]
        assert listed == [other.reference, made.reference]
        reports.report_open_case(acting_user=smo, report=other)
        shown = {r["service_request_id"]: r for r in _rows(client.get(url))}
        assert shown[other.reference]["status_notes"] == "Under investigation."


def test_a_write_rolled_back_leaves_the_kept_list_as_it_was(client, smo, django_assert_num_queries):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        made, _ = report()
    url = f"{BASE}/requests.json"
    with time_machine.travel(local(2026, 3, 20, 12), tick=False):
        before = client.get(url).content

        class Undone(Exception):
            pass

        with pytest.raises(Undone, match="undone"), transaction.atomic():
            reports.report_close(acting_user=smo, report=made, reason="not_found")
            raise Undone("undone")
        with django_assert_num_queries(0):
            after = client.get(url)
    assert after.content == before and _rows(after)[0]["status"] == "open"


def test_the_default_window_keeps_a_list_only_until_its_oldest_request_leaves_it(
    client, django_assert_num_queries
):
    """ "The most recent 90 days" moves: the kept answer is asked again once its oldest
    request is 90 days old, and no longer lists it."""
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        old, _ = report()
    with time_machine.travel(local(2026, 4, 2, 10), tick=False):
        new, _ = report(kind="oil")
    url = f"{BASE}/requests.json"
    with time_machine.travel(local(2026, 5, 31, 10, 59), tick=False):
        assert len(_rows(client.get(url))) == 2
        with django_assert_num_queries(0):
            client.get(url)
    with (
        time_machine.travel(local(2026, 5, 31, 11, 1), tick=False),
        django_assert_num_queries(1),
    ):
        rows = _rows(client.get(url))
    assert [r["service_request_id"] for r in rows] == [new.reference]


def test_the_services_cost_no_query(client, django_assert_num_queries):
    for fmt in ("json", "xml"):
        client.get(f"{BASE}/services.{fmt}")
        with django_assert_num_queries(0):
            assert client.get(f"{BASE}/services.{fmt}").status_code == 200
