"""Chapter 158's charts on the dashboards (lockport_sw/reports/dashboards.py)."""

from __future__ import annotations

from datetime import timedelta

from django.db.models import Count, Q
from django.utils import timezone

from lockport_sw.core import compiled
from lockport_sw.jurisdiction.registry import current
from lockport_sw.reports import dashboards

from . import kinds
from .models import Case, Report

AGES = (("Under 30 days", 0, 30), ("30 to 89 days", 30, 90), ("90 to 364 days", 90, 365))


def open_cases_by_age(period) -> list[dashboards.Row]:
    """Open cases now, by state, and how long each has been open."""
    now = timezone.now()
    # Each age's bound its own parameter, so that the SQL is compiled once per process
    # (core/compiled.py, issue 44): the moments ``days`` before now.
    days = sorted({d for _, low, high in AGES for d in (low, high)} | {365})
    bounds = {f"d{d}": now - timedelta(days=d) for d in days}

    def build(**bound):
        counts = {
            f"age{i}": Count(
                "pk",
                filter=Q(opened_at__lte=bound[f"d{low}"], opened_at__gt=bound[f"d{high}"]),
            )
            for i, (_, low, high) in enumerate(AGES)
        }
        counts["old"] = Count("pk", filter=Q(opened_at__lte=bound["d365"]))
        return (
            Case.objects.filter(state__in=Case.OPEN)
            .values("state")
            .annotate(total=Count("pk"), **counts)
        )

    rows = compiled.values_of("illicit.open_cases_by_age", build, **bounds)
    by_state = {r["state"]: r for r in rows}
    return [
        (
            str(label),
            (
                by_state[state]["total"],
                *(by_state[state][f"age{i}"] for i in range(len(AGES))),
                by_state[state]["old"],
            ),
        )
        for state, label in Case.State.choices
        if state in by_state
    ]


def reports_by_kind(period) -> list[dashboards.Row]:
    start, end = period.bounds()
    rows = compiled.values_of(
        ("illicit.reports_by_kind", period),
        lambda: (
            Report.objects.filter(requested_at__gte=start, requested_at__lt=end)
            .values("kind")
            .annotate(n=Count("pk"), open311=Count("pk", filter=Q(source=Report.Source.OPEN311)))
            .order_by("-n", "kind")
        ),
    )
    names = dict(kinds.CHOICES)
    return [(names.get(r["kind"], r["kind"]), (r["n"], r["open311"])) for r in rows]


def register() -> None:
    dashboards.register(
        dashboards.Chart(
            "illicit-open-cases",
            "Open illicit discharge cases by age and state",
            ("Open", *(label for label, _, _ in AGES), "A year or more"),
            open_cases_by_age,
            f"{current().law('idl').name} cases open now; the age is from the case's opening.",
            order=20,
            drawn=(1, 2, 3, 4),  # the ages, whose sum is the open cases: the table has it
        ),
        dashboards.Chart(
            "illicit-reports-by-kind",
            "Reports from the public by kind",
            ("Reports", "Through Open311"),
            reports_by_kind,
            "Reports received in the period; the map of reports and outfalls is under Discharges.",
            order=21,
            stacked=False,  # those through Open311 are some of the reports: a bar each
        ),
    )
