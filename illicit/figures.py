"""Chapter 158's figures of the MS4 report: illicit discharge detection and elimination
(the minimum control measure § 158-1 serves). Registered from ``IllicitConfig.ready``
into the reports app's registry (lockport_sw/reports/figures.py); each figure is the
queryset of its records, so the figure's page lists exactly what it counts."""

from __future__ import annotations

import statistics
from decimal import Decimal

from django.db.models import Exists, Min, OuterRef, QuerySet
from django.db.models.functions import Coalesce

from enforcement import figures as enforcement_figures
from lockport_sw.jurisdiction.registry import cite, cite_together, current
from lockport_sw.reports import figures
from lockport_sw.reports.figures import Figure, Measure

from .models import AccessAction, Case, Order, Outfall, Report, Screening, Spill

MEASURE = "idde"


def _in(field: str, period) -> dict:
    start, end = period.bounds()
    return {f"{field}__gte": start, f"{field}__lt": end}


def outfalls_in_inventory(period) -> QuerySet[Outfall]:
    _, end = period.bounds()
    return Outfall.objects.filter(created_at__lt=end).order_by("code")


def outfalls_mapped(period) -> QuerySet[Outfall]:
    return Outfall.objects.filter(**_in("created_at", period)).order_by("code")


def outfalls_screened(period) -> QuerySet[Outfall]:
    screened = Screening.objects.filter(outfall=OuterRef("pk"), **_in("at", period))
    return Outfall.objects.filter(Exists(screened)).order_by("code")


def screenings_with_flow(period) -> QuerySet[Screening]:
    return (
        Screening.objects.filter(dry_weather=True, **_in("at", period))
        .exclude(flow=Screening.Flow.NONE)
        .select_related("outfall")
        .order_by("at", "pk")
    )


def reports_received(period, source: str | None = None) -> QuerySet[Report]:
    qs = Report.objects.filter(**_in("requested_at", period))
    if source:
        qs = qs.filter(source=source)
    return qs.order_by("requested_at", "pk")


def _cases() -> QuerySet[Case]:
    # Spills are counted apart, under § 158-10.
    return Case.objects.exclude(kind=Case.Kind.SPILL).select_related("parcel")


# § 158-4A, § 158-4B (and the definitions of § 158-2): the kinds of case that are an
# illicit discharge or an illicit connection. An activity contaminating stormwater
# (§ 158-5) is not one, and is counted apart; so are spills (§ 158-10).
ILLICIT_KINDS = (
    Case.Kind.DISCHARGE,
    Case.Kind.CONNECTION,
    Case.Kind.SEWAGE_CONNECTION,
    Case.Kind.UNDOCUMENTED_DRAIN,
)


def _confirmed(kinds) -> QuerySet[Case]:
    """Cases of ``kinds`` whose discharge, connection or activity was confirmed (its
    source found, ``case_confirm``), except those closed as exempt: a discharge exempt
    under § 158-4A(1)-(4), or exempted by an authorized agency under § 158-3A, is not
    illicit (§ 158-2: "except as exempted in § 158-4"). A case never investigated, under
    investigation and not confirmed, or closed because nothing was found is not counted."""
    return (
        Case.objects.filter(kind__in=list(kinds), confirmed_at__isnull=False)
        .exclude(closed_reason=Case.CloseReason.EXEMPT)
        .select_related("parcel")
    )


def discharges_found(period) -> QuerySet[Case]:
    """Illicit discharges and connections found in the period: the confirmed, non-exempt
    cases (``_confirmed``) of an illicit discharge or connection (§ 158-4A, § 158-4B)
    opened in the period."""
    return _confirmed(ILLICIT_KINDS).filter(**_in("opened_at", period)).order_by("opened_at", "pk")


def activities_found(period) -> QuerySet[Case]:
    """Activities contaminating stormwater (§ 158-5) found in the period: the confirmed,
    non-exempt cases of one opened in the period."""
    return (
        _confirmed([Case.Kind.ACTIVITY])
        .filter(**_in("opened_at", period))
        .order_by("opened_at", "pk")
    )


def discharges_traced(period) -> QuerySet[Case]:
    """Of the illicit discharges and connections, those whose source was confirmed in the
    period (an exempt one is not illicit, § 158-4A, § 158-3A)."""
    return (
        _confirmed(ILLICIT_KINDS)
        .filter(**_in("confirmed_at", period))
        .order_by("confirmed_at", "pk")
    )


def discharges_eliminated(period) -> QuerySet[Case]:
    """Illicit discharges and connections (§ 158-4A, § 158-4B) eliminated in the period."""
    return (
        _cases()
        .filter(kind__in=list(ILLICIT_KINDS), **_in("eliminated_at", period))
        .annotate(reported_at=Coalesce(Min("reports__requested_at"), "opened_at"))
        .order_by("eliminated_at", "pk")
    )


def median_days(cases: QuerySet[Case]) -> Decimal | None:
    """The median of the days from the first report (or the case's opening, when no report
    came first) to elimination, to one decimal."""
    spans = [
        (eliminated - reported).total_seconds() / 86400
        for eliminated, reported in cases.values_list("eliminated_at", "reported_at")
    ]
    if not spans:
        return None
    return Decimal(str(round(statistics.median(spans), 1)))


def spills_notified(period) -> QuerySet[Spill]:
    return (
        Spill.objects.annotate(told_at=Coalesce("notified_at", "dispatch_called_at"))
        .filter(**_in("told_at", period))
        .select_related("case")
        .order_by("told_at", "pk")
    )


def orders_issued(period, kind: str) -> QuerySet[Order]:
    return (
        Order.objects.filter(kind=kind, **_in("issued_at", period))
        .select_related("party", "case")
        .order_by("issued_at", "pk")
    )


def access_actions(period, kind: str) -> QuerySet[AccessAction]:
    return (
        AccessAction.objects.filter(kind=kind, **_in("started_at", period))
        .select_related("parcel", "case")
        .order_by("started_at", "pk")
    )


def _case_link(obj) -> str:
    return obj.case.get_absolute_url() if obj.case_id else ""


def _violation_link(obj) -> str:
    return obj.violation.get_absolute_url() if obj.violation_id else ""


def register() -> None:
    law = current().law("idl").name
    figures.register_measure(
        Measure(
            MEASURE, "Illicit discharge detection and elimination", cite("idl.purpose"), order=1
        )
    )
    F = Figure  # noqa: N806
    figures.register(
        F(
            "idde.outfalls",
            MEASURE,
            "Outfalls in the inventory at the period's end",
            "Outfalls added to the inventory before the period's last day ended.",
            outfalls_in_inventory,
            when="created_at",
            order=1,
        ),
        F(
            "idde.outfalls_mapped",
            MEASURE,
            "Outfalls mapped in the period",
            "Outfalls added to the inventory in the period.",
            outfalls_mapped,
            when="created_at",
            order=2,
        ),
        F(
            "idde.outfalls_screened",
            MEASURE,
            "Outfalls screened in the period",
            "Outfalls with at least one screening visit in the period.",
            outfalls_screened,
            order=3,
        ),
        F(
            "idde.screenings_flow",
            MEASURE,
            "Dry-weather screenings that found a flow",
            "Screening visits in dry weather in the period that found a flow.",
            screenings_with_flow,
            when="at",
            link=lambda s: s.outfall.get_absolute_url(),
            order=4,
        ),
        F(
            "idde.reports",
            MEASURE,
            "Reports received",
            "Reports from the public received in the period, by any way.",
            reports_received,
            when="requested_at",
            order=10,
        ),
        F(
            "idde.reports_open311",
            MEASURE,
            "Reports received through Open311",
            "Of the reports received, those from an Open311 client.",
            lambda p: reports_received(p, Report.Source.OPEN311),
            when="requested_at",
            order=11,
        ),
        F(
            "idde.reports_web",
            MEASURE,
            "Reports received through the web form",
            "Of the reports received, those from the Town's web form.",
            lambda p: reports_received(p, Report.Source.WEB),
            when="requested_at",
            order=12,
        ),
        F(
            "idde.found",
            MEASURE,
            "Illicit discharges and connections found",
            f"Cases of an illicit discharge or connection ({cite('idl.discharge_prohibition')}, "
            f"{cite('idl.connection_prohibition')}) opened in the period whose source was "
            "confirmed. Not counted: a case closed as exempt "
            f"({cite('idl.discharge_prohibition.exceptions')}, or {cite('idl.applicability')}), "
            "one never confirmed (reported, under investigation, or closed because nothing was "
            "found), an activity contaminating stormwater "
            f"({cite('idl.activities_contaminating')}, counted below) and a spill (counted under "
            f"{cite('idl.spill_notification')}).",
            discharges_found,
            when="opened_at",
            order=20,
        ),
        F(
            "idde.traced",
            MEASURE,
            "Traced to their source",
            "Illicit discharges and connections whose source was confirmed in the period, except "
            f"those closed as exempt ({cite('idl.discharge_prohibition.exceptions')}, "
            f"{cite('idl.applicability')}).",
            discharges_traced,
            when="confirmed_at",
            order=21,
        ),
        F(
            "idde.eliminated",
            MEASURE,
            "Eliminated",
            "Illicit discharges and connections eliminated in the period.",
            discharges_eliminated,
            when="eliminated_at",
            order=22,
        ),
        F(
            "idde.median_days",
            MEASURE,
            "Median days from report to elimination",
            "Over the illicit discharges and connections eliminated in the period: from "
            "the first report (or the case's opening) to elimination.",
            discharges_eliminated,
            value=median_days,
            unit="days",
            when="eliminated_at",
            order=23,
        ),
        F(
            "idde.activities",
            MEASURE,
            f"Activities contaminating stormwater found ({cite('idl.activities_contaminating')})",
            "Cases of an activity contaminating stormwater opened in the period whose "
            "source was confirmed, except those closed as exempt.",
            activities_found,
            when="opened_at",
            order=25,
        ),
        F(
            "idde.spills",
            MEASURE,
            f"Spills notified under {cite('idl.spill_notification')}",
            f"Spills of which the {current().kind} (or emergency dispatch) was notified in the "
            "period.",
            spills_notified,
            when="told_at",
            link=_case_link,
            order=30,
        ),
        F(
            "idde.nov",
            MEASURE,
            f"Enforcement: notices of violation ({cite('idl.notice_of_violation')})",
            f"{law} notices issued in the period (a corrected notice counts once).",
            lambda p: enforcement_figures.notices_issued("158", p),
            when="issued_at",
            order=40,
        ),
        *(
            F(
                f"idde.order_{kind.value}",
                MEASURE,
                f"Enforcement: {kind.label.split(':')[0]} orders",
                f"Orders of this kind issued in the period ({kind.label}).",
                lambda p, k=kind.value: orders_issued(p, k),
                when="issued_at",
                link=_case_link,
                order=41 + i,
            )
            for i, kind in enumerate(Order.Kind)
        ),
        *(
            F(
                f"idde.access_{kind.value}",
                MEASURE,
                f"Enforcement: {kind.label}",
                f"MS4 access actions of this kind begun in the period ({cite('idl.suspension')}).",
                lambda p, k=kind.value: access_actions(p, k),
                when="started_at",
                link=_case_link,
                order=50 + i,
            )
            for i, kind in enumerate(AccessAction.Kind)
        ),
        F(
            "idde.corrective",
            MEASURE,
            f"Enforcement: corrective measures after appeal ({cite('idl.corrective_measures')})",
            f"Corrective measures the {current().kind} began in the period.",
            lambda p: enforcement_figures.corrective_actions("158", p),
            when="opened_at",
            order=60,
        ),
        F(
            "idde.referrals",
            MEASURE,
            "Enforcement: referrals to the Town Attorney",
            f"{law} violations referred in the period ("
            f"{cite_together(['idl.penalties', 'idl.injunctive_relief', 'idl.public_nuisance'])}).",
            lambda p: enforcement_figures.referrals("158", p),
            when="referred_on",
            link=_violation_link,
            order=61,
        ),
        F(
            "idde.penalties",
            MEASURE,
            f"Enforcement: penalties imposed ({cite('idl.penalties')})",
            f"Convictions of a {law} offense recorded for a day in the period, each "
            "with the fine or imprisonment the court imposed.",
            lambda p: enforcement_figures.penalties_assessed("158", p),
            when="convicted_on",
            link=_violation_link,
            order=62,
        ),
        F(
            "idde.fines",
            MEASURE,
            f"Enforcement: fines imposed, in dollars ({cite('idl.penalties')})",
            f"The fines of the {law} convictions recorded for a day in the period.",
            lambda p: enforcement_figures.penalties_assessed("158", p),
            value=enforcement_figures.fines_total,
            unit="$",
            when="convicted_on",
            link=_violation_link,
            order=63,
        ),
        F(
            "idde.collected",
            MEASURE,
            f"Enforcement: penalties collected, in dollars ({cite('idl.penalties')})",
            "Payments of fines are not kept in this system: the SMO enters the amount "
            "collected as an adjustment, with its source.",
            None,
            unit="$",
            order=64,
        ),
    )
