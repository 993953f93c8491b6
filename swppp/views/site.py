"""The project's site in the Town (§ 159-3A, services/site.py): the SMO confirms it, the
applicant asks for a correction, the SMO corrects it or declines. A refused form is shown
again with what was typed; a saved one redirects to the project (Back never re-posts)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from lockport_sw.core import versions
from lockport_sw.core.access import login_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.jurisdiction.registry import cite, current

from ..forms.site import ProjectCloseForm, SiteCorrectionForm, SiteDeclineForm, SiteRefuseForm
from ..models import Project, SiteCorrection
from ..services import site
from ._access import allow, require_applicant, visible_project

REVIEW = "swppp.review_swppp"


def _require_smo(request: HttpRequest) -> None:
    if not request.user.has_perm(REVIEW):
        raise PermissionDenied


@login_required
def site_confirm(request: HttpRequest, pk: int) -> HttpResponse:
    """The SMO confirms the site is in the Town (a button on the project's page)."""
    project = visible_project(request, pk)
    _require_smo(request)
    if refused := allow(request, "POST"):
        return refused
    try:
        site.site_confirm(acting_user=request.user, project=project)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(
            request,
            f"Confirmed that {project.parcel.street_address} is in the {current().kind} "
            f"({cite('swm.applicability')}).",
        )
    return redirect(project)


def _open_request(project) -> SiteCorrection | None:
    return (
        SiteCorrection.objects.filter(project=project, state=SiteCorrection.State.OPEN)
        .select_related("requested_by")
        .first()
    )


@login_required
def site_correction_request(request: HttpRequest, pk: int) -> HttpResponse:
    """The applicant asks the SMO to correct the project's property, with a reason."""
    project = visible_project(request, pk)
    require_applicant(request, project)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = SiteCorrectionForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            site.site_correction_request(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                "Your request is with the Stormwater Management Officer; you will be told "
                "when it is answered.",
            )
            return redirect(project)
    return render(
        request,
        "swppp/site_correction.html",
        {"project": project, "form": form, "waiting": _open_request(project), "smo": False},
    )


@login_required
def site_correct(request: HttpRequest, pk: int) -> HttpResponse:
    """The SMO corrects the project's property (answering the applicant's request, when
    one waits), or declines the request with a reason."""
    project = visible_project(request, pk)
    _require_smo(request)
    if refused := allow(request, "GET", "POST"):
        return refused
    waiting = _open_request(project)
    declining = request.method == "POST" and "decline" in request.POST
    initial = (
        {"street_address": waiting.street_address, "sbl": waiting.sbl}
        if waiting
        else {"street_address": project.parcel.street_address, "sbl": project.parcel.sbl}
    )
    form = SiteCorrectionForm(
        request.POST if request.method == "POST" and not declining else None,
        initial=initial,
        version=versions.token(project),
    )
    decline = SiteDeclineForm(request.POST if declining else None, prefix="decline")
    if declining and waiting and decline.is_valid():
        try:
            site.site_correction_decline(
                acting_user=request.user, request=waiting, note=decline.cleaned_data["reason"]
            )
        except ValidationError as exc:
            apply_validation_error(decline, exc)
        else:
            messages.success(request, "Declined the request; the applicant has been told.")
            return redirect(project)
    elif request.method == "POST" and not declining and form.is_valid():
        try:
            site.site_correct(
                acting_user=request.user,
                project=project,
                request=waiting,
                version=form.read_version,
                **form.cleaned_data,
            )
        except versions.StaleEdit as exc:
            now = Project.objects.select_related("parcel").get(pk=project.pk)
            form.show_stale(
                exc,
                saved=SiteCorrectionForm(
                    initial={"street_address": now.parcel.street_address, "sbl": now.parcel.sbl}
                ),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, "Corrected the property; the applicant has been told.")
            return redirect(project)
    return render(
        request,
        "swppp/site_correction.html",
        {"project": project, "form": form, "decline": decline, "waiting": waiting, "smo": True},
    )


@login_required
def site_refuse(request: HttpRequest, pk: int) -> HttpResponse:
    """The SMO refuses the site as not in the Town, with the reason the applicant is told
    (services/site.py: ``site_refuse``)."""
    project = visible_project(request, pk)
    _require_smo(request)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = SiteRefuseForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            site.site_refuse(
                acting_user=request.user, project=project, reason=form.cleaned_data["reason"]
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Refused the site {project.parcel.street_address}: not in the {current().kind} "
                f"({cite('swm.applicability')}). The applicant has been told why.",
            )
            return redirect(project)
    return render(request, "swppp/site_refuse.html", {"project": project, "form": form})


@login_required
def project_close(request: HttpRequest, pk: int) -> HttpResponse:
    """The SMO closes a project whose site is not in the Town: the page asks first, says
    what closing does, and takes the reason (services/site.py: ``project_close``)."""
    project = visible_project(request, pk)
    _require_smo(request)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = ProjectCloseForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            site.project_close(
                acting_user=request.user, project=project, reason=form.cleaned_data["reason"]
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request, f"Closed project {project.reference}; the applicant has been told why."
            )
            return redirect(project)
    return render(
        request,
        "swppp/project_close.html",
        {"project": project, "form": form, "refusal": site.close_refusal(project)},
    )
