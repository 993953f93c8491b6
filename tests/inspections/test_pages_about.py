"""Each inspections page says what it is about (issue 22, item 6): a re-inspection shows
the work hold its approval lifts (§ 159-8A(1)); an inspection links the violation it
recorded; an applicant withdraws a mistyped request before the Town acts on it, and the
request is kept as withdrawn, with who and when."""

from __future__ import annotations

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from inspections.models import Inspection, InspectionRequest, WorkHold
from inspections.services import requests, scheduling
from lockport_sw.notifications.models import Notification
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_approved,
    complete_with_violations,
    local,
    scheduled,
)

pytestmark = pytest.mark.django_db


def _page(client, url) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return " ".join(response.content.decode().split())


@pytest.fixture
def held(smo, applicant, inspector):
    """A milestone inspection that found violations (its hold in effect), and the
    re-inspection the Town scheduled."""
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        first = scheduled(inspector, accepted_inspection(applicant, project))
    with time_machine.travel(local(2026, 12, 4, 10), tick=False):
        complete_with_violations(inspector, first)
    with time_machine.travel(local(2026, 12, 7, 9), tick=False):
        again = scheduling.reinspection_schedule(
            acting_user=smo,
            inspection=first,
            inspector=inspector,
            scheduled_for=local(2026, 12, 7, 11),
        )
    return project, first, again


def test_159_8A_1_a_reinspection_shows_the_hold_its_approval_lifts(
    client, smo, applicant, inspector, held
):
    project, first, again = held
    hold = WorkHold.objects.get(found_by=first)
    for user in (smo, applicant):
        client.force_login(user)
        page = _page(client, again.get_absolute_url())
        assert (
            "If this re-inspection approves the corrected work, it lifts the work hold of "
            f'inspection <a href="{first.get_absolute_url()}">{first.reference}</a> (§ 159-8A(1)'
        ) in page
        assert hold.notice.number in page
    with time_machine.travel(local(2026, 12, 7, 11, 30), tick=False):
        complete_approved(inspector, again)
    page = _page(client, again.get_absolute_url())
    assert (
        "This re-inspection approved the corrected work and lifted the work hold of "
        f'inspection <a href="{first.get_absolute_url()}">{first.reference}</a>'
    ) in page
    # The first inspection's own page: no re-inspection banner there.
    assert 'id="reinspected-holds"' not in _page(client, first.get_absolute_url())


def test_an_inspection_links_the_violation_it_recorded(client, smo, applicant, held):
    _, first, again = held
    violation = WorkHold.objects.get(found_by=first).violation
    client.force_login(smo)
    page = _page(client, first.get_absolute_url())
    assert f'<a href="{violation.get_absolute_url()}">{violation.reference}</a>' in page
    # The applicant reaches the notice, not enforcement's record (a 404 to them).
    client.force_login(applicant)
    assert violation.get_absolute_url() not in _page(client, first.get_absolute_url())


@pytest.fixture
def asked(smo, applicant):
    """A milestone request accepted on Tuesday, December 1 for Friday, December 4: its
    inspection waits for the Town to give it an inspector and a time."""
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        made = requests.request_make(
            acting_user=applicant,
            subject=project,
            kind="159-milestone-b",
            proposed_for=local(2026, 12, 4, 10),
        )
    assert made.state == InspectionRequest.State.ACCEPTED
    return made


def test_159_8A_1_an_applicant_withdraws_a_mistyped_request_before_the_town_acts(
    client, applicant, smo, asked
):
    url = reverse("inspections:request_withdraw", args=[asked.reference])
    client.force_login(applicant)
    detail = _page(client, reverse("inspections:request_detail", args=[asked.reference]))
    assert "Withdraw this request" in detail
    assert "stays on the project's record as withdrawn" in _page(client, url)
    # The page asks first: a post without its confirmation withdraws nothing.
    client.post(url, {"reason": "Wrong milestone"})
    asked.refresh_from_db()
    assert asked.state == InspectionRequest.State.ACCEPTED
    with time_machine.travel(local(2026, 12, 1, 14), tick=False):
        done = client.post(url, {"reason": "Wrong milestone", "confirmed": "True"})
    assert done.status_code == 302
    asked.refresh_from_db()
    assert asked.state == InspectionRequest.State.WITHDRAWN
    assert (asked.withdrawn_by, asked.withdrawn_at) == (applicant, local(2026, 12, 1, 14))
    assert asked.withdrawn_reason == "Wrong milestone"
    assert asked.inspection.state == Inspection.State.CANCELLED
    # Kept, never deleted; its history says who withdrew it.
    latest = asked.history.latest()
    assert (latest.state, latest.history_user) == ("withdrawn", applicant)
    client.force_login(applicant)  # back from December 1: a new sign-in
    page = _page(client, reverse("inspections:request_detail", args=[asked.reference]))
    assert "Withdrawn by Alice Applicant on Tuesday, December 1, 2026 at 2:00 PM EST" in page
    assert "Withdraw this request" not in page
    # The Town's queue no longer holds it, and the schedulers are told.
    assert not Inspection.objects.filter(state=Inspection.State.SCHEDULED).exists()
    assert Notification.objects.filter(
        recipient=smo, subject__startswith="Inspection request withdrawn"
    ).exists()


def test_159_8A_1_a_request_the_town_has_scheduled_can_no_longer_be_withdrawn(
    client, applicant, inspector, asked
):
    with time_machine.travel(local(2026, 12, 1, 10), tick=False):
        scheduled(inspector, asked.inspection, at=local(2026, 12, 4, 10))
    asked.refresh_from_db()
    with pytest.raises(ValidationError, match="The Town has already acted on request IR-"):
        requests.request_withdraw(acting_user=applicant, request=asked)
    client.force_login(applicant)
    detail = _page(client, reverse("inspections:request_detail", args=[asked.reference]))
    assert "Withdraw this request" not in detail
    url = reverse("inspections:request_withdraw", args=[asked.reference])
    page = _page(client, url)
    assert "The Town has already acted on request" in page and "Withdraw the request" not in page
    client.post(url, {"confirmed": "True"})
    asked.refresh_from_db()
    assert asked.state == InspectionRequest.State.ACCEPTED
    assert asked.inspection.state == Inspection.State.SCHEDULED


def test_159_8A_1_a_refused_request_may_be_withdrawn_and_only_once(applicant, smo):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        refused = requests.request_make(
            acting_user=applicant,
            subject=project,
            kind="159-milestone-b",
            proposed_for=local(2026, 12, 2, 10),  # 25 hours: short notice
        )
        assert refused.state == InspectionRequest.State.REFUSED
        requests.request_withdraw(acting_user=applicant, request=refused)
        refused.refresh_from_db()
        assert refused.state == InspectionRequest.State.WITHDRAWN and refused.inspection is None
        with pytest.raises(ValidationError, match="is already withdrawn"):
            requests.request_withdraw(acting_user=applicant, request=refused)
        # Staff can no longer accept it late.
        with pytest.raises(ValidationError, match="Only a request refused for short notice"):
            requests.request_accept_late(acting_user=smo, request=refused, reason="Fine.")


def test_only_the_requests_applicant_withdraws_it(
    client, smo, inspector, other_applicant_user, asked
):
    url = reverse("inspections:request_withdraw", args=[asked.reference])
    with pytest.raises(PermissionDenied, match="Only the project's applicant withdraws"):
        requests.request_withdraw(acting_user=smo, request=asked)
    for user, status in ((smo, 403), (inspector, 403), (other_applicant_user, 404)):
        client.force_login(user)
        assert client.get(url).status_code == status
        assert client.post(url, {"confirmed": "True"}).status_code == status
    client.logout()
    assert client.post(url, {"confirmed": "True"}).status_code == 302
    asked.refresh_from_db()
    assert asked.state == InspectionRequest.State.ACCEPTED
