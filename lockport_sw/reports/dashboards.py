"""The dashboards of how the law is kept (issue 21, item 2), as data: the charts registry.

A chart is a table (a label and a few numbers per row) drawn beside a server-rendered
bar chart of every series it draws (issue 47, item 4): each row's bar in SVG (no inline
style: the Content-Security-Policy allows none), its label and its numbers in words, a
legend of the series, and the table as the text alternative. The series of a row are
parts of one whole (``stacked``: one bar, their sum its length: on time, late, missed,
waived) or each its own bar (a count and a part of it: reports, of which through
Open311); every bar of a chart is drawn to one scale, the chart's largest bar. The
reports app draws the clocks' charts itself (the Deadline table is shared); each
chapter registers its own from ``AppConfig.ready()`` (open cases by age and state, the
enforcement pipeline, inspections due and overdue, SWPPP review turnaround, reports by
kind). ``rows(period)`` runs a fixed number of
queries, however many records there are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, time

from django.core.signals import setting_changed
from django.db.models import Count, F, Q, Sum
from django.db.models.functions import TruncMonth
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core import compiled
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines import tally as clock_tally
from lockport_sw.deadlines.models import ClockTally, Deadline

from .periods import Period

Row = tuple[str, tuple[int, ...]]


# The series' colors, each at least 3:1 against white (WCAG 1.4.11) and told apart by
# the legend, the numbers in words and the table, never by color alone.
PALETTE = ("#0a4f8f", "#a35200", "#6f42c1", "#0f6e66", "#5c636a")


@dataclass(frozen=True)
class Chart:
    key: str
    title: str
    columns: tuple[str, ...]  # the headings of the numbers
    rows: Callable[[Period], list[Row]]
    note: str = ""  # what is counted, and over which time
    order: int = 100
    # The columns drawn (their indexes; all when None): a column that is the sum of the
    # others (the open cases' total) is left to the table.
    drawn: tuple[int, ...] | None = None
    stacked: bool = True  # the drawn columns are parts of one whole (else a bar each)
    colors: tuple[str, ...] = PALETTE  # of the drawn columns, in their order

    def series(self) -> list[tuple[int, str, str]]:
        """The drawn columns: (index, heading, color)."""
        drawn = self.drawn if self.drawn is not None else tuple(range(len(self.columns)))
        colors = self.colors
        return [(i, self.columns[i], colors[n % len(colors)]) for n, i in enumerate(drawn)]


_CHARTS: dict[str, Chart] = {}


def register(*charts: Chart) -> None:
    for chart in charts:
        _CHARTS[chart.key] = chart


def charts() -> list[Chart]:
    return sorted(_CHARTS.values(), key=lambda c: (c.order, c.key))


def _words(parts: list[tuple[str, int]], total: int | None) -> str:
    """A row's numbers in words: "On time 5, Missed 5 (10 in all)"; the zeros left out."""
    said = ", ".join(f"{heading} {n:,}" for heading, n in parts if n)
    if not said:
        return "None"
    shown = [n for _, n in parts if n]
    return f"{said} ({total:,} in all)" if total is not None and len(shown) > 1 else said


def _drawn(chart: Chart, rows: list[Row]) -> dict:
    """The chart's rows as bars, every bar to one scale: the longest bar of the chart (a
    stacked row's sum, else its largest number) is 100."""
    series = chart.series()
    lengths = [
        sum(numbers[i] for i, _, _ in series)
        if chart.stacked
        else max((numbers[i] for i, _, _ in series), default=0)
        for _, numbers in rows
    ]
    scale = max(lengths, default=0)

    def width(n: int) -> float:
        return round(100 * n / scale, 2) if scale else 0

    out = []
    for (label, numbers), length in zip(rows, lengths, strict=True):
        segments = [
            {"heading": heading, "n": numbers[i], "color": color, "width": width(numbers[i])}
            for i, heading, color in series
        ]
        if chart.stacked:
            x, bar = 0.0, []
            for segment in segments:
                if segment["n"]:
                    bar.append({**segment, "x": round(x, 2)})
                    x += segment["width"]
            bars = [bar]
        else:
            bars = [[{**segment, "x": 0}] if segment["n"] else [] for segment in segments]
        out.append(
            {
                "label": label,
                "numbers": numbers,
                "bars": bars,
                "length": width(length),
                "words": _words(
                    [(s["heading"], s["n"]) for s in segments],
                    length if chart.stacked else None,
                ),
            }
        )
    return {"series": series, "scale": scale, "rows": out}


# Each chart drawn, by its numbers: (chart, rows) -> the drawn chart and its HTML.
_DRAWN: dict[tuple, dict] = {}
DRAWN_LIMIT = 512


def drawn(chart: Chart, rows: list[Row]) -> dict:
    """The chart with its rows drawn (``_drawn``) and its section's HTML
    (``reports/_chart.html``), made once per process for each chart and numbers (issue
    44): what is drawn depends on nothing else (the legend and the scale on the chart and
    the numbers, the bars on the numbers), so a kept drawing is keyed on its content and
    there is nothing to invalidate: other numbers are another key. Bounded (cleared past
    ``DRAWN_LIMIT``)."""
    from django.template.loader import render_to_string

    key = (chart, tuple((str(label), tuple(numbers)) for label, numbers in rows))
    found = _DRAWN.get(key)
    if found is None:
        found = {"chart": chart, **_drawn(chart, rows)}
        found["html"] = render_to_string("reports/_chart.html", {"item": found})
        if len(_DRAWN) >= DRAWN_LIMIT:
            _DRAWN.clear()
        _DRAWN[key] = found
    return dict(found)


def _forget(**kwargs) -> None:
    _DRAWN.clear()  # a setting changed (the tests' override_settings: the templates)


setting_changed.connect(_forget, dispatch_uid="lockport_sw.reports.dashboards.forget")


def tally(period: Period) -> list[dict]:
    """Each chart with its rows drawn (``_drawn``: the bars, the numbers in words) and
    its HTML (``drawn``)."""
    return [drawn(chart, chart.rows(period)) for chart in charts()]


# --- The clocks: kept on time? ---------------------------------------------------------

ON_TIME = Q(status=Deadline.Status.MET, met_at__lte=F("due_at"))
LATE = Q(status=Deadline.Status.MET, met_at__gt=F("due_at"))
MISSED = Q(status=Deadline.Status.MISSED)
WAIVED = Q(status=Deadline.Status.WAIVED)


def _due_in(period: Period):
    """Clocks due in the period; never a minimum (row 22: its due day is the earliest
    the act may be done, neither on time nor late nor missed)."""
    return Deadline.objects.filter(due_date__range=(period.start, period.end)).exclude(
        rule_code__in=catalogue.MINIMUM_CODES
    )


def _counts():
    return {
        "on_time": Count("pk", filter=ON_TIME),
        "late": Count("pk", filter=LATE),
        "missed": Count("pk", filter=MISSED),
        "waived": Count("pk", filter=WAIVED),
    }


def clocks_by_rule(period: Period) -> list[Row]:
    """Clocks due in the period, by rule: met on time, met late, missed (still undone or
    done late), waived. Windows (a party's opportunity, not a duty) are left out. Read
    from the clocks' tally where it is kept (issue 44), else from the clocks."""
    if clock_tally.kept():
        return _tally_by_rule(period)
    return clocks_by_rule_direct(period)


def clocks_by_rule_direct(period: Period) -> list[Row]:
    """``clocks_by_rule`` counted from the clocks themselves (the definition)."""
    windows = [r.code for r in catalogue.RULES if r.window]
    rows = (
        _due_in(period)
        .exclude(rule_code__in=windows)
        .values("rule_code")
        .annotate(**_counts())
        .order_by("rule_code")
    )
    return [
        (rule_label(r["rule_code"]), (r["on_time"], r["late"], r["missed"], r["waived"]))
        for r in rows
    ]


def rule_label(code: str) -> str:
    rule = catalogue.BY_CODE.get(code)
    return f"{rule.citation} {rule.title}" if rule else code


def clocks_by_month(period: Period) -> list[Row]:
    if clock_tally.kept():
        return _tally_by_month(period)
    return clocks_by_month_direct(period)


def clocks_by_month_direct(period: Period) -> list[Row]:
    rows = (
        _due_in(period)
        .annotate(month=TruncMonth("due_date"))
        .values("month")
        .annotate(**_counts())
        .order_by("month")
    )
    return [
        (f"{r['month']:%B %Y}", (r["on_time"], r["late"], r["missed"], r["waived"])) for r in rows
    ]


def open_overdue(period: Period) -> list[Row]:
    """Clocks still open past their due moment now, by rule (whatever the period)."""
    if clock_tally.kept():
        return _tally_overdue()
    return open_overdue_direct(period)


def open_overdue_direct(period: Period) -> list[Row]:
    rows = (
        Deadline.objects.filter(status__in=Deadline.UNRESOLVED, due_at__lt=timezone.now())
        .exclude(rule_code__in=catalogue.MINIMUM_CODES)
        .values("rule_code")
        .annotate(n=Count("pk"))
        .order_by("-n", "rule_code")
    )
    return [(rule_label(r["rule_code"]), (r["n"],)) for r in rows]


# The same counts from the tally (lockport_sw/deadlines/tally.py): each tally row is the
# number of clocks of one rule, due day, status and lateness, so a clock counted by
# ``_counts`` is counted there by the same status and ``met_late`` (met_at > due_at).
T_ON_TIME = Q(status=Deadline.Status.MET, met_late=False)
T_LATE = Q(status=Deadline.Status.MET, met_late=True)


def _tally_counts():
    return {
        "on_time": Sum("n", filter=T_ON_TIME, default=0),
        "late": Sum("n", filter=T_LATE, default=0),
        "missed": Sum("n", filter=MISSED, default=0),
        "waived": Sum("n", filter=WAIVED, default=0),
    }


def _tally_due_in(period: Period):
    """The tally's rows of clocks due in the period, as ``_due_in``; a key with no clock
    left (n = 0) is no row of the charts."""
    return (
        ClockTally.objects.filter(due_date__range=(period.start, period.end))
        .exclude(rule_code__in=catalogue.MINIMUM_CODES)
        .filter(n__gt=0)
    )


def _tally_by_rule(period: Period) -> list[Row]:
    windows = [r.code for r in catalogue.RULES if r.window]
    # The SQL compiled once per process and period (core/compiled.py, issue 44).
    rows = compiled.values_of(
        ("dashboard.tally_by_rule", period),
        lambda: (
            _tally_due_in(period)
            .exclude(rule_code__in=windows)
            .values("rule_code")
            .annotate(**_tally_counts())
            .order_by("rule_code")
        ),
    )
    return [
        (rule_label(r["rule_code"]), (r["on_time"], r["late"], r["missed"], r["waived"]))
        for r in rows
    ]


def _tally_by_month(period: Period) -> list[Row]:
    rows = compiled.values_of(
        ("dashboard.tally_by_month", period),
        lambda: (
            _tally_due_in(period)
            .annotate(month=TruncMonth("due_date"))
            .values("month")
            .annotate(**_tally_counts())
            .order_by("month")
        ),
    )
    return [
        (f"{r['month']:%B %Y}", (r["on_time"], r["late"], r["missed"], r["waived"])) for r in rows
    ]


def _tally_overdue() -> list[Row]:
    """The unresolved clocks due before today from the tally, and today's whose due
    moment has passed from the clocks (the index of unresolved clocks by rule and due
    moment: one day's). A clock's due day is its due moment's date in the Town, so
    those due before today are all past their moment, and those after it none."""
    now = timezone.now()
    today = timezone.localtime(now, TOWN_TZ).date()
    # The SQL compiled once per process, today and now its parameters (core/compiled.py).
    earlier = compiled.values_of(
        "dashboard.overdue_earlier",
        lambda today: (
            ClockTally.objects.filter(status__in=Deadline.UNRESOLVED, due_date__lt=today, n__gt=0)
            .exclude(rule_code__in=catalogue.MINIMUM_CODES)
            .values("rule_code")
            .annotate(n=Sum("n"))
            .values_list("rule_code", "n")
        ),
        today=today,
    )
    todays = compiled.values_of(
        "dashboard.overdue_today",
        lambda midnight, now: (
            Deadline.objects.filter(
                status__in=Deadline.UNRESOLVED, due_at__gte=midnight, due_at__lt=now
            )
            .exclude(rule_code__in=catalogue.MINIMUM_CODES)
            .values("rule_code")
            .annotate(n=Count("pk"))
            .values_list("rule_code", "n")
        ),
        midnight=datetime.combine(today, time.min, tzinfo=TOWN_TZ),
        now=now,
    )
    counts: dict[str, int] = {}
    for code, n in (*earlier, *todays):
        counts[code] = counts.get(code, 0) + n
    ranked = sorted(((n, code) for code, n in counts.items() if n), key=lambda t: (-t[0], t[1]))
    return [(rule_label(code), (n,)) for n, code in ranked]


CLOCK_COLUMNS = ("On time", "Late", "Missed", "Waived")
# On time green, late orange, missed red, waived grey.
CLOCK_COLORS = ("#1b7a3e", "#a35200", "#a4161a", "#5c636a")


def register_clock_charts() -> None:
    register(
        Chart(
            "clocks-by-rule",
            "Clocks on time, late, missed and waived, by rule",
            CLOCK_COLUMNS,
            clocks_by_rule,
            "Clocks due in the period.",
            order=1,
            colors=CLOCK_COLORS,
        ),
        Chart(
            "clocks-by-month",
            "Clocks on time, late, missed and waived, by month",
            CLOCK_COLUMNS,
            clocks_by_month,
            "Clocks due in the period, by the month they were due.",
            order=2,
            colors=CLOCK_COLORS,
        ),
        Chart(
            "clocks-overdue",
            "Open and overdue now",
            ("Overdue",),
            open_overdue,
            f"Clocks not yet met whose due moment has passed (now, {TOWN_TZ.key} time).",
            order=3,
            colors=(CLOCK_COLORS[2],),
        ),
    )
