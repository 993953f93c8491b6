"""Chapter 159's chart on the dashboards (lockport_sw/reports/dashboards.py): how long the
SMO took over each SWPPP version against the 45 days (§ 159-4B(1), § 159-4C)."""

from __future__ import annotations

from datetime import timedelta

from django.db.models import Count, F, Q

from lockport_sw.core import compiled
from lockport_sw.deadlines.models import Deadline
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import dashboards

from .figures import REVIEW_RULES


def turnaround(period) -> list[dashboards.Row]:
    """The SMO's 45-day clocks due in the period, by the days taken."""
    met = Q(status=Deadline.Status.MET)

    def within(days: int) -> Q:
        return met & Q(met_at__lte=F("starts_at") + timedelta(days=days))

    def over(days: int) -> Q:
        return met & Q(met_at__gt=F("starts_at") + timedelta(days=days))

    # The SQL compiled once per process and period (core/compiled.py, issue 44).
    counts = compiled.aggregate_of(
        ("swppp.turnaround", period),
        lambda: (
            Deadline.objects.filter(
                rule_code__in=REVIEW_RULES, due_date__range=(period.start, period.end)
            ),
            {
                "a": Count("pk", filter=within(15)),
                "b": Count("pk", filter=over(15) & within(30)),
                "c": Count("pk", filter=over(30) & within(45)),
                "late": Count("pk", filter=met & Q(met_at__gt=F("due_at"))),
                "undone": Count("pk", filter=Q(status__in=Deadline.UNRESOLVED)),
                "waived": Count("pk", filter=Q(status=Deadline.Status.WAIVED)),
            },
        ),
    )
    return [
        ("Decided or recommended within 15 days", (counts["a"],)),
        ("In 16 to 30 days", (counts["b"],)),
        ("In 31 days to the due day", (counts["c"],)),
        ("After the due day (late)", (counts["late"],)),
        ("Not yet decided", (counts["undone"],)),
        ("Waived", (counts["waived"],)),
    ]


def register() -> None:
    dashboards.register(
        dashboards.Chart(
            "swppp-turnaround",
            "SWPPP review turnaround against 45 days",
            ("SWPPP versions",),
            turnaround,
            words_lazy(
                "The SMO's 45-day clocks ({cite:swm.review_with_other_body.recommendation}, "
                "{cite:swm.review_by_smo}) due in the period."
            ),
            order=10,
        )
    )
