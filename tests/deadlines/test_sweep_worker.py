"""The sweep through a real Celery worker, Redis and PostgreSQL (issue 3, acceptance):
a worker killed mid-sweep, a Redis that lost every key, and concurrent sweeps all end
with each reminder existing exactly once."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.db.models import Count

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline, Reminder
from lockport_sw.deadlines.tasks import sweep_deadlines
from lockport_sw.notifications.models import Notification
from tests.bulk import bulk_clocks
from tests.celery_worker import flush_test_redis

pytestmark = [pytest.mark.worker, pytest.mark.slow]


def make_clocks(n_missed: int, n_soon: int) -> None:
    """Clocks already past due (to be escalated) and due in five days (to be reminded)."""
    bulk_clocks(
        n_missed + n_soon,
        due=lambda i, now: (
            now - timedelta(days=1, minutes=i) if i < n_missed else now + timedelta(days=5)
        ),
        label="SWPPP 2026-{i:05d}",
        responsible_role=Role.SMO,
    )


def wait_until(predicate, timeout: float, what: str, interval: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(interval)
    raise AssertionError(f"Timed out after {timeout}s waiting for {what}")


def assert_each_reminder_exactly_once(n_missed: int, n_soon: int, smo_count: int) -> None:
    kinds = dict(Reminder.objects.values_list("kind").annotate(n=Count("id")))
    assert kinds == {"escalation": n_missed, "lead:7d": n_soon}
    per_deadline = (
        Reminder.objects.values("deadline", "kind").annotate(n=Count("id")).filter(n__gt=1)
    )
    assert not per_deadline.exists()
    assert Deadline.objects.filter(status=Deadline.Status.MISSED).count() == n_missed
    # one message per reminder and SMO, never two for the same event and address
    assert Notification.objects.count() == (n_missed + n_soon) * smo_count
    dupes = Notification.objects.values("event_key", "address").annotate(n=Count("id"))
    assert not dupes.filter(n__gt=1).exists()


def test_a_worker_killed_mid_sweep_leaves_each_reminder_exactly_once_after_restart(
    celery_worker_factory, make_user
):
    make_user(Role.SMO)
    n_missed, n_soon = 1500, 1500
    make_clocks(n_missed, n_soon)
    worker = celery_worker_factory(concurrency=1)

    sweep_deadlines.delay()
    wait_until(lambda: Reminder.objects.count() >= 150, 60, "the sweep to be under way")
    worker.kill()  # SIGKILL to the worker and its pool, in the middle of the sweep

    partial = Reminder.objects.count()
    assert 0 < partial < n_missed + n_soon, "the kill must land mid-sweep"
    assert Notification.objects.count() == partial  # nothing half-written

    celery_worker_factory(concurrency=1)
    sweep_deadlines.delay().get(timeout=180)  # beat's next tick

    assert_each_reminder_exactly_once(n_missed, n_soon, smo_count=1)


def test_after_redis_loses_every_key_the_next_sweep_recovers_from_postgresql(
    celery_worker_factory, make_user
):
    make_user(Role.SMO)
    make_user(Role.SMO)
    make_clocks(40, 60)
    sweep_deadlines.delay()  # queued while no worker runs ...
    flush_test_redis()  # ... and lost with everything else in Redis

    celery_worker_factory(concurrency=2)
    time.sleep(2)
    assert not Reminder.objects.exists()  # the lost task never ran

    sweep_deadlines.delay().get(timeout=120)  # beat's next tick

    assert_each_reminder_exactly_once(40, 60, smo_count=2)
    # the outbox is drained from PostgreSQL too
    wait_until(
        lambda: not Notification.objects.exclude(email_status="sent").exists(),
        60,
        "every message to be emailed",
        interval=0.5,
    )


def test_concurrent_sweeps_issue_no_duplicates(celery_worker_factory, make_user):
    make_user(Role.SMO)
    make_clocks(600, 600)
    celery_worker_factory(concurrency=4)

    results = [sweep_deadlines.delay() for _ in range(4)]
    outcomes = [r.get(timeout=180) for r in results]

    assert sum(o["missed"] for o in outcomes) == 600
    assert sum(o["reminders"]["lead:7d"] for o in outcomes) == 600
    assert_each_reminder_exactly_once(600, 600, smo_count=1)
