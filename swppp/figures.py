"""Chapter 159's figures of the MS4 report: construction site runoff control and
post-construction stormwater management (the minimum control measures § 159-1C serves).
Registered from ``SwpppConfig.ready`` into the reports app's registry
(lockport_sw/reports/figures.py), composed from this chapter's records and those
inspections and enforcement keep for it."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import Exists, F, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce, Least, TruncDate

from enforcement import figures as enforcement_figures
from enforcement.models import Violation
from inspections import figures as inspection_figures
from inspections.models import FinalAcceptance, Inspection, Practice, SiteLog
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.reports import figures
from lockport_sw.reports.figures import Figure, Measure

from .inspections import MILESTONE_KINDS, STABILIZATION
from .models import Contractor, MaintenanceInstrument, Project, Submission

CONSTRUCTION = "construction"
POST_CONSTRUCTION = "post_construction"
# The SMO's 45 days (§ 159-4C decision, § 159-4B(1) recommendation).
REVIEW_RULES = ("swppp_decision", "swppp_recommendation")
# § 159-4C, § 159-4B(2): only an approved version is accepted; one approved with
# modifications is revised and submitted again before it is.
ACCEPTED = (Submission.State.APPROVED,)


def _in(field: str, period) -> dict:
    start, end = period.bounds()
    return {f"{field}__gte": start, f"{field}__lt": end}


def swppps_received(period) -> QuerySet[Submission]:
    return (
        Submission.objects.filter(**_in("received_at", period))
        .select_related("project")
        .order_by("received_at", "pk")
    )


def swppps_reviewed_in_time(period) -> QuerySet[Submission]:
    """Of the versions received in the period, those the SMO decided or recommended on
    within the 45 days (§ 159-4B(1), § 159-4C): the clock met by its due moment."""
    on_time = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(Submission),
        subject_id=OuterRef("pk"),
        rule_code__in=REVIEW_RULES,
        status=Deadline.Status.MET,
        met_at__lte=F("due_at"),
    )
    return swppps_received(period).filter(Exists(on_time))


def swppps_decided(period, states) -> QuerySet[Submission]:
    """Versions decided in the period (by the SMO under § 159-4C, or the reviewing body
    under § 159-4B(2)) with one of ``states``."""
    return (
        Submission.objects.annotate(decided_at=Coalesce("body_acted_at", "smo_acted_at"))
        .filter(state__in=states, **_in("decided_at", period))
        .select_related("project")
        .order_by("decided_at", "pk")
    )


def instruments_recorded(period) -> QuerySet[MaintenanceInstrument]:
    return (
        MaintenanceInstrument.objects.filter(recorded_on__range=(period.start, period.end))
        .select_related("project")
        .order_by("recorded_on", "pk")
    )


def _first(qs: QuerySet, field: str) -> Subquery:
    return Subquery(qs.order_by(field).values(field)[:1])


def construction_sites_active(period) -> QuerySet[Project]:
    """Active construction sites in the period: every project whose land disturbance was
    under way on some day of it. Begun on or before the period's last day, by any record
    of it: a contractor's work begun (§ 159-5D(1)), the site log started (§ 159-7A(2):
    kept from when land disturbance begins), a construction inspection made
    (§ 159-8A(1)), or land development activity found in violation of § 159-5A (no
    approved SWPPP) or § 159-5D (a contractor not yet certified); and not ended before
    the period's first day: not finally accepted before it (§ 159-8A(2); final acceptance
    also closes the site log, so a log closed before it ends the site too).
    ``disturbance_began_on``: the earliest of those records' days (the Town's day)."""
    start, end = period.bounds()
    project = {
        "subject_type": ContentType.objects.get_for_model(Project),
        "subject_id": OuterRef("pk"),
    }
    work = Contractor.objects.filter(project=OuterRef("pk"), work_began_on__isnull=False)
    logs = SiteLog.objects.filter(**project).annotate(day=TruncDate("opened_at", tzinfo=TOWN_TZ))
    inspected = Inspection.objects.filter(
        **project,
        kind__in=[k.code for k in CONSTRUCTION_KINDS],
        state=Inspection.State.COMPLETED,
    ).annotate(day=TruncDate("completed_at", tzinfo=TOWN_TZ))
    seen = Violation.objects.filter(**project, provisions__code__in=WORK_DONE_PROVISIONS)
    begun = (
        Exists(work.filter(work_began_on__lte=period.end))
        | Exists(logs.filter(opened_at__lt=end))
        | Exists(inspected.filter(completed_at__lt=end))
        | Exists(seen.filter(started_on__lte=period.end))
    )
    ended = Exists(
        FinalAcceptance.objects.filter(**project, accepted_on__lt=period.start)
    ) | Exists(SiteLog.objects.filter(**project, closed_at__lt=start))
    return (
        Project.objects.filter(begun)
        .exclude(ended)
        .annotate(
            disturbance_began_on=Least(
                _first(work, "work_began_on"),
                _first(logs, "day"),
                _first(inspected, "day"),
                _first(seen, "started_on"),
            )
        )
        .order_by("disturbance_began_on", "pk")
    )


def _project_link(obj) -> str:
    return obj.project.get_absolute_url()


def _violation_link(obj) -> str:
    return obj.violation.get_absolute_url() if obj.violation_id else ""


CONSTRUCTION_KINDS = (*MILESTONE_KINDS.values(), STABILIZATION)
# Violations that say land development activity was done: without an approved SWPPP
# (§ 159-5A, recorded by swppp.services.contractors.work_observed) or by a contractor
# before its certification (§ 159-5D).
WORK_DONE_PROVISIONS = ("159-5A", "159-5D")


def register() -> None:
    purpose = cite("swm.findings_purpose_authority")
    law = current().law("swm").name
    figures.register_measure(
        Measure(CONSTRUCTION, "Construction site stormwater runoff control", purpose, order=2)
    )
    figures.register_measure(
        Measure(POST_CONSTRUCTION, "Post-construction stormwater management", purpose, order=3)
    )
    C, P = CONSTRUCTION, POST_CONSTRUCTION  # noqa: N806
    construction_codes = [k.code for k in CONSTRUCTION_KINDS]
    figures.register(
        Figure(
            "construction.swppps",
            C,
            "SWPPPs received",
            "SWPPP versions received in the period (each revision is a version).",
            swppps_received,
            when="received_at",
            order=1,
        ),
        Figure(
            "construction.reviewed_45",
            C,
            "Reviewed within 45 days",
            "Of the versions received in the period, those the SMO decided or recommended on "
            f"within the 45 days of {cite('swm.review_with_other_body.recommendation')} or "
            f"{cite('swm.review_by_smo')}.",
            swppps_reviewed_in_time,
            when="received_at",
            order=2,
        ),
        Figure(
            "construction.accepted",
            C,
            "SWPPPs approved",
            "Versions approved in the period (approval with modifications is not approval until "
            f"the revised SWPPP is approved, {cite('swm.review_by_smo')}, "
            f"{cite('swm.review_with_other_body.body_act')}).",
            lambda p: swppps_decided(p, ACCEPTED),
            when="decided_at",
            order=3,
        ),
        Figure(
            "construction.disapproved",
            C,
            "SWPPPs disapproved",
            "Versions disapproved in the period.",
            lambda p: swppps_decided(p, [Submission.State.DISAPPROVED]),
            when="decided_at",
            order=4,
        ),
        Figure(
            "construction.active_sites",
            C,
            "Active construction sites",
            "Projects with land disturbance under way in the period: begun on or before its last "
            f"day (a contractor's work begun, {cite('swm.contractor_certification.statement')}; "
            "the site log started, "
            f"{cite('swm.maintenance_during_construction.site_inspections')}; a construction "
            f"inspection, {cite('swm.construction_inspection')}; or activity found in violation of "
            f"{cite('swm.swppp_requirement')} or {cite('swm.contractor_certification')}) and not "
            f"finally accepted ({cite('swm.smp_inspection')}) before its first day.",
            construction_sites_active,
            when="disturbance_began_on",
            order=5,
        ),
        Figure(
            "construction.inspections",
            C,
            "Construction inspections",
            "Milestone and stabilization inspections completed in the period "
            f"({cite('swm.construction_inspection')}).",
            lambda p: inspection_figures.inspections_completed("159", p, kinds=construction_codes),
            when="completed_at",
            order=10,
        ),
        *(
            Figure(
                f"construction.inspections.{kind.code}",
                C,
                f"Inspections: {kind.name} ({kind.citation})",
                "Inspections of this kind completed in the period.",
                lambda p, code=kind.code: inspection_figures.inspections_completed(
                    "159", p, kinds=[code]
                ),
                when="completed_at",
                order=11 + i,
            )
            for i, kind in enumerate(CONSTRUCTION_KINDS)
        ),
        Figure(
            "construction.inspections_violations",
            C,
            "Construction inspections that found violations",
            "Of the construction inspections completed in the period, those with violations.",
            lambda p: inspection_figures.inspections_completed(
                "159", p, kinds=construction_codes, result=Inspection.Result.VIOLATIONS
            ),
            when="completed_at",
            order=30,
        ),
        Figure(
            "construction.nov",
            C,
            f"Notices of violation ({cite('swm.notice_of_violation')})",
            f"{law} notices issued in the period (a corrected notice counts once).",
            lambda p: enforcement_figures.notices_issued("159", p),
            when="issued_at",
            order=31,
        ),
        Figure(
            "construction.stop_work",
            C,
            f"Stop-work orders ({cite('swm.stop_work_order')})",
            "Stop-work orders issued in the period.",
            lambda p: enforcement_figures.stop_work_orders("159", p),
            when="issued_at",
            order=32,
        ),
        Figure(
            "construction.penalties",
            C,
            f"Penalties assessed ({cite('swm.penalties')})",
            "Convictions recorded in the period.",
            lambda p: enforcement_figures.penalties_assessed("159", p),
            when="convicted_on",
            link=_violation_link,
            order=33,
        ),
        Figure(
            "construction.fines",
            C,
            "Fines assessed, in dollars",
            "The fines of the convictions recorded in the period.",
            lambda p: enforcement_figures.penalties_assessed("159", p),
            value=enforcement_figures.fines_total,
            unit="$",
            when="convicted_on",
            link=_violation_link,
            order=34,
        ),
        Figure(
            "construction.collected",
            C,
            "Penalties collected, in dollars",
            "Payments are not kept in this system: the SMO enters the amount collected as "
            "an adjustment, with its source.",
            None,
            unit="$",
            order=35,
        ),
        Figure(
            "construction.missed_site_inspections",
            C,
            "Site logs with missed weekly or storm inspections",
            "Site logs with a weekly or post-storm inspection "
            f"({cite('swm.maintenance_during_construction.site_inspections')}) due in the period "
            "and missed.",
            inspection_figures.site_logs_with_missed_inspections,
            when="opened_at",
            order=36,
        ),
        Figure(
            "post.practices",
            P,
            "Practices in the inventory",
            "Stormwater management practices in the inventory at the period's end.",
            inspection_figures.practices_in_inventory,
            when="added_at",
            order=1,
        ),
        *(
            Figure(
                f"post.practices.{t.value}",
                P,
                f"Practices in the inventory: {t.label}",
                "Practices of this type in the inventory at the period's end.",
                lambda p, t=t.value: inspection_figures.practices_in_inventory(p, t),
                when="added_at",
                order=2 + i,
            )
            for i, t in enumerate(Practice.Type)
        ),
        Figure(
            "post.inspected",
            P,
            "Practices inspected",
            "Practices with an inspection completed in the period "
            f"({cite('swm.post_completion_inspection')}).",
            inspection_figures.practices_inspected,
            order=20,
        ),
        Figure(
            "post.wanting",
            P,
            "Practices found wanting",
            "Practices an inspection in the period found in violation, or sent a maintenance "
            f"notice in the period ({cite('swm.maintenance_after_construction')}).",
            inspection_figures.practices_wanting,
            order=21,
        ),
        Figure(
            "post.maintained",
            P,
            "Practices maintained",
            "Practices found in order in the period by an inspection after a maintenance notice.",
            inspection_figures.practices_maintained,
            order=22,
        ),
        Figure(
            "post.agreements",
            P,
            "Maintenance easements, agreements and dedications recorded",
            f"Instruments recorded in the period ({cite('swm.maintenance_easements')}, "
            f"{cite('swm.maintenance_agreements')}).",
            instruments_recorded,
            when="recorded_on",
            link=_project_link,
            order=23,
        ),
        Figure(
            "post.as_built",
            P,
            "As-built plans submitted",
            f"As-built plans submitted in the period ({cite('swm.smp_inspection')}).",
            inspection_figures.as_built_plans,
            when="submitted_at",
            order=24,
        ),
        Figure(
            "post.as_built_accepted",
            P,
            "As-built plans accepted",
            "As-built plans the SMO accepted in the period.",
            lambda p: inspection_figures.as_built_plans(p, accepted=True),
            when="reviewed_at",
            order=25,
        ),
        Figure(
            "post.final_acceptances",
            P,
            "Final acceptances",
            "Final acceptances of completed work recorded for a day in the period.",
            inspection_figures.final_acceptances,
            when="accepted_on",
            order=26,
        ),
    )
