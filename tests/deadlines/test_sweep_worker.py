"""The sweep through a real Celery worker, Redis and PostgreSQL (issue 3, acceptance):
a worker killed mid-sweep, a Redis that lost every key, and concurrent sweeps all end
with each reminder existing exactly once.

Nothing here depends on timing (issue 13, item 3): the sweep is held at a point the test
chooses (this test's own transaction holds the reminder the sweep is about to record, so
the sweep's insert waits for it, seen in pg_locks), and "the lost task never ran" is
proved by a sentinel task queued behind it.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connections
from django.db.models import Count
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline, Reminder, SweepHeartbeat
from lockport_sw.deadlines.tasks import sweep_deadlines
from lockport_sw.notifications.models import Notification
from tests.bulk import bulk_clocks
from tests.celery_worker import flush_test_redis, run_sentinel
from tests.conditions import backend_alive, backends_blocked_by, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.slow]

BATCH = 100  # the sweep's batch size (sweep.run's default)
NO_LATER_REMINDERS = {"lead:2d": 0, "lead:0d": 0}


def make_clocks(n_missed: int, n_soon: int) -> list[Deadline]:
    """Clocks already past due (to be escalated) and due in five days (to be reminded);
    returns the ones due soon, in the order the sweep claims them."""
    bulk_clocks(
        n_missed + n_soon,
        due=lambda i, now: (
            now - timedelta(days=1, minutes=i) if i < n_missed else now + timedelta(days=5)
        ),
        label="SWPPP 2026-{i:05d}",
        responsible_role=Role.SMO,
    )
    return list(Deadline.objects.filter(due_at__gt=timezone.now()).order_by("due_at", "pk"))


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


class HeldReminder:
    """This test's own transaction records the 7-day reminder of ``clock`` and does not
    commit: a sweep that reaches the clock waits on the uniqueness of that reminder
    (visible in pg_locks) until ``release()`` rolls it back. The sweep is held there, in
    the middle of a batch, with every earlier batch committed."""

    def __init__(self, clock: Deadline) -> None:
        self.connection = connections.create_connection("default")
        self.connection.set_autocommit(False)
        with self.connection.cursor() as cursor:
            cursor.execute(
                "INSERT INTO deadlines_reminder (deadline_id, kind, due_at, created_at) "
                "VALUES (%s, 'lead:7d', %s, now())",
                [clock.pk, clock.due_at],
            )

    def wait_for_sweep(self, timeout: float = 60) -> int:
        """The backend of the sweep, once it waits for this reminder."""
        blocked = wait_until(
            lambda: backends_blocked_by(self.connection), timeout, "the sweep to reach it"
        )
        assert len(blocked) == 1, blocked
        return blocked[0]

    def release(self) -> None:
        if self.connection.connection is not None:
            self.connection.rollback()
        self.connection.close()


@pytest.fixture
def hold_reminder():
    """``hold_reminder(clock)``; every hold is released when the test ends, pass or fail
    (an open hold would keep the database flush at teardown waiting for ever)."""
    held: list[HeldReminder] = []

    def _hold(clock: Deadline) -> HeldReminder:
        held.append(HeldReminder(clock))
        return held[-1]

    yield _hold
    for hold in held:
        hold.release()


def test_a_worker_killed_mid_sweep_leaves_each_reminder_exactly_once_after_restart(
    celery_worker_factory, make_user, hold_reminder
):
    make_user(Role.SMO)
    n_missed, n_soon = 3 * BATCH, 3 * BATCH
    soon = make_clocks(n_missed, n_soon)
    # Escalations go first (3 batches), then the 7-day reminders: hold the sweep at the
    # 51st clock of the third batch of reminders.
    held = hold_reminder(soon[2 * BATCH + 50])
    worker = celery_worker_factory(concurrency=1)

    sweep_deadlines.delay()
    sweep_backend = held.wait_for_sweep()

    # Held mid-batch: every earlier batch is committed, nothing of this one is.
    committed = n_missed + 2 * BATCH
    assert Reminder.objects.count() == committed
    assert Notification.objects.count() == committed
    worker.kill()  # SIGKILL to the worker and its pool, with a batch open
    held.release()
    wait_until(lambda: not backend_alive(sweep_backend), 60, "the killed sweep's session to end")

    # The open batch was lost whole: no reminder without its message, or the reverse.
    assert Reminder.objects.count() == committed
    assert Notification.objects.count() == committed

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

    celery_worker_factory(concurrency=1)
    run_sentinel()  # queued after the lost task: had that task survived, it ran first

    assert not SweepHeartbeat.objects.exists()  # the lost task never started
    assert not Reminder.objects.exists()

    sweep_deadlines.delay().get(timeout=120)  # beat's next tick

    assert_each_reminder_exactly_once(40, 60, smo_count=2)
    # the outbox is drained from PostgreSQL too
    wait_until(
        lambda: not Notification.objects.exclude(email_status="sent").exists(),
        60,
        "every message to be emailed",
        interval=0.5,
    )


def test_concurrent_sweeps_issue_no_duplicates(celery_worker_factory, make_user, hold_reminder):
    """Four sweeps at once, certainly overlapping: the first is held with a batch of
    clocks locked while the three others run to the end beside it."""
    make_user(Role.SMO)
    n_missed, n_soon = 2 * BATCH, 4 * BATCH
    soon = make_clocks(n_missed, n_soon)
    held = hold_reminder(soon[10])
    celery_worker_factory(concurrency=4)

    first = sweep_deadlines.delay()
    held.wait_for_sweep()
    others = [sweep_deadlines.delay() for _ in range(3)]
    outcomes = [r.get(timeout=180) for r in others]  # they finish while the first is held
    held.release()
    outcomes.append(first.get(timeout=180))

    # The three others skipped the first one's locked batch and did all the rest.
    assert sum(o["reminders"]["lead:7d"] for o in outcomes[:3]) == n_soon - BATCH
    assert outcomes[3] == {
        "missed": n_missed,
        "reminders": {"lead:7d": BATCH, **NO_LATER_REMINDERS},
    }
    assert_each_reminder_exactly_once(n_missed, n_soon, smo_count=1)
