"""How often the OGC API may be read (issue 48): every request is counted before it is
answered, and one over its limit is answered 429 with ``Retry-After`` (the seconds
until it would be counted again).

- A request read with an API token (``Authorization: Bearer …``) counts against that
  token's limit, ``API_TOKEN_RATE``: the REST API's own count (``api/throttles.py``), so
  a token's requests to /api/v1/ and to /ogcapi/ are one budget. The api app registers
  how (``register(Counter("token", …))``), as it registers its reader on ``auth``: the
  OGC API never imports the api app.
- An anonymous request (no credentials, or credentials that are not good) counts against
  its address's limit, ``OGCAPI_ANONYMOUS_RATE``, atomically in Redis
  (``security/limits.py``; the address as every other limit reads it, behind a proxy
  ``RATELIMIT_IP_META_KEY``).
- A signed-in session reads as the site's pages do: not counted here.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest
from django_ratelimit.core import _get_ip

from lockport_sw.security import limits

ANONYMOUS = "ogcapi.anonymous"


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    retry_after: int = 0  # seconds, when refused


ALLOWED = Verdict(True)


@dataclass(frozen=True)
class Counter:
    """A kind of request counted by its own limit: ``count(request)`` answers a
    ``Verdict`` for a request of its kind (after it was read: ``auth.reader``), or None."""

    name: str
    count: Callable[[HttpRequest], Verdict | None]


_COUNTERS: list[Counter] = []


def register(counter: Counter) -> None:
    """Add a counter (an API token's), asked in the order registered; once per name."""
    if any(c.name == counter.name for c in _COUNTERS):
        return
    _COUNTERS.append(counter)


def anonymous_rate() -> str:
    """Requests one address may make anonymously per window (e.g. "1000/h")."""
    return settings.OGCAPI_ANONYMOUS_RATE


def _window_left(rate: limits.Rate) -> int:
    """Seconds until the fixed window of ``rate`` ends (when the count starts again)."""
    return max(1, math.ceil(rate.seconds - time.time() % rate.seconds))


def _anonymous(request: HttpRequest) -> Verdict:
    rate = limits.Rate.parse(anonymous_rate())
    if limits.take(ANONYMOUS, _get_ip(request) or "", rate):
        return ALLOWED
    return Verdict(False, _window_left(rate))


def admit(request: HttpRequest, user) -> Verdict:
    """Count this request of ``user`` (``AnonymousUser`` when no good credentials were
    sent) against its limit, and say whether it may be answered."""
    for counter in _COUNTERS:
        verdict = counter.count(request)
        if verdict is not None:
            return verdict
    if getattr(user, "is_authenticated", False):
        return ALLOWED  # the session's: limited as the pages are
    return _anonymous(request)
