from __future__ import annotations

from .counting import NYCalendar
from .models import OfficeClosure


def town_calendar() -> NYCalendar:
    """The Town's calendar: GCL § 24 holidays plus every recorded office closure (one query)."""
    return NYCalendar(dict(OfficeClosure.objects.values_list("date", "reason")))
