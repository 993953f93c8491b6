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
