"""What the inspections app gives the MS4 report's figures (lockport_sw/reports/figures.py):
its records in a reporting period. Chapter 159 composes its construction and
post-construction figures from these (swppp/figures.py)."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import Exists, OuterRef, QuerySet

from lockport_sw.deadlines.models import Deadline

from .models import (
    AsBuiltPlan,
    FinalAcceptance,
    Inspection,
    MaintenanceNotice,
    Practice,
    PracticeInspection,
    SiteLog,
    StormEvent,
)
from .services.site_log import STORM, WEEKLY


def _in(field: str, period) -> dict:
    start, end = period.bounds()
    return {f"{field}__gte": start, f"{field}__lt": end}


def inspections_completed(
    chapter: str, period, *, kinds=None, result: str | None = None
) -> QuerySet[Inspection]:
    qs = Inspection.objects.filter(
        chapter=chapter, state=Inspection.State.COMPLETED, **_in("completed_at", period)
    )
    if kinds is not None:
        qs = qs.filter(kind__in=list(kinds))
    if result:
        qs = qs.filter(result=result)
    return qs.order_by("completed_at", "pk")


def site_logs_with_missed_inspections(period) -> QuerySet[SiteLog]:
    """Site logs with a weekly (§ 159-7A(2)) or storm inspection missed: a clock due in the
    period that the sweep marked missed."""
    start, end = period.bounds()
    missed = Deadline.objects.filter(
        status=Deadline.Status.MISSED, due_at__gte=start, due_at__lt=end
    )
    weekly = missed.filter(
        rule_code=WEEKLY,
        subject_type=ContentType.objects.get_for_model(SiteLog),
        subject_id=OuterRef("pk"),
    )
    storms = missed.filter(
        rule_code=STORM,
        subject_type=ContentType.objects.get_for_model(StormEvent),
        subject_id__in=StormEvent.objects.filter(log=OuterRef(OuterRef("pk"))).values("pk"),
    )
    return SiteLog.objects.filter(Exists(weekly) | Exists(storms)).order_by("opened_at", "pk")


def practices_in_inventory(period, type: str | None = None) -> QuerySet[Practice]:
    _, end = period.bounds()
    qs = Practice.objects.filter(added_at__lt=end)
    if type:
        qs = qs.filter(type=type)
    return qs.order_by("code", "pk")


def _practice_inspections(period, **filters) -> QuerySet[PracticeInspection]:
    return PracticeInspection.objects.filter(
        practice=OuterRef("pk"),
        inspection__state=Inspection.State.COMPLETED,
        **_in("inspection__completed_at", period),
        **filters,
    )


def practices_inspected(period) -> QuerySet[Practice]:
    return Practice.objects.filter(Exists(_practice_inspections(period))).order_by("code", "pk")


def practices_wanting(period) -> QuerySet[Practice]:
    """Practices an inspection in the period found wanting, or that were sent a
    maintenance notice (§ 159-7C) in the period."""
    notices = MaintenanceNotice.objects.filter(practice=OuterRef("pk"), **_in("issued_at", period))
    found = _practice_inspections(period, inspection__result=Inspection.Result.VIOLATIONS)
    return Practice.objects.filter(Exists(found) | Exists(notices)).order_by("code", "pk")


def practices_maintained(period) -> QuerySet[Practice]:
    """Practices found in order in the period by an inspection made after a maintenance
    notice to them: the maintenance required was done."""
    after_notice = MaintenanceNotice.objects.filter(
        practice=OuterRef("practice"), issued_at__lt=OuterRef("inspection__completed_at")
    )
    fixed = _practice_inspections(period, inspection__result=Inspection.Result.APPROVED).filter(
        Exists(after_notice)
    )
    return Practice.objects.filter(Exists(fixed)).order_by("code", "pk")


def as_built_plans(period, *, accepted: bool = False) -> QuerySet[AsBuiltPlan]:
    if accepted:
        return AsBuiltPlan.objects.filter(
            state=AsBuiltPlan.State.ACCEPTED, **_in("reviewed_at", period)
        ).order_by("reviewed_at", "pk")
    return AsBuiltPlan.objects.filter(**_in("submitted_at", period)).order_by("submitted_at", "pk")


def final_acceptances(period) -> QuerySet[FinalAcceptance]:
    return FinalAcceptance.objects.filter(accepted_on__range=(period.start, period.end)).order_by(
        "accepted_on", "pk"
    )
