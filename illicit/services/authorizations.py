"""Exemptions and authorizations (§ 158-4A(1)-(4)) and the § 158-3 registers."""

from __future__ import annotations

from datetime import date, datetime

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite

from ..models import AgencyExemption, Authorization, Delegation
from ._common import DECIDE, EMERGENCY, REGISTERS, now, record, require_perm

Ground = Authorization.Ground


def _check(ground: str, f: dict) -> dict:
    errors = {}
    if not (f.get("description") or "").strip():
        errors["description"] = "Describe the discharge: what, where, from whom."
    if ground == Ground.EXEMPT_DISCHARGE:
        if f.get("category") not in Authorization.Category.values:
            errors["category"] = f"Choose the exempt discharge of {cite('idl.exempt_discharges')}."
        if f.get("substantial_found_by") and not f.get("substantial_found_on"):
            errors["substantial_found_on"] = "Give the date of the determination."
    elif ground == Ground.EMERGENCY:
        # § 158-4A(2): approved in writing, to protect life or property from imminent harm,
        # "for a specified time period and under such conditions as the SMO may deem
        # appropriate".
        if not f.get("approved_on"):
            errors["approved_on"] = "Give the date of the SMO's written approval."
        start, end = f.get("valid_from"), f.get("valid_until")
        if not start:
            errors["valid_from"] = "Give the start of the approved period."
        if not end:
            errors["valid_until"] = "Give the end of the approved period."
        elif start and end <= start:
            errors["valid_until"] = "The period must end after it starts."
        if not (f.get("conditions") or "").strip():
            errors["conditions"] = "State the conditions of the approval."
    elif ground == Ground.DYE_TEST:
        if not f.get("test_at"):
            errors["test_at"] = "Give the time of the test."
        if not f.get("notice_at"):
            errors["notice_at"] = "Give the time the SMO was told (verbally)."
        if not (f.get("tester") or "").strip():
            errors["tester"] = "Name who ran the test."
    elif ground == Ground.SPDES:
        if f.get("instrument") not in Authorization.Instrument.values:
            errors["instrument"] = "Choose a permit, a waiver or an order."
        if not (f.get("permit_number") or "").strip():
            errors["permit_number"] = "Give its number."
    else:
        errors["ground"] = f"Choose the ground of {cite('idl.discharge_prohibition')}."
    return errors


FIELDS = {
    Ground.EXEMPT_DISCHARGE: (
        "category",
        "reducing_plan",
        "substantial_found_by",
        "substantial_found_on",
    ),
    Ground.EMERGENCY: ("approved_on", "valid_from", "valid_until", "conditions"),
    Ground.DYE_TEST: ("tester", "notice_at", "test_at"),
    Ground.SPDES: ("instrument", "permit_number", "in_full_compliance", "ms4_approval_on"),
}


def _checked(
    *, acting_user, ground: str, description: str, case=None, parcel=None, party=None, **fields
) -> Authorization:
    """The authorization (not saved), or refused."""
    if ground == Ground.EMERGENCY:
        require_perm(
            acting_user,
            EMERGENCY,
            f"{cite('idl.emergency_discharge_approval')}: only the SMO approves in writing.",
        )
    else:
        require_perm(acting_user, DECIDE, "Only the SMO or an inspector records exemptions.")
    errors = _check(ground, {"description": description, **fields})
    if ground == Ground.EMERGENCY:
        # The written approval is a letter to the discharger (issue 23, item 3).
        party = party or (case.responsible if case else None)
        if party is None:
            errors["party"] = (
                f"{cite('idl.emergency_discharge_approval')}: name who the written approval is "
                "given to."
            )
    if errors:
        raise ValidationError(errors)
    keep = {k: v for k, v in fields.items() if k in FIELDS.get(ground, ()) and v not in (None, "")}
    return Authorization(
        ground=ground,
        description=description.strip(),
        case=case,
        parcel=parcel or (case.parcel if case else None),
        party=party,
        recorded_by=acting_user,
        recorded_at=now(),
        **keep,
    )


def approval_preview(*, acting_user, ground: str, description: str, **fields) -> dict | None:
    """Check first: the § 158-4A(2) written approval ``authorization_record`` would issue
    (None for the other grounds, which issue no letter); nothing is written."""
    if ground != Ground.EMERGENCY:
        return None
    from enforcement.services.served import letter_preview

    from ..letters import discharge_approval_letter

    authorization = _checked(
        acting_user=acting_user, ground=ground, description=description, **fields
    )
    preview = letter_preview(**discharge_approval_letter(authorization, authorization.party))
    preview["clock"] = (
        f"The approval ({cite('idl.emergency_discharge_approval')}): from the start of the "
        "approved period to its end, when the discharge is no longer exempt."
    )
    return preview


@transaction.atomic
def authorization_record(
    *, acting_user, ground: str, description: str, case=None, parcel=None, party=None, **fields
) -> Authorization:
    """Record a ground of § 158-4A. Only the SMO approves an emergency discharge (A(2));
    its period is a clock that shows when the approval runs out."""
    authorization = _checked(
        acting_user=acting_user,
        ground=ground,
        description=description,
        case=case,
        parcel=parcel,
        party=party,
        **fields,
    )
    authorization.save()
    party = authorization.party
    covered, why = authorization.covers(now())
    subject = case or authorization
    record(
        subject,
        acting_user,
        "illicit.authorization",
        f"{authorization.get_ground_display()}: {why}",
    )
    if ground == Ground.EXEMPT_DISCHARGE and not authorization.reducing_plan.strip():
        # § 158-4A(1): "Such exempt discharges shall be made in accordance with an
        # appropriate plan for reducing pollutants": the discharger's duty, with its own
        # clock (Town policy), met when the plan is recorded; the exemption stands.
        clocks.deadline_open(
            rule="exempt_discharge_plan",
            subject=authorization,
            subject_label=f"{case.label if case else description[:120]} · plan "
            f"({cite('idl.exempt_discharges')})",
            starts_at=authorization.recorded_at,
            acting_user=acting_user,
        )
    if ground == Ground.EMERGENCY:
        from ..letters import issue_discharge_approval

        issue_discharge_approval(acting_user=acting_user, authorization=authorization, party=party)
        # DEADLINES.md row 19: exempt only inside the period the SMO approves; the clock
        # ends at the moment the approval ends, as covers() does (issue 23, item 5).
        clocks.deadline_open(
            rule="emergency_discharge_approval",
            subject=authorization,
            subject_label=(case.label if case else description[:120]),
            starts_at=authorization.valid_from,
            due_at=authorization.valid_until,
            responsible_user=acting_user,
            acting_user=acting_user,
        )
    return authorization


@transaction.atomic
def reducing_plan_record(*, acting_user, authorization: Authorization, plan: str) -> Authorization:
    """§ 158-4A(1): the plan for reducing pollutants an exempt discharge is made under was
    given: recorded, and its clock met."""
    require_perm(acting_user, DECIDE, "Only the SMO or an inspector records the plan.")
    authorization = Authorization.objects.select_for_update().get(pk=authorization.pk)
    if authorization.ground != Ground.EXEMPT_DISCHARGE:
        raise ValidationError(
            {"plan": f"Only an exempt discharge of {cite('idl.exempt_discharges')} has this plan."}
        )
    if not (plan or "").strip():
        raise ValidationError(
            {"plan": f"{cite('idl.exempt_discharges')}: describe the plan for reducing pollutants."}
        )
    authorization.reducing_plan = plan.strip()
    authorization.save(update_fields=["reducing_plan"])
    for clock in clocks_for(authorization).filter(
        rule_code="exempt_discharge_plan", status__in=Deadline.UNRESOLVED
    ):
        clocks.deadline_meet(deadline=clock, note="Plan recorded", acting_user=acting_user)
    record(
        authorization.case or authorization,
        acting_user,
        "illicit.reducing_plan",
        f"Plan for reducing pollutants recorded ({cite('idl.exempt_discharges')}): "
        f"{plan.strip()[:150]}",
    )
    return authorization


@transaction.atomic
def agency_exemption_record(
    *,
    acting_user,
    agency: str,
    description: str,
    granted_on: date,
    expires_on: date | None = None,
    parcel=None,
    party=None,
) -> AgencyExemption:
    """§ 158-3A: the chapter applies "unless explicitly exempted by an authorized
    enforcement agency": the register of those exemptions, with their dates."""
    require_perm(
        acting_user, REGISTERS, f"Only the SMO keeps the {cite('idl.applicability')} register."
    )
    errors = {}
    if not (agency or "").strip():
        errors["agency"] = "Name the agency that granted the exemption."
    if not (description or "").strip():
        errors["description"] = "Say what it exempts."
    if granted_on is None:
        errors["granted_on"] = "Give the date it was granted."
    elif expires_on is not None and expires_on < granted_on:
        errors["expires_on"] = "It cannot expire before it was granted."
    if errors:
        raise ValidationError(errors)
    exemption = AgencyExemption.objects.create(
        agency=agency.strip(),
        description=description.strip(),
        granted_on=granted_on,
        expires_on=expires_on,
        parcel=parcel,
        party=party,
        recorded_by=acting_user,
        recorded_at=now(),
    )
    record(
        exemption,
        acting_user,
        "illicit.agency_exemption",
        f"{cite('idl.applicability')} exemption by {agency}.",
    )
    return exemption


@transaction.atomic
def delegation_record(
    *,
    acting_user,
    delegate,
    powers: str,
    written_on: date,
    starts_on: date,
    ends_on: date | None = None,
) -> Delegation:
    """§ 158-3B: the SMO's powers "may be delegated in writing by the SMO"."""
    require_perm(
        acting_user, REGISTERS, f"{cite('idl.administration')}: only the SMO delegates, in writing."
    )
    errors = {}
    if delegate is None:
        errors["delegate"] = "Choose the person."
    elif delegate.pk == acting_user.pk:
        errors["delegate"] = "The SMO does not delegate to themself."
    if not (powers or "").strip():
        errors["powers"] = "Say which powers and duties are delegated."
    if written_on is None:
        errors["written_on"] = (
            f"{cite('idl.administration')}: a delegation is in writing; give its date."
        )
    if starts_on is None:
        errors["starts_on"] = "Give the date it starts."
    elif written_on is not None and starts_on < written_on:
        errors["starts_on"] = "It cannot start before it was written."
    if ends_on is not None and starts_on is not None and ends_on < starts_on:
        errors["ends_on"] = "It cannot end before it starts."
    if errors:
        raise ValidationError(errors)
    delegation = Delegation.objects.create(
        delegate=delegate,
        powers=powers.strip(),
        written_on=written_on,
        starts_on=starts_on,
        ends_on=ends_on,
        delegated_by=acting_user,
        recorded_at=now(),
    )
    record(
        delegation, acting_user, "illicit.delegation", f"Delegated to {delegate}: {powers[:150]}"
    )
    return delegation


@transaction.atomic
def delegation_revoke(*, acting_user, delegation: Delegation, on: date) -> Delegation:
    require_perm(
        acting_user, REGISTERS, f"{cite('idl.administration')}: only the SMO revokes a delegation."
    )
    delegation = Delegation.objects.select_for_update().get(pk=delegation.pk)
    if delegation.revoked_on is not None:
        raise ValidationError("This delegation was already revoked.")
    if on is None or on < delegation.starts_on:
        raise ValidationError({"on": "Give a date on or after the delegation started."})
    delegation.revoked_on = on
    delegation.save(update_fields=["revoked_on"])
    record(delegation, acting_user, "illicit.delegation_revoked", f"Revoked on {on}.")
    return delegation


def exempt_at(authorizations, moment: datetime) -> list[tuple[Authorization, bool, str]]:
    """Each authorization, whether it covers ``moment`` and why (for the case page)."""
    return [(a, *a.covers(moment)) for a in authorizations]
