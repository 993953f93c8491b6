"""Issue 9, item 6: changing the email address needs the password and tells the old one."""

import re

import pytest
from allauth.account.models import EmailAddress
from django.core import mail
from django.urls import reverse

from lockport_sw.security.models import Kind, SecurityEvent
from tests.factories import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)


def test_changing_the_email_needs_the_password_and_notifies_the_old_address(client, applicant):
    old = applicant.email
    client.force_login(applicant)
    form = {"action_add": "", "email": "new-address@example.org"}

    asked = client.post(reverse("account_email"), form)
    assert asked.status_code == 302
    assert asked.url.startswith(reverse("account_reauthenticate"))
    assert not EmailAddress.objects.filter(email="new-address@example.org").exists()

    client.post(asked.url, {"password": PASSWORD})  # resumes the change
    link = re.search(r"https?://[^/\s]+(/accounts/confirm-email/[^\s]+/)", mail.outbox[-1].body)
    assert mail.outbox[-1].to == ["new-address@example.org"]
    client.post(link.group(1))

    applicant.refresh_from_db()
    assert applicant.email == "new-address@example.org"
    assert any(m.to == [old] and "email" in m.subject.lower() for m in mail.outbox)
    assert SecurityEvent.objects.filter(kind=Kind.EMAIL_CHANGED, user=applicant).count() == 1
