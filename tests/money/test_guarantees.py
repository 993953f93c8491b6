"""§ 159-8B(1), (2): guarantees required before construction, posted, accepted, kept in
force (the renewal clock), cash escrow interest reinvested."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine
from django.core.exceptions import ValidationError

from inspections.models import InspectionRequest
from inspections.services import requests
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Deadline, Reminder
from lockport_sw.notifications.models import Notification
from money.models import Guarantee, Purpose
from money.services import guarantees
from tests.enforcement.factories import local
from tests.inspections.factories import approved_project
from tests.money.factories import D, instrument_file, letter_of_credit

pytestmark = pytest.mark.django_db

MARCH = local(2026, 3, 2, 10)


def _require(smo, project, purpose=Purpose.PERFORMANCE, amount="48000"):
    return guarantees.requirement_set(
        acting_user=smo,
        project=project,
        purpose=purpose,
        amount=D(amount),
        basis="Final design plans, sheet C-4: pond, swales and landscaping, $48,000.",
    )


def _request(applicant, project, at):
    return requests.request_make(
        acting_user=applicant,
        subject=project,
        kind="159-milestone-b",
        proposed_for=at + timedelta(days=3),
    )


def _refused(applicant, project, at) -> list[str]:
    """Refused beside the inspection's field, nothing stored (issue 46, item 8)."""
    before = InspectionRequest.objects.count()
    with pytest.raises(ValidationError, match="before construction") as exc:
        _request(applicant, project, at)
    assert InspectionRequest.objects.count() == before
    return exc.value.message_dict["kind"]


def test_159_8b_1_first_milestone_request_refused_while_required_guarantee_not_posted(
    smo, applicant
):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        requirement = _require(smo, project)
        [reason] = _refused(applicant, project, MARCH)
    assert (
        "performance guarantee of $48,000.00 to be accepted before construction (§ 159-8B(1))"
        in reason
    )
    assert "none is posted yet. Post it on the project's money page." in reason

    with time_machine.travel(MARCH + timedelta(hours=1), tick=False):
        posted = letter_of_credit(applicant, requirement, expires_on=date(2027, 3, 1))
        [waiting] = _refused(applicant, project, MARCH)
    # One statement: posted, waiting for the SMO; never "post it" again.
    assert "the one posted waits for the Stormwater Management Officer to accept it" in waiting
    assert "Post it" not in waiting

    with time_machine.travel(MARCH + timedelta(hours=2), tick=False):
        guarantees.guarantee_accept(acting_user=smo, guarantee=posted)
        accepted = _request(applicant, project, MARCH)
    assert accepted.state == InspectionRequest.State.ACCEPTED


def test_159_8b_1_the_request_page_warns_up_front_and_a_refusal_stores_nothing(
    client, smo, applicant
):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        _require(smo, project)
        client.force_login(applicant)
        url = f"/inspections/request/project/{project.pk}/"
        page = client.get(url).content.decode()
        # Before anything is typed: what is needed.
        assert "Before a construction milestone can be requested" in page
        assert "performance guarantee of $48,000.00 to be accepted before construction" in page

        refused = client.post(
            url, {"kind": "159-milestone-b", "proposed_for": "2026-03-09T10:00", "note": "East"}
        )
    body = refused.content.decode()
    assert refused.status_code == 200
    assert "none is posted yet" in " ".join(refused.context["form"].errors["kind"])
    assert "Nothing was saved" in body and "Request IR-" not in body
    assert not InspectionRequest.objects.exists()  # no numbered request, nothing to withdraw


def test_159_8b_no_guarantee_required_no_refusal(smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        assert _request(applicant, project, MARCH).state == InspectionRequest.State.ACCEPTED


def test_159_8b_letter_of_credit_expiring_while_required_escalates_to_the_smo(smo, applicant):
    expires = date(2026, 9, 30)
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        posted = letter_of_credit(applicant, _require(smo, project), expires_on=expires)
        guarantees.guarantee_accept(acting_user=smo, guarantee=posted)
    clock = Deadline.objects.get(rule_code="guarantee_renewal")
    assert clock.due_date == date(2026, 8, 31)  # 30 days before it expires
    assert clock.responsible_user == applicant

    def sweep_on(day):
        with time_machine.travel(local(day.year, day.month, day.day, 9), tick=False):
            sweep.run()

    sweep_on(date(2026, 7, 1))  # 91 days before: nothing yet
    assert not Reminder.objects.filter(deadline=clock).exists()
    sweep_on(date(2026, 8, 1))  # 60 days before the expiry
    sweep_on(date(2026, 8, 31))  # 30 days before the expiry: the due day
    assert set(Reminder.objects.filter(deadline=clock).values_list("kind", flat=True)) == {
        "lead:30d",
        "lead:0d",
    }
    reminded = Notification.objects.filter(subject__contains="renewed or replaced")
    assert applicant.pk in {n.recipient_id for n in reminded}
    assert smo.pk not in {n.recipient_id for n in reminded}

    sweep_on(date(2026, 9, 1))  # not renewed: escalated, 29 days left to draw
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MISSED
    missed = Notification.objects.filter(subject__startswith="Missed: Guarantee renewed")
    assert smo.pk in {n.recipient_id for n in missed}


def test_159_8b_a_replacement_accepted_meets_the_renewal_clock(smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        requirement = _require(smo, project)
        first = letter_of_credit(applicant, requirement, expires_on=date(2026, 9, 30))
        guarantees.guarantee_accept(acting_user=smo, guarantee=first)
    with time_machine.travel(local(2026, 8, 20, 10), tick=False):
        second = letter_of_credit(
            applicant, requirement, expires_on=date(2027, 9, 30), instrument_number="SB-2027-1"
        )
        guarantees.guarantee_accept(acting_user=smo, guarantee=second)
    first.refresh_from_db()
    assert first.state == Guarantee.State.REPLACED
    old, new = Deadline.objects.filter(rule_code="guarantee_renewal").order_by("pk")
    assert old.status == Deadline.Status.MET
    assert new.status == Deadline.Status.OPEN and new.due_date == date(2027, 8, 31)


def test_159_8b_2_maintenance_guarantee_is_a_letter_of_credit(smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        requirement = _require(smo, project, Purpose.MAINTENANCE, "12000")
        with pytest.raises(ValidationError, match="irrevocable letter") as refused:
            letter_of_credit(
                applicant, requirement, expires_on=date(2027, 3, 1), kind=Guarantee.Kind.BOND
            )
    assert "§ 159-8B(2)" in refused.value.message_dict["kind"][0]


def test_159_8b_1_cash_escrow_interest_is_reinvested(smo, applicant):
    from money.selectors import guarantee_detail

    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        escrow = guarantees.guarantee_post(
            acting_user=applicant,
            requirement=_require(smo, project),
            kind=Guarantee.Kind.ESCROW,
            issuer="Lockport Savings Bank",
            instrument_number="ESC-7781",
            amount=D("48000"),
            effective_on=date(2026, 3, 1),
            expires_on=date(2027, 1, 1),  # ignored: an escrow does not expire
            file=instrument_file("escrow.pdf"),
        )
        guarantees.guarantee_accept(acting_user=smo, guarantee=escrow)
    assert escrow.expires_on is None
    assert not Deadline.objects.filter(rule_code="guarantee_renewal").exists()
    with time_machine.travel(local(2027, 3, 2, 10), tick=False):
        guarantees.escrow_interest_post(
            acting_user=smo, guarantee=escrow, posted_on=date(2027, 3, 1), amount=D("612.44")
        )
    assert guarantee_detail(escrow.pk).held == D("48612.44")


def test_159_8b_only_the_applicant_or_smo_posts_and_only_the_smo_accepts(smo, applicant):
    from django.core.exceptions import PermissionDenied

    from tests.factories import UserFactory

    other = UserFactory(roles=["applicant"])
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        requirement = _require(smo, project)
        with pytest.raises(PermissionDenied, match="posts a guarantee"):
            letter_of_credit(other, requirement, expires_on=date(2027, 3, 1))
        posted = letter_of_credit(applicant, requirement, expires_on=date(2027, 3, 1))
        with pytest.raises(PermissionDenied, match="accepts a guarantee"):
            guarantees.guarantee_accept(acting_user=applicant, guarantee=posted)


def test_159_8b_1_the_request_page_shows_why_the_milestone_is_refused(client, smo, applicant):
    from django.urls import reverse

    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        _require(smo, project)
        client.force_login(applicant)
        response = client.post(
            reverse("inspections:request_create", args=["project", project.pk]),
            {"kind": "159-milestone-b", "proposed_for": "2026-03-06T09:00", "note": "Ready."},
        )
    assert response.status_code == 200
    content = response.content.decode()
    assert (
        "performance guarantee of $48,000.00 to be accepted before construction (§ 159-8B(1))"
        in content
    )
    assert "Nothing was saved" in content  # no request is kept (issue 46, item 8)
    assert 'value="2026-03-06T09:00"' in content
