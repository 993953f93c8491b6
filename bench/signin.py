"""Benchmarks sign staff in as a person does: the sign-in page with the password, then
the authenticator app's code (every Town role needs the second factor, issue 18). A
forced session would skip what staff go through and, since MFA, only meets a redirect."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from lockport_sw.accounts.models import User
from lockport_sw.accounts.services import grant_roles, mfa_enroll_totp
from tests.factories import PASSWORD, TOTP_SECRET
from tests.signin import sign_in


def bench_user(email: str, role: str, full_name: str) -> User:
    """The benchmark's staff account (kept between runs), with a password and the test
    suite's TOTP secret enrolled."""
    from allauth.account.models import EmailAddress
    from allauth.mfa.models import Authenticator

    user, _ = User.objects.get_or_create(email=email, defaults={"full_name": full_name})
    if not user.check_password(PASSWORD):  # a new hash would end other runs' sessions
        user.set_password(PASSWORD)
        user.save()
    EmailAddress.objects.update_or_create(
        user=user, email=email, defaults={"verified": True, "primary": True}
    )
    grant_roles(user, {role})
    if not Authenticator.objects.filter(user=user, type=Authenticator.Type.TOTP).exists():
        mfa_enroll_totp(user=user, secret=TOTP_SECRET)
    return user


def signed_in_client(email: str, role: str, full_name: str) -> Client:
    """A test client signed in through the real pages, password and code."""
    bench_user(email, role, full_name)
    client = Client()
    response = sign_in(client, email, PASSWORD)
    assert response.status_code == 302, (
        f"sign-in of {email} answered {response.status_code}, not a redirect home"
    )
    assert response.url != reverse("account_login"), response.url
    assert "_auth_user_id" in client.session, f"{email} is not signed in ({response.url})"
    return client
