"""Sign-in, throttling, password reset and session expiry (issue 2, item 5)."""

import re
from datetime import timedelta

import pytest
import time_machine
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from tests.factories import PASSWORD
from tests.signin import MFA_STEP, post_code

pytestmark = pytest.mark.django_db


def _login(client, email, password):
    return client.post(reverse("account_login"), {"login": email, "password": password})


def test_a_verified_user_signs_in_and_lands_on_their_home_page(client, applicant):
    response = _login(client, applicant.email, PASSWORD)

    assert response.status_code == 302
    assert response.url == reverse("home")
    assert client.get(reverse("home")).context["role"] == Role.APPLICANT


def test_staff_sign_in_with_the_password_then_the_authenticator_code(client, smo):
    response = _login(client, smo.email, PASSWORD)
    assert response.status_code == 302
    assert response.url == MFA_STEP
    assert "_auth_user_id" not in client.session

    response = post_code(client)

    assert response.status_code == 302
    assert response.url == reverse("home")
    assert client.get(reverse("home")).context["role"] == Role.SMO


def test_repeated_failed_logins_lock_the_account_out_even_with_the_right_password(
    client, applicant
):
    for _ in range(5):
        response = _login(client, applicant.email, "wrong password")
        assert response.status_code == 200

    response = _login(client, applicant.email, PASSWORD)

    assert response.status_code == 200
    assert "Too many failed login attempts" in str(response.context["form"].errors)
    assert "_auth_user_id" not in client.session


def test_the_lockout_is_per_account(client, applicant, make_user):
    other = make_user(Role.APPLICANT)
    for _ in range(5):
        _login(client, applicant.email, "wrong password")

    assert _login(client, other.email, PASSWORD).status_code == 302


def test_password_reset_by_email(client, applicant):
    response = client.post(reverse("account_reset_password"), {"email": applicant.email})
    assert response.status_code == 302
    assert len(mail.outbox) == 1
    path = re.search(r"https?://[^/\s]+(/accounts/password/reset/key/[^\s]+/)", mail.outbox[0].body)
    form_url = client.get(path.group(1)).url  # allauth moves the key into the session

    response = client.post(
        form_url, {"password1": "a-brand-new-passphrase", "password2": "a-brand-new-passphrase"}
    )

    assert response.status_code == 302
    applicant.refresh_from_db()
    assert applicant.check_password("a-brand-new-passphrase")


def test_password_change(client, applicant):
    client.force_login(applicant)

    response = client.post(
        reverse("account_change_password"),
        {
            "oldpassword": PASSWORD,
            "password1": "another-long-passphrase",
            "password2": "another-long-passphrase",
        },
    )

    assert response.status_code == 302
    applicant.refresh_from_db()
    assert applicant.check_password("another-long-passphrase")


def test_logout(client, applicant):
    client.force_login(applicant)

    client.post(reverse("account_logout"))

    assert "_auth_user_id" not in client.session


def test_the_session_expires_after_thirty_idle_minutes(client, applicant, settings):
    assert settings.SESSION_COOKIE_AGE == 30 * 60
    assert settings.SESSION_SAVE_EVERY_REQUEST
    start = timezone.now()
    with time_machine.travel(start, tick=False):
        client.force_login(applicant)
    with time_machine.travel(start + timedelta(minutes=29), tick=False):
        assert client.get(reverse("home")).context["user"].is_authenticated  # renews it
    with time_machine.travel(start + timedelta(minutes=29 + 31), tick=False):
        response = client.get(reverse("registry:search"))
        assert response.status_code == 302
        assert response.url.startswith(reverse("account_login"))
