"""Issue 43, item 13: a form's "Check" step runs the very check its "Record and issue"
step runs (one code path in the service), so that nothing the check accepted is refused
when it is recorded; a correction keeps what the notice it corrects recorded."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.urls import reverse

from enforcement.models import Appeal, NoticeOfViolation
from enforcement.services import appeals
from lockport_sw.bodies.models import Body
from lockport_sw.registry.services import ownership_record
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    respondent_party,
    schedule_hearing,
    served_in_person,
)
from tests.factories import PropertyFactory
from tests.seats import ballot

pytestmark = pytest.mark.django_db


def _heard(smo, board, respondent):
    """An appeal heard on March 26, 2026, its hearing noticed."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 4, 30))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(
            acting_user=respondent.user, notice=notice, grounds="A hydrant test."
        )
        return schedule_hearing(board, appeal, local(2026, 3, 26, 19))


def _decision_post(members, *, decided_on: str, for_: int, against: int, confirmed=False):
    votes = ballot(members, for_=for_, against=against, absent=len(members) - for_ - against)
    data = {
        "outcome": Appeal.Outcome.UPHOLD,
        "decision_text": "The dye test traced the flow to the wash bays.",
        "decided_on": decided_on,
        **{f"vote_{pk}": vote for pk, vote in votes.items()},
    }
    if confirmed:
        data["confirmed"] = "True"
    return data, votes


@pytest.mark.parametrize(
    ("decided_on", "for_", "against", "field", "says"),
    [
        ("2026-03-28", 4, 1, "decided_on", "dated in the future"),  # after today: refused
        ("2026-03-25", 4, 1, "decided_on", "predate the hearing"),  # before the hearing
        ("2026-03-26", 2, 1, "votes", "did not carry"),  # GCL § 41: two of five, no majority
    ],
)
def test_158_12_check_refuses_the_decision_record_would_refuse(
    client, smo, board, respondent, decided_on, for_, against, field, says
):
    """The "Check the decision" step refuses a bad date or a vote short of a majority of
    the whole Board, with the service's own words, as "Record and issue" does."""
    appeal = _heard(smo, board, respondent)
    members = list(Body.objects.get(kind="town_board").members_on(date(2026, 3, 26)))
    url = reverse("enforcement:appeal_decide", args=[appeal.reference])
    client.force_login(board)

    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        data, votes = _decision_post(members, decided_on=decided_on, for_=for_, against=against)
        checked = client.post(url, data)
        with pytest.raises(ValidationError, match=says) as refused:
            appeals.appeal_decide(
                acting_user=board,
                appeal=appeal,
                outcome=data["outcome"],
                votes=votes,
                decision_text=data["decision_text"],
                decided_on=date.fromisoformat(decided_on),
            )
        recorded = client.post(url, {**data, "confirmed": "True"})

    for response in (checked, recorded):
        page = response.content.decode()
        assert response.status_code == 200
        assert "Check the decision, then record it" not in page  # not offered to record
        messages = [m for ms in refused.value.message_dict.values() for m in ms]
        assert any(m.split(":")[0][:40] in page for m in messages), messages
        assert data["decision_text"] in page  # what was typed is kept
    assert field in refused.value.message_dict
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.SCHEDULED and appeal.decision_document is None


def test_158_12_check_accepts_the_decision_record_then_records(client, smo, board, respondent):
    appeal = _heard(smo, board, respondent)
    members = list(Body.objects.get(kind="town_board").members_on(date(2026, 3, 26)))
    url = reverse("enforcement:appeal_decide", args=[appeal.reference])
    client.force_login(board)
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        data, _ = _decision_post(members, decided_on="2026-03-26", for_=4, against=1)
        checked = client.post(url, data)
        assert "Check the decision, then record it" in checked.content.decode()
        recorded = client.post(url, {**data, "confirmed": "True"})
    assert recorded.status_code == 302
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.DECIDED


def test_159_8c1_check_refuses_the_notice_issuing_would_refuse(client, smo, applicant):
    """A Chapter 159 notice goes to every landowner of record: a co-owner the registry
    holds no postal address for is refused at "Check the notice", as issuing refuses it."""
    parcel = PropertyFactory()
    first = respondent_party(name="Ona Owner")
    second = respondent_party(name="Tad Twoowner", mailing_street="", mailing_postal_code="")
    for owner in (first, second):
        ownership_record(acting_user=smo, parcel=parcel, party=owner, source="Deed")
    violation = make_violation(smo, chapter="159", party=first, parcel=parcel)
    client.force_login(smo)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        response = client.post(
            reverse("enforcement:notice_issue", args=[violation.reference]),
            {
                "addressee": first.pk,
                "nature": "Silt fence down; sediment in the road.",
                "measures": "Reinstall the silt fence.",
                "deadline": "2026-04-30",
            },
        )
    page = response.content.decode()
    assert response.status_code == 200
    assert "Check the notice, then issue it" not in page
    assert "Tad Twoowner has no complete mailing address" in page
    assert not NoticeOfViolation.objects.exists()


def test_158_11a_a_correction_keeps_the_emergency_reason(client, smo, respondent):
    """The correction form starts from the notice it corrects, its emergency reason
    (the deadline inside the appeal period) included."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo,
            make_violation(smo, party=respondent),
            deadline=date(2026, 3, 6),
            emergency_reason="Solvent is reaching Eighteen Mile Creek.",
        )
        client.force_login(smo)
        page = client.get(reverse("enforcement:notice_correct", args=[notice.number]))
    assert "Solvent is reaching Eighteen Mile Creek." in page.content.decode()


# --- Issue 43, item 11: the body the policy names ------------------------------------------


def test_159_8c1f_the_appeal_clocks_name_the_body_the_policy_names_and_its_vote(
    smo, clerk, board, respondent
):
    """§ 159-8C(1)(f) says "to the Town": the Board's resolution names the body, adopted
    by a recorded vote (GCL § 41, as a fee schedule's). The hearing and filing clocks are
    that body's: the Planning Board's members act on them, not the Town Board's."""
    from enforcement.services import notices
    from lockport_sw.accounts.roles import Role
    from lockport_sw.deadlines.selectors import clocks_for
    from tests.seats import votes

    with pytest.raises(ValidationError) as refused:
        appeals.appeal_policy_set(
            acting_user=clerk,
            chapter="159",
            hearing_body="Planning Board",
            resolution="2026-12",
            adopted_on=date(2026, 2, 3),
            votes=votes(on=date(2026, 2, 3), for_=2, against=3),
        )
    assert "did not carry" in refused.value.message_dict["votes"][0]
    setting = appeals.appeal_policy_set(
        acting_user=clerk,
        chapter="159",
        hearing_body="Planning Board",
        resolution="2026-12",
        adopted_on=date(2026, 2, 3),
        votes=votes(on=date(2026, 2, 3), for_=4, against=1),
    )
    assert appeals.appeal_policy_vote(setting).startswith("4 in favor (")

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 30)
        )
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method="personal",
            served_by_name="Ines Park",
            served_at=local(2026, 3, 2, 10, 0),
        )
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(acting_user=respondent.user, notice=notice, grounds="No.")

    hearing = clocks_for(appeal).get(rule_code="nov159_appeal_hearing")
    assert hearing.responsible_role == Role.REVIEWING_BODY
    assert "Planning Board" in hearing.subject_label and "Town Board" not in hearing.rule.title


def test_159_8c1f_the_policy_page_takes_the_boards_vote(client, clerk, board):
    from tests.seats import ballot

    members = list(Body.objects.get(kind="town_board").members_on(date(2026, 2, 3)))
    client.force_login(clerk)
    url = reverse("enforcement:appeal_policy")
    page = client.get(url).content.decode()
    assert "Bo Ardley" in page  # each member seated is asked for their vote
    short = {f"vote_{pk}": c for pk, c in ballot(members, 2, 3).items()}
    post = {"hearing_body": "Planning Board", "resolution": "2026-12", "adopted_on": "2026-02-03"}
    refused = client.post(url, {**post, **short})
    assert refused.status_code == 200 and "did not carry" in refused.content.decode()
    carried = {f"vote_{pk}": c for pk, c in ballot(members, 4, 1).items()}
    assert client.post(url, {**post, **carried}).status_code == 302
    assert "4 in favor" in client.get(url).content.decode()


def test_158_13a_the_corrective_measures_form_is_not_offered_when_refused(client, smo, respondent):
    """§ 158-13A: before the time to correct has run, the page says why once, and offers
    no form; a post is refused the same way."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 4, 30))
        served_in_person(smo, notice)  # the time to correct starts at full service
    client.force_login(smo)
    url = reverse("enforcement:corrective_start", args=[notice.number])
    with time_machine.travel(local(2026, 3, 20, 10, 0), tick=False):  # appeal period over
        shown, posted = client.get(url), client.post(url, {"measures": "Regrade."})
    for response in (shown, posted):
        page = response.content.decode()
        main = page[page.index("<main") : page.index("</main>")]
        assert response.status_code == 200
        assert "<form" not in main
        assert main.count("The violator has until") == 1, main
    assert not notice.corrective_actions.exists()
