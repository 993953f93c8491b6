"""Issue 23, item 3: every Chapter 158 order or notice is checked first, like the notice
of violation: the page shows the addressee and the address, the text that will print,
the clock and the event it counts from; the letter is issued only when that page is
confirmed, and a refused form keeps everything typed."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.urls import reverse

from enforcement.models import ServedLetter, ServiceRecord
from enforcement.services import notices
from illicit.models import AccessAction, Authorization, Case, Order
from illicit.services import access
from tests.factories import PartyFactory
from tests.illicit.world import ADDRESS, case, confirmed, local

pytestmark = pytest.mark.django_db


def _page(response) -> str:
    return " ".join(response.content.decode().split())


def test_158_5c_the_order_is_checked_first_and_issued_only_on_confirmation(client, smo):
    owner = PartyFactory(name="Olive Owner", **ADDRESS)
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY, owner=owner)
        url = reverse("illicit:case_act", args=[made.reference, "order"])
        typed = {
            "kind": Order.Kind.NOTICE_5C,
            "party": owner.pk,
            "requirements": "Remove the pet waste piled at the catch basin.",
            "due_date": "2026-11-14",
        }
        client.force_login(smo)
        check = client.post(url, typed)
        page = _page(check)
        assert check.status_code == 200 and "Check before issuing" in page
        assert f"Olive Owner, {owner.mailing_address}" in page
        assert "Under § 158-5C you shall take all reasonable actions" in page
        assert "Remove the pet waste piled at the catch basin." in page
        assert "To be completed by Saturday, November 14, 2026." in page
        assert "the date set, November 14, 2026, counted from its issuance; not extended" in page
        assert not Order.objects.exists() and not ServedLetter.objects.exists()

        # "Change it": back to the form, everything typed kept.
        edit = _page(client.post(url, {**typed, "confirmed": "1", "edit": "1"}))
        assert "Check before issuing" not in edit
        assert "Remove the pet waste piled at the catch basin." in edit
        assert 'value="2026-11-14"' in edit
        assert not Order.objects.exists()

        issued = client.post(url, {**typed, "confirmed": "1"})
    assert issued.status_code == 302
    letter = ServedLetter.objects.get()
    assert letter.kind == "ORDER" and letter.addressee == owner
    assert letter.due_date == date(2026, 11, 14)


def test_158_5c_a_refused_order_keeps_what_was_typed_and_issues_nothing(client, smo):
    nowhere = PartyFactory(name="Nora Noaddress", mailing_street="", mailing_postal_code="")
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        made = case(smo, kind=Case.Kind.ACTIVITY)
        client.force_login(smo)
        refused = client.post(
            reverse("illicit:case_act", args=[made.reference, "order"]),
            {
                "kind": Order.Kind.BMP_6B,
                "party": nowhere.pk,
                "requirements": "Install an oil-water separator at the wash bay.",
                "due_date": "2026-12-01",
            },
        )
    page = _page(refused)
    assert refused.status_code == 200 and "Check before issuing" not in page
    assert "Nora Noaddress has no complete mailing address" in page
    assert "Install an oil-water separator at the wash bay." in page
    assert not Order.objects.exists() and not ServedLetter.objects.exists()


def test_158_8b_the_notice_of_proposed_termination_is_checked_first(client, smo):
    made = confirmed(smo)
    url = reverse("illicit:case_act", args=[made.reference, "access"])
    typed = {
        "kind": AccessAction.Kind.TERMINATION,
        "party": made.operator.pk,
        "at": "2026-06-01T09:00",
        "reasons": "Wash water discharged daily despite the notice of violation.",
    }
    with time_machine.travel(local(2026, 6, 1, 10), tick=False):
        client.force_login(smo)
        page = _page(client.post(url, typed))
        assert "Notice of proposed termination of MS4 access (§ 158-8B)" in page
        assert f"Mill Road Auto Wash, {made.operator.mailing_address}" in page
        assert "Wash water discharged daily" in page
        assert "counted from service on the addressee" in page
        assert not AccessAction.objects.exists()
        assert client.post(url, {**typed, "confirmed": "1"}).status_code == 302
    assert AccessAction.objects.get().letters.get().kind == "MS4-TERMINATE"


def test_158_8b_the_determination_is_checked_first(client, smo):
    made = confirmed(smo)
    with time_machine.travel(local(2026, 6, 1, 9), tick=False):
        action = access.termination_propose(
            acting_user=smo,
            case=made,
            party=made.operator,
            reasons="Wash water discharged daily.",
            at=local(2026, 6, 1, 9),
        )
    with time_machine.travel(local(2026, 6, 2, 10), tick=False):
        notices.service_record(
            acting_user=smo,
            document=action.letters.get().document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Sam Officer",
            served_at=local(2026, 6, 2, 10),
        )
    url = reverse("illicit:access_act", args=[action.pk, "decide"])
    typed = {"terminate": "yes", "text": "The wash bay still drains to the catch basin."}
    client.force_login(smo)
    with time_machine.travel(local(2026, 6, 5, 10), tick=False):  # inside the petition period
        refused = _page(client.post(url, typed))
        assert "may petition for a reconsideration and hearing until" in refused
        assert "The wash bay still drains to the catch basin." in refused
    with time_machine.travel(local(2026, 6, 20, 10), tick=False):
        client.force_login(smo)  # a new session: the last one ended idle on June 5
        page = _page(client.post(url, typed))
        assert "Determination on the termination of MS4 access (§ 158-8B)" in page
        assert "has not ceased or is likely to reoccur" in page
        assert "The wash bay still drains to the catch basin." in page
        action.refresh_from_db()
        assert action.state == AccessAction.State.PROPOSED
        assert client.post(url, {**typed, "confirmed": "1"}).status_code == 302
    action.refresh_from_db()
    assert action.state == AccessAction.State.TERMINATED
    assert action.letters.filter(kind="MS4-DETERMINE").exists()


def test_158_8a_the_written_notice_of_a_suspension_is_checked_first(client, smo):
    made = confirmed(smo)
    with time_machine.travel(local(2026, 6, 1, 9), tick=False):
        action = access.emergency_suspend(
            acting_user=smo,
            case=made,
            party=made.operator,
            reasons="Solvent pouring into the storm sewer.",
            at=local(2026, 6, 1, 9),
        )
        url = reverse("illicit:access_act", args=[action.pk, "notice"])
        client.force_login(smo)
        page = _page(client.post(url, {}))
        assert "Notice of emergency suspension of MS4 access (§ 158-8A)" in page
        assert "Solvent pouring into the storm sewer." in page
        assert not action.letters.exists()
        assert client.post(url, {"confirmed": "1"}).status_code == 302
    assert action.letters.get().kind == "MS4-SUSPEND"


def test_158_4a2_the_written_approval_is_checked_first(client, smo):
    made = case(smo)
    url = reverse("illicit:case_act", args=[made.reference, "authorization"])
    typed = {
        "ground": Authorization.Ground.EMERGENCY,
        "description": "Pumping floodwater from a basement to the storm sewer.",
        "party": made.owner.pk,
        "approved_on": "2026-04-10",
        "valid_from": "2026-04-10T09:00",
        "valid_until": "2026-04-12T18:00",
        "conditions": "Through a sediment bag; stop if the water is oily.",
    }
    with time_machine.travel(local(2026, 4, 10, 9, 30), tick=False):
        client.force_login(smo)
        page = _page(client.post(url, typed))
        assert "Written approval of a discharge to protect life or property (§ 158-4A(2))" in page
        assert "Through a sediment bag; stop if the water is oily." in page
        assert "from the start of the approved period to its end" in page
        assert not Authorization.objects.exists()
        assert client.post(url, {**typed, "confirmed": "1"}).status_code == 302
    assert Authorization.objects.get().party == made.owner
    assert ServedLetter.objects.get().kind == "DISCHARGE-APPROVAL"
