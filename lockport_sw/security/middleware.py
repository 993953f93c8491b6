from __future__ import annotations

from django.contrib.auth import logout
from django.utils.cache import add_never_cache_headers

from . import devices, services


class SessionSecurityMiddleware:
    """After authentication: a session past its absolute lifetime is signed out; every
    page shown to a signed-in user is ``Cache-Control: no-store`` (ASVS 14.3.2); a new
    sign-in's device cookie is set."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated and services.session_expired(request.session):
            request._lockport_logout_reason = "absolute session lifetime reached"
            logout(request)
        response = self.get_response(request)
        user = getattr(request, "user", None)
        signed_in = user is not None and user.is_authenticated
        if signed_in and "no-store" not in response.get("Cache-Control", ""):
            add_never_cache_headers(response)
        devices.apply(request, response)
        return response
