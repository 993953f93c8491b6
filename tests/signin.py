"""Signing in through the real pages with Django's test client (password, then the
second step for staff). Most tests need none of this: ``client.force_login(user)``
works for every user, staff included, because the factory enrolls staff in TOTP."""

from __future__ import annotations

from django.urls import reverse

from tests.factories import PASSWORD, totp_code

MFA_STEP = "/accounts/2fa/authenticate/"


def post_password(client, email: str, password: str = PASSWORD, **extra):
    return client.post(reverse("account_login"), {"login": email, "password": password}, **extra)


def post_code(client, code: str | None = None, **extra):
    return client.post(reverse("mfa_authenticate"), {"code": code or totp_code()}, **extra)


def sign_in(client, email: str, password: str = PASSWORD, **extra):
    """Password, then the current TOTP code when asked: the final response."""
    response = post_password(client, email, password, **extra)
    if response.status_code == 302 and response.url == MFA_STEP:
        response = post_code(client, **extra)
    return response
