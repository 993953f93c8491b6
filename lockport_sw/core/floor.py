"""What every signed-in page asks about its user, kept across requests (issue 44).

Every staff page used to pay the same four queries before its own: the user's roles, the
permissions of the user and of its groups, the navigation's unread count (and, for a
user without the docket's permission, whether they sit on a board). Those answers are
kept in Django's cache (Redis in production and tests; ``make run`` without ``REDIS_URL``
the file cache, which the web process and the Celery worker share), under a **version
per user and topic**: ``who`` (roles, permissions, seats on boards) and ``unread``
(messages not yet read). A write that changes an answer calls ``bump()`` for the users it
concerns (``bump_everyone()`` for a change of a group's permissions); the next read finds
no entry under the new version and asks the database again. Nothing expires by time
alone (a timeout only frees memory).

Why it is safe (docs/security.md, "Roles and permissions kept across requests"):

- A bump writes a new random version at once (so a read later in the same transaction,
  or in the next request, misses) and again when the transaction commits: a concurrent
  request that read the version before the commit and the rows before the commit stored
  them under a version that is already dead.
- A read stores what it computed under the version it read *before* asking the
  database, and only when its connection reads committed rows (no atomic block of the
  code's own open: inside one, what it read may yet be rolled back). The test case's own
  blocks are the test's transaction, as Django's ``durable`` check treats them.
- A version is a random token, never a counter: a version lost from the cache (evicted,
  cleared) comes back as a new token, never as one an old entry was stored under.

One round trip a request (the lever measured in docs/architecture.md, "Performance"):
the first answer a request asks of a user object reads, in one ``get_many``, everyone's
version, the user's two versions and every answer this process has asked for before
(each stored beside the version it was computed under, and used only while that version
is the current one); later answers of the same request come from that snapshot. A bump
made in this process makes every snapshot stale (read again at the next answer); one
made by another process is seen by the next request, as before.

What writes bump, and where: the roles and permissions (``accounts/apps.py``: the
``m2m_changed`` of a user's groups and permissions and of a group's permissions, every
save and delete of a group or permission (a user row holds nothing kept:
whether they are active or a superuser is read from it on every request), as well as
``accounts.services.grant_roles``/``_remove_roles``); seats on boards
(``bodies/apps.py``: a membership's save and delete); the unread count
(``notifications.services.notify`` and ``mark_read``, which write with ``bulk_create``
and ``update``, which send no signal; and a message's save and delete).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Iterable
from typing import Any

from django.core.cache import cache
from django.db import transaction

from lockport_sw.security.limits import unavailable_errors

log = logging.getLogger(__name__)

WHO = "who"  # roles, permissions, seats on boards
UNREAD = "unread"  # the navigation's count of unread messages
# Frees memory; only an unread count whose bump the cache missed waits for it.
TIMEOUTS = {WHO: 24 * 3600, UNREAD: 600}
_EVERYONE = "floor:v:everyone"
_MISSING = object()


def _version_key(topic: str, user_id: int) -> str:
    return f"floor:v:{topic}:{user_id}"


def _new() -> str:
    return secrets.token_hex(8)


_TOPICS = (WHO, UNREAD)
# Every (topic, name) asked in this process: the first answer of a request reads them all,
# with the versions, in one ``get_many`` (a new name costs one ``get`` of its own once).
_KNOWN: dict[str, set[str]] = {topic: set() for topic in _TOPICS}
# Replaced by every bump made in this process: a user object's answers read before it are
# read again (a token, never a counter: a copied or unpickled user never matches).
_generation = object()


def _entry_key(topic: str, user_id: int, name: str) -> str:
    return f"floor:{topic}:{user_id}:{name}"


class _Snapshot:
    """What one user object read of the cache: the versions and the answers stored under
    them (an answer is stored with the version it was computed under)."""

    __slots__ = ("asked", "generation", "values", "versions")

    def __init__(self, generation, versions: dict[str, str], values: dict[str, Any], asked):
        self.generation = generation
        self.versions = versions
        self.values = values
        self.asked = asked


def _made(found: dict, keys: list[str], topic: str, user_id: int) -> str:
    for key in keys:
        if key not in found:
            cache.add(key, _new(), None)  # a concurrent reader may have made it first
            found[key] = cache.get(key)
    return f"{found[_EVERYONE]}.{found[_version_key(topic, user_id)]}"


def _snapshot(user) -> _Snapshot:
    """The user object's snapshot, read again after a bump made in this process: the
    versions of both topics and every known answer, in one round trip."""
    snap = getattr(user, "_floor_snapshot", None)
    if snap is not None and snap.generation is _generation:
        return snap
    generation = _generation  # before reading: a bump meanwhile makes this one stale
    pk = user.pk
    entries = {
        _entry_key(topic, pk, name): topic for topic in _TOPICS for name in list(_KNOWN[topic])
    }
    version_keys = [_version_key(topic, pk) for topic in _TOPICS]
    found = cache.get_many([_EVERYONE, *version_keys, *entries])
    versions = {
        topic: _made(found, [_EVERYONE, _version_key(topic, pk)], topic, pk) for topic in _TOPICS
    }
    values = {}
    for key, topic in entries.items():
        stored = found.get(key)
        if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == versions[topic]:
            values[key] = stored[1]
    snap = _Snapshot(generation, versions, values, set(entries))
    user._floor_snapshot = snap
    return snap


def reads_committed_rows() -> bool:
    """Whether this connection reads only rows already committed: no atomic block of the
    code's own is open (those of a test case are the test's transaction)."""
    connection = transaction.get_connection()
    return all(getattr(block, "_from_testcase", False) for block in connection.atomic_blocks)


def remember(user, topic: str, name: str, compute: Callable[[], Any]) -> Any:
    """``compute()``'s answer for this user, from the cache when its version holds. When
    the cache does not answer, the database's answer, kept nowhere (pages still serve
    with Redis stopped: tests/faults/test_redis_down.py)."""
    if not getattr(user, "pk", None):
        return compute()
    _KNOWN[topic].add(name)
    key = _entry_key(topic, user.pk, name)
    try:
        snap = _snapshot(user)
        if key in snap.values:
            return snap.values[key]
        if key not in snap.asked:  # a name first asked after this user's snapshot
            snap.asked.add(key)
            stored = cache.get(key)
            if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == snap.versions[topic]:
                snap.values[key] = stored[1]
                return stored[1]
    except unavailable_errors() as exc:
        log.warning("%s of user %s not kept: the cache does not answer (%s).", name, user.pk, exc)
        return compute()
    value = compute()
    if reads_committed_rows():
        try:
            cache.set(key, (snap.versions[topic], value), TIMEOUTS[topic])
        except unavailable_errors() as exc:
            log.warning("%s of user %s not kept: the cache failed (%s).", name, user.pk, exc)
            return value
        snap.values[key] = value
    return value


def _set_new(keys: list[str], *, after_commit: bool = False) -> None:
    global _generation
    _generation = object()  # this process's snapshots are read again
    try:
        cache.set_many({key: _new() for key in keys}, None)
    except unavailable_errors() as exc:
        # Who may do what is never left to an entry the cache may keep after it returns
        # (production's Redis is persistent): the write fails with it, and its
        # transaction is rolled back. An unread count may be stale until its timeout.
        if after_commit or all(key.startswith(f"floor:v:{UNREAD}:") for key in keys):
            log.error("Versions %s not bumped: the cache does not answer (%s).", keys, exc)
            return
        raise


def _after_commit(keys: list[str]) -> None:
    """Bump ``keys`` again when the transaction commits: once per transaction, however
    many writes asked (the keys gathered on the connection until then)."""
    connection = transaction.get_connection()
    if not connection.in_atomic_block:
        _set_new(keys, after_commit=True)
        return
    if not any(func is _bump_pending for _sids, func, _robust in connection.run_on_commit):
        connection.floor_pending = set()
        transaction.on_commit(_bump_pending)
    connection.floor_pending.update(keys)


def _bump_pending() -> None:
    connection = transaction.get_connection()
    keys = sorted(getattr(connection, "floor_pending", ()))
    connection.floor_pending = set()
    if keys:
        _set_new(keys, after_commit=True)


def bump(topic: str, user_ids: Iterable[int | None]) -> None:
    """Forget ``topic``'s answers for these users: now, and when the transaction commits."""
    keys = sorted({_version_key(topic, pk) for pk in user_ids if pk})
    if keys:
        _set_new(keys)
        _after_commit(keys)


def bump_everyone() -> None:
    """Forget every user's answers (a group's permissions changed, a role was renamed)."""
    _set_new([_EVERYONE])
    _after_commit([_EVERYONE])


def versions(user) -> tuple[str, ...]:
    """The user's current version of every topic: a key part for an answer kept elsewhere
    (core/kept.py) that reads what the floor keeps (roles, permissions, the unread
    count), so that a bump here is a new key there."""
    if not getattr(user, "pk", None):
        return ()
    snap = _snapshot(user)
    return tuple(snap.versions[topic] for topic in _TOPICS)
