"""What a page shows, kept until the data changes (issue 44).

The SMO's home asks a dozen queues of the whole Town's records (the review queue, the
docket, the corrective measures due, ...): at a county's volume those statements cost
PostgreSQL more than every other part of the page, and they answer the same until
someone writes. ``kept(parts, compute)`` keeps ``compute()``'s answer in Django's cache
under the **data generation**, a random token that every write to the database replaces;
an answer is used only while the generation it was computed under is the current one.

Which writes: every statement that changes rows, seen by an execute wrapper installed on
each database connection (``watch``, from ``CoreConfig.ready``), whatever made it: a
model's ``save``, a queryset's ``update`` or ``bulk_create`` (which send no signal), raw
SQL, a Celery task, a management command. Only tables no kept answer reads are left out
(``QUIET_TABLES``: the session the idle timeout writes on every request, Celery beat's
bookkeeping). An ``UPDATE`` or ``DELETE`` that changed no row replaces nothing.

Why it is safe:

- A write outside a transaction replaces the generation as soon as it is made; one inside
  a transaction replaces it when the transaction commits (``transaction.on_commit``, once
  per transaction). A reader that read the old generation before the commit and the rows
  after it stores newer rows under a generation that is already dead, never older rows
  under a live one: the generation is read *before* the rows.
- Inside a transaction of the code's own (``floor.reads_committed_rows``), nothing kept is
  used or stored: what it would read may yet be rolled back, or be its own writes. A test
  case's transaction counts as committed, as in ``floor``; so that a test sees its own
  writes, the connection remembers that it wrote, and the next ``kept`` read on it
  replaces the generation first.
- The generation is a random token, never a counter: one lost from the cache comes back
  as a token no answer was stored under.
- Time passes without a write: a clock falls due, a day ends. An answer is kept at most
  ``SECONDS`` (so a page shows a clock's passing at most that late; services, which decide
  what may be done, never read what is kept), and the Town's date is part of every key.
- The cache does not answer: the page is computed, as before
  (tests/faults/test_redis_down.py).

What to key on is the caller's: everything the answer depends on besides the rows (the
user, their role, the page's query string).
"""

from __future__ import annotations

import hashlib
import logging
import re
import secrets
from collections.abc import Callable
from typing import Any

from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from lockport_sw.security.limits import unavailable_errors

from .floor import reads_committed_rows

log = logging.getLogger(__name__)

GENERATION = "kept:generation"
SECONDS = 60
# Tables written without changing what any kept answer shows.
QUIET_TABLES = frozenset({"django_session"})
QUIET_PREFIXES = ("django_celery_beat_", "django_celery_results_")
_READS = (
    "SELECT",
    "SAVEPOINT",
    "RELEASE",
    "ROLLBACK",
    "SET",
    "SHOW",
    "EXPLAIN",
    "BEGIN",
    "COMMIT",
    "START",
    "VALUES",
    "DECLARE",
    "FETCH",
    "CLOSE",
    "LISTEN",
    "NOTIFY",
)
_TARGET = re.compile(
    r'\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?"?([\w.]+)"?', re.IGNORECASE
)
_MISSING = object()


def changes_rows(sql: str) -> bool:
    """Whether a statement may change rows a kept answer reads (a conservative reading:
    any statement but a read, a transaction's control, or a write to a quiet table)."""
    head = sql.lstrip()[:12].upper()
    if head.startswith(_READS):
        return False
    match = _TARGET.match(sql)
    if match:
        table = match.group(1).rsplit(".", 1)[-1].strip('"')
        if table in QUIET_TABLES or table.startswith(QUIET_PREFIXES):
            return False
    return True


def replace() -> None:
    """A new generation: every answer kept until now is dead."""
    try:
        cache.set(GENERATION, secrets.token_hex(8), None)
    except unavailable_errors() as exc:
        # What is kept lives at most SECONDS: a missed replacement ends with it.
        log.error("The data generation was not replaced: the cache does not answer (%s).", exc)


def _wrote(connection) -> None:
    connection.kept_wrote = True
    if not connection.in_atomic_block:
        replace()
        return
    if not any(func is replace for _sids, func, _robust in connection.run_on_commit):
        transaction.on_commit(replace, using=connection.alias)


def _watch(execute, sql, params, many, context):
    result = execute(sql, params, many, context)
    if changes_rows(sql):
        cursor = context.get("cursor")
        rowcount = getattr(cursor, "rowcount", -1)
        if rowcount != 0 or sql.lstrip()[:6].upper() not in ("UPDATE", "DELETE"):
            _wrote(context["connection"])
    return result


def watch(sender=None, connection=None, **kwargs) -> None:
    """Install the wrapper on a connection (``connection_created``; once per wrapper)."""
    if connection is not None and _watch not in connection.execute_wrappers:
        connection.execute_wrappers.append(_watch)


def _key(parts: tuple) -> str:
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()
    return f"kept:{digest}"


def kept(parts: tuple, compute: Callable[[], Any]) -> Any:
    """``compute()``'s answer, from the cache while the data generation it was computed
    under holds and for at most ``SECONDS``. ``parts`` names everything the answer
    depends on besides the database's rows (reprs of plain values)."""
    connection = transaction.get_connection()
    if not reads_committed_rows():
        return compute()
    if getattr(connection, "kept_wrote", False):
        connection.kept_wrote = False
        replace()
    key = _key((*parts, timezone.localdate().isoformat()))
    try:
        found = cache.get_many([GENERATION, key])
    except unavailable_errors() as exc:
        log.warning("%s not kept: the cache does not answer (%s).", parts[:1], exc)
        return compute()
    generation = found.get(GENERATION)
    if generation is None:
        generation = secrets.token_hex(8)
        try:
            if not cache.add(GENERATION, generation, None):
                generation = cache.get(GENERATION)
        except unavailable_errors():
            return compute()
    stored = found.get(key, _MISSING)
    if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == generation:
        return stored[1]
    value = compute()
    if generation is not None:
        try:
            cache.set(key, (generation, value), SECONDS)
        except unavailable_errors() as exc:
            log.warning("%s not kept: the cache failed (%s).", parts[:1], exc)
    return value
