"""§ 159-8B(1): the performance guarantee's amount is "determined by the Town based on
submission of final design plans, with reference to actual construction and landscaping
costs". The applicant enters the plans' cost estimate line by line (description,
quantity, unit, unit cost); the SMO accepts it; the accepted estimate's total is the
amount ``guarantees.requirement_set`` requires. Decimal throughout, never float."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.audit.services import record
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.money_words import cents, dollars

from ..models import CostEstimate, CostEstimateLine

MANAGE = "money.manage_guarantees"


@dataclass(frozen=True)
class EstimateLine:
    description: str
    quantity: Decimal
    unit: str
    unit_cost: Decimal


def _decimal(value) -> Decimal | None:
    if value is None or isinstance(value, float):
        return None  # money is never a float
    try:
        return Decimal(str(value))
    except InvalidOperation:
        return None


def _check(lines: list[EstimateLine]) -> list[CostEstimateLine]:
    errors: list[str] = []
    made: list[CostEstimateLine] = []
    for number, line in enumerate(lines, start=1):
        quantity, unit_cost = _decimal(line.quantity), _decimal(line.unit_cost)
        if not (line.description or "").strip():
            errors.append(f"Line {number}: describe the item.")
        if quantity is None or quantity <= 0:
            errors.append(f"Line {number}: give a quantity more than 0.")
        if not (line.unit or "").strip():
            errors.append(f"Line {number}: give the unit (e.g. LF, CY, EA, LS).")
        if unit_cost is None or unit_cost < 0:
            errors.append(f"Line {number}: give the unit cost in dollars and cents.")
        if not errors:
            unit_cost = cents(unit_cost)  # to the cent, so each line multiplies out as shown
            made.append(
                CostEstimateLine(
                    description=line.description.strip(),
                    quantity=quantity,
                    unit=line.unit.strip(),
                    unit_cost=unit_cost,
                    amount=cents(quantity * unit_cost),
                )
            )
    if not lines:
        errors.append("Enter at least one line of the cost estimate.")
    if errors:
        raise ValidationError(errors)
    return made


@transaction.atomic
def estimate_submit(*, acting_user, project, lines: list[EstimateLine]) -> CostEstimate:
    """The applicant submits the final design plans' cost estimate."""
    require(
        project.applicant_id == acting_user.pk,
        "Only the project's applicant submits its cost estimate.",
    )
    made = _check(lines)
    estimate = CostEstimate.objects.create(
        project=project,
        total=sum((line.amount for line in made), Decimal("0.00")),
        submitted_by=acting_user,
        submitted_at=timezone.now(),
    )
    for line in made:
        line.estimate = estimate
    CostEstimateLine.objects.bulk_create(made)
    record(
        subject=project,
        actor=acting_user,
        action="money.estimate_submitted",
        summary=f"Cost estimate submitted: {len(made)} lines, {dollars(estimate.total)}.",
    )
    return estimate


@transaction.atomic
def estimate_accept(*, acting_user, estimate: CostEstimate) -> CostEstimate:
    """The SMO accepts the estimate: its total becomes the performance guarantee's amount."""
    require_perm(acting_user, MANAGE, "Only the SMO accepts the cost estimate.")
    estimate = CostEstimate.objects.select_for_update().get(pk=estimate.pk)
    require(
        estimate.state == CostEstimate.State.SUBMITTED,
        "This estimate is already accepted.",
        ValidationError,
    )
    estimate.state = CostEstimate.State.ACCEPTED
    estimate.accepted_by, estimate.accepted_at = acting_user, timezone.now()
    estimate.save()
    record(
        subject=estimate.project,
        actor=acting_user,
        action="money.estimate_accepted",
        summary=f"Cost estimate accepted: {dollars(estimate.total)}.",
    )
    return estimate


def accepted_estimate(project) -> CostEstimate | None:
    """The latest estimate the SMO accepted, or None."""
    return (
        CostEstimate.objects.filter(project=project, state=CostEstimate.State.ACCEPTED)
        .order_by("-accepted_at", "-pk")
        .first()
    )
