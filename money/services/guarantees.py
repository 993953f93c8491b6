"""Performance and maintenance guarantees (§ 159-8B(1), (2)): required, posted, accepted,
kept in force, released, drawn on.

- ``requirement_set``: the SMO records that the Town requires a guarantee "prior to
  construction" and its amount, "determined by the Town based on submission of final
  design plans, with reference to actual construction and landscaping costs".
- ``guarantee_post``: the applicant (or the SMO for them) posts the instrument with its
  document (a content-checked upload); ``guarantee_accept`` / ``guarantee_return``: the
  SMO's decision. Accepting a bond or letter of credit that expires opens the
  ``guarantee_renewal`` clock (reminders 60 and 30 days before the expiry, then an
  escalation to the SMO in time to draw); a replacement accepted replaces the old one and
  withdraws its clock.
- ``milestone_refusals``: while a required guarantee is not posted and accepted, no
  construction milestone may be requested (§ 159-8B: "prior to construction").
- ``escrow_interest_post``: a cash escrow's interest, reinvested until release.
"""

from __future__ import annotations

import uuid
from datetime import date, timedelta
from decimal import Decimal

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.audit.services import record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.money_words import cents, dollars
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.services import upload_store
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.notifications.services import notify

from ..models import EscrowInterest, Guarantee, GuaranteeRequirement, Purpose
from .estimates import accepted_estimate

MANAGE = "money.manage_guarantees"
RENEWAL_RULE = "guarantee_renewal"
# Town policy: a bond or letter of credit is renewed or replaced this long before it
# expires (the catalogue's guarantee_renewal; its reminders are 30 days before this date
# and on it: 60 and 30 days before the expiry).
RENEW_BEFORE_EXPIRY = timedelta(days=30)


def _smos():
    return list(User.objects.filter(groups__name=Role.SMO, is_active=True))


@transaction.atomic
def requirement_set(
    *, acting_user, project, purpose: str, amount: Decimal | None, basis: str
) -> GuaranteeRequirement:
    """§ 159-8B(1): "the Town may require the applicant or developer to provide, prior to
    construction, a performance bond, cash escrow, or irrevocable letter of credit ...
    in an amount to be determined by the Town based on submission of final design plans,
    with reference to actual construction and landscaping costs"; § 159-8B(2): a
    maintenance guarantee "may be required" where the developer or a corporation
    operates and maintains the facilities."""
    require_perm(acting_user, MANAGE, "Only the SMO requires a guarantee.")
    errors = {}
    if purpose not in Purpose.values:
        errors["purpose"] = "Choose a performance or a maintenance guarantee."
    # A performance guarantee with an accepted cost estimate: the amount is its total
    # (money/services/estimates.py); a typed amount only where there is none.
    estimate = accepted_estimate(project) if purpose == Purpose.PERFORMANCE else None
    if estimate is not None:
        if amount not in (None, "") and cents(amount) != estimate.total:
            errors["amount"] = (
                f"The accepted cost estimate of the final design plans totals "
                f"{dollars(estimate.total)}: that is the amount required "
                f"({cite('swm.performance_guarantee')})."
            )
        amount = estimate.total
        basis = (basis or "").strip() or (
            f"The final design plans' cost estimate accepted by the SMO: "
            f"{dollars(estimate.total)} ({cite('swm.performance_guarantee')})."
        )
    if amount is None or amount <= 0:
        errors["amount"] = "Give the amount required, more than $0.00."
    basis = (basis or "").strip()
    if not basis:
        errors["basis"] = (
            "Say how the amount was determined: the final design plans' construction and "
            f"landscaping costs ({cite('swm.performance_guarantee')})."
        )
    if errors:
        raise ValidationError(errors)
    requirement, created = GuaranteeRequirement.objects.select_for_update().get_or_create(
        project=project,
        purpose=purpose,
        defaults={
            "amount": cents(amount),
            "basis": basis,
            "required_by": acting_user,
            "required_at": timezone.now(),
        },
    )
    if not created:
        require(
            not requirement.guarantees.filter(state=Guarantee.State.RELEASED).exists(),
            "This guarantee is released: the requirement is closed.",
            ValidationError,
        )
        requirement.amount = cents(amount)
        requirement.basis = basis
        requirement.required_by = acting_user
        requirement.required_at = timezone.now()
    requirement._history_user = acting_user
    requirement.save()
    record(
        subject=project,
        actor=acting_user,
        action="money.guarantee_required",
        summary=f"{requirement.get_purpose_display()} required: {dollars(amount)}.",
    )
    notify(
        event_key=f"money:required:{requirement.pk}:{requirement.history.count()}",
        recipients=[project.applicant],
        subject=f"Guarantee required: {project.label}",
        body=f"The {current().name} requires a {requirement.get_purpose_display()} of "
        f"{dollars(amount)} for {project.label} before construction. Post it on the "
        "project's money page; no construction milestone can be requested until the "
        "Stormwater Management Officer accepts it.",
        url=project.get_absolute_url(),
    )
    return requirement


def _may_post(user, project) -> bool:
    return user.has_perm(MANAGE) or project.applicant_id == user.pk


@transaction.atomic
def guarantee_post(
    *,
    acting_user,
    requirement: GuaranteeRequirement,
    kind: str,
    issuer: str,
    instrument_number: str,
    amount: Decimal | None,
    effective_on: date | None,
    expires_on: date | None = None,
    issuer_address: str = "",
    file=None,
    held=None,
) -> Guarantee:
    """The applicant posts the instrument naming the Town as beneficiary, with its
    document; it waits for the SMO. ``held``: the document chosen in an earlier post that
    was refused, stored then (``guarantee_file_hold``) and carried by the page, used when
    no other ``file`` is chosen (issue 46, item 8)."""
    project = requirement.project
    if not _may_post(acting_user, project):
        raise PermissionDenied("Only the applicant or the SMO posts a guarantee.")
    errors = {}
    if kind not in Guarantee.Kind.values:
        errors["kind"] = "Choose a performance bond, cash escrow or letter of credit."
    elif requirement.purpose == Purpose.MAINTENANCE and kind != Guarantee.Kind.LETTER_OF_CREDIT:
        # § 159-8B(2): "an irrevocable letter of credit from an approved financial
        # institution or surety".
        errors["kind"] = (
            f"{cite('swm.maintenance_guarantee')}: a maintenance guarantee is an irrevocable "
            "letter of credit."
        )
    issuer = (issuer or "").strip()
    instrument_number = (instrument_number or "").strip()
    if not issuer:
        errors["issuer"] = "Name the bank or surety (for cash escrow, where it is held)."
    if not instrument_number:
        errors["instrument_number"] = "Give the instrument's number (bond, account or letter)."
    if amount is None or amount <= 0:
        errors["amount"] = "Give the amount."
    elif amount < requirement.amount:
        errors["amount"] = f"The Town requires {dollars(requirement.amount)}: not less."
    if effective_on is None:
        errors["effective_on"] = "Give the date it takes effect."
    if kind in Guarantee.EXPIRING:
        if expires_on is None:
            errors["expires_on"] = "Give the date it expires."
        elif effective_on is not None and expires_on <= effective_on:
            errors["expires_on"] = "It must expire after it takes effect."
        elif expires_on <= town_today():
            errors["expires_on"] = "It has expired already."
    elif kind == Guarantee.Kind.ESCROW:
        expires_on = None
    if file is None and held is None:
        errors["file"] = "Attach the signed instrument (PDF or a scan)."
    if errors:
        raise ValidationError(errors)
    upload = (
        upload_store(acting_user=acting_user, file=file, subject=project)
        if file is not None
        else held
    )
    guarantee = Guarantee(
        requirement=requirement,
        kind=kind,
        issuer=issuer[:200],
        issuer_address=(issuer_address or "").strip()[:500],
        instrument_number=instrument_number[:100],
        amount=cents(amount),
        effective_on=effective_on,
        expires_on=expires_on,
        document=upload,
        posted_by=acting_user,
        posted_at=timezone.now(),
        beneficiary=current().name,
    )
    guarantee._history_user = acting_user
    guarantee.save()
    record(
        subject=project,
        actor=acting_user,
        action="money.guarantee_posted",
        summary=f"{guarantee} posted ({dollars(amount)}, {issuer}).",
    )
    notify(
        event_key=f"money:posted:{guarantee.pk}",
        recipients=_smos(),
        subject=f"Guarantee posted: {project.label}",
        body=f"{guarantee} for {dollars(amount)} from {issuer} was posted for "
        f"{project.label}: accept it or return it.",
        url=project.get_absolute_url(),
    )
    return guarantee


def guarantee_file_hold(*, acting_user, project, file):
    """A post of the guarantee form was refused for another field: the good document it
    chose is stored now, attached to nothing, so the page keeps it and the next post uses
    it (``guarantee_post(held=...)``): nobody chooses it again. A bad file is not stored
    (its error is beside the field): None."""
    if file is None or not _may_post(acting_user, project):
        return None
    try:
        return upload_store(acting_user=acting_user, file=file, subject=project)
    except ValidationError:
        return None


def held_file(*, acting_user, project, upload_id):
    """The document ``guarantee_file_hold`` kept, as the page sends its id back: only a
    file the acting user stored for this project and no guarantee holds; else None."""
    from lockport_sw.documents.models import Upload

    try:
        uuid.UUID(str(upload_id or ""))
    except ValueError:
        return None
    return (
        Upload.objects.filter(
            pk=upload_id,
            uploaded_by=acting_user,
            subject_type=ContentType.objects.get_for_model(type(project)),
            subject_id=project.pk,
        )
        .exclude(pk__in=Guarantee.objects.values("document_id"))
        .first()
    )


def _locked(guarantee: Guarantee) -> Guarantee:
    return (
        Guarantee.objects.select_for_update()
        .select_related("requirement__project")
        .get(pk=guarantee.pk)
    )


def renewal_clocks(guarantee: Guarantee):
    return Deadline.objects.filter(
        rule_code=RENEWAL_RULE,
        subject_type=ContentType.objects.get_for_model(Guarantee),
        subject_id=guarantee.pk,
        status__in=Deadline.UNRESOLVED,
    )


def _withdraw_renewal(guarantee: Guarantee, why: str, acting_user) -> None:
    for clock in renewal_clocks(guarantee):
        clocks.deadline_withdraw(deadline=clock, reason=why, acting_user=acting_user)


def _open_renewal(guarantee: Guarantee, acting_user) -> Deadline:
    """§ 159-8B: a bond or letter of credit expiring while required: renewed or replaced
    by 30 days before its expiry (Town policy), or the SMO is told in time to draw."""
    today = town_today()
    renew_by = max(guarantee.expires_on - RENEW_BEFORE_EXPIRY, today)
    return clocks.deadline_open(
        rule=RENEWAL_RULE,
        subject=guarantee,
        subject_label=f"{guarantee} · {guarantee.project.label}"[:200],
        starts_at=timezone.now(),
        responsible_user=guarantee.project.applicant,
        due_date=renew_by,
        acting_user=acting_user,
    )


@transaction.atomic
def guarantee_accept(*, acting_user, guarantee: Guarantee, note: str = "") -> Guarantee:
    """The SMO accepts the instrument; a guarantee it replaces is marked replaced."""
    require_perm(acting_user, MANAGE, "Only the SMO accepts a guarantee.")
    guarantee = _locked(guarantee)
    require(
        guarantee.state == Guarantee.State.POSTED,
        f"This guarantee is {guarantee.get_state_display().lower()}: only one posted is accepted.",
        ValidationError,
    )
    if guarantee.expires_on is not None and guarantee.expires_on <= town_today():
        raise ValidationError("It has expired: it cannot be accepted.")
    for old in Guarantee.objects.select_for_update().filter(
        requirement=guarantee.requirement, state=Guarantee.State.ACCEPTED
    ):
        old.state = Guarantee.State.REPLACED
        old._history_user = acting_user
        old.save()
        for clock in renewal_clocks(old):
            clocks.deadline_meet(
                deadline=clock, note=f"Replaced by {guarantee}", acting_user=acting_user
            )
    guarantee.state = Guarantee.State.ACCEPTED
    guarantee.decided_by = acting_user
    guarantee.decided_at = timezone.now()
    guarantee.decision_note = (note or "").strip()
    guarantee._history_user = acting_user
    guarantee.save()
    if guarantee.kind in Guarantee.EXPIRING:
        _open_renewal(guarantee, acting_user)
    project = guarantee.project
    record(
        subject=project,
        actor=acting_user,
        action="money.guarantee_accepted",
        summary=f"{guarantee} accepted ({guarantee.requirement.citation}).",
    )
    notify(
        event_key=f"money:accepted:{guarantee.pk}",
        recipients=[project.applicant],
        subject=f"Guarantee accepted: {project.label}",
        body=f"The Stormwater Management Officer accepted {guarantee} "
        f"({guarantee.requirement.get_purpose_display()}).",
        url=project.get_absolute_url(),
    )
    return guarantee


@transaction.atomic
def guarantee_return(*, acting_user, guarantee: Guarantee, note: str) -> Guarantee:
    """The SMO returns a posted instrument that will not do, saying why."""
    require_perm(acting_user, MANAGE, "Only the SMO returns a guarantee.")
    guarantee = _locked(guarantee)
    require(
        guarantee.state == Guarantee.State.POSTED,
        "Only a posted guarantee is returned.",
        ValidationError,
    )
    note = (note or "").strip()
    if not note:
        raise ValidationError({"note": "Say why it is returned and what would do."})
    guarantee.state = Guarantee.State.RETURNED
    guarantee.decided_by = acting_user
    guarantee.decided_at = timezone.now()
    guarantee.decision_note = note
    guarantee._history_user = acting_user
    guarantee.save()
    project = guarantee.project
    notify(
        event_key=f"money:returned:{guarantee.pk}",
        recipients=[project.applicant],
        subject=f"Guarantee returned: {project.label}",
        body=f"The Stormwater Management Officer returned {guarantee}: {note}",
        url=project.get_absolute_url(),
    )
    return guarantee


def satisfied(requirement: GuaranteeRequirement) -> bool:
    """Posted and accepted (and not yet released or replaced without a successor)."""
    return any(
        g.state in (Guarantee.State.ACCEPTED, Guarantee.State.RELEASED)
        for g in requirement.guarantees.all()
    )


def milestone_refusals(project, kind) -> list[str]:
    """§ 159-8B(1), (2): where the Town requires a guarantee "prior to construction", no
    construction milestone may be requested until it is posted and accepted. A
    site-stabilization inspection is never refused for it."""
    if kind.stabilization:
        return []
    return construction_refusals(project)


def construction_refusals(project) -> list[str]:
    """§ 159-8B(1), (2): each guarantee the Town requires "prior to construction" and has
    not accepted yet, one sentence each: no construction milestone is requested and no
    contractor is told it may begin until it is (``swppp.services.contractors``)."""
    reasons = []
    for requirement in GuaranteeRequirement.objects.filter(project=project).prefetch_related(
        "guarantees"
    ):
        if satisfied(requirement):
            continue
        posted = any(g.state == Guarantee.State.POSTED for g in requirement.guarantees.all())
        # One statement: what is needed, and the one thing that remains to be done.
        where = (
            "the one posted waits for the Stormwater Management Officer to accept it; "
            "nothing more is needed from you"
            if posted
            else "none is posted yet. Post it on the project's money page"
        )
        reasons.append(
            f"The Town requires a {requirement.kind_words} of {dollars(requirement.amount)} "
            f"to be accepted before construction ({requirement.citation}): {where}."
        )
    return reasons


@transaction.atomic
def escrow_interest_post(
    *, acting_user, guarantee: Guarantee, posted_on: date | None, amount: Decimal | None
) -> EscrowInterest:
    """§ 159-8B(1): "Per annum interest on cash escrow deposits shall be reinvested in the
    account until the surety is released from liability"."""
    require_perm(acting_user, MANAGE, "Only the SMO posts escrow interest.")
    guarantee = _locked(guarantee)
    if guarantee.kind != Guarantee.Kind.ESCROW:
        raise ValidationError("Only a cash escrow earns interest here.")
    if guarantee.state != Guarantee.State.ACCEPTED:
        raise ValidationError("Interest is posted to an accepted escrow, until it is released.")
    errors = {}
    if amount is None or amount <= 0:
        errors["amount"] = "Give the interest, more than $0.00."
    if posted_on is None or posted_on > town_today():
        errors["posted_on"] = "Give the date the interest was credited (not in the future)."
    if errors:
        raise ValidationError(errors)
    interest = EscrowInterest.objects.create(
        guarantee=guarantee,
        posted_on=posted_on,
        amount=cents(amount),
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    record(
        subject=guarantee.project,
        actor=acting_user,
        action="money.escrow_interest",
        summary=f"Interest of {dollars(amount)} credited on {long_date(posted_on)} to "
        f"{guarantee}, reinvested ({cite('swm.performance_guarantee')}).",
    )
    return interest


def expiring_soon(guarantee: Guarantee, today: date | None = None) -> bool:
    today = today or timezone.now().astimezone(TOWN_TZ).date()
    return bool(guarantee.expires_on and guarantee.expires_on - today <= timedelta(days=60))
