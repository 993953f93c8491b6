"""§ 158-9 facility inspections (Town office staff only): open one, its page, a refusal
or unreasonable delay of access, and the search warrant tracked to its outcome."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.core.access import login_required, role_required
from lockport_sw.jurisdiction.registry import cite

from .. import forms as f
from .. import selectors
from ..models import AccessRefusal, Inspection
from ..services import facility as services
from ..services._common import CONDUCT, RECORD_VIOLATION, SCHEDULE, WARRANT
from ._common import allow, data, form_page, office_or_404, require


def _facility(pk: int) -> Inspection:
    return get_object_or_404(
        Inspection.objects.select_related("parcel", "inspector"),
        pk=pk,
        kind=services.FACILITY_KIND,
    )


@role_required(*OFFICE_ROLES)
def facility_create(request: HttpRequest) -> HttpResponse:
    require(request.user.has_perm(SCHEDULE))
    if refused := allow(request, "GET", "POST"):
        return refused
    posted, _ = data(request)

    def act(d):
        parcel = d["parcel"]
        return services.facility_inspection_open(
            acting_user=request.user,
            subject=parcel,
            subject_label=parcel.full_address,
            parcel=parcel,
            scheduled_for=d["scheduled_for"],
        )

    return form_page(
        request,
        f.FacilityOpenForm(posted, initial={"parcel": request.GET.get("parcel")}),
        title=f"Schedule a facility inspection ({cite('idl.access_monitoring')})",
        back=reverse("home"),
        submit="Schedule",
        act=lambda d: _Redirect(act(d).pk),
        success="Facility inspection scheduled.",
    )


class _Redirect:
    def __init__(self, pk: int):
        self.pk = pk

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("inspections:facility_detail", args=[self.pk])


@login_required
def facility_detail(request: HttpRequest, pk: int) -> HttpResponse:
    office_or_404(request)
    inspection = _facility(pk)
    if refused := allow(request, "GET"):
        return refused
    findings = {x.item: x for x in inspection.findings.all()}
    return render(
        request,
        "inspections/facility_detail.html",
        {
            "inspection": inspection,
            "kind": inspection.kind_spec,
            "items": [(i, findings.get(i.code)) for i in inspection.kind_spec.checklist],
            "refusals": list(selectors.refusals_of(inspection)),
            "is_open": inspection.is_open,
            "can_conduct": request.user.has_perms([CONDUCT, RECORD_VIOLATION]),
        },
    )


@login_required
def refusal_create(request: HttpRequest, pk: int) -> HttpResponse:
    office_or_404(request)
    inspection = _facility(pk)
    require(request.user.has_perms([CONDUCT, RECORD_VIOLATION]))
    if refused := allow(request, "GET", "POST"):
        return refused
    posted, _ = data(request)
    return form_page(
        request,
        f.RefusalForm(posted),
        title=f"Access refused or delayed ({cite('idl.access_monitoring')})",
        back=reverse("inspections:facility_detail", args=[pk]),
        submit="Record",
        act=lambda d: services.access_refusal_record(
            acting_user=request.user, inspection=inspection, **d
        ),
        success=f"Recorded, and as a violation of {cite('idl.access_monitoring')}.",
        lead=f"{cite('idl.access_monitoring.refusal')}: an unreasonable delay in allowing the "
        "SMO access is a violation; denying reasonable access is an offense. It is recorded as "
        "a violation for the operator's penalty history.",
    )


@login_required
def refusal_detail(request: HttpRequest, pk: int) -> HttpResponse:
    office_or_404(request)
    refusal = get_object_or_404(
        AccessRefusal.objects.select_related("inspection", "party", "violation", "recorded_by"),
        pk=pk,
    )
    if refused := allow(request, "GET"):
        return refused
    return render(
        request,
        "inspections/refusal_detail.html",
        {
            "refusal": refusal,
            "can_warrant": request.user.has_perm(WARRANT),
            "can_conduct": request.user.has_perm(CONDUCT),
            "States": AccessRefusal.State,
        },
    )


WARRANT_STEPS = ("apply", "outcome", "executed", "access-given")


@login_required
def refusal_act(request: HttpRequest, pk: int, step: str) -> HttpResponse:
    office_or_404(request)
    refusal = get_object_or_404(AccessRefusal, pk=pk)
    if step not in WARRANT_STEPS:
        raise Http404("No such step.")
    user = request.user
    require(user.has_perm(WARRANT if step in ("apply", "outcome") else CONDUCT))
    if refused := allow(request, "GET", "POST"):
        return refused
    posted, _ = data(request)
    back = refusal.get_absolute_url()
    if step == "apply":
        return form_page(
            request,
            f.WarrantForm(posted),
            title=f"Apply for a search warrant ({cite('idl.access_monitoring.search_warrant')})",
            back=back,
            submit="Record the application",
            act=lambda d: services.warrant_apply(acting_user=user, refusal=refusal, **d),
            success="Warrant application recorded.",
            lead="The SMO may seek a warrant from any court of competent jurisdiction when "
            "able to demonstrate probable cause.",
        )
    if step == "outcome":
        return form_page(
            request,
            f.WarrantOutcomeForm(posted),
            title="The court's decision on the warrant",
            back=back,
            submit="Record the decision",
            act=lambda d: services.warrant_outcome_record(acting_user=user, refusal=refusal, **d),
            success="Decision recorded.",
        )
    form = f.DayForm(posted)
    if step == "executed":
        return form_page(
            request,
            form,
            title="Warrant executed",
            back=back,
            submit="Record",
            act=lambda d: services.warrant_executed_record(
                acting_user=user, refusal=refusal, executed_on=d["on"]
            ),
            success="Recorded: record the findings on the inspection.",
        )
    return form_page(
        request,
        form,
        title="Access given after all",
        back=back,
        submit="Record",
        act=lambda d: services.access_given_record(acting_user=user, refusal=refusal, on=d["on"]),
        success="Recorded.",
    )
