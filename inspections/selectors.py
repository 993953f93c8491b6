"""Reads for inspections' pages, each with the joins its page needs (fixed query counts)."""

from __future__ import annotations

from django.db.models import Prefetch, QuerySet

from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for

from .models import (
    AccessRefusal,
    AsBuiltPlan,
    FinalAcceptance,
    Inspection,
    Practice,
    PracticeInspection,
    SiteLog,
    SiteLogEntry,
    StormEvent,
)
from .services._common import subject_filter

OPEN_STATES = (Inspection.State.SCHEDULED, Inspection.State.IN_PROGRESS)


def inspections_of(subject) -> QuerySet[Inspection]:
    return Inspection.objects.filter(**subject_filter(subject))


def open_inspections_of(subject) -> QuerySet[Inspection]:
    return inspections_of(subject).filter(state__in=OPEN_STATES).order_by("pk")


def site_log_entries(log: SiteLog) -> QuerySet[SiteLogEntry]:
    """A page of entries: their storms prefetched (one query per page, not per row)."""
    return log.entries.select_related("entered_by").prefetch_related(
        Prefetch("storms", queryset=StormEvent.objects.order_by("ended_at"))
    )


def photos_by_entry(entries: list[SiteLogEntry]) -> dict[int, list]:
    """The photos of a page of entries, in one query."""
    from django.contrib.contenttypes.models import ContentType

    from lockport_sw.documents.models import Upload

    found: dict[int, list] = {}
    if not entries:
        return found
    for upload in Upload.objects.filter(
        subject_type=ContentType.objects.get_for_model(SiteLogEntry),
        subject_id__in=[e.pk for e in entries],
    ).order_by("pk"):
        found.setdefault(upload.subject_id, []).append(upload)
    return found


def storms_with_clocks(log: SiteLog) -> QuerySet[StormEvent]:
    from django.contrib.contenttypes.models import ContentType
    from django.db.models import OuterRef, Subquery

    clocks = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(StormEvent),
        subject_id=OuterRef("pk"),
        rule_code="storm_inspection",
    ).order_by("-pk")
    return log.storms.annotate(
        clock_status=Subquery(clocks.values("status")[:1]),
        clock_due=Subquery(clocks.values("due_at")[:1]),
    )


def weekly_clocks(log: SiteLog) -> QuerySet[Deadline]:
    return clocks_for(log).filter(rule_code="site_inspection_weekly")


def missed_storm_clocks(log: SiteLog) -> QuerySet[Deadline]:
    from django.contrib.contenttypes.models import ContentType

    return Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(StormEvent),
        subject_id__in=log.storms.values("pk"),
        rule_code="storm_inspection",
        status=Deadline.Status.MISSED,
    )


def after_construction(subject) -> dict:
    """Everything the after-construction page shows (a fixed number of queries)."""
    where = subject_filter(subject)
    return {
        "plans": list(
            AsBuiltPlan.objects.filter(**where).select_related("document", "reviewed_by")
        ),
        "acceptance": FinalAcceptance.objects.filter(**where).select_related("accepted_by").first(),
        "practices": list(Practice.objects.filter(**where).select_related("owner", "as_built")),
    }


def practice_inspections(practice: Practice) -> QuerySet[PracticeInspection]:
    return practice.inspections.select_related("inspection", "inspection__inspector")


def refusals_of(inspection: Inspection) -> QuerySet[AccessRefusal]:
    return inspection.access_refusals.select_related("party", "violation", "recorded_by")
