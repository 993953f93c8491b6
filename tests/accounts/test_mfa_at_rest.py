"""Issue 45, item 3 (ASVS 11.1.2, 14.2): TOTP secrets and recovery-code seeds are stored
encrypted with MFA_ENCRYPTION_KEY through allauth's MFA adapter hooks; the migration
encrypts those stored in clear before; sign-in with a code still works; a clear seed
planted in the database is refused, not used."""

from __future__ import annotations

import importlib

import pytest
import time_machine
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from django.apps import apps
from django.db import connection
from django.urls import reverse

from lockport_sw.accounts import services
from lockport_sw.accounts.mfa import totp_code
from lockport_sw.accounts.roles import Role
from lockport_sw.core import keys
from tests.signin import MFA_STEP, post_code, post_password, totp_period

pytestmark = pytest.mark.django_db

SECRET = "JBSWY3DPEHPK3PXP"
migration = importlib.import_module("lockport_sw.accounts.migrations.0005_encrypt_mfa_secrets")


def stored_row_text(user) -> str:
    """The authenticators' rows as the database holds them (read with SQL)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT string_agg(data::text, ' ') FROM mfa_authenticator WHERE user_id = %s",
            [user.pk],
        )
        return cursor.fetchone()[0]


def signs_in_with(client, user, secret: str) -> bool:
    with time_machine.travel(totp_period(), tick=False):
        assert post_password(client, user.email).url == MFA_STEP
        response = post_code(client, totp_code(secret))
        return getattr(response, "url", None) == reverse("home")


def test_the_totp_secret_and_recovery_seed_are_not_in_the_row_and_sign_in_works(client, make_user):
    clerk = make_user(Role.CLERK, mfa=False)
    services.mfa_enroll_totp(user=clerk, secret=SECRET)

    text = stored_row_text(clerk)
    assert SECRET not in text
    totp = Authenticator.objects.get(user=clerk, type=Authenticator.Type.TOTP)
    codes = Authenticator.objects.get(user=clerk, type=Authenticator.Type.RECOVERY_CODES)
    assert keys.is_mfa_encrypted(totp.data["secret"])
    assert keys.is_mfa_encrypted(codes.data["seed"])
    assert keys.mfa_decrypt(codes.data["seed"]) not in text
    assert signs_in_with(client, clerk, SECRET)


def test_the_migration_encrypts_secrets_stored_in_clear(client, make_user):
    clerk = make_user(Role.CLERK, mfa=False)
    seed = RecoveryCodes.generate_seed()
    # As allauth stored them before the adapter encrypted: in clear.
    Authenticator.objects.create(user=clerk, type="totp", data={"secret": SECRET})
    Authenticator.objects.create(
        user=clerk, type="recovery_codes", data={"seed": seed, "used_mask": 0}
    )
    clerk.mfa_enabled = True
    clerk.save(update_fields=["mfa_enabled"])
    assert SECRET in stored_row_text(clerk)

    migration.encrypt(apps, None)
    migration.encrypt(apps, None)  # run twice: nothing encrypted twice

    text = stored_row_text(clerk)
    assert SECRET not in text and seed not in text
    totp = Authenticator.objects.get(user=clerk, type="totp")
    assert keys.mfa_decrypt(totp.data["secret"]) == SECRET
    assert signs_in_with(client, clerk, SECRET)


def test_a_clear_secret_planted_in_the_database_is_refused(client, make_user):
    clerk = make_user(Role.CLERK, mfa=False)
    services.mfa_enroll_totp(user=clerk, secret=SECRET)
    Authenticator.objects.filter(user=clerk, type="totp").update(data={"secret": SECRET})

    assert not signs_in_with(client, clerk, SECRET)


def test_secrets_under_another_key_do_not_decrypt(settings):
    stored = keys.mfa_encrypt(SECRET)
    settings.MFA_ENCRYPTION_KEY = "another-" + "k" * 40
    with pytest.raises(ValueError, match="does not decrypt"):
        keys.mfa_decrypt(stored)
