"""A SWPPP version from draft to receipt, and revisions.

§ 159-5A: no application is reviewed until a SWPPP that complies is received, so a
version cannot be submitted while anything required is missing, and the 45-day clock
(§ 159-4B(1) or § 159-4C) starts only at receipt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import services as clocks
from lockport_sw.documents.services import upload_store
from lockport_sw.documents.uploads import validate_upload
from lockport_sw.notifications.services import notify

from .. import applicability
from ..models import (
    ChecklistItem,
    Finding,
    FindingResponse,
    ItemAnswer,
    Project,
    ReviewingBody,
    Submission,
)
from ._common import latest_submission, record, require, require_applicant, require_draft

# New York license numbers of professional engineers and landscape architects are
# six digits (written with a leading zero); accept 5 to 7 digits as issued.
LICENSE_NUMBER = re.compile(r"^\d{5,7}$")

RECERTIFY = ("professional_certifies", "professional_signature", "professional_signed_on")
CONTENT_FIELDS = (
    "phasing_justification",
    "professional_name",
    "professional_designation",
    "professional_license_number",
    "professional_certifies",
    "professional_signature",
    "professional_signed_on",
    "other_permits",
    "other_permits_assured",
)


@dataclass(frozen=True)
class Missing:
    """Something a version lacks before it can be received."""

    key: str  # a checklist code or a field name
    citation: str
    text: str


def required_items(project: Project) -> QuerySet[ChecklistItem]:
    """§ 159-5B(1) always; § 159-5B(3) too when Condition A, B or C applies (§ 159-5B(2))."""
    parts = [ChecklistItem.Part.BASIC]
    if applicability.assess(project).post_construction_required:
        parts.append(ChecklistItem.Part.POST_CONSTRUCTION)
    return ChecklistItem.objects.filter(active=True, part__in=parts).order_by("part", "order")


def _previous(submission: Submission) -> Submission | None:
    return (
        Submission.objects.filter(project_id=submission.project_id, version__lt=submission.version)
        .order_by("-version")
        .first()
    )


def findings_to_answer(submission: Submission) -> QuerySet[Finding]:
    """The deficient findings of the version before this one: a revision answers each."""
    previous = _previous(submission)
    if previous is None:
        return Finding.objects.none()
    return previous.findings.filter(status=Finding.Status.DEFICIENT).select_related("item")


def missing(submission: Submission) -> list[Missing]:
    """Everything the version lacks, in the order of the statute; empty when complete."""
    project = submission.project
    assessment = applicability.assess(project)
    gaps: list[Missing] = []
    if not assessment.land_development.applies:
        gaps.append(Missing("project", "§ 159-2", assessment.land_development.reason))
    if assessment.exempt:
        gaps.append(Missing("project", "§ 159-3B", "The project is exempt; no SWPPP is reviewed."))
    answers = {
        a.item_id: a for a in submission.answers.prefetch_related("uploads").select_related("item")
    }
    for item in required_items(project):
        answer = answers.get(item.pk)
        if answer is None or not (answer.text.strip() or answer.uploads.all()):
            gaps.append(Missing(item.code, item.citation, f"{item.label}: give text or a file."))
    if assessment.phasing.applies and not submission.phasing_justification.strip():
        gaps.append(
            Missing(
                "phasing_justification",
                "§ 159-5B(1)(d)",
                "More than five acres disturbed at one time: justify it in the phasing plan.",
            )
        )
    professional = {
        "professional_name": "the licensed professional's name",
        "professional_designation": "PE or RLA",
        "professional_license_number": "the New York license number",
        "professional_signature": "the signature (typed name)",
        "professional_signed_on": "the date signed",
    }
    for name, label in professional.items():
        if not getattr(submission, name):
            gaps.append(Missing(name, "§ 159-5B(4)", f"Professional certification: {label}."))
    if not submission.professional_certifies:
        gaps.append(
            Missing(
                "professional_certifies",
                "§ 159-5B(4)",
                "Professional certification: the certification that the design meets Chapter 159.",
            )
        )
    if not submission.other_permits_assured:
        gaps.append(
            Missing(
                "other_permits_assured",
                "§ 159-5C",
                "Assure that the other environmental permits have been or will be acquired.",
            )
        )
    answered = set(submission.responses.values_list("finding_id", flat=True))
    for finding in findings_to_answer(submission):
        if finding.pk not in answered:
            gaps.append(
                Missing(
                    f"response-{finding.pk}",
                    finding.item.citation,
                    f"Answer the finding on {finding.item.label}: “{finding.comment}”.",
                )
            )
    return gaps


def _draft(acting_user, submission: Submission) -> Submission:
    require_applicant(acting_user, submission.project)
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    require_draft(submission)
    return submission


@transaction.atomic
def answer_save(
    *, acting_user, submission: Submission, item: ChecklistItem, text: str = "", files=()
) -> ItemAnswer:
    """The applicant answers a checklist item with text and/or files (added to any
    already there). Bad files are refused and nothing of the answer changes."""
    submission = _draft(acting_user, submission)
    answer, _ = ItemAnswer.objects.get_or_create(submission=submission, item=item)
    answer.text = (text or "").strip()
    answer.save()
    for upload in [
        upload_store(acting_user=acting_user, file=f, subject=submission) for f in files
    ]:
        answer.uploads.add(upload)
    return answer


@transaction.atomic
def answer_remove_file(*, acting_user, answer: ItemAnswer, upload_id) -> None:
    """Detach a file from a draft's answer (the stored file itself is kept: uploads are
    never deleted)."""
    _draft(acting_user, answer.submission)
    if not answer.uploads.filter(pk=upload_id).exists():
        raise ValidationError("That file is not attached to this answer.")
    answer.uploads.remove(upload_id)


def _assign_contents(submission: Submission, data: dict) -> None:
    for name in CONTENT_FIELDS:
        if name in data:
            value = data[name]
            setattr(submission, name, value.strip() if isinstance(value, str) else value)


def _validate_contents(submission: Submission) -> None:
    """Field lengths and choices, and § 159-5B(4): a professional's certification names
    the licence and its number."""
    try:
        submission.clean_fields(
            exclude=[f.name for f in Submission._meta.fields if f.name not in CONTENT_FIELDS]
        )
        errors = {}
    except ValidationError as exc:
        errors = dict(exc.message_dict)
    started = any(
        getattr(submission, f)
        for f in (
            "professional_name",
            "professional_license_number",
            "professional_signature",
            "professional_certifies",
        )
    )
    number = submission.professional_license_number.strip()
    if started and not number:
        errors["professional_license_number"] = (
            "A certification needs the professional's New York license number (§ 159-5B(4))."
        )
    elif number and not LICENSE_NUMBER.match(number):
        errors["professional_license_number"] = (
            "Enter the New York license number as its digits, e.g. 081234."
        )
    if started and not submission.professional_designation:
        errors["professional_designation"] = (
            "Say whether the professional is a PE or an RLA (§ 159-2, licensed professional)."
        )
    signed = submission.professional_signed_on
    if signed and signed > timezone.now().astimezone(TOWN_TZ).date():
        errors["professional_signed_on"] = "The date signed cannot be in the future."
    if errors:
        raise ValidationError(errors)


@transaction.atomic
def contents_save(*, acting_user, submission: Submission, **data) -> Submission:
    """The draft's phasing justification, professional certification and permits."""
    submission = _draft(acting_user, submission)
    _assign_contents(submission, data)
    _validate_contents(submission)
    submission._history_user = acting_user
    submission.save()
    return submission


@transaction.atomic
def responses_save(*, acting_user, submission: Submission, responses: dict[int, str]) -> None:
    """A revision's answer to each deficient finding of the version before it."""
    submission = _draft(acting_user, submission)
    allowed = {f.pk: f for f in findings_to_answer(submission)}
    for finding_id, text in responses.items():
        finding = allowed.get(int(finding_id))
        require(finding is not None, "That finding is not one this revision answers.")
        text = (text or "").strip()
        if text:
            FindingResponse.objects.update_or_create(
                submission=submission, finding=finding, defaults={"text": text}
            )
        else:
            FindingResponse.objects.filter(submission=submission, finding=finding).delete()


def _smo_users():
    return User.objects.filter(groups__name=Role.SMO, is_active=True)


@transaction.atomic
def submit(*, acting_user, submission: Submission) -> Submission:
    """The applicant submits a complete version: it is received now, the 45-day clock
    starts (§ 159-4B(1) or § 159-4C), the applicant gets a receipt with the due date and
    the SWPPP joins the SMO's review queue."""
    submission = _draft(acting_user, submission)
    gaps = missing(submission)
    if gaps:
        raise ValidationError([f"{g.citation}: {g.text}" for g in gaps])
    project = submission.project
    assessment = applicability.assess(project)
    now = timezone.now()
    submission.received_at = now
    submission.review_path = assessment.review_path
    submission.reviewing_body = (
        ReviewingBody.objects.get(kind=project.town_approval)
        if assessment.review_path == Submission.Path.BODY
        else None
    )
    submission.checklist = list(required_items(project).values_list("code", flat=True))
    submission._receive()
    submission._history_user = acting_user
    submission.save()
    rule = "swppp_recommendation" if assessment.review_path == "4B" else "swppp_decision"
    clock = clocks.deadline_open(
        rule=rule,
        subject=submission,
        subject_label=submission.label,
        starts_at=now,
        acting_user=acting_user,
    )
    due = f"{clock.due_date:%A, %B} {clock.due_date.day}, {clock.due_date.year}"
    received = f"{now.astimezone(TOWN_TZ):%B %-d, %Y at %-I:%M %p}"
    record(
        subject=project,
        actor=acting_user,
        action="swppp.submitted",
        summary=f"Submitted SWPPP version {submission.version}; received, review due {due} "
        f"({clock.rule.citation}).",
        version=submission.version,
    )
    what = (
        "forward it with a written recommendation to the " + submission.reviewing_body.name
        if submission.reviewing_body
        else "approve, approve with modifications or disapprove it"
    )
    notify(
        event_key=f"swppp:{submission.pk}:received",
        recipients=[project.applicant],
        subject=f"Receipt: SWPPP {project.reference} version {submission.version}",
        body=(
            f"The Town of Lockport received your SWPPP for {project.title} at "
            f"{project.parcel.street_address} on {received}.\n"
            f"Under {clock.rule.citation} the Stormwater Management Officer will {what} by "
            f"{due}."
        ),
        url=project.get_absolute_url(),
    )
    notify(
        event_key=f"swppp:{submission.pk}:received:smo",
        recipients=_smo_users(),
        subject=f"New SWPPP to review: {submission.label}",
        body=f"Received {now.astimezone(TOWN_TZ):%B %-d, %Y}; due {due} ({clock.rule.citation}).",
        url=submission.get_absolute_url(),
    )
    return submission


@transaction.atomic
def revise(*, acting_user, project: Project) -> Submission:
    """After approval with modifications or disapproval, the applicant starts a revision:
    a new draft version carrying the last version's contents, to answer each finding
    (§ 159-4B(2), § 159-4C). The earlier version stays as it was."""
    require_applicant(acting_user, project)
    Project.objects.select_for_update().get(pk=project.pk)
    last = latest_submission(project)
    require(
        last is not None and last.can_be_revised,
        "A revision follows an approval with modifications or a disapproval.",
        ValidationError,
    )
    # The professional certifies the revised design anew (§ 159-5B(4)).
    carried = [n for n in CONTENT_FIELDS if n not in RECERTIFY]
    draft = Submission.objects.create(
        project=project,
        version=last.version + 1,
        **{name: getattr(last, name) for name in carried},
    )
    for answer in last.answers.prefetch_related("uploads"):
        copy = ItemAnswer.objects.create(submission=draft, item=answer.item, text=answer.text)
        copy.uploads.set(answer.uploads.all())
    record(
        subject=project,
        actor=acting_user,
        action="swppp.revision_started",
        summary=f"Started version {draft.version}, revising version {last.version}.",
        version=draft.version,
    )
    return draft


@transaction.atomic
def draft_save(
    *,
    acting_user,
    submission: Submission,
    answers: dict[int, tuple[str, list]] | None = None,
    contents: dict | None = None,
    responses: dict[int, str] | None = None,
) -> Submission:
    """Save a whole draft page at once: the answers (item id -> (text, files)), the
    contents and the responses to findings. All or nothing: everything is checked before
    anything is stored, and the errors come back keyed by the page's fields
    (``answer-<item id>`` for an item's files, the content fields by name)."""
    submission = _draft(acting_user, submission)
    answers = {int(k): v for k, v in (answers or {}).items()}
    errors: dict[str, list[str]] = {}
    items = {i.pk: i for i in required_items(submission.project).filter(pk__in=list(answers))}
    for item_id, (_text, files) in answers.items():
        if item_id not in items:
            errors[f"answer-{item_id}"] = ["This item is not part of this SWPPP's checklist."]
            continue
        for f in files:
            try:
                validate_upload(f)
            except ValidationError as exc:
                errors.setdefault(f"answer-{item_id}", []).extend(exc.messages)
    if contents:
        trial = Submission.objects.get(pk=submission.pk)
        _assign_contents(trial, contents)
        try:
            _validate_contents(trial)
        except ValidationError as exc:
            errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    # Everything is valid: now store (files are written only past this point).
    for item_id, (text, files) in answers.items():
        answer_save(
            acting_user=acting_user,
            submission=submission,
            item=items[item_id],
            text=text,
            files=files,
        )
    if contents:
        submission = contents_save(acting_user=acting_user, submission=submission, **contents)
    if responses:
        responses_save(acting_user=acting_user, submission=submission, responses=responses)
    return Submission.objects.get(pk=submission.pk)
