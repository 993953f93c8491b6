"""Issue 23, item 3: every Chapter 158 order or notice that binds a person is a numbered
letter issued through enforcement's one machinery (served letters): checked first, a
PDF, service recorded (personal, certified mail with the receipt, refused or unclaimed,
posting), listed in "Notices to you", a message and an email; its clock counts from the
event the section names."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.urls import reverse

from enforcement.models import ServedLetter, ServiceRecord
from enforcement.services import notices
from illicit.models import AccessAction, Case, Order
from illicit.services import access, orders
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from tests.factories import PartyFactory, UserFactory
from tests.illicit.world import ADDRESS, case, confirmed, local
from tests.pdf_checks import page_texts

pytestmark = pytest.mark.django_db


def _read(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


def _text(document) -> str:
    return " ".join(" ".join(page_texts(_read(document))).split())


def _respondent():
    user = UserFactory(roles=[Role.APPLICANT], full_name="Olive Owner")
    return PartyFactory(name="Olive Owner", user=user, **ADDRESS)


def test_158_5c_an_order_is_issued_served_listed_to_the_person_and_counts_from_issuance(
    smo, client
):
    owner = _respondent()
    # Monday, November 2, 2026, the order sets Saturday, November 14: a date the Town
    # sets is that date (not extended), counted from the order's issuance.
    with time_machine.travel(local(2026, 11, 2, 10, 0), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY, owner=owner)
        order = orders.order_issue(
            acting_user=smo,
            case=made,
            party=owner,
            kind=Order.Kind.NOTICE_5C,
            requirements="Remove the pet waste piled at the catch basin and keep it away.",
            due_date=date(2026, 11, 14),
        )
    letter = ServedLetter.objects.get()
    assert letter.subject == order and letter.addressee == owner
    assert letter.number.startswith("ORDER-2026-")
    assert letter.citation == "§ 158-5C" and letter.state == ServedLetter.State.ISSUED
    text = _text(letter.document)
    assert "§ 158-5C" in text and "Remove the pet waste" in text
    assert "Saturday, November 14, 2026" in text
    assert "159-" not in text  # Chapter 158's letter cites only its own chapter
    clock = clocks_for(order).get()
    assert clock.rule_code == "order158_due"
    assert clock.starts_at == local(2026, 11, 2, 10, 0)  # issuance, not service
    assert clock.due_date == date(2026, 11, 14)
    # A message (in the inbox) and an email to the person.
    told = Notification.objects.get(recipient=owner.user)
    assert letter.number in told.subject and told.email_status == "pending"

    # Served by certified mail; the return receipt completes service on its date.
    with time_machine.travel(local(2026, 11, 3, 9, 0), tick=False):
        mailing = notices.service_record(
            acting_user=smo,
            document=letter.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Sam Officer",
            article_number="9589 0710 5270 0123 4567 89",
            mailed_on=date(2026, 11, 3),
        )
    letter.refresh_from_db()
    assert letter.served_at is None
    with time_machine.travel(local(2026, 11, 6, 9, 0), tick=False):
        notices.service_receipt_record(
            acting_user=smo, service=mailing, receipt_on=date(2026, 11, 5)
        )
    letter.refresh_from_db()
    assert letter.state == ServedLetter.State.SERVED
    assert letter.served_at == local(2026, 11, 5, 0, 0)
    clock.refresh_from_db()
    assert clock.starts_at == local(2026, 11, 2, 10, 0)  # still from issuance

    # The person finds it in "Notices to you", and opens it; nobody else does.
    client.force_login(owner.user)
    mine = client.get(reverse("enforcement:mine"))
    assert letter.number in mine.content.decode()
    assert client.get(letter.get_absolute_url()).status_code == 200
    client.force_login(UserFactory(roles=[Role.APPLICANT]))
    assert client.get(letter.get_absolute_url()).status_code == 404


def test_158_5c_no_order_without_the_persons_postal_address(smo):
    made = case(smo, kind=Case.Kind.ACTIVITY)
    nowhere = PartyFactory(name="Nat Nowhere")

    with pytest.raises(ValidationError) as refused:
        orders.order_issue(
            acting_user=smo, case=made, party=nowhere, kind="5C", requirements="Stop it."
        )

    assert "no complete mailing address" in refused.value.message_dict["party"][0]
    assert not Order.objects.exists() and not ServedLetter.objects.exists()


@pytest.mark.parametrize("kind", ["6A", "6B", "7"])
def test_158_6_and_158_7_orders_are_served_letters_citing_their_section(smo, kind):
    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        made = case(smo)
        order = orders.order_issue(
            acting_user=smo,
            case=made,
            party=made.operator,
            kind=kind,
            requirements="Secondary containment at the fuel pumps.",
            due_date=date(2026, 6, 30),
        )
    letter = order.letters.get()
    assert letter.citation == f"§ {Order.PROVISION[kind]}"
    text = _text(letter.document)
    assert f"§ {Order.PROVISION[kind]}" in text
    # § 158-6C: on a 6A order; on a 6B order only to an organization (the operator here is
    # recorded as a person: tests/test_words.py, test_158_6c_...).
    assert ("§ 158-6C" in text) == (kind == "6A")


def test_158_5c_a_mailing_refused_or_returned_unclaimed_serves_it_on_that_date(smo):
    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY)
        first = orders.order_issue(
            acting_user=smo, case=made, party=made.owner, kind="5C", requirements="Stop it."
        )
        second = orders.order_issue(
            acting_user=smo, case=made, party=made.operator, kind="5C", requirements="Stop it."
        )
    mailings = []
    with time_machine.travel(local(2026, 6, 2, 10, 0), tick=False):
        for order in (first, second):
            mailings.append(
                notices.service_record(
                    acting_user=smo,
                    document=order.letters.get().document,
                    method=ServiceRecord.Method.CERTIFIED_MAIL,
                    served_by_name="Sam Officer",
                    article_number="95890710527001234567" + str(len(mailings)) * 2,
                    mailed_on=date(2026, 6, 2),
                )
            )
    with time_machine.travel(local(2026, 6, 20, 10, 0), tick=False):
        notices.service_return_record(
            acting_user=smo,
            service=mailings[0],
            returned_as=ServiceRecord.Returned.REFUSED,
            returned_on=date(2026, 6, 4),
        )
        notices.service_return_record(
            acting_user=smo,
            service=mailings[1],
            returned_as=ServiceRecord.Returned.UNCLAIMED,
            returned_on=date(2026, 6, 19),
        )
    refused, unclaimed = first.letters.get(), second.letters.get()
    # A person cannot defeat service by not taking the letter (issue 18, item 7).
    assert refused.served_at == local(2026, 6, 4, 0, 0)
    assert unclaimed.served_at == local(2026, 6, 19, 0, 0)
    assert unclaimed.state == ServedLetter.State.SERVED


# --- § 158-8 ----------------------------------------------------------------------------
def test_158_8a_the_written_notice_of_a_suspension_is_a_served_letter_with_the_reasons(smo):
    with time_machine.travel(local(2026, 12, 24, 10, 30), tick=False):
        made = confirmed(smo)
        action = access.emergency_suspend(
            acting_user=smo,
            case=made,
            party=made.operator,
            reasons="Solvent pouring into the storm sewer toward Eighteen Mile Creek.",
            at=local(2026, 12, 24, 10),
        )
    with time_machine.travel(local(2026, 12, 28, 9), tick=False):
        access.suspension_notice_issue(acting_user=smo, action=action)
        with pytest.raises(ValidationError, match="already issued"):
            access.suspension_notice_issue(acting_user=smo, action=action)
    letter = action.letters.get()
    assert letter.kind == "MS4-SUSPEND" and letter.addressee == made.operator
    text = _text(letter.document)
    assert "Solvent pouring into the storm sewer" in text and "§ 158-8A" in text
    clock = clocks_for(action).get(rule_code="emergency_suspension_notice")
    assert clock.status == "met" and clock.met_at == local(2026, 12, 28, 9)


HEARING_ROOM = "Town Hall, Meeting Room B, 6560 Dysinger Road, Lockport, NY 14094"


def _proposed(smo, made, at):
    with time_machine.travel(at, tick=False):
        return access.termination_propose(
            acting_user=smo,
            case=made,
            party=made.operator,
            reasons="Wash water discharged daily despite the notice of violation.",
            at=at,
        )


def _serve_in_person(smo, letter, at):
    with time_machine.travel(at, tick=False):
        notices.service_record(
            acting_user=smo,
            document=letter.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Sam Officer",
            served_at=at,
        )


def test_158_8b_termination_is_refused_before_the_petition_hearing(smo):
    made = confirmed(smo)
    action = _proposed(smo, made, local(2026, 3, 2, 9))
    _serve_in_person(smo, action.letters.get(), local(2026, 3, 3, 10))
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        access.petition_record(
            acting_user=smo,
            action=action,
            received_on=date(2026, 3, 5),
            hearing_at=local(2026, 3, 30, 14),
            hearing_place=HEARING_ROOM,
        )
    _serve_in_person(smo, action.letters.get(kind="MS4-HEARING"), local(2026, 3, 6, 10))
    assert clocks_for(action).get(rule_code="access_termination_petition").status == "met"

    # After the petition period, but before the hearing: refused.
    with (
        time_machine.travel(local(2026, 3, 30, 13, 59), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        access.termination_decide(
            acting_user=smo, action=action, terminate=True, determination="Not ceased."
        )
    assert (
        "only after the hearing is held (March 30, 2026)"
        in (refused.value.message_dict["terminate"][0])
    )
    action.refresh_from_db()
    assert action.state == AccessAction.State.PETITIONED
    # After the hour, but the hearing is not recorded: refused too.
    with (
        time_machine.travel(local(2026, 3, 30, 15), tick=False),
        pytest.raises(ValidationError, match="and recorded"),
    ):
        access.termination_decide(
            acting_user=smo, action=action, terminate=True, determination="Not ceased."
        )
    with time_machine.travel(local(2026, 3, 30, 15, 30), tick=False):
        access.petition_hearing_record(
            acting_user=smo,
            action=action,
            outcome=AccessAction.Hearing.HELD,
            note="The owner attended with a plumber's invoice dated March 20.",
        )
    with time_machine.travel(local(2026, 3, 30, 16), tick=False):
        decided = access.termination_decide(
            acting_user=smo, action=action, terminate=True, determination="Not ceased."
        )
    assert decided.state == AccessAction.State.TERMINATED


def test_158_8b_termination_waits_for_service_and_the_petition_period(smo):
    made = confirmed(smo)
    action = _proposed(smo, made, local(2026, 6, 1, 9))
    letter = action.letters.get()
    assert letter.kind == "MS4-TERMINATE"
    assert "petition the Stormwater Management Officer" in _text(letter.document)

    def decide():
        return access.termination_decide(
            acting_user=smo, action=action, terminate=True, determination="Not ceased."
        )

    with (
        time_machine.travel(local(2026, 6, 20, 9), tick=False),
        pytest.raises(ValidationError, match="has not been served"),
    ):
        decide()
    # Served Wednesday, June 24: 10 days (Town policy) end Saturday, July 4, a holiday:
    # the violator may petition until Monday, July 6 (GCL § 25-a).
    _serve_in_person(smo, letter, local(2026, 6, 24, 10))
    window = clocks_for(action).get(rule_code="access_termination_petition")
    assert window.starts_at == local(2026, 6, 24, 10) and window.due_date == date(2026, 7, 6)
    with (
        time_machine.travel(local(2026, 7, 6, 16), tick=False),
        pytest.raises(ValidationError, match="until July 6, 2026"),
    ):
        decide()
    with time_machine.travel(local(2026, 7, 7, 9), tick=False):
        assert decide().state == AccessAction.State.TERMINATED
    # Keeping access is never refused: it is what the petition asks for.


def test_158_8b_the_termination_determination_is_a_served_letter(smo, client):
    """§ 158-8B "determines in writing": the determination is issued as a served letter
    (numbered PDF, service, "Notices to you", a message and an email), not only recorded."""
    owner = _respondent()
    made = confirmed(smo)
    with time_machine.travel(local(2026, 6, 1, 9), tick=False):
        action = access.termination_propose(
            acting_user=smo,
            case=made,
            party=owner,
            reasons="Wash water discharged daily despite the notice of violation.",
            at=local(2026, 6, 1, 9),
        )
    _serve_in_person(smo, action.letters.get(), local(2026, 6, 2, 10))
    with time_machine.travel(local(2026, 6, 20, 9), tick=False):
        access.termination_decide(
            acting_user=smo,
            action=action,
            terminate=True,
            determination="The wash bay still drains to the catch basin; it is likely to reoccur.",
        )
    letter = action.letters.get(kind="MS4-DETERMINE")
    assert letter.addressee == owner and letter.citation == "§ 158-8B"
    text = _text(letter.document)
    assert "Determination on the termination of MS4 access" in text
    assert "the violator having made no petition for a reconsideration and hearing" in text
    assert "the illicit discharge has not ceased or is likely to reoccur: the MS4 access" in text
    assert "The wash bay still drains to the catch basin" in text
    assert "159-" not in text
    assert Notification.objects.filter(recipient=owner.user, subject__contains=letter.number)
    client.force_login(owner.user)
    assert letter.number in client.get(reverse("enforcement:mine")).content.decode()
    _serve_in_person(smo, letter, local(2026, 6, 20, 15))
    letter.refresh_from_db()
    assert letter.is_served


# --- Issue 43, item 7: the date to comply by, and "not complied" ------------------------
@pytest.mark.parametrize("kind", ["5C", "6A", "6B", "7"])
def test_158_5c_6_7_the_date_to_comply_by_must_be_after_the_day_of_issue(smo, kind):
    with time_machine.travel(local(2026, 11, 2, 10, 0), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY)
        for day in (date(2026, 11, 2), date(2026, 11, 1)):
            with pytest.raises(ValidationError) as refused:
                orders.order_issue(
                    acting_user=smo,
                    case=made,
                    party=made.owner,
                    kind=kind,
                    requirements="Stop it.",
                    due_date=day,
                )
            assert (
                "after the day of issue (November 2, 2026)"
                in (refused.value.message_dict["due_date"][0])
            )
        assert not Order.objects.exists() and not ServedLetter.objects.exists()
        order = orders.order_issue(
            acting_user=smo,
            case=made,
            party=made.owner,
            kind=kind,
            requirements="Stop it.",
            due_date=date(2026, 11, 3),
        )
    assert order.due_date == date(2026, 11, 3)


def test_158_5c_the_form_shows_the_refused_date_beside_its_field_and_keeps_the_text(smo, client):
    with time_machine.travel(local(2026, 11, 2, 10, 0), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY)
        client.force_login(smo)
        page = client.post(
            reverse("illicit:case_act", args=[made.reference, "order"]),
            {
                "kind": "5C",
                "party": made.owner.pk,
                "requirements": "Remove the pet waste at the catch basin.",
                "due_date": "2026-11-02",
            },
        )
    assert page.status_code == 200
    html = page.content.decode()
    assert "must be after the day of issue" in html
    assert 'id="id_due_date_error"' in html or "due_date" in html.split("must be after")[0][-600:]
    assert "Remove the pet waste at the catch basin." in html
    assert not Order.objects.exists()


def test_158_5c_not_complied_only_after_service_and_the_date_has_passed(smo):
    with time_machine.travel(local(2026, 11, 2, 10, 0), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY)
        order = orders.order_issue(
            acting_user=smo,
            case=made,
            party=made.owner,
            kind="5C",
            requirements="Remove the pet waste at the catch basin.",
            due_date=date(2026, 11, 16),
        )

    def fail():
        return orders.order_verify(
            acting_user=smo, order=order, complied=False, note="Still piled up."
        )

    # At once, and after the date, but never served: refused.
    for moment in (local(2026, 11, 2, 10, 5), local(2026, 11, 20, 9)):
        with time_machine.travel(moment, tick=False), pytest.raises(ValidationError) as refused:
            fail()
        assert "has not been served" in refused.value.message_dict["complied"][0]
    _serve_in_person(smo, order.letters.get(), local(2026, 11, 4, 10))
    # Served, but on the date itself the person still has the day: refused.
    with (
        time_machine.travel(local(2026, 11, 16, 16), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        fail()
    assert "until November 16, 2026 to comply" in refused.value.message_dict["complied"][0]
    order.refresh_from_db()
    assert order.state == Order.State.ISSUED
    with time_machine.travel(local(2026, 11, 17, 9), tick=False):
        assert fail().state == Order.State.NOT_COMPLIED
    # "Complied" is not held back: the person may comply early.


def test_158_5c_an_order_served_on_or_after_its_date_is_never_not_complied(smo):
    with time_machine.travel(local(2026, 11, 2, 10, 0), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY)
        order = orders.order_issue(
            acting_user=smo,
            case=made,
            party=made.owner,
            kind="5C",
            requirements="Stop it.",
            due_date=date(2026, 11, 6),
        )
        dateless = orders.order_issue(
            acting_user=smo, case=made, party=made.owner, kind="5C", requirements="Stop it."
        )
    _serve_in_person(smo, order.letters.get(), local(2026, 11, 6, 10))
    _serve_in_person(smo, dateless.letters.get(), local(2026, 11, 3, 10))
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        with pytest.raises(ValidationError) as refused:
            orders.order_verify(acting_user=smo, order=order, complied=False, note="No.")
        assert "gave no time to comply" in refused.value.message_dict["complied"][0]
        with pytest.raises(ValidationError) as refused:
            orders.order_verify(acting_user=smo, order=dateless, complied=False, note="No.")
        assert "sets no date to comply by" in refused.value.message_dict["complied"][0]


# --- Issue 43, item 6: the § 158-8B petition hearing ------------------------------------
def _petitioned(smo, owner, *, hearing_at, place=HEARING_ROOM):
    made = confirmed(smo)
    with time_machine.travel(local(2026, 3, 2, 9), tick=False):
        action = access.termination_propose(
            acting_user=smo,
            case=made,
            party=owner,
            reasons="Wash water discharged daily despite the notice of violation.",
            at=local(2026, 3, 2, 9),
        )
    _serve_in_person(smo, action.letters.get(), local(2026, 3, 3, 10))
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        return access.petition_record(
            acting_user=smo,
            action=action,
            received_on=date(2026, 3, 5),
            hearing_at=hearing_at,
            hearing_place=place,
        )


def test_158_8b_the_petitioner_is_served_a_notice_of_the_hearing_time_place_and_what_happens(
    smo, tmp_path
):
    owner = _respondent()
    made = confirmed(smo)
    with time_machine.travel(local(2026, 3, 2, 9), tick=False):
        action = access.termination_propose(
            acting_user=smo, case=made, party=owner, reasons="Wash water.", at=local(2026, 3, 2, 9)
        )
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        # No place, or a time already gone: refused beside the field, nothing issued.
        with pytest.raises(ValidationError) as refused:
            access.petition_record(
                acting_user=smo,
                action=action,
                received_on=date(2026, 3, 5),
                hearing_at=local(2026, 3, 5, 9),
                hearing_place=" ",
            )
        assert set(refused.value.message_dict) == {"hearing_at", "hearing_place"}
        assert "in the future" in refused.value.message_dict["hearing_at"][0]
        assert not action.letters.filter(kind="MS4-HEARING").exists()
        access.petition_record(
            acting_user=smo,
            action=action,
            received_on=date(2026, 3, 5),
            hearing_at=local(2026, 3, 30, 14),
            hearing_place=HEARING_ROOM,
        )
    letter = action.letters.get(kind="MS4-HEARING")
    assert letter.addressee == owner and letter.citation == "§ 158-8B"
    assert letter.state == ServedLetter.State.ISSUED  # served like every letter
    data = _read(letter.document)
    text = _text(letter.document)
    assert "Notice of hearing on your petition for reconsideration" in text
    assert "Monday, March 30, 2026 at 2:00 PM EDT" in text
    assert HEARING_ROOM in text
    assert "At the hearing the Stormwater Management Officer reconsiders" in text
    assert "If you do not come" in text and "March 5, 2026" in text
    assert "159-" not in text
    from tests.pdf_checks import render_png

    pngs = render_png(data, tmp_path / "hearing", dpi=60)
    assert pngs and pngs[0].stat().st_size > 0
    told = Notification.objects.get(recipient=owner.user, subject__contains=letter.number)
    assert "March 30, 2026" in told.body and "Meeting Room B" in told.body


def test_158_8b_the_petition_step_checks_the_notice_of_hearing_first(smo, client):
    made = confirmed(smo)
    action = _proposed(smo, made, local(2026, 3, 2, 9))
    url = reverse("illicit:access_act", args=[action.pk, "petition"])
    typed = {
        "received_on": "2026-03-05",
        "hearing_at": "2026-03-30T14:00",
        "hearing_place": HEARING_ROOM,
    }
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        client.force_login(smo)
        page = client.post(url, typed).content.decode()
        assert "Notice of hearing on your petition for reconsideration" in page
        assert HEARING_ROOM in page
        action.refresh_from_db()
        assert action.state == AccessAction.State.PROPOSED
        assert client.post(url, {**typed, "confirmed": "1"}).status_code == 302
    action.refresh_from_db()
    assert action.state == AccessAction.State.PETITIONED
    assert action.letters.filter(kind="MS4-HEARING").count() == 1


def _decide(smo, action, at, *, terminate=True):
    with time_machine.travel(at, tick=False):
        access.termination_decide(
            acting_user=smo,
            action=action,
            terminate=terminate,
            determination="The wash bay still drains to the catch basin.",
        )
    return _text(action.letters.get(kind="MS4-DETERMINE").document)


def test_158_8b_the_determination_says_the_hearing_was_held_only_when_recorded_held(smo):
    action = _petitioned(smo, _respondent(), hearing_at=local(2026, 3, 30, 14))
    _serve_in_person(smo, action.letters.get(kind="MS4-HEARING"), local(2026, 3, 6, 10))
    with (
        time_machine.travel(local(2026, 3, 30, 13), tick=False),
        pytest.raises(ValidationError, match="has not taken place yet"),
    ):
        access.petition_hearing_record(
            acting_user=smo, action=action, outcome="held", note="Early."
        )
    with time_machine.travel(local(2026, 3, 30, 15), tick=False):
        access.petition_hearing_record(
            acting_user=smo,
            action=action,
            outcome=AccessAction.Hearing.HELD,
            note="The owner attended with a plumber's invoice.",
        )
        with pytest.raises(ValidationError, match="already recorded"):
            access.petition_hearing_record(
                acting_user=smo, action=action, outcome="no_appearance", note="x"
            )
    text = _decide(smo, action, local(2026, 3, 31, 9))
    assert "You petitioned for a reconsideration and hearing on March 5, 2026." in text
    assert "The hearing was held Monday, March 30, 2026 at 2:00 PM EDT at Town Hall" in text
    assert "you appeared and were heard" in text
    assert "no petition" not in text


def test_158_8b_no_appearance_is_what_the_determination_says_and_needs_the_notice_served(smo):
    action = _petitioned(smo, _respondent(), hearing_at=local(2026, 3, 30, 14))
    notice = action.letters.get(kind="MS4-HEARING")
    with time_machine.travel(local(2026, 3, 30, 15), tick=False):
        # The notice was never served: the absence is not held against the petitioner.
        with pytest.raises(ValidationError) as refused:
            access.petition_hearing_record(
                acting_user=smo, action=action, outcome="no_appearance", note="Nobody came."
            )
        assert (
            "not served on the petitioner before the hearing"
            in (refused.value.message_dict["outcome"][0])
        )
        with pytest.raises(ValidationError, match="and recorded"):
            access.termination_decide(
                acting_user=smo, action=action, terminate=True, determination="Not ceased."
            )
    # Served after the hearing: still refused.
    _serve_in_person(smo, notice, local(2026, 3, 30, 16))
    with (
        time_machine.travel(local(2026, 3, 30, 17), tick=False),
        pytest.raises(ValidationError, match="not served on the petitioner before"),
    ):
        access.petition_hearing_record(
            acting_user=smo, action=action, outcome="no_appearance", note="Nobody came."
        )


def test_158_8b_the_determination_says_no_appearance_when_the_petitioner_did_not_come(smo):
    action = _petitioned(smo, _respondent(), hearing_at=local(2026, 3, 30, 14))
    _serve_in_person(smo, action.letters.get(kind="MS4-HEARING"), local(2026, 3, 9, 10))
    with time_machine.travel(local(2026, 3, 30, 15), tick=False):
        access.petition_hearing_record(
            acting_user=smo,
            action=action,
            outcome=AccessAction.Hearing.NO_APPEARANCE,
            note="Nobody came by 2:45 PM.",
        )
    text = _decide(smo, action, local(2026, 3, 31, 9))
    assert "The hearing was set for Monday, March 30, 2026 at 2:00 PM EDT at Town Hall" in text
    assert "Notice of the hearing was served on you on March 9, 2026." in text
    assert "You made no appearance at the hearing." in text
    assert "was held" not in text and "heard" not in text


def test_158_8b_access_kept_before_the_hearing_never_says_a_hearing_was_held(smo):
    action = _petitioned(smo, _respondent(), hearing_at=local(2026, 3, 30, 14))
    text = _decide(smo, action, local(2026, 3, 20, 9), terminate=False)
    assert "The hearing set for Monday, March 30, 2026 at 2:00 PM EDT" in text
    assert "has not been held" in text and "was held" not in text
