"""Demo MS4 reports (development only; refused in production): the SMO signed and issued
the last annual report that ended, a few days before it was due, and the last interim
certification whose due day passed two weeks before, fourteen days late, so that the
report page, the SMO's home panel and the late report's PDF show both. Issued through
the service with the clock moved back to the day each was signed, after every app's
records exist (``seed_last``): the frozen figures are the records of their period."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.selectors import town_calendar

from . import periods, services
from .models import IssuedReport

LATE_BY = timedelta(days=14)


def seed(ctx: dict) -> None:
    """Nothing before the chapters' records: the reports are issued in ``seed_last``."""


def _business_day(day: date, calendar) -> date:
    while not calendar.is_business_day(day):
        day += timedelta(days=1)
    return day


def _on(period: periods.Period, wanted: date, today: date, calendar) -> date | None:
    """The first business day from ``wanted``, if the period had ended and it is before
    today (nothing happened in the future)."""
    day = _business_day(wanted, calendar)
    return day if period.end < day < today else None


def seed_last(ctx: dict) -> None:
    smo = ctx.get("users", {}).get(Role.SMO)
    if smo is None or IssuedReport.objects.exists():
        return
    import time_machine  # development only: the demo's history is built in the past

    today = timezone.localdate()
    calendar = town_calendar()
    year = periods.last_ended(today)
    chosen = []
    # The annual report, on time: a few days ago, or a week before it was due.
    for annual in (year, periods.annual(year.year - 1)):
        wanted = min(today - timedelta(days=3), annual.due - timedelta(days=7))
        day = _on(annual, wanted, today, calendar)
        if day is not None:
            chosen.append((annual, day))
            break
    # The interim certification whose due day passed more than two weeks ago, late.
    halves = [
        periods.half(y, part)
        for y in range(year.year - 1, year.year + 2)
        for part in (periods.FIRST_HALF, periods.SECOND_HALF)
    ]
    for half in sorted(halves, key=lambda p: p.due, reverse=True):
        day = _on(half, half.due + LATE_BY, today, calendar) if half.due + LATE_BY < today else None
        if day is not None:
            chosen.append((half, day))
            break
    for period, day in sorted(chosen, key=lambda c: c[1]):
        moment = datetime.combine(day, time(10, 15), tzinfo=TOWN_TZ)
        with time_machine.travel(moment, tick=False):
            services.report_issue(acting_user=smo, period=period)
