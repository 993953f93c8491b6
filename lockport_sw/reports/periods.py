"""The MS4 permit's reporting periods (SPDES General Permit GP-0-24-001), as dates.

The Town reports to NYSDEC each year for the period January 3 to January 2, by April 1,
and certifies its progress every six months: January 3 to July 2 (due October 1) and
July 3 to January 2 (due April 1). The period's first day is a Town setting
(``MS4_PERIOD_START``, "MM-DD", default "01-03"); the rest follows from it: a year, its
two halves, and each due on the first day of the third month after the period ends.

A record falls in a period when its day in the Town (America/New_York) is between the
first and the last day, both included: ``bounds()`` gives the moments for a DateTimeField.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from dateutil.relativedelta import relativedelta
from django.conf import settings

from lockport_sw.calendar.counting import combine_town
from lockport_sw.calendar.words import long_date, short_date

ANNUAL = "annual"
FIRST_HALF = "1"
SECOND_HALF = "2"


def _start_of(year: int) -> date:
    month, day = (int(p) for p in str(getattr(settings, "MS4_PERIOD_START", "01-03")).split("-"))
    return date(year, month, day)


def _day(day: date, month: str) -> str:
    return long_date(day) if month == "%B" else short_date(day)


@dataclass(frozen=True)
class Period:
    year: int  # the year the period begins in
    part: str  # ANNUAL, FIRST_HALF or SECOND_HALF
    start: date
    end: date  # included

    @property
    def slug(self) -> str:
        return str(self.year) if self.part == ANNUAL else f"{self.year}-{self.part}"

    @property
    def is_annual(self) -> bool:
        return self.part == ANNUAL

    @property
    def due(self) -> date:
        """The report is due on the first day of the third month after the period ends
        (January 2 → April 1; July 2 → October 1)."""
        return self.end.replace(day=1) + relativedelta(months=3)

    @property
    def name(self) -> str:
        what = "Annual report" if self.is_annual else "Interim progress certification"
        return f"{what}: {_day(self.start, '%B')} to {_day(self.end, '%B')}"

    @property
    def short(self) -> str:
        return f"{_day(self.start, '%b')} – {_day(self.end, '%b')}"

    def bounds(self) -> tuple[datetime, datetime]:
        """[first moment, moment after the last) in the Town's time."""
        return combine_town(self.start, time(0)), combine_town(
            self.end + timedelta(days=1), time(0)
        )

    def contains(self, day: date) -> bool:
        return self.start <= day <= self.end


def annual(year: int) -> Period:
    start = _start_of(year)
    return Period(year, ANNUAL, start, _start_of(year + 1) - timedelta(days=1))


def half(year: int, part: str) -> Period:
    start = _start_of(year)
    middle = start + relativedelta(months=6)
    if part == FIRST_HALF:
        return Period(year, FIRST_HALF, start, middle - timedelta(days=1))
    if part == SECOND_HALF:
        return Period(year, SECOND_HALF, middle, _start_of(year + 1) - timedelta(days=1))
    raise ValueError(part)


def of(start: date, end: date) -> Period:
    """The period that runs from ``start`` to ``end`` (an issued report's)."""
    year = containing(start).year
    if end == annual(year).end and start == annual(year).start:
        return annual(year)
    return half(year, FIRST_HALF if start == _start_of(year) else SECOND_HALF)


_SLUG = re.compile(r"^(\d{4})(?:-([12]))?$")


def from_slug(slug: str) -> Period | None:
    match = _SLUG.match(slug or "")
    if not match or not 2000 <= int(match[1]) <= 2100:
        return None
    year, part = int(match[1]), match[2]
    return half(year, part) if part else annual(year)


def containing(day: date) -> Period:
    """The annual period ``day`` falls in."""
    year = day.year if day >= _start_of(day.year) else day.year - 1
    return annual(year)


def last_ended(day: date) -> Period:
    """The latest annual period that ended before ``day`` (the one being reported)."""
    return annual(containing(day).year - 1)


def choices(day: date, years: int = 4) -> list[Period]:
    """The periods offered on the page: this year's and the ``years`` before, each with
    its halves."""
    current = containing(day).year
    out = []
    for year in range(current, current - years - 1, -1):
        out += [annual(year), half(year, FIRST_HALF), half(year, SECOND_HALF)]
    return out


def first_year() -> int:
    """The first reporting year the Town files from this system (``MS4_FIRST_YEAR``)."""
    return int(getattr(settings, "MS4_FIRST_YEAR", 2025))


def _order(period: Period) -> tuple:
    # By due day; of two due the same day, the annual report first.
    return (period.due, not period.is_annual, period.start)


def _every(day: date) -> list[Period]:
    """Every period from the first reporting year to the year ``day`` falls in."""
    out = []
    for year in range(first_year(), containing(day).year + 1):
        out += [annual(year), half(year, FIRST_HALF), half(year, SECOND_HALF)]
    return out


def owed(day: date) -> list[Period]:
    """Every report owed on ``day``: each period of the first reporting year or later (the
    annual report and both interim certifications, GP-0-24-001) that has ended, whether
    or not its due day has passed; by due day, the annual report first. Whether it was
    issued is the record's (``selectors.reports_to_file``)."""
    return sorted((p for p in _every(day) if p.end < day), key=_order)


def upcoming(day: date) -> list[Period]:
    """The periods of the first reporting year or later not yet ended on ``day``."""
    return sorted((p for p in _every(day) if p.end >= day), key=_order)


def is_late(period: Period, day: date) -> bool:
    """A report not issued by its due day is late from the day after (due April 1:
    issued on April 1 is on time, on April 2 late)."""
    return day > period.due


def days_late(period: Period, issued_on: date) -> int:
    """How many days after its due day the report was issued (0: on time)."""
    return max((issued_on - period.due).days, 0)


def to_file(day: date) -> list[Period]:
    """The reports that have ended and whose due day has not passed on ``day``."""
    return [p for p in owed(day) if not is_late(p, day)]
