"""§ 159-8A(1) requests: 48 elapsed hours' notice (across DST, never extended), work holds
and stop-work orders (site stabilization excepted), § 159-5D certifications first."""

from __future__ import annotations

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from enforcement.services.orders import order_issue
from inspections.models import Inspection, InspectionRequest
from inspections.services import requests
from lockport_sw.accounts.roles import Role
from swppp.services import contractors
from tests.enforcement.factories import make_violation, respondent_party
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_with_violations,
    local,
    scheduled,
)

pytestmark = pytest.mark.django_db


def _request(applicant, project, at, kind="159-milestone-b"):
    return requests.request_make(acting_user=applicant, subject=project, kind=kind, proposed_for=at)


def _refused(applicant, project, at, kind="159-milestone-b") -> list[str]:
    """A request that cannot be accepted now: refused beside the field, nothing stored
    (issue 46, item 8). Its reasons."""
    before = InspectionRequest.objects.count()
    with pytest.raises(ValidationError, match=r".") as exc:
        _request(applicant, project, at, kind)
    assert InspectionRequest.objects.count() == before
    return exc.value.message_dict["kind"]


@pytest.fixture
def project(smo, applicant):
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        return approved_project(smo, applicant)


# --- 48 elapsed hours ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("made", "proposed", "accepted", "earliest"),
    [
        # Friday 09:00 to Sunday 09:00 is exactly 48 hours: enough ("at least").
        (local(2026, 12, 4, 9), local(2026, 12, 6, 9), True, local(2026, 12, 6, 9)),
        (local(2026, 12, 4, 9), local(2026, 12, 6, 8, 59), False, local(2026, 12, 6, 9)),
        # March 14, 2027: clocks go forward at 2:00; 48 elapsed hours from Friday 09:00
        # EST end Sunday 10:00 EDT, so 09:00 is one hour short.
        (local(2027, 3, 12, 9), local(2027, 3, 14, 9), False, local(2027, 3, 14, 10)),
        (local(2027, 3, 12, 9), local(2027, 3, 14, 10), True, local(2027, 3, 14, 10)),
        # November 1, 2026: clocks go back at 2:00; 48 elapsed hours from Friday 09:00
        # EDT end Sunday 08:00 EST.
        (local(2026, 10, 30, 9), local(2026, 11, 1, 8), True, local(2026, 11, 1, 8)),
        (local(2026, 10, 30, 9), local(2026, 11, 1, 7, 59), False, local(2026, 11, 1, 8)),
    ],
    ids=[
        "48h-sunday-0900",
        "sunday-0859",
        "march-dst-0900",
        "march-dst-1000",
        "november-dst-0800",
        "november-dst-0759",
    ],
)
def test_159_8A_1_request_needs_48_elapsed_hours(
    smo, applicant, made, proposed, accepted, earliest
):
    with time_machine.travel(local(2026, 10, 1, 10), tick=False):
        project = approved_project(smo, applicant)
    with time_machine.travel(made, tick=False):
        request = _request(applicant, project, proposed)
    assert request.earliest_allowed == earliest
    assert (request.state == InspectionRequest.State.ACCEPTED) is accepted
    assert request.short_notice is not accepted
    assert (request.inspection is not None) is accepted


def test_159_8A_1_an_hour_period_is_not_extended_over_a_holiday(smo, applicant):
    """GCL § 25-a extends a period of days, not of hours: a request on Wednesday
    December 23, 2026 at 10:00 may name Christmas Day at 10:00."""
    with time_machine.travel(local(2026, 12, 1, 10), tick=False):
        project = approved_project(smo, applicant)
    with time_machine.travel(local(2026, 12, 23, 10), tick=False):
        request = _request(applicant, project, local(2026, 12, 25, 10))
    assert request.state == InspectionRequest.State.ACCEPTED
    assert any("25-a" in line or "never extended" in line for line in request.notice_reasoning)


def test_159_8A_1_refusal_shows_the_earliest_allowed_time(client, smo, applicant, project):
    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        client.force_login(applicant)
        response = client.post(
            f"/inspections/request/project/{project.pk}/",
            {"kind": "159-milestone-b", "proposed_for": "2026-12-06T08:59", "note": "East side"},
        )
    page = response.content.decode()
    assert response.status_code == 200
    assert "There is a problem" in page
    assert "The earliest time you can ask for now is Sunday, December 6, 2026 at 9:00 AM EST" in (
        page
    )
    assert 'value="2026-12-06T08:59"' in page and "East side" in page  # kept as typed
    refused = InspectionRequest.objects.get()
    assert refused.state == InspectionRequest.State.REFUSED
    # The refused request is kept, and the page says so (not "Nothing was saved").
    assert f"Request {refused.reference} was sent with less than 48 hours" in page
    assert "Nothing was saved" not in page


def test_159_8A_1_staff_accept_a_late_request_with_a_reason(smo, applicant, inspector, project):
    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        refused = _request(applicant, project, local(2026, 12, 5, 9))
        assert refused.refused_only_for_notice
        with pytest.raises(ValidationError) as exc:
            requests.request_accept_late(acting_user=inspector, request=refused, reason=" ")
        assert exc.value.message_dict == {
            "reason": ["Give the reason for accepting the short notice."]
        }
        accepted = requests.request_accept_late(
            acting_user=inspector, request=refused, reason="Inspector is on site that day."
        )
    assert accepted.state == InspectionRequest.State.ACCEPTED
    assert accepted.late_reason == "Inspector is on site that day."
    assert accepted.late_accepted_by == inspector
    assert accepted.inspection.state == Inspection.State.SCHEDULED


def test_159_8A_1_one_inspection_of_a_stage_at_a_time(smo, applicant, inspector, project):
    from inspections.selectors import refused_requests

    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        late = _request(applicant, project, local(2026, 12, 5, 9))
        assert list(refused_requests()) == [late]
        timely = _request(applicant, project, local(2026, 12, 7, 9))
        assert timely.state == InspectionRequest.State.ACCEPTED
        # The late one is no longer staff's to accept: it would open a duplicate.
        assert list(refused_requests()) == []
        with pytest.raises(ValidationError, match=f"{timely.inspection.reference} of this stage"):
            requests.request_accept_late(acting_user=smo, request=late, reason="On site.")
        again = _refused(applicant, project, local(2026, 12, 9, 9))
    assert f"{timely.inspection.reference} of this stage" in again[0]
    assert Inspection.objects.filter(kind="159-milestone-b").count() == 1


def test_159_8A_1_an_applicant_cannot_accept_their_own_late_request(applicant, project):
    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        refused = _request(applicant, project, local(2026, 12, 5, 9))
        with pytest.raises(PermissionDenied, match="Only the SMO or an inspector"):
            requests.request_accept_late(acting_user=applicant, request=refused, reason="Please")


def test_159_8A_1_only_the_chosen_milestones_may_be_requested(smo, applicant):
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        project = approved_project(smo, applicant, milestones=["159-8A(1)(a)", "159-8A(1)(e)"])
        with pytest.raises(ValidationError) as exc:
            _request(applicant, project, local(2026, 11, 9, 10), kind="159-milestone-b")
        assert exc.value.message_dict == {
            "kind": ["Choose one of the inspections required for this project."]
        }
        assert _request(
            applicant, project, local(2026, 11, 9, 10), kind="159-milestone-e"
        ).inspection


def test_159_8A_1_another_applicant_cannot_request(make_user, project):
    other = make_user(Role.APPLICANT)
    with pytest.raises(PermissionDenied, match="Only the project's applicant"):
        _request(other, project, local(2027, 1, 9, 10))


# --- work hold and stop-work order ----------------------------------------------------
def test_159_8A_1_refused_under_a_work_hold_except_site_stabilization(
    applicant, inspector, project
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        inspection = scheduled(inspector, accepted_inspection(applicant, project))
        complete_with_violations(inspector, inspection)
        refused = _refused(applicant, project, local(2026, 12, 8, 9), kind="159-milestone-c")
        stabilization = _request(
            applicant, project, local(2026, 12, 8, 9), kind="159-stabilization"
        )
    assert "A work hold is in effect since December 1, 2026 (§ 159-8A(1))" in refused[0]
    assert "only a site-stabilization inspection may be requested" in refused[0]
    assert stabilization.state == InspectionRequest.State.ACCEPTED


def test_159_8A_1_a_hold_imposed_late_in_the_evening_is_dated_in_the_towns_time(
    applicant, inspector, project
):
    # 11:10 PM EST on November 30 is already December 1 in UTC.
    with time_machine.travel(local(2026, 11, 30, 23, 10), tick=False):
        inspection = scheduled(inspector, accepted_inspection(applicant, project))
        complete_with_violations(inspector, inspection)
        refused = _refused(applicant, project, local(2026, 12, 8, 9), kind="159-milestone-c")
    assert "A work hold is in effect since November 30, 2026 (§ 159-8A(1))" in refused[0]


def test_159_8A_1_refused_under_a_stop_work_order_except_site_stabilization(
    smo, applicant, project
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        violation = make_violation(
            smo,
            chapter="159",
            party=respondent_party(),
            parcel=project.parcel,
            subject=project,
            started_on=local(2026, 12, 1, 9).date(),
        )
        order = order_issue(
            acting_user=smo,
            violation=violation,
            reasons="Sediment leaving the site.",
            work_allowed="Stabilizing the site only.",
        )
        refused = _refused(applicant, project, local(2026, 12, 8, 9))
        stabilization = _request(applicant, project, local(2026, 12, 8, 9), "159-stabilization")
    assert refused == [
        f"Stop-work order {order.number} is in effect (§ 159-8C(2)): only a site-stabilization "
        "inspection may be requested until it is lifted."
    ]
    assert stabilization.state == InspectionRequest.State.ACCEPTED


# --- § 159-5D ---------------------------------------------------------------------
def test_159_5D_refused_until_every_contractor_signed_naming_who_has_not(applicant, project):
    for firm in ("Niagara Earthworks Inc.", "Canal Paving LLC"):
        contractors.contractor_identify(
            acting_user=applicant,
            project=project,
            firm_name=firm,
            role="contractor",
            responsibility="Clearing and grading",
            email=f"{firm.split()[0].lower()}@example.com",
        )
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        refused = _refused(applicant, project, local(2026, 12, 8, 9))
    assert refused == [
        "Every contractor identified in the SWPPP must sign the certification before any land "
        "development activity (§ 159-5D); not yet signed: Niagara Earthworks Inc., Canal "
        "Paving LLC."
    ]


def test_159_5D_a_firm_name_ending_in_a_period_ends_the_sentence_once(applicant, project):
    contractors.contractor_identify(
        acting_user=applicant,
        project=project,
        firm_name="Lockport Fence & Silt Co.",
        role="contractor",
        responsibility="Silt fence",
        email="fence@example.com",
    )
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        refused = _refused(applicant, project, local(2026, 12, 8, 9))
    assert refused[0].endswith("not yet signed: Lockport Fence & Silt Co.")
