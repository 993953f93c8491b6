"""Counted limits that hold under concurrency (issue 19, item 5).

A limit is a number of acts per window ("5/h") for one scope (the public report, an
Open311 key, the 403 log) and one identity (an address, a key, a user and path). The
count is one Redis ``INCR`` on a key named after the window, with an expiry set in the
same round trip: Redis runs each command alone, so ten requests at once get ten
different numbers and exactly ``limit`` of them are within it. Checking first and
counting after (what a read of the count then a write does) lets them all through.

``take`` counts one act and says whether it is allowed; ``give_back`` returns the act
when what it was counted for did not happen (a report refused for its content), so
that refused sends do not use up the limit. ``used`` reads the count without counting.

Windows are fixed (the window's number is the time divided by its length), as
django-ratelimit's are, and follow the clock that tests move with time-machine.
Without Redis (``make run`` with no ``REDIS_URL``: one developer) the cache's own
add-then-increment is used.

When Redis does not answer, a limit lets the act through and logs a warning: the
public's report must still be received while Redis is down (issue 19, item 3); the
limits come back with Redis.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import time
from dataclasses import dataclass

from django.core.cache import cache

PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
log = logging.getLogger(__name__)


def unavailable_errors() -> tuple[type[Exception], ...]:
    try:
        from redis.exceptions import RedisError
    except ImportError:  # pragma: no cover (redis is a pinned requirement)
        return (ConnectionError, TimeoutError)
    return (RedisError, ConnectionError, TimeoutError)


def _fail_open(default):
    """Run the counter; when the cache does not answer, log it and return ``default``."""

    def decorator(func):
        @functools.wraps(func)
        def wrapped(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except unavailable_errors() as exc:
                log.warning("Limit %s not counted: the cache does not answer (%s).", args[:1], exc)
                return default

        return wrapped

    return decorator


@dataclass(frozen=True)
class Rate:
    count: int
    seconds: int

    @classmethod
    def parse(cls, rate: str) -> Rate:
        """``"5/h"``, ``"30/15m"``: a number of acts per period."""
        count, _, period = rate.partition("/")
        digits = period[:-1] or "1"
        return cls(int(count), int(digits) * PERIODS[period[-1]])


def _key(scope: str, identity: str, rate: Rate) -> str:
    window = int(time.time() // rate.seconds)
    ident = hashlib.sha256(identity.encode()).hexdigest()[:32]
    return f"limit:{scope}:{rate.seconds}:{window}:{ident}"


def _redis(key: str):
    """The Redis client that holds ``key``, or None when the cache is not Redis."""
    backend = getattr(cache, "_cache", None)
    if backend is None or not hasattr(backend, "get_client"):
        return None
    return backend.get_client(key, write=True)


def _add(scope: str, identity: str, rate: Rate, delta: int) -> int:
    key = _key(scope, identity, rate)
    client = _redis(key)
    if client is not None:
        full = cache.make_and_validate_key(key)
        pipe = client.pipeline(transaction=True)
        pipe.incrby(full, delta)
        pipe.expire(full, rate.seconds + 60)
        value, _ = pipe.execute()
        return int(value)
    cache.add(key, 0, rate.seconds + 60)
    try:
        return cache.incr(key, delta)
    except ValueError:  # expired between the two calls
        cache.set(key, max(delta, 0), rate.seconds + 60)
        return max(delta, 0)


@_fail_open(True)
def take(scope: str, identity: str, rate: str | Rate) -> bool:
    """Count one act; True when it is within the limit."""
    rate = rate if isinstance(rate, Rate) else Rate.parse(rate)
    return _add(scope, identity, rate, 1) <= rate.count


@_fail_open(None)
def give_back(scope: str, identity: str, rate: str | Rate) -> None:
    """Return an act counted by ``take`` that did not happen."""
    rate = rate if isinstance(rate, Rate) else Rate.parse(rate)
    _add(scope, identity, rate, -1)


@_fail_open(0)
def used(scope: str, identity: str, rate: str | Rate) -> int:
    rate = rate if isinstance(rate, Rate) else Rate.parse(rate)
    return int(cache.get(_key(scope, identity, rate)) or 0)


def exhausted(scope: str, identity: str, rate: str | Rate) -> bool:
    rate = rate if isinstance(rate, Rate) else Rate.parse(rate)
    return used(scope, identity, rate) >= rate.count


@_fail_open(True)
def once(scope: str, identity: str, seconds: int) -> bool:
    """True the first time ``identity`` is spent in ``scope`` within ``seconds``; False
    after (the cache's add is Redis SET NX: atomic)."""
    ident = hashlib.sha256(identity.encode()).hexdigest()[:32]
    return bool(cache.add(f"once:{scope}:{ident}", 1, seconds))
