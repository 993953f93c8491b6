"""Issue 9, item 5: absolute session lifetime, one's own sessions, no-store, and ending
every session of a deactivated account."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts import services as accounts
from lockport_sw.accounts.roles import Role
from lockport_sw.security.models import Kind, SecurityEvent
from tests.signin import sign_in

pytestmark = pytest.mark.django_db


def test_a_session_older_than_the_absolute_lifetime_is_signed_out(client, smo, settings):
    assert settings.SESSION_ABSOLUTE_HOURS == 12
    start = timezone.now()
    with time_machine.travel(start, tick=False):
        client.force_login(smo)
    # Active every 25 minutes (never idle for 30) for 11 h 40 min: still signed in.
    for minutes in range(25, 12 * 60 - 19, 25):
        with time_machine.travel(start + timedelta(minutes=minutes), tick=False):
            assert client.get(reverse("registry:search")).status_code == 200, minutes
    with time_machine.travel(start + timedelta(hours=12, minutes=5), tick=False):
        response = client.get(reverse("registry:search"))

    assert response.status_code == 302
    assert response.url.startswith(reverse("account_login"))
    assert SecurityEvent.objects.filter(kind=Kind.SESSION_EXPIRED, user=smo).count() == 1


def test_every_signed_in_page_is_no_store(client, applicant):
    assert "no-store" not in client.get(reverse("home")).get("Cache-Control", "")
    client.force_login(applicant)
    for name in ("home", "notifications:inbox", "account_email", "usersessions_list"):
        assert "no-store" in client.get(reverse(name))["Cache-Control"], name


def test_a_user_sees_their_sessions_and_ends_the_others(client, smo):
    phone = Client()
    sign_in(phone, smo.email, REMOTE_ADDR="198.51.100.30", HTTP_USER_AGENT="Phone")
    client.force_login(smo)

    page = client.get(reverse("usersessions_list"))
    assert page.status_code == 200
    assert "198.51.100.30" in page.content.decode()

    client.post(reverse("usersessions_list"))  # "Sign out other sessions"

    assert phone.get(reverse("registry:search")).status_code == 302
    assert client.get(reverse("registry:search")).status_code == 200


def test_deactivating_an_account_ends_all_its_sessions(client, smo, make_user):
    clerk = make_user(Role.CLERK)
    client.force_login(clerk)
    assert client.get(reverse("registry:search")).status_code == 200

    accounts.staff_account_deactivate(acting_user=smo, user=clerk)

    assert client.get(reverse("registry:search")).status_code == 302
    event = SecurityEvent.objects.get(kind=Kind.STAFF_DEACTIVATED)
    assert event.data == {"sessions_ended": 1}
