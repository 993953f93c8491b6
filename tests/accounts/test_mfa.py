"""Issue 9, item 1: two-step verification (django-allauth MFA) for Town staff."""

from __future__ import annotations

import contextlib

import pytest
import time_machine
from allauth.mfa.models import Authenticator
from allauth.mfa.totp.internal.auth import SECRET_SESSION_KEY
from django.core.exceptions import PermissionDenied
from django.test import Client
from django.urls import reverse

from lockport_sw.accounts import services
from lockport_sw.accounts.adapter import MFAAdapter
from lockport_sw.accounts.mfa import totp_code
from lockport_sw.accounts.roles import TOWN_ROLES, Role
from lockport_sw.security.models import Kind, SecurityEvent
from tests.factories import PASSWORD
from tests.signin import MFA_STEP, post_code, post_password, totp_period

pytestmark = pytest.mark.django_db


def _committed():
    """allauth sends its MFA signals on commit: these tests commit (transactional_db)."""
    return contextlib.nullcontext()


STAFF_PAGES = ["home", "registry:search", "deadlines:board", "notifications:inbox"]


@pytest.mark.parametrize("role", sorted(TOWN_ROLES))
def test_mfa_required_for_every_town_role_and_administrators(make_user, role):
    assert services.mfa_required(make_user(role, mfa=False))
    assert services.mfa_required(make_user(is_superuser=True, mfa=False))
    assert not services.mfa_required(make_user(Role.APPLICANT))


@pytest.mark.parametrize("role", sorted(TOWN_ROLES))
def test_a_staff_user_without_mfa_cannot_reach_any_staff_page(client, make_user, role):
    client.force_login(make_user(role, mfa=False))

    for name in STAFF_PAGES:
        response = client.get(reverse(name))
        assert response.status_code == 302, name
        assert response.url == reverse("mfa_activate_totp"), name


def test_an_administrator_without_mfa_cannot_reach_the_admin_site(client, make_user):
    client.force_login(make_user(is_superuser=True, is_staff=True, mfa=False))
    assert client.get(reverse("admin:index")).url == reverse("mfa_activate_totp")


def test_applicants_need_no_second_factor(client, applicant):
    client.force_login(applicant)
    assert client.get(reverse("home")).status_code == 200


@pytest.mark.django_db(transaction=True)
def test_a_staff_user_enrolls_totp_with_a_code_computed_in_the_test_and_then_gets_in(
    client, make_user
):
    """Time is held still at the start of a TOTP period for the enrollment and at the
    start of the next one for the sign-in (tests/signin.py, "Codes and time"): each code
    the test computes is the one the page checks, and the two codes differ. Run on the
    clock, this test failed once in a loaded parallel run: allauth accepts only the
    current period's code, and a request that ended after the period turned was refused."""
    clerk = make_user(Role.CLERK, mfa=False)
    enrolled_at = totp_period()
    with time_machine.travel(enrolled_at, tick=False):
        assert post_password(client, clerk.email).url == reverse("home")  # no factor yet
        assert client.get(reverse("registry:search")).url == reverse("mfa_activate_totp")

        # allauth asks for the password again before a factor is added.
        response = client.get(reverse("mfa_activate_totp"))
        assert response.url.startswith(reverse("account_reauthenticate"))
        client.post(response.url, {"password": PASSWORD})
        assert client.get(reverse("mfa_activate_totp")).status_code == 200
        secret = client.session[SECRET_SESSION_KEY]
        with _committed():
            response = client.post(reverse("mfa_activate_totp"), {"code": totp_code(secret)})
        assert response.status_code == 302

        assert client.get(reverse("registry:search")).status_code == 200
        assert SecurityEvent.objects.filter(kind=Kind.MFA_ENABLED, user=clerk).count() == 1

    # Signed out and back in, in the next period: the password alone is not enough.
    with time_machine.travel(totp_period(enrolled_at), tick=False):
        client.post(reverse("account_logout"))
        assert post_password(client, clerk.email).url == MFA_STEP
        assert client.get(reverse("registry:search")).status_code == 302
        assert post_code(client, totp_code(secret)).url == reverse("home")
        assert client.get(reverse("registry:search")).status_code == 200


def test_staff_cannot_remove_their_last_second_factor(smo, applicant):
    totp = Authenticator.objects.get(user=smo, type=Authenticator.Type.TOTP)
    assert not MFAAdapter().can_delete_authenticator(totp)
    services.mfa_enroll_totp(user=applicant, secret="JBSWY3DPEHPK3PXP")
    mine = Authenticator.objects.get(user=applicant, type=Authenticator.Type.TOTP)
    assert MFAAdapter().can_delete_authenticator(mine)


@pytest.mark.django_db(transaction=True)
def test_an_applicant_who_turns_mfa_off_is_recorded_once(client, applicant):
    services.mfa_enroll_totp(user=applicant, secret="JBSWY3DPEHPK3PXP")
    client.force_login(applicant)
    client.post(reverse("account_reauthenticate"), {"password": PASSWORD})

    with _committed():
        response = client.post(reverse("mfa_deactivate_totp"))

    assert response.status_code == 302
    assert SecurityEvent.objects.filter(kind=Kind.MFA_DISABLED, user=applicant).count() == 1
    applicant.refresh_from_db()
    assert not applicant.mfa_enabled


@pytest.mark.django_db(transaction=True)
def test_regenerating_recovery_codes_needs_the_password(client, smo):
    client.force_login(smo)
    client.post(reverse("account_reauthenticate"), {"password": PASSWORD})
    before = Authenticator.objects.get(user=smo, type=Authenticator.Type.RECOVERY_CODES)
    url = reverse("mfa_generate_recovery_codes")

    refused = client.post(url, {"password": "not my password"})
    assert refused.status_code == 200
    assert "That is not your password." in refused.content.decode()
    assert Authenticator.objects.get(pk=before.pk).data == before.data

    with _committed():
        assert client.post(url, {"password": PASSWORD}).status_code == 302
    after = Authenticator.objects.get(user=smo, type=Authenticator.Type.RECOVERY_CODES)
    assert after.data != before.data
    assert SecurityEvent.objects.filter(kind=Kind.RECOVERY_CODES_REGENERATED).count() == 1


def test_recovery_codes_are_shown_once(client, smo):
    client.force_login(smo)
    client.post(reverse("account_reauthenticate"), {"password": PASSWORD})
    first = client.get(reverse("mfa_view_recovery_codes"))
    second = client.get(reverse("mfa_view_recovery_codes"))
    assert first.context["can_view_codes"]
    assert not second.context["can_view_codes"]


def test_the_smo_resets_a_staff_members_mfa_which_ends_their_sessions(client, smo, make_user):
    inspector = make_user(Role.INSPECTOR)
    phone, desk = Client(), Client()
    phone.force_login(inspector)
    desk.force_login(inspector)
    client.force_login(smo)

    response = client.post(reverse("accounts:staff_mfa_reset", args=[inspector.pk]))

    assert response.status_code == 302
    assert not Authenticator.objects.filter(user=inspector).exists()
    for other in (phone, desk):
        assert other.get(reverse("registry:search")).url.startswith(reverse("account_login"))
    events = SecurityEvent.objects.filter(kind=Kind.MFA_RESET, user=inspector)
    assert [(e.actor, e.data) for e in events] == [(smo, {"sessions_ended": 2})]
    # At the next sign-in: the password, then straight to setting up a new factor.
    post_password(phone, inspector.email)
    assert phone.get(reverse("home")).url == reverse("mfa_activate_totp")


@pytest.mark.parametrize("role", sorted(r for r in TOWN_ROLES if r != Role.SMO))
def test_only_the_smo_resets_mfa(make_user, role):
    with pytest.raises(PermissionDenied, match="Officer resets MFA"):
        services.staff_mfa_reset(acting_user=make_user(role), user=make_user(Role.CLERK))
