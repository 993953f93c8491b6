"""Appeals: filing online (the respondent) or on paper (the Clerk), the docket, the
hearing, the decision, the filing and certified mailing, the hearing packet, and the
Town's appeal policy where the statute names no body."""

from __future__ import annotations

from types import SimpleNamespace

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse

from lockport_sw.audit.selectors import timeline
from lockport_sw.bodies import services as bodies
from lockport_sw.bodies.services import body_of
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions
from lockport_sw.core.access import login_required, permission_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.core.pagination import KeysetPaginator
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.documents.selectors import uploads_for
from lockport_sw.jurisdiction.registry import cite, current

from .. import chapters, letters, policy, selectors
from ..forms.appeals import (
    AppealForm,
    AppealPolicyForm,
    DecidedFilterForm,
    DecisionForm,
    FilingForm,
    HearingForm,
    LeastNoticeForm,
    PaperAppealForm,
)
from ..models import AppealPolicy
from ..services import appeals, corrective, hearings
from ..services._common import today
from ._access import allow, require, visible_appeal, visible_notice
from ._forms import act_page, posted

PAGE_SIZE = 25
DOCKET = "enforcement.see_docket"  # the docket's readers and the hearing bodies' members
HEAR = "enforcement.hear_appeal"  # a member of the body hearing the appeal, seated today


@login_required
def appeal_file(request: HttpRequest, number: str) -> HttpResponse:
    """The person who received the notice appeals it online."""
    notice = visible_notice(request, number)
    require(request, "enforcement.appeal_notice", notice)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = AppealForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
        joinable=appeals.joinable(notice),
    )
    if request.method == "POST" and form.is_valid():
        try:
            appeal = appeals.appeal_file(
                acting_user=request.user,
                notice=notice,
                grounds=form.cleaned_data["grounds"],
                files=form.cleaned_data["files"],
                join=form.cleaned_data.get("join"),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Your appeal {appeal.reference} was filed with the {appeal.hearing_body} on "
                f"{long_date(appeal.received_at)}. You will be told the date of the hearing.",
            )
            return redirect(appeal)
    window = appeals.window_clock(notice, appeals.addressee_for_user(notice, request.user))
    return render(
        request,
        "enforcement/appeal_form.html",
        {
            "form": form,
            "notice": notice,
            "chapter": chapters.get(notice.chapter),
            "window": window,
            "window_text": appeals.window_text(notice),
            "body": policy.hearing_body(chapters.get(notice.chapter)),
        },
    )


@login_required
def appeal_record_paper(request: HttpRequest, number: str) -> HttpResponse:
    notice = visible_notice(request, number)
    require(request, "enforcement.record_paper_appeal")
    if refused := allow(request, "GET", "POST"):
        return refused
    form = PaperAppealForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
        initial={"received_on": today()},
        addressees=notice.addressees.all(),
        joinable=appeals.joinable(notice),
    )
    if request.method == "POST" and form.is_valid():
        try:
            appeal = appeals.appeal_record_paper(
                acting_user=request.user, notice=notice, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Recorded paper appeal {appeal.reference}.")
            return redirect(appeal)
    return render(
        request,
        "enforcement/appeal_form.html",
        {
            "form": form,
            "notice": notice,
            "chapter": chapters.get(notice.chapter),
            "window": appeals.window_clock(notice),
            "window_text": appeals.window_text(notice),
            "body": policy.hearing_body(chapters.get(notice.chapter)),
            "paper": True,
        },
    )


@permission_required(DOCKET)
@kept_page
def docket(request: HttpRequest) -> HttpResponse:
    """The hearing bodies' docket: pending appeals and decisions not yet filed, soonest
    clock first; then every appeal, newest first."""
    if request.GET.get("tab") == "decided":
        return _decided(request)
    # Keys first: ordered by each appeal's clock, a subquery (core/pagination.py).
    pending = KeysetPaginator(
        selectors.pending_docket(request.user), PAGE_SIZE, keys_first=True
    ).get_page(request.GET)
    return render(request, "enforcement/docket.html", {"page_obj": pending, "tab": "pending"})


def _decided(request: HttpRequest) -> HttpResponse:
    """The docket's "Decided" tab: the Board's archive, with the decision letters."""
    form = DecidedFilterForm(request.GET, years=selectors.decision_years(request.user))
    filters = form.cleaned_data if form.is_valid() else {}
    decided = selectors.decided_docket(
        request.user, year=filters.get("year"), outcome=filters.get("outcome") or ""
    )
    page = KeysetPaginator(decided, PAGE_SIZE).get_page(request.GET)
    return render(
        request,
        "enforcement/docket.html",
        {"page_obj": page, "tab": "decided", "filter_form": form},
    )


@login_required
def appeal_detail(request: HttpRequest, reference: str) -> HttpResponse:
    appeal = visible_appeal(request, reference)
    if refused := allow(request, "GET"):
        return refused
    chapter = chapters.get(appeal.chapter)
    staff = request.user.has_perm(DOCKET)
    return render(
        request,
        "enforcement/appeal_detail.html",
        {
            "appeal": appeal,
            # Each person on the appeal in their own name (a joinder: several).
            "joined": list(appeal.appellants.select_related("party").order_by("received_at"))[1:],
            "notice": appeal.notice,
            "chapter": chapter,
            "body_is_policy": policy.hearing_body_is_policy(chapter),
            "can_hear": request.user.has_perm(HEAR, appeal),
            "sees_docket": staff,
            "files": list(uploads_for(appeal)),
            "correct_by": corrective.time_to_correct(appeal.notice)
            if appeal.outcome and appeal.outcome != appeal.Outcome.REVERSE
            else None,
            "hearing_notices": list(
                appeal.hearing_notices.select_related("document").prefetch_related(
                    "document__service_records"
                )
            ),
            "clocks": list(clocks_for(appeal)) if staff else [],
            "services": list(appeal.decision_document.service_records.all())
            if appeal.decision_document
            else [],
            "events": timeline(appeal)[:30],
            "least_notice": hearings.least_notice_lead(),
            "hearing_form": HearingForm(
                initial={"meeting": appeal.meeting_id},
                meetings=bodies.meetings_to_come(appeals.hearing_body_of(appeal)),
            )
            if request.user.has_perm(HEAR, appeal) and appeal.is_pending
            else None,
        },
    )


@login_required
def hearing_schedule(request: HttpRequest, reference: str) -> HttpResponse:
    appeal = visible_appeal(request, reference)
    require(request, HEAR, appeal)
    if refused := allow(request, "GET", "POST"):
        return refused
    clock = next((c for c in clocks_for(appeal) if c.is_unresolved), None)
    lead = ""
    if clock is not None:
        policy_note = ", Town policy" if clock.rule.policy else ""
        lead = (
            f"The {appeal.hearing_body} hears the appeal by "
            f"{long_date(clock.due_date, weekday=True)} ({clock.rule.citation}{policy_note})."
        )
    form = HearingForm(
        *posted(request),
        meetings=bodies.meetings_to_come(appeals.hearing_body_of(appeal)),
        appellants=appeals.appeal_recipients(appeal)[0],
    )
    lead = f"{lead} {hearings.least_notice_lead()}".strip()
    return act_page(
        request,
        form=form,
        act=lambda data: appeals.hearing_schedule(
            acting_user=request.user,
            appeal=appeal,
            meeting=data["meeting"],
            new_meeting={"starts_at": data["new_meeting_at"], "place": data["new_meeting_place"]},
            consents=form.consents(),
            late_reason=data["late_reason"],
            late_confirmed=data["late_confirmed"],
        ),
        success=f"Hearing of appeal {appeal.reference} scheduled.",
        title=f"Schedule the hearing of appeal {appeal.reference}",
        lead=lead,
        back=appeal,
        submit="Schedule the hearing",
    )


@login_required
def appeal_decide(request: HttpRequest, reference: str) -> HttpResponse:
    appeal = visible_appeal(request, reference)
    require(request, HEAR, appeal)
    if refused := allow(request, "GET", "POST"):
        return refused
    body = appeals.hearing_body_of(appeal)
    seated_on = appeal.hearing_at.astimezone(TOWN_TZ).date() if appeal.hearing_at else today()
    form = DecisionForm(
        request.POST if request.method == "POST" else None,
        initial={"decided_on": today()},
        members=list(body.members_on(seated_on)),
    )
    confirming = False
    if request.method == "POST" and form.is_valid():
        decision = {
            "acting_user": request.user,
            "appeal": appeal,
            "outcome": form.cleaned_data["outcome"],
            "votes": form.member_votes(),
            "decision_text": form.cleaned_data["decision_text"],
            "decided_on": form.cleaned_data["decided_on"],
        }
        recording = form.cleaned_data["confirmed"] and "edit" not in request.POST
        try:
            # Issue 43, item 13: "Check" runs the very check "Record and issue" runs.
            if recording:
                appeals.appeal_decide(**decision)
            elif "edit" not in request.POST:
                appeals.decision_check(**decision)
                confirming = True
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            if recording:
                messages.success(
                    request,
                    f"Decision recorded and issued. The Clerk files it and mails it by certified "
                    f"mail (appeal {appeal.reference}).",
                )
                return redirect(appeal)
    return render(
        request,
        "enforcement/decision_form.html",
        {"form": form, "appeal": appeal, "confirming": confirming, "body": body},
    )


@login_required
def decision_file(request: HttpRequest, reference: str) -> HttpResponse:
    appeal = visible_appeal(request, reference)
    require(request, "enforcement.file_decision")
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=FilingForm(*posted(request), initial={"filed_on": today()}),
        act=lambda data: appeals.decision_record_filing(
            acting_user=request.user, appeal=appeal, **data
        ),
        success=f"Filing of the decision on {appeal.reference} recorded.",
        title=f"File the decision on appeal {appeal.reference}",
        lead=f"{cite('idl.appeal')}: within five days of its decision the body files it in the "
        f"office of the {current().clerk} and mails a copy by certified mail to the discharger. "
        "The mailing is recorded on the decision letter's page (Record service).",
        back=appeal,
        submit="Record the filing",
    )


@login_required
def hearing_packet(request: HttpRequest, reference: str) -> HttpResponse:
    appeal = visible_appeal(request, reference)
    require(request, DOCKET)
    if refused := allow(request, "GET"):
        return refused
    chapter = chapters.get(appeal.chapter)
    pdf = letters.render_hearing_packet(
        appeal=appeal, chapter=chapter, record=selectors.hearing_packet_record(appeal)
    )
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = (
        f'attachment; filename="hearing-packet-{appeal.reference}.pdf"'
    )
    return response


@login_required
def appeal_policy(request: HttpRequest) -> HttpResponse:
    """Who hears a chapter's appeals where the statute names no body (Town policy)."""
    require(request, DOCKET)
    if refused := allow(request, "GET", "POST"):
        return refused
    policy_chapters = [c for c in chapters.registered() if c.appeal_to is None]
    current = {c.chapter: policy.hearing_body(c) for c in policy_chapters}
    chapter = policy_chapters[0] if policy_chapters else None
    history = AppealPolicy.history.filter(chapter=chapter.chapter if chapter else "")
    # The vote of the members seated on the day of adoption (as a fee schedule's).
    board = body_of(AppealPolicy.Body.TOWN_BOARD)
    day = today()
    if request.method == "POST":
        probe = AppealPolicyForm(request.POST)
        probe.is_valid()
        day = probe.cleaned_data.get("adopted_on") or day
    form = AppealPolicyForm(
        request.POST if request.method == "POST" else None,
        initial={
            "hearing_body": current.get(chapter.chapter) if chapter else None,
            "adopted_on": today(),
        },
        version=versions.token(history),
        members=list(board.members_on(day)),
    )
    if request.method == "POST":
        require(request, "enforcement.change_appealpolicy")
        if form.is_valid() and chapter is not None:
            try:
                appeals.appeal_policy_set(
                    acting_user=request.user,
                    chapter=chapter.chapter,
                    version=form.read_version,
                    hearing_body=form.cleaned_data["hearing_body"],
                    resolution=form.cleaned_data["resolution"],
                    adopted_on=form.cleaned_data["adopted_on"],
                    votes=form.member_votes(),
                )
            except versions.StaleEdit as exc:
                form.show_stale(
                    exc,
                    saved=AppealPolicyForm(initial={"hearing_body": policy.hearing_body(chapter)}),
                )
            except ValidationError as exc:
                apply_validation_error(form, exc)
            else:
                messages.success(request, "The Town's appeal policy is saved.")
                return redirect("enforcement:appeal_policy")
    return render(
        request,
        "enforcement/appeal_policy.html",
        {
            "form": form,
            "rows": [
                (c, policy.hearing_body(c), policy.hearing_body_words(c))
                for c in chapters.registered()
            ],
            "can_change": request.user.has_perm("enforcement.change_appealpolicy"),
            "vote": appeals.appeal_policy_vote(
                AppealPolicy.objects.filter(chapter=chapter.chapter).first() if chapter else None
            ),
        },
    )


@login_required
def least_notice_policy(request: HttpRequest) -> HttpResponse:
    """The Town Board's least notice before a hearing (docs/statute/README.md): shown to
    those who see the docket; a new resolution recorded, with its vote, by a Board
    member or the Municipal Clerk."""
    from lockport_sw.bodies.models import Body

    require(request, DOCKET)
    if refused := allow(request, "GET", "POST"):
        return refused
    if request.method == "POST":
        require(request, hearings.POLICY)
    board = Body.objects.get(kind=Body.Kind.TOWN_BOARD)
    form = LeastNoticeForm(
        *posted(request),
        initial={"adopted_on": today()},
        members=list(board.members_on(today())),
    )
    return act_page(
        request,
        form=form,
        act=lambda data: hearings.least_notice_adopt(
            acting_user=request.user,
            least_days=data["least_days"],
            resolution=data["resolution"],
            adopted_on=data["adopted_on"],
            votes=form.member_votes(),
        ),
        success=lambda p: f"Recorded: {p.least_days} days' notice of hearing ({p.basis}).",
        done="enforcement:least_notice_policy",
        title="Least notice before a hearing",
        lead=f"In force: {hearings.least_notice_words()}. The notice of hearing is served at "
        "least that many days before the hearing, counted from the day service is complete; "
        "a shorter notice needs each appellant's own consent, recorded when the hearing is set. "
        "A new Town Board resolution, with its vote, replaces it from its date.",
        back=SimpleNamespace(get_absolute_url=reverse("enforcement:docket")),
        submit="Record the resolution",
    )
