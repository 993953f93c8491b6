"""Trusted devices: a signed cookie given to a browser once it has signed in to an account.

Failed sign-ins are counted per address *and per client* (see docs/security.md): a
browser that has signed in to the account before is a client of its own, identified by
this cookie; any other client is its IP address. So an anonymous visitor's failures
lock out only that visitor, never the SMO at their own desk (OWASP, "Slow down online
guessing attacks with device cookies").
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.core import signing

COOKIE = "lockport_device"  # the name outside production: cookie_name() is the one in force
SALT = "lockport_sw.security.devices"
MAX_AGE = 365 * 24 * 3600


def cookie_name() -> str:
    return getattr(settings, "DEVICE_COOKIE_NAME", COOKIE)


def _account_tag(email: str) -> str:
    return hashlib.sha256(email.strip().lower().encode()).hexdigest()[:32]


def trust_on_response(request, user) -> None:
    """Mark the response to this request to carry a new device cookie for ``user``."""
    request._lockport_device_cookie = signing.dumps(
        {"a": _account_tag(user.email), "n": secrets.token_urlsafe(16)}, salt=SALT
    )


def apply(request, response) -> None:
    value = getattr(request, "_lockport_device_cookie", None)
    if value:
        response.set_cookie(
            cookie_name(),
            value,
            max_age=MAX_AGE,
            httponly=True,
            secure=settings.SESSION_COOKIE_SECURE,
            samesite="Lax",
        )


def trusted_device(request, email: str) -> str | None:
    """This browser's device id when it has signed in to the account of ``email``."""
    raw = request.COOKIES.get(cookie_name())
    if not raw or not email:
        return None
    try:
        data = signing.loads(raw, salt=SALT, max_age=MAX_AGE)
    except signing.BadSignature:
        return None
    if not isinstance(data, dict) or data.get("a") != _account_tag(email):
        return None
    return str(data.get("n") or "") or None
