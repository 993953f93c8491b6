"""The inspections' chart on the dashboards (lockport_sw/reports/dashboards.py)."""

from __future__ import annotations

from datetime import timedelta

from django.db.models import Count, Q
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core import compiled
from lockport_sw.jurisdiction.registry import cite
from lockport_sw.reports import dashboards

from .models import Inspection, Practice


def due_and_overdue(period) -> list[dashboards.Row]:
    """Now: inspections scheduled and due soon or overdue, requests waiting for a date,
    and practices whose routine inspection (§ 159-8A(3)) is overdue."""
    now = timezone.now()
    waiting = Q(state__in=[Inspection.State.SCHEDULED, Inspection.State.IN_PROGRESS])
    # Every count is of waiting inspections: only those are read (the state index), not
    # the Town's every inspection (issue 44). The SQL compiled once per process, now and
    # a week from now its parameters (core/compiled.py).
    counts = compiled.aggregate_of(
        "inspections.due",
        lambda now, week: (
            Inspection.objects.filter(waiting),
            {
                "soon": Count(
                    "pk", filter=waiting & Q(scheduled_for__gte=now, scheduled_for__lt=week)
                ),
                "overdue": Count("pk", filter=waiting & Q(scheduled_for__lt=now)),
                "unscheduled": Count(
                    "pk", filter=Q(state=Inspection.State.SCHEDULED, scheduled_for__isnull=True)
                ),
            },
        ),
        now=now,
        week=now + timedelta(days=7),
    )
    today = timezone.localtime(now, TOWN_TZ).date()
    routine = compiled.PreparedRows(
        "inspections.routine_overdue",
        lambda today: Practice.objects.filter(next_routine_on__lt=today),
        today=today,
    ).count()
    return [
        ("Scheduled in the next 7 days", (counts["soon"],)),
        ("Scheduled, past their day and not completed", (counts["overdue"],)),
        ("Accepted, waiting for a date", (counts["unscheduled"],)),
        (
            f"Practices past their routine inspection ({cite('swm.post_completion_inspection')})",
            (routine,),
        ),
    ]


def register() -> None:
    dashboards.register(
        dashboards.Chart(
            "inspections-due",
            "Inspections due and overdue",
            ("Inspections",),
            due_and_overdue,
            "As of now.",
            order=40,
        )
    )
