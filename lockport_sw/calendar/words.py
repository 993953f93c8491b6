"""Dates and moments in the Town's time, as its letters, pages and messages write them.

One way to write a date (issue 22, item 4): "December 15, 2026" in letters and sentences
(``long_date``), "Dec 15, 2026" in tables and lists (``short_date``), either with its
weekday ("Tuesday, December 15, 2026"; "Tue, Dec 15, 2026") and, for a moment, with its
time ("December 15, 2026 at 10:00 AM"; "Dec 15, 2026, 10:00 AM"), always in the Town's
time. Never an ISO date (2026-12-15) where a person reads. Templates use the same words
through the filters of ``lockport_sw/calendar/templatetags/dates.py`` (built in:
``{{ day|long_date }}``, ``{{ moment|short_datetime }}``).
"""

from __future__ import annotations

from datetime import date, datetime

from django.utils import timezone

from .counting import TOWN_TZ


def town_date(moment: datetime) -> date:
    """The day ``moment`` falls on in Lockport."""
    return timezone.localtime(moment, TOWN_TZ).date()


def town_today() -> date:
    return town_date(timezone.now())


def _day(value: date | datetime) -> date:
    """A moment's day in Lockport; a date as it is."""
    if isinstance(value, datetime):
        return town_date(value) if timezone.is_aware(value) else value.date()
    return value


def _local(moment: datetime) -> datetime:
    return timezone.localtime(moment, TOWN_TZ) if timezone.is_aware(moment) else moment


def long_date(day: date | datetime, *, weekday: bool = False) -> str:
    """ "March 14, 2027" ("Sunday, March 14, 2027" with its weekday): letters, sentences."""
    day = _day(day)
    text = f"{day:%B} {day.day}, {day.year}"
    return f"{day:%A}, {text}" if weekday else text


def short_date(day: date | datetime, *, weekday: bool = False) -> str:
    """ "Mar 14, 2027" ("Sun, Mar 14, 2027" with its weekday): tables and lists."""
    day = _day(day)
    text = f"{day:%b} {day.day}, {day.year}"
    return f"{day:%a}, {text}" if weekday else text


def clock_time(moment: datetime, *, zone: bool = False) -> str:
    """ "10:00 AM" ("10:00 AM EDT" with the zone), in the Town's time."""
    local = _local(moment)
    return f"{local:%-I:%M %p %Z}".strip() if zone else f"{local:%-I:%M %p}"


def long_datetime(moment: datetime, *, weekday: bool = False, zone: bool = False) -> str:
    """ "March 14, 2027 at 10:00 AM" (with its weekday, with the zone: EDT or EST)."""
    local = _local(moment)
    return f"{long_date(local, weekday=weekday)} at {clock_time(local, zone=zone)}"


def short_datetime(moment: datetime, *, weekday: bool = False, zone: bool = False) -> str:
    """ "Mar 14, 2027, 10:00 AM" (with its weekday, with the zone): tables and lists."""
    local = _local(moment)
    return f"{short_date(local, weekday=weekday)}, {clock_time(local, zone=zone)}"


def when(moment: datetime) -> str:
    """ "Sunday, March 14, 2027 at 10:00 AM EDT", in the Town's time."""
    return long_datetime(moment, weekday=True, zone=True)
