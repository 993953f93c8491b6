"""Corrective measures: § 158-13 (access, warrant, court order, costs to the discharger,
no lien) and § 159-8C(6) (notice to restore, the Town restores, its cost a lien)."""

from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import ValidationError

from enforcement import selectors
from enforcement.models import CorrectiveAction, ServedLetter, ServiceRecord, Violation
from enforcement.services import appeals, corrective, notices
from lockport_sw.audit.models import AuditEvent
from lockport_sw.deadlines.selectors import clocks_for
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    schedule_hearing,
    served_in_person,
)
from tests.pdf_checks import text as pdf_text
from tests.seats import votes

pytestmark = pytest.mark.django_db


def test_158_13a_corrective_measures_start_only_when_the_time_to_correct_has_run(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
        assert not selectors.corrective_due().exists()
    with (
        time_machine.travel(local(2026, 3, 18, 10, 0), tick=False),
        pytest.raises(ValidationError, match="has until March 20, 2026 to correct"),
    ):
        corrective.access_request(acting_user=smo, notice=notice, measures="Plug the drains.")

    with time_machine.travel(local(2026, 3, 20, 23, 0), tick=False):
        assert not selectors.corrective_due().exists()  # the last day is not over
    with time_machine.travel(local(2026, 3, 21, 0, 1), tick=False):
        assert list(selectors.corrective_due()) == [notice]
        action = corrective.access_request(
            acting_user=smo, notice=notice, measures="Plug the drains."
        )

    assert action.state == CorrectiveAction.State.ACCESS_REQUESTED
    assert action.letter.kind == "ACCESS" and action.letter.citations[0] == "§ 158-13A"


def test_158_13a_access_refused_on_day_8_of_a_15_day_window(smo, respondent):
    """Issue 18, item 8: a § 158-11A deadline of 7 days (Monday March 9, from Monday March
    2) falls inside the § 158-12 period to appeal, which runs 15 days, to Tuesday March 17:
    refused unless the SMO records an emergency. Even then the access request of
    § 158-13A waits until the period has ended with no appeal."""
    violation = make_violation(smo, party=respondent)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        with pytest.raises(ValidationError) as refused:
            issue(smo, violation, deadline=date(2026, 3, 9))
        assert (
            "falls inside the period to appeal, which runs to at least March 17, 2026"
            in (refused.value.message_dict["deadline"][0])
        )
        notice = issue(
            smo,
            violation,
            deadline=date(2026, 3, 9),
            emergency_reason="Oil reaching the creek: the drains must be plugged this week.",
        )
        served_in_person(smo, notice)
    assert notice.emergency_reason.startswith("Oil reaching the creek")
    with notice.document.file.open("rb") as fh:
        printed = " ".join(pdf_text(fh.read()).split())
    assert "the measures cannot wait: Oil reaching the creek" in printed

    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):  # day 8
        assert not selectors.corrective_due().exists()
        with pytest.raises(ValidationError, match="The period to appeal runs to March 17, 2026"):
            corrective.access_request(acting_user=smo, notice=notice, measures="Plug the drains.")
    with time_machine.travel(local(2026, 3, 17, 23, 0), tick=False):  # day 15
        assert not selectors.corrective_due().exists()
    with time_machine.travel(local(2026, 3, 18, 0, 1), tick=False):
        assert list(selectors.corrective_due()) == [notice]
        action = corrective.access_request(
            acting_user=smo, notice=notice, measures="Plug the drains."
        )
    assert action.state == CorrectiveAction.State.ACCESS_REQUESTED


def test_159_8c6_restoration_waits_for_the_window_that_runs_from_service(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 3, 20))
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        assert not selectors.corrective_due().exists()
        with pytest.raises(ValidationError, match="has not been served"):
            corrective.restoration_notice(acting_user=smo, notice=notice, measures="Regrade.")


def test_158_13a_an_appeal_pending_holds_corrective_measures(smo, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 20))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeals.appeal_file(acting_user=respondent.user, notice=notice, grounds="Not mine.")
    with time_machine.travel(local(2026, 3, 20, 10, 0), tick=False):
        assert not selectors.corrective_due().exists()
        assert "An appeal is pending" in corrective.why_not_yet(notice)


def test_158_13a_five_business_days_after_a_decision_upholding_the_smo(smo, board, respondent):
    from enforcement.models import Appeal

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 20))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(acting_user=respondent.user, notice=notice, grounds="No.")
        schedule_hearing(board, appeal, local(2026, 3, 26, 19))
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 26), for_=5, against=0),
            decision_text="Upheld.",
            decided_on=date(2026, 3, 26),
        )
    # Thursday March 26: Fri 27, Mon 30, Tue 31, Wed Apr 1, Thu Apr 2.
    assert clocks_for(notice).get(rule_code="violator_correction").due_date == date(2026, 4, 2)
    with time_machine.travel(local(2026, 4, 2, 16, 0), tick=False):
        assert not selectors.corrective_due().exists()
    with time_machine.travel(local(2026, 4, 3, 9, 0), tick=False):
        assert list(selectors.corrective_due()) == [notice]


def _requested(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        return corrective.access_request(acting_user=smo, notice=notice, measures="Plug drains.")


@time_machine.travel(local(2026, 4, 20, 10, 0), tick=False)
def test_158_13b_refusal_warrant_court_order_abatement_and_costs_without_a_lien(smo):
    action = _requested(smo)

    corrective.access_answer(
        acting_user=smo, action=action, granted=False, answered_on=date(2026, 3, 24)
    )
    corrective.warrant_seek(
        acting_user=smo, action=action, applied_on=date(2026, 3, 25), court="Niagara County Court"
    )
    corrective.warrant_issued_record(acting_user=smo, action=action, issued_on=date(2026, 3, 26))
    corrective.violation_finding_record(
        acting_user=smo,
        action=action,
        found_on=date(2026, 3, 27),
        finding="Three floor drains still piped to CB-14.",
    )
    corrective.court_order_record(
        acting_user=smo, action=action, ordered_on=date(2026, 3, 30), reference="E-2026-1234"
    )
    corrective.abatement_record(
        acting_user=smo, action=action, abated_on=date(2026, 4, 10), abated_by="DPW Drainage"
    )
    cost = corrective.cost_add(
        acting_user=smo,
        action=action,
        incurred_on=date(2026, 4, 10),
        description="Plugging three floor drains",
        amount=Decimal("1840.00"),
    )
    # Written to the cent, as every cost is (lockport_sw/core/money_words.py).
    assert str(cost) == "$1,840.00 Plugging three floor drains"
    assert AuditEvent.objects.filter(
        action="enforcement.cost_recorded", summary__startswith="Cost of $1,840.00 charged to "
    ).exists()

    action.refresh_from_db()
    assert action.state == CorrectiveAction.State.ABATED
    assert cost.charged_to == action.notice.addressee
    violation = Violation.objects.get(pk=action.notice.violation_id)
    assert (violation.continuing, violation.end_reason) == (False, "abated")
    with pytest.raises(ValidationError, match="Chapter 158 makes no cost a lien"):
        corrective.lien_record(
            acting_user=smo, action=action, recorded_on=date(2026, 4, 15), reference="L-1"
        )


@time_machine.travel(local(2026, 4, 20, 10, 0), tick=False)
def test_158_13b_a_warrant_is_sought_only_after_a_refusal(smo):
    action = _requested(smo)

    with pytest.raises(ValidationError, match="after the owner refuses access"):
        corrective.warrant_seek(
            acting_user=smo, action=action, applied_on=date(2026, 3, 25), court="X"
        )


def _serve(smo, document, at):
    with time_machine.travel(at, tick=False):
        notices.service_record(
            acting_user=smo,
            document=document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Sam Officer",
            served_at=at,
        )


def test_159_8c6_notice_to_restore_then_the_town_restores_and_its_cost_is_a_lien(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.restoration_notice(
            acting_user=smo, notice=notice, measures="Regrade and seed the east slope."
        )
    assert action.letter.kind == "RESTORE"
    _serve(smo, action.letter, local(2026, 3, 23, 15, 0))
    restore = clocks_for(action).get(rule_code="restoration")
    assert restore.due_date == date(2026, 4, 22)  # the Town's policy: 30 days

    with (
        time_machine.travel(local(2026, 4, 22, 12, 0), tick=False),
        pytest.raises(ValidationError, match="until April 22, 2026 to restore"),
    ):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 4, 22), abated_by="DPW"
        )
    with time_machine.travel(local(2026, 5, 1, 10, 0), tick=False):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 4, 28), abated_by="Acme Grading"
        )
        corrective.cost_add(
            acting_user=smo,
            action=action,
            incurred_on=date(2026, 4, 28),
            description="Regrading",
            amount=Decimal("5200"),
        )
        corrective.lien_record(
            acting_user=smo,
            action=action,
            recorded_on=date(2026, 4, 30),
            reference="Instr. 2026-55",
        )
    action.refresh_from_db()
    assert action.lien_reference == "Instr. 2026-55"


def test_159_8c6_abatement_and_the_lien_are_refused_before_the_notice_to_restore_is_served(
    smo,
):
    """Issue 23, item 3: "within a reasonable time after notice": the period runs from
    service of the notice to restore, and the Town does not restore (nor record a lien)
    on a notice never served."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.restoration_notice(
            acting_user=smo, notice=notice, measures="Regrade and seed the east slope."
        )
    assert not clocks_for(action).exists()  # nothing runs from issuance
    letter = ServedLetter.objects.get(document=action.letter)
    assert letter.addressee == notice.addressee and letter.chapter == "159"
    with (
        time_machine.travel(local(2026, 6, 1, 10, 0), tick=False),
        pytest.raises(ValidationError, match="has not been served"),
    ):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 5, 29), abated_by="DPW"
        )
    with pytest.raises(ValidationError, match="has not been served"):
        corrective.lien_record(
            acting_user=smo, action=action, recorded_on=date(2026, 6, 1), reference="L-1"
        )
    # Served on Friday, May 1: 30 days (Town policy) from service end Sunday, May 31,
    # run to Monday, June 1 (GCL § 25-a); the Town restores only after that.
    _serve(smo, action.letter, local(2026, 5, 1, 11, 0))
    restore = clocks_for(action).get(rule_code="restoration")
    assert restore.starts_at == local(2026, 5, 1, 11, 0)
    assert restore.due_date == date(2026, 6, 1)
    with (
        time_machine.travel(local(2026, 6, 1, 10, 0), tick=False),
        pytest.raises(ValidationError, match="until June 1, 2026 to restore"),
    ):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 6, 1), abated_by="DPW"
        )
    with time_machine.travel(local(2026, 6, 2, 10, 0), tick=False):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 6, 2), abated_by="DPW"
        )


@time_machine.travel(local(2026, 4, 20, 10, 0), tick=False)
def test_158_13b_the_warrant_and_the_finding_of_a_violation_come_before_a_court_order(smo):
    """Issue 23, item 7: § 158-13B: the warrant authorizes entry "to determine whether a
    violation has occurred"; "upon determination that a violation has occurred" the SMO may
    seek a court order. Each is recorded before the next is allowed."""
    action = _requested(smo)
    corrective.access_answer(
        acting_user=smo, action=action, granted=False, answered_on=date(2026, 3, 24)
    )
    corrective.warrant_seek(
        acting_user=smo, action=action, applied_on=date(2026, 3, 25), court="Niagara County Court"
    )

    def order():
        return corrective.court_order_record(
            acting_user=smo, action=action, ordered_on=date(2026, 3, 30), reference="E-1"
        )

    with pytest.raises(ValidationError, match="record the warrant's issue and the determination"):
        order()
    with pytest.raises(ValidationError, match="record the warrant's issue first"):
        corrective.violation_finding_record(
            acting_user=smo, action=action, found_on=date(2026, 3, 27), finding="Drains."
        )
    corrective.warrant_issued_record(acting_user=smo, action=action, issued_on=date(2026, 3, 26))
    with pytest.raises(ValidationError, match="record the warrant's issue and the determination"):
        order()
    with pytest.raises(ValidationError) as refused:
        corrective.violation_finding_record(
            acting_user=smo, action=action, found_on=date(2026, 3, 25), finding="Drains."
        )
    assert "violation_found_on" in refused.value.message_dict
    corrective.violation_finding_record(
        acting_user=smo, action=action, found_on=date(2026, 3, 27), finding="Drains piped."
    )
    assert order().state == CorrectiveAction.State.COURT_ORDERED


@time_machine.travel(local(2026, 6, 10, 10, 0), tick=False)
def test_158_16_a_nuisance_is_summarily_abated_at_the_violators_expense_as_an_action_of_its_own(
    smo,
):
    """Issue 23, item 7: § 158-16: summary abatement needs no notice, access request or
    warrant first; it ends the violation and its costs are charged to the violator.
    Chapter 159 declares no nuisance."""
    violation = make_violation(smo, started_on=date(2026, 6, 8))
    with pytest.raises(ValidationError) as refused:
        corrective.summary_abatement_record(
            acting_user=smo, violation=violation, condition="", abated_on=None, abated_by=""
        )
    assert set(refused.value.message_dict) == {"condition", "abated_on", "abated_by"}

    abatement = corrective.summary_abatement_record(
        acting_user=smo,
        violation=violation,
        condition="Motor oil pooled in the catch basin, flowing to Eighteen Mile Creek.",
        abated_on=date(2026, 6, 9),
        abated_by="DPW Drainage",
    )
    cost = corrective.summary_cost_add(
        acting_user=smo,
        abatement=abatement,
        incurred_on=date(2026, 6, 9),
        description="Vacuum truck, 3 hours",
        amount=Decimal("975.00"),
    )
    assert AuditEvent.objects.filter(
        summary__startswith="Cost of $975.00 of the summary abatement charged to "
    ).exists()

    assert not CorrectiveAction.objects.exists()  # not a step of § 158-13
    assert cost.charged_to == violation.party and list(abatement.costs.all()) == [cost]
    violation.refresh_from_db()
    assert (violation.continuing, violation.end_reason) == (False, "abated")
    with pytest.raises(ValidationError, match="Chapter 159 declares no nuisance"):
        corrective.summary_abatement_record(
            acting_user=smo,
            violation=make_violation(smo, chapter="159"),
            condition="Sediment.",
            abated_on=date(2026, 6, 9),
            abated_by="DPW",
        )


def test_158_13a_the_access_request_goes_to_the_landowners_of_record(smo, respondent):
    """Issue 23, item 1: § 158-13A asks "the owner's permission": the request goes to the
    landowners of record on the day it is made, not to the notice's addressee (here a
    tenant); with no owner recorded it names no status the record lacks."""
    from lockport_sw.registry.services import ownership_record
    from tests.enforcement.factories import respondent_party

    violation = make_violation(smo, party=respondent)
    ada = respondent_party(name="Ada Owner")
    ben = respondent_party(name="Ben Owner")
    for owner in (ada, ben):
        ownership_record(
            acting_user=smo,
            parcel=violation.parcel,
            party=owner,
            acquired_on=date(2020, 1, 6),
            source="Deed",
        )
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.access_request(
            acting_user=smo, notice=notice, measures="Plug the drains."
        )
    with action.letter.file.open("rb") as fh:
        printed = " ".join(pdf_text(fh.read()).split())
    assert "Ada Owner" in printed and "Ben Owner" in printed
    assert "To the landowners of record." in printed
    assert respondent.name not in printed.split("Re:")[0]


def test_158_13a_with_no_owner_recorded_the_request_names_no_status(smo, respondent):
    violation = make_violation(smo, party=respondent)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.access_request(
            acting_user=smo, notice=notice, measures="Plug the drains."
        )
    with action.letter.file.open("rb") as fh:
        printed = " ".join(pdf_text(fh.read()).split())
    assert respondent.name in printed
    assert "landowner" not in printed.lower()
