"""Personal API tokens: created, revoked, and checked on every API request (issue 48).

A token is ``lps_`` and 43 random URL-safe characters, shown once when it is created;
the database keeps its SHA-256 digest, a name, a scope (read, or read and write), an
expiry and the last use. Creating and revoking are security events
(``security.services.record``). A Town user (one who must sign in with a second factor)
creates tokens only once that factor is set up (ASVS 6.3.3), like every other page.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.accounts.services import mfa_required
from lockport_sw.core.guards import require
from lockport_sw.security.models import Kind
from lockport_sw.security.services import record

from .models import APIToken, Scope

PREFIX = "lps_"
MAX_DAYS = 365
# last_used_at is written at most this often per token: a busy script does not write a
# row on every request.
LAST_USE_RESOLUTION = timedelta(minutes=1)


def digest(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def _check(name: str, scope: str, days) -> dict:
    errors = {}
    if not (name or "").strip():
        errors["name"] = "Give the token a name: what it is for."
    if scope not in Scope.values:
        errors["scope"] = "Choose read, or read and write."
    if not isinstance(days, int) or not 1 <= days <= MAX_DAYS:
        errors["days"] = f"A token lasts from 1 to {MAX_DAYS} days."
    return errors


@transaction.atomic
def token_create(
    *, acting_user, name: str, scope: str = Scope.READ, days: int = 30, request=None
) -> tuple[APIToken, str]:
    """A new token of ``acting_user``: the row and the token itself, which is never
    stored and never shown again. Refused to a Town user without a second factor."""
    require(
        bool(acting_user and acting_user.is_authenticated and acting_user.is_active),
        "Sign in to create an API token.",
    )
    require(
        not mfa_required(acting_user) or acting_user.mfa_enabled,
        "Set up two-step verification before creating an API token.",
        PermissionDenied,
    )
    if errors := _check(name, scope, days):
        raise ValidationError(errors)
    raw = PREFIX + secrets.token_urlsafe(32)
    now = timezone.now()
    token = APIToken.objects.create(
        user=acting_user,
        name=name.strip()[:100],
        scope=scope,
        prefix=raw[:10],
        digest=digest(raw),
        created_at=now,
        expires_at=now + timedelta(days=days),
    )
    record(
        Kind.API_TOKEN_CREATED,
        request=request,
        user=acting_user,
        detail=f"API token {token.prefix}… ({token.name}), {token.scope}, for {days} days",
        token_id=token.pk,
        scope=token.scope,
        expires_at=token.expires_at.isoformat(),
    )
    return token, raw


@transaction.atomic
def token_revoke(*, acting_user, token: APIToken, request=None) -> APIToken:
    """Revoke one of one's own tokens (an administrator may revoke anyone's): refused at
    once from then on. Revoking a revoked token changes nothing."""
    require(
        token.user_id == acting_user.pk or acting_user.is_superuser,
        "Only the token's owner revokes it.",
    )
    token = APIToken.objects.select_for_update().get(pk=token.pk)
    if token.revoked_at is not None:
        return token
    token.revoked_at = timezone.now()
    token.save(update_fields=["revoked_at"])
    record(
        Kind.API_TOKEN_REVOKED,
        request=request,
        user=token.user,
        actor=acting_user,
        detail=f"API token {token.prefix}… ({token.name}) revoked",
        token_id=token.pk,
    )
    return token


def token_for(raw: str) -> APIToken | None:
    """The active token ``raw`` is, with its user; None for an unknown, expired or revoked
    token or an inactive user. Marks its last use (at most once a minute)."""
    if not raw.startswith(PREFIX) or len(raw) > 100:
        return None
    token = APIToken.objects.select_related("user").filter(digest=digest(raw)).first()
    now = timezone.now()
    if token is None or not token.active(now) or not token.user.is_active:
        return None
    if token.last_used_at is None or now - token.last_used_at >= LAST_USE_RESOLUTION:
        APIToken.objects.filter(pk=token.pk).update(last_used_at=now)
        token.last_used_at = now
    return token


def tokens_of(user):
    """One's tokens, newest first (the account page lists them)."""
    return APIToken.objects.filter(user=user).order_by("-created_at", "-pk")


def rate() -> str:
    """Requests one token may make per window (``API_TOKEN_RATE``, e.g. "1000/h")."""
    return settings.API_TOKEN_RATE


PERIODS = {"s": "a second", "m": "a minute", "h": "an hour", "d": "a day"}


def rate_words() -> str:
    """The limit as a person reads it: "1,000 requests an hour"."""
    number, _, period = rate().partition("/")
    return f"{int(number):,} requests {PERIODS.get(period[:1], 'per ' + period)}"
