from __future__ import annotations

from django.db.models import CharField, Value

from .counting import NYCalendar
from .models import OfficeClosure, ProclaimedHoliday, proclaimed_name


def town_calendar() -> NYCalendar:
    """The Town's calendar: GCL § 24 holidays, the holidays the President or the Governor
    proclaimed, and every recorded office closure (one query)."""
    closures = OfficeClosure.objects.values_list(
        "date", "reason", Value("", output_field=CharField())
    ).order_by()
    proclaimed = ProclaimedHoliday.objects.values_list("date", "name", "proclaimed_by").order_by()
    office, holidays = {}, {}
    for day, text, by in closures.union(proclaimed, all=True):
        if by:
            holidays[day] = proclaimed_name(text, by)
        else:
            office[day] = text
    return NYCalendar(office, holidays)
