"""The SMO's and inspectors' pages: the triage queue, cases and every act on them.

Access, in this order (tests/illicit/access.py): anonymous visitors go to the sign-in
page; a record the user may not see is a 404 (only Town office staff see Chapter 158's
records); a user who sees it but may not act gets 403; then the method (405). Every
write is a service call; a service's ValidationError is put beside its field.
"""

from __future__ import annotations

from collections.abc import Callable

from django import forms
from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.audit.selectors import timeline
from lockport_sw.core import versions
from lockport_sw.core.access import login_required, role_required
from lockport_sw.core.forms import FreeTextLimits, apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.core.pagination import KeysetPaginator
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite, current, words_lazy

from .. import forms as f
from .. import selectors
from ..models import AccessAction, Authorization, Case, Order, Spill
from ..services import access, authorizations, cases, orders, reports, spills
from ..services._common import ACCESS, DECIDE, EMERGENCY, TRIAGE, WORK

PAGE_SIZE = 25


def allow(request: HttpRequest, *methods: str) -> HttpResponse | None:
    return None if request.method in methods else HttpResponseNotAllowed(methods)


def require(request: HttpRequest, *perms: str) -> None:
    if not request.user.has_perms(perms):
        raise PermissionDenied


def visible_case(request: HttpRequest, reference: str) -> Case:
    return get_object_or_404(
        selectors.cases_visible_to(request.user).select_related(
            "parcel", "owner", "operator", "outfall", "opened_by", "exemption", "agency_exemption"
        ),
        reference=reference,
    )


def form_page(
    request: HttpRequest,
    form,
    *,
    title: str,
    back,
    submit: str,
    act: Callable,
    success: str,
    lead: str = "",
    multipart: bool = False,
    confirm: str = "",
    preview: Callable | None = None,
) -> HttpResponse:
    """A page with one form whose valid POST calls ``act(form.cleaned_data)``. With
    ``preview`` (a letter: issue 23, item 3), a valid POST is first shown back on a page
    that checks it (``preview(form.cleaned_data)``: the addressee, the text, the clock),
    and ``act`` runs only when that page is confirmed; "Change it" returns to the form
    with everything typed. ``preview`` returns None where the choices made issue no
    letter, and refuses (ValidationError) as the act would."""
    if request.method == "POST" and form.is_valid():
        confirmed = "confirmed" in request.POST and "edit" not in request.POST
        if preview is not None and not confirmed:
            checked = None
            if "edit" not in request.POST:
                try:
                    checked = preview(dict(form.cleaned_data))
                except ValidationError as exc:
                    apply_validation_error(form, exc)
            if checked is not None:
                return render(
                    request,
                    "illicit/check.html",
                    {"form": form, "preview": checked, "title": title, "back": back},
                )
            if "edit" in request.POST or form.errors:
                return _form(request, form, title, back, submit, lead, multipart, confirm)
        try:
            result = act(form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, success)
            target = result if hasattr(result, "get_absolute_url") else back
            return redirect(target)
    return _form(request, form, title, back, submit, lead, multipart, confirm)


def _form(request, form, title, back, submit, lead, multipart, confirm) -> HttpResponse:
    return render(
        request,
        "illicit/form.html",
        {
            "form": form,
            "title": title,
            "back": back,
            "submit": submit,
            "lead": lead,
            "multipart": multipart,
            "confirm": confirm,
        },
    )


def _data(request):
    return (request.POST, request.FILES) if request.method == "POST" else (None, None)


# --- triage -----------------------------------------------------------------------------
@role_required(*OFFICE_ROLES)
@kept_page
def triage(request: HttpRequest) -> HttpResponse:
    # Each row counts its possible duplicates in a correlated subquery: with OFFSET that
    # ran for every row before the page (10.7 s for page 100 of 3,000 new reports); sought
    # by its cursor, only the page's rows are read (core/pagination.KeysetPaginator).
    page = KeysetPaginator(selectors.triage_queue(), PAGE_SIZE).get_page(request.GET)
    return render(request, "illicit/triage.html", {"page_obj": page})


@login_required
def report_detail(request: HttpRequest, reference: str) -> HttpResponse:
    report = get_object_or_404(
        selectors.reports_visible_to(request.user).select_related("case", "api_client"),
        reference=reference,
    )
    if refused := allow(request, "GET", "POST"):
        return refused
    action = request.POST.get("action") if request.method == "POST" else None
    if action:
        require(request, TRIAGE)
    open_form = f.OpenCaseForm(
        request.POST if action == "open" else None,
        initial={"kind": reports.CASE_KIND_FOR.get(report.kind, Case.Kind.DISCHARGE)},
    )
    merge_form = f.MergeForm(request.POST if action == "merge" else None)
    close_form = f.CloseReportForm(request.POST if action == "close" else None)
    publish_form = f.PublishDescriptionForm(
        request.POST if action == "publish" else None,
        initial={
            "text": report.published_description
            if report.description_reviewed_at
            else reports.description_proposed(report)
        },
    )
    location_form = f.PublishLocationForm(
        request.POST if action == "location" else None,
        initial={"location": report.public_location},
    )
    try:
        if action == "location" and location_form.is_valid():
            reports.report_location_publish(
                acting_user=request.user,
                report=report,
                text=location_form.cleaned_data["location"],
            )
            messages.success(request, "The place the public sees is published.")
            return redirect(report)
        if action == "publish" and publish_form.is_valid():
            reports.report_description_publish(
                acting_user=request.user, report=report, text=publish_form.cleaned_data["text"]
            )
            messages.success(request, "The description the public sees is approved.")
            return redirect(report)
        if action == "open" and open_form.is_valid():
            case = reports.report_open_case(
                acting_user=request.user, report=report, **open_form.cleaned_data
            )
            messages.success(request, f"Case {case.reference} opened; the reporter is told.")
            return redirect(case)
        if action == "merge" and merge_form.is_valid():
            reports.report_merge(
                acting_user=request.user, report=report, case=merge_form.cleaned_data["case"]
            )
            messages.success(request, "Merged; the reporter is told.")
            return redirect(merge_form.cleaned_data["case"])
        if action == "close" and close_form.is_valid():
            reports.report_close(acting_user=request.user, report=report, **close_form.cleaned_data)
            messages.success(request, f"Report {report.reference} closed; the reporter is told.")
            return redirect("illicit:triage")
    except ValidationError as exc:
        target = {
            "open": open_form,
            "merge": merge_form,
            "close": close_form,
            "publish": publish_form,
            "location": location_form,
        }[action]
        apply_validation_error(target, exc)
    near_reports, near_cases = selectors.possible_duplicates(report)
    from lockport_sw.documents.models import Upload

    photos = Upload.objects.filter(
        subject_type__app_label="illicit", subject_type__model="report", subject_id=report.pk
    )
    return render(
        request,
        "illicit/report_detail.html",
        {
            "report": report,
            "near_reports": list(near_reports[:20]),
            "near_cases": list(near_cases[:20]),
            "open_form": open_form,
            "merge_form": merge_form,
            "close_form": close_form,
            "publish_form": publish_form,
            "location_form": location_form,
            "public_description": reports.public_description(report),
            "public_where": reports.public_where(report),
            "photos": list(photos),
            "updates": list(report.updates.all()),
            "can_triage": request.user.has_perm(TRIAGE),
            "meters": selectors.conf.duplicate_meters(),
            "days": selectors.conf.duplicate_days(),
        },
    )


# --- cases --------------------------------------------------------------------------------
@role_required(*OFFICE_ROLES)
@kept_page
def case_list(request: HttpRequest) -> HttpResponse:
    qs = Case.objects.all()
    state = request.GET.get("state")
    if state in Case.State.values:
        qs = qs.filter(state=state)
    page = KeysetPaginator(selectors.case_list(qs), PAGE_SIZE).get_page(request.GET)
    return render(
        request,
        "illicit/case_list.html",
        {"page_obj": page, "states": Case.State.choices, "state": state},
    )


@role_required(*OFFICE_ROLES)
def case_create(request: HttpRequest) -> HttpResponse:
    require(request, WORK)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = f.CaseCreateForm(*_data(request)[:1])
    return form_page(
        request,
        form,
        title=f"Open a {current().law('idl').name} case",
        back=reverse("illicit:case_list"),
        submit="Open the case",
        act=lambda d: cases.case_open(acting_user=request.user, **d),
        success="Case opened.",
    )


@login_required
def case_detail(request: HttpRequest, reference: str) -> HttpResponse:
    case = visible_case(request, reference)
    if refused := allow(request, "GET"):
        return refused
    from enforcement.selectors import violations_for_subject
    from inspections.selectors import inspections_of

    detail = selectors.case_detail(case)
    spill = Spill.objects.filter(case=case).first()
    return render(
        request,
        "illicit/case_detail.html",
        {
            "case": case,
            **detail,
            "spill": spill,
            "dispatch_delay": spills.dispatch_delay(spill) if spill else None,
            "violations": list(violations_for_subject(case)),
            "facility_inspections": list(inspections_of(case).order_by("-pk")),
            "clocks": list(clocks_for(case)),
            "events": list(timeline(case)[:50]),
            "subject_value": cases.subject_value(case),
            "can_work": request.user.has_perm(WORK),
            "can_decide": request.user.has_perm(DECIDE),
            "can_access": request.user.has_perm(ACCESS),
            "can_violation": request.user.has_perm("enforcement.record_violation"),
        },
    )


def _case_step(request, case: Case, step: str):
    """(form, title, submit, act, success, lead, perms, multipart) for a step on a case."""
    user = request.user
    data, files = _data(request)
    today_initial = {"started_on": timezone.localdate()}
    if step == "details":
        form = f.CaseDetailsForm(data, instance=case, version=versions.token(case))

        def act(d):
            return cases.case_update(acting_user=user, case=case, version=form.read_version, **d)

        return form, "Case details", "Save", act, "Details saved.", "", (WORK,), False
    if step == "log":
        form = f.EntryForm(data, files)
        return (
            form,
            "Add to the investigation log",
            "Add",
            lambda d: cases.entry_add(acting_user=user, case=case, **d) and case,
            "Added to the log.",
            "Site visits, dye tests, samples with their laboratory results, photos.",
            (WORK,),
            True,
        )
    if step == "confirm":
        form = f.ConfirmForm(data, initial={"source": case.source})
        return (
            form,
            "The source is confirmed",
            "Confirm",
            lambda d: cases.case_confirm(acting_user=user, case=case, **d),
            "Source confirmed.",
            "",
            (WORK,),
            False,
        )
    if step == "eliminate":
        form = f.EliminateForm(data)
        return (
            form,
            "The discharge or connection was eliminated",
            "Record the elimination",
            lambda d: cases.case_eliminate(acting_user=user, case=case, **d),
            "Recorded; a follow-up visit verifies it.",
            "",
            (WORK,),
            False,
        )
    if step == "follow-up":
        form = f.FollowUpForm(data, files)
        return (
            form,
            "Follow-up visit",
            "Record the visit",
            lambda d: cases.follow_up_record(acting_user=user, case=case, **d) and case,
            "Follow-up visit recorded.",
            "Nothing found verifies the elimination.",
            (DECIDE,),
            True,
        )
    if step == "close":
        form = f.CloseCaseForm(data, case=case)
        return (
            form,
            "Close the case",
            "Close the case",
            lambda d: cases.case_close(acting_user=user, case=case, **d),
            "Case closed; the reporters are told.",
            "A case closes as exempt only on a ground of "
            f"{cite('idl.discharge_prohibition.exceptions')} recorded on it that covers the "
            f"discharge now, or a {cite('idl.applicability')} exemption in force.",
            (DECIDE,),
            False,
        )
    if step == "violation":
        form = f.ViolationForm(
            data,
            initial={
                **today_initial,
                "party": case.responsible,
                "provisions": cases.PROVISIONS[Case.Kind(case.kind)],
                "description": case.source or case.summary,
            },
        )
        return (
            form,
            "Hand a violation to enforcement",
            "Record the violation",
            lambda d: cases.case_violation_record(acting_user=user, case=case, **d) and case,
            "Violation recorded; issue its notice from its page.",
            "The violation goes to the enforcement records (notices of violation, appeals, "
            "penalty history) with this case as where it was found.",
            ("enforcement.record_violation",),
            False,
        )
    if step == "access-refused":
        form = f.AccessRefusedForm(data, initial={"party": case.operator or case.owner})
        return (
            form,
            f"Access refused or delayed ({cite('idl.access_monitoring')})",
            "Record",
            lambda d: cases.access_refusal_record(acting_user=user, case=case, **d) and case,
            f"Recorded on the case and as a violation of {cite('idl.access_monitoring')}.",
            f"{cite('idl.access_monitoring.refusal')}: denying the SMO reasonable access is an "
            "offense; it is recorded as a violation for the penalty history.",
            (WORK, "enforcement.record_violation"),
            False,
        )
    if step == "authorization":
        form = f.AuthorizationForm(data)
        perms = (EMERGENCY,) if data and data.get("ground") == "4A2" else (DECIDE,)
        return (
            form,
            f"Record a ground of {cite('idl.discharge_prohibition')}",
            "Record",
            lambda d: (
                authorizations.authorization_record(acting_user=user, case=case, **d) and case
            ),
            "Recorded.",
            "Fill in the fields of the ground chosen: (1), (2), (3) or (4).",
            perms,
            False,
        )
    if step == "order":
        form = f.OrderForm(data, initial={"party": case.responsible})
        return (
            form,
            "Issue an order",
            "Check the order",
            lambda d: orders.order_issue(acting_user=user, case=case, **d) and case,
            "Order issued as a numbered letter: print it and serve it, and record the service "
            "on its page.",
            "The order is issued as a numbered letter to the person, at their mailing address "
            "in the registry; it cannot be changed once issued.",
            (WORK,),
            False,
        )
    if step == "access":
        form = f.AccessStartForm(data, initial={"party": case.responsible})

        def act(d):
            kind = d.pop("kind")
            fn = (
                access.emergency_suspend
                if kind == AccessAction.Kind.EMERGENCY
                else access.termination_propose
            )
            fn(acting_user=user, case=case, **d)
            return case

        return (
            form,
            f"Suspend or terminate MS4 access ({cite('idl.suspension')})",
            "Record",
            act,
            "Recorded.",
            f"{cite('idl.suspension_emergency')}: an emergency suspension, without prior notice; "
            "written notice follows within the Town's policy period. "
            f"{cite('idl.suspension_termination')}: a proposed termination, with the written "
            "notice of its reasons.",
            (ACCESS,),
            False,
        )
    if step == "spill":
        form = f.SpillForm(data)
        for name in ("parcel", "operator", "address"):  # the case has them
            del form.fields[name]

        def act(d):
            spills.spill_record(acting_user=user, case=case, **d)
            return case

        return (
            form,
            f"Record the release ({cite('idl.spill_notification')})",
            "Record",
            act,
            "Spill recorded.",
            "",
            (WORK,),
            False,
        )
    raise Http404("No such step.")


@login_required
def case_act(request: HttpRequest, reference: str, step: str) -> HttpResponse:
    case = visible_case(request, reference)
    form, title, submit, act, success, lead, perms, multipart = _case_step(request, case, step)
    require(request, *perms)
    if refused := allow(request, "GET", "POST"):
        return refused
    return form_page(
        request,
        form,
        title=f"{title} · {case.label}",
        back=case,
        submit=submit,
        act=act,
        success=success,
        lead=lead,
        multipart=multipart,
        preview=_case_preview(request.user, case, step),
    )


def _case_preview(user, case: Case, step: str) -> Callable | None:
    """The steps on a case that issue a served letter are checked first (issue 23, item
    3): a § 158-5C, 6 or 7 order, the § 158-8B notice of a proposed termination, the
    § 158-4A(2) written approval."""
    if step == "order":
        return lambda d: orders.order_preview(acting_user=user, case=case, **d)
    if step == "access":

        def termination(d):
            if d["kind"] != AccessAction.Kind.TERMINATION:
                return None  # § 158-8A: suspended at once; its written notice is checked then
            d.pop("kind")
            return access.termination_preview(acting_user=user, case=case, **d)

        return termination
    if step == "authorization":
        return lambda d: authorizations.approval_preview(acting_user=user, case=case, **d)
    return None


@login_required
def order_act(request: HttpRequest, pk: int, step: str) -> HttpResponse:
    order = get_object_or_404(
        Order.objects.select_related("case"),
        pk=pk,
        case__in=selectors.cases_visible_to(request.user),
    )
    data, _ = _data(request)
    if step == "answer":
        form, perms = f.OrderAnswerForm(data, version=versions.token(order)), (WORK,)

        def act(d):
            orders.order_answer(
                acting_user=request.user, order=order, version=form.read_version, **d
            )
            return order.case
    elif step == "verify":
        form = f.OrderVerifyForm(data, order=order, version=versions.token(order))
        perms = (DECIDE,)

        def act(d):
            orders.order_verify(
                acting_user=request.user, order=order, version=form.read_version, **d
            )
            return order.case
    else:
        raise Http404("No such step.")
    require(request, *perms)
    if refused := allow(request, "GET", "POST"):
        return refused
    return form_page(
        request,
        form,
        title=f"{order} · {step}",
        back=order.case,
        submit="Record",
        act=act,
        success="Recorded.",
    )


class ReducingPlanForm(FreeTextLimits, forms.Form):
    plan = forms.CharField(
        label=words_lazy("Plan for reducing pollutants ({cite:idl.exempt_discharges})"),
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=10_000,
    )


@login_required
def reducing_plan(request: HttpRequest, pk: int) -> HttpResponse:
    """§ 158-4A(1): record the plan an exempt discharge is made under (meets its clock)."""
    authorization = get_object_or_404(
        Authorization.objects.select_related("case"),
        pk=pk,
        ground=Authorization.Ground.EXEMPT_DISCHARGE,
        case__in=selectors.cases_visible_to(request.user),
    )
    require(request, DECIDE)
    if refused := allow(request, "GET", "POST"):
        return refused
    return form_page(
        request,
        ReducingPlanForm(_data(request)[0], initial={"plan": authorization.reducing_plan}),
        title=f"Plan for reducing pollutants · {authorization}",
        back=authorization.case,
        submit="Record the plan",
        act=lambda d: (
            authorizations.reducing_plan_record(
                acting_user=request.user, authorization=authorization, plan=d["plan"]
            )
            and authorization.case
        ),
        success="Plan recorded.",
        lead=f"{cite('idl.exempt_discharges')}: exempt discharges are made in accordance with an "
        "appropriate plan "
        "for reducing pollutants. The exemption does not wait for it; the plan has its own "
        "clock.",
    )


ACCESS_STEPS = {
    "notice": (
        words_lazy("Issue the written notice of the suspension ({cite:idl.suspension_emergency})"),
        (ACCESS,),
    ),
    "petition": ("Petition for reconsideration and hearing", (WORK,)),
    "hearing": (
        words_lazy("Record the hearing on the petition ({cite:idl.suspension_termination})"),
        (ACCESS,),
    ),
    "decide": ("Decision after the hearing", (ACCESS,)),
    "reinstate": ("Reinstate access", (ACCESS,)),
    "reconnection": (
        "Reconnected without the SMO's approval",
        (WORK, "enforcement.record_violation"),
    ),
}


@login_required
def access_act(request: HttpRequest, pk: int, step: str) -> HttpResponse:
    action = get_object_or_404(
        AccessAction.objects.select_related("case", "party", "parcel"),
        pk=pk,
        case__in=selectors.cases_visible_to(request.user),
    )
    if step not in ACCESS_STEPS:
        raise Http404("No such step.")
    title, perms = ACCESS_STEPS[step]
    require(request, *perms)
    if refused := allow(request, "GET", "POST"):
        return refused
    # The written notice is a letter with the reasons recorded: nothing to type.
    form_class = forms.Form if step == "notice" else f.AccessStepForm
    form = form_class(_data(request)[0])
    user = request.user

    def act(d):
        if step == "notice":
            access.suspension_notice_issue(acting_user=user, action=action)
        elif step == "petition":
            access.petition_record(
                acting_user=user,
                action=action,
                received_on=d["received_on"],
                hearing_at=d["hearing_at"],
                hearing_place=d["hearing_place"],
            )
        elif step == "hearing":
            access.petition_hearing_record(
                acting_user=user, action=action, outcome=d["outcome"], note=d["text"]
            )
        elif step == "decide":
            if d["terminate"] is None:
                raise ValidationError({"terminate": "Choose the decision."})
            access.termination_decide(
                acting_user=user, action=action, terminate=d["terminate"], determination=d["text"]
            )
        elif step == "reinstate":
            access.access_reinstate(acting_user=user, action=action, finding=d["text"])
        else:
            access.reconnection_record(acting_user=user, action=action, on=d["on"], notes=d["text"])
        return action.case

    def preview(d):
        # Issue 23, item 3: the letters of § 158-8 are checked first.
        if step == "notice":
            return access.suspension_notice_preview(acting_user=user, action=action)
        if step == "petition":
            return access.petition_preview(
                acting_user=user,
                action=action,
                received_on=d["received_on"],
                hearing_at=d["hearing_at"],
                hearing_place=d["hearing_place"],
            )
        if d["terminate"] is None:
            raise ValidationError({"terminate": "Choose the decision."})
        return access.determination_preview(
            acting_user=user, action=action, terminate=d["terminate"], determination=d["text"]
        )

    return form_page(
        request,
        form,
        title=f"{title} · {action}",
        back=action.case,
        submit={
            "notice": "Check the notice",
            "petition": "Check the notice of hearing",
            "decide": "Check the determination",
        }.get(step, "Record"),
        act=act,
        success="Letter issued: print it and serve it, and record the service on its page."
        if step in ("notice", "petition", "decide")
        else "Recorded.",
        lead=f"The notice states the reasons recorded: {action.reasons}"
        if step == "notice"
        else "",
        preview=preview if step in ("notice", "petition", "decide") else None,
    )


SPILL_STEPS = {
    "notice": "The Town was notified",
    "confirmation": "Written confirmation received",
    "dispatch": "Emergency dispatch called",
}


@login_required
def spill_act(request: HttpRequest, pk: int, step: str) -> HttpResponse:
    spill = get_object_or_404(
        Spill.objects.select_related("case"),
        pk=pk,
        case__in=selectors.cases_visible_to(request.user),
    )
    if step not in SPILL_STEPS:
        raise Http404("No such step.")
    require(request, WORK)
    if refused := allow(request, "GET", "POST"):
        return refused
    data, _ = _data(request)
    user = request.user
    if step == "notice":
        form = f.SpillNoticeForm(data)

        def act(d):
            spills.spill_notice_record(acting_user=user, spill=spill, **d)
            return spill.case
    elif step == "confirmation":
        form = f.SpillConfirmationForm(data)

        def act(d):
            spills.spill_confirmation_record(acting_user=user, spill=spill, **d)
            return spill.case
    else:
        form = f.SpillNoticeForm(data)
        form.fields = {"at": form.fields["at"]}

        def act(d):
            spills.dispatch_record(acting_user=user, spill=spill, at=d["at"])
            return spill.case

    return form_page(
        request,
        form,
        title=f"{SPILL_STEPS[step]} · {spill.case.label}",
        back=spill.case,
        submit="Record",
        act=act,
        success="Recorded.",
    )


@role_required(*OFFICE_ROLES)
def spill_create(request: HttpRequest) -> HttpResponse:
    require(request, WORK)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = f.SpillForm(_data(request)[0])

    def act(d):
        return spills.spill_record(acting_user=request.user, **d).case

    return form_page(
        request,
        form,
        title=f"Record a spill or release ({cite('idl.spill_notification')})",
        back=reverse("illicit:case_list"),
        submit="Record",
        act=act,
        success="Spill recorded.",
        lead="Hazardous materials: the responsible person calls emergency dispatch "
        "immediately. Nonhazardous: the Town is told by the next business day.",
    )


# --- registers (§ 158-3) -----------------------------------------------------------------
@role_required(*OFFICE_ROLES)
def registers(request: HttpRequest) -> HttpResponse:
    from ..models import AgencyExemption, Delegation

    return render(
        request,
        "illicit/registers.html",
        {
            "exemptions": AgencyExemption.objects.select_related("parcel", "party")[:200],
            "delegations": Delegation.objects.select_related("delegate", "delegated_by")[:200],
            "today": timezone.localdate(),
            "can_keep": request.user.has_perm("illicit.keep_registers"),
        },
    )


@role_required(*OFFICE_ROLES)
def agency_exemption_create(request: HttpRequest) -> HttpResponse:
    require(request, "illicit.keep_registers")
    if refused := allow(request, "GET", "POST"):
        return refused
    return form_page(
        request,
        f.AgencyExemptionForm(_data(request)[0]),
        title=f"{cite('idl.applicability')}: an exemption by an authorized enforcement agency",
        back=reverse("illicit:registers"),
        submit="Record",
        act=lambda d: (
            authorizations.agency_exemption_record(acting_user=request.user, **d)
            and reverse("illicit:registers")
        ),
        success="Recorded.",
    )


@role_required(*OFFICE_ROLES)
def delegation_create(request: HttpRequest) -> HttpResponse:
    require(request, "illicit.keep_registers")
    if refused := allow(request, "GET", "POST"):
        return refused
    return form_page(
        request,
        f.DelegationForm(_data(request)[0]),
        title=f"{cite('idl.administration')}: a written delegation by the SMO",
        back=reverse("illicit:registers"),
        submit="Record",
        act=lambda d: authorizations.delegation_record(acting_user=request.user, **d),
        success="Delegation recorded.",
    )
