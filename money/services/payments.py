"""Payments, refunds and reversals on a project's account (§ 159-8D), recorded by the
Clerk or the SMO. Nothing is deleted or changed: a mistake is undone by a reversing
entry with its reason, which restores the balance as it was."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

from lockport_sw.audit.services import record
from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.guards import require_perm
from lockport_sw.core.money_words import cents, dollars, plain_amount
from lockport_sw.jurisdiction.registry import current
from lockport_sw.notifications.services import notify

from .. import letters
from ..models import Entry
from ..selectors import balance

PAY = "money.record_payment"
ASSESS = "money.assess_fee"


def _lock(project):
    from swppp.models import Project

    return Project.objects.select_for_update().get(pk=project.pk)


def ceiling() -> Decimal:
    """The most one payment or refund may be (``PAYMENT_CEILING``, $1,000,000.00)."""
    return cents(settings.PAYMENT_CEILING)


def amount_errors(amount) -> str:
    """Why an amount is not one the Town books, or "" (issue 45, item 5): a plain
    decimal of dollars and at most two places of cents ("1e5", NaN, "1,000.001" and a
    negative are refused, never rounded), more than $0.00 and at most the ceiling."""
    if amount is None or amount == "":
        return "Give the amount, more than $0.00."
    plain = plain_amount(amount)
    if plain is None:
        return "Give the amount in dollars and cents, like 1,250.00."
    if plain <= 0:
        return "Give the amount, more than $0.00."
    if plain > ceiling():
        return (
            f"An amount of more than {dollars(ceiling())} is not booked here: check the "
            "amount typed."
        )
    return ""


def _money_errors(amount, method: str, reference: str, dated) -> dict:
    errors = {}
    if message := amount_errors(amount):
        errors["amount"] = message
    if method not in Entry.Method.values:
        errors["method"] = "Choose check, cash or card."
    elif method == Entry.Method.CHECK and not reference:
        errors["reference"] = "Give the check number."
    elif method == Entry.Method.CARD and not reference:
        errors["reference"] = "Give the card payment's reference."
    if dated is None:
        errors["received_on"] = "Give the date."
    elif dated > town_today():
        errors["received_on"] = "The date cannot be in the future."
    return errors


_REFERENCE_LEAD = re.compile(
    r"^(?:(?:check|chk|ck|card|ref|reference|no|number)\b\.?\s*|#\s*)+", re.I
)


def clean_reference(reference: str) -> str:
    """A check number or card reference as the Town writes it once: "Check #1047",
    "ck no. 1047" and "1047" are 1047 (issue 46, item 8: "Payment by check Check 1047")."""
    reference = (reference or "").strip()
    return _REFERENCE_LEAD.sub("", reference).strip() or reference


def paid_with(method: str, reference: str) -> str:
    """How it was paid, once: "Check 1047", "Cash", "Card 7Q2K"."""
    return f"{Entry.Method(method).label} {reference}".strip()


CREDIT_WORDS = (
    "What is paid beyond the balance stays on the account as a credit: it pays the next "
    "fees assessed on this project, or the Town refunds it to the payer."
)


def payment_record(
    *,
    acting_user,
    project,
    amount: Decimal | None,
    method: str,
    reference: str = "",
    received_on: date | None,
    payer=None,
    idempotency_key=None,
    overpayment_confirmed: bool = False,
) -> Entry:
    """A payment received: by check (its number), cash, or card (its reference), on the
    date received; a partial payment is simply less than the balance.

    One post, one entry (issue 45, item 5): the project's row is locked first, so posts
    of one account wait in turn; a payment posted with the ``idempotency_key`` of one
    already booked books nothing and answers that entry (``replayed`` True), and the
    database's unique constraint holds the same if a lock were ever missed. A check
    number (a card reference) is booked once per payer and method. An amount beyond the
    balance owed is booked only when ``overpayment_confirmed`` (it becomes a credit:
    ``CREDIT_WORDS``)."""
    require_perm(acting_user, PAY, "Only the Municipal Clerk or the SMO records payments.")
    try:
        with transaction.atomic():
            return _payment_record(
                acting_user=acting_user,
                project=project,
                amount=amount,
                method=method,
                reference=reference,
                received_on=received_on,
                payer=payer,
                idempotency_key=idempotency_key,
                overpayment_confirmed=overpayment_confirmed,
            )
    except IntegrityError:
        # Only reached if two posts raced past the lock: the constraint decided.
        if idempotency_key and (
            first := Entry.objects.filter(idempotency_key=idempotency_key).first()
        ):
            first.replayed = True
            return first
        raise ValidationError({"reference": _check_used_words(method, reference)}) from None


def _check_used_words(method: str, reference: str) -> str:
    what = "check number" if method == Entry.Method.CHECK else "reference"
    return (
        f"A payment with {what} {(reference or '').strip()} from this payer is recorded "
        "already: check the number, or find that payment on the account."
    )


def _payment_record(
    *,
    acting_user,
    project,
    amount,
    method,
    reference,
    received_on,
    payer,
    idempotency_key,
    overpayment_confirmed,
) -> Entry:
    project = _lock(project)
    if idempotency_key and (first := Entry.objects.filter(idempotency_key=idempotency_key).first()):
        first.replayed = True
        return first
    reference = clean_reference(reference)
    errors = _money_errors(amount, method, reference, received_on)
    payer = payer or project.applicant_party
    if "amount" not in errors:
        amount = cents(plain_amount(amount))
        owed = max(balance(project), Decimal("0"))
        if amount > owed and not overpayment_confirmed:
            errors["overpayment_confirmed"] = (
                f"{dollars(amount)} is more than the {dollars(owed)} owed: confirm the "
                f"overpayment. {CREDIT_WORDS}"
            )
    if (
        "reference" not in errors
        and reference
        and Entry.objects.filter(
            kind=Entry.Kind.PAYMENT, payer=payer, method=method, reference=reference[:100]
        ).exists()
    ):
        errors["reference"] = _check_used_words(method, reference)
    if errors:
        raise ValidationError(errors)
    amount = cents(amount)
    receipt = letters.issue_receipt(
        acting_user=acting_user,
        project=project,
        payer=payer,
        amount=amount,
        paid_with=paid_with(method, reference),
        received_on=received_on,
        balance_after=balance(project) - amount,
    )
    entry = Entry.objects.create(
        project=project,
        kind=Entry.Kind.PAYMENT,
        receipt=receipt,
        amount=-cents(amount),
        dated=received_on,
        description=paid_with(method, reference),
        payer=payer,
        method=method,
        reference=reference[:100],
        idempotency_key=idempotency_key or None,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    record(
        subject=project,
        actor=acting_user,
        action="money.payment",
        summary=f"Payment of {dollars(amount)} received {long_date(received_on)} recorded; "
        f"receipt {receipt.number}.",
    )
    if payer.user_id:
        notify(
            event_key=f"money:receipt:{receipt.number}",
            recipients=[payer.user],
            subject=f"Receipt {receipt.number}: {dollars(amount)} received",
            body=f"The {current().name} received your payment of {dollars(amount)} "
            f"({paid_with(method, reference)}) on {long_date(received_on)} for "
            f"{project.label}. Your receipt {receipt.number} is on the project's money page.",
            url=reverse("money:project", args=[project.pk]),
        )
    entry.replayed = False
    return entry


@transaction.atomic
def refund_record(
    *,
    acting_user,
    project,
    amount: Decimal | None,
    method: str,
    reference: str = "",
    refunded_on: date | None,
    reason: str,
) -> Entry:
    """Money paid back to the payer, with the reason; never more than the account's
    credit (what was paid beyond what is owed)."""
    require_perm(acting_user, PAY, "Only the Municipal Clerk or the SMO records refunds.")
    project = _lock(project)
    reference = clean_reference(reference)
    reason = (reason or "").strip()
    errors = _money_errors(amount, method, reference, refunded_on)
    if "received_on" in errors:
        errors["refunded_on"] = errors.pop("received_on")
    if not reason:
        errors["reason"] = "Give the reason for the refund."
    credit = -balance(project)
    if "amount" not in errors:
        amount = cents(plain_amount(amount))
    if "amount" not in errors and amount > credit:
        errors["amount"] = (
            f"The account's credit is {dollars(max(credit, Decimal('0')))}: a refund cannot "
            "be more than what was paid beyond what is owed."
        )
    if errors:
        raise ValidationError(errors)
    entry = Entry.objects.create(
        project=project,
        kind=Entry.Kind.REFUND,
        amount=cents(amount),
        dated=refunded_on,
        description=paid_with(method, reference),
        payer=project.applicant_party,
        method=method,
        reference=reference[:100],
        reason=reason,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    record(
        subject=project,
        actor=acting_user,
        action="money.refund",
        summary=f"Refund of {dollars(amount)} recorded: {reason}"[:500],
    )
    return entry


REVERSIBLE = (Entry.Kind.FEE, Entry.Kind.PAYMENT, Entry.Kind.REFUND)


@transaction.atomic
def entry_reverse(*, acting_user, entry: Entry, reason: str) -> Entry:
    """Undo an entry recorded in error: a reversing entry of the opposite amount, with the
    reason; the entry stays on the account, marked reversed. A fee is reversed by the SMO;
    a payment or refund by whoever records payments."""
    perm = ASSESS if entry.kind == Entry.Kind.FEE else PAY
    require_perm(acting_user, perm, "You may not reverse this entry.")
    if entry.kind not in REVERSIBLE:
        raise PermissionDenied(f"A {entry.get_kind_display().lower()} is not reversed here.")
    _lock(entry.project)
    reason = (reason or "").strip()
    if not reason:
        raise ValidationError({"reason": "Give the reason for the reversal."})
    if Entry.objects.filter(reverses=entry).exists():
        raise ValidationError({"reason": "This entry is reversed already."})
    reversal = Entry.objects.create(
        project=entry.project,
        kind=Entry.Kind.REVERSAL,
        amount=-entry.amount,
        dated=town_today(),
        description=f"Reversal of: {entry.description}"[:300],
        payer=entry.payer,
        service=entry.service,
        reverses=entry,
        reason=reason,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    record(
        subject=entry.project,
        actor=acting_user,
        action="money.reversal",
        summary=f"Reversed {entry.description} ({dollars(entry.amount)}): {reason}"[:500],
    )
    return reversal
