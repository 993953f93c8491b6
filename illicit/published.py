"""The Open311 lists of requests, kept in the cache (issue 44).

``GET /open311/v2/requests.json`` (and ``.xml``) is public: anyone may ask it as often as
they like, and it read up to 1,000 reports with their cases each time. Its answers are
kept in Django's cache (Redis) under the **normalised query string** (its parameters
sorted, the format) and a **version** shared by every list: a random token, replaced when
a report's public fields may have changed, so that the next request misses every entry
and asks the database again. Nothing is kept longer than the list would stay the same:

- A write that may change what is published (a report or its case saved or deleted, a
  report's ``updated_at`` moved by ``update()``) calls ``changed()``; the version is
  replaced **when its transaction commits** (``transaction.on_commit``, once per
  transaction), never before: a write rolled back leaves every entry as it was (it
  changed nothing), and a request that read the rows before the commit stored them
  under a version that is already dead when it is read again.
- The answer is stored only from a connection that reads committed rows
  (``core.floor.reads_committed_rows``) and under the version read *before* the rows.
- The default window ("the most recent 90 days") moves with the clock: an answer made
  with it is kept only until its oldest request leaves that window
  (``valid_until``), the first moment its rows would differ.
- With the cache down the list is made from the database, as before.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Callable
from datetime import datetime
from urllib.parse import urlencode

from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from lockport_sw.core.floor import reads_committed_rows
from lockport_sw.security.limits import unavailable_errors

log = logging.getLogger(__name__)

VERSION = "open311:v"
TIMEOUT = 3600  # frees memory; correctness is the version's and valid_until's
_MISSING = object()


def normalised(params) -> str:
    """The query string's parameters in one order, each list of values as sent."""
    return urlencode(sorted((k, v) for k, values in params.lists() for v in values))


def _version() -> str:
    found = cache.get(VERSION)
    if found is None:
        cache.add(VERSION, secrets.token_hex(8), None)
        found = cache.get(VERSION)
    return found


def _key(version: str, name: str) -> str:
    return f"open311:{version}:{hashlib.sha256(name.encode()).hexdigest()}"


def kept(name: str, compute: Callable[[], tuple[bytes, str, datetime | None]]):
    """``compute()``'s (body, content type, valid until), from the cache while its
    version holds and it is still valid; otherwise computed, and kept when it may be."""
    try:
        version = _version()
        entry = cache.get(_key(version, name), _MISSING)
    except unavailable_errors() as exc:
        log.warning("Open311 list not kept: the cache does not answer (%s).", exc)
        return compute()
    if entry is not _MISSING and (entry[2] is None or timezone.now() < entry[2]):
        return entry
    entry = compute()
    if reads_committed_rows():
        try:
            cache.set(_key(version, name), entry, TIMEOUT)
        except unavailable_errors() as exc:
            log.warning("Open311 list not kept: the cache does not answer (%s).", exc)
    return entry


def _bump() -> None:
    try:
        cache.set(VERSION, secrets.token_hex(8), None)
    except unavailable_errors() as exc:  # nothing is read from it either while it is down
        log.error("Open311 lists' version not replaced: the cache does not answer (%s).", exc)


def changed() -> None:
    """What the public reads of the reports may have changed: every kept list is
    forgotten when the transaction commits (at once outside one); never if it rolls back."""
    connection = transaction.get_connection()
    here = set(connection.savepoint_ids)
    if any(func is _bump and sids <= here for sids, func, _robust in connection.run_on_commit):
        return  # once per transaction: asked already by a block that commits with this one
    transaction.on_commit(_bump)
