"""Inspection pages: the list, an inspection, scheduling, the inspector's day and week,
the calendar feed."""

from __future__ import annotations

from datetime import date, timedelta

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.cache import never_cache

from lockport_sw.core.access import login_required, permission_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.jurisdiction.registry import current

from .. import selectors
from ..forms import AssignForm
from ..models import Finding, Inspection, WorkHold
from ..services import scheduling
from ._common import allow, visible_inspection

PAGE_SIZE = 25


@login_required
def inspection_list(request: HttpRequest) -> HttpResponse:
    """Staff: what waits to be scheduled, requests refused for short notice, holds in
    effect. Anyone else: the inspections, requests and holds of their own projects."""
    if bad := allow(request, "GET", "HEAD"):
        return bad
    user = request.user
    context = {}
    if user.has_perm("inspections.schedule_inspection"):
        context["awaiting"] = Paginator(selectors.awaiting_schedule(), PAGE_SIZE).get_page(
            request.GET.get("page")
        )
        context["late"] = list(selectors.refused_requests()[:PAGE_SIZE])
    inspections = (
        selectors.inspections_visible_to(user)
        .select_related("inspector", "parcel")
        .order_by("-created_at", "-pk")
    )
    context["recent"] = Paginator(inspections, PAGE_SIZE).get_page(request.GET.get("recent"))
    context["requests"] = list(
        selectors.requests_visible_to(user).select_related("inspection")[:PAGE_SIZE]
    )
    context["holds"] = list(
        selectors.holds_visible_to(user)
        .filter(state=WorkHold.State.IN_EFFECT)
        .select_related("notice", "found_by", "parcel")[:PAGE_SIZE]
    )
    return render(request, "inspections/list.html", context)


@login_required
def inspection_detail(request: HttpRequest, reference: str) -> HttpResponse:
    inspection = visible_inspection(request, reference)
    if bad := allow(request, "GET", "HEAD"):
        return bad
    kind = inspection.kind_spec
    findings = {f.item: f for f in inspection.findings.all()}
    hold = (
        WorkHold.objects.select_related("notice", "violation").filter(found_by=inspection).first()
    )
    return render(
        request,
        "inspections/detail.html",
        {
            "inspection": inspection,
            "kind": kind,
            "rows": [(item, findings.get(item.code)) for item in kind.checklist],
            "photos": list(inspection.photos.select_related("upload__stripped")),
            "hold": hold,
            # § 159-8A(1): the holds a re-inspection lifts when it approves the work.
            "reinspected_holds": selectors.holds_reinspected(inspection),
            "violations": list(selectors.violations_found_by(request.user, inspection)),
            "outcomes": dict(Finding.Outcome.choices),
            "can_schedule": request.user.has_perm("inspections.schedule_inspection"),
            "can_conduct": request.user.has_perm("inspections.conduct_inspection"),
            "subject_url": _subject_page(inspection, kind),
        },
    )


def _subject_page(inspection: Inspection, kind) -> str:
    """Where the inspected record lives: a facility's inspection page (§ 158-9), else
    the subject's own page (the project, the practice)."""
    if kind.refusal_provision:
        return reverse("inspections:facility_detail", args=[inspection.pk])
    return inspection.subject.get_absolute_url()


@permission_required("inspections.schedule_inspection")
def inspection_assign(request: HttpRequest, reference: str) -> HttpResponse:
    inspection = visible_inspection(request, reference)
    if bad := allow(request, "GET", "POST"):
        return bad
    initial = {"inspector": inspection.inspector_id or request.user.pk}
    if inspection.scheduled_for:
        initial["scheduled_for"] = timezone.localtime(inspection.scheduled_for)
    elif hasattr(inspection, "request"):
        initial["scheduled_for"] = timezone.localtime(inspection.request.proposed_for)
    form = AssignForm(
        request.POST if request.method == "POST" else None,
        inspectors=scheduling.inspectors(),
        initial=initial,
    )
    told = scheduling.told_of_time(inspection)
    if request.method == "POST" and form.is_valid():
        try:
            scheduling.inspection_assign(
                acting_user=request.user, inspection=inspection, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Inspection {inspection.reference} scheduled"
                + ("; the applicant is told." if told else "."),
            )
            return redirect(inspection)
    return render(
        request,
        "inspections/assign.html",
        {
            "form": form,
            "inspection": inspection,
            "title": "Assign an inspector and a time",
            "told": told,
        },
    )


@permission_required("inspections.schedule_inspection")
def reinspection_schedule(request: HttpRequest, reference: str) -> HttpResponse:
    inspection = visible_inspection(request, reference)
    if bad := allow(request, "GET", "POST"):
        return bad
    form = AssignForm(
        request.POST if request.method == "POST" else None,
        inspectors=scheduling.inspectors(),
        initial={"inspector": inspection.inspector_id or request.user.pk},
    )
    if request.method == "POST" and form.is_valid():
        try:
            again = scheduling.reinspection_schedule(
                acting_user=request.user, inspection=inspection, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Re-inspection {again.reference} scheduled.")
            return redirect(again)
    return render(
        request,
        "inspections/assign.html",
        {
            "form": form,
            "inspection": inspection,
            "title": "Schedule the re-inspection",
            "told": scheduling.told_of_time(inspection),
        },
    )


def _day(request: HttpRequest) -> date:
    try:
        return date.fromisoformat(request.GET.get("date", ""))
    except ValueError:
        return timezone.localdate()


@permission_required("inspections.conduct_inspection")
@kept_page
def my_day(request: HttpRequest) -> HttpResponse:
    if bad := allow(request, "GET", "HEAD"):
        return bad
    day = _day(request)
    page = Paginator(selectors.inspector_day(request.user, day), PAGE_SIZE).get_page(
        request.GET.get("page")
    )
    return render(
        request,
        "inspections/day.html",
        {
            "day": day,
            "page_obj": page,
            "previous": day - timedelta(days=1),
            "next": day + timedelta(days=1),
            "today": timezone.localdate(),
        },
    )


@permission_required("inspections.conduct_inspection")
def my_week(request: HttpRequest) -> HttpResponse:
    if bad := allow(request, "GET", "HEAD"):
        return bad
    day = _day(request)
    monday, next_monday = selectors.week_of(day)
    page = Paginator(selectors.inspector_week(request.user, day), PAGE_SIZE).get_page(
        request.GET.get("page")
    )
    return render(
        request,
        "inspections/week.html",
        {
            "monday": monday,
            "sunday": next_monday - timedelta(days=1),
            "page_obj": page,
            "previous": monday - timedelta(days=7),
            "next": next_monday,
        },
    )


@permission_required("inspections.conduct_inspection")
def feed_settings(request: HttpRequest) -> HttpResponse:
    """The secret address of the inspector's calendar feed: shown once when made; a
    reset makes the old one stop working."""
    if bad := allow(request, "GET", "POST"):
        return bad
    url = ""
    if request.method == "POST":
        token = scheduling.feed_reset(acting_user=request.user)
        url = request.build_absolute_uri(reverse("inspections:feed", args=[token]))
    return render(
        request,
        "inspections/feed_settings.html",
        {"url": url, "feed": getattr(request.user, "inspection_feed", None)},
    )


@never_cache
def feed(request: HttpRequest, token: str) -> HttpResponse:
    """The inspector's inspections as iCalendar (RFC 5545), at the secret address."""
    from icalendar import Calendar, Event

    owner = scheduling.feed_owner(token)
    if owner is None:
        raise Http404("No such feed.")
    if bad := allow(request, "GET", "HEAD"):
        return bad
    cal = Calendar()
    cal.add("prodid", f"-//{current().name}//Stormwater inspections//EN")
    cal.add("version", "2.0")
    cal.add("x-wr-calname", "Stormwater inspections")
    for inspection in selectors.feed_inspections(owner):
        kind = inspection.kind_spec
        event = Event()
        event.add("uid", f"{inspection.reference}@inspections.lockport")
        event.add("summary", f"{inspection.reference}: {kind.name}")
        event.add("dtstart", inspection.scheduled_for)
        event.add("dtend", inspection.scheduled_for + timedelta(hours=1))
        event.add("dtstamp", inspection.created_at)
        event.add("location", inspection.parcel.full_address)
        event.add(
            "description",
            f"{inspection.subject_label} ({kind.citation}). "
            f"{request.build_absolute_uri(inspection.get_absolute_url())}",
        )
        event.add("status", "CONFIRMED")  # cancelled ones leave the feed
        cal.add_component(event)
    response = HttpResponse(cal.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'inline; filename="inspections.ics"'
    return response
