"""Corrective measures: § 158-13 (access, warrant, court order, costs to the discharger,
no lien) and § 159-8C(6) (notice to restore, the Town restores, its cost a lien)."""

from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import ValidationError

from enforcement import selectors
from enforcement.models import CorrectiveAction, Violation
from enforcement.services import appeals, corrective
from lockport_sw.deadlines.selectors import clocks_for
from tests.enforcement.factories import issue, local, make_violation, posted
from tests.pdf_checks import text as pdf_text
from tests.seats import votes

pytestmark = pytest.mark.django_db


def test_158_13a_corrective_measures_start_only_when_the_time_to_correct_has_run(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))
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
        appeals.hearing_schedule(
            acting_user=board, appeal=appeal, hearing_at=local(2026, 3, 26, 19)
        )
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


def test_159_8c6_notice_to_restore_then_the_town_restores_and_its_cost_is_a_lien(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 3, 20))
        posted(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.restoration_notice(
            acting_user=smo, notice=notice, measures="Regrade and seed the east slope."
        )
    restore = clocks_for(action).get(rule_code="restoration")
    assert restore.due_date == date(2026, 4, 22)  # the Town's policy: 30 days
    assert action.letter.kind == "RESTORE"

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
