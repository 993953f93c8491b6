"""The SMO's and the reviewing bodies' pages (Chapter 159).

Access, in this order on every page with a record (tests/swppp/access.py):
1. anonymous visitors go to the sign-in page;
2. a project the user may not see is a 404 (``selectors.projects_visible_to``);
3. a user who may see it but not act gets 403 (the permission, or membership of the
   reviewing body);
4. a method other than GET or POST is a 405.
Every write is a service call (swppp/services/); a service's ValidationError is put
beside the field it names and nothing changes.
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponseBadRequest,
)
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.core.access import login_required, role_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.core.label_words import in_sentence
from lockport_sw.core.pagination import KeysetPaginator
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite, words

from .. import milestones as milestone_data
from .. import selectors
from ..checklist import EQUIVALENCE, TECHNICAL_STANDARDS, WATER_QUALITY
from ..compare import previous_findings
from ..forms.staff import (
    BodyActForm,
    ChecklistItemForm,
    CommentForm,
    DecisionForm,
    ExemptionDecisionForm,
    FindingsForm,
    MaintenanceForm,
    ProjectFilter,
    RecommendationForm,
    ReviewOptionsForm,
    ReviewPathForm,
    WorkObservedForm,
    mark_invalid,
)
from ..models import ChecklistItem, Outcome, Project, Submission
from ..services import checklist as checklist_services
from ..services import contractors as contractor_services
from ..services import maintenance as maintenance_services
from ..services import projects as project_services
from ..services import review as review_services
from ._access import allow, visible_project, visible_version

PAGE_SIZE = 25
REVIEW = "swppp.review_swppp"
DECIDE_EXEMPTION = "swppp.decide_exemption"
ADD_ITEM = "swppp.add_checklistitem"
CHANGE_ITEM = "swppp.change_checklistitem"


# --- helpers (access: see views/_access.py) ---------------------------------------------
def _error_message(exc: ValidationError) -> str:
    return " ".join(exc.messages)


# --- 1. the review queue -------------------------------------------------------------
@role_required(*OFFICE_ROLES)
@kept_page
def review_queue(request: HttpRequest) -> HttpResponse:
    """SWPPPs waiting for the SMO (§ 159-4B(1), § 159-4C), soonest due first, and those
    with reviewing bodies (§ 159-4B(2))."""
    # Keys first: ordered by each version's clock, a subquery (core/pagination.py).
    page = KeysetPaginator(selectors.review_queue(), PAGE_SIZE, keys_first=True).get_page(
        request.GET
    )
    bodies = Paginator(selectors.with_bodies(), PAGE_SIZE).get_page(request.GET.get("bodies_page"))
    exemptions = Paginator(selectors.exemptions_waiting(), PAGE_SIZE).get_page(
        request.GET.get("exemptions_page")
    )
    return render(
        request,
        "swppp/staff/review_queue.html",
        {"page_obj": page, "bodies": bodies, "exemptions": exemptions},
    )


# --- 2. the project list -------------------------------------------------------------
@role_required(*OFFICE_ROLES)
def project_list(request: HttpRequest) -> HttpResponse:
    projects = ProjectFilter(
        request.GET or None, queryset=selectors.project_list(Project.objects.all())
    )
    page = Paginator(projects.qs, PAGE_SIZE).get_page(request.GET.get("page"))
    context = {"filter": projects, "page_obj": page}
    template = "swppp/staff/_project_rows.html" if request.htmx else "swppp/staff/project_list.html"
    return render(request, template, context)


# --- 3. exemption (§ 159-3B) ---------------------------------------------------------
@login_required
def exemption_decide(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    if not request.user.has_perm(DECIDE_EXEMPTION):
        raise PermissionDenied
    if refused := allow(request, "GET", "POST"):
        return refused
    claimed = project.exemption_status == Project.ExemptionStatus.CLAIMED
    form = ExemptionDecisionForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and claimed and form.is_valid():
        confirm = form.cleaned_data["decision"] == "confirm"
        try:
            project_services.exemption_decide(
                acting_user=request.user,
                project=project,
                confirm=confirm,
                reason=form.cleaned_data["reason"],
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"The exemption is {'confirmed' if confirm else 'rejected'}; the applicant "
                "has been told.",
            )
            return redirect(project)
    elif request.method == "POST" and not claimed:
        messages.error(request, "No exemption is waiting for a decision.")
    return render(
        request,
        "swppp/staff/exemption_decide.html",
        {"project": project, "form": form, "claimed": claimed},
    )


# --- 4. the SMO's review (§ 159-4A, § 159-4B(1), § 159-4C) ---------------------------
ACTIONS = ("path", "findings", "confirm_unchanged", "options", "act", "comment")
WITH_FINDINGS = ("findings", "confirm_unchanged", "act")  # the findings on the page go along


def _options_initial(submission: Submission) -> dict:
    facility = submission.smo_facility_finding
    return {
        "outside_engineer": submission.outside_engineer,
        "accepted_professional_certification": submission.accepted_professional_certification,
        "facility": "" if facility is None else "yes" if facility else "no",
    }


@login_required
def review(request: HttpRequest, pk: int, version: int, kept=None) -> HttpResponse:
    """The SMO's review page: the path, the findings and the act in one form (and the
    § 159-4A options, comments to a body). ``kept``: what the page sent with "Record the
    path", drawn again unbound so the typed decision stays and shows no error yet."""
    project = visible_project(request, pk)
    submission = visible_version(request, project, version)
    if not request.user.has_perm(REVIEW):
        raise PermissionDenied
    if refused := allow(request, "GET", "POST"):
        return refused
    under_review = submission.state == Submission.State.RECEIVED
    with_body = submission.state == Submission.State.FORWARDED
    on_body_path = submission.review_path == Submission.Path.BODY
    act_class = RecommendationForm if on_body_path else DecisionForm
    act_kwargs = {"body": submission.reviewing_body} if on_body_path else {}

    items = selectors.checklist_items(submission)
    findings = selectors.findings_by_item(submission)
    data = request.POST if request.method == "POST" else None
    action = request.POST.get("action") if data is not None else None
    # The path is part of the review form (issue 24): "Record the path" and "Issue the
    # decision" send it with the findings and the act, and nothing typed is lost.
    path_posted = action == "path" or (action == "act" and data is not None and "path" in data)
    path_form = ReviewPathForm(
        data if path_posted else None,
        initial={
            "path": submission.review_path,
            "body": submission.reviewing_body.kind if submission.reviewing_body else "",
        },
        confirming=not submission.path_confirmed,
    )
    findings_form = FindingsForm(
        data if action in (*WITH_FINDINGS, "path") else None, items=items, findings=findings
    )
    options_form = ReviewOptionsForm(
        data if action == "options" else None, initial=_options_initial(submission)
    )
    act_form = act_class(
        data if action == "act" else None,
        initial=_typed_act(kept) if kept is not None else None,
        **act_kwargs,
    )
    comment_form = CommentForm(data if action == "comment" else None)
    here = reverse("swppp:review", args=[project.pk, version])

    if action == "comment" and not with_body or action in ACTIONS[:5] and not under_review:
        messages.error(
            request,
            f"Version {submission.version} is {in_sentence(submission.get_state_display())}: "
            "that is not recorded on this page now.",
        )
        return redirect(here)
    if action == "path" and all([findings_form.is_valid(), path_form.is_valid()]):
        try:
            review_services.path_decide_with_findings(
                acting_user=request.user,
                submission=submission,
                findings=findings_form.findings(),
                path=path_form.cleaned_data["path"],
                body_kind=path_form.cleaned_data["body"],
                reason=path_form.cleaned_data["reason"],
            )
        except ValidationError as exc:
            _review_refused(exc, findings_form=findings_form, path_form=path_form, act_form=None)
        else:
            messages.success(
                request,
                words(
                    "Review path recorded ({cite:swm.review_with_other_body}, "
                    "{cite:swm.review_by_smo})."
                ),
            )
            if not any(k in data for k in ("outcome", "reasons")):
                return redirect(here + "#path")
            # Sent from the review form with a decision typed: the page again, as typed.
            return review(_as_get(request), pk, version, kept=data)
    elif action in ("findings", "confirm_unchanged") and findings_form.is_valid():
        save = (
            review_services.findings_save
            if action == "findings"
            else review_services.findings_confirm_unchanged
        )
        try:
            saved = save(
                acting_user=request.user, submission=submission, findings=findings_form.findings()
            )
        except ValidationError as exc:
            _findings_refused(findings_form, exc)
        else:
            messages.success(
                request, f"Findings saved on {len(saved)} item{'s' if len(saved) != 1 else ''}."
            )
            return redirect(here + "#findings")
    elif action == "options" and options_form.is_valid():
        try:
            review_services.review_options_save(
                acting_user=request.user, submission=submission, **options_form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(options_form, exc)
        else:
            messages.success(request, words("Review options saved ({cite:swm.smo_designation})."))
            return redirect(here + "#options")
    elif action == "act":
        # One pass (issue 24): every form on the page is checked, and the service says
        # every reason at once; it acts only when nothing at all is refused.
        pages_ok = all(
            [
                findings_form.is_valid(),
                act_form.is_valid(),
                not path_form.is_bound or path_form.is_valid(),
            ]
        )
        path_data = getattr(path_form, "cleaned_data", {}) if path_form.is_bound else {}
        confirming = bool(path_data.get("path")) and (
            submission.path_confirmed or path_data.get("confirm_path")
        )
        try:
            acted = review_services.review_act(
                acting_user=request.user,
                submission=submission,
                findings=findings_form.findings(),
                outcome=act_form.cleaned_data.get("outcome") or "",
                reasons=act_form.cleaned_data.get("reasons") or "",
                milestones=act_form.cleaned_data.get("milestones"),
                path=path_data.get("path") if confirming else None,
                body_kind=path_data.get("body", "") if confirming else "",
                path_reason=path_data.get("reason", "") if confirming else "",
                check_only=not pages_ok,
            )
        except ValidationError as exc:
            _review_refused(
                exc, findings_form=findings_form, path_form=path_form, act_form=act_form
            )
        else:
            if acted is not None:
                outcome = Outcome(acted.smo_outcome).label.lower()
                if acted.state == Submission.State.FORWARDED:
                    messages.success(
                        request,
                        f"Version {acted.version} was forwarded to the {acted.reviewing_body} "
                        f"recommending: {outcome} "
                        f"({cite('swm.review_with_other_body.recommendation')}). "
                        f"Recommendation letter {acted.recommendation_letter.number}.",
                    )
                else:
                    messages.success(
                        request,
                        f"Decision issued: {acted.smo_result} ({cite('swm.review_by_smo')}). "
                        f"Letter {acted.letter.number} was sent to the applicant.",
                    )
                return redirect(project)
    elif action == "comment" and comment_form.is_valid():
        try:
            review_services.smo_comment(
                acting_user=request.user,
                submission=submission,
                text=comment_form.cleaned_data["text"],
            )
        except ValidationError as exc:
            apply_validation_error(comment_form, exc)
        else:
            messages.success(request, f"Your comment went to the {submission.reviewing_body}.")
            return redirect(here + "#comments")
    elif action not in (None, *ACTIONS):
        messages.error(request, "Nothing was saved: the page sent an unknown action.")

    mark_invalid(findings_form)
    answers = selectors.answers_by_item(submission)
    responses = selectors.responses_by_item(submission) if submission.version > 1 else {}
    rows = [
        {**row, "finding": findings.get(row["item"].pk), "response": responses.get(row["item"].pk)}
        for row in findings_form.rows(answers)
    ]
    previous = previous_findings(submission)
    rows = [{**row, "previous": previous.get(row["item"].pk)} for row in rows]
    deficient = [f for f in findings.values() if f.status == "deficient"]
    confirmable = [
        row
        for row in rows
        if row["previous"]
        and row["previous"].unchanged
        and row["previous"].acceptable
        and row["finding"] is None
    ]
    return render(
        request,
        "swppp/staff/review.html",
        {
            "project": project,
            "submission": submission,
            "under_review": under_review,
            "with_body": with_body,
            "on_body_path": on_body_path,
            "rows": rows,
            "reviewed_count": len(findings),
            "deficient_count": len(deficient),
            "unreviewed_count": len(items) - len(findings),
            "previous_version": next(iter(previous.values())).version if previous else None,
            "confirmable_count": len(confirmable),
            # The same count as the comparison page's (compare.previous_findings).
            "unchanged_count": sum(
                1 for row in rows if row["previous"] and row["previous"].unchanged
            ),
            "path_form": path_form,
            "findings_form": findings_form,
            "options_form": options_form,
            "engineer_approvals": list(project.engineer_approvals.all()),
            "act_form": act_form,
            "comment_form": comment_form,
            "comments": list(submission.comments.select_related("author")),
            "maintenance_needed": maintenance_services.missing_before_approval(submission),
            "clocks": clocks_for(submission),
            "technical_standards": TECHNICAL_STANDARDS,
            "equivalence": EQUIVALENCE,
            "water_quality": WATER_QUALITY,
        },
    )


def _as_get(request: HttpRequest) -> HttpRequest:
    """The request, as a GET: the review page drawn again after "Record the path"."""
    request.method = "GET"
    return request


def _typed_act(data) -> dict:
    """The decision as typed, to draw it again without errors."""
    return {
        "outcome": data.get("outcome", ""),
        "reasons": data.get("reasons", ""),
        "milestones": data.getlist("milestones") if "milestones" in data else None,
    }


def _review_refused(exc: ValidationError, *, findings_form, path_form, act_form) -> None:
    """A refusal of the review page, all at once: a finding's error beside its item, the
    path's beside the path, the act's beside the act; an error a field already shows (the
    form's own "required") is not said twice."""
    errors = exc.message_dict if hasattr(exc, "error_dict") else {"outcome": exc.messages}
    for key, said in errors.items():
        if key.startswith("finding-"):
            findings_form.apply_item_errors({key: said})
            continue
        if key in ("path", "body", "reason") and path_form.is_bound:
            form = path_form
            if key == "path" and "confirm_path" in path_form.fields:
                key = "confirm_path"
        elif key in ("path", "body", "reason"):
            form, key = (act_form if act_form is not None else findings_form), None
        else:
            form = act_form if act_form is not None else path_form
        if key not in form.fields:
            key = None
        for message in said:
            shown = form.errors.get(key or "__all__", [])
            if message not in shown and not (key and form.errors.get(key)):
                form.add_error(key, message)


def _findings_refused(findings_form: FindingsForm, exc: ValidationError) -> None:
    """A finding refused by the service goes beside its item; the rest above the table."""
    if hasattr(exc, "error_dict"):
        findings_form.apply_item_errors(exc.message_dict)
    else:
        findings_form.add_error(None, _error_message(exc))


# --- 5. the reviewing body's action (§ 159-4B(2)) ------------------------------------
@login_required
def body_act(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    """The body's act, in two steps: the form, then a confirmation page showing the act as
    it will be recorded and issued (a final act asks for confirmation first). "Change"
    goes back to the form with everything as typed."""
    project = visible_project(request, pk)
    submission = visible_version(request, project, version)
    if not request.user.has_perm("swppp.act_for_body", submission):
        raise PermissionDenied
    if refused := allow(request, "GET", "POST"):
        return refused
    waiting = submission.state == Submission.State.FORWARDED
    step = request.POST.get("step", "") if request.method == "POST" else ""
    form = BodyActForm(
        request.POST if request.method == "POST" else None, body=submission.reviewing_body
    )
    if request.method == "POST":
        if not waiting:
            messages.error(request, "The SWPPP is not waiting for the reviewing body.")
            return redirect("swppp:body_act", pk=project.pk, version=submission.version)
        if form.is_valid() and step in ("review", "confirm"):
            act = review_services.BodyAct(**form.act())
            try:
                if step == "review":
                    checked = review_services.body_act_check(
                        acting_user=request.user, submission=submission, act=act
                    )
                    return render(
                        request,
                        "swppp/staff/body_act_confirm.html",
                        _confirm_context(project, submission, form, checked),
                    )
                acted = review_services.body_act(
                    acting_user=request.user, submission=submission, act=act
                )
            except ValidationError as exc:
                apply_validation_error(form, exc)
            else:
                messages.success(
                    request,
                    f"The {acted.reviewing_body}'s act is recorded: {acted.body_result} "
                    f"({cite('swm.review_with_other_body.body_act')}). "
                    f"Letter {acted.letter.number} was issued in its name and sent to the "
                    "applicant.",
                )
                return redirect(project)
        elif step == "change":
            form.errors.clear()  # back to the form as typed, no errors yet
    mark_invalid(form)
    return render(request, "swppp/staff/body_act.html", _body_context(project, submission, form))


def _body_context(project, submission, form) -> dict:
    items = selectors.checklist_items(submission)
    answers = selectors.answers_by_item(submission)
    findings = selectors.findings_by_item(submission)
    rows = [
        {"item": item, "answer": answers.get(item.pk), "finding": findings.get(item.pk)}
        for item in items
    ]
    return {
        "project": project,
        "submission": submission,
        "waiting": submission.state == Submission.State.FORWARDED,
        # § 159-8A(1): the milestones are the SMO's, shown to the body, not chosen by it.
        "smo_milestones": milestone_data.chosen(review_services.smo_milestones(submission)),
        "rows": rows,
        "deficient_count": sum(1 for f in findings.values() if f.status == "deficient"),
        "recommendation": selectors.recommendation_for(submission),
        "comments": list(submission.comments.select_related("author")),
        "maintenance_needed": maintenance_services.missing_before_approval(submission),
        "form": form,
    }


def _confirm_context(project, submission, form, act) -> dict:
    return {
        "project": project,
        "submission": submission,
        "form": form,
        "act": act,
        "outcome": Outcome(act.outcome),
        "milestones": milestone_data.chosen(act.milestones or []),
        # Approving over a finding the SMO left deficient is said before it is recorded.
        "deficient": [
            f for f in selectors.findings_by_item(submission).values() if f.status == "deficient"
        ],
        "recommendation": selectors.recommendation_for(submission),
    }


# --- 5b. maintenance easement and agreement (§ 159-7B, § 159-7C(4)) ------------------
@login_required
def maintenance_record(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    if not request.user.has_perm(REVIEW):
        raise PermissionDenied
    if refused := allow(request, "GET", "POST"):
        return refused
    posted = request.method == "POST"
    form = MaintenanceForm(request.POST if posted else None, request.FILES if posted else None)
    if posted and form.is_valid():
        try:
            instrument = maintenance_services.instrument_record(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Recorded: {instrument}.")
            return redirect(f"{project.get_absolute_url()}#maintenance")
    return render(
        request,
        "swppp/staff/maintenance_form.html",
        {"project": project, "form": form, "recorded": selectors.maintenance_of(project)},
    )


# --- 6. the checklist (§ 159-5B) -----------------------------------------------------
@role_required(*OFFICE_ROLES)
def checklist(request: HttpRequest) -> HttpResponse:
    if refused := allow(request, "GET", "POST"):
        return refused
    action = request.POST.get("action") if request.method == "POST" else None
    if request.method == "POST":
        needed = {"add": ADD_ITEM, "set_active": CHANGE_ITEM}.get(action)
        if not request.user.has_perm(needed or ADD_ITEM):
            raise PermissionDenied
        if needed is None:
            return HttpResponseBadRequest("Unknown action.")
    form = ChecklistItemForm(request.POST if action == "add" else None)
    if action == "add" and form.is_valid():
        try:
            item = checklist_services.checklist_item_add(
                acting_user=request.user, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Added {item}. Drafts and future versions answer it; received versions keep "
                "their checklist.",
            )
            return redirect("swppp:checklist")
    elif action == "set_active":
        item = get_object_or_404(ChecklistItem, pk=request.POST.get("item") or 0)
        active = request.POST.get("active") == "1"
        try:
            checklist_services.checklist_item_set_active(
                acting_user=request.user, item=item, active=active
            )
        except ValidationError as exc:
            messages.error(request, _error_message(exc))
        else:
            messages.success(
                request,
                f"{item.citation} is {'back in use' if active else 'out of use'} for drafts and "
                "future versions.",
            )
        return redirect("swppp:checklist")
    items = selectors.all_items()
    parts = [
        {"part": label, "code": value, "items": [i for i in items if i.part == value]}
        for value, label in ChecklistItem.Part.choices
    ]
    return render(request, "swppp/staff/checklist.html", {"parts": parts, "form": form})


# --- § 159-5A: land development without an approved SWPPP ------------------------------
@login_required
def work_observed(request: HttpRequest, pk: int) -> HttpResponse:
    """Town staff record land development seen at a project's site before any SWPPP was
    approved: a violation of § 159-5A, on the SMO's queue (contractors.work_observed)."""
    project = visible_project(request, pk)
    if not request.user.has_perm("enforcement.record_violation"):
        raise PermissionDenied
    if refused := allow(request, "GET", "POST"):
        return refused
    form = WorkObservedForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            violation = contractor_services.work_observed(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Recorded violation {violation.reference} of {cite('swm.swppp_requirement')}: "
                "land development without an approved SWPPP. The SMO has been told.",
            )
            return redirect(violation)
    return render(request, "swppp/staff/work_observed.html", {"project": project, "form": form})


@login_required
def engineer_approval(request: HttpRequest, pk: int) -> HttpResponse:
    """§ 159-4A(2): a Board member or the Municipal Clerk records the Town Board's
    resolution approving an outside engineer for the project, with the vote."""
    from lockport_sw.bodies.models import Body
    from lockport_sw.calendar.words import town_today

    from ..forms.staff import EngineerApprovalForm
    from ..services import engineer as engineer_services

    if not request.user.has_perm(engineer_services.RECORD):
        raise PermissionDenied
    if refused := allow(request, "GET", "POST"):
        return refused
    project = get_object_or_404(Project, pk=pk)
    board = Body.objects.get(kind=Body.Kind.TOWN_BOARD)
    post = request.POST if request.method == "POST" else None
    day = town_today()
    if post is not None:
        probe = EngineerApprovalForm(post)
        probe.is_valid()
        day = probe.cleaned_data.get("adopted_on") or day
    form = EngineerApprovalForm(
        post, initial={"adopted_on": town_today()}, members=list(board.members_on(day))
    )
    if post is not None and form.is_valid():
        data = form.cleaned_data
        try:
            approval = engineer_services.engineer_approval_record(
                acting_user=request.user,
                project=project,
                engineer=data["engineer"],
                resolution=data["resolution"],
                adopted_on=data["adopted_on"],
                votes=form.member_votes(),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"{approval.citation} is recorded.")
            return redirect(reverse("swppp:engineer_approval", args=[project.pk]))
    return render(
        request,
        "swppp/staff/engineer_approval.html",
        {
            "project": project,
            "form": form,
            "board": board,
            "approvals": list(project.engineer_approvals.all()),
        },
    )
