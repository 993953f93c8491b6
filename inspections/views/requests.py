"""The applicant's request for an inspection (§ 159-8A(1)) and staff's late acceptance."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from lockport_sw.core.access import login_required, permission_required
from lockport_sw.core.forms import apply_validation_error

from .. import selectors, subjects
from ..forms import LateAcceptForm, RequestForm, WithdrawForm
from ..models import InspectionRequest
from ..services import requests as request_services
from ._common import allow, subject_or_404, visible_request


@login_required
def request_create(request: HttpRequest, subject: str, pk: int) -> HttpResponse:
    spec, subject = subject_or_404(request, subject, pk)
    if not spec.is_applicant(request.user, subject):
        raise PermissionDenied("Only the applicant requests inspections.")
    if bad := allow(request, "GET", "POST"):
        return bad
    kinds = spec.requestable_kinds(subject)
    form = RequestForm(request.POST if request.method == "POST" else None, kinds=kinds)
    refused = None
    if request.method == "POST" and form.is_valid():
        try:
            made = request_services.request_make(
                acting_user=request.user, subject=subject, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            if made.state == InspectionRequest.State.ACCEPTED:
                messages.success(
                    request,
                    f"Request {made.reference} accepted. The Town will tell you the inspector "
                    "and the time.",
                )
                return redirect("inspections:request_detail", made.reference)
            refused = made  # refused only for short notice: kept, staff may accept it late
            form.add_error(
                "proposed_for", request_services.short_notice_refusal(made.earliest_allowed)
            )
    return render(
        request,
        "inspections/request_form.html",
        {
            "form": form,
            "subject": subject,
            "label": spec.label(subject),
            "subject_url": spec.url(subject),
            "refused": refused,
            "no_kinds": not kinds,
            "work_holds": list(selectors.holds_in_effect(subject)),
            # Said before anything is typed: what stops every construction milestone now.
            "up_front": request_services.refusals_up_front(subject, kinds),
            # A request refused only for short notice is kept (staff may accept it late):
            # the summary says so, not "Nothing was saved".
            **(
                {
                    "page_errors_lead": f"Request {refused.reference} was sent with less "
                    "than 48 hours' notice: it is kept on the project's record, and the Town "
                    "may still accept it late. To ask for a later time instead, correct the "
                    "time below and send a new request.",
                    "page_errors_saved": True,
                }
                if refused
                else {}
            ),
        },
    )


@login_required
def request_detail(request: HttpRequest, reference: str) -> HttpResponse:
    req = visible_request(request, reference)
    if bad := allow(request, "GET", "HEAD"):
        return bad
    return render(
        request,
        "inspections/request_detail.html",
        {
            "req": req,
            "can_accept_late": request.user.has_perm("inspections.schedule_inspection")
            and req.refused_only_for_notice,
            "can_withdraw": _applicant(request, req) and not request_services.withdraw_refusal(req),
        },
    )


def _applicant(request: HttpRequest, req: InspectionRequest) -> bool:
    return subjects.of(req.subject).is_applicant(request.user, req.subject)


@login_required
def request_withdraw(request: HttpRequest, reference: str) -> HttpResponse:
    """The applicant withdraws a mistyped request before the Town acts on it: the page
    asks first; only a post carrying that confirmation withdraws it (kept, withdrawn)."""
    req = visible_request(request, reference)
    if not _applicant(request, req):
        raise PermissionDenied("Only the project's applicant withdraws its requests.")
    if bad := allow(request, "GET", "POST"):
        return bad
    form = WithdrawForm(request.POST if request.method == "POST" else None)
    refusal = request_services.withdraw_refusal(req)
    if request.method == "POST" and form.is_valid() and form.cleaned_data["confirmed"]:
        try:
            req = request_services.request_withdraw(
                acting_user=request.user, request=req, reason=form.cleaned_data["reason"]
            )
        except ValidationError as exc:
            refusal = " ".join(exc.messages)
        else:
            messages.success(
                request,
                f"Request {req.reference} withdrawn. It stays on the project's record as "
                "withdrawn; send a new request for the right milestone and time.",
            )
            return redirect("inspections:request_detail", req.reference)
    return render(
        request,
        "inspections/request_withdraw.html",
        {"form": form, "req": req, "refusal": refusal},
    )


@permission_required("inspections.schedule_inspection")
def request_accept_late(request: HttpRequest, reference: str) -> HttpResponse:
    req = visible_request(request, reference)
    if bad := allow(request, "GET", "POST"):
        return bad
    form = LateAcceptForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            req = request_services.request_accept_late(
                acting_user=request.user, request=req, reason=form.cleaned_data["reason"]
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Request {req.reference} accepted despite short notice; "
                f"inspection {req.inspection.reference} opened.",
            )
            return redirect(req.inspection)
    return render(request, "inspections/accept_late.html", {"form": form, "req": req})
