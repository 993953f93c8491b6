"""§ 158-2 (TMDL strategy, D): an EPA approval of a TMDL for a water body or watershed the
Town's MS4 discharges to starts the Town's six months to modify its stormwater management
program (DEADLINES.md row 24, rule ``tmdl_program_update``). The SMO records the approval
with its date and source; that opens the clock through the deadlines machinery, which the
sweep reminds and escalates like every other; recording the program's change meets it."""

from __future__ import annotations

from datetime import date, datetime, time

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from lockport_sw.audit.services import record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core.guards import require, require_perm
from lockport_sw.deadlines import services as deadlines
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite

from .models import TmdlApproval

RULE = "tmdl_program_update"
RECORD = "reports.record_tmdl_approval"


def _today() -> date:
    return timezone.localtime(timezone.now(), TOWN_TZ).date()


def program_clock(approval: TmdlApproval) -> Deadline | None:
    return clocks_for(approval).filter(rule_code=RULE).first()


@transaction.atomic
def tmdl_approval_record(
    *, acting_user, water_body: str, pollutant: str, approved_on: date | None, source: str
) -> TmdlApproval:
    """§ 158-2 (TMDL strategy, D): "If an MS4 is not meeting the TMDL stormwater
    allocations, the Town must, within six months of the TMDL's approval, modify its
    stormwater management program". The SMO records EPA's approval (the water body, the
    pollutant, the date and where it is recorded); the six months are counted from the
    approval's date (row 24), the clock opened here."""
    require_perm(acting_user, RECORD, "Only the SMO records an EPA TMDL approval.")
    water_body, pollutant, source = (
        (water_body or "").strip(),
        (pollutant or "").strip(),
        (source or "").strip(),
    )
    errors = {}
    if not water_body:
        errors["water_body"] = "Name the water body or watershed the TMDL is for."
    if not pollutant:
        errors["pollutant"] = "Name the pollutant of concern the TMDL specifies."
    if approved_on is None:
        errors["approved_on"] = "Give the date EPA approved the TMDL."
    elif approved_on > _today():
        errors["approved_on"] = "Record an approval once EPA has given it: not a future date."
    if not source:
        errors["source"] = "Say where the approval is recorded (e.g. EPA's approval letter)."
    if errors:
        raise ValidationError(errors)
    try:
        with transaction.atomic():
            approval = TmdlApproval.objects.create(
                water_body=water_body[:200],
                pollutant=pollutant[:200],
                approved_on=approved_on,
                source=source[:300],
                recorded_by=acting_user,
                recorded_at=timezone.now(),
            )
    except IntegrityError:
        raise ValidationError(
            {"approved_on": "This approval is already recorded, with its clock."}
        ) from None
    clock = deadlines.deadline_open(
        rule=RULE,
        subject=approval,
        subject_label=f"TMDL for {approval.pollutant}, {approval.water_body}"[:200],
        starts_at=datetime.combine(approved_on, time(0, 0), tzinfo=TOWN_TZ),
        acting_user=acting_user,
    )
    record(
        subject=approval,
        actor=acting_user,
        action="reports.tmdl_approval_recorded",
        summary=(
            f"EPA's approval of a TMDL for {approval.pollutant} in {approval.water_body} on "
            f"{long_date(approved_on)} recorded ({approval.source}); the stormwater "
            f"management program is modified by {long_date(clock.due_date)} "
            f"({cite('idl.definitions')})."
        )[:500],
    )
    return approval


@transaction.atomic
def tmdl_program_modified(
    *, acting_user, approval: TmdlApproval, on: date | None, note: str
) -> TmdlApproval:
    """§ 158-2 (D): the Town modified its stormwater management program for the TMDL (or
    found, on review, that the MS4 meets its allocations): the row-24 clock is met."""
    require_perm(acting_user, RECORD, "Only the SMO records the program's change.")
    approval = TmdlApproval.objects.select_for_update().get(pk=approval.pk)
    require(
        approval.program_modified_on is None,
        "The program's change for this TMDL is already recorded.",
        ValidationError,
    )
    note = (note or "").strip()
    errors = {}
    if on is None:
        errors["on"] = "Give the date the program was modified."
    elif on > _today():
        errors["on"] = "Record the change once made: not a future date."
    elif on < approval.approved_on:
        errors["on"] = (
            f"EPA approved the TMDL on {long_date(approval.approved_on)}: the change follows it."
        )
    if not note:
        errors["note"] = "Say what was changed in the program, or why no change was needed."
    if errors:
        raise ValidationError(errors)
    approval.program_modified_on = on
    approval.program_note = note[:300]
    approval.save(update_fields=["program_modified_on", "program_note"])
    clock = program_clock(approval)
    if clock is not None and clock.status in Deadline.UNRESOLVED:
        deadlines.deadline_meet(
            deadline=clock,
            at=datetime.combine(on, time(12, 0), tzinfo=TOWN_TZ),
            note=note[:300],
            acting_user=acting_user,
        )
    record(
        subject=approval,
        actor=acting_user,
        action="reports.tmdl_program_modified",
        summary=f"Stormwater management program modified on {long_date(on)} for the {approval} "
        f"({cite('idl.definitions')}): {note}"[:500],
    )
    return approval


def approvals_with_clocks() -> list[tuple[TmdlApproval, Deadline | None]]:
    """Every recorded approval with its row-24 clock (two queries, however many)."""
    from django.contrib.contenttypes.models import ContentType

    approvals = list(TmdlApproval.objects.all())
    kind = ContentType.objects.get_for_model(TmdlApproval)
    clocks = {
        d.subject_id: d
        for d in Deadline.objects.filter(
            rule_code=RULE, subject_type=kind, subject_id__in=[a.pk for a in approvals]
        )
    }
    return [(a, clocks.get(a.pk)) for a in approvals]
