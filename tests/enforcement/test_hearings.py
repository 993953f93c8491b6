"""Notice of a hearing (docs/statute/README.md, "Readings decided for service, hearings and
corrective measures"): the Town Board's least notice (default 10 days) between service of
the notice of hearing and the hearing, mail counted as service completes; shorter only
with the appellant's consent recorded; a hearing is held at a meeting of the body."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from enforcement.models import Appeal, ServiceRecord
from enforcement.services import appeals, hearings, notices
from lockport_sw.bodies import services as bodies
from lockport_sw.bodies.models import Body, MemberVote
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    respondent_party,
    schedule_hearing,
    serve_hearing_notice,
)
from tests.seats import votes

pytestmark = pytest.mark.django_db


def _appeal(smo, clerk, party=None):
    party = party or respondent_party(name="Paul Paper")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=party), deadline=date(2026, 4, 30))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        return appeals.appeal_record_paper(
            acting_user=clerk, notice=notice, received_on=date(2026, 3, 10), grounds="Letter."
        )


def _decide(board, appeal, on: date):
    return appeals.appeal_decide(
        acting_user=board,
        appeal=appeal,
        outcome=Appeal.Outcome.UPHOLD,
        votes=votes(on=on, for_=4, against=1),
        decision_text="The dye test traced the flow to the wash bays.",
        decided_on=on,
    )


def test_158_12_least_notice_a_hearing_a_minute_ahead_is_refused(smo, clerk, board):
    """A hearing at 11:18 PM on a Saturday, set at 11:17 PM that night: refused."""
    appeal = _appeal(smo, clerk)
    with (
        time_machine.travel(local(2026, 3, 14, 23, 17), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        schedule_hearing(board, appeal, local(2026, 3, 14, 23, 18))

    message = refused.value.message_dict["meeting"][0]
    assert "Saturday, March 14, 2026 at 11:18 PM is less than 10 days" in message
    assert "the first day a hearing may be held is Tuesday, March 24, 2026" in message
    assert "consent" in message
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.FILED and appeal.meeting is None
    assert not appeal.hearing_notices.exists()


def test_158_12_least_notice_ten_days_ahead_is_accepted_at_a_meeting_of_the_body(smo, clerk, board):
    appeal = _appeal(smo, clerk)
    with time_machine.travel(local(2026, 3, 14, 23, 17), tick=False):
        appeal = schedule_hearing(board, appeal, local(2026, 3, 24, 19, 0))

    assert appeal.meeting.body.kind == Body.Kind.TOWN_BOARD
    assert appeal.hearing_at == appeal.meeting.starts_at == local(2026, 3, 24, 19, 0)
    assert appeal.hearing_place == appeal.meeting.place
    assert appeal.notice_of_hearing().least_notice_days == 10


def test_158_12_least_notice_a_meeting_of_another_body_is_refused(smo, clerk, board):
    from tests.seats import seat

    planner = seat("planning_board", members=5)[0]
    appeal = _appeal(smo, clerk)
    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        other = bodies.meeting_schedule(
            acting_user=clerk,
            body=planner.body,
            starts_at=local(2026, 4, 2, 19),
            place="Town Hall",
        )
        with pytest.raises(ValidationError, match="the Town Board hears this appeal") as refused:
            appeals.hearing_schedule(acting_user=board, appeal=appeal, meeting=other)

    assert "the Town Board hears this appeal" in refused.value.message_dict["meeting"][0]


def test_158_12_least_notice_short_notice_with_the_appellants_consent_recorded(smo, clerk, board):
    appeal = _appeal(smo, clerk)
    with time_machine.travel(local(2026, 3, 14, 23, 17), tick=False):
        party = appeal.appellant
        with pytest.raises(ValidationError, match=f"consent_at_{party.pk}") as incomplete:
            schedule_hearing(
                board,
                appeal,
                local(2026, 3, 16, 19),
                consents={party.pk: {"by": "Paul Paper", "at": None}},
            )
        appeal = schedule_hearing(board, appeal, local(2026, 3, 16, 19), consent=True)

    assert set(incomplete.value.message_dict) == {
        f"consent_at_{party.pk}",
        f"consent_how_{party.pk}",
    }
    hearing_notice = appeal.notice_of_hearing()
    assert hearing_notice.consent_by and hearing_notice.consent_how
    assert hearing_notice.consent_recorded_by == board
    with time_machine.travel(local(2026, 3, 17, 9, 0), tick=False):
        decided = _decide(board, appeal, date(2026, 3, 16))
    assert decided.heard_at == local(2026, 3, 16, 19)


def test_158_12_least_notice_a_certified_letter_mailed_the_day_before_does_not_count(
    smo, clerk, board
):
    appeal = _appeal(smo, clerk)
    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        appeal = schedule_hearing(board, appeal, local(2026, 3, 26, 19), serve=False)
    document = appeal.notice_of_hearing().document
    with time_machine.travel(local(2026, 3, 25, 9, 0), tick=False):
        mailing = notices.service_record(
            acting_user=clerk,
            document=document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=date(2026, 3, 25),
        )
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        with pytest.raises(ValidationError, match="was not served on Paul Paper"):
            _decide(board, appeal, date(2026, 3, 26))
        # Delivered the morning of the hearing: served, but not ten days before it.
        notices.service_receipt_record(
            acting_user=clerk, service=mailing, receipt_on=date(2026, 3, 26)
        )
        with pytest.raises(ValidationError, match="less than 10 days") as refused:
            _decide(board, appeal, date(2026, 3, 26))

    assert (
        f"Notice of hearing {document.number} was served on March 26, 2026, less than 10 days "
        "before the hearing of March 26, 2026" in refused.value.message_dict["__all__"][0]
    )
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.SCHEDULED and appeal.heard_at is None


def test_158_12_least_notice_nine_days_refused_ten_days_accepted_and_heard(smo, clerk, board):
    from tests.pdf_checks import text

    appeal = _appeal(smo, clerk)
    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        appeal = schedule_hearing(board, appeal, local(2026, 3, 26, 19), serve=False)
    with time_machine.travel(local(2026, 3, 17, 9, 0), tick=False):
        serve_hearing_notice(appeal)  # nine days before March 26
    with (
        time_machine.travel(local(2026, 3, 27, 9, 0), tick=False),
        pytest.raises(ValidationError, match="less than 10 days before the hearing"),
    ):
        _decide(board, appeal, date(2026, 3, 26))

    # Held again at a later meeting, on notice served ten days before it.
    with time_machine.travel(local(2026, 3, 27, 10, 0), tick=False):
        appeal = schedule_hearing(board, appeal, local(2026, 4, 7, 19), serve=False)
    with time_machine.travel(local(2026, 3, 28, 9, 0), tick=False):
        serve_hearing_notice(appeal)  # ten days before April 7
    with (
        time_machine.travel(local(2026, 4, 7, 18, 0), tick=False),
        pytest.raises(ValidationError, match="record the decision after it is held"),
    ):
        _decide(board, appeal, date(2026, 4, 7))
    with time_machine.travel(local(2026, 4, 8, 9, 0), tick=False):
        decided = _decide(board, appeal, date(2026, 4, 7))

    assert decided.heard_at == local(2026, 4, 7, 19)
    with decided.decision_document.file.open("rb") as fh:
        assert "Town Board heard the appeal on April 7, 2026" in text(fh.read())


def test_158_12_least_notice_set_by_a_town_board_resolution_with_its_vote(smo, clerk, board):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        with pytest.raises(PermissionDenied, match="sets the least notice of a hearing"):
            hearings.least_notice_adopt(
                acting_user=smo,
                least_days=14,
                resolution="2026-52",
                adopted_on=date(2026, 3, 2),
                votes=votes(on=date(2026, 3, 2), for_=3, against=2),
            )
        with pytest.raises(ValidationError, match="votes") as no_majority:
            hearings.least_notice_adopt(
                acting_user=clerk,
                least_days=14,
                resolution="2026-52",
                adopted_on=date(2026, 3, 2),
                votes=votes(on=date(2026, 3, 2), for_=2, against=1, absent=2),
            )
        policy = hearings.least_notice_adopt(
            acting_user=clerk,
            least_days=14,
            resolution="2026-52",
            adopted_on=date(2026, 3, 2),
            votes=votes(on=date(2026, 3, 2), for_=3, against=2),
        )
    assert no_majority.value.message_dict
    assert MemberVote.objects.filter(subject_id=policy.pk).count() == 5
    assert hearings.least_notice_days(date(2026, 3, 1)) == 10  # before it: the default
    assert "14 days (Town Board Resolution No. 2026-52 of March 2, 2026)" in (
        hearings.least_notice_words(date(2026, 3, 3))
    )

    appeal = _appeal(smo, clerk)
    with time_machine.travel(local(2026, 3, 11, 9, 0), tick=False):
        with pytest.raises(ValidationError, match="less than 14 days"):
            schedule_hearing(board, appeal, local(2026, 3, 24, 19))
        appeal = schedule_hearing(board, appeal, local(2026, 3, 25, 19))
    assert appeal.notice_of_hearing().least_notice_days == 14


def test_158_12_least_notice_the_clerk_records_the_resolution_on_its_page(clerk, board, client):
    from django.urls import reverse

    from tests.seats import ballot

    url = reverse("enforcement:least_notice_policy")
    client.force_login(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        assert "In force: 10 days (the Town&#x27;s default" in client.get(url).content.decode()
        members = list(Body.objects.get(kind="town_board").members_on(date(2026, 3, 2)))
        cast = ballot(members, for_=3, against=2)
        data = {"least_days": "14", "resolution": "", "adopted_on": "2026-03-02"}
        data.update({f"vote_{pk}": choice for pk, choice in cast.items()})
        refused = client.post(url, data)
        assert refused.status_code == 200
        assert "Give the number of the Town Board" in refused.content.decode()
        assert 'value="14"' in refused.content.decode()  # what was typed is kept
        data["resolution"] = "2026-52"
        assert client.post(url, data).status_code == 302
        page = client.get(url).content.decode()
    assert "In force: 14 days (Town Board Resolution No. 2026-52 of March 2, 2026)" in page
