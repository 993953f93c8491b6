"""Inspection pages: scheduling tells the applicant, the inspector's day and week (a
fixed number of queries at 10 and at 5,000 inspections), the calendar feed, the hold on
the project page, who sees what."""

from __future__ import annotations

import pytest
import time_machine
from icalendar import Calendar

from inspections.models import Inspection
from lockport_sw.accounts.roles import Role
from lockport_sw.notifications.models import Notification
from tests.bulk import bulk_inspections
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_with_violations,
    local,
    scheduled,
)
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db


def test_159_8A_1_the_applicant_is_told_the_time(client, smo, applicant, inspector):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        inspection = accepted_inspection(applicant, project, at=local(2026, 12, 8, 9))
        client.force_login(smo)
        response = client.post(
            f"/inspections/{inspection.reference}/assign/",
            {"inspector": inspector.pk, "scheduled_for": "2026-12-08T10:30"},
        )
    assert response.status_code == 302
    inspection.refresh_from_db()
    assert inspection.inspector == inspector
    told = Notification.objects.get(recipient=applicant, event_key__startswith="inspections.sched")
    assert "Tuesday, December 8, 2026 at 10:30 AM EST" in told.subject
    assert "Ivy Inspector" in told.body


def test_an_applicant_sees_their_own_inspection_and_never_another_applicants(
    client, smo, applicant, make_user
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        inspection = accepted_inspection(applicant, project)
        other = make_user(Role.APPLICANT)
        client.force_login(applicant)
        page = client.get(inspection.get_absolute_url())
        assert page.status_code == 200
        # The inspection page leads back to the record inspected.
        assert f'href="{project.get_absolute_url()}"' in page.content.decode()
        assert inspection.reference in client.get("/inspections/").content.decode()
        client.force_login(other)
        assert client.get(inspection.get_absolute_url()).status_code == 404
        assert (
            client.get(f"/inspections/requests/{inspection.request.reference}/").status_code == 404
        )
        assert inspection.reference not in client.get("/inspections/").content.decode()


def test_the_hold_is_shown_on_the_project_page(client, smo, applicant, inspector):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        inspection = scheduled(inspector, accepted_inspection(applicant, project))
        complete_with_violations(inspector, inspection)
        client.force_login(applicant)
        page = client.get(project.get_absolute_url()).content.decode()
        asking = client.get(f"/inspections/request/project/{project.pk}/").content.decode()
    assert "only a site-stabilization inspection can be requested" in asking
    assert "Work hold in effect" in page
    assert "No further work except site stabilization" in page
    assert "Clean out the east sediment trap within 48 hours." in page


def test_home_pages_show_the_inspectors_day_and_the_applicants_hold(
    client, smo, applicant, inspector, make_user
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        requested = accepted_inspection(applicant, project)
        today = scheduled(inspector, requested, at=local(2026, 12, 1, 14))
        client.force_login(inspector)
        home = client.get("/").content.decode()
        assert "Your inspections today" in home and today.reference in home
        assert "2:00 PM" in home

        complete_with_violations(inspector, today)
        client.force_login(applicant)
        home = client.get("/").content.decode()
        assert "Work hold in effect (§ 159-8A(1))" in home and project.reference in home
        # Another applicant's home shows none of it.
        client.force_login(make_user(Role.APPLICANT))
        other = client.get("/").content.decode()
        assert "No work hold is in effect on your projects." in other
        assert project.reference not in other


def _week_queries(client, url):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as ctx:
        response = client.get(url)
    assert response.status_code == 200
    return len(ctx.captured_queries), response


def test_the_inspectors_week_keeps_a_fixed_number_of_queries_at_10_and_5000(
    client, applicant, inspector, django_assert_num_queries
):
    project = make_project(applicant)
    monday = local(2026, 12, 7, 7)
    args = {
        "subject": project,
        "parcel": project.parcel,
        "inspector": inspector,
        "created_by": applicant,
        "first": monday,
    }
    bulk_inspections(10, **args)
    with time_machine.travel(local(2026, 12, 6, 12), tick=False):
        client.force_login(inspector)
        url = "/inspections/week/?date=2026-12-09"
        client.get(url)  # warm the content-type cache
        ten, response = _week_queries(client, url)
        assert response.content.decode().count("I-BULK-") == 20  # link + label per row
        Inspection.objects.all().delete()
        bulk_inspections(5000, **args)
        with django_assert_num_queries(ten):
            response = client.get(url)
        assert "Page 1 of 200" in response.content.decode()
        with django_assert_num_queries(ten):
            client.get("/inspections/day/?date=2026-12-09")


def test_the_calendar_feed_is_at_a_secret_address_that_can_be_reset(
    client, smo, applicant, inspector
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        inspection = scheduled(
            inspector, accepted_inspection(applicant, project), at=local(2026, 12, 8, 10, 30)
        )
        client.force_login(inspector)
        page = client.post("/inspections/calendar/").content.decode()
        url = page.split("<code>")[1].split("</code>")[0]
        feed = client.get(url)
        assert feed["Content-Type"] == "text/calendar; charset=utf-8"
        events = Calendar.from_ical(feed.content).walk("VEVENT")
        assert [str(e["summary"]) for e in events] == [
            f"{inspection.reference}: Installation of sediment and erosion control measures"
        ]
        assert events[0].decoded("dtstart") == local(2026, 12, 8, 10, 30)
        client.logout()
        assert client.get(url).status_code == 200  # no sign-in: the address is the key
        client.force_login(inspector)
        client.post("/inspections/calendar/")
        assert client.get(url).status_code == 404  # reset: the old address is gone


def test_a_calendar_feed_stops_working_when_its_user_loses_the_inspector_role(
    client, smo, inspector
):
    from lockport_sw.accounts.services import staff_account_set_roles

    client.force_login(inspector)
    page = client.post("/inspections/calendar/").content.decode()
    url = page.split("<code>")[1].split("</code>")[0]
    client.logout()
    assert client.get(url).status_code == 200
    staff_account_set_roles(acting_user=smo, user=inspector, roles=[Role.CLERK])
    assert client.get(url).status_code == 404
