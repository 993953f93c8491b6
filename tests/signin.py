"""Signing in through the real pages with Django's test client (password, then the
second step for staff). Most tests need none of this: ``client.force_login(user)``
works for every user, staff included, because the factory enrolls staff in TOTP.

Codes and time. allauth accepts only the code of the current 30-second period
(``MFA_TOTP_TOLERANCE`` is 0), and each code once per account (it marks it used in the
cache for the period). A test that computes a code and then posts it would fail whenever
the period turned in between (a slow request on a loaded machine), and a test that signs
the same account in twice within one period would send a used code. So time is held
still (time_machine, ``tick=False``) from computing a code until the page has checked it,
and a second sign-in of an account is made in a later period (``totp_period``).
"""

from __future__ import annotations

import time

import time_machine
from allauth.mfa import app_settings
from django.urls import reverse

from tests.factories import PASSWORD, totp_code

MFA_STEP = "/accounts/2fa/authenticate/"


def totp_period(after: float | None = None) -> float:
    """The first second of the TOTP period after the one ``after`` (now) falls in (epoch):
    a moment to hold time at, where a code computed in the test is the one the page
    checks and differs from the codes of the periods before."""
    period = app_settings.TOTP_PERIOD
    moment = time.time() if after is None else after
    return float((int(moment) // period + 1) * period)


def post_password(client, email: str, password: str = PASSWORD, **extra):
    return client.post(reverse("account_login"), {"login": email, "password": password}, **extra)


def post_code(client, code: str | None = None, *, step: str = "mfa_authenticate", **extra):
    """The second step (or ``mfa_reauthenticate``) with ``code``, or else with the
    authenticator's code computed with time held still until the page has checked it."""
    if code is not None:
        return client.post(reverse(step), {"code": code}, **extra)
    with time_machine.travel(time.time(), tick=False):
        return client.post(reverse(step), {"code": totp_code()}, **extra)


def sign_in(client, email: str, password: str = PASSWORD, **extra):
    """Password, then the current TOTP code when asked: the final response."""
    response = post_password(client, email, password, **extra)
    if response.status_code == 302 and response.url == MFA_STEP:
        response = post_code(client, **extra)
    return response
