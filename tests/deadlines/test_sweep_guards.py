"""The sweep's exactly-once guards, one at a time (issue 13, item 2).

Each reminder exists once because of two guards in lockport_sw/deadlines/sweep.py:

- the claim query leaves out a clock whose reminder already exists (the "already
  reminded" filter), so a sweep neither sends it again nor claims it at all;
- the ``Reminder`` uniqueness constraint, for the reminder another sweep recorded after
  this sweep's claim query was planned: ``_issue`` records nothing and sends nothing.

Every sweep here runs under a query budget: a sweep that never ends fails at once, after
a bounded number of queries, instead of at some distant timeout.
"""

from __future__ import annotations

from datetime import UTC

import pytest
import time_machine
from django.db import connection

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Reminder
from lockport_sw.notifications.models import Notification
from tests.conditions import query_budget
from tests.deadlines.conftest import local

pytestmark = pytest.mark.django_db

# Five days before these clocks' due day: the 7-day reminder is due.
SWEEP_AT = local(2026, 4, 11, 9, 0)
# An empty sweep runs about 25 queries; each clock reminded adds about 10. A sweep that
# loops goes past this in milliseconds.
BUDGET = 300


@pytest.fixture(autouse=True)
def smo_user(make_user):
    return make_user(Role.SMO)


def clocks(open_clock, n: int) -> list:
    """``n`` § 159-4C clocks received on consecutive hours of 2026-03-02: all due
    2026-04-16, swept in the order opened."""
    return [open_clock("swppp_decision", starts_at=local(2026, 3, 2, 8 + i, 0)) for i in range(n)]


def remind_already(clock, kind: str = "lead:7d") -> Reminder:
    """The reminder the sweep is about to send, recorded before it runs."""
    return Reminder.objects.create(deadline=clock, kind=kind, due_at=clock.due_at)


def event_key(clock, kind: str = "lead:7d") -> str:
    """The key of a reminder's messages (the due moment as the database returns it, UTC)."""
    return f"deadline:{clock.pk}:{kind}:{clock.due_at.astimezone(UTC):%Y%m%dT%H%M}"


def reminder_inserts(sql: list[str]) -> list[str]:
    return [q for q in sql if q.startswith('INSERT INTO "deadlines_reminder"')]


def sweep_at(moment, *, batch_size: int):
    with time_machine.travel(moment, tick=False), query_budget(BUDGET, "the sweep") as sql:
        result = sweep.run(batch_size=batch_size)
    return result, sql


def test_a_reminder_already_issued_is_neither_sent_again_nor_claimed_and_the_sweep_ends(
    open_clock,
):
    """A full batch of clocks whose reminders exist: the sweep ends after one look at
    them, records and sends nothing, and does not even try to record them again."""
    reminded = clocks(open_clock, 3)
    for clock in reminded:
        remind_already(clock)

    result, sql = sweep_at(SWEEP_AT, batch_size=3)

    assert result.reminders["lead:7d"] == 0
    assert Reminder.objects.count() == 3
    assert not Notification.objects.exists()
    # The "already reminded" filter keeps them out of the claim: no insert is attempted
    # (without it, every sweep would try, and fail, to record each again).
    assert reminder_inserts(sql) == []


def test_a_sweep_over_batches_entirely_already_reminded_finishes_and_reminds_the_rest(
    open_clock, smo_user
):
    first = clocks(open_clock, 6)
    for clock in first[:4]:  # the first two batches of two: every clock already reminded
        remind_already(clock)

    result, sql = sweep_at(SWEEP_AT, batch_size=2)

    assert result.reminders["lead:7d"] == 2
    assert len(reminder_inserts(sql)) == 2
    for clock in first:
        assert clock.reminders.filter(kind="lead:7d").count() == 1, clock.subject_label
    messages = Notification.objects.filter(recipient=smo_user)
    assert sorted(messages.values_list("event_key", flat=True)) == sorted(
        event_key(clock) for clock in first[4:]
    )

    again, sql = sweep_at(SWEEP_AT.replace(minute=5), batch_size=2)  # beat's next tick

    assert again.reminders["lead:7d"] == 0
    assert reminder_inserts(sql) == []
    assert Reminder.objects.count() == 6
    assert messages.count() == 2


def test_a_reminder_recorded_by_another_sweep_after_the_claim_is_not_recorded_or_sent_twice(
    open_clock, smo_user
):
    """Forces the uniqueness path of ``sweep._issue``: a concurrent sweep records the
    reminder of a clock after this sweep's claim query looked for it (the claim did not
    see it), so this sweep's insert violates ``reminder_once_per_kind_and_due`` and
    ``_issue`` records and sends nothing; the other clocks of the batch go out."""
    contested, other = clocks(open_clock, 2)
    by_the_other_sweep = []

    def other_sweep_records_after_the_claim(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        # The claim of clocks to remind (by due date; the claim of missed clocks looks
        # only at the due moment): it has run, and did not see the reminder recorded now.
        claim = sql.startswith('SELECT "deadlines_deadline"') and "SKIP LOCKED" in sql
        if claim and '"due_date" <=' in sql and not by_the_other_sweep:
            by_the_other_sweep.append(remind_already(contested))
        return result

    with connection.execute_wrapper(other_sweep_records_after_the_claim):
        result, sql = sweep_at(SWEEP_AT, batch_size=10)

    assert by_the_other_sweep, "the claim query ran"
    # The other sweep's insert, then this sweep's two: it claimed both clocks, and
    # recorded only the uncontested one.
    assert len(reminder_inserts(sql)) == 3
    assert result.reminders["lead:7d"] == 1
    assert list(contested.reminders.values_list("pk", flat=True)) == [by_the_other_sweep[0].pk]
    assert other.reminders.filter(kind="lead:7d").count() == 1
    # The contested clock's messages are the other sweep's to send, not this one's.
    assert list(Notification.objects.values_list("event_key", flat=True)) == [event_key(other)]
    assert smo_user.notifications.count() == 1


def test_issuing_a_reminder_twice_records_and_sends_it_once(open_clock, smo_user):
    clock = clocks(open_clock, 1)[0]

    with time_machine.travel(SWEEP_AT, tick=False):
        assert sweep._issue(clock, "lead:7d") is True
        assert sweep._issue(clock, "lead:7d") is False

    assert clock.reminders.count() == 1
    assert Notification.objects.count() == 1


def test_the_query_budget_stops_a_runaway_loop():
    """The guard the tests above rely on: it fails a loop after the budget, at once."""
    from django.contrib.auth import get_user_model

    from tests.conditions import QueryBudgetExceeded

    with (
        pytest.raises(QueryBudgetExceeded, match="the loop ran more than 5 queries"),
        query_budget(5, "the loop"),
    ):
        while True:
            get_user_model().objects.exists()
