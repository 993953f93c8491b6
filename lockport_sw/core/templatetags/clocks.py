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
