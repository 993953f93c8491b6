"""Alternative remedies (§ 158-15) and the withholding of occupancy (§ 159-8C(5))."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.jurisdiction.registry import chapter_named, cite

from ..models import CRITERIA, AlternativeRemedy, OccupancyHold, RemedyTask, Violation
from ._common import chapter_of, long_date, record, require, require_perm, today
from .notices import addressed_with_copies
from .served import issue_occupancy_notice, issue_occupancy_release

RECOMMEND = "enforcement.recommend_remedy"
CONCUR = "enforcement.concur_remedy"
HOLD = "enforcement.hold_occupancy"


@transaction.atomic
def remedy_recommend(
    *,
    acting_user,
    violation: Violation,
    criteria: Iterable[str],
    recommendation: str,
    tasks: Iterable[tuple[str, str, date]],
) -> AlternativeRemedy:
    """§ 158-15A: alternative remedies "in lieu of a civil penalty, upon recommendation of
    the Town Attorney and concurrence of the SMO, where" one or more criteria apply; each
    remedy of § 158-15B with the date by which it is completed."""
    require_perm(acting_user, RECOMMEND, "Only the Town Attorney recommends alternative remedies.")
    chapter = chapter_of(violation.chapter)
    require(
        chapter.alternative_remedies_citation is not None,
        f"{chapter_named(chapter.chapter)} provides no alternative remedies.",
        ValidationError,
    )
    valid = {code for code, _ in CRITERIA}
    criteria = [c for c in dict.fromkeys(criteria or []) if c in valid]
    tasks = [t for t in tasks or [] if t and t[0]]
    errors = {}
    if not criteria:
        errors["criteria"] = (
            f"Choose the criteria of {cite('idl.alternative_remedies.conditions')} that apply (at "
            "least one)."
        )
    if not (recommendation or "").strip():
        errors["recommendation"] = "Write the Town Attorney's recommendation."
    if not tasks:
        errors["tasks"] = (
            f"Choose at least one remedy of {cite('idl.alternative_remedies.remedies')}, with its "
            "completion date."
        )
    for kind, _description, due_on in tasks:
        if kind not in RemedyTask.Kind.values:
            errors["tasks"] = f"Choose remedies of {cite('idl.alternative_remedies.remedies')}."
        elif due_on is None:
            errors["tasks"] = "Give each remedy the date by which it is completed."
        elif due_on <= today():
            errors["tasks"] = "A completion date must be in the future."
    if errors:
        raise ValidationError(errors)
    remedy = AlternativeRemedy(
        violation=violation,
        criteria=criteria,
        recommendation=recommendation.strip(),
        recommended_by=acting_user,
        recommended_on=today(),
    )
    remedy._history_user = acting_user
    remedy.save()
    for kind, description, due_on in tasks:
        RemedyTask.objects.create(
            remedy=remedy, kind=kind, description=(description or "").strip()[:300], due_on=due_on
        )
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.remedy_recommended",
        summary=f"The Town Attorney recommends alternative remedies "
        f"({chapter.alternative_remedies_citation}).",
    )
    return remedy


@transaction.atomic
def remedy_concur(
    *, acting_user, remedy: AlternativeRemedy, concur: bool, reason: str = ""
) -> AlternativeRemedy:
    """§ 158-15A: the SMO's concurrence puts the recommended remedies in effect; without
    it there is no alternative remedy."""
    require_perm(acting_user, CONCUR, "Only the Stormwater Management Officer concurs.")
    remedy = AlternativeRemedy.objects.select_for_update().get(pk=remedy.pk)
    require(
        remedy.state == AlternativeRemedy.State.RECOMMENDED,
        "This recommendation was already answered.",
        ValidationError,
    )
    if concur:
        remedy._concur()
        remedy.concurred_by = acting_user
        remedy.concurred_on = today()
        summary = (
            "The SMO concurred: the alternative remedies are in effect "
            f"({cite('idl.alternative_remedies.conditions')})."
        )
    else:
        if not (reason or "").strip():
            raise ValidationError({"reason": "Say why you do not concur."})
        remedy._decline()
        remedy.declined_reason = reason.strip()
        summary = f"The SMO did not concur in the alternative remedies: {remedy.declined_reason}"
    remedy._history_user = acting_user
    remedy.save()
    record(
        violation=remedy.violation,
        actor=acting_user,
        action="enforcement.remedy_answered",
        summary=summary,
    )
    return remedy


@transaction.atomic
def remedy_task_complete(*, acting_user, task: RemedyTask, completed_on: date) -> RemedyTask:
    """A remedy was completed; when every one is, the alternative remedy is completed."""
    require_perm(acting_user, CONCUR, "Only the Stormwater Management Officer records this.")
    task = RemedyTask.objects.select_for_update().select_related("remedy").get(pk=task.pk)
    remedy = AlternativeRemedy.objects.select_for_update().get(pk=task.remedy_id)
    require(
        remedy.state == AlternativeRemedy.State.IN_EFFECT,
        "The remedies are not in effect.",
        ValidationError,
    )
    require(task.completed_on is None, "Already completed.", ValidationError)
    if completed_on is None or completed_on > today():
        raise ValidationError(
            {"completed_on": "Give the date it was completed (not in the future)."}
        )
    task.completed_on = completed_on
    task.save()
    if not remedy.tasks.filter(completed_on__isnull=True).exists():
        remedy._complete()
        remedy._history_user = acting_user
        remedy.save()
    record(
        violation=remedy.violation,
        actor=acting_user,
        action="enforcement.remedy_completed",
        summary=f"{task.get_kind_display()} completed on {long_date(completed_on)}.",
    )
    return task


@transaction.atomic
def occupancy_hold_place(
    *, acting_user, violation: Violation, reason: str, addressee=None
) -> OccupancyHold:
    """§ 159-8C(5): "the SMO may prevent the occupancy of said building or land": a
    served letter to each landowner of record on the day of issue (where the registry
    records none, refused: issue 43, item 9), with copies to the applicant, the developer
    and the Building Inspector (issue 23, items 1 and 3)."""
    require_perm(acting_user, HOLD, "Only the Stormwater Management Officer withholds occupancy.")
    violation = Violation.objects.select_related("parcel", "party").get(pk=violation.pk)
    chapter = chapter_of(violation.chapter)
    require(
        chapter.occupancy_citation is not None,
        f"{chapter_named(chapter.chapter)} provides no withholding of occupancy.",
        ValidationError,
    )
    if not (reason or "").strip():
        raise ValidationError({"reason": "Say why occupancy is withheld."})
    existing = OccupancyHold.objects.filter(
        parcel=violation.parcel_id, lifted_on__isnull=True
    ).first()
    require(
        existing is None,
        f"Occupancy of {violation.parcel.street_address} is already withheld.",
        ValidationError,
    )
    hold = OccupancyHold(
        parcel=violation.parcel,
        violation=violation,
        reason=reason.strip(),
        placed_on=today(),
        placed_by=acting_user,
    )
    hold._history_user = acting_user
    hold.save()
    # Issue 23, item 1: to every landowner of record on the day of issue, with copies to
    # the applicant and the developer.
    owners, role, copies = addressed_with_copies(
        chapter, violation, addressee or violation.party, today()
    )
    issued = issue_occupancy_notice(
        acting_user=acting_user,
        hold=hold,
        chapter=chapter,
        addressees=owners,
        role=role,
        copies=copies,
    )
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.occupancy_withheld",
        summary=f"Occupancy of {violation.parcel.street_address} withheld "
        f"({chapter.occupancy_citation}); "
        + "; ".join(f"notice {x.number} to {x.addressee_name}" for x in issued)
        + (f" ({role})" if role else "")
        + (f", copy to {issued[0].copy_to}" if issued[0].copy_to else "")
        + ".",
    )
    return hold


@transaction.atomic
def occupancy_hold_lift(*, acting_user, hold: OccupancyHold, reason: str) -> OccupancyHold:
    """§ 159-8C(5): the SMO releases the hold. The owners and the Building Inspector were
    told it stays until released: each owner the notice was addressed to is sent a
    letter saying it is released and why, with a copy to the Building Inspector (issue
    43, item 10)."""
    require_perm(acting_user, HOLD, "Only the Stormwater Management Officer releases occupancy.")
    hold = OccupancyHold.objects.select_for_update().get(pk=hold.pk)
    require(hold.in_effect, "Occupancy is no longer withheld.", ValidationError)
    if not (reason or "").strip():
        raise ValidationError({"reason": "Say why occupancy may now be allowed."})
    hold.lifted_on = today()
    hold.lifted_by = acting_user
    hold.lift_reason = reason.strip()
    hold._history_user = acting_user
    hold.save()
    chapter = chapter_of(hold.violation.chapter)
    issued = issue_occupancy_release(acting_user=acting_user, hold=hold, chapter=chapter)
    record(
        violation=hold.violation,
        actor=acting_user,
        action="enforcement.occupancy_released",
        summary=f"Occupancy of {hold.parcel.street_address} no longer withheld: {hold.lift_reason}"
        + "".join(f"; notice {x.number} to {x.addressee_name}" for x in issued)
        + (f", copy to {issued[0].copy_to}" if issued and issued[0].copy_to else "")
        + ".",
    )
    return hold
