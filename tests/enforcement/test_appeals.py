"""Appeals: § 158-12 (15 days from issuance, a hearing within 30 days of filing, the
decision filed and mailed within 5 days) and § 159-8C(1)(f) (15 days from service; the
body and periods are Town policy)."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from enforcement.models import Appeal, NoticeOfViolation, ServiceRecord
from enforcement.services import appeals, hearings, notices
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    schedule_hearing,
    served_in_person,
    window_of,
)
from tests.seats import votes

pytestmark = pytest.mark.django_db


def _served(smo, notice, at):
    with time_machine.travel(at, tick=False):
        return notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=at,
        )


def _file(respondent, notice, at):
    with time_machine.travel(at, tick=False):
        return appeals.appeal_file(
            acting_user=respondent.user, notice=notice, grounds="The water was from a hydrant."
        )


def test_158_12_an_appeal_on_day_15_is_accepted_and_on_day_16_refused(smo, respondent):
    # Issued Monday 2026-03-02: day 15 is Tuesday 2026-03-17.
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        first = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
        second = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))

    accepted = _file(respondent, first, local(2026, 3, 17, 23, 59))
    with pytest.raises(ValidationError) as refused:
        _file(respondent, second, local(2026, 3, 18, 0, 1))

    assert accepted.late is False
    assert "ended on Tuesday, March 17, 2026" in refused.value.messages[0]
    assert "15 calendar days from the notice's issuance (§ 158-12)" in refused.value.messages[0]
    assert not second.appeals.exists()


def test_159_8c1f_the_window_counts_from_service_not_issuance(smo, respondent):
    # Issued Monday 2026-03-02, served Thursday 2026-03-05: day 15 is Friday 2026-03-20.
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 30)
        )
    _served(smo, notice, local(2026, 3, 5, 14, 0))

    window = window_of(notice)
    assert window.due_date == date(2026, 3, 20)
    assert window.count_from == local(2026, 3, 5, 14, 0)
    with pytest.raises(ValidationError, match="ended on Friday, March 20, 2026"):
        _file(respondent, notice, local(2026, 3, 21, 9, 0))
    assert _file(respondent, notice, local(2026, 3, 20, 16, 0)).late is False


def test_gcl_25a_a_day_15_on_a_sunday_before_a_monday_holiday_runs_to_the_tuesday(smo, respondent):
    # Served (posted at the site) Saturday 2026-09-26: day 15 is Sunday 2026-10-11, and
    # Monday 2026-10-12 is Columbus Day (GCL § 24): the window runs to Tuesday 10-13.
    with time_machine.travel(local(2026, 9, 25, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 11, 30)
        )
    _served(smo, notice, local(2026, 9, 26, 9, 0))

    window = window_of(notice)
    assert window.due_date == date(2026, 10, 13)
    assert any("Columbus Day" in step for step in window.reasoning)
    assert _file(respondent, notice, local(2026, 10, 13, 17, 0)).late is False


def test_158_12_staff_may_accept_a_late_paper_appeal_only_with_a_reason(smo, clerk, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))

    with time_machine.travel(local(2026, 3, 20, 10, 0), tick=False):
        with pytest.raises(ValidationError) as refused:
            appeals.appeal_record_paper(
                acting_user=clerk,
                notice=notice,
                received_on=date(2026, 3, 19),
                grounds="Letter of March 18.",
            )
        assert "ended on Tuesday, March 17, 2026" in refused.value.message_dict["late_reason"][0]
        appeal = appeals.appeal_record_paper(
            acting_user=clerk,
            notice=notice,
            received_on=date(2026, 3, 19),
            grounds="Letter of March 18.",
            late_reason="Postmarked March 16; delayed in the Town's mail room.",
        )

    assert appeal.late and appeal.channel == Appeal.Channel.PAPER
    assert window_of(notice).status_label == "Used"


def test_158_12_only_the_person_who_received_the_notice_appeals_online(smo, respondent):
    from tests.enforcement.factories import respondent_user

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
        with pytest.raises(PermissionDenied, match="Only a person the notice is addressed to"):
            appeals.appeal_file(acting_user=respondent_user(), notice=notice, grounds="Mine.")


def test_158_12_a_hearing_past_30_days_needs_a_reason_and_a_confirmation(
    smo, clerk, board, respondent
):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))
    hearing = clocks_for(appeal).get(rule_code="appeal_hearing")
    assert hearing.due_date == date(2026, 4, 9)  # 30 days from March 10
    late = local(2026, 4, 14, 19)

    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        with pytest.raises(ValidationError, match="state why") as no_reason:
            schedule_hearing(board, appeal, late)
        with pytest.raises(ValidationError, match="Confirm that the hearing") as unconfirmed:
            schedule_hearing(board, appeal, late, late_reason="No quorum.")
        appeal.refresh_from_db()
        assert appeal.state == Appeal.State.FILED and appeal.hearing_at is None
        schedule_hearing(
            board,
            appeal,
            late,
            late_reason="Two members recused; no quorum until April 14.",
            late_confirmed=True,
        )

    assert (
        "after April 9, 2026, the last day to hear it (§ 158-12): state why"
        in (no_reason.value.message_dict["late_reason"][0])
    )
    assert (
        "Confirm that the hearing is set after April 9, 2026"
        in (unconfirmed.value.message_dict["late_confirmed"][0])
    )
    appeal.refresh_from_db()
    assert appeal.hearing_late_reason == "Two members recused; no quorum until April 14."
    warned = Notification.objects.filter(subject__contains="set after its due date")
    assert {n.recipient for n in warned} == {smo, clerk}
    assert "April 9, 2026, the last day to hear it (§ 158-12)" in warned.first().body


def test_158_12_a_late_hearing_is_flagged_on_the_docket(smo, board, respondent, client):
    from django.urls import reverse

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))
    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        schedule_hearing(
            board,
            appeal,
            local(2026, 4, 14, 19),
            late_reason="No quorum until April 14.",
            late_confirmed=True,
        )
        client.force_login(board)
        page = client.get(reverse("enforcement:docket")).content.decode()

    assert "Heard after the period to hear it" in page and "No quorum until April 14." in page


def test_158_12_a_hearing_before_the_filing_is_refused(smo, board, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))

    with (
        time_machine.travel(local(2026, 3, 10, 9, 0), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        # The clock reads 9:00 on the 10th (a paper appeal's date may be noon that day).
        schedule_hearing(board, appeal, local(2026, 3, 10, 9, 30))

    assert (
        "cannot be before the appeal was filed, on March 10, 2026"
        in (refused.value.message_dict["meeting"][0])
    )


def test_158_12_a_hearing_in_the_past_is_refused(smo, board, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))

    with (
        time_machine.travel(local(2026, 3, 20, 9, 0), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        schedule_hearing(board, appeal, local(2026, 3, 19, 19))

    assert "before it is held" in refused.value.message_dict["new_meeting_at"][0]


def test_158_12_a_decision_dated_before_the_hearing_is_refused(smo, board, respondent):
    appeal = _heard(smo, board, respondent)  # heard March 20

    with (
        time_machine.travel(local(2026, 3, 21, 9, 0), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 19), for_=3, against=2),
            decision_text="Upheld.",
            decided_on=date(2026, 3, 19),
        )

    assert refused.value.message_dict["decided_on"] == ["The decision cannot predate the hearing."]


def test_158_12_decision_filed_and_mailed_within_5_days_and_158_13a_time_to_correct(
    smo, clerk, board, respondent
):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
        served_in_person(smo, notice)  # the time to correct runs from full service
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))
    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        schedule_hearing(board, appeal, local(2026, 4, 2, 19))
    remediation = clocks_for(notice).get(rule_code="nov158_remediation")
    assert remediation.status == Deadline.Status.PAUSED  # corrective measures wait

    with time_machine.travel(local(2026, 4, 3, 9, 0), tick=False):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 4, 2), for_=4, against=1),
            decision_text="The discharge was wash water, not hydrant water.",
            decided_on=date(2026, 4, 2),
        )
    appeal.refresh_from_db()
    filing = clocks_for(appeal).get(rule_code="decision_filing")
    assert filing.due_date == date(2026, 4, 7)  # 5 days from April 2
    assert filing.responsible_role == "town_board"  # the Board's duty, worked by the Clerk
    assert clocks_for(appeal).get(rule_code="appeal_hearing").status == Deadline.Status.MET
    correction = clocks_for(notice).get(rule_code="violator_correction")
    # § 158-13A: five business days from Thursday April 2: Fri 3, Mon 6 ... Thu 9.
    assert correction.due_date == date(2026, 4, 9)
    assert clocks_for(notice).get(rule_code="nov158_remediation").status == Deadline.Status.WAIVED

    with time_machine.travel(local(2026, 4, 6, 11, 0), tick=False):
        # Filing with the Clerk and the certified mailing are two acts.
        appeals.decision_record_filing(acting_user=clerk, appeal=appeal, filed_on=date(2026, 4, 6))
        appeal.refresh_from_db()
        assert appeal.state == Appeal.State.DECIDED
        notices.service_record(
            acting_user=clerk,
            document=appeal.decision_document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=date(2026, 4, 6),
        )
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.CLOSED
    filing.refresh_from_db()
    assert filing.status == Deadline.Status.MET and not filing.met_late


def test_158_12_a_reversal_ends_the_notice_and_its_time_to_correct(smo, board, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
        served_in_person(smo, notice)  # the time to correct runs from full service
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))
    with time_machine.travel(local(2026, 3, 10, 11, 0), tick=False):
        schedule_hearing(board, appeal, local(2026, 3, 20, 19))
    with time_machine.travel(local(2026, 3, 21, 9, 0), tick=False):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.REVERSE,
            votes=votes(on=date(2026, 3, 20), for_=3, against=2),
            decision_text="The discharge came from the street, not the property.",
            decided_on=date(2026, 3, 20),
        )

    notice.refresh_from_db()
    assert notice.state == NoticeOfViolation.State.REVERSED
    assert not clocks_for(notice).filter(rule_code="violator_correction").exists()
    assert clocks_for(notice).get(rule_code="nov158_remediation").status == Deadline.Status.WAIVED


def _heard(smo, board, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))
    with time_machine.travel(local(2026, 3, 10, 11, 0), tick=False):
        schedule_hearing(board, appeal, local(2026, 3, 20, 19))
    return appeal


def _decide(board, appeal, cast, text="Upheld: the dye test traced the flow."):
    with time_machine.travel(local(2026, 3, 21, 9, 0), tick=False):
        return appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=cast,
            decision_text=text,
            decided_on=date(2026, 3, 20),
        )


def test_gcl_41_an_appeal_decided_three_to_two_of_five_carries(smo, board, respondent):
    appeal = _heard(smo, board, respondent)

    decided = _decide(board, appeal, votes(on=date(2026, 3, 20), for_=3, against=2))

    assert decided.state == Appeal.State.DECIDED
    assert (decided.votes_for, decided.votes_against) == (3, 2)
    assert decided.vote_text.startswith("3 in favor (")


def test_gcl_41_an_appeal_decided_two_to_one_of_five_is_refused(smo, board, respondent):
    appeal = _heard(smo, board, respondent)

    with pytest.raises(ValidationError) as refused:
        _decide(board, appeal, votes(on=date(2026, 3, 20), for_=2, against=1, absent=2), text="")

    errors = refused.value.message_dict
    assert (
        "2 in favor of the Town Board's whole number of 5 is not a majority" in errors["votes"][0]
    )
    assert errors["decision_text"] == ["Write the decision: what the body decided and why."]
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.SCHEDULED and not appeal.decision_document


def test_gcl_41_an_appeal_vote_not_adding_up_to_the_board_is_refused(smo, board, respondent):
    appeal = _heard(smo, board, respondent)
    four = dict(list(votes(on=date(2026, 3, 20), for_=4, against=1).items())[:4])

    with pytest.raises(ValidationError) as refused:
        _decide(board, appeal, four)

    assert (
        "does not add up to the Town Board's 5 members on March 20, 2026"
        in (refused.value.message_dict["votes"][0])
    )


def _planning_board_hears(actor):
    from tests.seats import votes

    return appeals.appeal_policy_set(
        acting_user=actor,
        chapter="159",
        hearing_body="Planning Board",
        resolution="2026-12",
        adopted_on=date(2026, 2, 3),
        votes=votes(on=date(2026, 2, 3), for_=4, against=1),
    )


def test_159_8c1f_the_hearing_body_and_periods_are_town_policy(smo, clerk, board, respondent):
    _planning_board_hears(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 30)
        )
    _served(smo, notice, local(2026, 3, 3, 9, 0))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))

    assert notice.appeal_to == "Planning Board"
    assert appeal.hearing_body == "Planning Board"
    hearing = clocks_for(appeal).get(rule_code="nov159_appeal_hearing")
    assert hearing.rule.policy and "Town policy" in hearing.rule.title
    # The clock names the body and the Town Board's act that chose it.
    assert hearing.subject_label.endswith(
        "heard by the Planning Board (Town Board Resolution No. 2026-12 of February 3, 2026)"
    )
    with pytest.raises(ValidationError, match="§ 158-12 names the Town Board"):
        appeals.appeal_policy_set(
            acting_user=board,
            chapter="158",
            hearing_body="Planning Board",
            resolution="2026-13",
            adopted_on=date(2026, 2, 3),
        )


def test_159_8c1f_the_appeal_body_is_set_by_the_town_board_never_by_the_smo(smo, board):
    with pytest.raises(PermissionDenied, match="The Town Board sets the appeal policy"):
        _planning_board_hears(smo)
    with pytest.raises(ValidationError) as refused:
        appeals.appeal_policy_set(acting_user=board, chapter="159", hearing_body="Planning Board")
    assert set(refused.value.message_dict) == {"resolution", "adopted_on"}

    setting = _planning_board_hears(board)

    assert setting.basis == "Town Board Resolution No. 2026-12 of February 3, 2026"


def test_159_8c1f_the_members_of_the_body_hearing_the_appeal_decide_it(
    smo, clerk, board, respondent
):
    from tests.factories import UserFactory
    from tests.seats import seat

    planner = UserFactory(roles=[Role.REVIEWING_BODY], full_name="Pat Lanning")
    seat("planning_board", [planner], members=7)
    _planning_board_hears(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 30)
        )
    _served(smo, notice, local(2026, 3, 3, 9, 0))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))

    with (
        time_machine.travel(local(2026, 3, 10, 11, 0), tick=False),
        pytest.raises(PermissionDenied, match="Only a member of the Planning Board"),
    ):
        schedule_hearing(board, appeal, local(2026, 3, 20, 19))
    with time_machine.travel(local(2026, 3, 10, 11, 0), tick=False):
        schedule_hearing(planner, appeal, local(2026, 3, 20, 19))
        assert planner.has_perm("enforcement.hear_appeal", appeal)
        assert not board.has_perm("enforcement.hear_appeal", appeal)
    with time_machine.travel(local(2026, 3, 21, 9, 0), tick=False):
        decided = appeals.appeal_decide(
            acting_user=planner,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes("planning_board", on=date(2026, 3, 20), for_=4, against=3),
            decision_text="Upheld.",
            decided_on=date(2026, 3, 20),
        )
    assert decided.state == Appeal.State.DECIDED and decided.votes_for == 4


def test_159_8c1f_the_appeal_body_is_listed_with_the_towns_other_policies(clerk, board, client):
    from django.urls import reverse

    _planning_board_hears(clerk)
    client.force_login(clerk)

    page = client.get(reverse("deadlines:policies")).content.decode()

    assert "Chapter 159 appeals (§ 159-8C(1)(f)) heard by the Planning Board" in page
    assert reverse("enforcement:appeal_policy") in page


def test_158_12_a_second_appeal_of_the_same_notice_is_refused(smo, clerk, board, respondent):
    appeal = _heard(smo, board, respondent)
    notice = appeal.notice

    with pytest.raises(ValidationError) as pending:
        _file(respondent, notice, local(2026, 3, 12, 10, 0))
    _decide(board, appeal, votes(on=date(2026, 3, 20), for_=3, against=2))
    with (
        time_machine.travel(local(2026, 3, 23, 10, 0), tick=False),
        pytest.raises(ValidationError) as decided,
    ):
        # Even through the Clerk, with a reason: the notice's appeal was decided.
        appeals.appeal_record_paper(
            acting_user=clerk,
            notice=notice,
            received_on=date(2026, 3, 23),
            grounds="The decision is wrong.",
            late_reason="The appellant was away.",
        )

    assert (
        f"already appealed {notice.number}: appeal {appeal.reference}, filed on March 10, "
        "2026, is pending" in (pending.value.messages[0])
    )
    assert (
        f"appeal {appeal.reference}, filed on March 10, 2026, was upheld"
        in (decided.value.message_dict["late_reason"][0])
    )
    assert notice.appeals.count() == 1


def test_158_12_the_notice_stops_offering_an_appeal_once_appealed(smo, board, respondent):
    from django.test import Client

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    client = Client()
    url = notice.get_absolute_url()
    with time_machine.travel(local(2026, 3, 9, 10, 0), tick=False):
        client.force_login(respondent.user)
        assert "Appeal this notice" in client.get(url).content.decode()
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))

    with time_machine.travel(local(2026, 3, 11, 10, 0), tick=False):
        client.force_login(respondent.user)
        page = client.get(url).content.decode()

    assert "Appeal this notice" not in page
    assert f"already appealed {notice.number}: appeal {appeal.reference}" in page


# --- Notice of hearing (issue 18, item 3) ------------------------------------------------


def _scheduled(board, appeal, at, hearing_at, place="Town Hall, 6560 Dysinger Road", **kwargs):
    with time_machine.travel(at, tick=False):
        return schedule_hearing(board, appeal, hearing_at, place=place, serve=False, **kwargs)


def test_158_12_setting_and_moving_the_hearing_issues_a_notice_of_hearing(
    smo, board, respondent, client
):
    from django.urls import reverse

    from tests.downloads import read_download
    from tests.pdf_checks import text

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 31))
    appeal = _file(respondent, notice, local(2026, 3, 10, 10, 0))

    _scheduled(board, appeal, local(2026, 3, 11, 9, 0), local(2026, 3, 26, 19, 0))
    _scheduled(board, appeal, local(2026, 3, 12, 9, 0), local(2026, 4, 2, 18, 30))

    first, second = appeal.hearing_notices.order_by("issued_at")
    assert first.document.number == "HEARING-2026-0001"
    assert second.document.supersedes == first.document  # the move replaces it
    assert second.hearing_at == local(2026, 4, 2, 18, 30)
    # Sent to the appellant's account and email: a courtesy, not service (the Clerk
    # serves it: docs/statute/README.md).
    sent = second.document.service_records.get()
    assert sent.method == ServiceRecord.Method.ACCOUNT
    assert hearings.notice_given_at(second) is None
    told = Notification.objects.filter(
        recipient=respondent.user, subject__startswith="Notice of hearing"
    )
    assert told.count() == 2
    assert "Thursday, April 2, 2026 at 6:30 PM" in told.order_by("-pk").first().subject
    with second.document.file.open("rb") as fh:
        pdf = text(fh.read())
    assert "Thursday, April 2, 2026" in pdf and "6:30 PM" in pdf
    assert "Town Hall, 6560 Dysinger Road" in pdf
    assert "right to be heard" in pdf and "bring evidence" in pdf
    assert "Municipal Clerk" in pdf  # whom to contact
    assert "HEARING-2026-0001" in pdf  # the notice it replaces

    client.force_login(respondent.user)
    page = client.get(reverse("enforcement:mine")).content.decode()
    assert "Notices of hearing" in page and second.document.number in page
    assert read_download(client.get(second.document.get_absolute_url())).startswith(b"%PDF")


def test_158_12_decision_refused_without_notice_of_hearing(smo, clerk, board):
    """A paper appellant has no account: the notice of hearing is mailed by the Clerk,
    and the decision waits until its mailing (before the hearing) is recorded."""
    from tests.enforcement.factories import respondent_party

    paper = respondent_party(name="Paul Paper")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=paper), deadline=date(2026, 3, 31))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk, notice=notice, received_on=date(2026, 3, 10), grounds="Letter."
        )
    _scheduled(board, appeal, local(2026, 3, 11, 9, 0), local(2026, 3, 26, 19, 0))
    hearing_notice = appeal.hearing_notices.get()
    assert Notification.objects.filter(
        recipient=clerk, subject__contains=hearing_notice.document.number
    ).exists()

    def decide():
        with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
            return appeals.appeal_decide(
                acting_user=board,
                appeal=appeal,
                outcome=Appeal.Outcome.UPHOLD,
                votes=votes(on=date(2026, 3, 26), for_=4, against=1),
                decision_text="The dye test traced the flow to the wash bays.",
                decided_on=date(2026, 3, 26),
            )

    with pytest.raises(ValidationError) as refused:
        decide()
    assert (
        f"Notice of hearing {hearing_notice.document.number} was not served on Paul Paper"
        in (refused.value.message_dict["__all__"][0])
    )
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.SCHEDULED and appeal.decision_document is None

    with time_machine.travel(local(2026, 3, 12, 9, 0), tick=False):
        notices.service_record(
            acting_user=clerk,
            document=hearing_notice.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=date(2026, 3, 12),
        )
    # Mailed, not yet served: certified mail counts from the day the receipt shows.
    with pytest.raises(ValidationError, match="was not served on Paul Paper"):
        decide()
    with time_machine.travel(local(2026, 3, 16, 9, 0), tick=False):
        notices.service_receipt_record(
            acting_user=clerk,
            service=hearing_notice.document.service_records.get(),
            receipt_on=date(2026, 3, 14),
        )
    assert decide().state == Appeal.State.DECIDED


def test_158_12_a_notice_of_an_earlier_date_is_no_notice_of_the_hearing_held(smo, clerk, board):
    from tests.enforcement.factories import respondent_party

    paper = respondent_party(name="Paul Paper")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=paper), deadline=date(2026, 3, 31))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk, notice=notice, received_on=date(2026, 3, 10), grounds="Letter."
        )
    _scheduled(board, appeal, local(2026, 3, 11, 9, 0), local(2026, 3, 26, 19, 0))
    with time_machine.travel(local(2026, 3, 11, 15, 0), tick=False):
        notices.service_record(
            acting_user=clerk,
            document=appeal.hearing_notices.get().document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=date(2026, 3, 11),
        )
    # Moved the day before, the appellant consenting to the short notice: the new notice
    # was never served.
    _scheduled(board, appeal, local(2026, 3, 25, 9, 0), local(2026, 3, 26, 20, 0), consent=True)

    with (
        time_machine.travel(local(2026, 3, 27, 9, 0), tick=False),
        pytest.raises(ValidationError, match="was not served on Paul Paper before the hearing"),
    ):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 26), for_=4, against=1),
            decision_text="Upheld.",
            decided_on=date(2026, 3, 26),
        )


def test_158_12_159_8c1f_a_member_reads_only_the_appeals_their_body_hears(
    smo, clerk, board, respondent
):
    """A seated member of one body reads the appeals that body hears (their pages,
    hearing packets and PDFs, the docket), never those another body hears (issue 45, 6a):
    the Chapter 158 appeal is the Town Board's (§ 158-12), the Chapter 159 appeal the
    Planning Board's by the Town's policy (§ 159-8C(1)(f))."""
    from django.test import Client
    from django.urls import reverse

    from tests.factories import UserFactory
    from tests.seats import seat

    planner = UserFactory(roles=[Role.REVIEWING_BODY], full_name="Pat Lanning")
    seat("planning_board", [planner], members=7)
    _planning_board_hears(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice_158 = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 4, 30))
        notice_159 = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 30)
        )
    _served(smo, notice_159, local(2026, 3, 3, 9, 0))
    town_boards = _file(respondent, notice_158, local(2026, 3, 10, 10, 0))
    planning_boards = _file(respondent, notice_159, local(2026, 3, 10, 10, 5))
    assert (town_boards.hearing_body, planning_boards.hearing_body) == (
        "Town Board",
        "Planning Board",
    )

    def pages(appeal):
        return [
            reverse("enforcement:appeal_detail", args=[appeal.reference]),
            reverse("enforcement:hearing_packet", args=[appeal.reference]),
            reverse("enforcement:notice_detail", args=[appeal.notice.number]),
            reverse("documents:issued_download", args=[appeal.notice.document.number]),
        ]

    docket = reverse("enforcement:docket")
    with time_machine.travel(local(2026, 3, 12, 9, 0), tick=False):
        for member, theirs, others in (
            (planner, planning_boards, town_boards),
            (board, town_boards, planning_boards),
        ):
            browser = Client()
            browser.force_login(member)
            for url in pages(others):
                assert browser.get(url).status_code == 404, (member, url)
            for url in pages(theirs):
                assert browser.get(url).status_code == 200, (member, url)
            listed = browser.get(docket).content.decode()
            assert theirs.reference in listed and others.reference not in listed
            listed = browser.get(docket, {"tab": "decided"}).content.decode()
            assert others.reference not in listed
        # Office staff read the whole docket.
        browser = Client()
        browser.force_login(clerk)
        listed = browser.get(docket).content.decode()
        assert town_boards.reference in listed and planning_boards.reference in listed

    # A seat that has ended reads nothing more.
    planner.memberships.update(ends_on=date(2026, 3, 11))
    with time_machine.travel(local(2026, 3, 12, 9, 0), tick=False):
        browser = Client()
        browser.force_login(planner)
        for url in pages(planning_boards):
            assert browser.get(url).status_code == 404, url


def test_the_appeal_policy_links_the_policies_page_only_for_those_who_may_open_it(
    clerk, board, client
):
    """The Town Board reads the appeal policy but not the office's rules and policy
    periods (403): its page names that page without a link it cannot follow."""
    from django.urls import reverse

    policies = reverse("deadlines:policies")
    client.force_login(board)
    assert client.get(policies).status_code == 403
    assert policies not in client.get(reverse("enforcement:appeal_policy")).content.decode()
    client.force_login(clerk)
    assert policies in client.get(reverse("enforcement:appeal_policy")).content.decode()
