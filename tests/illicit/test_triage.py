"""The SMO's triage queue: new reports, possible duplicates, open a case, merge, close;
the reporter is told each step (issue 10, item 3)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
import time_machine
from django.core import mail
from django.urls import reverse

from illicit.models import Case, Report
from illicit.selectors import possible_duplicates, triage_queue
from illicit.services import reports
from lockport_sw.notifications.services import drain_outbox
from tests.illicit.world import MILL_ROAD, case, local, report

pytestmark = pytest.mark.django_db


def test_possible_duplicates_within_the_configured_distance_and_time_window(smo, settings):
    settings.ILLICIT_DUPLICATE_METERS = 150
    settings.ILLICIT_DUPLICATE_DAYS = 14
    with time_machine.travel(local(2026, 5, 1, 9), tick=False):
        first, _ = report()
    with time_machine.travel(local(2026, 5, 10, 9), tick=False):
        # ~100 m north: a duplicate; ~400 m north: not.
        near, _ = report(latitude=MILL_ROAD[0] + Decimal("0.0009"))
        far, _ = report(latitude=MILL_ROAD[0] + Decimal("0.0036"))
    with time_machine.travel(local(2026, 6, 20, 9), tick=False):
        late, _ = report()  # same place, 50 days later
    dup_reports, dup_cases = possible_duplicates(near)
    assert list(dup_reports) == [first]
    assert list(possible_duplicates(late)[0]) == []
    assert far not in possible_duplicates(first)[0]
    queue = {r.reference: (r.near_reports, r.near_cases) for r in triage_queue()}
    assert queue[first.reference] == (1, 0)
    assert queue[far.reference] == (0, 0)
    # An open case nearby is a possible duplicate too.
    case(smo)
    assert {r.reference: r.near_cases for r in triage_queue()}[first.reference] == 1
    settings.ILLICIT_DUPLICATE_METERS = 500
    assert {r.reference: r.near_reports for r in triage_queue()}[far.reference] == 2


def test_the_smo_opens_a_case_merges_a_duplicate_and_closes_another_telling_each_reporter(
    client, smo
):
    first, _ = report(email="a@example.org")
    second, _ = report(email="b@example.org", description="Same suds")
    third, _ = report(email="c@example.org", kind="odor")
    client.force_login(smo)
    queue = client.get(reverse("illicit:triage"))
    assert queue.status_code == 200 and first.reference in queue.content.decode()
    page = client.get(first.get_absolute_url())
    assert second.reference in page.content.decode()  # listed as a possible duplicate

    opened = client.post(
        first.get_absolute_url(), {"action": "open", "kind": "discharge", "summary": ""}
    )
    the_case = Case.objects.get()
    assert opened.url == the_case.get_absolute_url()
    merged = client.post(second.get_absolute_url(), {"action": "merge", "case": the_case.pk})
    assert merged.status_code == 302
    closed = client.post(
        third.get_absolute_url(),
        {"action": "close", "reason": "not_found", "note": "Nothing at 9am."},
    )
    assert closed.status_code == 302
    first.refresh_from_db(), second.refresh_from_db(), third.refresh_from_db()
    assert (first.state, second.state, third.state) == ("case", "merged", "closed")
    assert second.case == the_case and third.open311_status == "closed"
    again = client.post(first.get_absolute_url(), {"action": "close", "reason": "not_found"})
    assert "already triaged" in again.content.decode()
    drain_outbox()
    to = {m.to[0]: m for m in mail.outbox if "update" in m.subject or "closed" in m.subject}
    assert "investigating" in to["a@example.org"].body
    assert "already has a case" in to["b@example.org"].body
    assert "Nothing was found" in to["c@example.org"].body
    assert "Nothing at 9am" not in to["c@example.org"].body  # the internal note stays inside


def test_case_steps_reach_every_reporter_of_the_case_and_their_status_pages(client, smo):
    first, token_a = report(email="a@example.org")
    second, token_b = report(email="b@example.org")
    the_case = reports.report_open_case(acting_user=smo, report=first)
    reports.report_merge(acting_user=smo, report=second, case=the_case)
    from illicit.services import cases

    cases.case_confirm(acting_user=smo, case=the_case, source="Car wash floor drain")
    status = client.get(reverse("illicit:report_status", args=[second.reference, token_b]))
    html = status.content.decode()
    assert "found the source" in html and "already has a case" in html
    assert "Car wash floor drain" not in html  # staff findings are not published


def test_only_the_smo_triages(client, inspector):
    made, _ = report()
    client.force_login(inspector)
    assert client.get(made.get_absolute_url()).status_code == 200
    assert (
        client.post(made.get_absolute_url(), {"action": "close", "reason": "not_found"}).status_code
        == 403
    )
    assert Report.objects.get().state == "new"


def test_a_closed_case_cannot_take_a_merged_report(smo):
    made, _ = report()
    the_case = case(smo)
    from illicit.services import cases

    cases.case_close(acting_user=smo, case=the_case, reason="no_discharge", note="Dry")
    with pytest.raises(Exception, match="closed"):
        reports.report_merge(acting_user=smo, report=made, case=the_case)
    assert timedelta(0) == timedelta(0)


def test_the_home_panel_and_the_property_section(rf, smo):
    from django.template.loader import render_to_string

    from illicit import panels

    made, _ = report()
    request = rf.get("/")
    request.user = smo
    html = render_to_string("illicit/panels/triage.html", {"panel": panels.triage(request)})
    assert made.reference in html and "1 report waiting" in html
    the_case = case(smo)
    section = render_to_string(
        "illicit/sections/property_cases.html",
        {"records": panels.property_cases(the_case.parcel, smo)},
    )
    assert the_case.reference in section
