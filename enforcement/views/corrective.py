"""Corrective measures (§ 158-13, § 159-8C(6)), referrals and their outcomes, alternative
remedies (§ 158-15) and releasing an occupancy hold (§ 159-8C(5))."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.calendar.words import long_date
from lockport_sw.core.access import login_required, role_required
from lockport_sw.deadlines.selectors import clocks_for

from .. import chapters, selectors
from ..forms import corrective as forms
from ..models import (
    AlternativeRemedy,
    CorrectiveAction,
    OccupancyHold,
    Referral,
    RemedyTask,
    SummaryAbatement,
)
from ..services import corrective, penalties, remedies
from ..services._common import today
from ._access import allow, require, visible_notice, visible_violation
from ._forms import act_page, posted

PAGE_SIZE = 25
ACT = "enforcement.take_corrective_action"

# Each step of corrective measures: its form, its service, what the page calls it.
STEPS = {
    "answer": (forms.AnswerForm, corrective.access_answer, "Record the owner's answer"),
    "warrant": (forms.WarrantForm, corrective.warrant_seek, "Record the warrant application"),
    "warrant-issued": (
        forms.WarrantIssuedForm,
        corrective.warrant_issued_record,
        "Record the warrant's issue",
    ),
    "finding": (
        forms.FindingForm,
        corrective.violation_finding_record,
        "Record the determination that a violation occurred",
    ),
    "order": (forms.CourtOrderForm, corrective.court_order_record, "Record the court order"),
    "abate": (forms.AbateForm, corrective.abatement_record, "Record the abatement"),
    "cost": (forms.CostForm, corrective.cost_add, "Record a cost"),
    "lien": (forms.LienForm, corrective.lien_record, "Record the lien"),
    "close": (forms.CloseForm, corrective.corrective_close, "The violator corrected"),
}
# The service's keyword for each form field, where they differ.
ARGUMENTS = {
    "warrant_applied_on": "applied_on",
    "warrant_court": "court",
    "court_order_on": "ordered_on",
    "court_order_reference": "reference",
    "lien_recorded_on": "recorded_on",
    "lien_reference": "reference",
    "warrant_issued_on": "issued_on",
    "violation_found_on": "found_on",
    "violation_finding": "finding",
}
# A form field for each service keyword the service may name in an error.
FIELDS = {v: k for k, v in ARGUMENTS.items()}


@role_required(*OFFICE_ROLES)
def corrective_list(request: HttpRequest) -> HttpResponse:
    due = Paginator(selectors.corrective_due(), PAGE_SIZE).get_page(request.GET.get("page"))
    under_way = CorrectiveAction.objects.filter(state__in=CorrectiveAction.OPEN).select_related(
        "notice__violation__parcel"
    )
    return render(
        request,
        "enforcement/corrective_list.html",
        {"page_obj": due, "under_way": under_way[:50]},
    )


@login_required
def corrective_start(request: HttpRequest, number: str) -> HttpResponse:
    """§ 158-13A: request the owner's permission for access; § 159-8C(6): notice to
    restore. Which one is the chapter's data."""
    notice = visible_notice(request, number)
    require(request, ACT)
    if refused := allow(request, "GET", "POST"):
        return refused
    chapter = chapters.get(notice.chapter)
    if chapter.access_request_citation:
        start, submit = corrective.access_request, "Issue the access request"
        title = f"Request the owner's permission for access ({chapter.access_request_citation})"
    else:
        start, submit = corrective.restoration_notice, "Issue the notice to restore"
        title = f"Give notice to restore the land ({chapter.corrective_citation})"
    if refused := corrective.why_not_yet(notice):
        # Issue 43, item 13: not offered when refused; the refusal said once.
        return render(
            request, "enforcement/form.html", {"title": title, "back": notice, "refused": refused}
        )
    return act_page(
        request,
        form=forms.MeasuresForm(*posted(request)),
        act=lambda data: start(acting_user=request.user, notice=notice, **data),
        success=lambda action: f"Letter {action.letter.number} issued.",
        title=title,
        lead="The violator's time to correct has run.",
        back=notice,
        submit=submit,
        confirm=f"{submit}? The letter is issued and cannot be changed.",
    )


def _action(request, pk) -> CorrectiveAction:
    action = get_object_or_404(
        CorrectiveAction.objects.select_related("notice__violation__parcel", "letter"), pk=pk
    )
    visible_notice(request, action.notice.number)
    if not request.user.is_office_staff:
        raise Http404
    return action


def _next_steps(action: CorrectiveAction, chapter) -> list[str]:
    State = CorrectiveAction.State
    steps = {
        State.ACCESS_REQUESTED: ["answer"],
        State.ACCESS_REFUSED: ["warrant"],
        State.WARRANT_SOUGHT: (
            ["warrant-issued"]
            if action.warrant_issued_on is None
            else ["finding"]
            if action.violation_found_on is None
            else ["order"]
        ),
        State.ACCESS_GRANTED: ["abate"],
        State.COURT_ORDERED: ["abate"],
        State.RESTORATION_NOTICED: ["abate"],
        State.ABATED: ["cost"] + (["lien"] if chapter.costs_are_lien else []),
    }.get(action.state, [])
    if action.is_open:
        steps = [*steps, "cost", "close"] if "cost" not in steps else [*steps, "close"]
    return list(dict.fromkeys(steps))


@login_required
def corrective_detail(request: HttpRequest, pk: int) -> HttpResponse:
    action = _action(request, pk)
    if refused := allow(request, "GET"):
        return refused
    chapter = chapters.get(action.chapter)
    steps = _next_steps(action, chapter) if request.user.has_perm(ACT) else []
    return render(
        request,
        "enforcement/corrective_detail.html",
        {
            "action": action,
            "chapter": chapter,
            "costs": list(action.costs.all()),
            "clocks": list(clocks_for(action)),
            "steps": [(name, STEPS[name][2]) for name in steps],
        },
    )


@login_required
def corrective_step(request: HttpRequest, pk: int, step: str) -> HttpResponse:
    action = _action(request, pk)
    require(request, ACT)
    if step not in STEPS:
        raise Http404("No such step.")
    if refused := allow(request, "GET", "POST"):
        return refused
    form_class, service, title = STEPS[step]
    initial = {name: today() for name in form_class.base_fields if name.endswith("_on")}

    def act(data):
        try:
            return service(
                acting_user=request.user,
                action=action,
                **{ARGUMENTS.get(k, k): v for k, v in data.items()},
            )
        except ValidationError as exc:
            if hasattr(exc, "error_dict"):
                raise ValidationError(
                    {FIELDS.get(k, k): v for k, v in exc.error_dict.items()}
                ) from None
            raise

    return act_page(
        request,
        form=form_class(*posted(request), initial=initial),
        act=act,
        success=f"{title}: recorded.",
        done=action,
        title=title,
        back=action,
        submit=title,
    )


@role_required(*OFFICE_ROLES)
def referral_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(
        Referral.objects.select_related("violation__parcel", "violation__party").order_by(
            "outcome", "-referred_on"
        ),
        PAGE_SIZE,
    ).get_page(request.GET.get("page"))
    remedies_qs = AlternativeRemedy.objects.select_related("violation__parcel").order_by(
        "-recommended_on"
    )[:50]
    return render(
        request, "enforcement/referral_list.html", {"page_obj": page, "remedies": remedies_qs}
    )


@login_required
def referral_outcome(request: HttpRequest, pk: int) -> HttpResponse:
    referral = get_object_or_404(Referral.objects.select_related("violation"), pk=pk)
    visible_violation(request, referral.violation.reference)
    require(request, "enforcement.record_court_outcome")
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=forms.OutcomeForm(*posted(request)),
        act=lambda data: penalties.referral_outcome(
            acting_user=request.user, referral=referral, **data
        ),
        success="Outcome recorded.",
        title=f"Outcome of the referral of {referral.violation.reference}",
        lead=f"{referral.get_kind_display()} ({referral.citation}), referred "
        f"{long_date(referral.referred_on)}. A conviction enters the party's offense history; "
        "its tier follows from the dates the offenses were committed.",
        back=referral.violation,
        submit="Record the outcome",
    )


@login_required
def remedy_answer(request: HttpRequest, pk: int) -> HttpResponse:
    remedy = get_object_or_404(AlternativeRemedy.objects.select_related("violation"), pk=pk)
    visible_violation(request, remedy.violation.reference)
    require(request, "enforcement.concur_remedy")
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=forms.ConcurForm(*posted(request)),
        act=lambda data: remedies.remedy_concur(acting_user=request.user, remedy=remedy, **data),
        success="Answer recorded.",
        done=remedy.violation,
        template="enforcement/remedy_answer.html",
        remedy=remedy,
        tasks=list(remedy.tasks.all()),
    )


@login_required
def remedy_task_complete(request: HttpRequest, pk: int) -> HttpResponse:
    task = get_object_or_404(RemedyTask.objects.select_related("remedy__violation"), pk=pk)
    visible_violation(request, task.remedy.violation.reference)
    require(request, "enforcement.concur_remedy")
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=forms.TaskCompleteForm(*posted(request), initial={"completed_on": today()}),
        act=lambda data: remedies.remedy_task_complete(acting_user=request.user, task=task, **data),
        success=f"{task.get_kind_display()}: completed.",
        title=f"Completed: {task.get_kind_display()}",
        back=task.remedy.violation,
        submit="Record completion",
    )


@login_required
def hold_lift(request: HttpRequest, pk: int) -> HttpResponse:
    hold = get_object_or_404(OccupancyHold.objects.select_related("violation", "parcel"), pk=pk)
    visible_violation(request, hold.violation.reference)
    require(request, "enforcement.hold_occupancy")
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=forms.ReasonForm(*posted(request)),
        act=lambda data: remedies.occupancy_hold_lift(acting_user=request.user, hold=hold, **data),
        success="Occupancy is no longer withheld.",
        title=f"Allow occupancy of {hold.parcel.street_address}",
        back=hold.violation,
        submit="Release the hold",
    )


@login_required
def summary_abate(request: HttpRequest, reference: str) -> HttpResponse:
    """§ 158-16: summary abatement of a nuisance at the violator's expense."""
    violation = visible_violation(request, reference)
    require(request, ACT)
    if refused := allow(request, "GET", "POST"):
        return refused
    chapter = chapters.get(violation.chapter)
    if chapter.nuisance_citation is None:
        raise Http404("This chapter declares no nuisance.")
    return act_page(
        request,
        form=forms.SummaryAbatementForm(*posted(request), initial={"abated_on": today()}),
        act=lambda data: corrective.summary_abatement_record(
            acting_user=request.user, violation=violation, **data
        ),
        success="Summary abatement recorded; record its costs on the violation's page.",
        done=violation,
        title=f"Summary abatement of a nuisance ({chapter.nuisance_citation})",
        lead=f"{chapter.nuisance_citation}: a condition in violation of the chapter is a "
        "nuisance and may be summarily abated or restored at the violator's expense. The "
        "violation ends, abated.",
        back=violation,
        submit="Record the abatement",
    )


@login_required
def summary_cost(request: HttpRequest, pk: int) -> HttpResponse:
    abatement = get_object_or_404(SummaryAbatement.objects.select_related("violation"), pk=pk)
    violation = visible_violation(request, abatement.violation.reference)
    require(request, ACT)
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=forms.CostForm(*posted(request), initial={"incurred_on": today()}),
        act=lambda data: corrective.summary_cost_add(
            acting_user=request.user, abatement=abatement, **data
        ),
        success="Cost recorded.",
        done=violation,
        title=f"A cost of the summary abatement of {violation.reference}",
        back=violation,
        submit="Record the cost",
    )
