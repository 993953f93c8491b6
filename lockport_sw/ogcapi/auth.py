"""Who reads the OGC API: the hook an API token plugs into.

A request is read by the first registered ``Authenticator`` that recognizes its
credentials. Each one answers ``None`` when the request carries none of its kind (the
next one is asked), the user when they are good, or raises ``Refused`` when they are
present but not good (a 401, never a silent anonymous read). Today there is one: Django's
signed-in session (with its MFA, session lifetime and middleware as for every page). An
API token (``Authorization: Bearer …``) registers its own with ``register`` and its
``challenge``; nothing else here changes, because what a reader sees is decided by the
user it names through each collection's selector.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest
from django.utils.functional import lazy

from lockport_sw.jurisdiction.registry import current


class Refused(Exception):
    """Credentials of a known kind that are not good: answered 401."""


@dataclass(frozen=True)
class Authenticator:
    name: str
    read: Callable[[HttpRequest], object | None]
    # The WWW-Authenticate challenge a 401 offers for this kind of credentials.
    challenge: str


def _session(request: HttpRequest):
    user = getattr(request, "user", None)
    return user if user is not None and user.is_authenticated else None


_AUTHENTICATORS: list[Authenticator] = [
    Authenticator(
        "session", _session, lazy(lambda: f'Session realm="{current().name} stormwater"', str)()
    )
]


def register(authenticator: Authenticator) -> None:
    """Add a way to read the API (an API token), asked after those already registered;
    once per name."""
    if any(a.name == authenticator.name for a in _AUTHENTICATORS):
        return
    _AUTHENTICATORS.append(authenticator)


def challenges() -> list[str]:
    return [str(a.challenge) for a in _AUTHENTICATORS]


def _read(request: HttpRequest):
    for authenticator in _AUTHENTICATORS:
        user = authenticator.read(request)
        if user is not None:
            return user
    return AnonymousUser()


def reader(request: HttpRequest):
    """The user reading (``AnonymousUser`` when no credentials were sent); ``Refused``
    when credentials were sent but are not good. Read once per request (the limit reads
    it before the view, ``limits.py``)."""
    known = getattr(request, "_ogcapi_reader", None)
    if known is None:
        try:
            known = _read(request)
        except Refused as exc:
            known = exc
        request._ogcapi_reader = known
    if isinstance(known, Refused):
        raise known
    return known


def is_staff_reader(user) -> bool:
    """The staff collections are read by the Town's people (a Town role); what each one
    holds for them is still its selector's answer."""
    from lockport_sw.accounts.roles import TOWN_ROLES

    return bool(user.is_authenticated and getattr(user, "roles", frozenset()) & TOWN_ROLES)
