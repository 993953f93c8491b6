"""The MS4 report's figures, as data (the figures registry).

The reports app never imports a chapter. Each chapter registers, from its
``AppConfig.ready()``, the figures of the minimum control measures it serves: a figure
is a label, how it is counted (shown beside it), and ``records(period)``, the queryset
of the records behind it. The figure's computed value is that queryset's count (or
``value(queryset)`` when the figure is a sum or a median), and the figure's page lists
exactly that queryset: the same filter, the same count.

A figure the records cannot give (no record of it is kept in this system) has no
``records``; the SMO enters it as an adjustment with a reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db import connection
from django.db.models import QuerySet

from .periods import Period


@dataclass(frozen=True)
class Measure:
    key: str
    title: str
    citation: str  # the chapter's section(s) the measure rests on
    order: int = 100


@dataclass(frozen=True)
class Figure:
    key: str  # unique, stable: the CSV's and the adjustments' key
    measure: str  # Measure.key
    label: str
    how: str  # how it is counted, in the SMO's words
    records: Callable[[Period], QuerySet] | None = None
    # The value when it is not the count (a sum, a median): from the records' queryset.
    value: Callable[[QuerySet], Decimal | int | None] | None = None
    unit: str = ""  # "days", "$"
    # What each row of the figure's list shows: its moment (a field or annotation name).
    when: str = ""
    # A row's link when the record has no page of its own (its case, its outfall).
    link: Callable[[Any], str] | None = None
    order: int = 100

    @property
    def counted(self) -> bool:
        """Counted from records (templates cannot test ``records``: they would call it)."""
        return self.records is not None

    @property
    def anchor(self) -> str:
        """The figure's row id on the report page: "figure-idde-reports"."""
        return "figure-" + self.key.replace(".", "-")

    def compute(self, period: Period) -> Decimal | int | None:
        if self.records is None:
            return None
        qs = self.records(period)
        return self.value(qs) if self.value else qs.count()


_MEASURES: dict[str, Measure] = {}
_FIGURES: dict[str, Figure] = {}


def register_measure(measure: Measure) -> None:
    _MEASURES[measure.key] = measure


def register(*figures: Figure) -> None:
    for figure in figures:
        if figure.key in _FIGURES and _FIGURES[figure.key] != figure:
            raise ValueError(f"Figure {figure.key} is registered twice.")
        _FIGURES[figure.key] = figure


def measures() -> list[Measure]:
    return sorted(_MEASURES.values(), key=lambda m: m.order)


def all_figures() -> list[Figure]:
    order = {m.key: i for i, m in enumerate(measures())}
    return sorted(_FIGURES.values(), key=lambda f: (order.get(f.measure, 99), f.order, f.key))


def get(key: str) -> Figure | None:
    return _FIGURES.get(key)


def compute_all(
    figures: list[Figure], period: Period, *, stored: bool = True
) -> dict[str, Decimal | int | None]:
    """Each figure's computed value, the counts in one statement (issue 44): each counted
    figure's own queryset, unchanged, as a scalar subquery ``(SELECT COUNT(*) FROM (its
    SQL))``, so the report costs one round trip however many figures and records, and
    each count is exactly ``compute`` (a join of ``select_related`` never changes a
    count, so it is left out). A figure whose value is a sum or a median is computed by
    its own ``value``: a fixed number of queries more.

    With ``stored`` (the report's pages), a count whose stored value is still exact is
    read instead (``figure_store.py``: one query), and only the others are counted, then
    stored. Issuing the report counts every figure (``stored=False``)."""
    from lockport_sw.core import compiled

    from . import figure_store

    values: dict[str, Decimal | int | None] = {}
    counted: list[tuple[str, str, tuple, str, tuple[str, ...]]] = []
    for figure in figures:
        if figure.records is None:
            values[figure.key] = None
        elif figure.value is not None:
            values[figure.key] = figure.compute(period)
        else:
            # Compiled once per process (core/compiled.py): a figure is its period's.
            sql, params = compiled.sql_of(
                ("ms4", figure.key, period),
                lambda figure=figure: figure.records(period).select_related(None).order_by(),
            )
            dig, tables = figure_store.digest(sql, params), figure_store.tables_of(sql)
            counted.append((figure.key, sql, params, dig, tables))
    keep = stored and figure_store.kept()
    if keep and counted:
        values.update(figure_store.stored(period.slug, [(k, d, t) for k, _, _, d, t in counted]))
        counted = [c for c in counted if c[0] not in values]
    if counted:
        # The ORM's own compiled SQL with its parameters kept apart: nothing typed in it.
        columns = ", ".join(
            f"(SELECT COUNT(*) FROM ({sql}) AS f{i})"  # noqa: S608  # nosec B608
            for i, (_, sql, _, _, _) in enumerate(counted)
        )
        snapshot = "pg_current_snapshot()::text, " if keep else ""
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT {snapshot}{columns}",  # nosec B608
                [p for _, _, params, _, _ in counted for p in params],
            )
            row = list(cursor.fetchone())
        taken = row.pop(0) if keep else ""
        found = [
            (key, dig, int(n), tables)
            for (key, _, _, dig, tables), n in zip(counted, row, strict=True)
        ]
        values.update((key, n) for key, _, n, _ in found)
        if keep:
            figure_store.store(period.slug, found, taken)
    return values


def row_of(obj: Any, figure: Figure) -> dict:
    """One record of a figure's list: what it is, its link, its moment."""
    if figure.link is not None:
        url = figure.link(obj)
    else:
        url = obj.get_absolute_url() if hasattr(obj, "get_absolute_url") else ""
    return {
        "label": str(obj),
        "url": url,
        "when": getattr(obj, figure.when, None) if figure.when else None,
    }
