"""The applicant's contractor pages (§ 159-5D): identify a contractor of the SWPPP (a link
to sign goes to the contractor's own address), withdraw or renew a link, record the day
a contractor's work began (only once it has signed). The contractor's own signing page
is public (views/public.py)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from lockport_sw.core.access import login_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.jurisdiction.registry import cite

from ..forms.applicant import ContractorForm, WorkBeginsForm
from ..models import Contractor, ContractorInvitation
from ..services import contractors
from ._access import allow, require_applicant, visible_project


def _back(project) -> HttpResponse:
    return redirect(f"{project.get_absolute_url()}#contractors")


@login_required
def invite(request: HttpRequest, pk: int) -> HttpResponse:
    """Identify a contractor or subcontractor of the SWPPP; the link goes to them."""
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "GET", "POST"):
        return bad
    form = ContractorForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            invitation = contractors.contractor_identify(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"{invitation.contractor} is identified in the SWPPP. A link to sign the "
                f"{cite('swm.contractor_certification')} certification was sent to "
                f"{invitation.link.email}; it can be used "
                "once.",
            )
            return _back(project)
    return render(request, "swppp/contractor/invite.html", {"project": project, "form": form})


@login_required
def withdraw(request: HttpRequest, pk: int, invitation: int) -> HttpResponse:
    """The applicant withdraws a link (POST): it can no longer be used to sign."""
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "POST"):
        return bad
    link = get_object_or_404(
        ContractorInvitation.objects.select_related("link"), pk=invitation, project=project
    )
    try:
        contractors.invitation_revoke(acting_user=request.user, invitation=link)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, "The link is withdrawn; it can no longer be used to sign.")
    return _back(project)


@login_required
def resend(request: HttpRequest, pk: int, contractor: int) -> HttpResponse:
    """A new link for a contractor who has not signed (POST)."""
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "POST"):
        return bad
    who = get_object_or_404(Contractor, pk=contractor, project=project)
    try:
        invitation = contractors.link_resend(acting_user=request.user, contractor=who)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, f"A new link was sent to {invitation.link.email}.")
    return _back(project)


@login_required
def work_begins(request: HttpRequest, pk: int, contractor: int) -> HttpResponse:
    """Record the day a contractor's work began (§ 159-5D(1): once it has signed)."""
    project = visible_project(request, pk)
    require_applicant(request, project)
    who = get_object_or_404(Contractor, pk=contractor, project=project)
    if bad := allow(request, "GET", "POST"):
        return bad
    form = WorkBeginsForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            contractors.work_begins(
                acting_user=request.user, contractor=who, on=form.cleaned_data["on"]
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Recorded the start of {who.firm_name}'s work.")
            return _back(project)
    return render(
        request,
        "swppp/contractor/work_begins.html",
        {"project": project, "contractor": who, "form": form},
    )
