"""Signals of Django and django-allauth, turned into security events (one row each)."""

from __future__ import annotations

from allauth.account import signals as account_signals
from allauth.mfa import signals as mfa_signals
from allauth.mfa.models import Authenticator
from allauth.usersessions.models import UserSession
from django.contrib.auth import get_user_model
from django.contrib.auth import signals as auth_signals
from django.utils import timezone

from . import devices, services
from .models import Kind

SECOND_FACTORS = (Authenticator.Type.TOTP, Authenticator.Type.WEBAUTHN)


def _logged_in(sender, request, user, **kwargs):
    if request is None or not hasattr(request, "session"):
        return
    request.session[services.SIGNED_IN_AT] = timezone.now().timestamp()
    # allauth.usersessions tracks sessions started by allauth's sign-in; this also tracks
    # any other (Django's login()), so that "end every session" misses none.
    UserSession.objects.create_from_request(request, user=user)
    devices.trust_on_response(request, user)
    services.record(Kind.LOGIN_SUCCEEDED, request=request, user=user)


def _logged_out(sender, request, user, **kwargs):
    if user is None:
        return
    reason = getattr(request, "_lockport_logout_reason", "")
    kind = Kind.SESSION_EXPIRED if reason else Kind.LOGOUT
    services.record(kind, request=request, user=user, detail=reason)


def _login_failed(sender, credentials, request=None, **kwargs):
    email = (credentials.get("email") or credentials.get("username") or "").strip().lower()
    user = get_user_model().objects.filter(email__iexact=email).first() if email else None
    services.record(Kind.LOGIN_FAILED, request=request, user=user, email=email, step="password")


def _mfa_failed(sender, request, user, **kwargs):
    if kwargs.get("reauthentication"):
        return
    services.record(Kind.LOGIN_FAILED, request=request, user=user, step="second factor")


def _password_changed(sender, request, user, **kwargs):
    services.record(Kind.PASSWORD_CHANGED, request=request, user=user)


def _password_reset(sender, request, user, **kwargs):
    services.record(Kind.PASSWORD_RESET, request=request, user=user)


def _email_changed(sender, request, user, from_email_address, to_email_address, **kwargs):
    services.record(
        Kind.EMAIL_CHANGED,
        request=request,
        user=user,
        email=to_email_address.email,
        detail=f"from {from_email_address.email if from_email_address else '(none)'}",
    )


def _authenticator_added(sender, request, user, authenticator, **kwargs):
    # Recovery codes are generated with the first factor: one event, "MFA enabled".
    if authenticator.type in SECOND_FACTORS:
        services.record(
            Kind.MFA_ENABLED, request=request, user=user, authenticator=authenticator.type
        )


def _authenticator_removed(sender, request, user, authenticator, **kwargs):
    if authenticator.type in SECOND_FACTORS:
        services.record(
            Kind.MFA_DISABLED, request=request, user=user, authenticator=authenticator.type
        )


def _authenticator_reset(sender, request, user, authenticator, **kwargs):
    if authenticator.type == Authenticator.Type.RECOVERY_CODES:
        services.record(Kind.RECOVERY_CODES_REGENERATED, request=request, user=user)


def connect() -> None:
    pairs = [
        (auth_signals.user_logged_in, _logged_in),
        (auth_signals.user_logged_out, _logged_out),
        (auth_signals.user_login_failed, _login_failed),
        (mfa_signals.authentication_failed, _mfa_failed),
        (account_signals.password_changed, _password_changed),
        (account_signals.password_set, _password_changed),
        (account_signals.password_reset, _password_reset),
        (account_signals.email_changed, _email_changed),
        (mfa_signals.authenticator_added, _authenticator_added),
        (mfa_signals.authenticator_removed, _authenticator_removed),
        (mfa_signals.authenticator_reset, _authenticator_reset),
    ]
    for signal, receiver in pairs:
        signal.connect(receiver, dispatch_uid=f"security.{receiver.__name__}", weak=False)
