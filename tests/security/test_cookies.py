"""Issue 19, item 7: production cookies carry the "__Host-" prefix (Secure, path /, no
Domain: no other host can set or shadow them), the trusted-device cookie included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client

from lockport_sw.accounts.roles import Role
from tests.signin import sign_in

ROOT = Path(__file__).resolve().parents[2]


def test_production_names_every_cookie_with_the_host_prefix():
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "lockport_sw.settings.production",
        "SECRET_KEY": "x" * 60,
        "BACKUP_ENCRYPTION_KEY": "b" * 40,
        "BACKUP_SIGNING_KEY": "s" * 40,
        "MFA_ENCRYPTION_KEY": "m" * 40,
        "ALLOWED_HOSTS": "stormwater.example",
        "SITE_URL": "https://stormwater.example",
        "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/unused",
        "REDIS_URL": "redis://127.0.0.1:6379/15",
        "EMAIL_URL": "smtp://localhost:25",
    }
    names = (
        "SESSION_COOKIE_NAME CSRF_COOKIE_NAME DEVICE_COOKIE_NAME SESSION_COOKIE_SECURE "
        "CSRF_COOKIE_SECURE SESSION_COOKIE_DOMAIN CSRF_COOKIE_DOMAIN SESSION_COOKIE_PATH "
        "CSRF_COOKIE_PATH MESSAGE_COOKIE_NAME"
    )
    code = (
        "import json; from django.conf import settings as s; "
        f"print(json.dumps([getattr(s, n) for n in {names.split()!r}]))"
    )
    out = subprocess.run(  # noqa: S603 (our own interpreter and settings)
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    names = json.loads(out.stdout.strip().splitlines()[-1])
    assert names[:3] == ["__Host-sessionid", "__Host-csrftoken", "__Host-lockport_device"]
    assert names[3:] == [True, True, None, None, "/", "/", "__Host-messages"]


@pytest.mark.django_db
def test_a_sign_in_under_production_cookie_names_sets_host_prefixed_cookies(make_user, settings):
    settings.SESSION_COOKIE_NAME = "__Host-sessionid"
    settings.CSRF_COOKIE_NAME = "__Host-csrftoken"
    settings.DEVICE_COOKIE_NAME = "__Host-lockport_device"
    settings.MESSAGE_COOKIE_NAME = "__Host-messages"
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = True
    smo = make_user(Role.SMO)
    client = Client()
    client.get("/accounts/login/")
    response = sign_in(client, smo.email)
    assert response.status_code == 302
    for name in ("__Host-sessionid", "__Host-csrftoken", "__Host-lockport_device"):
        morsel = client.cookies[name]
        assert morsel["secure"] and morsel["path"] == "/" and not morsel["domain"], name
    # The device cookie is read back under its prefixed name: the browser is trusted.
    from lockport_sw.security import devices

    request = type("R", (), {"COOKIES": {k: v.value for k, v in client.cookies.items()}})()
    assert devices.trusted_device(request, smo.email)


@pytest.mark.django_db
def test_a_message_under_production_cookie_names_is_a_host_prefixed_cookie(settings):
    from tests.illicit.test_public_report import form_data

    settings.MESSAGE_COOKIE_NAME = "__Host-messages"
    settings.SESSION_COOKIE_SECURE = True
    client = Client()
    response = client.post("/report/", form_data())  # "Thank you: your report was received"
    assert response.status_code == 302
    morsel = client.cookies["__Host-messages"]
    assert morsel["secure"] and morsel["path"] == "/" and not morsel["domain"]
    assert "Thank you" in client.get(response.url).content.decode()  # read back, then gone
    assert "messages" not in client.cookies
