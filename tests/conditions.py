"""Waiting for a condition, never for a length of time (docs/architecture.md, "Testing").

A test that sleeps proves nothing: on a loaded machine the thing it waits for may not have
happened yet, and a "did not happen" after a sleep may only mean "not yet". Use:

- ``wait_until(predicate, timeout, what)``: poll a condition (a row, a task result) until
  it holds; the timeout only bounds a failure, it never decides a pass;
- ``backends_blocked_by(connection)``: the PostgreSQL backends waiting for a lock this
  connection holds, to hold another process or thread at a point the test chose;
- ``query_budget(n)``: fail as soon as a piece of code runs more than ``n`` queries, so
  a loop that never ends fails at once instead of hanging until a distant timeout;
- for "X did not happen", an event that must happen after X: a sentinel task queued
  behind it on the same queue (``tests.celery_worker.run_sentinel``).

This module is the one place in tests/ that calls ``time.sleep`` (tests/test_habits.py).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from django.db import connection as default_connection


def wait_until(
    predicate: Callable[[], object],
    timeout: float,
    what: str,
    interval: float = 0.05,
    explain: Callable[[], str] | None = None,
) -> object:
    """Poll ``predicate`` until it returns something true; return it. Fail after
    ``timeout`` seconds (generous: it is how long a broken run takes to fail, not how
    long a passing one takes), with ``explain()`` (e.g. a worker's log) if given."""
    give_up = time.monotonic() + timeout
    while True:
        result = predicate()
        if result:
            return result
        if time.monotonic() > give_up:
            detail = f":\n{explain()}" if explain else ""
            raise AssertionError(f"Timed out after {timeout}s waiting for {what}{detail}")
        time.sleep(interval)  # a poll interval, not a proof


def backends_blocked_by(connection=default_connection) -> list[int]:
    """The pids of the backends waiting for a lock held by ``connection``'s backend.

    Read live from the lock manager (pg_locks and pg_blocking_pids are not snapshots), so
    it may be polled from inside a transaction."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT DISTINCT pid FROM pg_locks "
            "WHERE NOT granted AND pg_backend_pid() = ANY(pg_blocking_pids(pid))"
        )
        return [row[0] for row in cursor.fetchall()]


def backend_alive(pid: int, connection=default_connection) -> bool:
    with connection.cursor() as cursor:
        # pg_stat_activity is a per-transaction snapshot: clear it to read it afresh.
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", [pid])
        return cursor.fetchone() is not None


class QueryBudgetExceeded(AssertionError):
    pass


@contextmanager
def query_budget(limit: int, what: str = "the code", connection=default_connection) -> Iterator:
    """Fail as soon as the block runs more than ``limit`` queries on ``connection``.

    Bounds work, not time: a sweep that loops forever fails after ``limit`` queries, in
    milliseconds, whatever the machine's speed. Yields a list of the SQL run so far."""
    run: list[str] = []

    def count(execute, sql, params, many, context):
        run.append(sql)
        if len(run) > limit:
            raise QueryBudgetExceeded(
                f"{what} ran more than {limit} queries (does it loop?); the last: {sql[:200]}"
            )
        return execute(sql, params, many, context)

    with connection.execute_wrapper(count):
        yield run
