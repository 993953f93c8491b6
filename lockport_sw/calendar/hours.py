"""The Town's working hours: the business days of its calendar (GCL § 24 holidays, Town
office closures, weekends), from 8:00 AM to 4:30 PM in the Town's time. Town practice,
not a statute: when the Town's staff inspect. The demo keeps its inspections to them
(issue 22, item 8; tests/core/test_demo_invariants.py)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from .counting import TOWN_TZ, NYCalendar, town_moment
from .words import clock_time, long_date

OPENS = time(8, 0)
CLOSES = time(16, 30)


def outside_working_hours(moment: datetime, calendar: NYCalendar) -> str | None:
    """Why ``moment`` is outside the Town's working hours, or None."""
    local = town_moment(moment)
    reason = calendar.non_business_reason(local.date())
    if reason:
        return f"{long_date(local, weekday=True)} is not a business day ({reason})"
    if not OPENS <= local.time() <= CLOSES:
        return f"{clock_time(local)} is outside the working hours (8:00 AM to 4:30 PM)"
    return None


def business_day(calendar: NYCalendar, day: date, offset: int = 0) -> date:
    """The ``offset``-th business day after ``day`` (before it, when negative); ``0``:
    ``day`` itself when it is a business day, else the next one."""
    if offset == 0:
        return calendar.next_business_day(day, include_self=True)
    step = timedelta(days=1 if offset > 0 else -1)
    for _ in range(abs(offset)):
        day += step
        while not calendar.is_business_day(day):
            day += step
    return day


def working_moment(
    calendar: NYCalendar, day: date, offset: int, hour: int, minute: int = 0
) -> datetime:
    """``hour``:``minute`` (inside the working hours) on ``business_day(day, offset)``."""
    at = time(hour, minute)
    if not OPENS <= at <= CLOSES:
        raise ValueError(f"{at:%H:%M} is outside the working hours.")
    return datetime.combine(business_day(calendar, day, offset), at, tzinfo=TOWN_TZ)
