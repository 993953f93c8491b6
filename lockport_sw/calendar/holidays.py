"""New York public holidays (General Construction Law § 24), computed in code.

GCL § 24 names the days; no generic "observed" rule applies. In particular:

- a holiday (other than Flag Day) that falls on a Sunday moves to the Monday after;
- a holiday that falls on a Saturday stays on the Saturday (it is not moved to the Friday);
- Flag Day is the second Sunday in June, so it is always a Sunday and never moves;
- each general election day (the Tuesday after the first Monday in November) is a holiday.

GCL § 24 also makes a holiday of "each day appointed by the president of the United States
or by the governor of this state as a day of general thanksgiving, general fasting and
prayer, or other general religious observances", and the statute README reads it as any
day the President or the Governor proclaims a public holiday. Such days cannot be
computed: staff enter them as proclaimed holidays (``calendar.ProclaimedHoliday``), which
``NYCalendar`` counts like the days named here (not as Town office closures).
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import lru_cache

__all__ = ["holiday_name", "public_holidays"]

MONDAY, TUESDAY, THURSDAY, SUNDAY = 0, 1, 3, 6


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th (1-based) ``weekday`` of the month."""
    first = date(year, month, 1)
    offset = (weekday - first.weekday()) % 7
    return first + timedelta(days=offset + 7 * (n - 1))


def _last_weekday(year: int, month: int, weekday: int) -> date:
    """The last ``weekday`` of the month."""
    next_month = date(year + month // 12, month % 12 + 1, 1)
    last = next_month - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _general_election_day(year: int) -> date:
    # GCL § 24 ("each general election day"); the general election is held on the Tuesday
    # next after the first Monday in November (Election Law § 8-100), every year.
    return _nth_weekday(year, 11, MONDAY, 1) + timedelta(days=1)


@lru_cache(maxsize=128)
def _holidays(year: int) -> dict[date, str]:
    # Cached and shared: never hand this dict out (public_holidays returns a copy).
    # GCL § 24: the days named "in each year", in calendar order. The boolean says whether
    # the day moves to the Monday after when it falls on a Sunday ("if any of such days
    # except Flag day is Sunday, the next day thereafter").
    named: list[tuple[date, str, bool]] = [
        (date(year, 1, 1), "New Year's Day", True),
        (_nth_weekday(year, 1, MONDAY, 3), "Martin Luther King Jr. Day", True),
        (date(year, 2, 12), "Lincoln's Birthday", True),
        (_nth_weekday(year, 2, MONDAY, 3), "Washington's Birthday", True),
        (_last_weekday(year, 5, MONDAY), "Memorial Day", True),
        (_nth_weekday(year, 6, SUNDAY, 2), "Flag Day", False),
        (date(year, 6, 19), "Juneteenth", True),
        (date(year, 7, 4), "Independence Day", True),
        (_nth_weekday(year, 9, MONDAY, 1), "Labor Day", True),
        (_nth_weekday(year, 10, MONDAY, 2), "Columbus Day", True),
        (date(year, 11, 11), "Veterans' Day", True),
        (_nth_weekday(year, 11, THURSDAY, 4), "Thanksgiving Day", True),
        (date(year, 12, 25), "Christmas Day", True),
    ]
    result: dict[date, str] = {}
    for day, name, moves in named:
        if moves and day.weekday() == SUNDAY:
            # GCL § 24: a Sunday holiday (except Flag Day) is kept on the Monday after,
            # instead of the Sunday. A Saturday holiday is not moved.
            day = day + timedelta(days=1)
            name = f"{name} (observed Monday, GCL § 24)"
        _put(result, day, name)
    # GCL § 24: each general election day.
    _put(result, _general_election_day(year), "General Election Day")
    return dict(sorted(result.items()))


def _put(result: dict[date, str], day: date, name: str) -> None:
    # Two holidays on one day cannot happen under the current § 24 list, but keep both names
    # if an amendment ever makes it possible.
    result[day] = f"{result[day]}; {name}" if day in result else name


def public_holidays(year: int) -> dict[date, str]:
    """Every GCL § 24 public holiday of ``year``: date -> name, in date order.

    A holiday moved from a Sunday is listed only on the Monday, named e.g.
    "Christmas Day (observed Monday, GCL § 24)". The result is a fresh dict (the computation
    is cached), so callers may change it freely.
    """
    return dict(_holidays(year))


def holiday_name(d: date) -> str | None:
    """The GCL § 24 holiday on ``d``, or None when ``d`` is not a public holiday."""
    return _holidays(d.year).get(d)
