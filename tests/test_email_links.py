"""Links in email go where the app runs (issue 8, item 4). In development SITE_URL
follows PORT unless it is set; in production it is required. With PORT=8811 and no
SITE_URL, every email's links start with http://127.0.0.1:8811/: the account emails
(creating an account, an address already taken, choosing a new password, no such
account) and the Town's messages. The account emails are in the Town's words and name
the Town, not the host."""

from __future__ import annotations

import re
import subprocess

import pytest
from django.conf import settings
from django.core import mail
from django.test import override_settings
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.notifications.services import drain_outbox, notify
from tests.factories import UserFactory
from tests.fresh_python import run_python

LINK = re.compile(r"https?://[^\s<>\"']+")


def _setting(module: str, name: str, **env) -> subprocess.CompletedProcess:
    """Import the settings module in a fresh interpreter with exactly this environment."""
    return run_python(
        f"from django.conf import settings; print(settings.{name})",
        settings=module,
        without={"SITE_URL", "PORT", "APP_PORT"},
        **env,
    )


def _dev_site_url(**env) -> str:
    done = _setting("lockport_sw.settings.dev", "SITE_URL", **env)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_in_development_site_url_follows_port_unless_set():
    assert _dev_site_url(PORT="8811") == "http://127.0.0.1:8811"
    # make run: honcho renumbers PORT per process; APP_PORT is the web server's.
    assert _dev_site_url(PORT="8911", APP_PORT="8811") == "http://127.0.0.1:8811"
    assert _dev_site_url(PORT="8811", SITE_URL="https://x.example/") == "https://x.example"


def test_in_production_site_url_is_required():
    env = {
        "SECRET_KEY": "x" * 50,
        "BACKUP_ENCRYPTION_KEY": "b" * 40,
        "BACKUP_SIGNING_KEY": "s" * 40,
        "MFA_ENCRYPTION_KEY": "m" * 40,
        "ALLOWED_HOSTS": "stormwater.example",
        "DATABASE_URL": "postgres://u@127.0.0.1/db",
        "REDIS_URL": "redis://127.0.0.1:6379/0",
        "EMAIL_URL": "smtp://127.0.0.1:25",
        "PORT": "8811",
    }
    done = _setting("lockport_sw.settings.production", "SITE_URL", **env)
    assert done.returncode != 0
    assert "SITE_URL" in done.stderr

    done = _setting(
        "lockport_sw.settings.production", "SITE_URL", SITE_URL="https://sw.example", **env
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "https://sw.example"


@pytest.mark.django_db
def test_with_port_8811_and_no_site_url_every_emails_links_start_there(client):
    site = _dev_site_url(PORT="8811")
    with override_settings(SITE_URL=site):
        # Creating an account (the confirmation), and again with the same address.
        signup = {
            "full_name": "Dana Developer",
            "email": "dana@example.org",
            "phone": "716-555-0101",
            "password1": "a-long-enough-passphrase",
            "password2": "a-long-enough-passphrase",
        }
        client.post(reverse("account_signup"), signup)
        client.logout()
        client.post(reverse("account_signup"), signup)
        client.logout()
        # Choosing a new password: an account, and an address with none.
        erin = UserFactory(email="erin@example.org", roles=[Role.APPLICANT])
        client.post(reverse("account_reset_password"), {"email": "erin@example.org"})
        client.post(reverse("account_reset_password"), {"email": "nobody@example.org"})
        # A message of the Town's (sent from the outbox by the worker).
        notify(
            event_key="test:links",
            recipients=[erin],
            subject="SWPPP 2026-0010 approved",
            body="The Stormwater Management Officer decided: Approved.",
            url="/swppp/",
        )
        drain_outbox()

    assert len(mail.outbox) >= 5, [m.subject for m in mail.outbox]
    for message in mail.outbox:
        links = LINK.findall(message.body)
        assert links, f"{message.subject!r} has no link"
        for link in links:
            assert link.startswith("http://127.0.0.1:8811/"), (message.subject, link)
        assert "testserver" not in message.body and "example.com" not in message.body


@pytest.mark.django_db
def test_the_account_emails_are_in_the_towns_words(client):
    client.post(
        reverse("account_signup"),
        {
            "full_name": "Dana Developer",
            "email": "dana@example.org",
            "password1": "a-long-enough-passphrase",
            "password2": "a-long-enough-passphrase",
        },
    )

    (message,) = mail.outbox
    assert message.subject == (
        "[Town of Lockport] Confirm your email address to finish creating your account"
    )
    assert message.body.startswith(f"{settings.TOWN['name']}: stormwater management")
    assert "creating an account with the Town of Lockport" in message.body
    assert "Hello from" not in message.body and "sign up" not in message.body.lower()
