"""Completing an inspection with its findings (any kind: the checklist is the kind's)."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from ..models import Finding, Inspection
from ._common import CONDUCT, record, require, require_perm


@transaction.atomic
def inspection_complete(
    *, acting_user, inspection: Inspection, findings: dict, summary: str = ""
) -> Inspection:
    """Record a finding on every checklist item of the inspection's kind and complete it:
    approved when no item is deficient, otherwise violations found. ``findings`` maps an
    item code to ``(outcome, note)``."""
    require_perm(acting_user, CONDUCT, "Only the SMO and inspectors conduct inspections.")
    inspection = Inspection.objects.select_for_update().get(pk=inspection.pk)
    require(
        inspection.state in (Inspection.State.SCHEDULED, Inspection.State.IN_PROGRESS),
        f"{inspection.reference} is {inspection.get_state_display().lower()}.",
        ValidationError,
    )
    kind = inspection.kind_spec
    errors = {}
    outcomes = set(Finding.Outcome.values)
    for item in kind.checklist:
        outcome, _note = findings.get(item.code, ("", ""))
        if outcome not in outcomes:
            errors[f"item_{item.code}"] = f"Record a finding on “{item.text}”."
    if errors:
        raise ValidationError(errors)
    for item in kind.checklist:
        outcome, note = findings[item.code]
        Finding.objects.update_or_create(
            inspection=inspection,
            item=item.code,
            defaults={"outcome": outcome, "note": (note or "").strip()[:2000]},
        )
    deficient = any(findings[i.code][0] == Finding.Outcome.DEFICIENT for i in kind.checklist)
    inspection.complete()
    inspection.result = Inspection.Result.VIOLATIONS if deficient else Inspection.Result.APPROVED
    inspection.completed_at = timezone.now()
    inspection.inspector = inspection.inspector or acting_user
    inspection.summary = (summary or "").strip()[:5000]
    inspection._history_user = acting_user
    inspection.save()
    record(
        inspection,
        acting_user,
        "inspections.completed",
        f"{inspection.reference} completed: {inspection.get_result_display().lower()}.",
    )
    return inspection
