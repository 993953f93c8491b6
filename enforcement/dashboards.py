"""Enforcement's chart on the dashboards (lockport_sw/reports/dashboards.py): the pipeline
from violation to notice, appeal and correction, for each chapter."""

from __future__ import annotations

from django.db.models import Count, Q

from lockport_sw.core import compiled
from lockport_sw.jurisdiction.registry import chapter_named
from lockport_sw.reports import dashboards

from .models import Appeal, NoticeOfViolation, Violation

CHAPTERS = ("158", "159")


def _by_chapter(key, build) -> tuple[int, ...]:
    """``build()``'s records counted by chapter, its SQL compiled once per process and
    ``key`` (core/compiled.py, issue 44)."""
    counts = compiled.aggregate_of(
        key,
        lambda: (build(), {f"c{c}": Count("pk", filter=Q(chapter=c)) for c in CHAPTERS}),
    )
    return tuple(counts[f"c{c}"] for c in CHAPTERS)


def pipeline(period) -> list[dashboards.Row]:
    start, end = period.bounds()
    return [
        (
            "Violations found",
            _by_chapter(
                ("enforcement.found", period),
                lambda: Violation.objects.filter(found_at__gte=start, found_at__lt=end),
            ),
        ),
        (
            "Notices of violation issued",
            _by_chapter(
                ("enforcement.issued", period),
                lambda: NoticeOfViolation.objects.filter(
                    issued_at__gte=start, issued_at__lt=end, supersedes__isnull=True
                ),
            ),
        ),
        (
            "Appeals received",
            _by_chapter(
                ("enforcement.appealed", period),
                lambda: Appeal.objects.filter(received_at__gte=start, received_at__lt=end),
            ),
        ),
        (
            "Violations corrected or abated",
            _by_chapter(
                ("enforcement.corrected", period),
                lambda: Violation.objects.filter(
                    ended_on__range=(period.start, period.end),
                    end_reason__in=[Violation.EndReason.CORRECTED, Violation.EndReason.ABATED],
                ),
            ),
        ),
    ]


def register() -> None:
    dashboards.register(
        dashboards.Chart(
            "enforcement-pipeline",
            "Enforcement: violation, notice, appeal, correction",
            tuple(chapter_named(c) for c in CHAPTERS),
            pipeline,
            "Each step counted when it happened in the period.",
            order=30,
        )
    )
