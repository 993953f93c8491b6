"""Spills and releases (§ 158-10).

- hazardous materials: the responsible person "shall immediately notify emergency
  response agencies ... via emergency dispatch services" (DEADLINES.md row 17, a record:
  the time of the call);
- nonhazardous materials: notice to the Town "in person or by telephone or facsimile no
  later than the next business day" (row 14, a record checked when the notice is
  recorded: late notification flagged);
- a notice in person or by telephone "shall be confirmed by written notice ... within
  three business days" (row 15, a clock);
- from a commercial or industrial establishment: an on-site record kept "for at least
  three years" (row 16: the retention date is computed and shown).
"""

from __future__ import annotations

from datetime import date, datetime

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.calendar.words import long_date
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.deadlines.services import end_of_day
from lockport_sw.jurisdiction.registry import cite

from ..models import Case, Spill
from ._common import WORK, now, record, require, require_perm
from .cases import case_open


def _counted(rule_code: str, start: datetime):
    rule = catalogue.get(rule_code)
    return catalogue.count(
        town_calendar(),
        rule.unit,
        start,
        rule.period,
        extends=rule.extends,
        closures_extend=rule.closures_extend,
    )


def notice_due(known_at: datetime) -> datetime:
    """§ 158-10: the end of the next business day after the release was known or suspected."""
    return end_of_day(_counted("spill_notice", known_at).value)


def retention_until(known_at: datetime) -> date:
    """§ 158-10: the on-site record is kept at least three years."""
    return _counted("spill_record_retention", known_at).value


@transaction.atomic
def spill_record(
    *,
    acting_user,
    known_at: datetime,
    material: str,
    hazardous: bool,
    address: str = "",
    latitude=None,
    longitude=None,
    parcel=None,
    operator=None,
    commercial_industrial: bool = False,
    dispatch_called_at: datetime | None = None,
    containment: str = "",
    case: Case | None = None,
) -> Spill:
    """A known or suspected release: a spill case (or an existing case becomes one)."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record spills.")
    errors = {}
    if known_at is None:
        errors["known_at"] = "Give when the release was known or suspected."
    elif known_at > now():
        errors["known_at"] = "It cannot be in the future."
    if not (material or "").strip():
        errors["material"] = "Say what was released."
    if dispatch_called_at is not None and known_at is not None and dispatch_called_at < known_at:
        errors["dispatch_called_at"] = "The call cannot be before the release was known."
    if errors:
        raise ValidationError(errors)
    if case is None:
        case = case_open(
            acting_user=acting_user,
            kind=Case.Kind.SPILL,
            summary=f"Release of {material.strip()}",
            address=address,
            latitude=latitude,
            longitude=longitude,
            parcel=parcel,
            operator=operator,
        )
    else:
        require(
            not hasattr(case, "spill") or case.spill is None,
            "This case already has a spill.",
            ValidationError,
        )
    spill = Spill(
        case=case,
        known_at=known_at,
        material=material.strip(),
        hazardous=hazardous,
        dispatch_called_at=dispatch_called_at,
        commercial_industrial=commercial_industrial,
        containment=(containment or "").strip(),
        notice_due_at=None if hazardous else notice_due(known_at),
    )
    if commercial_industrial:
        spill.record_kept_until = retention_until(known_at)
    spill._history_user = acting_user
    spill.save()
    kind = "hazardous" if hazardous else "nonhazardous"
    record(case, acting_user, "illicit.spill", f"Release of {kind} material recorded: {material}.")
    return spill


@transaction.atomic
def spill_notice_record(
    *, acting_user, spill: Spill, at: datetime, method: str, notified_by: str
) -> Spill:
    """The responsible person notified the Town. Checked against § 158-10 when recorded:
    after the end of the next business day it is flagged late. A notice in person or by
    telephone starts the 3-business-day clock of the written confirmation."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record notices.")
    spill = Spill.objects.select_for_update().get(pk=spill.pk)
    errors = {}
    if method not in Spill.Method.values:
        errors["method"] = "Choose how the Town was told (in person, telephone or fax)."
    if at is None or at > now():
        errors["at"] = "Give when the Town was told; not in the future."
    if not (notified_by or "").strip():
        errors["notified_by"] = "Name who gave the notice."
    if errors:
        raise ValidationError(errors)
    require(spill.notified_at is None, "The notice was already recorded.", ValidationError)
    spill.notified_at = at
    spill.notice_method = method
    spill.notified_by = notified_by.strip()
    due = spill.notice_due_at or notice_due(spill.known_at)
    spill.notice_due_at = due
    spill.notice_late = at > due
    spill._history_user = acting_user
    spill.save()
    late = (
        f" (late: after the next business day, {cite('idl.spill_notification')})"
        if spill.notice_late
        else ""
    )
    record(
        spill.case,
        acting_user,
        "illicit.spill_notice",
        f"Town notified {spill.get_notice_method_display().lower()}{late}.",
    )
    if spill.needs_confirmation:
        clocks.deadline_open(
            rule="spill_written_confirmation",
            subject=spill,
            subject_label=f"{spill.case.label} · spill confirmation",
            starts_at=at,
            acting_user=acting_user,
        )
    return spill


@transaction.atomic
def spill_confirmation_record(
    *, acting_user, spill: Spill, received_on: date, mailed_on: date | None = None
) -> Spill:
    """The written confirmation of a telephone or in-person notice arrived. § 158-10:
    "confirmed by written notice addressed and mailed to the Town within three business
    days": the clock is met on the date it was mailed (the postmark), not its arrival."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record confirmations.")
    spill = Spill.objects.select_for_update().get(pk=spill.pk)
    errors = {}
    if received_on is None or received_on > now().date():
        errors["received_on"] = "Give the date it was received; not in the future."
    if mailed_on is None:
        errors["mailed_on"] = (
            f"Give the date it was mailed (the postmark, {cite('idl.spill_notification')})."
        )
    elif received_on is not None and mailed_on > received_on:
        errors["mailed_on"] = "It cannot have been mailed after it was received."
    elif spill.notified_at is not None and mailed_on < spill.notified_at.astimezone(TOWN_TZ).date():
        errors["mailed_on"] = "It cannot confirm a notice given after it was mailed."
    if errors:
        raise ValidationError(errors)
    require(
        spill.needs_confirmation,
        "Only a notice in person or by telephone needs a written confirmation.",
        ValidationError,
    )
    require(
        spill.confirmation_received_on is None,
        "The confirmation was already recorded.",
        ValidationError,
    )
    spill.confirmation_received_on = received_on
    spill.confirmation_mailed_on = mailed_on
    spill._history_user = acting_user
    spill.save()
    for clock in clocks_for(spill).filter(
        rule_code="spill_written_confirmation", status__in=Deadline.UNRESOLVED
    ):
        clocks.deadline_meet(
            deadline=clock,
            at=end_of_day(mailed_on) if mailed_on != now().date() else now(),
            note=f"Written confirmation mailed {long_date(mailed_on)} (postmark), received "
            f"{long_date(received_on)}",
            acting_user=acting_user,
        )
    record(
        spill.case,
        acting_user,
        "illicit.spill_confirmation",
        f"Written confirmation mailed {long_date(mailed_on)}, received {long_date(received_on)} "
        f"({cite('idl.spill_notification')}).",
    )
    return spill


@transaction.atomic
def dispatch_record(*, acting_user, spill: Spill, at: datetime) -> Spill:
    """A hazardous release: when emergency dispatch was called (§ 158-10 "immediately")."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record the call.")
    spill = Spill.objects.select_for_update().get(pk=spill.pk)
    require(
        spill.hazardous,
        "Only a release of hazardous materials is reported to emergency dispatch.",
        ValidationError,
    )
    if at is None or at > now() or at < spill.known_at:
        raise ValidationError(
            {"at": "Give the time of the call: after the release was known, not in the future."}
        )
    spill.dispatch_called_at = at
    spill._history_user = acting_user
    spill.save()
    record(
        spill.case,
        acting_user,
        "illicit.spill_dispatch",
        f"Emergency dispatch called at {at:%H:%M}.",
    )
    return spill


def dispatch_delay(spill: Spill):
    """How long after the release was known the emergency call was made (None: no call)."""
    if not spill.hazardous or spill.dispatch_called_at is None:
        return None
    return spill.dispatch_called_at - spill.known_at
