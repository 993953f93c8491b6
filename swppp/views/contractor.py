"""Contractor certifications (§ 159-5D): the applicant makes a link; the contractor opens
it without an account, reads the statement and signs. The contractor sees the project's
title and site, and nothing else of it."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from lockport_sw.core.access import login_required
from lockport_sw.core.forms import apply_validation_error

from ..forms.applicant import CertificationForm, InvitationForm
from ..models import ContractorCertification, ContractorInvitation
from ..models.contractors import CONTRACTOR_STATEMENT
from ..services import contractors
from ._access import allow, require_applicant, visible_project

SIGNED_SESSION_KEY = "swppp-certified"  # certification ids this browser signed


@login_required
def invite(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "GET", "POST"):
        return bad
    form = InvitationForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            invitation = contractors.invitation_create(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            sent = (
                f" and emailed it to {invitation.contractor_email}"
                if invitation.contractor_email
                else ""
            )
            messages.success(
                request,
                f"Created a link for a contractor to sign the § 159-5D certification{sent}. "
                "Copy it from the list of links below.",
            )
            return redirect(f"{project.get_absolute_url()}#contractors")
    return render(request, "swppp/contractor/invite.html", {"project": project, "form": form})


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
def certify(request: HttpRequest, token) -> HttpResponse:
    """Public: the link is the only key. An unknown token is a 404; a withdrawn link says
    so. After signing (PRG) the same address shows what this browser signed."""
    invitation = get_object_or_404(
        ContractorInvitation.objects.select_related("project__parcel"), token=token
    )
    project = invitation.project
    context = {"invitation": invitation, "project": project, "statement": CONTRACTOR_STATEMENT}
    if invitation.revoked_at is not None:
        return render(request, "swppp/contractor/withdrawn.html", context, status=410)

    if request.method == "GET" and "signed" in request.GET:
        signed = request.session.get(SIGNED_SESSION_KEY, [])
        certification = (
            ContractorCertification.objects.filter(invitation=invitation, pk__in=signed)
            .order_by("-pk")
            .first()
        )
        if certification is not None:
            return render(
                request,
                "swppp/contractor/certified.html",
                {**context, "certification": certification},
            )

    form = CertificationForm(
        request.POST if request.method == "POST" else None, site=project.parcel.full_address
    )
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            certification = contractors.certification_sign(
                invitation=invitation,
                agree=data["agree"],
                certified_on=data["certified_on"],
                **{name: data[name] for name in contractors.SIGNATURE_FIELDS},
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            request.session[SIGNED_SESSION_KEY] = [
                *request.session.get(SIGNED_SESSION_KEY, [])[-19:],
                certification.pk,
            ]
            return redirect(reverse("swppp:contractor_certify", args=[token]) + "?signed=1")
    return render(request, "swppp/contractor/certify.html", {**context, "form": form})


@login_required
def withdraw(request: HttpRequest, pk: int, invitation: int) -> HttpResponse:
    """The applicant withdraws a link (POST): it can no longer be used to sign."""
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "POST"):
        return bad
    link = get_object_or_404(ContractorInvitation, pk=invitation, project=project)
    contractors.invitation_revoke(acting_user=request.user, invitation=link)
    messages.success(request, "The link is withdrawn; it can no longer be used to sign.")
    return redirect(f"{project.get_absolute_url()}#contractors")
