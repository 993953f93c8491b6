"""Signing links (issue 9 item 8): sent to the person's own address, single use,
expiring after the Town's policy period, limited per case per day, withdrawn on the
case's timeline. Tested on a case of the registry (a Property): the mechanism is
shared, no chapter is needed."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.audit.selectors import timeline
from lockport_sw.invitations import services as links
from lockport_sw.invitations.models import Invitation, LinkPolicy
from lockport_sw.notifications.models import Notification
from tests.deadlines.conftest import local
from tests.factories import PropertyFactory

pytestmark = pytest.mark.django_db


def send(user, case, email="person@example.org", **kwargs):
    return links.invitation_send(
        acting_user=user,
        subject=case,
        kind="test.sign",
        purpose="a test signature",
        email=email,
        url_for=lambda token: f"/sign/{token}/",
        mail_subject="Please sign",
        mail_body="Open the link to sign.",
        **kwargs,
    )


@pytest.fixture
def case():
    return PropertyFactory()


def test_a_link_goes_only_to_the_persons_address_and_only_its_hash_is_kept(smo, case):
    sent = send(smo, case, email=" Person@Example.org ")

    mail = Notification.objects.get()
    assert mail.address == "person@example.org" and mail.url == f"/sign/{sent.token}/"
    assert "can be used once" in mail.body
    stored = Invitation.objects.get()
    assert sent.token not in stored.token_hash and stored.token_hash == links.hash_token(sent.token)
    assert len(sent.token) >= 43  # 256 bits
    assert links.invitation_find(kind="test.sign", token=sent.token) == stored
    with pytest.raises(
        Invitation.DoesNotExist, match="Invitation matching query does not exist\\."
    ):
        links.invitation_find(kind="other.kind", token=sent.token)
    event = timeline(case).first()
    assert event.action == "link.sent" and "person@example.org" in event.summary


@pytest.mark.parametrize("email", ["", "not-an-address"])
def test_a_link_needs_an_address(smo, case, email):
    with pytest.raises(ValidationError) as exc:
        send(smo, case, email=email)
    assert "own email address" in exc.value.message_dict["email"][0]


def test_a_link_is_not_sent_to_the_senders_own_address(applicant, case):
    with pytest.raises(ValidationError) as exc:
        send(applicant, case, email=applicant.email.upper())
    assert "not to yours" in exc.value.message_dict["email"][0]
    assert not Invitation.objects.exists()


def test_a_link_is_used_once(smo, case):
    sent = send(smo, case)
    links.invitation_use(invitation=sent.invitation)

    with pytest.raises(links.LinkUnusable) as exc:
        links.invitation_use(invitation=sent.invitation)

    assert exc.value.state == Invitation.State.USED
    assert "used once" in exc.value.messages[0]


def test_a_link_expires_after_the_policy_period_in_force_when_it_was_sent(smo, case):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        sent = send(smo, case)  # the default: 14 days
        links.policy_set(acting_user=smo, values={"expiry_days": 2})
        later = send(smo, case, email="other@example.org")
    assert sent.invitation.expires_at == local(2026, 3, 16, 10, 0)
    assert later.invitation.expires_at == local(2026, 3, 4, 10, 0)

    with time_machine.travel(local(2026, 3, 4, 10, 0), tick=False):
        assert later.invitation.state == Invitation.State.EXPIRED
        with pytest.raises(links.LinkUnusable) as exc:
            links.invitation_use(invitation=later.invitation)
        assert exc.value.state == Invitation.State.EXPIRED
        links.invitation_use(invitation=sent.invitation)  # still open: used now


def test_a_case_sends_at_most_the_daily_number_of_links_of_the_towns_day(smo, case):
    links.policy_set(acting_user=smo, values={"daily_limit": 2})
    # 11:30 PM in Lockport is already the next day in UTC: the Town's day counts.
    with time_machine.travel(local(2026, 3, 2, 23, 30), tick=False):
        send(smo, case, email="a@example.org")
        send(smo, case, email="b@example.org")
        with pytest.raises(ValidationError) as exc:
            send(smo, case, email="c@example.org")
        assert "2 links today" in exc.value.message_dict["email"][0]
        send(smo, PropertyFactory(), email="c@example.org")  # another case: its own count
    with time_machine.travel(local(2026, 3, 3, 0, 30), tick=False):
        send(smo, case, email="c@example.org")  # the next day
    assert Invitation.objects.filter(subject_id=case.pk).count() == 3


def test_a_withdrawn_link_cannot_be_used_and_the_withdrawal_is_on_the_timeline(smo, case):
    sent = send(smo, case)

    links.invitation_withdraw(acting_user=smo, invitation=sent.invitation, reason="wrong person")

    event = timeline(case).first()
    assert event.action == "link.withdrawn" and event.actor == smo
    assert "wrong person" in event.summary
    with pytest.raises(links.LinkUnusable) as exc:
        links.invitation_use(invitation=sent.invitation)
    assert exc.value.state == Invitation.State.WITHDRAWN
    with pytest.raises(
        links.LinkUnusable, match="This link was withdrawn by the person who sent it\\."
    ):
        links.invitation_withdraw(acting_user=smo, invitation=sent.invitation)


def test_only_the_smo_sets_the_link_policy_within_bounds_with_history(smo, make_user):
    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer sets the link policy\\."
    ):
        links.policy_set(acting_user=make_user(Role.INSPECTOR), values={"expiry_days": 3})
    with pytest.raises(ValidationError) as exc:
        links.policy_set(acting_user=smo, values={"expiry_days": 0, "daily_limit": 1000})
    assert set(exc.value.message_dict) == {"expiry_days", "daily_limit"}

    links.policy_set(acting_user=smo, values={"expiry_days": 7, "daily_limit": 5})
    links.policy_set(acting_user=smo, values={"expiry_days": 10, "daily_limit": 5})

    assert links.policy_values() == {"expiry_days": 10, "daily_limit": 5}
    setting = LinkPolicy.objects.get(key="expiry_days")
    assert [h.value for h in setting.history.order_by("history_date")] == [7, 10]
    assert setting.history.first().history_user == smo
    assert LinkPolicy.objects.get(key="daily_limit").history.count() == 1  # unchanged: no row


def test_the_policy_page_for_the_smo_listed_on_the_policies_page(client, smo):
    client.force_login(smo)
    policies = client.get(reverse("deadlines:policies")).content.decode()
    assert "Signing links sent to people without an account" in policies
    assert "A link expires 14 days after it is sent" in policies
    assert reverse("invitations:policy") in policies

    refused = client.post(reverse("invitations:policy"), {"expiry_days": "0", "daily_limit": "5"})
    assert refused.status_code == 200 and "error-summary" in refused.content.decode()
    saved = client.post(reverse("invitations:policy"), {"expiry_days": "5", "daily_limit": "3"})

    assert saved.url == reverse("deadlines:policies")
    assert links.policy_values() == {"expiry_days": 5, "daily_limit": 3}
    page = client.get(reverse("invitations:policy")).content.decode()
    assert "Days a link stays valid, 5" in page  # the history


def test_the_link_state_at_a_moment(smo, case):
    sent = send(smo, case).invitation
    assert sent.state == Invitation.State.OPEN and sent.is_open
    assert sent.state_at(sent.expires_at - timedelta(seconds=1)) == Invitation.State.OPEN
    assert sent.state_at(sent.expires_at) == Invitation.State.EXPIRED
    sent.used_at = timezone.now()
    assert sent.state_at(sent.expires_at) == Invitation.State.USED
