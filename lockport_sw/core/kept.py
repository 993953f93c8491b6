"""What a page shows, kept until the rows it was made of change (issue 44).

The SMO's home asks a dozen queues of the whole Town's records (the review queue, the
docket, the corrective measures due, ...): at a county's volume those statements cost
PostgreSQL more than every other part of the page, and they answer the same until
someone writes. ``kept(parts, compute)`` keeps ``compute()``'s answer in Django's cache
with the **tables it read** and each table's **version**, a random token that every write
to that table replaces; the answer is used only while every one of those versions is
still the current one.

The tables read: every statement ``compute()`` sends, seen by an execute wrapper, names
them (every word of it that is one of the models' tables, quoted by the ORM or not in raw
SQL), with any the caller read before (``reads``: the user's row). The tables written:
every statement that changes rows, seen by a wrapper installed on each database
connection (``watch``, from ``CoreConfig.ready``), whatever made it: a model's ``save``, a
queryset's ``update`` or ``bulk_create`` (which send no signal), raw SQL, a Celery task, a
management command; with it, the tables the database's triggers keep from that table
(``core/tallies.Tally.sources``, ``tables``: the clocks' tally, the projects' accounts,
the MS4 figures' stamps). A write whose table cannot be read from its statement
(``TRUNCATE``, a ``WITH`` that changes rows) replaces every version (``*``, part of every
answer's check). The session the idle timeout writes on every request and Celery beat's
bookkeeping are tables no kept answer reads (``QUIET``). A statement that changed no row
replaces nothing.

Why it is safe:

- A write outside a transaction replaces its table's version as soon as it is made; one
  inside a transaction when the transaction commits (``transaction.on_commit``, once per
  transaction, every table it wrote). The versions are read *before* the rows: a reader
  that read a version before a commit and the rows after it stores newer rows under a
  version already dead, never older rows under a live one.
- Inside a transaction of the code's own (``floor.reads_committed_rows``) nothing kept is
  used or stored: what it would read may yet be rolled back, or be its own writes. A test
  case's transaction counts as committed, as in ``floor``; so that a test sees its own
  writes, the connection remembers the tables it wrote, and the next ``kept`` read on it
  replaces their versions first.
- A version is a random token, never a counter: one lost from the cache comes back as a
  token no answer was stored under.
- What the floor keeps (roles, permissions, the unread count) is read from the cache, not
  from the tables: the user's floor versions are part of every key made for a user
  (``user=``, ``floor.versions``).
- Time passes without a write: a clock falls due, a day ends. The minute is part of
  every key, and an answer lives at most ``SECONDS``: a page shows a clock's passing at
  most a minute late. Services, which decide what may be done, never read what is kept.
- The cache does not answer: the answer is computed, as before
  (tests/faults/test_redis_down.py).

What else to key on is the caller's: whatever the answer depends on besides the rows
(the user, their role, the page's query string). ``kept_each`` asks for several answers
in one round trip (the home's panels, each kept and ended on its own);
``core/kept_pages.kept_page`` keeps whole pages.
"""

from __future__ import annotations

import hashlib
import logging
import re
import secrets
from collections.abc import Callable
from functools import cache as once
from typing import Any

from django.apps import apps
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from lockport_sw.security.limits import unavailable_errors

from . import floor, tallies

log = logging.getLogger(__name__)

SECONDS = 60
EVERY_TABLE = "*"
# Tables written without changing what any kept answer shows.
QUIET = frozenset({"django_session"})
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
    "LOCK",
    "RESET",
    "DISCARD",
    "DEALLOCATE",
)
_TARGET = re.compile(
    r'\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?"?(\w+)"?(?:\.(?:"?)(\w+))?',
    re.IGNORECASE,
)
_WORDS = re.compile(r"\w+")
# A data-modifying statement anywhere in a WITH (read conservatively: a word in a comment
# counts too).
_MODIFIES = re.compile(r'\b(?:INSERT\s+INTO|UPDATE\s+"?\w+"?\s+SET|DELETE\s+FROM)\b', re.I)
_MISSING = object()
# The tables each answer's name read when this process computed it (every one seen): the
# versions asked for beside the answer, in one round trip.
_TABLES_OF: dict[str, frozenset[str]] = {}


def _version_key(table: str) -> str:
    return f"kept:t:{table}"


@once
def model_tables() -> frozenset[str]:
    return frozenset(model._meta.db_table for model in apps.get_models(include_auto_created=True))


def written_table(sql: str) -> str | None:
    """The table a statement may change rows of: ``None`` for a read, a transaction's
    control or a quiet table; ``EVERY_TABLE`` when it cannot be told (read conservatively)."""
    head = sql[:40].lstrip()[:12].upper()
    if head.startswith(_READS):
        return None
    if head.startswith("WITH") and not _MODIFIES.search(sql):
        return None  # a read with common table expressions
    match = _TARGET.match(sql)
    if not match:
        return EVERY_TABLE
    table = match.group(2) or match.group(1)
    if table in QUIET or table.startswith(QUIET_PREFIXES):
        return None
    return table


def read_tables(sql: str) -> set[str]:
    """The models' tables a statement names: every word of it that is one of them, quoted
    (the ORM's) or not (raw SQL: the MS4 figures' counts, the search)."""
    known = model_tables()
    return {word for word in set(_WORDS.findall(sql)) if word in known}


def replace(tables) -> None:
    """New versions for ``tables``: every answer kept that read one of them is dead."""
    try:
        cache.set_many({_version_key(t): secrets.token_hex(8) for t in tables}, None)
    except unavailable_errors() as exc:
        # What is kept lives at most SECONDS: a missed replacement ends with it.
        log.error("Versions of %s not replaced: the cache does not answer (%s).", tables, exc)


def replace_all() -> None:
    replace([EVERY_TABLE])


def _replace_pending() -> None:
    connection = transaction.get_connection()
    tables = getattr(connection, "kept_pending", set())
    connection.kept_pending = set()
    if tables:
        replace(sorted(tables))


def _wrote(connection, table: str) -> None:
    changed = {table, *tallies.kept_by_triggers(table)}
    if not hasattr(connection, "kept_written"):
        connection.kept_written = set()
    connection.kept_written.update(changed)
    if not connection.in_atomic_block:
        replace(sorted(changed))
        return
    if not any(func is _replace_pending for _sids, func, _robust in connection.run_on_commit):
        connection.kept_pending = set()
        transaction.on_commit(_replace_pending, using=connection.alias)
    connection.kept_pending.update(changed)


def _watch(execute, sql, params, many, context):
    result = execute(sql, params, many, context)
    table = written_table(sql)
    # None changed (an UPDATE, a DELETE, an INSERT … SELECT that matched nothing): nothing
    # to replace. -1, not known (DDL): replaced.
    if table is not None and getattr(context.get("cursor"), "rowcount", -1) != 0:
        _wrote(context["connection"], table)
    return result


def watch(sender=None, connection=None, **kwargs) -> None:
    """Install the wrapper on a connection (``connection_created``; once per wrapper)."""
    if connection is not None and _watch not in connection.execute_wrappers:
        connection.execute_wrappers.append(_watch)


def _key(parts: tuple) -> str:
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()
    return f"kept:{digest}"


def _versions(found: dict, tables) -> tuple[str, ...]:
    """The current versions of ``tables`` (with ``*``), made where the cache has none."""
    names = (EVERY_TABLE, *tables)
    for table in names:
        if found.get(_version_key(table)) is None:
            cache.add(_version_key(table), secrets.token_hex(8), None)
            found[_version_key(table)] = cache.get(_version_key(table))
    return tuple(found[_version_key(t)] for t in names)


def _computed(compute: Callable[[], Any], connection) -> tuple[Any, tuple[str, ...]]:
    seen: set[str] = set()

    def note(execute, sql, params, many, context):
        seen.update(read_tables(sql))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(note):
        value = compute()
    return value, tuple(sorted(seen))


def kept(parts: tuple, compute: Callable[[], Any], *, user=None, reads=()) -> Any:
    """``compute()``'s answer, from the cache while every table it read is unchanged, in
    the same minute, for at most ``SECONDS``. ``parts`` starts with the answer's name and
    names everything it depends on besides the rows (reprs of plain values); ``user``,
    whose floor versions are part of the key when the answer reads what the floor keeps;
    ``reads``, tables the answer depends on that were read before ``compute`` (the user's
    row, read by the authentication middleware)."""
    return kept_each([(parts, compute)], user=user, reads=reads)[0]


def kept_each(asked: list[tuple[tuple, Callable[[], Any]]], *, user=None, reads=()) -> list[Any]:
    """``kept`` for several answers in one round trip to the cache: each is kept and ended
    on its own (a write to the tables one read ends only that one).

    The versions are read before the rows: those of the tables this process saw each
    name's answers read (``_TABLES_OF``). An answer that read a table outside them is
    returned, not stored; the next one asks for that table's version too."""
    connection = transaction.get_connection()
    if not floor.reads_committed_rows():
        return [compute() for _parts, compute in asked]
    written = getattr(connection, "kept_written", None)
    if written:
        connection.kept_written = set()
        replace(sorted(written))
    answers: list[Any] = [_MISSING] * len(asked)
    try:
        who = floor.versions(user) if user is not None else ()
        minute = timezone.now().replace(second=0, microsecond=0).isoformat()
        keys = [_key((*parts, who, minute)) for parts, _compute in asked]
        known = [_TABLES_OF.get(parts[0], frozenset()) | set(reads) for parts, _compute in asked]
        tables_asked = {EVERY_TABLE}.union(*known)
        found = cache.get_many([*keys, *(_version_key(t) for t in sorted(tables_asked))])
        for i, key in enumerate(keys):
            stored = found.get(key)
            if isinstance(stored, tuple) and len(stored) == 3:
                tables, versions, value = stored
                if not set(tables) <= tables_asked:
                    found.update(cache.get_many([_version_key(t) for t in tables]))
                if _versions(found, tables) == versions:
                    answers[i] = value
        if _MISSING in answers:
            _versions(found, sorted(tables_asked))  # read (or made) before the rows
    except unavailable_errors() as exc:
        log.warning("%s not kept: the cache does not answer (%s).", asked[0][0][0], exc)
        return [compute() for _parts, compute in asked]
    fresh = {}
    for i, (parts, compute) in enumerate(asked):
        if answers[i] is not _MISSING:
            continue
        answers[i], tables = _computed(compute, connection)
        tables = tuple(sorted(set(tables).union(reads)))
        if not set(tables) <= known[i]:
            _TABLES_OF[parts[0]] = frozenset(known[i] | set(tables))
            continue
        versions = tuple(found[_version_key(t)] for t in (EVERY_TABLE, *tables))
        fresh[keys[i]] = (tables, versions, answers[i])
    if fresh:
        try:
            cache.set_many(fresh, SECONDS)
        except unavailable_errors() as exc:
            log.warning("%s not kept: the cache failed (%s).", asked[0][0][0], exc)
    return answers
