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
from illicit.models import Case, Order
from illicit.services import orders
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from tests.factories import PartyFactory, UserFactory
from tests.illicit.world import ADDRESS, case, local
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
    assert ("§ 158-6C" in text) == (kind in ("6A", "6B"))


def test_158_5c_a_mailing_refused_serves_it_and_one_returned_unclaimed_does_not(smo):
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
        notices.service_receipt_record(
            acting_user=smo, service=mailings[0], receipt_on=date(2026, 6, 4), returned="refused"
        )
        notices.service_receipt_record(
            acting_user=smo,
            service=mailings[1],
            receipt_on=date(2026, 6, 19),
            returned="unclaimed",
        )
    refused, unclaimed = first.letters.get(), second.letters.get()
    assert refused.served_at == local(2026, 6, 4, 0, 0)
    assert unclaimed.served_at is None and unclaimed.state == ServedLetter.State.ISSUED
