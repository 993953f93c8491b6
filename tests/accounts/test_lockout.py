"""Issue 9, items 2 and 3: one throttled way in (the admin site signs in through allauth)
and a lockout counted by address *and* by client (docs/security.md)."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.security.devices import COOKIE
from tests.signin import MFA_STEP, post_code, post_password, sign_in

pytestmark = pytest.mark.django_db

ATTACKER = "198.51.100.7"
OFFICE = "203.0.113.20"


def _fail(client, email, times, ip=ATTACKER):
    for _ in range(times):
        post_password(client, email, "wrong password", REMOTE_ADDR=ip)


def test_the_admin_sign_in_is_the_one_sign_in(client):
    response = client.get(reverse("admin:login"), {"next": "/admin/"})
    assert response.status_code == 302
    assert response.url == f"{reverse('account_login')}?next=%2Fadmin%2F"


def test_the_admin_sign_in_refuses_the_right_password_after_five_failures(client, make_user):
    admin = make_user(is_superuser=True, is_staff=True)
    _fail(client, admin.email, 5)

    # The admin path takes no password at all: it sends the visitor to the one sign-in.
    via_admin = client.post(
        reverse("admin:login"),
        {"username": admin.email, "password": "correct-horse-battery-staple"},
        REMOTE_ADDR=ATTACKER,
    )
    via_allauth = post_password(client, admin.email, REMOTE_ADDR=ATTACKER)

    assert via_admin.status_code == 302
    assert via_admin.url.startswith(reverse("account_login"))
    assert via_allauth.status_code == 200
    assert "Too many failed login attempts" in via_allauth.content.decode()
    assert "_auth_user_id" not in client.session
    assert client.get(reverse("admin:index")).status_code == 302


def test_an_administrator_signs_in_to_the_admin_site_with_a_second_factor(client, make_user):
    admin = make_user(is_superuser=True, is_staff=True)
    response = post_password(client, admin.email, **{"QUERY_STRING": "next=/admin/"})
    assert response.url == MFA_STEP
    assert client.get(reverse("admin:index")).status_code == 302  # not yet signed in
    sign_in(Client(), admin.email)
    client.force_login(admin)
    assert client.get(reverse("admin:index")).status_code == 200


def test_a_signed_in_user_without_admin_access_is_refused_not_asked_again(client, smo):
    client.force_login(smo)
    assert client.get(reverse("admin:login")).status_code == 403


def test_an_anonymous_visitors_failures_do_not_stop_the_real_user_from_another_client(client, smo):
    attacker = Client()
    _fail(attacker, smo.email, 30)  # past the per-address and the per-IP limits
    refused = post_password(attacker, smo.email, REMOTE_ADDR=ATTACKER)
    assert refused.status_code in (200, 429)  # the form's message, or allauth's 429 page
    assert "_auth_user_id" not in attacker.session

    response = sign_in(client, smo.email, REMOTE_ADDR=OFFICE)

    assert response.status_code == 302
    assert response.url == reverse("home")
    assert client.get(reverse("home"), REMOTE_ADDR=OFFICE).context["role"] == Role.SMO


def test_a_browser_that_signed_in_before_is_not_held_by_a_distributed_attack(client, smo, settings):
    settings.LOGIN_FAILED_UNTRUSTED_RATE_LIMIT = {"login_failed_untrusted": "10/h/key"}
    desk = Client()
    sign_in(desk, smo.email, REMOTE_ADDR=OFFICE)
    assert desk.cookies[COOKIE].value
    desk.post(reverse("account_logout"), REMOTE_ADDR=OFFICE)

    for n in range(12):  # many addresses, one guess each
        _fail(Client(), smo.email, 1, ip=f"192.0.2.{n + 1}")

    newcomer = post_password(Client(), smo.email, REMOTE_ADDR="192.0.2.200")
    assert "Too many" in newcomer.content.decode()  # an unknown client is held
    # The SMO is not (a minute later: a TOTP code is accepted once).
    with time_machine.travel(timezone.now() + timedelta(minutes=1)):
        assert sign_in(desk, smo.email, REMOTE_ADDR=OFFICE).url == reverse("home")


def test_the_lockout_ends_when_its_fifteen_minute_window_passes(client, applicant):
    start = timezone.now()
    with time_machine.travel(start, tick=False):
        _fail(client, applicant.email, 5)
        assert post_password(client, applicant.email, REMOTE_ADDR=ATTACKER).status_code == 200
    with time_machine.travel(start + timedelta(minutes=14), tick=False):
        assert post_password(client, applicant.email, REMOTE_ADDR=ATTACKER).status_code == 200
    with time_machine.travel(start + timedelta(minutes=15, seconds=1), tick=False):
        assert post_password(client, applicant.email, REMOTE_ADDR=ATTACKER).status_code == 302


# --- Issue 19, item 4: lockout by account, not by address alone ---------------------------
def test_30_failures_from_one_address_against_other_accounts_do_not_stop_a_user_there(
    make_user,
):
    """The Town Hall shares one address: colleagues' wrong passwords and wrong codes (or
    an attacker spraying accounts from behind the same proxy) hold those accounts, not
    a user signing in there with the right password and code, on a browser never used."""
    victim = make_user(Role.SMO)
    others = [make_user(Role.INSPECTOR) for _ in range(5)]
    hall = Client()
    for n in range(15):  # wrong passwords against other accounts
        post_password(hall, others[n % 5].email, "wrong password", REMOTE_ADDR=OFFICE)
    for other in others[:3]:  # right passwords, then wrong second-factor codes
        colleague = Client()
        assert post_password(colleague, other.email, REMOTE_ADDR=OFFICE).url == MFA_STEP
        for _ in range(5):
            post_code(colleague, "000000", REMOTE_ADDR=OFFICE)
    # 30 failures from this address; the second step of those accounts is held now...
    held = Client()
    assert post_password(held, others[0].email, REMOTE_ADDR=OFFICE).url == MFA_STEP
    post_code(held, REMOTE_ADDR=OFFICE)  # the right code
    assert "_auth_user_id" not in held.session

    response = sign_in(Client(), victim.email, REMOTE_ADDR=OFFICE)

    assert response.status_code == 302 and response.url == reverse("home")


def test_wrong_codes_are_counted_per_account_across_addresses(make_user):
    user = make_user(Role.CLERK)
    for n in range(5):  # the password is known: wrong codes from five addresses
        guesser = Client()
        post_password(guesser, user.email, REMOTE_ADDR=f"192.0.2.{n + 1}")
        post_code(guesser, "000000", REMOTE_ADDR=f"192.0.2.{n + 1}")
    sixth = Client()
    post_password(sixth, user.email, REMOTE_ADDR="192.0.2.99")
    refused = post_code(sixth, REMOTE_ADDR="192.0.2.99")  # even the right code, for now
    assert "_auth_user_id" not in sixth.session
    assert refused.status_code in (200, 429)


def test_the_per_address_ceiling_holds_untrusted_clients_never_a_trusted_device(
    make_user, settings
):
    settings.LOGIN_FAILED_ADDRESS_RATE_LIMIT = {"login_failed_address": "10/h/ip"}
    smo = make_user(Role.SMO)
    desk = Client()
    sign_in(desk, smo.email, REMOTE_ADDR=OFFICE)
    desk.post(reverse("account_logout"), REMOTE_ADDR=OFFICE)
    for n in range(10):  # ten accounts, one guess each, from the office's address
        post_password(Client(), f"nobody{n}@example.org", "wrong password", REMOTE_ADDR=OFFICE)

    newcomer = post_password(Client(), smo.email, REMOTE_ADDR=OFFICE)
    assert "Too many" in newcomer.content.decode()  # a browser never used for the account
    with time_machine.travel(timezone.now() + timedelta(minutes=1)):  # a code is used once
        assert sign_in(desk, smo.email, REMOTE_ADDR=OFFICE).url == reverse("home")
    # Another address is not held.
    assert post_password(Client(), smo.email, REMOTE_ADDR=ATTACKER).url == MFA_STEP
