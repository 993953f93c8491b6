"""django-allauth hooks: who may create an account, what a new account becomes, how failed
sign-ins are counted (by address and by client: docs/security.md), and MFA rules."""

from __future__ import annotations

import base64
import logging
import os

from allauth.account.adapter import DefaultAccountAdapter
from allauth.core import context as allauth_context
from allauth.core.internal import ratelimit
from allauth.core.internal.httpkit import get_client_ip
from allauth.mfa.adapter import DefaultMFAAdapter
from allauth.mfa.models import Authenticator
from django.conf import settings

from lockport_sw.core import keys
from lockport_sw.security import devices
from lockport_sw.security import services as security
from lockport_sw.security.models import Kind

from . import services

security_log = logging.getLogger("lockport_sw.security")

# A request made in-process (Django's test client's force_login, a management command)
# has no socket and so no REMOTE_ADDR; every such request shares this one client.
NO_SOCKET_CLIENT = "0.0.0.0"  # noqa: S104 (a rate-limit bucket, not a bind)  # nosec B104


def _login_email(credentials) -> str:
    return (credentials.get("email") or credentials.get("username") or "").strip().lower()


class AccountAdapter(DefaultAccountAdapter):
    def is_open_for_signup(self, request) -> bool:
        # Applicants register themselves; Town accounts are created by the SMO.
        return True

    def save_user(self, request, user, form, commit=True):
        user = super().save_user(request, user, form, commit=False)
        user.full_name = form.cleaned_data["full_name"].strip()
        user.phone = form.cleaned_data.get("phone", "").strip()
        if commit:
            user.save()
            services.applicant_register(user=user)
        return user

    # --- Email: in the Town's words, with links to where the app runs -------------------
    def send_mail(self, template_prefix: str, email: str, context: dict) -> None:
        """allauth's emails name the Town (templates/account/email/), and every link in
        them starts with SITE_URL, not with whatever host the request came in on."""
        request = allauth_context.request
        base = request.build_absolute_uri("/") if request is not None else ""
        site = settings.SITE_URL.rstrip("/") + "/"
        context = {
            name: site + value[len(base) :]
            if base and isinstance(value, str) and value.startswith(base)
            else value
            for name, value in context.items()
        }
        context.update(TOWN=settings.TOWN, SITE_URL=settings.SITE_URL.rstrip("/"))
        super().send_mail(template_prefix, email, context)

    def get_client_ip(self, request) -> str:
        ip = get_client_ip(request)
        if not ip and "REMOTE_ADDR" not in request.META:
            return NO_SOCKET_CLIENT
        return super().get_client_ip(request)

    # --- Failed sign-ins: by address and by client (docs/security.md) -----------------
    def _client(self, request, email: str) -> str:
        device = devices.trusted_device(request, email)
        if device:
            return f"device:{device}"
        return f"ip:{ratelimit.get_ip(request)}"

    def _get_login_attempts_cache_key(self, request, **credentials) -> str:
        """allauth's per-"key" limit counts failures per (address, client), so failures
        from one client never refuse the same address on another client."""
        email = _login_email(credentials)
        return f"{email}|{self._client(request, email)}"

    def pre_authenticate(self, request, **credentials) -> None:
        """Three counters (docs/security.md): per (account, client), allauth's own; then,
        for a client that never signed in to the account, per account across addresses
        and a slower one per address. A trusted device is held only by the first, which
        counts its own failures alone."""
        email = _login_email(credentials)
        self._account_rl_usage = None
        self._address_rl_usage = None
        try:
            super().pre_authenticate(request, **credentials)
            if devices.trusted_device(request, email) is None:
                # Untrusted clients together: a ceiling for a distributed guesser.
                self._account_rl_usage = ratelimit.consume(
                    request,
                    app="allauth.account",
                    action="login_failed_untrusted",
                    config=settings.LOGIN_FAILED_UNTRUSTED_RATE_LIMIT,
                    key=email,
                )
                if not self._account_rl_usage:
                    self._rollback_login_failed_rl_usage()
                    raise self.validation_error("too_many_login_attempts")
                # One address spraying many accounts: slower, and never a trusted device.
                self._address_rl_usage = ratelimit.consume(
                    request,
                    app="allauth.account",
                    action="login_failed_address",
                    config=settings.LOGIN_FAILED_ADDRESS_RATE_LIMIT,
                )
                if not self._address_rl_usage:
                    self._rollback_login_failed_rl_usage()
                    raise self.validation_error("too_many_login_attempts")
        except Exception:
            security.record(
                Kind.LOCKOUT,
                request=request,
                user=services.User.objects.filter(email__iexact=email).first(),
                email=email,
            )
            raise

    def _rollback_login_failed_rl_usage(self) -> None:
        super()._rollback_login_failed_rl_usage()
        for name in ("_account_rl_usage", "_address_rl_usage"):
            usage = getattr(self, name, None)
            if usage:
                usage.rollback()


class MFAAdapter(DefaultMFAAdapter):
    error_messages = {
        **DefaultMFAAdapter.error_messages,
        "cannot_delete_authenticator": "Town staff must keep two-step verification. If you "
        "lost your phone, ask the Stormwater Management Officer to reset it.",
    }

    def can_delete_authenticator(self, authenticator) -> bool:
        """A user who must have MFA cannot remove their last second factor."""
        if authenticator.type not in services.SECOND_FACTORS:
            return True
        user = authenticator.user
        if not services.mfa_required(user):
            return True
        others = Authenticator.objects.filter(
            user_id=user.pk, type__in=services.SECOND_FACTORS
        ).exclude(pk=authenticator.pk)
        return others.exists()

    # Issue 45, item 3 (ASVS 11.1/14.2): TOTP secrets and recovery-code seeds are stored
    # encrypted with MFA_ENCRYPTION_KEY (lockport_sw/core/keys.py); a clear one is refused.
    def encrypt(self, text: str) -> str:
        return keys.mfa_encrypt(text)

    def decrypt(self, encrypted_text: str) -> str:
        try:
            return keys.mfa_decrypt(encrypted_text)
        except ValueError:
            # A clear seed planted in the database, or one under another key: logged,
            # and replaced by a random secret that no code or recovery code matches.
            security_log.error("An MFA secret that is not encrypted with our key was refused.")
            return base64.b32encode(os.urandom(20)).decode("ascii")

    def get_totp_issuer(self) -> str:
        return settings.TOWN["name"]
