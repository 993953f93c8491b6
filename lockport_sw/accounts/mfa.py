"""TOTP codes (RFC 6238) from a known secret: for the demo's `manage.py totp_code` and
for tests. Verification is django-allauth's; this only computes what an app would show."""

from __future__ import annotations

import time

from allauth.mfa import app_settings
from allauth.mfa.totp.internal.auth import format_hotp_value, hotp_value


def totp_code(secret: str, at: float | None = None) -> str:
    """The code an authenticator app shows for ``secret`` at ``at`` (epoch; now)."""
    moment = time.time() if at is None else at
    return format_hotp_value(hotp_value(secret, int(moment) // app_settings.TOTP_PERIOD))


def seconds_left(at: float | None = None) -> int:
    moment = time.time() if at is None else at
    period = app_settings.TOTP_PERIOD
    return period - int(moment) % period
