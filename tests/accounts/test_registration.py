"""Applicant self-registration with email verification (issue 2, item 5)."""

import re

import pytest
from allauth.account.models import EmailAddress
from django.core import mail
from django.urls import reverse

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role

pytestmark = pytest.mark.django_db

SIGNUP = {
    "full_name": "Dana Developer",
    "email": "Dana@Example.org",
    "phone": "716-555-0101",
    "password1": "a-long-enough-passphrase",
    "password2": "a-long-enough-passphrase",
}


def _confirmation_link(message) -> str:
    match = re.search(r"https?://[^/\s]+(/accounts/confirm-email/[^\s]+/)", message.body)
    assert match, message.body
    return match.group(1)


def test_signup_creates_an_unverified_applicant_and_sends_a_verification_email(client):
    response = client.post(reverse("account_signup"), SIGNUP)

    assert response.status_code == 302
    assert response.url == reverse("account_email_verification_sent")
    user = User.objects.get(email="dana@example.org")
    assert user.full_name == "Dana Developer"
    assert user.roles == {Role.APPLICANT}
    assert not EmailAddress.objects.get(user=user).verified
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["dana@example.org"]


def test_an_unverified_applicant_cannot_sign_in(client):
    client.post(reverse("account_signup"), SIGNUP)
    client.logout()
    mail.outbox.clear()

    response = client.post(
        reverse("account_login"), {"login": SIGNUP["email"], "password": SIGNUP["password1"]}
    )

    assert response.status_code == 302
    assert response.url == reverse("account_email_verification_sent")
    assert "_auth_user_id" not in client.session
    assert len(mail.outbox) == 1  # the verification is sent again


def test_following_the_emailed_link_verifies_the_address_and_signs_in(client):
    client.post(reverse("account_signup"), SIGNUP)
    link = _confirmation_link(mail.outbox[0])

    assert client.get(link).status_code == 200  # a confirmation page, not a GET side effect
    response = client.post(link)

    assert response.status_code == 302
    user = User.objects.get(email="dana@example.org")
    assert EmailAddress.objects.get(user=user).verified
    assert client.get(reverse("home")).context["role"] == Role.APPLICANT


def test_signup_cannot_choose_a_town_role(client):
    client.post(reverse("account_signup"), {**SIGNUP, "roles": [Role.SMO], "groups": [1]})

    assert User.objects.get(email="dana@example.org").roles == {Role.APPLICANT}


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("email", "not-an-email", "Enter a valid email address."),
        ("full_name", "", "This field is required."),
        ("password2", "something-else-entirely", "You must type the same password each time."),
        ("password1", "short", "This password is too short."),
    ],
)
def test_bad_signup_input_is_shown_beside_the_field_and_nothing_is_saved(
    client, field, value, message
):
    data = {**SIGNUP, field: value}
    if field == "password1":
        data["password2"] = value

    response = client.post(reverse("account_signup"), data)

    assert response.status_code == 200
    form = response.context["form"]
    errors = " ".join(form.errors.get(field, []) + form.errors.get("__all__", []))
    assert message in errors
    assert not User.objects.exists()
    assert not mail.outbox
