"""Demo data: a user for every role, idempotent, never under production settings."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from tests import invariants

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]


def _counts():
    from django.apps import apps

    return {m._meta.label: m.objects.count() for m in apps.get_models()}


def test_seed_demo_gives_every_role_a_user_and_running_it_twice_changes_nothing(demo, capsys):
    """``demo`` is what seed_demo left (tests/demo.py); then it runs a second time."""
    first = _counts()
    call_command("seed_demo")

    assert _counts() == first
    # The same invariants as seed_scale's data (tests/core/test_seed_scale.py).
    assert invariants.problems() == []
    for role in Role.values:
        assert User.objects.filter(groups__name=role).exists(), role
    for out in (demo.output, capsys.readouterr().out):
        assert "smo@lockport.example" in out
        assert "lockport-demo-2026" in out


def test_seed_demo_is_refused_where_demo_data_is_not_allowed(settings):
    settings.DEMO_DATA_ALLOWED = False

    with pytest.raises(CommandError, match="not allowed"):
        call_command("seed_demo")
    assert not User.objects.exists()


def test_seed_demo_refuses_to_run_under_production_settings():
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "lockport_sw.settings.production",
        "SECRET_KEY": "x" * 60,
        "BACKUP_ENCRYPTION_KEY": "b" * 40,
        "BACKUP_SIGNING_KEY": "s" * 40,
        "MFA_ENCRYPTION_KEY": "m" * 40,
        "ALLOWED_HOSTS": "stormwater.example",
        "DATABASE_URL": "sqlite:////tmp/never-created.sqlite3",
        "REDIS_URL": "redis://127.0.0.1:6379/13",
        "EMAIL_URL": "consolemail://",
        "SITE_URL": "https://stormwater.example",
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "seed_demo"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert result.returncode != 0
    assert "not allowed" in result.stderr


def test_demo_staff_have_totp_with_the_printed_secret_and_a_command_prints_the_code(demo, capsys):
    from allauth.mfa.models import Authenticator

    from lockport_sw.accounts.demo import DEMO_TOTP_SECRET
    from lockport_sw.accounts.mfa import totp_code

    assert f"TOTP secret: {DEMO_TOTP_SECRET}" in demo.output.splitlines()
    smo = User.objects.get(email="smo@lockport.example")
    assert Authenticator.objects.filter(user=smo, type="totp").exists()
    assert not Authenticator.objects.filter(user__email="applicant@lockport.example").exists()

    call_command("totp_code")
    assert capsys.readouterr().out.strip() in {
        totp_code(DEMO_TOTP_SECRET),
        totp_code(DEMO_TOTP_SECRET, __import__("time").time() - 1),
    }


def test_the_totp_code_command_is_refused_where_demo_data_is_not_allowed(settings):
    settings.DEMO_DATA_ALLOWED = False
    with pytest.raises(CommandError, match="not available"):
        call_command("totp_code")
