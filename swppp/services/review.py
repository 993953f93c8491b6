"""The SMO's review (§ 159-4A, § 159-4B(1), § 159-4C) and the reviewing body's action
(§ 159-4B(2))."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.bodies.services import Tally, body_of, vote_check, votes_record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core.label_words import in_sentence
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite, cite_code, current, words_lazy
from lockport_sw.notifications.services import notify
from lockport_sw.registry.validation import postal_address_refusal

from .. import compare, letters, milestones
from ..models import (
    ChecklistItem,
    EngineerApproval,
    Finding,
    Outcome,
    Project,
    ReviewComment,
    ReviewingBody,
    Submission,
)
from . import engineer, maintenance, site
from ._common import record, require


def _require_reviewer(user) -> None:
    require(
        user.has_perm("swppp.review_swppp"),
        "Only the Stormwater Management Officer reviews SWPPPs.",
    )


def _received(submission: Submission) -> Submission:
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    require(
        submission.state == Submission.State.RECEIVED,
        f"Version {submission.version} is {in_sentence(submission.get_state_display())}, not under "
        "the SMO's review.",
        ValidationError,
    )
    return submission


def deficient_comment_needed(item: ChecklistItem) -> str:
    """The refusal of a deficient finding without its comment, naming the item."""
    return f"Say what is deficient in {item.citation} ({item.label})."


@transaction.atomic
def finding_record(
    *, acting_user, submission: Submission, item: ChecklistItem, status: str, comment: str = ""
) -> Finding:
    """The SMO's finding on one item: acceptable, or deficient with what is wrong."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    require(
        item.code in submission.checklist,
        f"{item.citation} is not part of this version's checklist.",
        ValidationError,
    )
    comment = (comment or "").strip()
    if status == Finding.Status.DEFICIENT and not comment:
        # Named, so that the page's error summary says which item (issue 46, item 8).
        raise ValidationError({"comment": deficient_comment_needed(item)})
    if status not in Finding.Status.values:
        raise ValidationError({"status": "Choose acceptable or deficient."})
    finding, _ = Finding.objects.update_or_create(
        submission=submission,
        item=item,
        defaults={"status": status, "comment": comment, "reviewer": acting_user},
    )
    return finding


@transaction.atomic
def findings_save(
    *, acting_user, submission: Submission, findings: dict[int, tuple[str, str]]
) -> list[Finding]:
    """Record several findings at once (item id -> (status, comment)); all or nothing,
    errors keyed ``finding-<item id>``. Items left without a status are skipped."""
    errors, saved = {}, []
    items = {i.pk: i for i in ChecklistItem.objects.filter(pk__in=[int(k) for k in findings])}
    for item_id, (status, comment) in findings.items():
        if not status:
            continue
        if int(item_id) not in items:
            errors[f"finding-{item_id}"] = ["No such checklist item."]
            continue
        try:
            saved.append(
                finding_record(
                    acting_user=acting_user,
                    submission=submission,
                    item=items[int(item_id)],
                    status=status,
                    comment=comment,
                )
            )
        except ValidationError as exc:
            errors[f"finding-{item_id}"] = exc.messages
    if errors:
        raise ValidationError(errors)
    return saved


def _unchanged_note(version: int) -> str:
    return f"Unchanged since version {version}, found acceptable then."


@transaction.atomic
def findings_confirm_unchanged(
    *, acting_user, submission: Submission, findings: dict[int, tuple[str, str]] | None = None
) -> list[Finding]:
    """The review of a revision (§ 159-4B(2), § 159-4C): the SMO confirms as acceptable
    every item unchanged since the version before (same text, same files) that was found
    acceptable there and has no finding yet on this one. The findings on the page
    (``findings``, as ``findings_save`` takes them) are saved with it, and win over a
    confirmation. All or nothing; the confirmation is on the project's timeline."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    findings = findings or {}
    saved = findings_save(acting_user=acting_user, submission=submission, findings=findings)
    given = {int(k) for k, (status, _comment) in findings.items() if status}
    found = set(submission.findings.values_list("item_id", flat=True))
    carried = compare.previous_findings(submission)
    waiting = [
        item_id
        for item_id, previous in carried.items()
        if previous.unchanged and previous.acceptable and item_id not in given | found
    ]
    require(
        bool(waiting),
        "No item unchanged since the version before and found acceptable there is waiting "
        "for a finding.",
        ValidationError,
    )
    version = next(iter(carried.values())).version
    items = ChecklistItem.objects.in_bulk(waiting)
    confirmed = [
        finding_record(
            acting_user=acting_user,
            submission=submission,
            item=items[item_id],
            status=Finding.Status.ACCEPTABLE,
            comment=_unchanged_note(version),
        )
        for item_id in waiting
    ]
    record(
        subject=submission.project,
        actor=acting_user,
        action="swppp.findings_confirmed",
        summary=f"Found {len(confirmed)} item{'s' if len(confirmed) != 1 else ''} of version "
        f"{submission.version} acceptable, unchanged since version {version}.",
        version=submission.version,
    )
    return saved + confirmed


@transaction.atomic
def review_path_decide(
    *, acting_user, submission: Submission, path: str, body_kind: str = "", reason: str = ""
) -> Submission:
    """§ 159-4B, § 159-4C: whether another Town body reviews the activity (and so acts on
    the SWPPP) is the SMO's call. The SMO confirms the path the version was received on,
    or corrects it with a reason; the determination holds for the project's later
    versions whatever the applicant's answers. A corrected path changes which 45-day duty
    runs from the same receipt (§ 159-4B(1) or § 159-4C)."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    reason = (reason or "").strip()
    if path not in Submission.Path.values:
        raise ValidationError(
            {"path": f"Choose {cite('swm.review_with_other_body')} or {cite('swm.review_by_smo')}."}
        )
    body = None
    if path == Submission.Path.BODY:
        body = ReviewingBody.objects.filter(kind=body_kind).first()
        if body is None:
            raise ValidationError(
                {
                    "body": "Choose the body that reviews the application "
                    f"({cite('swm.review_with_other_body')})."
                }
            )
    changed = path != submission.review_path or (body and body.pk) != submission.reviewing_body_id
    if changed and not reason:
        raise ValidationError(
            {
                "reason": "Give the reason for correcting the review path "
                f"({cite('swm.review_with_other_body')})."
            }
        )
    old_rule = "swppp_recommendation" if submission.review_path == "4B" else "swppp_decision"
    new_rule = "swppp_recommendation" if path == "4B" else "swppp_decision"
    now = timezone.now()
    submission.review_path = path
    submission.reviewing_body = body
    submission.path_confirmed_at = now
    submission.path_confirmed_by = acting_user
    submission._history_user = acting_user
    submission.save()
    project = Project.objects.select_for_update().get(pk=submission.project_id)
    project.review_path = path
    project.reviewing_body = body
    project.review_path_reason = reason
    project.review_path_decided_by = acting_user
    project.review_path_decided_at = now
    project._history_user = acting_user
    project.save()
    where = (
        f"{cite('swm.review_with_other_body')}, the {body} acts"
        if body
        else f"{cite('swm.review_by_smo')}, the SMO decides"
    )
    if old_rule != new_rule:
        for clock in clocks_for(submission).filter(status__in=Deadline.UNRESOLVED):
            clocks.deadline_withdraw(
                deadline=clock,
                acting_user=acting_user,
                reason=f"Review path corrected by the SMO to {where}: {reason}",
            )
        clocks.deadline_open(
            rule=new_rule,
            subject=submission,
            subject_label=submission.label,
            starts_at=submission.received_at,
            acting_user=acting_user,
        )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.path_corrected" if changed else "swppp.path_confirmed",
        summary=(
            f"Corrected the review path to {where}: {reason}"
            if changed
            else f"Confirmed the review path: {where}" + (f" ({reason})." if reason else ".")
        ),
        version=submission.version,
    )
    if changed:
        notify(
            event_key=f"swppp:{submission.pk}:path:{now.timestamp()}",
            recipients=[project.applicant],
            subject=f"SWPPP {project.reference}: review path corrected",
            body=f"The Stormwater Management Officer corrected the review path of version "
            f"{submission.version}: {where}.\n\nReason: {reason}",
            url=project.get_absolute_url(),
        )
    return submission


@transaction.atomic
def review_options_save(
    *,
    acting_user,
    submission: Submission,
    outside_engineer: str = "",
    accepted_professional_certification: bool = False,
    facility: str = "",
) -> Submission:
    """§ 159-4A(2): an outside New York licensed engineer, engaged only upon approval by
    the Town Board: the Board's resolution, recorded with its vote
    (``engineer.engineer_approval_record``), approving that engineer (the same license
    number), cited on the version from the record; § 159-4A(3): acceptance of the
    licensed professional's certification that the SWPPP conforms to the chapter, only
    when the professional made it;
    § 159-7B: whether the SWPPP has a stormwater management facility, as the SMO finds
    it ("yes"/"no"; empty leaves the applicant's answer)."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    outside_engineer = outside_engineer.strip()
    errors = {}
    approval = None
    # § 159-4A(2): "a New York State licensed professional engineer": named with the
    # license number, six digits in New York.
    license_number = re.search(r"(?<!\d)\d{6}(?!\d)", outside_engineer)
    if outside_engineer and not license_number:
        errors["outside_engineer"] = (
            "Name the engineer with their six-digit New York license number, e.g. "
            f"“Dana Reyes, PE, license no. 081234” ({cite('swm.smo_designation.engineer')})."
        )
    elif outside_engineer:
        approvals = EngineerApproval.objects.filter(project_id=submission.project_id)
        approval = next((a for a in approvals if license_number.group(0) in a.engineer), None)
        if not approvals:
            errors["outside_engineer"] = engineer.NONE_RECORDED
        elif approval is None:
            errors["outside_engineer"] = (
                f"The {current().governing_body} approved "
                + "; ".join(f"{a.engineer} ({a.citation})" for a in approvals)
                + ", not this engineer: the engagement needs its approval "
                f"({cite('swm.smo_designation.engineer')})."
            )
    if accepted_professional_certification and not _conformance_certified(submission):
        errors["accepted_professional_certification"] = CONFORMANCE_NOT_MADE
    if facility not in ("", "yes", "no"):
        errors["facility"] = "Answer yes or no."
    if errors:
        raise ValidationError(errors)
    submission.outside_engineer = outside_engineer
    submission.outside_engineer_board_approval = approval.citation if approval else ""
    submission.accepted_professional_certification = accepted_professional_certification
    submission.smo_facility_finding = {"": None, "yes": True, "no": False}[facility]
    submission._history_user = acting_user
    submission.save()
    return submission


CONFORMANCE_NOT_MADE = words_lazy(
    "The licensed professional did not certify that the SWPPP conforms to the requirements "
    "of {law:swm} ({cite:swm.smo_designation.professional_certification}); their signature "
    "certifies only that the design of the stormwater management practices meets them "
    "({cite:swm.professional_certification}). Review each item instead."
)


def _conformance_certified(submission: Submission) -> bool:
    """§ 159-4A(3): the SMO may accept only a certification that was made."""
    certification = submission.certification
    return certification is not None and certification.certifies_conformance


def _require_reasons(outcome: str, reasons: str, citation: str) -> str:
    """Approval with modifications and disapproval state their reasons in writing
    (§ 159-4B(1), § 159-4B(2), § 159-4C)."""
    if outcome not in Outcome.values:
        raise ValidationError(
            {"outcome": "Choose approve, approve with modifications or disapprove."}
        )
    reasons = (reasons or "").strip()
    if outcome != Outcome.APPROVE and not reasons:
        raise ValidationError({"reasons": f"State the reasons in writing ({citation})."})
    return reasons


def _require_compliance_found(submission: Submission, citation: str) -> None:
    """The SMO approves, or recommends approval, only of a SWPPP that complies
    (§ 159-4B(1), § 159-4C): no item found deficient, and every item reviewed unless the
    SMO accepts the licensed professional's certification instead (§ 159-4A(3))."""
    findings = {f.item.code: f for f in submission.findings.select_related("item")}
    deficient = [c for c, f in findings.items() if f.status == Finding.Status.DEFICIENT]
    if deficient:
        raise ValidationError(
            {
                "outcome": "Approval is given only to a SWPPP that complies "
                f"({citation}); deficient: " + ", ".join(cite_code(c) for c in deficient) + "."
            }
        )
    unreviewed = [c for c in submission.checklist if c not in findings]
    relies = submission.accepted_professional_certification and _conformance_certified(submission)
    if unreviewed and not relies:
        raise ValidationError(
            {
                "outcome": "Record a finding on every item before approving, or accept the "
                "professional's certification "
                f"({cite('swm.smo_designation.professional_certification')}); not yet reviewed: "
                + ", ".join(cite_code(c) for c in unreviewed)
                + "."
            }
        )


def _require_maintenance_recorded(submission: Submission, outcome: str) -> None:
    """§ 159-7B: "Prior to the issuance of any approval that has a stormwater management
    facility as one of the requirements" the easement is recorded, and § 159-7C(4) the
    agreement (or dedication): before approval and before approval with modifications
    alike (``maintenance.approval_refusal``); a disapproval waits for nothing."""
    if outcome in ACCEPTING and (refusal := maintenance.approval_refusal(submission)):
        raise ValidationError({"outcome": refusal})


def smo_milestones(submission: Submission) -> list[str]:
    """§ 159-8A(1) "as required by the SMO": on the § 159-4B path, the milestones the SMO
    chose with the recommendation of this version, or of the latest version before it
    (a revision goes to the body without a new recommendation); all of them when the
    SMO chose none."""
    if submission.smo_acted_at and submission.milestones:
        return list(submission.milestones)
    earlier = (
        Submission.objects.filter(
            project_id=submission.project_id,
            version__lt=submission.version,
            smo_acted_at__isnull=False,
        )
        .exclude(milestones=[])
        .order_by("-version")
        .values_list("milestones", flat=True)
        .first()
    )
    return list(earlier) if earlier else list(milestones.ALL_CODES)


def chosen_milestones(outcome: str, codes) -> list[str]:
    """§ 159-8A(1): the construction milestones the approver requires notice of, in the
    statute's order; all of them unless the approver chose (only on approval)."""
    if outcome != Outcome.APPROVE:
        return []
    if codes is None:
        return list(milestones.ALL_CODES)
    unknown = [c for c in codes if c not in milestones.BY_CODE]
    if unknown:
        raise ValidationError(
            {
                "milestones": "Choose among the milestones of "
                f"{cite('swm.construction_inspection.milestones')}."
            }
        )
    return [m.code for m in milestones.chosen(codes)]


# How an applicant's missing address is added: by the applicant, or by the office.
ADD_APPLICANT_ADDRESS = (
    "the applicant adds it on the “Your mailing address” page (from the menu, or the "
    "link on the project page), or the Town's office adds it on the applicant's page in "
    "the registry; then act again."
)


def applicant_address_refusal(submission: Submission, letter: str) -> str:
    """The letter is mailed to the applicant: refused while they have no postal address
    (the one check: registry/validation.py)."""
    return postal_address_refusal(
        submission.project.applicant_party, letter=letter, how_to_add=ADD_APPLICANT_ADDRESS
    )


def _require_applicant_address(submission: Submission, letter: str) -> None:
    if refusal := applicant_address_refusal(submission, letter):
        raise ValidationError({"outcome": refusal})


def _require_path_confirmed(submission: Submission) -> None:
    """§ 159-4B: the SMO determines the path before acting on it."""
    if not submission.path_confirmed:
        raise ValidationError({"outcome": PATH_NOT_CONFIRMED})


ACCEPTING = (Outcome.APPROVE, Outcome.APPROVE_WITH_MODIFICATIONS)


def _require_site_for(submission: Submission, outcome: str) -> None:
    """§ 159-3A: a SWPPP is accepted (or recommended for acceptance) only for a site
    known to be in the Town (services/site.py)."""
    if outcome in ACCEPTING:
        site.require_site_in_town(submission.project)


def _smo_acts(submission: Submission, acting_user, outcome: str, reasons: str, citation: str):
    _require_site_for(submission, outcome)
    reasons = _require_reasons(outcome, reasons, citation)
    if outcome == Outcome.APPROVE:
        _require_compliance_found(submission, citation)
    submission.smo_outcome = outcome
    submission.smo_reasons = reasons
    submission.smo_acted_at = timezone.now()
    submission.smo_acted_by = acting_user
    submission._history_user = acting_user


def _meet_review_clock(submission: Submission, acting_user) -> None:
    for clock in clocks_for(submission).filter(
        status__in=[Deadline.Status.OPEN, Deadline.Status.MISSED, Deadline.Status.PAUSED]
    ):
        clocks.deadline_meet(deadline=clock, acting_user=acting_user, note="SMO acted")


_TRANSITION = {
    Outcome.APPROVE: "_approve",
    Outcome.APPROVE_WITH_MODIFICATIONS: "_approve_with_modifications",
    Outcome.DISAPPROVE: "_disapprove",
}


@transaction.atomic
def smo_decide(
    *,
    acting_user,
    submission: Submission,
    outcome: str,
    reasons: str = "",
    milestones: list[str] | None = None,
) -> Submission:
    """§ 159-4C: within 45 days of receipt the SMO approves, approves with modifications or
    disapproves; approval only if the SWPPP complies (and, with a stormwater management
    facility, once its easement and agreement are recorded, § 159-7B, § 159-7C(4));
    reasons in writing for the other two. On approval the SMO chooses the construction
    milestones that need 48 hours' notice (§ 159-8A(1); all unless chosen). The clock is
    met, the decision letter issued and the applicant told."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    require(
        submission.review_path == Submission.Path.SMO,
        f"Another {current().kind} body reviews this activity: forward a recommendation "
        f"({cite('swm.review_with_other_body.recommendation')}).",
        ValidationError,
    )
    _require_path_confirmed(submission)
    _require_applicant_address(submission, "the decision letter")
    _smo_acts(submission, acting_user, outcome, reasons, cite("swm.review_by_smo"))
    _require_maintenance_recorded(submission, outcome)
    submission.milestones = chosen_milestones(outcome, milestones)
    getattr(submission, _TRANSITION[Outcome(outcome)])()
    submission.save()
    _meet_review_clock(submission, acting_user)
    submission.letter = letters.issue_decision(
        acting_user=acting_user, submission=submission, by_body=False
    )
    submission.save(update_fields=["letter"])
    _announce(submission, acting_user, by_body=False)
    return submission


@transaction.atomic
def smo_recommend(
    *,
    acting_user,
    submission: Submission,
    outcome: str,
    reasons: str = "",
    milestones: list[str] | None = None,
) -> Submission:
    """§ 159-4B(1): within 45 days of receipt the SMO forwards the SWPPP with a written
    recommendation to the body reviewing the application; approval recommended only if
    the SWPPP complies; reasons in writing for the other two. Forwarding meets the clock.
    The SMO also sets the construction milestones that need 48 hours' notice if the body
    approves (§ 159-8A(1), "as required by the SMO"; all unless chosen)."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    require(
        submission.review_path == Submission.Path.BODY,
        f"No other {current().kind} body reviews this activity: decide it "
        f"({cite('swm.review_by_smo')}).",
        ValidationError,
    )
    _require_path_confirmed(submission)
    _require_applicant_address(submission, "the recommendation letter (a copy goes to them)")
    _smo_acts(
        submission, acting_user, outcome, reasons, cite("swm.review_with_other_body.recommendation")
    )
    submission.milestones = chosen_milestones(Outcome.APPROVE, milestones)
    submission._forward()
    submission.forwarded_at = timezone.now()
    submission.save()
    _meet_review_clock(submission, acting_user)
    submission.recommendation_letter = letters.issue_recommendation(
        acting_user=acting_user, submission=submission
    )
    submission.save(update_fields=["recommendation_letter"])
    project = submission.project
    reasons = submission.smo_reasons
    label = Outcome(outcome).label.lower()
    record(
        subject=project,
        actor=acting_user,
        action="swppp.forwarded",
        summary=f"Forwarded version {submission.version} to the {submission.reviewing_body} "
        f"recommending: {label} ({cite('swm.review_with_other_body.recommendation')}).",
        version=submission.version,
    )
    notify(
        event_key=f"swppp:{submission.pk}:forwarded",
        recipients=list(submission.reviewing_body.members.filter(is_active=True)),
        subject=f"SWPPP forwarded for your action: {submission.label}",
        body=f"The Stormwater Management Officer recommends: {label}. The "
        f"{submission.reviewing_body} acts on the SWPPP under "
        f"{cite('swm.review_with_other_body.body_act')}.",
        url=submission.get_absolute_url(),
    )
    notify(
        event_key=f"swppp:{submission.pk}:forwarded:applicant",
        recipients=[project.applicant],
        subject=f"SWPPP {project.reference}: forwarded to the {submission.reviewing_body}",
        body=f"The Stormwater Management Officer forwarded your SWPPP to the "
        f"{submission.reviewing_body} recommending: {label}."
        + (f"\n\nReasons: {reasons}" if reasons else ""),
        url=project.get_absolute_url(),
    )
    return submission


PATH_NOT_CONFIRMED = words_lazy(
    "Confirm or correct the review path first: whether another {kind} body reviews the "
    "activity is the SMO's call ({cite:swm.review_with_other_body}, {cite:swm.review_by_smo})."
)


def _merge(errors: dict[str, list[str]], exc: ValidationError, key: str = "outcome") -> None:
    found = exc.message_dict if hasattr(exc, "error_dict") else {key: exc.messages}
    for field, messages in found.items():
        for message in messages:
            if message not in errors.setdefault(field, []):
                errors[field].append(message)


def _act_refusals(submission: Submission, outcome: str, reasons: str, milestones) -> dict:
    """Every reason the SMO's act is refused now, all at once (nothing is written):
    § 159-4B(1)/§ 159-4C reasons in writing, the applicant's address for the letter,
    approval only of a SWPPP that complies, the easement and agreement before approval
    (§ 159-7B, § 159-7C(4)), the milestones (§ 159-8A(1))."""
    body_path = submission.review_path == Submission.Path.BODY
    citation = submission.smo_act_citation
    letter = (
        "the recommendation letter (a copy goes to them)" if body_path else "the decision letter"
    )
    errors: dict[str, list[str]] = {}
    checks = [
        lambda: _require_site_for(submission, outcome),
        lambda: _require_reasons(outcome, reasons, citation),
        lambda: _require_applicant_address(submission, letter),
    ]
    if not body_path:
        checks.append(lambda: _require_maintenance_recorded(submission, outcome))
    if outcome == Outcome.APPROVE:
        checks.append(lambda: _require_compliance_found(submission, citation))
        if not body_path:
            checks.append(lambda: chosen_milestones(outcome, milestones))
    for check in checks:
        try:
            check()
        except ValidationError as exc:
            _merge(errors, exc)
    return errors


@transaction.atomic
def path_decide_with_findings(
    *,
    acting_user,
    submission: Submission,
    findings: dict[int, tuple[str, str]],
    path: str,
    body_kind: str = "",
    reason: str = "",
) -> Submission:
    """ "Record the path" on the review page: the findings chosen on the page are saved
    with it, all or nothing (every error of both at once), so nothing is lost."""
    errors: dict[str, list[str]] = {}
    try:
        findings_save(acting_user=acting_user, submission=submission, findings=findings)
    except ValidationError as exc:
        _merge(errors, exc)
    try:
        submission = review_path_decide(
            acting_user=acting_user,
            submission=submission,
            path=path,
            body_kind=body_kind,
            reason=reason,
        )
    except ValidationError as exc:
        _merge(errors, exc, key="path")
    if errors:
        raise ValidationError(errors)
    return submission


@transaction.atomic
def review_act(
    *,
    acting_user,
    submission: Submission,
    findings: dict[int, tuple[str, str]],
    outcome: str,
    reasons: str = "",
    milestones: list[str] | None = None,
    path: str | None = None,
    body_kind: str = "",
    path_reason: str = "",
    check_only: bool = False,
) -> Submission | None:
    """ "Issue the decision" (§ 159-4C) or "Forward with this recommendation"
    (§ 159-4B(1)) on the review page, in one pass: the findings on the page, the review
    path when the SMO confirms or corrects it with the act (``path``: § 159-4B, § 159-4C)
    and the act itself. One transaction: everything is saved and the act done, or, if
    anything is refused, nothing is, and every reason comes back at once (errors keyed
    ``finding-<item id>`` for a finding, ``path``/``body``/``reason`` for the path, the
    act's own otherwise) so that the page keeps what was chosen and says all of it.
    ``check_only``: collect the errors and write nothing (the page had its own errors
    too: they are shown together)."""
    _require_reviewer(acting_user)
    errors: dict[str, list[str]] = {}
    try:
        findings_save(acting_user=acting_user, submission=submission, findings=findings)
    except ValidationError as exc:
        _merge(errors, exc)
    submission = _received(submission)
    if path:
        body = ReviewingBody.objects.filter(kind=body_kind).first() if path == "4B" else None
        same = path == submission.review_path and (body and body.pk) == submission.reviewing_body_id
        if not (same and submission.path_confirmed):
            try:
                submission = review_path_decide(
                    acting_user=acting_user,
                    submission=submission,
                    path=path,
                    body_kind=body_kind,
                    reason=path_reason,
                )
            except ValidationError as exc:
                _merge(errors, exc, key="path")
    elif not submission.path_confirmed:
        errors.setdefault("path", []).append(PATH_NOT_CONFIRMED)
    submission = _received(submission)
    for field, messages in _act_refusals(submission, outcome, reasons, milestones).items():
        for message in messages:
            if message not in errors.setdefault(field, []):
                errors[field].append(message)
    if errors:
        raise ValidationError(errors)
    if check_only:
        transaction.set_rollback(True)
        return None
    if submission.review_path == Submission.Path.BODY:
        return smo_recommend(
            acting_user=acting_user,
            submission=submission,
            outcome=outcome,
            reasons=reasons,
            milestones=milestones,
        )
    return smo_decide(
        acting_user=acting_user,
        submission=submission,
        outcome=outcome,
        reasons=reasons,
        milestones=milestones,
    )


@dataclass(frozen=True)
class BodyAct:
    """What a reviewing body's act records (§ 159-4B(2)): for a board, the meeting, the
    resolution and the vote, member by member (``votes``: a membership's id and its
    choice; the counts are derived from it); the Building Inspector acts alone."""

    outcome: str
    reasons: str = ""
    complies: bool = False
    meeting_on: date | None = None
    resolution: str = ""
    ayes: int | None = None
    nays: int | None = None
    abstained: int | None = None
    absent: int | None = None
    milestones: list[str] | None = None
    votes: dict[int, str] | None = None
    tally: Tally | None = None


def body_act_check(*, acting_user, submission: Submission, act: BodyAct) -> BodyAct:
    """Every rule of the body's act, without writing anything (the confirmation page shows
    the act once it passes; ``body_act`` checks it again). Returns the act cleaned."""
    require(
        acting_user.has_perm("swppp.act_for_body", submission),
        "Only a member of the reviewing body records its act on this SWPPP.",
    )
    require(
        submission.state == Submission.State.FORWARDED,
        "The SWPPP is not waiting for the reviewing body.",
        ValidationError,
    )
    body = submission.reviewing_body
    errors: dict[str, str] = {}
    if (
        act.outcome in ACCEPTING
        and (refusal := site.site_refusal(submission.project, then=site.BODY_WAITS))
        or (refusal := applicant_address_refusal(submission, f"the {body}'s letter"))
    ):
        errors["outcome"] = refusal
    try:
        reasons = _require_reasons(
            act.outcome, act.reasons, cite("swm.review_with_other_body.body_act")
        )
    except ValidationError as exc:
        errors.update({k: v[0] for k, v in exc.message_dict.items()})
        reasons = (act.reasons or "").strip()
    # The body judges compliance itself (§ 159-4B(2)): the SMO's findings inform it but
    # do not bind it; it approves only when it finds that the SWPPP complies.
    if act.outcome == Outcome.APPROVE and not act.complies:
        errors["complies"] = (
            f"The {body} approves only a SWPPP that complies with {current().law('swm').name} "
            f"({cite('swm.review_with_other_body.body_act')}): "
            "confirm that it does."
        )
    # § 159-7B: "prior to the issuance of any approval", with modifications or not.
    refusal = maintenance.approval_refusal(submission) if act.outcome in ACCEPTING else ""
    if refusal and "outcome" not in errors:
        errors["outcome"] = refusal
    # § 159-8A(1): "notify the SMO at least 48 hours before any of the following, as
    # required by the SMO": the SMO sets the milestones (with the recommendation), not
    # the body.
    if act.milestones:
        errors["milestones"] = (
            "The Stormwater Management Officer sets the construction milestones "
            f'({cite("swm.construction_inspection")}, "as required by the SMO"); the body\'s act '
            "does not."
        )
    chosen = smo_milestones(submission) if act.outcome == Outcome.APPROVE else []
    resolution = (act.resolution or "").strip()
    if body.acts_by_resolution:
        vote_errors, tally = _board_vote_errors(submission, act, resolution)
        errors |= vote_errors
        values = {
            "meeting_on": act.meeting_on,
            "resolution": resolution,
            "votes": act.votes,
            "tally": tally,
        }
        if tally is not None:
            values |= {
                "ayes": tally.ayes,
                "nays": tally.nays,
                "abstained": tally.abstained,
                "absent": tally.absent,
            }
    else:
        values = {}
    if errors:
        raise ValidationError(errors)
    return BodyAct(
        outcome=act.outcome, reasons=reasons, complies=act.complies, milestones=chosen, **values
    )


def _board_vote_errors(
    submission: Submission, act: BodyAct, resolution: str
) -> tuple[dict[str, str], Tally | None]:
    """§ 159-4B(2): a board acts as a body, by resolution adopted at a meeting; one
    member's click is not the board's act. General Construction Law § 41: the board's
    power is exercised by the votes of a majority of its whole number; the one check of
    that is ``lockport_sw.bodies.services.vote_check`` (every member seated that day
    named, the whole number the board's seats)."""
    body = submission.reviewing_body
    errors = {}
    tally = None
    today = timezone.now().astimezone(TOWN_TZ).date()
    forwarded = (
        submission.forwarded_at.astimezone(TOWN_TZ).date() if submission.forwarded_at else None
    )
    if act.meeting_on is None:
        errors["meeting_on"] = f"Give the date of the {body}'s meeting that acted."
    elif act.meeting_on > today:
        errors["meeting_on"] = "Record the act after the meeting: the date cannot be in the future."
    elif forwarded and act.meeting_on < forwarded:
        errors["meeting_on"] = (
            f"The {body} acts on the SWPPP it received on {long_date(forwarded)}: the meeting "
            "cannot be before that."
        )
    if not resolution:
        errors["resolution"] = f"Give the number of the {body}'s resolution."
    elif len(resolution) > 50:
        errors["resolution"] = "Keep the resolution number to 50 characters."
    if "meeting_on" not in errors:
        try:
            tally = vote_check(body=body_of(body.kind), on=act.meeting_on, votes=act.votes or {})
        except ValidationError as exc:
            errors["votes"] = " ".join(exc.message_dict["votes"])
    return errors, tally


@transaction.atomic
def body_act(*, acting_user, submission: Submission, act: BodyAct) -> Submission:
    """§ 159-4B(2): the reviewing body reviews the SWPPP and the SMO's recommendation and
    approves, approves with modifications or disapproves; it does not approve a SWPPP
    that does not comply, and states its reasons in writing for the other two. A board's
    act is its resolution at a meeting, by vote; the letter is issued in its name."""
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    act = body_act_check(acting_user=acting_user, submission=submission, act=act)
    getattr(submission, _TRANSITION[Outcome(act.outcome)])()
    submission.body_outcome = act.outcome
    submission.body_reasons = act.reasons
    submission.body_acted_at = timezone.now()
    submission.body_acted_by = acting_user
    submission.body_meeting_on = act.meeting_on
    submission.body_resolution = act.resolution
    submission.body_vote_ayes = act.ayes
    submission.body_vote_nays = act.nays
    submission.body_vote_abstained = act.abstained
    submission.body_vote_absent = act.absent
    if act.outcome == Outcome.APPROVE:
        submission.milestones = act.milestones  # the SMO's (body_act_check)
    # Otherwise the SMO's choice with the recommendation stays, for the revision the
    # body approves later (smo_milestones, § 159-8A(1) "as required by the SMO").
    submission._history_user = acting_user
    submission.save()
    if act.tally is not None:
        votes_record(subject=submission, tally=act.tally)
    submission.letter = letters.issue_decision(
        acting_user=acting_user, submission=submission, by_body=True
    )
    submission.save(update_fields=["letter"])
    _announce(submission, acting_user, by_body=True)
    return submission


@transaction.atomic
def smo_comment(*, acting_user, submission: Submission, text: str) -> ReviewComment:
    """§ 159-4B(2), § 159-4A: the SMO receives a copy of a SWPPP before the reviewing body
    and may comment for the body while it has not acted."""
    _require_reviewer(acting_user)
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    require(
        submission.state == Submission.State.FORWARDED,
        "Comments go to the reviewing body while the SWPPP waits for it.",
        ValidationError,
    )
    text = (text or "").strip()
    if not text:
        raise ValidationError({"text": "Write the comment for the reviewing body."})
    comment = ReviewComment.objects.create(submission=submission, author=acting_user, text=text)
    record(
        subject=submission.project,
        actor=acting_user,
        action="swppp.smo_commented",
        summary=f"Commented on version {submission.version} for the {submission.reviewing_body}.",
        version=submission.version,
    )
    notify(
        event_key=f"swppp:comment:{comment.pk}",
        recipients=list(submission.reviewing_body.members.filter(is_active=True)),
        subject=f"The SMO commented on {submission.label}",
        body=text,
        url=submission.get_absolute_url(),
    )
    return comment


def _announce(submission: Submission, acting_user, *, by_body: bool) -> None:
    project = submission.project
    outcome = Outcome(submission.body_outcome if by_body else submission.smo_outcome)
    reasons = submission.body_reasons if by_body else submission.smo_reasons
    who = f"The {submission.reviewing_body}" if by_body else "The Stormwater Management Officer"
    if by_body and submission.body_resolution:
        who += (
            f" (Resolution {submission.body_resolution} of {long_date(submission.body_meeting_on)})"
        )
    citation = cite("swm.review_with_other_body.body_act" if by_body else "swm.review_by_smo")
    record(
        subject=project,
        actor=acting_user,
        action=f"swppp.{outcome.value}",
        summary=f"Version {submission.version} {outcome.result.lower()} ({citation}). "
        f"{who} decided; letter {submission.letter.number}.",
        version=submission.version,
    )
    next_step = (
        f"Keep a copy of the SWPPP at the site ({cite('swm.swppp_on_site')}) and notify the SMO "
        f"at least 48 hours before each construction milestone "
        f"({cite('swm.construction_inspection')})."
        if outcome == Outcome.APPROVE
        else "Revise the SWPPP answering each finding and submit the revision."
    )
    notify(
        event_key=f"swppp:{submission.pk}:decided",
        recipients=[project.applicant],
        subject=f"SWPPP {project.reference} {outcome.result.lower()}",
        body=f"{who} decided: {outcome.result} ({citation})."
        + (f"\n\nReasons: {reasons}" if reasons else "")
        + f"\n\n{next_step}\n\nThe letter ({submission.letter.number}) is on the project page.",
        url=project.get_absolute_url(),
    )
