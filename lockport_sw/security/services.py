"""Writes to the security event log, and the session rules that go with it.

``record()`` is the one way a security event is written: one row, plus one structured
log line (JSON) on the ``lockport_sw.security`` logger for the log pipeline.
"""

from __future__ import annotations

import json
import logging
from datetime import timedelta
from importlib import import_module

from django.conf import settings
from django.http import HttpRequest
from django.utils import timezone

from .models import Kind, SecurityEvent

logger = logging.getLogger("lockport_sw.security")

SIGNED_IN_AT = "lockport_signed_in_at"  # session key: when this session signed in (epoch)


def _client(request: HttpRequest | None) -> dict:
    if request is None:
        return {"ip": None, "user_agent": "", "path": ""}
    from allauth.core.internal.httpkit import get_client_ip

    return {
        "ip": get_client_ip(request) or None,
        "user_agent": request.META.get("HTTP_USER_AGENT", "")[:300],
        "path": request.get_full_path()[:500],
    }


def record(
    kind: Kind | str,
    *,
    request: HttpRequest | None = None,
    user=None,
    actor=None,
    email: str = "",
    detail: str = "",
    **data,
) -> SecurityEvent:
    """Append one event. ``user`` is the account concerned; ``actor`` who acted on it when
    that is someone else (the SMO granting a role)."""
    kind = Kind(kind)
    user = user if user is not None and getattr(user, "pk", None) else None
    actor = actor if actor is not None and getattr(actor, "pk", None) else None
    if actor is not None and user is not None and actor.pk == user.pk:
        actor = None
    event = SecurityEvent.objects.create(
        kind=kind,
        user=user,
        actor=actor,
        email=(email or (user.email if user else ""))[:254],
        detail=detail[:500],
        data=data,
        **_client(request),
    )
    logger.info(
        json.dumps(
            {
                "event": kind.value,
                "at": event.at.isoformat(),
                "user_id": event.user_id,
                "actor_id": event.actor_id,
                "email": event.email,
                "ip": event.ip,
                "path": event.path,
                "detail": event.detail,
                **data,
            },
            default=str,
            sort_keys=True,
        )
    )
    return event


# --- Refusals (403) ----------------------------------------------------------------------
def forbidden_record(*, request: HttpRequest, detail: str = "") -> SecurityEvent | None:
    """A refused request (403): the first of the minute for this person, whatever the
    path, is an event; the rest of that minute (any path) are counted on its
    ``ForbiddenTally``, so the log grows at most a row a minute per person. Returns the
    event when one was written."""
    from django.db import connection, transaction

    from .models import ForbiddenTally

    user = getattr(request, "user", None)
    user = user if user is not None and user.is_authenticated else None
    client = _client(request)
    who = f"user:{user.pk}" if user is not None else f"ip:{client['ip'] or '-'}"
    path = request.path[:500]
    minute = timezone.now().replace(second=0, microsecond=0)
    table = connection.ops.quote_name(ForbiddenTally._meta.db_table)
    with transaction.atomic():
        with connection.cursor() as cursor:
            # One statement: concurrent refusals take the row lock in turn (atomic).
            cursor.execute(
                f"INSERT INTO {table} (who, path, minute, count) VALUES (%s, %s, %s, 1) "  # noqa: S608  # nosec B608  # table name from the model
                f"ON CONFLICT (who, minute) DO UPDATE SET count = {table}.count + 1 "
                "RETURNING id, count",
                [who, path, connection.ops.adapt_datetimefield_value(minute)],
            )
            tally_id, count = cursor.fetchone()
        if count > 1:
            return None
        event = record(
            Kind.FORBIDDEN, request=request, user=user, detail=detail, minute=minute.isoformat()
        )
        ForbiddenTally.objects.filter(pk=tally_id).update(event=event)
    return event


# --- Sessions ----------------------------------------------------------------------------
def absolute_lifetime() -> timedelta:
    return timedelta(hours=settings.SESSION_ABSOLUTE_HOURS)


def session_expired(session) -> bool:
    """ASVS 7.3.2: a session ends at its absolute lifetime, however active it is. A
    session without its sign-in moment is treated as expired."""
    started = session.get(SIGNED_IN_AT)
    if started is None:
        return True
    return timezone.now().timestamp() - float(started) >= absolute_lifetime().total_seconds()


def sessions_end_all(*, user) -> int:
    """End every session of ``user`` (deactivation, MFA reset): returns how many. The
    caller's own event records it (one row per event)."""
    from allauth.usersessions.models import UserSession

    store = import_module(settings.SESSION_ENGINE).SessionStore
    ended = 0
    for session in UserSession.objects.filter(user_id=user.pk):
        store().delete(session.session_key)
        session.delete()
        ended += 1
    return ended
