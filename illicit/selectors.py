"""Reads of Chapter 158's records, joined the way each page needs them, so that each page
keeps a fixed number of queries (asserted in tests/illicit/test_queries.py).

Who sees what: Town office staff see every report, case and outfall; nobody else sees
any (a 404); a reporter sees only their own report's public steps, by its reference
and secret token (``services.reports.report_for_token``). What is public of them is
public to everyone: every report's fields as Open311 publishes them
(``published_reports``) and the outfall inventory's as the GIS export does
(``public_outfalls``); the REST API reads both through ``*_read_by(user)``.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db.models import (
    Count,
    ExpressionWrapper,
    F,
    FloatField,
    Func,
    IntegerField,
    OuterRef,
    Q,
    QuerySet,
    Subquery,
    Value,
)
from django.db.models.functions import Cast, Cos, Radians

from . import conf
from .models import Case, Outfall, Report, Screening

METERS_PER_DEGREE = 111_320.0


def sees_all(user) -> bool:
    return bool(user.is_authenticated and user.is_office_staff)


def cases_visible_to(user) -> QuerySet[Case]:
    return Case.objects.all() if sees_all(user) else Case.objects.none()


def reports_visible_to(user) -> QuerySet[Report]:
    return Report.objects.all() if sees_all(user) else Report.objects.none()


def reports_read_by(user) -> QuerySet[Report]:
    """Every report, as ``user`` may read it (the REST API): office staff as the report
    page shows it (``reports_visible_to``, its reporter's contact included), anyone else
    in the fields Open311 publishes of every report (``published_reports``), never more:
    what is shown beyond those is decided by ``sees_all(user)``."""
    if sees_all(user):
        return reports_visible_to(user).select_related("case", "api_client", "triaged_by")
    return published_reports()


def screenings_visible_to(user) -> QuerySet[Screening]:
    """Dry-weather screenings, as the outfall pages show them: Town office staff only."""
    if not sees_all(user):
        return Screening.objects.none()
    return Screening.objects.select_related("outfall", "case", "screened_by")


def _nearby(qs, lat_ref, lon_ref, meters: float):
    """Rows whose point is within ``meters`` of (lat_ref, lon_ref): a bounding box on the
    latitude first, then the equirectangular distance (exact enough at a few hundred
    meters). The references may be values or OuterRef()s."""
    lat_ref, lon_ref = Cast(lat_ref, FloatField()), Cast(lon_ref, FloatField())
    dlat = meters / METERS_PER_DEGREE
    lat, lon = Cast("latitude", FloatField()), Cast("longitude", FloatField())
    qs = qs.filter(latitude__isnull=False).alias(
        lat_f=lat,
        distance2=ExpressionWrapper(
            ((lat - lat_ref) * METERS_PER_DEGREE) * ((lat - lat_ref) * METERS_PER_DEGREE)
            + ((lon - lon_ref) * Cos(Radians(lat_ref)) * METERS_PER_DEGREE)
            * ((lon - lon_ref) * Cos(Radians(lat_ref)) * METERS_PER_DEGREE),
            output_field=FloatField(),
        ),
    )
    return qs.filter(lat_f__gte=lat_ref - dlat, lat_f__lte=lat_ref + dlat).filter(
        distance2__lte=meters * meters
    )


def _window(moment_ref, days: int) -> Q:
    span = timedelta(days=days)
    return Q(requested_at__gte=moment_ref - span, requested_at__lte=moment_ref + span)


def _count(qs) -> Subquery:
    return Subquery(
        qs.order_by().annotate(n=Func(F("pk"), function="COUNT")).values("n")[:1],
        output_field=IntegerField(),
    )


def possible_duplicates(report: Report) -> tuple[QuerySet[Report], QuerySet[Case]]:
    """Other reports within the configured distance and time window, and open cases
    within the distance (a report about a running case is a duplicate of it)."""
    meters, days = conf.duplicate_meters(), conf.duplicate_days()
    if report.latitude is None:
        same = Report.objects.filter(address__iexact=report.address).exclude(pk=report.pk)
        return (
            same.filter(_window(report.requested_at, days)).select_related("case"),
            Case.objects.filter(state__in=Case.OPEN, address__iexact=report.address),
        )
    lat, lon = Value(float(report.latitude)), Value(float(report.longitude))
    reports = (
        _nearby(Report.objects.exclude(pk=report.pk), lat, lon, meters)
        .filter(_window(report.requested_at, days))
        .select_related("case")
        .order_by("-requested_at")
    )
    cases = _nearby(Case.objects.filter(state__in=Case.OPEN), lat, lon, meters).select_related(
        "parcel"
    )
    return reports, cases.order_by("-opened_at")


def triage_queue() -> QuerySet[Report]:
    """New reports, oldest first, each with how many possible duplicates it has (other
    reports near and recent, open cases near): one query per page, whatever the number."""
    meters, days = conf.duplicate_meters(), conf.duplicate_days()
    lat, lon = OuterRef("latitude"), OuterRef("longitude")
    near_reports = _nearby(Report.objects.exclude(pk=OuterRef("pk")), lat, lon, meters).filter(
        _window(OuterRef("requested_at"), days)
    )
    near_cases = _nearby(Case.objects.filter(state__in=Case.OPEN), lat, lon, meters)
    return (
        Report.objects.filter(state=Report.State.NEW)
        .annotate(near_reports=_count(near_reports), near_cases=_count(near_cases))
        .order_by("requested_at", "pk")
    )


def case_list(cases: QuerySet[Case] | None = None) -> QuerySet[Case]:
    cases = Case.objects.all() if cases is None else cases
    return (
        cases.select_related("parcel", "owner", "operator", "outfall")
        # Each row's own count (a subquery), not a GROUP BY over every case: the page
        # is read from the index on (opened_at, id) and stops at its rows (issue 44).
        .annotate(report_count=_count(Report.objects.filter(case=OuterRef("pk"))))
        .order_by("-opened_at", "-pk")
    )


def case_detail(case: Case) -> dict:
    """Everything the case page shows, each in one query."""
    from django.contrib.contenttypes.models import ContentType

    from lockport_sw.documents.models import Upload

    from .models import Entry

    entries = list(case.entries.select_related("recorded_by"))
    entry_ct = ContentType.objects.get_for_model(Entry)
    files: dict[int, list] = {}
    for upload in Upload.objects.filter(
        subject_type=entry_ct, subject_id__in=[e.pk for e in entries]
    ).order_by("uploaded_at"):
        files.setdefault(upload.subject_id, []).append(upload)
    for entry in entries:
        entry.files = files.get(entry.pk, [])
    return {
        "entries": entries,
        "reports": list(case.reports.order_by("requested_at")),
        "authorizations": list(
            case.authorizations.select_related("party").prefetch_related("letters")
        ),
        "orders": list(
            case.orders.select_related("party").prefetch_related("responses", "letters")
        ),
        "access_actions": list(
            case.access_actions.select_related("party", "parcel").prefetch_related("letters")
        ),
        "screenings": list(case.screenings.select_related("outfall")),
    }


# --- Open311 -----------------------------------------------------------------------------
OPEN = "open"
CLOSED = "closed"


def _closed_q() -> Q:
    return Q(state=Report.State.CLOSED) | Q(case__state__in=Case.DONE)


def reports_of_status(reports: QuerySet[Report], status: str) -> QuerySet[Report]:
    """The reports of Open311's ``status``: "closed" when the report or its case is."""
    return reports.filter(_closed_q()) if status == CLOSED else reports.exclude(_closed_q())


def open311_requests(
    *,
    ids: list[str] | None = None,
    codes: list[str] | None = None,
    start: datetime | None = None,
    end: datetime | None = None,
    statuses: list[str] | None = None,
    limit: int = 1000,
) -> QuerySet[Report]:
    """GET requests: ``service_request_id`` overrides every other argument; otherwise
    the service codes, the requested_datetime range and the status. The newest first, at
    most ``limit`` (GeoReport v2: "first 1000 requests returned")."""
    qs = Report.objects.select_related("case")
    if ids:
        return qs.filter(reference__in=ids).order_by("-requested_at", "-pk")[:limit]
    if codes:
        qs = qs.filter(kind__in=codes)
    if start is not None:
        qs = qs.filter(requested_at__gte=start)
    if end is not None:
        qs = qs.filter(requested_at__lte=end)
    if statuses and set(statuses) != {OPEN, CLOSED}:
        qs = qs.filter(_closed_q()) if CLOSED in statuses else qs.exclude(_closed_q())
    return qs.order_by("-requested_at", "-pk")[:limit]


def published_reports() -> QuerySet[Report]:
    """Every report, as Open311 publishes them (GeoReport v2 reads any 90-day span, so
    every report is public in its published fields: ``views.open311.request_row``), with
    the case its status is read from. The OGC API's public reports."""
    return Report.objects.select_related("case")


def public_outfalls() -> QuerySet[Outfall]:
    """The outfall inventory as the Town's GIS export publishes it (no notes, no
    screenings, no cases)."""
    return Outfall.objects.only(
        "pk",
        "code",
        "latitude",
        "longitude",
        "receiving_water",
        "size_inches",
        "material",
        "condition",
    )


# --- the map ---------------------------------------------------------------------------
def map_reports() -> QuerySet[Report]:
    return Report.objects.filter(state=Report.State.NEW, latitude__isnull=False).order_by(
        "-requested_at"
    )


def map_cases() -> QuerySet[Case]:
    return (
        Case.objects.filter(state__in=Case.OPEN, latitude__isnull=False)
        .select_related("parcel")
        .order_by("-opened_at")
    )


def outfalls_read_by(user) -> QuerySet[Outfall]:
    """The outfall inventory as ``user`` may read it (the REST API): office staff the
    inventory page's rows (``outfall_list``: notes, last screening, open cases), anyone
    else the fields the GIS export and the OGC API publish (``public_outfalls``)."""
    return outfall_list() if sees_all(user) else public_outfalls()


def outfall_list() -> QuerySet[Outfall]:
    last = Screening.objects.filter(outfall=OuterRef("pk")).order_by("-at")
    return Outfall.objects.annotate(
        last_screened_at=Subquery(last.values("at")[:1]),
        last_flow=Subquery(last.values("flow")[:1]),
        open_cases=Count("cases", filter=Q(cases__state__in=Case.OPEN), distinct=True),
    ).order_by("code")
