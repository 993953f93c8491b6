"""The final design plans' cost estimate (§ 159-8B(1): the performance guarantee's amount
is "determined by the Town based on submission of final design plans, with reference to
actual construction and landscaping costs"): line items the applicant enters, the SMO
accepts; the accepted estimate's total is the amount required. Money is ``Decimal``."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from lockport_sw.core.money_words import dollars

MONEY = {"max_digits": 12, "decimal_places": 2}


class CostEstimate(models.Model):
    class State(models.TextChoices):
        SUBMITTED = "submitted", "Submitted, waiting for the SMO"
        ACCEPTED = "accepted", "Accepted by the SMO"

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="cost_estimates"
    )
    state = models.CharField(max_length=10, choices=State.choices, default=State.SUBMITTED)
    total = models.DecimalField(**MONEY)
    submitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    submitted_at = models.DateTimeField()
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    accepted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-submitted_at", "-pk"]

    def __str__(self) -> str:
        return f"Cost estimate of {self.project.reference} ({self.get_state_display()})"


class CostEstimateLine(models.Model):
    estimate = models.ForeignKey(CostEstimate, on_delete=models.PROTECT, related_name="lines")
    description = models.CharField(max_length=200)
    quantity = models.DecimalField(max_digits=12, decimal_places=2)
    unit = models.CharField(max_length=30)
    unit_cost = models.DecimalField(**MONEY)
    amount = models.DecimalField(**MONEY)

    class Meta:
        ordering = ["estimate", "pk"]

    def __str__(self) -> str:
        return f"{self.description}: {self.quantity} {self.unit} at {dollars(self.unit_cost)}"
