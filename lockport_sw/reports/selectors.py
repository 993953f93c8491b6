"""Reads of the reports app: the MS4 report's table for a period (the counted figures in
one statement, each sum or median in one more, the adjustments in one, however many
records: ``figures.compute_all``), and what was issued."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import Min, QuerySet
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ

from . import figures, periods
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


def _first_issued(candidates: list[Period]) -> dict[tuple, object]:
    """When each period's report was first issued (its version 1), by (start, end): one
    query, however many periods."""
    if not candidates:
        return {}
    rows = (
        IssuedReport.objects.filter(
            period_start__gte=min(p.start for p in candidates),
            period_start__lte=max(p.start for p in candidates),
        )
        .values("period_start", "period_end")
        .annotate(first=Min("issued_at"))
    )
    return {(r["period_start"], r["period_end"]): r["first"] for r in rows}


def reports_to_file(today) -> list[dict]:
    """The SMO's home panel: every report owed (``periods.owed``) not yet issued, each
    marked late once its due day has passed, and stays until issued; and those issued
    whose due day has not yet come (shown as issued). One query."""
    owed = periods.owed(today)
    issued = _first_issued(owed)
    rows = []
    for period in owed:
        first = issued.get((period.start, period.end))
        if first is not None and periods.is_late(period, today):
            continue  # issued, and its due day is past: nothing more to do
        issued_on = timezone.localtime(first, TOWN_TZ).date() if first else None
        rows.append(
            {
                "period": period,
                "issued": first is not None,
                "issued_at": first,
                "late": first is None and periods.is_late(period, today),
                "days_late": periods.days_late(period, issued_on) if issued_on else 0,
            }
        )
    return rows


def period_due_next(today) -> Period:
    """The report being worked on: the period due next whose report was not issued (the
    earliest owed, late or not; else the next to end). One query."""
    candidates = periods.owed(today) + periods.upcoming(today)
    issued = _first_issued(candidates)
    for period in candidates:
        if (period.start, period.end) not in issued:
            return period
    return periods.containing(today)  # unreachable: the current year has not ended
