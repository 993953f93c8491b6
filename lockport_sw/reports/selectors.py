"""Reads of the reports app: the MS4 report's table for a period (the counted figures in
one statement, each sum or median in one more, the adjustments in one, however many
records: ``figures.compute_all``), and what was issued."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import QuerySet

from . import figures
from .models import Adjustment, IssuedReport
from .periods import Period


def adjustments_for(period: Period) -> dict[str, Adjustment]:
    rows = Adjustment.objects.filter(
        period_start=period.start, period_end=period.end
    ).select_related("made_by")
    return {a.figure: a for a in rows}


def reported(computed, adjustment: Adjustment | None):
    """The figure reported: the computed value plus the SMO's adjustment."""
    if adjustment is None:
        return computed
    total = Decimal(computed or 0) + adjustment.amount
    return int(total) if total == total.to_integral_value() else total


def report_table(period: Period, *, stored: bool = True) -> list[dict]:
    """Each measure with its figures: computed, the adjustment (with reason), reported.
    ``stored``: exact stored counts may be read (the pages); issuing counts them all."""
    adjustments = adjustments_for(period)
    by_measure = {m.key: {"measure": m, "rows": []} for m in figures.measures()}
    every = figures.all_figures()
    values = figures.compute_all(every, period, stored=stored)
    for figure in every:
        computed = values[figure.key]
        adjustment = adjustments.get(figure.key)
        by_measure.setdefault(figure.measure, {"measure": None, "rows": []})["rows"].append(
            {
                "figure": figure,
                "computed": computed,
                "adjustment": adjustment,
                "reported": reported(computed, adjustment),
            }
        )
    return [group for group in by_measure.values() if group["rows"]]


def flat_rows(table: list[dict]) -> list[dict]:
    return [{**row, "measure": group["measure"]} for group in table for row in group["rows"]]


def figure_records(period: Period, figure: figures.Figure) -> QuerySet | None:
    return figure.records(period) if figure.records is not None else None


def issued_versions(period: Period) -> QuerySet[IssuedReport]:
    return (
        IssuedReport.objects.filter(period_start=period.start, period_end=period.end)
        .select_related("document", "issued_by")
        .order_by("-version")
    )


def as_text(value) -> str:
    """A value as the page, the CSV and the PDF print it."""
    if value is None:
        return ""
    if isinstance(value, Decimal) and value == value.to_integral_value():
        return str(int(value))
    return str(value)


def reports_to_file(today) -> list[dict]:
    """The home panel: the reports due next, and whether each was issued (one query)."""
    from .periods import to_file

    due = to_file(today)
    issued = set(
        IssuedReport.objects.filter(period_start__in=[p.start for p in due]).values_list(
            "period_start", "period_end"
        )
    )
    return [{"period": p, "issued": (p.start, p.end) in issued} for p in due]
