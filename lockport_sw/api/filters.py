"""Filters every resource shares.

``Moment``: a bound on a moment (a timestamp) given as an ISO 8601 date-time with its
offset ("2026-12-07T09:00:00-05:00") or as a calendar date ("2026-12-07"), which means
the start of that day in the Town's time zone; a date-time without an offset is read in
the Town's time zone too. One way for every "…_after" and "…_before" on a timestamp:
``moment_bounds("issued_at")`` makes both (on or after, before).

A resource's filter set declares its filters and nothing else: without a ``Meta`` it has
exactly those, in their order (``Meta.fields`` would only name them again)."""

from __future__ import annotations

from datetime import date, datetime, time

import django_filters
from django import forms
from django.core.exceptions import ValidationError
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field

MOMENT_HELP = (
    "ISO 8601: a date (the start of that day in the Town's time zone) or a "
    "date-time with its offset."
)


class MomentField(forms.Field):
    default_error_messages = {
        "invalid": "Give an ISO 8601 date (2026-12-07) or date-time with its offset "
        "(2026-12-07T09:00:00-05:00)."
    }

    def to_python(self, value):
        if value in self.empty_values:
            return None
        if isinstance(value, datetime):
            moment = value
        elif isinstance(value, date):
            moment = datetime.combine(value, time.min)
        else:
            text = str(value).strip()
            try:
                moment = parse_datetime(text)
                day = None if moment else parse_date(text)
            except ValueError:
                raise ValidationError(self.error_messages["invalid"], code="invalid") from None
            if moment is None and day is None:
                raise ValidationError(self.error_messages["invalid"], code="invalid")
            if moment is None:
                moment = datetime.combine(day, time.min)
        if timezone.is_naive(moment):
            moment = timezone.make_aware(moment, timezone.get_default_timezone())
        return moment


@extend_schema_field(OpenApiTypes.STR)
class Moment(django_filters.Filter):
    """``Moment("created_at", "gte")``: a bound on a timestamp (see the module)."""

    field_class = MomentField

    def __init__(self, field_name=None, lookup_expr="exact", **kwargs):
        kwargs.setdefault("help_text", MOMENT_HELP)
        super().__init__(field_name=field_name, lookup_expr=lookup_expr, **kwargs)


def moment_bounds(field_name: str, help_text: str = MOMENT_HELP) -> tuple[Moment, Moment]:
    """Both bounds of the timestamp ``field_name``: on or after, and before, each a
    ``Moment`` with ``help_text``. In a filter set:
    ``issued_after, issued_before = moment_bounds("issued_at")``."""
    return (
        Moment(field_name, "gte", help_text=help_text),
        Moment(field_name, "lt", help_text=help_text),
    )
