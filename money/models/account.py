"""A project's account: every fee, payment, refund, reversal and draw is an ``Entry``,
written once (``ImmutableModel`` and a PostgreSQL trigger): nothing is deleted, a
correction is a reversing entry with its reason. Amounts are ``Decimal`` dollars and
cents, signed by what they do to the balance owed: a fee adds, a payment subtracts, a
refund of money paid adds it back, a reversal undoes the entry it reverses. The balance
is their sum.

An ``Invoice`` is a numbered letter (``INV-…``) to the one who owes the fees listed on
it (``InvoiceLine``): the applicant, or the owner of a practice for its maintenance.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models

from lockport_sw.core.immutable import ImmutableModel
from lockport_sw.core.money_words import dollars

from .schedules import FeeLine, Service


class Entry(ImmutableModel):
    class Kind(models.TextChoices):
        FEE = "fee", "Fee"
        PAYMENT = "payment", "Payment"
        REFUND = "refund", "Refund"
        REVERSAL = "reversal", "Reversal"
        DRAW = "draw", "Drawn on a guarantee"

    class Method(models.TextChoices):
        CHECK = "check", "Check"
        CASH = "cash", "Cash"
        CARD = "card", "Card"

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="money_entries"
    )
    kind = models.CharField(max_length=10, choices=Kind.choices)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    dated = models.DateField(help_text="Assessed on, received on, refunded on.")
    description = models.CharField(max_length=300)
    payer = models.ForeignKey(
        "registry.Party",
        on_delete=models.PROTECT,
        related_name="+",
        help_text="Who owes the fee, or who paid.",
    )
    # A fee: what it charges for and the line of the schedule that priced it.
    service = models.CharField(max_length=20, choices=Service.choices, blank=True)
    fee_line = models.ForeignKey(
        FeeLine, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    quantity = models.DecimalField(max_digits=9, decimal_places=2, null=True, blank=True)
    # The record the fee was assessed for (a SWPPP version, an inspection, a maintenance
    # notice, an outside engineer's invoice number): one fee per record and service.
    source_type = models.ForeignKey(
        ContentType, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    source_id = models.PositiveBigIntegerField(null=True, blank=True)
    source = GenericForeignKey("source_type", "source_id")
    # A payment or refund: how, and its check number or card reference.
    method = models.CharField(max_length=10, choices=Method.choices, blank=True)
    reference = models.CharField(max_length=100, blank=True)
    # A payment: the token of the form it was posted from (issue 45, item 5). One post,
    # one entry: the same form posted again (a double click, ten at once) books nothing.
    idempotency_key = models.UUIDField(null=True, blank=True, editable=False)
    reason = models.TextField(blank=True, max_length=2000)
    reverses = models.OneToOneField(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="reversed_by"
    )
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()
    # A payment: the payer's receipt (``RCPT-…``, money/letters.py; issue 46, item 8).
    receipt = models.OneToOneField(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )

    class Meta:
        ordering = ["dated", "recorded_at", "pk"]
        verbose_name_plural = "entries"
        permissions = [
            ("view_accounts", "See every project's fees, invoices, payments and guarantees"),
            ("assess_fee", "Assess fees and record the outside engineer's invoices"),
            ("record_payment", "Record payments, refunds and reversals"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["source_type", "source_id", "service"],
                condition=models.Q(kind="fee"),
                name="money_one_fee_per_source_and_service",
            ),
            models.UniqueConstraint(
                fields=["idempotency_key"],
                condition=models.Q(idempotency_key__isnull=False),
                name="money_one_entry_per_payment_form",
            ),
            # A check number (a card reference) is one payment of one payer (issue 45).
            models.UniqueConstraint(
                fields=["payer", "method", "reference"],
                condition=models.Q(kind="payment") & ~models.Q(reference=""),
                name="money_one_payment_per_check_number",
            ),
        ]
        indexes = [models.Index(fields=["project", "kind"])]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {dollars(self.amount)} ({self.description})"

    @property
    def what(self) -> str:
        """What the account's row says after its kind: a payment or refund how it was
        paid, once ("Check 1047"; issue 46, item 8), anything else its description."""
        if self.kind in (self.Kind.PAYMENT, self.Kind.REFUND) and self.method:
            return f"{self.get_method_display()} {self.reference}".strip()
        return self.description


class Invoice(ImmutableModel):
    project = models.ForeignKey("swppp.Project", on_delete=models.PROTECT, related_name="invoices")
    payer = models.ForeignKey("registry.Party", on_delete=models.PROTECT, related_name="+")
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="+"
    )
    total = models.DecimalField(max_digits=12, decimal_places=2)
    due_on = models.DateField()
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    issued_at = models.DateTimeField()

    class Meta:
        ordering = ["-issued_at", "-pk"]

    def __str__(self) -> str:
        return self.document.number


class InvoiceLine(ImmutableModel):
    invoice = models.ForeignKey(Invoice, on_delete=models.PROTECT, related_name="lines")
    entry = models.OneToOneField(Entry, on_delete=models.PROTECT, related_name="invoice_line")

    class Meta:
        ordering = ["invoice", "entry__dated", "pk"]


class Account(models.Model):
    """A project's account in one row (issue 44): the sum of its entries and how many of
    its fees are negative, kept by a trigger on the entries in the transaction that books
    them (``services/accounts.py``; entries are written once and never deleted). Only the SMO's
    panel of balances past due reads it, to narrow the projects it aggregates to those
    that can be past due: with no negative fee, the fees not yet due are never negative,
    so a project is past due only when its balance is above zero. The figures shown are
    still ``selectors.with_balances``, from the entries. ``manage.py rebuild_tallies``
    computes every row again from the entries."""

    project = models.OneToOneField(
        "swppp.Project", primary_key=True, on_delete=models.CASCADE, related_name="+"
    )
    balance = models.DecimalField(max_digits=14, decimal_places=2, default=0)
    negative_fees = models.PositiveIntegerField(default=0)

    class Meta:
        indexes = [
            models.Index(
                fields=["project"],
                name="money_account_may_owe_idx",
                condition=models.Q(balance__gt=0) | models.Q(negative_fees__gt=0),
            )
        ]

    def __str__(self) -> str:
        return f"{self.project_id}: {dollars(self.balance)}"
