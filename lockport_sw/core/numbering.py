"""Reference numbers: one series per kind and year, without gaps or duplicates."""

from django.db import transaction

from .models import ReferenceSeries


def next_in_series(kind: str, year: int) -> int:
    """Take the next number of (kind, year). Call inside the transaction that uses it:
    the row lock makes concurrent callers wait, and a rollback gives the number back."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("next_in_series must run inside the transaction that uses it.")
    ReferenceSeries.objects.bulk_create(
        [ReferenceSeries(kind=kind, year=year)], ignore_conflicts=True
    )
    series = ReferenceSeries.objects.select_for_update().get(kind=kind, year=year)
    series.last_number += 1
    series.save(update_fields=["last_number"])
    return series.last_number


def yearly_reference(kind: str, year: int | None = None) -> str:
    """The next reference of the series ``kind`` for ``year`` (the Town's current year
    unless given): ``I-2026-0001``. Inside the caller's transaction."""
    from lockport_sw.calendar.words import town_today

    year = year if year is not None else town_today().year
    return f"{kind}-{year}-{next_in_series(kind, year):04d}"
