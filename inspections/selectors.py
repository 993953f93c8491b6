"""Reads for inspections' pages, each with the joins its page needs (fixed query counts).

Who sees which inspection: Town office staff see every inspection. Anyone else sees the
inspections, requests and holds of the subjects their chapter lets them see (an
applicant: their own projects); every other one is a 404."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from django.contrib.contenttypes.models import ContentType
from django.db.models import Count, Exists, OuterRef, Prefetch, Q, QuerySet, Subquery

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.documents.models import Upload

from . import subjects
from .models import (
    AccessRefusal,
    AsBuiltPlan,
    FinalAcceptance,
    Inspection,
    InspectionRequest,
    Practice,
    PracticeInspection,
    SiteLog,
    SiteLogEntry,
    StormEvent,
    WorkHold,
)
from .models.inspections import OPEN_STATES
from .services._common import subject_parts


def open_inspections_of(subject) -> QuerySet[Inspection]:
    return inspections_of(subject).filter(state__in=OPEN_STATES).order_by("pk")


def site_log_entries(log: SiteLog) -> QuerySet[SiteLogEntry]:
    """A page of entries: their storms prefetched (one query per page, not per row)."""
    return log.entries.select_related("entered_by").prefetch_related(
        Prefetch("storms", queryset=StormEvent.objects.order_by("ended_at"))
    )


def photos_by_entry(entries: list[SiteLogEntry]) -> dict[int, list]:
    """The photos of a page of entries, in one query."""

    found: dict[int, list] = {}
    if not entries:
        return found
    for upload in (
        Upload.objects.filter(
            subject_type=ContentType.objects.get_for_model(SiteLogEntry),
            subject_id__in=[e.pk for e in entries],
        )
        .select_related("stripped")
        .order_by("pk")
    ):
        found.setdefault(upload.subject_id, []).append(upload)
    return found


def storms_with_clocks(log: SiteLog) -> QuerySet[StormEvent]:
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
    return Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(StormEvent),
        subject_id__in=log.storms.values("pk"),
        rule_code="storm_inspection",
        status=Deadline.Status.MISSED,
    )


def after_construction(subject) -> dict:
    """Everything the after-construction page shows (a fixed number of queries)."""
    where = subject_parts(subject)
    return {
        "plans": list(
            AsBuiltPlan.objects.filter(**where).select_related("document__stripped", "reviewed_by")
        ),
        "acceptance": FinalAcceptance.objects.filter(**where).select_related("accepted_by").first(),
        "practices": list(Practice.objects.filter(**where).select_related("owner", "as_built")),
    }


def practice_inspections(practice: Practice) -> QuerySet[PracticeInspection]:
    return practice.inspections.select_related("inspection", "inspection__inspector")


def refusals_of(inspection: Inspection) -> QuerySet[AccessRefusal]:
    return inspection.access_refusals.select_related("party", "violation", "recorded_by")


def _subject_filter(user) -> Q:
    """The subjects ``user`` may see, over every registered subject type."""
    q = Q(pk__in=[])
    for spec in subjects.registered():
        ct = ContentType.objects.get_for_model(spec.model)
        q |= Q(subject_type=ct, subject_id__in=spec.visible_to(user).values("pk"))
    return q


def _scoped(qs: QuerySet, user) -> QuerySet:
    if not user.is_authenticated:
        return qs.none()
    if user.is_office_staff:
        return qs
    return qs.filter(_subject_filter(user))


def inspections_visible_to(user) -> QuerySet[Inspection]:
    return _scoped(Inspection.objects.all(), user)


def requests_visible_to(user) -> QuerySet[InspectionRequest]:
    return _scoped(InspectionRequest.objects.all(), user)


def holds_visible_to(user) -> QuerySet[WorkHold]:
    return _scoped(WorkHold.objects.all(), user)


def holds_in_effect(subject) -> QuerySet[WorkHold]:
    """§ 159-8A(1): the work holds in effect on ``subject``."""
    return (
        WorkHold.objects.filter(**subject_parts(subject))
        .filter(state=WorkHold.State.IN_EFFECT)
        .select_related("notice", "found_by", "parcel")
    )


def holds_reinspected(inspection: Inspection) -> list[WorkHold]:
    """§ 159-8A(1): the work holds a re-inspection is about: while it is open, those in
    effect that its approval would lift (found by the inspection it re-inspects and those
    before it: holds.reinspected, the rule holds_lift applies); once completed, those it
    lifted, or, when it found violations again, those still in effect."""
    if inspection.reinspection_of_id is None:
        return []
    if inspection.result == Inspection.Result.APPROVED:
        holds = inspection.holds_lifted.all()
    else:
        from .services.holds import reinspected

        holds = WorkHold.objects.filter(
            **subject_parts(inspection.subject),
            state=WorkHold.State.IN_EFFECT,
            found_by_id__in=reinspected(inspection),
        )
    return list(holds.select_related("notice", "found_by").order_by("imposed_at", "pk"))


def violations_found_by(user, inspection: Inspection):
    """The violations recorded in enforcement from ``inspection`` (it is their evidence:
    a work hold's, a § 158-9 refusal's), as far as ``user`` may see them."""
    from enforcement.selectors import violations_visible_to

    return (
        violations_visible_to(user)
        .filter(
            evidence__source_type=ContentType.objects.get_for_model(Inspection),
            evidence__source_id=inspection.pk,
        )
        .distinct()
        .order_by("pk")
    )


def inspections_of(subject) -> QuerySet[Inspection]:
    return (
        Inspection.objects.filter(**subject_parts(subject))
        .select_related("inspector", "parcel", "hold_imposed__notice")
        .order_by("-created_at", "-pk")
    )


def requests_of(subject) -> QuerySet[InspectionRequest]:
    return (
        InspectionRequest.objects.filter(**subject_parts(subject))
        .select_related("inspection")
        .order_by("-requested_at", "-pk")
    )


def _list(qs: QuerySet[Inspection]) -> QuerySet[Inspection]:
    return qs.select_related("inspector", "parcel").annotate(photo_count=Count("photos"))


def day_bounds(day: date) -> tuple[datetime, datetime]:
    start = datetime.combine(day, time.min, tzinfo=TOWN_TZ)
    return start, datetime.combine(day + timedelta(days=1), time.min, tzinfo=TOWN_TZ)


def _inspectors_between(inspector, start: datetime, end: datetime) -> QuerySet[Inspection]:
    return _list(
        Inspection.objects.filter(
            inspector=inspector, scheduled_for__gte=start, scheduled_for__lt=end
        ).exclude(state=Inspection.State.CANCELLED)
    ).order_by("scheduled_for", "pk")


def inspector_day(inspector, day: date) -> QuerySet[Inspection]:
    """An inspector's inspections on ``day`` (Town time), in order of time."""
    return _inspectors_between(inspector, *day_bounds(day))


def week_of(day: date) -> tuple[date, date]:
    monday = day - timedelta(days=day.weekday())
    return monday, monday + timedelta(days=7)


def inspector_week(inspector, day: date) -> QuerySet[Inspection]:
    """An inspector's inspections in the week (Monday to Sunday) of ``day``."""
    monday, next_monday = week_of(day)
    return _inspectors_between(inspector, day_bounds(monday)[0], day_bounds(next_monday)[0])


def awaiting_schedule() -> QuerySet[Inspection]:
    """Requested inspections without an inspector or a time yet (the scheduling queue)."""
    return (
        Inspection.objects.filter(state=Inspection.State.SCHEDULED)
        .filter(Q(inspector__isnull=True) | Q(scheduled_for__isnull=True))
        .select_related("parcel", "request")
        .order_by("created_at", "pk")
    )


def refused_requests() -> QuerySet[InspectionRequest]:
    """Requests refused only for short notice that staff may still accept late: not those
    whose stage has an inspection open since (the applicant asked again in time)."""
    open_same = Inspection.objects.filter(
        subject_type=OuterRef("subject_type"),
        subject_id=OuterRef("subject_id"),
        kind=OuterRef("kind"),
        state__in=OPEN_STATES,
    )
    return (
        InspectionRequest.objects.filter(
            state=InspectionRequest.State.REFUSED, short_notice=True, refusals=[]
        )
        .exclude(Exists(open_same))
        .order_by("-requested_at", "-pk")
    )


def feed_inspections(inspector) -> QuerySet[Inspection]:
    return (
        Inspection.objects.filter(inspector=inspector, scheduled_for__isnull=False)
        .exclude(state=Inspection.State.CANCELLED)
        .select_related("parcel")
        .order_by("scheduled_for", "pk")[:500]
    )
