"""A SWPPP version from draft to receipt, and revisions.

§ 159-5A: no application is reviewed until a SWPPP that complies is received, so a
version cannot be submitted while anything required is missing, and the 45-day clock
(§ 159-4B(1) or § 159-4C) starts only at receipt.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date, long_datetime
from lockport_sw.core import versions
from lockport_sw.deadlines import services as clocks
from lockport_sw.documents.models import Upload
from lockport_sw.documents.services import upload_store
from lockport_sw.documents.uploads import validate_upload
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.notifications.services import notify

from .. import applicability
from ..events import swppp_received
from ..models import (
    ChecklistItem,
    Finding,
    FindingResponse,
    ItemAnswer,
    Outcome,
    Project,
    ReviewingBody,
    Submission,
)
from . import professional
from ._common import (
    latest_submission,
    record,
    require,
    require_applicant,
    require_draft,
    smo_users,
)

CONTENT_FIELDS = (
    "phasing_justification",
    "stormwater_facility",
    "other_permits",
    "other_permits_assured",
)


@dataclass(frozen=True)
class Missing:
    """Something a version lacks before it can be received."""

    key: str  # a checklist code or a field name
    citation: str
    text: str


class Incomplete(ValidationError):
    """§ 159-5A: a version refused at submission, with what it lacks (``gaps``), each keyed
    to the draft page's field where it is given."""

    def __init__(self, gaps: list[Missing]):
        super().__init__([f"{g.citation}: {g.text}" for g in gaps])
        self.gaps = gaps


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
        gaps.append(Missing("project", cite("swm.definitions"), assessment.land_development.reason))
    if assessment.exempt:
        gaps.append(
            Missing(
                "project", cite("swm.exemptions"), "The project is exempt; no SWPPP is reviewed."
            )
        )
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
                cite("swm.swppp_contents.phasing"),
                "More than five acres disturbed at one time: justify it in the phasing plan.",
            )
        )
    if not submission.stormwater_facility:
        gaps.append(
            Missing(
                "stormwater_facility",
                cite("swm.maintenance_easements"),
                "Say whether the SWPPP includes a stormwater management facility.",
            )
        )
    # § 159-5B(4): signed by the professional preparing the plan, as it stands now.
    if professional.valid_signature(submission) is None:
        last = professional.latest_signature(submission)
        if last is not None and last.is_signed:
            text = (
                f"The draft changed after {last.name} signed it on "
                f"{long_date(last.signed_on)}: ask the "
                "licensed professional to sign it again."
            )
        elif last is not None and last.link.is_open:
            text = (
                f"Waiting for {last.requested_name} to sign it through the link sent to "
                f"{last.link.email}."
            )
        else:
            text = "The licensed professional preparing the plan has not signed it: ask them to."
        gaps.append(Missing("professional_signature", cite("swm.professional_certification"), text))
    if not submission.other_permits_assured:
        gaps.append(
            Missing(
                "other_permits_assured",
                cite("swm.other_permits"),
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
    return _answers_store(acting_user, submission, {item: (text, files)})[item.pk]


def _answers_store(
    acting_user, submission: Submission, answers: dict[ChecklistItem, tuple[str, list]]
) -> dict[int, ItemAnswer]:
    """Store the answers (item -> (text, files)) of a draft the caller has locked
    (``_draft``): the text replaces the item's text, the files are added to those already
    there. The whole checklist in a few queries, not a handful for each item. Returns the
    answers by item id."""
    stored = {
        a.item_id: a
        for a in ItemAnswer.objects.filter(submission=submission, item__in=list(answers))
    }
    now = timezone.now()
    new, changed = [], []
    for item, (text, files) in answers.items():
        text = (text or "").strip()
        answer = stored.get(item.pk)
        if answer is None:
            new.append(ItemAnswer(submission=submission, item=item, text=text, updated_at=now))
        elif answer.text != text or files:
            answer.text, answer.updated_at = text, now
            changed.append(answer)
    for answer in ItemAnswer.objects.bulk_create(new):
        stored[answer.item_id] = answer
    ItemAnswer.objects.bulk_update(changed, ["text", "updated_at"])
    for item, (_text, files) in answers.items():
        uploads = [
            f
            if isinstance(f, Upload)
            else upload_store(acting_user=acting_user, file=f, subject=submission)
            for f in files
        ]
        if uploads:
            stored[item.pk].uploads.add(*uploads)
    return stored


def held_files(
    *, acting_user, submission: Submission, held: dict | None
) -> dict[int, list[Upload]]:
    """The files ``draft_files_hold`` kept for this draft (item id -> upload ids, as the
    page sends them back): only files the acting user stored for this draft and not yet
    attached to it; any other id is ignored."""
    wanted = {int(k): [str(u) for u in v] for k, v in (held or {}).items() if v}
    if not wanted:
        return {}
    ids = [u for ids in wanted.values() for u in ids]
    found = {
        str(u.pk): u
        for u in Upload.objects.filter(
            pk__in=[i for i in ids if _is_uuid(i)],
            uploaded_by=acting_user,
            subject_type=ContentType.objects.get_for_model(Submission),
            subject_id=submission.pk,
        ).exclude(
            pk__in=ItemAnswer.uploads.through.objects.filter(
                itemanswer__submission=submission
            ).values("upload_id")
        )
    }
    kept = {item: [found[i] for i in ids if i in found] for item, ids in wanted.items()}
    return {item: uploads for item, uploads in kept.items() if uploads}


def _is_uuid(value: str) -> bool:
    try:
        uuid.UUID(value)
    except ValueError:
        return False
    return True


@transaction.atomic
def draft_files_hold(
    *, acting_user, submission: Submission, files: dict[int, list]
) -> dict[int, list[Upload]]:
    """A draft's save was refused (one bad file, a field too long): the good files chosen
    in it are stored now, attached to nothing, so that the page keeps them and the next
    save attaches them (``draft_save(held=...)``); the person never chooses them again and
    a good file is never dropped because another one was refused. A bad file is skipped:
    its error is beside its field. Returns item id -> the files stored."""
    submission = _draft(acting_user, submission)
    allowed = set(required_items(submission.project).values_list("pk", flat=True))
    stored: dict[int, list[Upload]] = {}
    for item_id, chosen in files.items():
        if int(item_id) not in allowed:
            continue
        for f in chosen:
            try:
                upload = upload_store(acting_user=acting_user, file=f, subject=submission)
            except ValidationError:
                continue
            stored.setdefault(int(item_id), []).append(upload)
    return stored


@transaction.atomic
def answer_remove_file(*, acting_user, answer: ItemAnswer, upload_id) -> None:
    """Detach a file from a draft's answer (the stored file itself is kept: uploads are
    never deleted)."""
    submission = _draft(acting_user, answer.submission)
    if not answer.uploads.filter(pk=upload_id).exists():
        raise ValidationError("That file is not attached to this answer.")
    answer.uploads.remove(upload_id)
    versions.touch(submission, acting_user=acting_user, reason="Removed a file from the draft.")


def _sha256(file) -> str:
    digest = hashlib.sha256()
    for chunk in file.chunks():
        digest.update(chunk)
    file.seek(0)
    return digest.hexdigest()


def _attached_hashes(submission: Submission) -> dict[int, set[str]]:
    """item id -> the SHA-256 of every file already attached to its answer (one query)."""
    found: dict[int, set[str]] = {}
    rows = ItemAnswer.uploads.through.objects.filter(itemanswer__submission=submission)
    for item_id, digest in rows.values_list("itemanswer__item_id", "upload__sha256"):
        found.setdefault(item_id, set()).add(digest)
    return found


def _assign_contents(submission: Submission, data: dict) -> None:
    for name in CONTENT_FIELDS:
        if name in data:
            value = data[name]
            setattr(submission, name, value.strip() if isinstance(value, str) else value)


def _validate_contents(submission: Submission) -> None:
    """Field lengths and choices of the draft's contents."""
    submission.clean_fields(
        exclude=[f.name for f in Submission._meta.fields if f.name not in CONTENT_FIELDS]
    )


@transaction.atomic
def contents_save(*, acting_user, submission: Submission, **data) -> Submission:
    """The draft's phasing justification, stormwater facility answer and permits."""
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


def _path_at_receipt(project: Project):
    """The review path a version is received on (§ 159-4B or § 159-4C), and whether it is
    the SMO's: the SMO's determination for the project when there is one (the
    applicant's answers never change it); otherwise, provisionally, what the applicant
    said, until the SMO confirms or corrects it (review.review_path_decide)."""
    if project.review_path:
        return project.review_path, project.reviewing_body, True
    path = applicability.assess(project).review_path
    body = (
        ReviewingBody.objects.get(kind=project.town_approval)
        if path == Submission.Path.BODY
        else None
    )
    return path, body, False


@transaction.atomic
def submit(*, acting_user, submission: Submission) -> Submission:
    """The applicant submits a complete version, signed by the licensed professional.

    § 159-4B(1), § 159-4C: it is received now, the 45-day clock starts, the applicant
    gets a receipt with the due date and the SWPPP joins the SMO's review queue.
    § 159-4B(2): a revision of a SWPPP the reviewing body approved with modifications or
    disapproved is submitted "to such body for review": it goes to the body; the SMO
    receives a copy and may comment, and no new 45-day SMO clock stands between."""
    submission = _draft(acting_user, submission)
    gaps = missing(submission)
    if gaps:
        raise Incomplete(gaps)
    project = submission.project
    previous = _previous(submission)
    now = timezone.now()
    path, body, confirmed = _path_at_receipt(project)
    submission.received_at = now
    submission.review_path = path
    submission.reviewing_body = body
    if confirmed:
        submission.path_confirmed_at = project.review_path_decided_at
        submission.path_confirmed_by = project.review_path_decided_by
    submission.checklist = list(required_items(project).values_list("code", flat=True))
    submission.certification = professional.valid_signature(submission)
    to_body = (
        path == Submission.Path.BODY
        and previous is not None
        and previous.body_outcome in (Outcome.APPROVE_WITH_MODIFICATIONS, Outcome.DISAPPROVE)
        and previous.reviewing_body_id == (body.pk if body else None)
    )
    if to_body:
        submission._receive_for_body()
        submission.forwarded_at = now
    else:
        submission._receive()
    submission._history_user = acting_user
    submission.save()
    swppp_received.send(sender=Submission, submission=submission, acting_user=acting_user)
    received = f"{long_datetime(now.astimezone(TOWN_TZ))}"
    if to_body:
        _announce_revision_to_body(acting_user, submission, previous, received)
        return submission
    rule = "swppp_recommendation" if path == Submission.Path.BODY else "swppp_decision"
    clock = clocks.deadline_open(
        rule=rule,
        subject=submission,
        subject_label=submission.label,
        starts_at=now,
        acting_user=acting_user,
    )
    due = f"{long_date(clock.due_date, weekday=True)}"
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
            f"The {current().name} received your SWPPP for {project.title} at "
            f"{project.parcel.street_address} on {received}.\n"
            f"Under {clock.rule.citation} the Stormwater Management Officer will {what} by "
            f"{due}."
        ),
        url=project.get_absolute_url(),
    )
    notify(
        event_key=f"swppp:{submission.pk}:received:smo",
        recipients=smo_users(),
        subject=f"New SWPPP to review: {submission.label}",
        body=f"Received {long_date(now.astimezone(TOWN_TZ))}; due {due} ({clock.rule.citation}).",
        url=submission.get_absolute_url(),
    )
    return submission


def _announce_revision_to_body(acting_user, submission: Submission, previous, received: str):
    project = submission.project
    body = submission.reviewing_body
    record(
        subject=project,
        actor=acting_user,
        action="swppp.submitted_to_body",
        summary=f"Submitted SWPPP version {submission.version}, revised as the {body} asked, "
        f"to the {body} ({cite('swm.review_with_other_body.body_act')}); the SMO received a copy.",
        version=submission.version,
    )
    notify(
        event_key=f"swppp:{submission.pk}:received",
        recipients=[project.applicant],
        subject=f"Receipt: SWPPP {project.reference} version {submission.version}",
        body=(
            f"The {current().name} received your revised SWPPP for {project.title} at "
            f"{project.parcel.street_address} on {received}. As "
            f"{cite('swm.review_with_other_body.body_act')} provides, it goes "
            f"to the {body}, which acted on version {previous.version}, for review; the "
            "Stormwater Management Officer receives a copy and may comment."
        ),
        url=project.get_absolute_url(),
    )
    notify(
        event_key=f"swppp:{submission.pk}:forwarded",
        recipients=list(body.members.filter(is_active=True)),
        subject=f"Revised SWPPP submitted to the {body}: {submission.label}",
        body=f"The applicant submitted version {submission.version}, revised after the "
        f"{body}'s action on version {previous.version}, for the {body}'s review "
        f"({cite('swm.review_with_other_body.body_act')}).",
        url=submission.get_absolute_url(),
    )
    notify(
        event_key=f"swppp:{submission.pk}:copy:smo",
        recipients=smo_users(),
        subject=f"Copy: revised SWPPP submitted to the {body}: {submission.label}",
        body=f"Version {submission.version} went to the {body} "
        f"({cite('swm.review_with_other_body.body_act')}). You may comment "
        "for the body on the review page; no recommendation is due.",
        url=submission.get_absolute_url(),
    )


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
    # The professional signs the revised plan anew (§ 159-5B(4)): a signature belongs to
    # the version it was made on.
    draft = Submission.objects.create(
        project=project,
        version=last.version + 1,
        **{name: getattr(last, name) for name in CONTENT_FIELDS},
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
    held: dict[int, list] | None = None,
    version: str | None = None,
) -> Submission:
    """Save a whole draft page at once: the answers (item id -> (text, files)), the
    contents and the responses to findings. All or nothing: everything is checked before
    anything is stored, and the errors come back keyed by the page's fields
    (``answer-<item id>`` for an item's files, the content fields by name).

    ``held`` (item id -> upload ids) are files chosen in an earlier save that was refused
    and kept by ``draft_files_hold``: they are attached with the answer now.

    ``version``: the draft's version when the page was opened (``core.versions``); a page
    older than the draft's latest save is refused (``StaleEdit``) and nothing is stored."""
    submission = _draft(acting_user, submission)
    versions.require_current(submission, version, acting_user=acting_user)
    answers = {int(k): v for k, v in (answers or {}).items()}
    held_uploads = held_files(acting_user=acting_user, submission=submission, held=held)
    for item_id, uploads in held_uploads.items():
        text, files = answers.get(item_id, ("", []))
        answers[item_id] = (text, [*files, *uploads])
    errors: dict[str, list[str]] = {}
    items = {i.pk: i for i in required_items(submission.project).filter(pk__in=list(answers))}
    attached = _attached_hashes(submission)
    for item_id, (_text, files) in answers.items():
        if item_id not in items:
            errors[f"answer-{item_id}"] = ["This item is not part of this SWPPP's checklist."]
            continue
        seen = set(attached.get(item_id, ()))
        for f in files:
            # The same file twice on one item (issue 24): refused, by its content.
            digest = f.sha256 if isinstance(f, Upload) else _sha256(f)
            if digest in seen:
                name = f.original_name if isinstance(f, Upload) else f.name
                errors.setdefault(f"answer-{item_id}", []).append(
                    f"{name} is already attached to this item."
                )
                continue
            seen.add(digest)
            if isinstance(f, Upload):
                continue  # held: checked when it was stored
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
    _answers_store(
        acting_user, submission, {items[item_id]: answer for item_id, answer in answers.items()}
    )
    if responses:
        responses_save(acting_user=acting_user, submission=submission, responses=responses)
    if contents:
        submission = contents_save(acting_user=acting_user, submission=submission, **contents)
    else:
        # The answers and responses keep no history: the draft's own row is its version.
        versions.touch(submission, acting_user=acting_user, reason="Saved the draft.")
    return Submission.objects.get(pk=submission.pk)


def draft_save_and_submit(*, acting_user, submission: Submission, **page) -> Submission:
    """ "Submit version N" on the draft page: the page's unsaved changes are saved first,
    all or nothing (``draft_save``: a refusal raises its ValidationError keyed by field
    and nothing is stored or submitted); then the version is submitted. If it is
    incomplete (§ 159-5A) the save stands and ``Incomplete`` lists what is missing, so
    nothing the person typed is lost either way."""
    draft_save(acting_user=acting_user, submission=submission, **page)
    return submit(acting_user=acting_user, submission=submission)
