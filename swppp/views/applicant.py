"""The applicant's pages (and the read-only project and version pages everyone who may see
a project shares).

Access, in this order, on every page: anonymous visitors go to the sign-in page; a
project outside the user's reach (``selectors.projects_visible_to``) or an unknown
version is a 404, never a 403; an act only the project's applicant may do is a 403 for
anyone else who may see the project; then the HTTP method (405 for a GET on a POST-only
act). Every write is a service call; every rule is the service's.
"""

from __future__ import annotations

from datetime import date

from django import forms
from django.contrib import messages
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django_htmx.http import HttpResponseClientRedirect

from enforcement import selectors as enforcement_selectors
from inspections import selectors as inspection_selectors
from lockport_sw.audit.selectors import timeline
from lockport_sw.calendar.words import long_date, long_datetime
from lockport_sw.core.access import login_required, permission_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.versions import StaleEdit
from lockport_sw.core.versions import token as version_token
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite

from .. import applicability, selectors, status
from .. import compare as versions
from ..forms.applicant import (
    ContractorForm,
    DraftForm,
    ProfessionalRequestForm,
    ProfessionalSelfSignForm,
    ProjectForm,
)
from ..models import ItemAnswer, Project, Submission
from ..models.contractors import CONTRACTOR_STATEMENT
from ..services import contractors as contractor_services
from ..services import maintenance, plans, professional, projects
from ..services.projects import PROJECT_FIELDS
from ._access import allow, require_applicant, visible_project, visible_version

State = Submission.State


# Access: see views/_access.py ---------------------------------------------------------------
def _open_clock(clocks):
    return next((c for c in clocks if c.is_unresolved), None)


def _long_date(day) -> str:
    return long_date(day, weekday=True)


def _received_text(submission: Submission) -> str:
    return long_datetime(submission.received_at)


# 1. New project ---------------------------------------------------------------------------
@permission_required("swppp.add_project")
def project_create(request: HttpRequest) -> HttpResponse:
    if bad := allow(request, "GET", "POST"):
        return bad
    form = ProjectForm(
        request.POST if request.method == "POST" else None,
        ask_address=projects.applicant_address_needed(request.user),
    )
    if request.method == "POST" and not form.is_valid():
        # One pass (issue 46, item 8): the service's checks of what the form could read,
        # beside the form's own refusals, so that no error waits for another to be fixed.
        _every_error(
            form,
            projects.project_create_check(acting_user=request.user, **form.cleaned_data),
        )
    elif request.method == "POST":
        try:
            project = projects.project_create(acting_user=request.user, **form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Registered project {project.reference}. Its SWPPP (version 1) is a draft: "
                f"complete it and submit it ({cite('swm.swppp_requirement')}).",
            )
            return redirect(project)
    return render(
        request,
        "swppp/applicant/project_form.html",
        {"form": form, "title": "Register a land development project"},
    )


def _every_error(form, errors: dict[str, list[str]]) -> None:
    """Add a service's refusals to a form the form itself refused: beside each field the
    form did not already refuse (a field refused by the form keeps its own message, the
    service having read it as missing)."""
    for field, refusals in errors.items():
        target = field if field in form.fields else None
        if target is not None and target in form.errors:
            continue
        if target is None and field != NON_FIELD_ERRORS:
            continue
        for message in refusals:
            form.add_error(target, message)


# 2. The project page ----------------------------------------------------------------------
def _project_context(request: HttpRequest, project: Project) -> dict:
    """Everything the project page shows, in a fixed number of queries."""
    submissions = list(
        selectors.versions_visible_to(request.user, project)
        .select_related("letter", "recommendation_letter", "reviewing_body")
        .order_by("version")
    )
    for s in submissions:
        s.project = project
    latest = submissions[-1] if submissions else None
    clocks = list(clocks_for(latest)) if latest else []
    clock = _open_clock(clocks)
    is_applicant = project.applicant_id == request.user.pk
    latest_state = latest.state if latest else None
    return {
        "project": project,
        "assessment": applicability.assess(project),
        "submissions": list(reversed(submissions)),
        "latest": latest,
        "clocks": clocks,
        "open_clock": clock,
        "next_step": status.next_step(
            latest_state,
            review_path=latest.review_path if latest else "",
            body=latest.reviewing_body.name if latest and latest.reviewing_body else "",
            due_date=clock.due_date if clock else None,
            exemption_status=project.exemption_status,
        ),
        "contractors": selectors.contractors_of(project),
        # § 159-5A: land development begins only once a SWPPP is approved.
        "approved": (approved := selectors.approved_among(submissions)),
        # § 159-8B: and only once each guarantee required "prior to construction" is accepted.
        "construction_waits": (
            contractor_services.construction_waits_for(project) if approved else []
        ),
        # Permissions are read only for office staff: an applicant's page costs no query.
        "can_record_work_seen": request.user.is_office_staff
        and request.user.has_perm("enforcement.record_violation"),
        "statement": CONTRACTOR_STATEMENT,
        "contractor_form": ContractorForm() if is_applicant else None,
        "maintenance": selectors.maintenance_of(project),
        "maintenance_needed": (
            maintenance.missing_before_approval(latest) if latest and latest.received_at else []
        ),
        # § 159-3A: the site in the Town, and a correction of it waiting for the SMO.
        "site_request": project.site_corrections.filter(state="open").first(),
        "events": list(timeline(project)),
        "is_applicant": is_applicant,
        "can_edit_project": is_applicant and (latest is None or latest.allows_project_changes),
        "can_revise": is_applicant and latest is not None and latest.can_be_revised,
        "draft": latest if latest is not None and latest.is_draft else None,
        **_enforcement_context(request, project),
        **_inspections_context(request, project, submissions, is_applicant),
    }


def _inspections_context(request: HttpRequest, project: Project, submissions, is_applicant):
    """§ 159-8A(1): a work hold in effect is shown to everyone who sees the project; the
    project's inspections; the applicant of an approved SWPPP requests inspections.
    Two queries."""
    approved = any(s.state == State.APPROVED for s in submissions)
    return {
        "work_holds": list(inspection_selectors.holds_in_effect(project)),
        "inspections": list(inspection_selectors.inspections_of(project)[:20]),
        "request_inspection_url": reverse(
            "inspections:request_create", args=["project", project.pk]
        )
        if is_applicant and approved
        else "",
    }


def _enforcement_context(request: HttpRequest, project: Project) -> dict:
    """§ 159-8C(2): a stop-work order in effect is shown to everyone who sees the project;
    office staff also see the violations found from it and may record one."""
    staff = request.user.is_office_staff
    context = {
        "stop_work_orders": list(enforcement_selectors.orders_in_effect(project)),
        "violations": list(enforcement_selectors.violations_for_subject(project)) if staff else [],
        "record_violation_url": "",
    }
    if staff and request.user.has_perm("enforcement.record_violation"):
        subject = f"{ContentType.objects.get_for_model(project).pk}.{project.pk}"
        context["record_violation_url"] = (
            f"{reverse('enforcement:violation_create')}?subject={subject}"
            f"&parcel={project.parcel_id}&party={project.applicant_party_id}&chapter=159"
        )
    return context


@login_required
def project_detail(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    if bad := allow(request, "GET", "HEAD"):
        return bad
    return render(request, "swppp/project_detail.html", _project_context(request, project))


# 3. Edit the project ----------------------------------------------------------------------
@login_required
def project_update(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "GET", "POST"):
        return bad
    latest = project.submissions.order_by("-version").first()
    # Issue 46, item 8: a project that can no longer change is shown read-only, saying
    # why; a post to it changes nothing and says the same.
    if refusal := projects.change_refusal(latest):
        return _project_read_only(request, project, latest, refusal)
    form = ProjectForm(
        request.POST if request.method == "POST" else None,
        project=project,
        with_property=False,
        version=version_token(project),
    )
    if request.method == "POST" and not form.is_valid():
        _every_error(form, projects.project_update_check(project=project, **form.cleaned_data))
    elif request.method == "POST":
        try:
            project = projects.project_update(
                acting_user=request.user,
                project=project,
                version=form.read_version,
                **form.cleaned_data,
            )
        except StaleEdit as exc:
            now = Project.objects.get(pk=project.pk)
            form.show_stale(exc, saved=ProjectForm(project=now, with_property=False))
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Saved the changes to project {project.reference}.")
            return redirect(project)
    return render(
        request,
        "swppp/applicant/project_form.html",
        {
            "form": form,
            "project": project,
            "title": f"Edit project {project.reference}",
            "latest": latest,
        },
    )


def _shown(project: Project, name: str) -> str:
    """A project's answer as the read-only page shows it."""
    field = Project._meta.get_field(name)
    value = getattr(project, name)
    if field.choices:
        return getattr(project, f"get_{name}_display")() or "—"
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if value is None or value == "":
        return "—"
    if isinstance(value, date):
        return long_date(value)
    return str(value)


def _project_read_only(request, project: Project, latest, refusal: str) -> HttpResponse:
    form = ProjectForm(project=project, with_property=False)
    context = {
        "project": project,
        "title": f"Project {project.reference}: its details",
        "latest": latest,
        "locked": refusal,
        "rows": [(form.fields[name].label, _shown(project, name)) for name in PROJECT_FIELDS],
    }
    if request.method == "POST":
        context["page_errors"] = [{"message": refusal, "href": "#project-locked"}]
        context["page_errors_lead"] = "Nothing was saved."
    return render(request, "swppp/applicant/project_form.html", context)


# 4. A version, read-only ------------------------------------------------------------------
def _render_submission(
    request: HttpRequest, project: Project, submission: Submission
) -> HttpResponse:
    items = selectors.checklist_items(submission)
    answers = selectors.answers_by_item(submission)
    show_findings = selectors.findings_shown_to(request.user, submission)
    findings = selectors.findings_by_item(submission) if show_findings else {}
    is_applicant = project.applicant_id == request.user.pk
    rows = [
        {
            "item": item,
            "answer": answers.get(item.pk),
            "files": list(answers[item.pk].uploads.all()) if item.pk in answers else [],
            "finding": findings.get(item.pk),
        }
        for item in items
    ]
    clocks = list(clocks_for(submission)) if submission.received_at else []
    return render(
        request,
        "swppp/submission_detail.html",
        {
            "project": project,
            "submission": submission,
            "signature": professional.valid_signature(submission),
            "signatures": selectors.signatures_of(submission) if is_applicant else [],
            "rows": rows,
            "show_findings": show_findings,
            "responses": list(
                submission.responses.select_related("finding__item").order_by(
                    "finding__item__part", "finding__item__order"
                )
            ),
            "assessment": applicability.assess(project),
            "clocks": clocks,
            "certifications": list(
                project.contractor_certifications.order_by("certified_on", "pk")
            ),
            "statement": CONTRACTOR_STATEMENT,
            "is_applicant": is_applicant,
            "missing": plans.missing(submission) if is_applicant and submission.is_draft else [],
        },
    )


@login_required
def submission_detail(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    project = visible_project(request, pk)
    submission = visible_version(request, project, version)
    if bad := allow(request, "GET", "HEAD"):
        return bad
    return _render_submission(request, project, submission)


# 5. Edit the draft --------------------------------------------------------------------------
def _own_draft(request: HttpRequest, pk: int, version: int) -> tuple[Project, Submission]:
    project = visible_project(request, pk)
    submission = visible_version(request, project, version)
    require_applicant(request, project)
    return project, submission


def _not_a_draft(request: HttpRequest, submission: Submission) -> HttpResponse:
    messages.info(
        request,
        f"Version {submission.version} was received on {_received_text(submission)}; it can "
        "no longer change. A revision is a new version.",
    )
    return redirect(submission)


def _draft_form(request: HttpRequest, submission: Submission, assessment, data=None, files=None):
    return DraftForm(
        data,
        files,
        submission=submission,
        items=list(plans.required_items(submission.project)),
        answers=selectors.answers_by_item(submission),
        findings=list(plans.findings_to_answer(submission)),
        responses={r.finding_id: r.text for r in submission.responses.all()},
        phasing=assessment.phasing.applies,
        version=version_token(submission),
    )


def _render_edit(
    request: HttpRequest, project: Project, submission: Submission, form: DraftForm, **summary
) -> HttpResponse:
    """The draft page. ``summary``: ``page_errors`` and ``page_errors_lead`` for the
    layout's error summary (what a refused submission lacks)."""
    return render(
        request,
        "swppp/applicant/submission_edit.html",
        {
            "project": project,
            "submission": submission,
            "signature": professional.valid_signature(submission),
            "signatures": selectors.signatures_of(submission),
            "form": form,
            "rows": form.item_rows(),
            "responses": form.response_rows(),
            "assessment": applicability.assess(project),
            "missing": plans.missing(submission),
            **summary,
        },
    )


def _submitted(request: HttpRequest, project: Project, received: Submission) -> HttpResponse:
    clock = _open_clock(clocks_for(received))
    due = (
        f" Under {clock.rule.citation} the review is due by {_long_date(clock.due_date)}."
        if clock
        else ""
    )
    messages.success(
        request,
        f"Received version {received.version} on {_received_text(received)}.{due} "
        "A receipt was sent to you.",
    )
    return redirect(project)


def _incomplete(
    request: HttpRequest,
    project: Project,
    submission: Submission,
    exc: plans.Incomplete,
    *,
    saved: bool,
    data=None,
) -> HttpResponse:
    """§ 159-5A: not received while anything required is missing. The draft page, with
    each gap in the error summary and beside its field, and the work as saved."""
    submission.refresh_from_db()
    assessment = applicability.assess(project)
    form = _draft_form(request, submission, assessment, data=data)
    if data is None:
        # Nothing was posted with the button (the version page): show the draft as saved.
        form = _draft_form(request, submission, assessment, data=_saved_data(form))
    form.carry_version(version_token(submission))  # saved by this very post, if anything
    form.is_valid()
    elsewhere = form.show_missing(exc.gaps)
    changes = "Your changes were saved. " if saved else ""
    return _render_edit(
        request,
        project,
        submission,
        form,
        page_errors=elsewhere,
        page_errors_saved=True,
        page_errors_lead=f"{changes}Version {submission.version} was not submitted: the SWPPP "
        f"is incomplete ({cite('swm.swppp_requirement')}). No application is reviewed until a "
        "SWPPP that complies is "
        "received. Give what is missing and submit it again:",
    )


def _saved_data(form: DraftForm) -> QueryDict:
    """The draft as saved, as the page would post it back (to show gaps beside fields)."""
    data = QueryDict(mutable=True)
    for name, field in form.fields.items():
        value = form.get_initial_for_field(field, name)
        if isinstance(field, forms.BooleanField):
            if value:
                data[name] = "on"
        elif value not in (None, ""):
            data[name] = str(value)
    return data


@login_required
def submission_edit(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    """The draft page. "Save the draft" saves it; "Submit version N" saves the page's
    changes first (all or nothing) and then submits it (plans.draft_save_and_submit)."""
    project, submission = _own_draft(request, pk, version)
    if bad := allow(request, "GET", "POST"):
        return bad
    if not submission.is_draft:
        return _not_a_draft(request, submission)
    posted = request.method == "POST"
    assessment = applicability.assess(project)
    form = _draft_form(
        request,
        submission,
        assessment,
        request.POST if posted else None,
        request.FILES if posted else None,
    )
    if not posted:
        return _render_edit(request, project, submission, form)
    submitting = request.POST.get("intent") == "submit"
    held = plans.held_files(acting_user=request.user, submission=submission, held=form.held_data())
    if form.is_valid():
        page = {
            "answers": form.answers_data(request.FILES),
            "contents": form.contents_data(),
            "responses": form.responses_data(),
            "held": {item: [u.pk for u in uploads] for item, uploads in held.items()},
            "version": form.read_version,
        }
        try:
            if submitting:
                received = plans.draft_save_and_submit(
                    acting_user=request.user, submission=submission, **page
                )
            else:
                plans.draft_save(acting_user=request.user, submission=submission, **page)
        except plans.Incomplete as exc:
            return _incomplete(request, project, submission, exc, saved=True, data=request.POST)
        except StaleEdit as exc:
            now = Submission.objects.get(pk=submission.pk)
            form.show_stale(exc, saved=_draft_form(request, now, assessment))
        except ValidationError as exc:
            form.apply_service_errors(exc)
        else:
            if submitting:
                return _submitted(request, project, received)
            messages.success(request, f"Saved the draft of version {submission.version}.")
            return redirect("swppp:submission_edit", project.pk, submission.version)
    # Refused, nothing saved: keep every good file chosen (stored, attached at the next save).
    kept = plans.draft_files_hold(
        acting_user=request.user, submission=submission, files=form.files_data(request.FILES)
    )
    form.held = {item: held.get(item, []) + kept.get(item, []) for item in {*held, *kept}}
    return _render_edit(request, project, submission, form)


# 6. Submit ----------------------------------------------------------------------------------
@login_required
def submission_submit(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    """Submit the draft as saved (the button on the version page). Refused, the draft page
    says what is missing beside each field."""
    project, submission = _own_draft(request, pk, version)
    if bad := allow(request, "POST"):
        return bad
    if not submission.is_draft:
        return _not_a_draft(request, submission)
    try:
        received = plans.submit(acting_user=request.user, submission=submission)
    except plans.Incomplete as exc:
        return _incomplete(request, project, submission, exc, saved=False)
    return _submitted(request, project, received)


# 7. Start a revision ------------------------------------------------------------------------
@login_required
def revise(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    require_applicant(request, project)
    if bad := allow(request, "POST"):
        return bad
    try:
        draft = plans.revise(acting_user=request.user, project=project)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(project)
    messages.success(
        request,
        f"Started version {draft.version}. It carries the answers of version "
        f"{draft.version - 1}: revise them, answer each finding, ask the licensed "
        f"professional to sign the revised plan ({cite('swm.professional_certification')}) and "
        "submit it.",
    )
    return redirect("swppp:submission_edit", project.pk, draft.version)


# 8. Remove a file from a draft's answer -----------------------------------------------------
@login_required
def answer_file_remove(request: HttpRequest, pk: int, version: int, upload) -> HttpResponse:
    project, submission = _own_draft(request, pk, version)
    answer = get_object_or_404(
        ItemAnswer.objects.select_related("submission"), submission=submission, uploads__pk=upload
    )
    if bad := allow(request, "POST"):
        return bad
    try:
        plans.answer_remove_file(acting_user=request.user, answer=answer, upload_id=upload)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        if request.htmx:
            return HttpResponseClientRedirect(submission.get_absolute_url())
        return redirect(submission)
    if request.htmx:
        return HttpResponse("")  # the file's list item is swapped out
    messages.success(request, "Removed the file from the draft.")
    return redirect("swppp:submission_edit", project.pk, submission.version)


# 9. Compare a version with the one before ---------------------------------------------------
@login_required
def compare(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    project = visible_project(request, pk)
    submission = visible_version(request, project, version)
    if version < 2:
        raise Http404("Version 1 has no earlier version.")
    if bad := allow(request, "GET", "HEAD"):
        return bad
    try:
        comparison = versions.load_comparison(
            selectors.versions_visible_to(request.user, project), version
        )
    except Submission.DoesNotExist:
        raise Http404("No earlier version.") from None
    return render(
        request,
        "swppp/compare.html",
        {"project": project, "submission": submission, "comparison": comparison},
    )


# 10. The licensed professional's signature (§ 159-5B(4)) ------------------------------------
@login_required
def professional_request(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    """The applicant asks the professional preparing the plan to sign this draft: a link
    goes to the professional's own address."""
    project, submission = _own_draft(request, pk, version)
    if bad := allow(request, "GET", "POST"):
        return bad
    if not submission.is_draft:
        return _not_a_draft(request, submission)
    form = ProfessionalRequestForm(
        request.POST if request.method == "POST" else None,
        initial=professional.last_signer(project),  # a revision: the engineer of the last
    )
    if request.method == "POST" and form.is_valid():
        try:
            signature = professional.signature_request(
                acting_user=request.user, submission=submission, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"A link to sign version {submission.version} was sent to "
                f"{signature.link.email}. {signature.requested_name} signs it there; you "
                "submit the version once it is signed.",
            )
            return redirect(reverse("swppp:submission_edit", args=[pk, version]) + "#signature")
    return render(
        request,
        "swppp/applicant/professional_request.html",
        {"project": project, "submission": submission, "form": form},
    )


@login_required
def professional_withdraw(request: HttpRequest, pk: int, version: int, signature: int):
    project, submission = _own_draft(request, pk, version)
    request_row = get_object_or_404(submission.signatures.select_related("link"), pk=signature)
    if bad := allow(request, "POST"):
        return bad
    try:
        professional.signature_withdraw(acting_user=request.user, signature=request_row)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, "The link is withdrawn; it can no longer be used to sign.")
    return redirect(reverse("swppp:submission_edit", args=[pk, version]) + "#signature")


# The developer (§ 159-8A(1) "the applicant and developer") -------------------------------
@login_required
def project_developer(request: HttpRequest, pk: int) -> HttpResponse:
    """The applicant or the SMO records who the developer is; letters name a developer
    only once one is recorded."""
    from django.core.exceptions import PermissionDenied

    from ..forms.applicant import DeveloperForm

    project = visible_project(request, pk)
    if not (project.applicant_id == request.user.pk or request.user.has_perm("swppp.review_swppp")):
        raise PermissionDenied("Only the project's applicant or the SMO records the developer.")
    if bad := allow(request, "GET", "POST"):
        return bad
    form = DeveloperForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            project = projects.project_developer_record(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Developer recorded: {project.developer_party.name}.")
            return redirect(project)
    return render(
        request,
        "swppp/project_developer.html",
        {"form": form, "project": project},
    )


@login_required
def professional_self_sign(request: HttpRequest, pk: int, version: int) -> HttpResponse:
    """§ 159-5B(4): the applicant who is the licensed professional preparing the plan signs
    it in person (the same record as through the link)."""
    project, submission = _own_draft(request, pk, version)
    if bad := allow(request, "GET", "POST"):
        return bad
    if not submission.is_draft:
        return _not_a_draft(request, submission)
    form = ProfessionalSelfSignForm(
        request.POST if request.method == "POST" else None,
        initial={
            "name": request.user.full_name,
            "fingerprint": professional.fingerprint(submission),
        },
    )
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            signed = professional.signature_self_sign(
                acting_user=request.user,
                submission=submission,
                preparer=data["preparer"],
                name=data["name"],
                license_number=data["license_number"],
                designation=data["designation"],
                certifies_design=data["certifies_design"],
                certifies_conformance=data["certifies_conformance"],
                seen_fingerprint=data["fingerprint"],
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"You signed version {submission.version} as the licensed professional "
                f"preparing it ({signed.get_designation_display()}, New York license "
                f"{signed.license_number}). Any change to the draft now needs a new signature.",
            )
            return redirect(reverse("swppp:submission_edit", args=[pk, version]) + "#signature")
    return render(
        request,
        "swppp/applicant/professional_self_sign.html",
        {"project": project, "submission": submission, "form": form},
    )
