"""Issue 44: the clocks' tally (lockport_sw/deadlines/tally.py), kept by a trigger in the
writing transaction, gives the dashboard exactly the counts of the clocks themselves,
after every kind of write: opened, met on time and late, paused and resumed, waived,
withdrawn, missed by the sweep, recounted by a closure, changed by ``update()``,
inserted in bulk, deleted, and a rolled-back transaction. (Dashboards, issue 21, item 2:
the charts' own hand counts are tests/reports/test_dashboards.py, read from the tally.)"""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
import time_machine
from django.db import connection, transaction

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import services, sweep, tally
from lockport_sw.deadlines.models import ClockTally, Deadline, Reminder
from lockport_sw.reports import dashboards, periods
from tests.factories import PropertyFactory

pytestmark = pytest.mark.django_db

PERIODS = (periods.annual(2025), periods.annual(2026))


def local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN_TZ)


def _tally_rows() -> set[tuple]:
    return {
        (t.rule_code, t.due_date, t.status, t.met_late, t.n)
        for t in ClockTally.objects.filter(n__gt=0)
    }


def _counted() -> set[tuple]:
    """The tally's rows as the clocks give them now (GROUP BY of the clocks)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {tally.KEY}, COUNT(*) FROM deadlines_deadline GROUP BY 1, 2, 3, 4"  # noqa: S608
        )
        return set(cursor.fetchall())


def _same() -> None:
    """Each chart from the tally is the chart from the clocks, and so is every row."""
    assert ClockTally.objects.filter(n__lt=0).count() == 0
    assert _tally_rows() == _counted()
    for period in PERIODS:
        assert dashboards.clocks_by_rule(period) == dashboards.clocks_by_rule_direct(period)
        assert dashboards.clocks_by_month(period) == dashboards.clocks_by_month_direct(period)
        assert dashboards.open_overdue(period) == dashboards.open_overdue_direct(period)


def test_the_clocks_tally_gives_the_dashboard_the_clocks_own_counts_after_every_write(smo):
    assert tally.kept()
    subject = PropertyFactory(street_address="6300 Snyder Drive")

    def opened(rule="swppp_decision", starts=None):
        return services.deadline_open(
            rule=rule,
            subject=subject,
            subject_label="6300 Snyder Drive",
            starts_at=starts or local(2026, 3, 2, 10),
        )

    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        clocks = [opened() for _ in range(6)]
        clocks.append(opened("swppp_recommendation"))
        _same()
        # Met on time, met late.
        services.deadline_meet(deadline=clocks[0], at=local(2026, 3, 10, 9), acting_user=smo)
    with time_machine.travel(local(2026, 6, 1, 9), tick=False):
        services.deadline_meet(deadline=clocks[1], acting_user=smo)
        _same()
        # Missed by the sweep (one UPDATE of many clocks), then met late after.
        sweep.run(now=local(2026, 6, 1, 9))
        assert Deadline.objects.filter(status=Deadline.Status.MISSED).count() == 5
        _same()
        services.deadline_meet(deadline=Deadline.objects.get(pk=clocks[2].pk), acting_user=smo)
        services.deadline_waive(
            deadline=Deadline.objects.get(pk=clocks[3].pk), reason="Withdrawn.", acting_user=smo
        )
        services.deadline_withdraw(
            deadline=Deadline.objects.get(pk=clocks[4].pk), reason="Superseded."
        )
        _same()
        # A clock paused and resumed (its due moment moves), one recounted by a closure.
        paused = opened(starts=local(2026, 5, 28, 10))
        services.deadline_pause(deadline=paused, reason="Waiting for the applicant.")
        _same()
    with time_machine.travel(local(2026, 6, 15, 9), tick=False):
        services.deadline_resume(deadline=Deadline.objects.get(pk=paused.pk))
        services.closure_add(acting_user=smo, day=local(2026, 7, 20).date(), reason="Closed")
        _same()
        # ``update()`` by hand, a clock moved to another year and rule, then deleted.
        Deadline.objects.filter(pk=clocks[5].pk).update(
            due_at=local(2025, 12, 1, 17), due_date=local(2025, 12, 1).date()
        )
        _same()
        Deadline.objects.filter(pk=clocks[6].pk).update(status=Deadline.Status.MET, met_at=None)
        _same()
        gone = [clocks[5].pk, clocks[0].pk]
        Reminder.objects.filter(deadline__in=gone).delete()
        Deadline.objects.filter(pk__in=gone).delete()
        _same()
        # In bulk (the seed's and the tests' way), then a write rolled back.
        Deadline.objects.bulk_create(
            [
                Deadline(
                    rule_code="storm_inspection",
                    subject_type=paused.subject_type,
                    subject_id=subject.pk,
                    subject_label="x",
                    starts_at=local(2026, 6, 14, 8) + timedelta(hours=i),
                    count_from=local(2026, 6, 14, 8),
                    count_unit="hours",
                    count_period=24,
                    due_at=local(2026, 6, 15, 8) + timedelta(hours=i),
                    due_date=(local(2026, 6, 15, 8) + timedelta(hours=i)).date(),
                )
                for i in range(5)
            ]
        )
        _same()  # some of today's are past their moment, some not: read from the clocks
        with pytest.raises(RuntimeError, match="undone"), transaction.atomic():
            Deadline.objects.update(status=Deadline.Status.MISSED)
            raise RuntimeError("undone")
        _same()
    # Rebuilt from nothing, the same rows.
    before = _tally_rows()
    with transaction.atomic():
        tally.rebuild()
    assert _tally_rows() == before


def test_the_clocks_tally_is_rebuilt_by_the_command():
    from io import StringIO

    from django.core.management import call_command

    subject = PropertyFactory()
    services.deadline_open(
        rule="swppp_decision", subject=subject, subject_label="x", starts_at=local(2026, 3, 2, 10)
    )
    ClockTally.objects.update(n=0)  # as if a load had gone around the trigger
    assert _tally_rows() != _counted()
    out = StringIO()
    call_command("rebuild_tallies", stdout=out)
    assert _tally_rows() == _counted()
    assert "The clocks' tally: 1 rows" in out.getvalue()
