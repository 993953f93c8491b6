"""Fees assessed where the work happens (§ 159-8D), each a line on the project's account.

- A SWPPP received assesses the review fee (by size class, on the acres disturbed); a
  later version, the resubmission fee (``review_fee_assess``, called when the version
  is received: money/receivers.py).
- A Chapter 159 construction inspection completed assesses its fee; a re-inspection, the
  re-inspection fee (``inspection_fee_assess``).
- The outside engineer's invoice is recorded at cost against the schedule's cap
  (§ 159-4A(2): "at a cost not to exceed a fee schedule established by the Town
  Board"): what would pass the cap is refused, and the SMO is told when it is reached
  (``engineer_invoice_record``).
- SMP maintenance the Town or a third party did after a maintenance notice is charged at
  cost to the practice's owner (``maintenance_charge``), unless the Town drew on the
  maintenance guarantee for that notice instead (``unheeded``).

Every fee is priced from the schedule in effect on the day it is assessed
(``schedules.price``); none is assessed when no schedule sets one.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Sum
from django.utils import timezone

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.audit.services import record
from lockport_sw.calendar.words import town_date, town_today
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.money_words import cents, dollars
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.notifications.services import notify

from ..models import Entry, Service
from . import unheeded
from .schedules import NoFee, Priced, price

ASSESS = "money.assess_fee"


def _source(source) -> dict:
    if source is None:
        return {}
    return {
        "source_type": ContentType.objects.get_for_model(source),
        "source_id": source.pk,
    }


def _fee(
    *,
    project,
    service: str,
    payer,
    on: date,
    priced: Priced,
    source=None,
    acting_user=None,
    description: str = "",
    reference: str = "",
) -> Entry:
    """Write the fee once per (source, service): a repeated event assesses nothing more."""
    if source is not None:
        existing = Entry.objects.filter(kind=Entry.Kind.FEE, service=service, **_source(source))
        if found := existing.first():
            return found
    entry = Entry.objects.create(
        project=project,
        kind=Entry.Kind.FEE,
        amount=priced.amount,
        dated=on,
        description=(description or priced.description)[:300],
        payer=payer,
        service=service,
        fee_line=priced.line,
        quantity=priced.quantity,
        reference=reference[:100],
        recorded_by=acting_user if getattr(acting_user, "is_authenticated", False) else None,
        recorded_at=timezone.now(),
        **_source(source),
    )
    record(
        subject=project,
        actor=acting_user,
        action="money.fee_assessed",
        summary=f"Fee assessed: {entry.description}, {dollars(entry.amount)} "
        f"({priced.schedule.citation}).",
    )
    return entry


def review_fee_assess(*, submission, acting_user=None) -> Entry | None:
    """§ 159-8D: the review of a SWPPP, when a version is received: the review fee by the
    size class of the acres disturbed for the first version, the resubmission fee for a
    later one. None when the schedule in effect sets no such fee."""
    project = submission.project
    service = Service.REVIEW if submission.version == 1 else Service.RESUBMISSION
    on = town_date(submission.received_at or timezone.now())
    try:
        priced = price(service, on=on, acres=project.disturbed_acres)
    except NoFee:
        return None
    return _fee(
        project=project,
        service=service,
        payer=project.applicant_party,
        on=on,
        priced=priced,
        source=submission,
        acting_user=acting_user,
        description=f"{priced.description}: SWPPP version {submission.version}",
    )


def inspection_fee_assess(*, inspection, acting_user=None) -> Entry | None:
    """§ 159-8D: a construction inspection of a project (a milestone the applicant
    requested, § 159-8A(1)) completed; a re-inspection after violations found, its own
    fee. Practice and facility inspections and the Town's own are not charged here."""
    from swppp.models import Project

    subject = inspection.subject
    if not isinstance(subject, Project) or not inspection.kind_spec.requestable:
        return None
    service = Service.REINSPECTION if inspection.reinspection_of_id else Service.MILESTONE
    on = town_date(inspection.completed_at or timezone.now())
    try:
        priced = price(service, on=on)
    except NoFee:
        return None
    return _fee(
        project=subject,
        service=service,
        payer=subject.applicant_party,
        on=on,
        priced=priced,
        source=inspection,
        acting_user=acting_user,
        description=f"{priced.description}: {inspection.reference}, "
        f"{inspection.kind_spec.name.lower()}",
    )


def _net(project, service: str) -> Decimal:
    """What is charged for ``service`` on the project, less what was reversed."""
    fees = Entry.objects.filter(project=project, service=service, kind=Entry.Kind.FEE)
    charged = fees.aggregate(total=Sum("amount"))["total"] or Decimal("0")
    reversed_ = Entry.objects.filter(kind=Entry.Kind.REVERSAL, reverses__in=fees).aggregate(
        total=Sum("amount")
    )["total"] or Decimal("0")
    return charged + reversed_


def engineer_cap(project, on: date | None = None) -> tuple[Decimal, Decimal | None]:
    """§ 159-4A(2): what the outside engineer's review has cost the project so far, and
    the cap of the schedule in effect on ``on`` (None when none sets one)."""
    spent = _net(project, Service.ENGINEER)
    try:
        line = price(Service.ENGINEER, on=on or town_today()).line
    except NoFee:
        return spent, None
    return spent, line.cap


@transaction.atomic
def engineer_invoice_record(
    *,
    acting_user,
    project,
    engineer: str,
    invoice_number: str,
    amount: Decimal | None,
    dated: date | None,
) -> Entry:
    """§ 159-4A(2): the SMO, "upon approval by the Town Board", engages a licensed
    professional engineer "at a cost not to exceed a fee schedule established by the Town
    Board". The engineer's invoice is charged at cost, only once the Board's approval of
    the engagement is recorded (its resolution and vote, ``swppp.services.engineer``); a
    cost that would take the project's total past the cap is refused, and the SMO is told
    when the cap is reached."""
    require_perm(acting_user, ASSESS, "Only the SMO records the outside engineer's invoices.")
    from swppp.models import Project
    from swppp.services.engineer import NONE_RECORDED, approval_of

    project = Project.objects.select_for_update().get(pk=project.pk)
    if approval_of(project) is None:
        raise ValidationError({"engineer": NONE_RECORDED})
    errors = {}
    engineer = (engineer or "").strip()
    invoice_number = (invoice_number or "").strip()
    if not engineer:
        errors["engineer"] = "Name the licensed professional engineer engaged."
    if not invoice_number:
        errors["invoice_number"] = "Give the number of the engineer's invoice."
    if amount is None or amount <= 0:
        errors["amount"] = "Give the amount of the invoice, more than $0.00."
    if dated is None or dated > town_today():
        errors["dated"] = "Give the date of the invoice (not in the future)."
    if errors:
        raise ValidationError(errors)
    amount = cents(amount)
    try:
        priced = price(Service.ENGINEER, on=dated, cost=amount)
    except NoFee as exc:
        raise ValidationError(
            {"amount": f"{exc} ({cite('swm.smo_designation.engineer')})."}
        ) from None
    cap = priced.line.cap
    spent = _net(project, Service.ENGINEER)
    if cap is not None and spent + amount > cap:
        left = max(cap - spent, Decimal("0"))
        raise ValidationError(
            {
                "amount": f"{cite('swm.smo_designation.engineer')}: the outside engineer's "
                f"review may not cost more than {dollars(cap)} ({priced.schedule.citation}). "
                f"{dollars(spent)} is recorded "
                f"already; at most {dollars(left)} more can be charged, not {dollars(amount)}."
            }
        )
    entry = _fee(
        project=project,
        service=Service.ENGINEER,
        payer=project.applicant_party,
        on=dated,
        priced=priced,
        acting_user=acting_user,
        description="Outside engineer's review "
        f"({cite('swm.smo_designation.engineer')}): {engineer}, invoice {invoice_number}",
        reference=invoice_number,
    )
    if cap is not None and spent + amount == cap:
        notify(
            event_key=f"money:engineer-cap:{project.pk}:{entry.pk}",
            recipients=list(User.objects.filter(groups__name=Role.SMO, is_active=True)),
            subject=f"Outside engineer's cap reached: {project.label}",
            body=f"The outside engineer's review of {project.label} has reached the cap of "
            f"{dollars(cap)} set by {priced.schedule.citation}. No further cost can be "
            f"charged to the applicant for it ({cite('swm.smo_designation.engineer')}).",
            url=project.get_absolute_url(),
        )
    return entry


@transaction.atomic
def maintenance_charge(
    *,
    acting_user,
    notice,
    cost: Decimal | None,
    performed_by: str,
    dated: date | None,
) -> Entry:
    """§ 159-8D: "SMP maintenance performed by the Town or performed by a third party for
    the Town", after a maintenance notice (§ 159-7C) the owner did not heed: charged at
    cost to the practice's owner, on the project's account. Dated after the notice's
    date, once per notice, and never for a notice the Town drew on the maintenance
    guarantee for (``unheeded``: one rule for both)."""
    require_perm(acting_user, ASSESS, "Only the SMO charges the cost of maintenance.")
    from swppp.models import Project

    notice = unheeded.lock(notice)
    project = notice.practice.subject
    require(
        isinstance(project, Project),
        f"Only a practice of a {current().law('swm').name} project is charged here.",
        ValidationError,
    )
    if reason := unheeded.acted_refusal(notice, drawing=False):
        raise ValidationError({"notice": reason})
    errors = {}
    performed_by = (performed_by or "").strip()
    if not performed_by:
        errors["performed_by"] = "Say who did the work: the Town, or the third party by name."
    if cost is None or cost <= 0:
        errors["cost"] = "Give the cost of the work, more than $0.00."
    if dated is None or dated > town_today():
        errors["dated"] = "Give the date the work was done (not in the future)."
    elif reason := unheeded.time_refusal(notice, dated, "the Town's work charged"):
        errors["dated"] = reason
    if errors:
        raise ValidationError(errors)
    try:
        priced = price(Service.MAINTENANCE, on=dated, cost=cents(cost))
    except NoFee as exc:
        raise ValidationError({"cost": str(exc)}) from None
    return _fee(
        project=project,
        service=Service.MAINTENANCE,
        payer=notice.practice.owner,
        on=dated,
        priced=priced,
        source=notice,
        acting_user=acting_user,
        description=f"SMP maintenance at cost: {notice.practice}, after "
        f"{notice.document.number}, by {performed_by}",
    )
