"""A clock's reminder links to the case or project it is about, where whoever must act
does it, not to the clock's own page (issue 22, item 6)."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.urls import reverse

from illicit.services import spills
from inspections.services import site_log
from lockport_sw.deadlines import services, sweep
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from tests.deadlines.conftest import local
from tests.enforcement.factories import issue, make_violation, respondent_party
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db


def test_a_missed_site_inspection_links_to_the_projects_site_log(client, applicant, smo):
    """§ 159-7A(2): the weekly clock is the site log's; its escalation opens the log."""
    project = make_project(applicant)
    with time_machine.travel(local(2026, 4, 6, 8), tick=False):
        log = site_log.site_log_open(
            acting_user=applicant, subject=project, opened_at=local(2026, 4, 6, 7)
        )
    with time_machine.travel(local(2026, 4, 14, 9), tick=False):
        sweep.run()
    message = Notification.objects.get(recipient=smo, subject__startswith="Missed")
    page = reverse("inspections:site_log", args=["project", project.pk])
    assert message.url == page
    assert message.url != clocks_for(log).get().get_absolute_url()
    client.force_login(smo)
    assert client.get(message.url).status_code == 200


def test_a_reminder_of_a_spills_clock_links_to_its_case(client, smo):
    with time_machine.travel(local(2026, 3, 2, 9), tick=False):
        spill = spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 3, 2, 8),
            material="Hydraulic oil",
            hazardous=False,
            address="4800 Transit Road",
        )
        clock = services.deadline_open(
            rule="swppp_decision",  # any clock the SMO answers for, on the spill
            subject=spill,
            subject_label=spill.case.label,
            starts_at=local(2026, 3, 2, 9),
        )
    # Seven days before its due day (Thursday, April 16): the 7-day reminder.
    with time_machine.travel(local(2026, 4, 9, 9), tick=False):
        sweep.run()
    message = Notification.objects.get(recipient=smo, subject__startswith="Due in 7 days")
    assert message.url == spill.case.get_absolute_url()
    # The board's "Case" link goes to the same page.
    client.force_login(smo)
    response = client.get(reverse("deadlines:subject", args=[clock.pk]))
    assert response.status_code == 302 and response.url == spill.case.get_absolute_url()


def test_a_notices_clock_names_the_notice_as_its_page(smo):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        notice = issue(
            smo, make_violation(smo, party=respondent_party()), deadline=date(2026, 4, 15)
        )
    for clock in clocks_for(notice):
        assert clock.subject_url() == notice.get_absolute_url()
