"""§ 158-9 facility inspections: opening one, and a refusal or unreasonable delay of
access, recorded as a violation through enforcement/, with the search warrant the SMO
may seek tracked to its outcome. The one way access refused or delayed is recorded
(Chapter 158's case page calls it too)."""

from __future__ import annotations

from datetime import date, datetime

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from enforcement.services.violations import violation_record
from lockport_sw.jurisdiction.registry import cite

from ..kinds import get as get_kind
from ..models import AccessRefusal, Inspection
from ._common import (
    CONDUCT,
    RECORD_VIOLATION,
    SCHEDULE,
    WARRANT,
    inspection_create,
    long_date,
    record,
    require,
    require_perm,
    town_date,
    town_today,
)

FACILITY_KIND = "158-facility"


@transaction.atomic
def facility_inspection_open(
    *, acting_user, subject, subject_label: str, parcel, scheduled_for: datetime | None = None
) -> Inspection:
    """§ 158-9B(1): "The SMO shall be permitted to enter and inspect facilities subject
    to regulation under this chapter as often as may be necessary"."""
    require_perm(acting_user, SCHEDULE, "Only Town stormwater staff schedule inspections.")
    if parcel is None:
        raise ValidationError({"parcel": "Name the premises (a property of the registry) first."})
    return inspection_create(
        acting_user=acting_user,
        kind=FACILITY_KIND,
        subject=subject,
        subject_label=subject_label,
        parcel=parcel,
        scheduled_for=scheduled_for,
    )


@transaction.atomic
def access_refusal_record(
    *,
    acting_user,
    inspection: Inspection,
    party,
    occurred_at: datetime,
    notes: str,
    delayed: bool = False,
) -> AccessRefusal:
    """§ 158-9B(5): "An unreasonable delay in allowing the SMO access to a facility ...
    is a violation of this chapter", and denying reasonable access is an offense. Recorded
    with the inspection and as a violation of the kind's provision through enforcement/
    (for the party's penalty history), found from the inspection's subject."""
    require_perm(acting_user, CONDUCT, "Only Town stormwater staff record a refusal of access.")
    require_perm(acting_user, RECORD_VIOLATION, "Only Town office staff record violations.")
    inspection = Inspection.objects.select_for_update().get(pk=inspection.pk)
    kind = get_kind(inspection.kind)
    require(
        bool(kind.refusal_provision),
        f"A refusal of access is not a violation on a {kind.name.lower()}.",
        ValidationError,
    )
    # § 158-3B: the chapter says who may record it (an inspector under a written delegation).
    delegation = kind.refusal_authority(acting_user) if kind.refusal_authority else None
    require(
        inspection.is_open,
        f"{inspection.reference} is {inspection.get_state_display().lower()}.",
        ValidationError,
    )
    errors = {}
    if occurred_at is None or occurred_at > timezone.now():
        errors["occurred_at"] = "Give when it happened (not in the future)."
    if not (notes or "").strip():
        errors["notes"] = "Say what happened at the facility."
    if party is None:
        errors["party"] = "Name the facility operator."
    if errors:
        raise ValidationError(errors)
    day = town_date(occurred_at)
    what = "unreasonably delayed" if delayed else "refused"
    violation = violation_record(
        acting_user=acting_user,
        chapter=kind.chapter,
        party=party,
        parcel=inspection.parcel,
        provisions=[kind.refusal_provision],
        description=f"Access to the facility {what} on {long_date(day)}: {notes.strip()}",
        started_on=day,
        continuing=False,
        ended_on=day,
        subject=inspection.subject,
        subject_label=inspection.subject_label,
        inspection=inspection,
    )
    refusal = AccessRefusal(
        inspection=inspection,
        kind=AccessRefusal.Kind.DELAYED if delayed else AccessRefusal.Kind.REFUSED,
        occurred_at=occurred_at,
        party=party,
        notes=notes.strip(),
        violation=violation,
        recorded_by=acting_user,
    )
    refusal._history_user = acting_user
    refusal.save()
    record(
        inspection,
        acting_user,
        "inspections.access_refused",
        f"Access {what} on {long_date(day)} by {party.name}; violation {violation.reference}."
        + (
            f" Recorded under the written delegation of {long_date(delegation.written_on)} "
            f"by {delegation.delegated_by.get_full_name()} ({cite('idl.administration')})."
            if delegation is not None
            else ""
        ),
    )
    return refusal


def _locked(refusal: AccessRefusal) -> AccessRefusal:
    return AccessRefusal.objects.select_for_update().get(pk=refusal.pk)


def _day(field: str, day: date | None, not_before: date, label: str) -> None:
    if day is None:
        raise ValidationError({field: f"Give the date {label}."})
    if day > town_today():
        raise ValidationError({field: "It cannot be in the future."})
    if day < not_before:
        raise ValidationError({field: f"It cannot be before {long_date(not_before)}."})


def _save(refusal: AccessRefusal, acting_user, action: str, summary: str) -> AccessRefusal:
    refusal._history_user = acting_user
    refusal.save()
    record(refusal.inspection, acting_user, action, summary)
    return refusal


@transaction.atomic
def warrant_apply(
    *,
    acting_user,
    refusal: AccessRefusal,
    basis: str,
    probable_cause: str,
    applied_on: date,
    court: str,
) -> AccessRefusal:
    """§ 158-9B(6): "If the SMO has been refused access ... and he/she is able to
    demonstrate probable cause to believe that there may be a violation of this chapter,
    or that there is a need to inspect and/or sample as part of a routine inspection and
    sampling program ..., then the SMO may seek issuance of a search warrant from any
    court of competent jurisdiction." The SMO's statement of probable cause is kept."""
    require_perm(
        acting_user,
        WARRANT,
        f"Only the SMO seeks a search warrant ({cite('idl.access_monitoring.search_warrant')}).",
    )
    refusal = _locked(refusal)
    require(
        refusal.state == AccessRefusal.State.RECORDED,
        "A warrant has already been sought, or access was given.",
        ValidationError,
    )
    require(
        refusal.kind == AccessRefusal.Kind.REFUSED,
        f"{cite('idl.access_monitoring.search_warrant')}: a search warrant is sought when "
        "access has been refused; an "
        f"unreasonable delay is recorded as a violation ({cite('idl.access_monitoring.refusal')}).",
        ValidationError,
    )
    errors = {}
    if basis not in AccessRefusal.Basis.values:
        errors["basis"] = f"Choose the ground of {cite('idl.access_monitoring.search_warrant')}."
    if len((probable_cause or "").strip()) < 20:
        errors["probable_cause"] = (
            "State the facts that show probable cause "
            f"({cite('idl.access_monitoring.search_warrant')})."
        )
    if not (court or "").strip():
        errors["court"] = "Name the court."
    try:
        _day("applied_on", applied_on, town_date(refusal.occurred_at), "of the application")
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    refusal._apply()
    refusal.basis = basis
    refusal.probable_cause = probable_cause.strip()
    refusal.warrant_applied_on = applied_on
    refusal.warrant_court = court.strip()[:200]
    return _save(
        refusal,
        acting_user,
        "inspections.warrant_applied",
        f"Search warrant applied for on {long_date(applied_on)} in {refusal.warrant_court} "
        f"({cite('idl.access_monitoring.search_warrant')}).",
    )


@transaction.atomic
def warrant_outcome_record(
    *,
    acting_user,
    refusal: AccessRefusal,
    issued: bool,
    decided_on: date,
    reference: str = "",
    note: str = "",
) -> AccessRefusal:
    """The court's answer to the application: the warrant issued, or denied."""
    require_perm(acting_user, WARRANT, "Only the SMO records the court's answer.")
    refusal = _locked(refusal)
    require(
        refusal.state == AccessRefusal.State.WARRANT_APPLIED,
        "Record the warrant application first.",
        ValidationError,
    )
    _day("decided_on", decided_on, refusal.warrant_applied_on, "of the court's decision")
    if issued and not (reference or "").strip():
        raise ValidationError({"reference": "Give the warrant's index or docket number."})
    refusal._issue() if issued else refusal._deny()
    refusal.warrant_decided_on = decided_on
    refusal.warrant_reference = (reference or "").strip()[:100]
    refusal.warrant_note = (note or "").strip()[:300]
    word = "issued" if issued else "denied"
    return _save(
        refusal,
        acting_user,
        f"inspections.warrant_{word}",
        f"Search warrant {word} on {long_date(decided_on)}"
        + (f" ({refusal.warrant_reference})." if issued else "."),
    )


@transaction.atomic
def warrant_executed_record(
    *, acting_user, refusal: AccessRefusal, executed_on: date
) -> AccessRefusal:
    """The warrant was executed: the SMO entered and inspected (the inspection's
    findings are recorded on the inspection)."""
    require_perm(acting_user, CONDUCT, "Only Town stormwater staff record this.")
    refusal = _locked(refusal)
    require(
        refusal.state == AccessRefusal.State.WARRANT_ISSUED,
        "Only an issued warrant is executed.",
        ValidationError,
    )
    _day("executed_on", executed_on, refusal.warrant_decided_on, "of the entry")
    refusal._execute()
    refusal.executed_on = executed_on
    return _save(
        refusal,
        acting_user,
        "inspections.warrant_executed",
        f"Search warrant executed on {long_date(executed_on)}.",
    )


@transaction.atomic
def access_given_record(*, acting_user, refusal: AccessRefusal, on: date) -> AccessRefusal:
    """The operator gave access after all; no warrant (further) needed. The violation
    already committed stays recorded."""
    require_perm(acting_user, CONDUCT, "Only Town stormwater staff record this.")
    refusal = _locked(refusal)
    require(
        refusal.state in (AccessRefusal.State.RECORDED, AccessRefusal.State.WARRANT_APPLIED),
        "This refusal is already closed.",
        ValidationError,
    )
    _day("on", on, town_date(refusal.occurred_at), "access was given")
    refusal._resolve()
    refusal.warrant_note = f"Access given on {long_date(on)}."
    return _save(refusal, acting_user, "inspections.access_given", refusal.warrant_note)
