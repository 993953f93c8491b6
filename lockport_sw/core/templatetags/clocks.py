from datetime import date

from django import template
from django.utils import timezone

register = template.Library()


@register.filter
def days_from_today(day: date | None) -> int | None:
    """Whole days from the Town's today to ``day`` (negative when it has passed)."""
    if day is None:
        return None
    return (day - timezone.localdate()).days


@register.filter
def absolute(value: int) -> int:
    return abs(value)


@register.filter
def clock_name(rule_code: str | None) -> str:
    """What a clock is called in a list ("Appeal window", "Time to correct"), from the
    rule catalogue; empty for no clock."""
    from lockport_sw.deadlines import catalogue

    if not rule_code:
        return ""
    return catalogue.get(rule_code).called


@register.filter
def clock_for_person(rule_code: str | None, due: date | None) -> str:
    """What comes next on a notice, in the words of the person it is addressed to (issue
    43, item 12): "Appeal period ends on December 15, 2026", "Appeal period ended on ...",
    "Correct by ...": never the office's reckoning ("Appeal window: Overdue 25 days")."""
    from lockport_sw.calendar.words import long_date
    from lockport_sw.deadlines import catalogue

    if not rule_code or due is None:
        return "—"
    rule = catalogue.get(rule_code)
    passed = due < timezone.localdate()
    if rule.window:
        return f"Appeal period {'ended' if passed else 'ends'} on {long_date(due)}"
    return f"{rule.called} by {long_date(due)}{' (that day has passed)' if passed else ''}"
