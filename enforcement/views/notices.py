"""Notices of violation: the list, issuing (with a confirmation: an issued notice is
never changed), the notice's page, corrections, recording service; and the
respondent's own page."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.calendar.words import long_date
from lockport_sw.core.access import login_required, role_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.core.pagination import KeysetPaginator
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.deadlines.services import date_set_warning
from lockport_sw.documents.models import IssuedDocument

from .. import chapters, selectors
from ..forms.notices import CorrectionForm, NoticeForm, ReceiptForm, ServiceForm
from ..letters import APPEAL_LETTERS
from ..models import (
    HearingNotice,
    NoticeOfViolation,
    ServedLetter,
    ServiceRecord,
    StopWorkOrder,
)
from ..services import corrections, corrective, notices
from ..services._common import today, town_date
from ..services.appeals import addressee_for_user, appeal_refusal, window_clock
from ._access import allow, require, visible_notice, visible_violation
from ._forms import act_page, posted

PAGE_SIZE = 25
ISSUE = "enforcement.issue_notice"
SERVE = "enforcement.record_service"


@role_required(*OFFICE_ROLES)
@kept_page
def notice_list(request: HttpRequest) -> HttpResponse:
    state = request.GET.get("state", "")
    notices_qs = selectors.notices_visible_to(request.user)
    if state in NoticeOfViolation.State.values:
        notices_qs = notices_qs.filter(state=state)
    page = KeysetPaginator(selectors.notice_list(notices_qs), PAGE_SIZE).get_page(request.GET)
    return render(
        request,
        "enforcement/notice_list.html",
        {"page_obj": page, "state": state, "states": NoticeOfViolation.State.choices},
    )


def _issue_page(request, *, violation, form_class, supersedes=None) -> HttpResponse:
    """The notice form; a valid form is shown back for confirmation (the notice is
    issued once and never changed), and issued only when confirmed."""
    chapter = chapters.get(violation.chapter)
    initial = {"addressee": violation.party_id, "nature": violation.description}
    if supersedes is not None:
        initial.update(
            addressee=supersedes.addressee_id,
            requirements=supersedes.requirements,
            nature=supersedes.nature,
            measures=supersedes.measures,
            deadline=supersedes.deadline,
            emergency_reason=supersedes.emergency_reason,
            property_description=supersedes.property_description,
        )
    data = request.POST if request.method == "POST" else None
    form = form_class(data, chapter=chapter, initial=initial)
    confirming = checked = False
    if request.method == "POST" and form.is_valid():
        kwargs = form.service_kwargs()
        try:
            # Issue 43, item 13: "Check" runs the very check that issuing runs.
            notices.notice_check(
                violation=violation,
                supersedes=supersedes,
                correction_reason=form.cleaned_data.get("correction_reason", ""),
                **kwargs,
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            checked = True
        if checked and form.cleaned_data.get("confirmed") and "edit" not in request.POST:
            try:
                if supersedes is not None:
                    notice = notices.notice_correct(
                        acting_user=request.user,
                        notice=supersedes,
                        reason=form.cleaned_data["correction_reason"],
                        **kwargs,
                    )
                else:
                    notice = notices.notice_issue(
                        acting_user=request.user, violation=violation, **kwargs
                    )
            except ValidationError as exc:
                apply_validation_error(form, exc)
            else:
                messages.success(
                    request,
                    f"Issued notice of violation {notice.number}. Print it and serve it; record "
                    "the service below.",
                )
                return redirect(notice)
        elif checked:
            confirming = "edit" not in request.POST
    contents = None
    if form.is_bound and hasattr(form, "cleaned_data"):
        contents = notices.contents(chapter, form.cleaned_data.get("requirements", []))
    return render(
        request,
        "enforcement/notice_form.html",
        {
            "form": form,
            "violation": violation,
            "chapter": chapter,
            "confirming": confirming,
            "contents": contents,
            "supersedes": supersedes,
            "all_required": chapter.nov_requirements if chapter.nov_all_required else (),
            # § 159-8C(1): to the landowners of record (as the service addresses it).
            **_addressed(chapter, violation),
            # Statute README: a date set in a notice is not extended (GCL § 25-a).
            "deadline_warning": confirming and date_set_warning(form.cleaned_data.get("deadline")),
            # § 158-11A: the fixed warning, printed whenever an element orders abatement.
            "states_abatement": confirming
            and notices.states_abatement(chapter, form.cleaned_data.get("requirements", [])),
        },
    )


def _addressed(chapter, violation) -> dict:
    from lockport_sw.registry.selectors import landowners_of_record

    if not chapter.nov_to_landowners:
        return {}
    owners = landowners_of_record(violation.parcel, today())
    addressed = {o.pk for o in owners}
    copies = [
        (role, party)
        for role, party in (chapter.nov_copies(violation) if chapter.nov_copies else [])
        if party is not None and party.pk not in addressed
    ]
    return {"landowners": owners, "copies": copies if owners else []}


@login_required
def notice_issue(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, ISSUE)
    if refused := allow(request, "GET", "POST"):
        return refused
    return _issue_page(request, violation=violation, form_class=NoticeForm)


@login_required
def notice_correct(request: HttpRequest, number: str) -> HttpResponse:
    notice = visible_notice(request, number)
    require(request, ISSUE)
    if refused := allow(request, "GET", "POST"):
        return refused
    if not notice.is_current:
        messages.error(request, f"{notice.number} is {notice.get_state_display().lower()}.")
        return redirect(notice)
    return _issue_page(
        request, violation=notice.violation, form_class=CorrectionForm, supersedes=notice
    )


@login_required
def notice_detail(request: HttpRequest, number: str) -> HttpResponse:
    notice = visible_notice(request, number)
    if refused := allow(request, "GET"):
        return refused
    chapter = chapters.get(notice.chapter)
    office = request.user.is_office_staff
    appeals = list(notice.appeals.select_related("decision_document").order_by("-received_at"))
    receiver = request.user.has_perm("enforcement.appeal_notice", notice)
    mine = addressee_for_user(notice, request.user) if receiver else None
    window = window_clock(notice, mine)
    online_refusal = appeal_refusal(notice, online=True, addressee=mine) if mine else ""
    people = list(notice.addressees.select_related("party"))
    services = list(notice.document.service_records.select_related("recorded_by", "addressee"))
    return render(
        request,
        "enforcement/notice_detail.html",
        {
            "notice": notice,
            "chapter": chapter,
            "contents": notices.contents(chapter, notice.requirements),
            "provisions": list(notice.violation.provisions.all()),
            "services": services,
            # Service per person: each addressee, their service and their own window.
            "people": [
                {
                    "addressee": p,
                    "window": window_clock(notice, p),
                    "services": [s for s in services if s.addressee_id == p.pk],
                }
                for p in people
            ]
            if office
            else [],
            "date_passed": notices.date_passed_before_service(notice) if office else "",
            "appeals": appeals,
            "window": window,
            "clocks": list(clocks_for(notice)) if office else [],
            "receiver": receiver,
            "correction_owed": office
            and corrections.corrections_owed().filter(pk=notice.pk).exists(),
            "is_copy": not office
            and not receiver
            and notice.copied_to.filter(user=request.user).exists(),
            "can_appeal": mine is not None and not online_refusal,
            "appeal_refused": online_refusal,
            "paper_refused": appeal_refusal(notice) if office else "",
            "window_open": window is None or window.is_unresolved and window.status != "missed",
            "corrective_reason": corrective.why_not_yet(notice) if office else None,
            # One deadline on every page: the clock holding the time to correct.
            "correct_by": corrective.time_to_correct(notice),
            "actions": list(notice.corrective_actions.all()) if office else [],
            "superseded_by": getattr(notice, "superseded_by", None)
            if notice.state == NoticeOfViolation.State.SUPERSEDED
            else None,
        },
    )


@login_required
def serve(request: HttpRequest, number: str) -> HttpResponse:
    """Record how an enforcement document (a notice or an order) was served."""
    document = get_object_or_404(IssuedDocument, number=number)
    record = _served_record(request, document)
    require(request, SERVE)
    if refused := allow(request, "GET", "POST"):
        return refused
    notice = record if isinstance(record, NoticeOfViolation) else None
    form = ServiceForm(
        request.POST if request.method == "POST" else None,
        initial={"served_by_name": request.user.get_full_name(), "mailed_on": today()},
        # A notice is served on each person it is addressed to (statute README).
        addressees=notice.addressees.all() if notice is not None else None,
    )
    if request.method == "POST" and form.is_valid():
        try:
            notices.service_record(acting_user=request.user, document=document, **form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Service of {document.number} recorded.")
            return redirect(record)
    return render(
        request,
        "enforcement/serve.html",
        {"form": form, "document": document, "record": record, "notice": notice},
    )


def _served_record(request, document: IssuedDocument):
    """The notice or order a document is, if the user may see it (else 404)."""
    notice = NoticeOfViolation.objects.filter(document=document).first()
    if notice is not None:
        return visible_notice(request, notice.number)
    order = StopWorkOrder.objects.filter(document=document).first()
    if order is not None:
        from ._access import visible_order

        return visible_order(request, order.number)
    letter = ServedLetter.objects.filter(document=document).first()
    if letter is not None:
        from .letters import visible_letter

        return visible_letter(request, letter.number)
    hearing_notice = HearingNotice.objects.filter(document=document).select_related("appeal")
    if hearing_notice := hearing_notice.first():
        from ._access import visible_appeal

        return visible_appeal(request, hearing_notice.appeal.reference)
    raise Http404("Service is recorded for notices, orders, notices of hearing and served letters.")


@login_required
def service_receipt(request: HttpRequest, pk: int) -> HttpResponse:
    service = get_object_or_404(
        ServiceRecord.objects.select_related("document"),
        pk=pk,
        method=ServiceRecord.Method.CERTIFIED_MAIL,
    )
    record = _served_record(request, service.document)
    require(request, SERVE)
    if refused := allow(request, "GET", "POST"):
        return refused

    def act(data):
        try:
            if data["outcome"] == "delivered":
                return notices.service_receipt_record(
                    acting_user=request.user, service=service, receipt_on=data["outcome_on"]
                )
            return notices.service_return_record(
                acting_user=request.user,
                service=service,
                returned_as=data["outcome"],
                returned_on=data["outcome_on"],
            )
        except ValidationError as exc:
            if not hasattr(exc, "error_dict"):
                raise
            fields = {"receipt_on": "outcome_on", "returned_on": "outcome_on"}
            fields["returned_as"] = "outcome"
            raise ValidationError(
                {fields.get(k, k): v for k, v in exc.message_dict.items()}
            ) from None

    return act_page(
        request,
        form=ReceiptForm(*posted(request)),
        act=act,
        success="Recorded: service is complete on that date.",
        title=f"What came back of {service.document.number}",
        lead=f"Mailed {long_date(service.mailed_on)}, article {service.article_number_display}.",
        back=record,
        submit="Record the receipt",
    )


@login_required
def mine(request: HttpRequest) -> HttpResponse:
    """A respondent's own notices, orders and appeals (and nobody else's)."""
    if refused := allow(request, "GET"):
        return refused
    user = request.user
    notices_qs = selectors.notice_list(selectors.addressed_to(user))
    page = Paginator(notices_qs, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(
        request,
        "enforcement/mine.html",
        {
            "page_obj": page,
            "orders": StopWorkOrder.objects.filter(addressee__user=user).select_related(
                "violation__parcel", "document"
            ),
            "appeals": selectors.appeals_of(user).select_related("notice"),
            "hearing_notices": selectors.hearing_notices_to(user),
            # Every other order or notice addressed to them (issue 23, item 3), and the
            # copies sent to them (item 2).
            "letters": selectors.other_letters(selectors.letters_to(user), APPEAL_LETTERS),
            "copies": selectors.notice_list(selectors.copied_to(user)),
            "today": today(),
            "town_date": town_date,
        },
    )
