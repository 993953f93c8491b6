"""The SMO's review (§ 159-4A, § 159-4B(1), § 159-4C) and the reviewing body's action
(§ 159-4B(2))."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.services import notify

from .. import letters
from ..models import ChecklistItem, Finding, Outcome, Submission
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
        f"Version {submission.version} is {submission.get_state_display().lower()}, not under "
        "the SMO's review.",
        ValidationError,
    )
    return submission


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
        raise ValidationError({"comment": "Say what is deficient."})
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


@transaction.atomic
def review_options_save(
    *,
    acting_user,
    submission: Submission,
    outside_engineer: str = "",
    outside_engineer_board_approval: str = "",
    accepted_professional_certification: bool = False,
) -> Submission:
    """§ 159-4A(2): an outside New York licensed engineer, engaged only upon approval by
    the Town Board; § 159-4A(3): acceptance of the licensed professional's certification."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    outside_engineer = outside_engineer.strip()
    approval = outside_engineer_board_approval.strip()
    if outside_engineer and not approval:
        raise ValidationError(
            {
                "outside_engineer_board_approval": "An outside engineer is engaged only upon "
                "approval by the Town Board (§ 159-4A(2)): cite the resolution and its date."
            }
        )
    submission.outside_engineer = outside_engineer
    submission.outside_engineer_board_approval = approval if outside_engineer else ""
    submission.accepted_professional_certification = accepted_professional_certification
    submission._history_user = acting_user
    submission.save()
    return submission


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
                f"({citation}); deficient: " + ", ".join(f"§ {c}" for c in deficient) + "."
            }
        )
    unreviewed = [c for c in submission.checklist if c not in findings]
    if unreviewed and not submission.accepted_professional_certification:
        raise ValidationError(
            {
                "outcome": "Record a finding on every item before approving, or accept the "
                "professional's certification (§ 159-4A(3)); not yet reviewed: "
                + ", ".join(f"§ {c}" for c in unreviewed)
                + "."
            }
        )


def _smo_acts(submission: Submission, acting_user, outcome: str, reasons: str, citation: str):
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
    *, acting_user, submission: Submission, outcome: str, reasons: str = ""
) -> Submission:
    """§ 159-4C: within 45 days of receipt the SMO approves, approves with modifications or
    disapproves; approval only if the SWPPP complies; reasons in writing for the other
    two. The clock is met, the decision letter issued and the applicant told."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    require(
        submission.review_path == Submission.Path.SMO,
        "Another Town body reviews this activity: forward a recommendation (§ 159-4B(1)).",
        ValidationError,
    )
    _smo_acts(submission, acting_user, outcome, reasons, "§ 159-4C")
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
    *, acting_user, submission: Submission, outcome: str, reasons: str = ""
) -> Submission:
    """§ 159-4B(1): within 45 days of receipt the SMO forwards the SWPPP with a written
    recommendation to the body reviewing the application; approval recommended only if
    the SWPPP complies; reasons in writing for the other two. Forwarding meets the clock."""
    _require_reviewer(acting_user)
    submission = _received(submission)
    require(
        submission.review_path == Submission.Path.BODY,
        "No other Town body reviews this activity: decide it (§ 159-4C).",
        ValidationError,
    )
    _smo_acts(submission, acting_user, outcome, reasons, "§ 159-4B(1)")
    submission._forward()
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
        f"recommending: {label} (§ 159-4B(1)).",
        version=submission.version,
    )
    notify(
        event_key=f"swppp:{submission.pk}:forwarded",
        recipients=list(submission.reviewing_body.members.filter(is_active=True)),
        subject=f"SWPPP forwarded for your action: {submission.label}",
        body=f"The Stormwater Management Officer recommends: {label}. The "
        f"{submission.reviewing_body} acts on the SWPPP under § 159-4B(2).",
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


@transaction.atomic
def body_act(
    *,
    acting_user,
    submission: Submission,
    outcome: str,
    reasons: str = "",
    complies: bool = False,
) -> Submission:
    """§ 159-4B(2): the reviewing body reviews the SWPPP and the SMO's recommendation and
    approves, approves with modifications or disapproves; it does not approve a SWPPP
    that does not comply, and states its reasons in writing for the other two."""
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    require(
        acting_user.has_perm("swppp.act_for_body", submission),
        "Only a member of the reviewing body acts on this SWPPP.",
    )
    require(
        submission.state == Submission.State.FORWARDED,
        "The SWPPP is not waiting for the reviewing body.",
        ValidationError,
    )
    # The body judges compliance itself (§ 159-4B(2)): the SMO's findings inform it but
    # do not bind it; it approves only when it finds that the SWPPP complies.
    reasons = _require_reasons(outcome, reasons, "§ 159-4B(2)")
    if outcome == Outcome.APPROVE and not complies:
        raise ValidationError(
            {
                "complies": "The body approves only a SWPPP that complies with Chapter 159 "
                "(§ 159-4B(2)): confirm that it does."
            }
        )
    getattr(submission, _TRANSITION[Outcome(outcome)])()
    submission.body_outcome = outcome
    submission.body_reasons = reasons
    submission.body_acted_at = timezone.now()
    submission.body_acted_by = acting_user
    submission._history_user = acting_user
    submission.save()
    submission.letter = letters.issue_decision(
        acting_user=acting_user, submission=submission, by_body=True
    )
    submission.save(update_fields=["letter"])
    _announce(submission, acting_user, by_body=True)
    return submission


def _announce(submission: Submission, acting_user, *, by_body: bool) -> None:
    project = submission.project
    outcome = Outcome(submission.body_outcome if by_body else submission.smo_outcome)
    reasons = submission.body_reasons if by_body else submission.smo_reasons
    who = f"The {submission.reviewing_body}" if by_body else "The Stormwater Management Officer"
    citation = "§ 159-4B(2)" if by_body else "§ 159-4C"
    record(
        subject=project,
        actor=acting_user,
        action=f"swppp.{outcome.value}",
        summary=f"{who}: {outcome.label.lower()} version {submission.version} ({citation}); "
        f"letter {submission.letter.number}.",
        version=submission.version,
    )
    next_step = (
        "Keep a copy of the SWPPP at the site (§ 159-5E) and notify the SMO at least 48 "
        "hours before each construction milestone (§ 159-8A(1))."
        if outcome == Outcome.APPROVE
        else "Revise the SWPPP answering each finding and submit the revision."
    )
    notify(
        event_key=f"swppp:{submission.pk}:decided",
        recipients=[project.applicant],
        subject=f"SWPPP {project.reference}: {outcome.label.lower()}",
        body=f"{who} decided: {outcome.label.lower()} ({citation})."
        + (f"\n\nReasons: {reasons}" if reasons else "")
        + f"\n\n{next_step}\n\nThe letter ({submission.letter.number}) is on the project page.",
        url=project.get_absolute_url(),
    )
