"""The Town's words for dates in templates (lockport_sw/calendar/words.py), built into
every template like Django's own ``|date`` (settings: TEMPLATES' ``builtins``):

    {{ day|long_date }}                  December 15, 2026      letters, sentences
    {{ day|long_date:"weekday" }}        Tuesday, December 15, 2026
    {{ day|short_date }}                 Dec 15, 2026           tables, lists
    {{ moment|long_datetime }}           December 15, 2026 at 10:00 AM
    {{ moment|long_datetime:"weekday zone" }}  Tuesday, December 15, 2026 at 10:00 AM EST
    {{ moment|short_datetime }}          Dec 15, 2026, 10:00 AM
    {{ moment|clock_time }}              10:00 AM

A moment is written in the Town's time. Like ``|date``, anything that is not a date or a
moment (None, "") is written as nothing.
"""

from __future__ import annotations

from datetime import date, datetime, time

from django import template

from lockport_sw.calendar import words

register = template.Library()

_OPTIONS = {"weekday", "zone"}


def _options(arg: str | None, allowed: set[str]) -> dict[str, bool]:
    chosen = set((arg or "").replace(",", " ").split())
    unknown = chosen - allowed
    if unknown:
        raise template.TemplateSyntaxError(f"Unknown date option(s): {sorted(unknown)}")
    return dict.fromkeys(chosen, True)


@register.filter
def long_date(value, arg: str | None = None) -> str:
    if not isinstance(value, date):
        return ""
    return words.long_date(value, **_options(arg, {"weekday"}))


@register.filter
def short_date(value, arg: str | None = None) -> str:
    if not isinstance(value, date):
        return ""
    return words.short_date(value, **_options(arg, {"weekday"}))


@register.filter
def long_datetime(value, arg: str | None = None) -> str:
    if not isinstance(value, datetime):
        return ""
    return words.long_datetime(value, **_options(arg, _OPTIONS))


@register.filter
def short_datetime(value, arg: str | None = None) -> str:
    if not isinstance(value, datetime):
        return ""
    return words.short_datetime(value, **_options(arg, _OPTIONS))


@register.filter
def clock_time(value, arg: str | None = None) -> str:
    if not isinstance(value, datetime | time):
        return ""
    return words.clock_time(value, **_options(arg, {"zone"}))
