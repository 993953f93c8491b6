"""Service is on a person, not on a document (docs/statute/README.md, "Readings decided
for service, hearings and corrective measures"; issue 43, items 1, 4 and 5): each
landowner of record a Chapter 159 notice is addressed to is served separately, their
15 days to appeal (§ 159-8C(1)(f)) run from their own service, each appeals in their
own name online or on paper, co-owners may join one appeal, the time to correct starts
when every addressee is served and never runs out inside a window, a date that passed
before service is no date, and an upheld appeal never shortens the time (§ 158-13A)."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse

from enforcement import selectors
from enforcement.models import Appeal, NoticeOfViolation, ServiceRecord
from enforcement.services import appeals, corrective, notices
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.registry.services import ownership_record
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    respondent_party,
    respondent_user,
    schedule_hearing,
    served_in_person,
    window_of,
)
from tests.seats import votes
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db


def _owner(smo, parcel, name, *, account=False):
    user = respondent_user() if account else None
    party = respondent_party(name=name, user=user)
    ownership_record(
        acting_user=smo, parcel=parcel, party=party, acquired_on=date(2019, 3, 1), source="Deed"
    )
    return party


def _two_owner_notice(smo, applicant, *, deadline=date(2026, 4, 30)):
    """A Chapter 159 notice issued Monday March 2 on a parcel owned by Ann and Bob (Bob
    has an account)."""
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = make_project(applicant)
        violation = make_violation(
            smo,
            chapter="159",
            party=project.applicant_party,
            parcel=project.parcel,
            subject=project,
            subject_label=project.label,
            started_on=date(2026, 3, 1),
        )
        ann = _owner(smo, project.parcel, "Ann Landholder")
        bob = _owner(smo, project.parcel, "Bob Landholder", account=True)
        notice = issue(smo, violation, deadline=deadline)
    ann_, bob_ = notice.addressees.get(party=ann), notice.addressees.get(party=bob)
    return notice, ann_, bob_


def _in_person(smo, notice, person, at):
    with time_machine.travel(at, tick=False):
        return notices.service_record(
            acting_user=smo,
            document=notice.document,
            addressee=person,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=at,
        )


def _certified(smo, notice, person, mailed_on, receipt_on):
    with time_machine.travel(local(mailed_on.year, mailed_on.month, mailed_on.day, 16), tick=False):
        mailing = notices.service_record(
            acting_user=smo,
            document=notice.document,
            addressee=person,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9407111898765432101234",
            mailed_on=mailed_on,
        )
    with time_machine.travel(local(receipt_on.year, receipt_on.month, receipt_on.day, 16)):
        return notices.service_receipt_record(
            acting_user=smo, service=mailing, receipt_on=receipt_on
        )


def test_159_8C_1_f_two_owners_served_on_different_days_by_different_methods(smo, applicant):
    """Ann is served in person on Tuesday March 3: her 15 days end Wednesday March 18.
    Bob's certified mail is delivered Thursday March 12: his end Friday March 27. The
    notice is served when both are, and its time to correct starts then."""
    notice, ann, bob = _two_owner_notice(smo, applicant)

    with (
        time_machine.travel(local(2026, 3, 3, 15), tick=False),
        pytest.raises(ValidationError) as whom,
    ):
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=local(2026, 3, 3, 14),
        )
    assert "Choose the person it served" in whom.value.message_dict["addressee"][0]

    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    notice.refresh_from_db()
    assert notice.state == NoticeOfViolation.State.ISSUED  # Bob is not yet served
    assert window_of(notice, ann).due_date == date(2026, 3, 18)
    assert not clocks_for(bob).exists()
    assert not clocks_for(notice).filter(rule_code="nov159_remediation").exists()

    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))

    notice.refresh_from_db()
    ann.refresh_from_db()
    bob.refresh_from_db()
    assert ann.served_at == local(2026, 3, 3, 14)
    assert bob.served_at == local(2026, 3, 12, 0, 0)
    assert window_of(notice, bob).due_date == date(2026, 3, 27)
    assert notice.state == NoticeOfViolation.State.SERVED
    assert notice.served_at == bob.served_at
    remediation = clocks_for(notice).get(rule_code="nov159_remediation")
    assert remediation.starts_at == bob.served_at
    assert remediation.due_date == date(2026, 4, 30)


def test_159_8C_1_f_the_second_owner_appeals_in_their_own_name_after_the_first_window_closed(
    smo, applicant, clerk
):
    """On Friday March 20 Ann's window has closed; Bob, served March 12, appeals online in
    his own name and in time. "Appeal this notice" was not offered to him before his
    service was recorded, and Ann's own appeal that day is refused as late."""
    notice, ann, bob = _two_owner_notice(smo, applicant)
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    client = Client()
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        client.force_login(bob.party.user)
        page = client.get(notice.get_absolute_url()).content.decode()
    assert "Appeal this notice" not in page
    assert "Service of" in page and "on you is not yet recorded" in page

    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))
    with time_machine.travel(local(2026, 3, 20, 10), tick=False):
        client.force_login(bob.party.user)
        page = client.get(notice.get_absolute_url()).content.decode()
        assert "Appeal this notice" in page
        response = client.post(
            reverse("enforcement:appeal_file", args=[notice.number]),
            {"grounds": "The silt fence is on the neighbour's lot."},
        )
        assert response.status_code == 302
        with pytest.raises(ValidationError, match="for Ann Landholder to appeal") as late:
            appeals.appeal_record_paper(
                acting_user=clerk,
                notice=notice,
                appellant=ann,
                received_on=date(2026, 3, 20),
                grounds="Mine too.",
            )

    appeal = notice.appeals.get()
    assert appeal.appellant == bob.party and not appeal.late
    assert [a.party for a in appeal.appellants.all()] == [bob.party]
    assert window_of(notice, bob).status == Deadline.Status.MET
    assert "for Ann Landholder to appeal" in late.value.message_dict["late_reason"][0]
    assert "ended on Wednesday, March 18, 2026" in late.value.message_dict["late_reason"][0]
    # Bob sees his appeal in "Notices to you".
    with time_machine.travel(local(2026, 3, 20, 11), tick=False):
        client.force_login(bob.party.user)
        mine = client.get(reverse("enforcement:mine")).content.decode()
    assert appeal.reference in mine


def test_159_8C_1_f_the_clerk_records_a_paper_appeal_in_the_appellants_own_name(
    smo, applicant, clerk
):
    notice, ann, bob = _two_owner_notice(smo, applicant)
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))
    client = Client()
    url = reverse("enforcement:appeal_paper", args=[notice.number])

    with time_machine.travel(local(2026, 3, 23, 10), tick=False):
        client.force_login(clerk)
        refused = client.post(url, {"received_on": "2026-03-23", "grounds": "Letter."})
        assert refused.status_code == 200
        assert "Choose the person whose appeal it is" in refused.content.decode()
        response = client.post(
            url, {"appellant": bob.pk, "received_on": "2026-03-23", "grounds": "Letter."}
        )

    assert response.status_code == 302
    appeal = notice.appeals.get()
    assert appeal.appellant == bob.party and not appeal.late
    assert appeal.channel == Appeal.Channel.PAPER


def test_158_12_159_8C_1_f_co_owners_join_one_appeal_each_within_their_own_window(
    smo, applicant, clerk
):
    """Ann appeals on March 10; Bob, served later, joins her appeal on March 25, inside
    his own window: one appeal, two appellants. The notice of hearing and the decision
    go to both, with copies to no one else (both addressees appealed)."""
    notice, ann, bob = _two_owner_notice(smo, applicant)
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))
    with time_machine.travel(local(2026, 3, 10, 10), tick=False):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk,
            notice=notice,
            appellant=ann,
            received_on=date(2026, 3, 10),
            grounds="The fence was down for a day after the storm.",
        )
    assert appeals.appeal_recipients(appeal) == ([ann.party], [bob.party])

    client = Client()
    with time_machine.travel(local(2026, 3, 25, 10), tick=False):
        client.force_login(bob.party.user)
        form = client.get(reverse("enforcement:appeal_file", args=[notice.number]))
        assert f"Appeal {appeal.reference}, filed by Ann Landholder" in form.content.decode()
        response = client.post(
            reverse("enforcement:appeal_file", args=[notice.number]),
            {"join": appeal.pk, "grounds": "I join: the same storm."},
        )
        assert response.status_code == 302
        with pytest.raises(ValidationError, match="Bob Landholder already appealed"):
            appeals.appeal_file(
                acting_user=bob.party.user, notice=notice, grounds="Again.", join=appeal
            )

    assert notice.appeals.count() == 1
    joined = [(a.party, a.late) for a in appeal.appellants.all()]
    assert joined == [(ann.party, False), (bob.party, False)]
    assert window_of(notice, bob).status == Deadline.Status.MET
    assert appeals.appeal_recipients(appeal) == ([ann.party, bob.party], [])
    assert appeal in selectors.appeals_of(bob.party.user)
    assert appeals.appeal_refusal(notice) != ""  # everyone addressed has appealed
    with time_machine.travel(local(2026, 3, 25, 11), tick=False):
        client.force_login(clerk)
        page = client.get(appeal.get_absolute_url()).content.decode()
    assert "Joined by" in page and "Bob Landholder, March 25, 2026" in page


def test_159_8C_1_f_the_time_to_correct_never_runs_out_while_a_window_is_open(smo, applicant):
    """The notice sets Wednesday March 18 (after the earliest window's end, March 17);
    Bob is served only on Tuesday March 10, so he may appeal to Wednesday March 25: the
    time to correct, started at full service, runs to that day, not to March 18."""
    notice, ann, bob = _two_owner_notice(smo, applicant, deadline=date(2026, 3, 18))
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _in_person(smo, notice, bob, local(2026, 3, 10, 9))

    clock = clocks_for(notice).get(rule_code="nov159_remediation")
    assert clock.due_date == date(2026, 3, 25)
    with time_machine.travel(local(2026, 3, 20, 10), tick=False):
        assert "runs to March 25, 2026" in corrective.why_not_yet(notice)
        assert not selectors.corrective_due().filter(pk=notice.pk).exists()


def test_159_8C_1_d_a_date_that_passed_before_service_is_no_date(smo, applicant):
    """Statute README: a date set in a notice that passes before the notice is served is
    no date: service is recorded, no time to correct starts, and the SMO is told to
    correct the notice."""
    notice, ann, bob = _two_owner_notice(smo, applicant, deadline=date(2026, 3, 20))
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _in_person(smo, notice, bob, local(2026, 3, 23, 9))

    notice.refresh_from_db()
    assert notice.state == NoticeOfViolation.State.SERVED
    assert not clocks_for(notice).filter(rule_code="nov159_remediation").exists()
    passed = notices.date_passed_before_service(notice)
    assert "March 20, 2026, passed before it was served on Bob Landholder" in passed
    assert "Issue a correction with a new date" in passed
    with time_machine.travel(local(2026, 4, 20, 10), tick=False):
        assert corrective.why_not_yet(notice) == passed
    client = Client()
    with time_machine.travel(local(2026, 3, 23, 10), tick=False):
        client.force_login(smo)
        page = client.get(notice.get_absolute_url()).content.decode()
    assert 'id="date-passed"' in page


def _heard(smo, board, respondent, *, deadline, issued, hearing_at):
    with time_machine.travel(issued, tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=deadline)
        served_in_person(smo, notice)
    with time_machine.travel(issued.replace(day=issued.day + 3), tick=False):
        appeal = appeals.appeal_file(
            acting_user=respondent.user, notice=notice, grounds="The water was from a hydrant."
        )
        schedule_hearing(board, appeal, hearing_at)
    return notice, appeal


def test_158_13A_an_upheld_appeal_never_shortens_the_time_to_correct(smo, board, respondent):
    """The notice set Thursday December 31; the Board upholds it on Thursday December 3:
    the fifth business day after the decision is Thursday December 10, earlier than the
    date set: the time to correct stays December 31 (the later of the two)."""
    notice, appeal = _heard(
        smo,
        board,
        respondent,
        deadline=date(2026, 12, 31),
        issued=local(2026, 11, 2, 10),
        hearing_at=local(2026, 12, 2, 19),
    )
    with time_machine.travel(local(2026, 12, 3, 9), tick=False):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 12, 3), for_=4, against=1),
            decision_text="Upheld.",
            decided_on=date(2026, 12, 3),
        )

    assert corrective.time_to_correct(notice).due_date == date(2026, 12, 31)
    assert (
        not clocks_for(notice)
        .filter(rule_code="violator_correction", status__in=Deadline.UNRESOLVED)
        .exists()
    )


def test_158_13A_an_upheld_appeal_after_the_date_gives_five_business_days(smo, board, respondent):
    """The notice set Friday November 20; the Board upholds it on Thursday December 3:
    the later date is the fifth business day after the decision, Thursday December 10."""
    notice, appeal = _heard(
        smo,
        board,
        respondent,
        deadline=date(2026, 11, 20),
        issued=local(2026, 11, 2, 10),
        hearing_at=local(2026, 12, 2, 19),
    )
    with time_machine.travel(local(2026, 12, 3, 9), tick=False):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 12, 3), for_=4, against=1),
            decision_text="Upheld.",
            decided_on=date(2026, 12, 3),
        )

    clock = corrective.time_to_correct(notice)
    assert (clock.rule_code, clock.due_date) == ("violator_correction", date(2026, 12, 10))


def test_158_12_159_8C_1_f_every_appellant_is_noticed_and_sent_the_decision(
    smo, applicant, clerk, board
):
    """Ann appeals and Bob joins: the Board's hearing is noticed to each by a served
    letter of their own; the decision is refused while Bob's notice is not served in
    time (Ann's is), and accepted once his certified mailing came back refused in time
    (statute README: refused is served). Each is then sent a decision of their own."""
    from enforcement import letters
    from enforcement.services import hearings
    from enforcement.services.served import served_letters

    notice, ann, bob = _two_owner_notice(smo, applicant)
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))
    with time_machine.travel(local(2026, 3, 10, 10), tick=False):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk,
            notice=notice,
            appellant=ann,
            received_on=date(2026, 3, 10),
            grounds="The fence was down for a day after the storm.",
        )
    with time_machine.travel(local(2026, 3, 25, 10), tick=False):
        appeals.appeal_file(
            acting_user=bob.party.user, notice=notice, grounds="I join.", join=appeal
        )
    assert hearings.appeal_appellants(appeal) == [ann.party, bob.party]
    with time_machine.travel(local(2026, 3, 26, 10), tick=False):
        appeal = schedule_hearing(board, appeal, local(2026, 4, 7, 19), serve=False)
    to_ann, to_bob = appeal.notices_of_hearing()
    sent = served_letters(appeal).filter(kind=letters.HEARING_KIND).order_by("pk")
    assert [x.addressee for x in sent] == [ann.party, bob.party]
    assert [x.document for x in sent] == [to_ann.document, to_bob.document]
    assert all(x.copies == [] for x in sent)  # both addressees appealed
    _served_hearing(clerk, to_ann.document, local(2026, 3, 26, 15))
    with time_machine.travel(local(2026, 3, 26, 16), tick=False):
        mailing = notices.service_record(
            acting_user=clerk,
            document=to_bob.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9407111898765432109999",
            mailed_on=date(2026, 3, 26),
        )

    cast = votes(on=date(2026, 4, 7))
    with (
        time_machine.travel(local(2026, 4, 8, 9), tick=False),
        pytest.raises(ValidationError, match=f"{to_bob.document.number} was not served on Bob"),
    ):
        _decide_upheld(board, appeal, cast)
    with time_machine.travel(local(2026, 4, 8, 10), tick=False):
        # Refused on March 27: served that day, eleven days before the hearing.
        notices.service_return_record(
            acting_user=clerk, service=mailing, returned_as="refused", returned_on=date(2026, 3, 27)
        )
        appeal = _decide_upheld(board, appeal, cast)
    decisions = served_letters(appeal).filter(kind=letters.DECISION_KIND).order_by("pk")
    assert [x.addressee for x in decisions] == [ann.party, bob.party]
    assert appeal.decision_document == decisions[0].document


def _joined_appeal(smo, applicant, clerk):
    """Ann appeals on paper on March 10; Bob joins online on March 25."""
    notice, ann, bob = _two_owner_notice(smo, applicant)
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))
    with time_machine.travel(local(2026, 3, 10, 10), tick=False):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk,
            notice=notice,
            appellant=ann,
            received_on=date(2026, 3, 10),
            grounds="The fence was down for a day after the storm.",
        )
    with time_machine.travel(local(2026, 3, 25, 10), tick=False):
        appeals.appeal_file(
            acting_user=bob.party.user, notice=notice, grounds="I join.", join=appeal
        )
    return notice, ann, bob, appeal


def test_158_12_least_notice_each_appellant_consents_for_their_own_notice(
    smo, applicant, clerk, board
):
    """Issue 43, item 2: a hearing sooner than the least notice is set only when every
    appellant whose notice it shortens consented; one appellant's consent goes on their
    own notice of hearing, never on another's."""
    from tests.enforcement.factories import CONSENT

    notice, ann, bob, appeal = _joined_appeal(smo, applicant, clerk)
    at = local(2026, 3, 26, 9)
    ann_says = {ann.party.pk: {**CONSENT, "by": "Ann Landholder", "at": at}}
    with time_machine.travel(local(2026, 3, 26, 10), tick=False):
        with pytest.raises(ValidationError, match="consent of Ann Landholder and Bob") as none:
            schedule_hearing(board, appeal, local(2026, 4, 1, 19), serve=False)
        with pytest.raises(ValidationError, match="record the consent of Bob") as one:
            schedule_hearing(board, appeal, local(2026, 4, 1, 19), serve=False, consents=ann_says)
        appeal.refresh_from_db()
        assert not appeal.hearing_notices.exists()  # nothing issued when refused
        both = {**ann_says, bob.party.pk: {**CONSENT, "by": "Bob Landholder", "at": at}}
        appeal = schedule_hearing(board, appeal, local(2026, 4, 1, 19), serve=False, consents=both)

    assert "Ann Landholder" not in one.value.message_dict["meeting"][0]
    assert "shorter notice" in none.value.message_dict["meeting"][0]
    to_ann, to_bob = appeal.notices_of_hearing()
    assert (to_ann.consent_by, to_bob.consent_by) == ("Ann Landholder", "Bob Landholder")


def test_158_12_least_notice_the_decision_counts_each_appellants_own_consent(
    smo, applicant, clerk, board
):
    """Ann alone consented to short notice; both notices were served two days before the
    hearing: Ann's stands on her consent, Bob's was short and he did not consent, so the
    decision is refused for his notice (hers is not named)."""
    notice, ann, bob, appeal = _joined_appeal(smo, applicant, clerk)
    ann_says = {ann.party.pk: {"by": "Ann Landholder", "how": "signed letter", "at": None}}
    with time_machine.travel(local(2026, 3, 26, 10), tick=False):
        ann_says[ann.party.pk]["at"] = local(2026, 3, 26, 9)
        appeal = schedule_hearing(
            board, appeal, local(2026, 4, 7, 19), serve=False, consents=ann_says
        )
    to_ann, to_bob = appeal.notices_of_hearing()
    assert to_ann.consent_by == "Ann Landholder" and to_bob.consent_by == ""
    _served_hearing(clerk, to_ann.document, local(2026, 4, 5, 15))
    _served_hearing(clerk, to_bob.document, local(2026, 4, 5, 16))

    cast = votes(on=date(2026, 4, 7))
    with (
        time_machine.travel(local(2026, 4, 8, 9), tick=False),
        pytest.raises(ValidationError, match="no consent of Bob Landholder") as refused,
    ):
        _decide_upheld(board, appeal, cast)
    message = " ".join(refused.value.messages)
    assert to_bob.document.number in message and to_ann.document.number not in message


def test_158_12_159_8C_1_f_the_other_owner_is_sent_a_copy_of_the_notice_of_hearing(
    smo, applicant, board
):
    """Bob alone appeals: Ann, the other owner the notice is addressed to, is sent a
    copy of his notice of hearing (``appeal_recipients``)."""
    from enforcement import letters
    from enforcement.services.served import served_letters

    notice, ann, bob = _two_owner_notice(smo, applicant)
    _in_person(smo, notice, ann, local(2026, 3, 3, 14))
    _certified(smo, notice, bob, date(2026, 3, 3), date(2026, 3, 12))
    with time_machine.travel(local(2026, 3, 20, 10), tick=False):
        appeal = appeals.appeal_file(acting_user=bob.party.user, notice=notice, grounds="Storm.")
        appeal = schedule_hearing(board, appeal, local(2026, 4, 14, 19), serve=False)
    (sent,) = served_letters(appeal).filter(kind=letters.HEARING_KIND)
    assert sent.addressee == bob.party
    assert [e["name"] for e in sent.copies] == ["Ann Landholder"]
    assert list(sent.copied_to.all()) == [ann.party]


def _served_hearing(clerk, document, at):
    with time_machine.travel(at, tick=False):
        notices.service_record(
            acting_user=clerk,
            document=document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Carla Clerk",
            served_at=at,
        )


def _decide_upheld(board, appeal, cast):
    return appeals.appeal_decide(
        acting_user=board,
        appeal=appeal,
        outcome=Appeal.Outcome.UPHOLD,
        votes=cast,
        decision_text="Upheld: the fence was down.",
        decided_on=date(2026, 4, 7),
    )


def _decided_for_two(smo, applicant, clerk, board):
    """Ann and Bob's joined appeal, heard April 7 on notice served in time, upheld."""
    notice, ann, bob, appeal = _joined_appeal(smo, applicant, clerk)
    with time_machine.travel(local(2026, 3, 26, 10), tick=False):
        appeal = schedule_hearing(board, appeal, local(2026, 4, 7, 19))
    with time_machine.travel(local(2026, 4, 8, 9), tick=False):
        appeal = _decide_upheld(board, appeal, votes(on=date(2026, 4, 7)))
    return notice, ann, bob, appeal


def test_158_12_159_8C_1_f_the_decision_names_every_appellant_each_copy_to_its_own(
    smo, applicant, clerk, board
):
    """Issue 43, item 3: the decision's body names everyone who appealed (Bob joined
    Ann's appeal), and each is sent a copy addressed to them."""
    from enforcement import letters
    from enforcement.services.served import served_letters
    from tests.pdf_checks import text as pdf_text

    notice, ann, bob, appeal = _decided_for_two(smo, applicant, clerk, board)
    to_ann, to_bob = served_letters(appeal).filter(kind=letters.DECISION_KIND).order_by("pk")
    printed = {}
    for sent in (to_ann, to_bob):
        with sent.document.file.open("rb") as fh:
            printed[sent.addressee.name] = " ".join(pdf_text(fh.read()).split())
    for text in printed.values():
        assert "received the appeal of Ann Landholder from notice of violation" in text
        assert "On March 25, 2026 Bob Landholder joined the appeal in their own name." in text
        assert "each is sent a copy addressed to them" in text
    # Each copy is addressed to its own appellant, first in the letter.
    assert printed["Ann Landholder"].index("Ann Landholder") < printed["Ann Landholder"].index(
        "Bob Landholder"
    )
    assert printed["Bob Landholder"].split("Re:")[0].count("Bob Landholder") == 1
    assert "Ann Landholder" not in printed["Bob Landholder"].split("Re:")[0]


def test_158_13A_159_8C_1_f_an_appeal_of_two_closes_once_both_decisions_are_mailed_and_served(
    smo, applicant, clerk, board
):
    """Issue 43, item 4, end to end through the services: the decision mailed by
    certified mail to Ann and to Bob and filed with the Clerk closes the appeal only
    once both mailings are recorded; each letter is served when its receipt comes back;
    the appeal never shortened anyone's time (§ 158-13A, statute README): the time to
    correct runs to no earlier than the notice's date, nor the fifth business day after
    the decision (Tuesday April 14); each person's window to appeal was met by their
    own appeal."""
    from enforcement import letters
    from enforcement.services import corrective
    from enforcement.services.served import all_served, served_letters

    notice, ann, bob, appeal = _decided_for_two(smo, applicant, clerk, board)
    decisions = list(served_letters(appeal).filter(kind=letters.DECISION_KIND).order_by("pk"))
    assert [d.addressee for d in decisions] == [ann.party, bob.party]

    def mail(sent, article, on):
        with time_machine.travel(local(on.year, on.month, on.day, 15), tick=False):
            return notices.service_record(
                acting_user=clerk,
                document=sent.document,
                method=ServiceRecord.Method.CERTIFIED_MAIL,
                served_by_name="Clara Lee",
                article_number=article,
                mailed_on=on,
            )

    to_ann = mail(decisions[0], "9407111898765432100001", date(2026, 4, 9))
    with time_machine.travel(local(2026, 4, 9, 16), tick=False):
        appeals.decision_record_filing(acting_user=clerk, appeal=appeal, filed_on=date(2026, 4, 9))
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.DECIDED  # Bob's copy is not mailed yet
    assert appeal.mailed_on is None

    to_bob = mail(decisions[1], "9407111898765432100002", date(2026, 4, 10))
    appeal.refresh_from_db()
    assert appeal.state == Appeal.State.CLOSED
    assert appeal.mailed_on == date(2026, 4, 10)  # the later of the two mailings
    filing = clocks_for(appeal).get(rule_code="nov159_decision_filing")
    assert filing.status == Deadline.Status.MET

    assert not all_served(decisions)  # mailed is not served: the receipts decide
    with time_machine.travel(local(2026, 4, 14, 16), tick=False):
        notices.service_receipt_record(
            acting_user=clerk, service=to_ann, receipt_on=date(2026, 4, 13)
        )
        notices.service_return_record(
            acting_user=clerk, service=to_bob, returned_as="refused", returned_on=date(2026, 4, 14)
        )
    decisions = list(served_letters(appeal).filter(kind=letters.DECISION_KIND).order_by("pk"))
    assert all_served(decisions)
    from lockport_sw.calendar.words import town_date

    assert [town_date(d.served_at) for d in decisions] == [date(2026, 4, 13), date(2026, 4, 14)]

    clock = corrective.time_to_correct(notice)
    assert clock.due_date >= date(2026, 4, 30)  # the date the notice set
    assert clock.due_date >= date(2026, 4, 14)  # the fifth business day after April 7
    assert clock.status in Deadline.UNRESOLVED
    for person in (ann, bob):
        window = window_of(notice, person)
        assert window.status == Deadline.Status.MET, person.name
