"""The § 159-7A(2) site log: the log book page, starting it, an inspection report with
photos, a storm entered by hand, storms imported from a rain gauge CSV."""

from __future__ import annotations

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone

from lockport_sw.core.access import login_required
from lockport_sw.deadlines.models import Deadline
from lockport_sw.jurisdiction.registry import cite

from .. import forms as f
from .. import selectors
from ..services import site_log as services
from ..services._common import CONDUCT
from ._common import allow, data, form_page, require, subject_or_404

PAGE_SIZE = 25


@login_required
def site_log(request: HttpRequest, subject: str, pk: int) -> HttpResponse:
    spec, obj = subject_or_404(request, subject, pk)
    if refused := allow(request, "GET"):
        return refused
    log = services.site_log_of(obj)
    keeper = spec.is_applicant(request.user, obj)
    context = {
        "spec": spec,
        "subject": obj,
        "subject_url": spec.url(obj),
        "applies": spec.site_log_applies(obj),
        "log": log,
        "keeper": keeper,
        "may_enter_storms": keeper or request.user.has_perm(CONDUCT),
        "subject_key": subject,
    }
    if log is not None:
        weekly = list(selectors.weekly_clocks(log)[:50])
        page = Paginator(selectors.site_log_entries(log), PAGE_SIZE).get_page(
            request.GET.get("page")
        )
        photos = selectors.photos_by_entry(list(page.object_list))
        for entry in page.object_list:
            entry.photo_list = photos.get(entry.pk, [])
        context.update(
            page_obj=page,
            storms=list(selectors.storms_with_clocks(log)[:20]),
            next_weekly=next((c for c in weekly if c.status == Deadline.Status.OPEN), None),
            missed_weekly=[c for c in weekly if c.status == Deadline.Status.MISSED],
            missed_storms=selectors.missed_storm_clocks(log).count(),
            now=timezone.now(),
        )
    return render(request, "inspections/site_log.html", context)


STEPS = ("open", "entry", "storm", "import")


@login_required
def site_log_act(request: HttpRequest, subject: str, pk: int, step: str) -> HttpResponse:
    spec, obj = subject_or_404(request, subject, pk)
    if step not in STEPS:
        from django.http import Http404

        raise Http404("No such step.")
    keeper = spec.is_applicant(request.user, obj)
    staff = request.user.has_perm(CONDUCT)
    back = reverse("inspections:site_log", args=[subject, pk])
    log = services.site_log_of(obj)
    if step == "open":
        require(keeper or staff)
    elif step == "entry":
        require(keeper)
    else:
        require(keeper or staff)
    if step != "open" and log is None:
        from django.http import Http404

        raise Http404("The site log has not been started.")
    if refused := allow(request, "GET", "POST"):
        return refused
    posted, files = data(request)
    user = request.user
    if step == "open":
        return form_page(
            request,
            f.SiteLogOpenForm(posted),
            title=(
                "Start the site log "
                f"({cite('swm.maintenance_during_construction.site_inspections')})"
            ),
            back=back,
            submit="Start the site log",
            act=lambda d: services.site_log_open(acting_user=user, subject=obj, **d) and None,
            success="Site log started: the first weekly inspection is due within seven days.",
            lead="The weekly inspections run from this moment.",
        )
    if step == "entry":
        return form_page(
            request,
            f.SiteLogEntryForm(posted, files),
            title="Enter a site inspection",
            back=back,
            submit="Enter the inspection",
            act=lambda d: services.site_log_entry_record(acting_user=user, log=log, **d) and None,
            success="Inspection entered in the site log.",
            lead="The qualified professional's inspection report "
            f"({cite('swm.maintenance_during_construction.site_inspections')}): the "
            "effectiveness of every erosion and sediment control practice.",
            multipart=True,
        )
    if step == "storm":
        return form_page(
            request,
            f.StormForm(posted),
            title="Record a storm event",
            back=back,
            submit="Record the storm",
            act=lambda d: services.storm_record(acting_user=user, log=log, **d) and None,
            success="Storm recorded.",
            lead="A storm of 0.5 inches or more needs a site inspection within 24 hours "
            f"of its end ({cite('swm.maintenance_during_construction.site_inspections')}).",
        )
    return form_page(
        request,
        f.StormImportForm(posted, files),
        title="Import storms from a rain gauge (CSV)",
        back=back,
        submit="Import",
        act=lambda d: services.storms_import(acting_user=user, log=log, file=d["file"]) and None,
        success="Storms imported.",
        lead="One storm per row, with a header line: ended_at (YYYY-MM-DD HH:MM, local "
        "time), inches, gauge (optional). Every bad row is listed with its line number and "
        "nothing is imported until the whole file is good.",
        multipart=True,
    )
