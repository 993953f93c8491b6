"""Dates and moments in the Town's time, as its letters and messages write them."""

from __future__ import annotations

from datetime import date, datetime

from django.utils import timezone

from .counting import TOWN_TZ


def town_date(moment: datetime) -> date:
    """The day ``moment`` falls on in Lockport."""
    return timezone.localtime(moment, TOWN_TZ).date()


def town_today() -> date:
    return town_date(timezone.now())


def long_date(day: date) -> str:
    """ "March 14, 2027"."""
    return f"{day:%B} {day.day}, {day.year}"


def when(moment: datetime) -> str:
    """ "Sunday, March 14, 2027 at 10:00 AM EDT", in the Town's time."""
    local = timezone.localtime(moment, TOWN_TZ)
    return f"{local:%A, %B} {local.day}, {local.year} at {local:%-I:%M %p %Z}"
