from __future__ import annotations

from django.shortcuts import redirect
from django.urls import Resolver404, resolve

from . import services

# What a staff member without a second factor may still open: enrolling one (allauth's
# MFA pages, and re-entering the password they ask for), signing out, and static files.
ALLOWED_URL_NAMES = frozenset(
    {
        "account_logout",
        "account_reauthenticate",
        "account_change_password",
        "healthz",
    }
)


class RequireMFAMiddleware:
    """ASVS 6.3.3: a staff user without a second factor is sent to set one up before
    anything else (accounts.services.mfa_required). Sign-in itself asks for the second
    factor of everyone who has one (allauth's login stage)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if (
            user is not None
            and user.is_authenticated
            and not user.mfa_enabled
            and services.mfa_required(user)
            and not self._allowed(request)
        ):
            return redirect("mfa_activate_totp")
        return self.get_response(request)

    @staticmethod
    def _allowed(request) -> bool:
        try:
            match = resolve(request.path_info)
        except Resolver404:
            return False
        name = match.url_name or ""
        return name in ALLOWED_URL_NAMES or name.startswith("mfa_")
