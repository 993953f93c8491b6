"""Penalties (§ 158-11B, § 159-8C(4)): referrals to the Town Attorney, their outcomes, and
each party's offense history, from which the tier of a new offense is computed
(enforcement/services/penalties.py)."""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import chapter_named


class Referral(models.Model):
    """A violation referred to the Town Attorney for prosecution (§ 158-11B,
    § 159-8C(4)), an injunction (§ 158-14, § 159-8C(3)) or a nuisance action (§ 158-16)."""

    class Kind(models.TextChoices):
        PROSECUTION = "prosecution", "Prosecution for a fine or imprisonment"
        INJUNCTION = "injunction", "Injunctive relief"
        NUISANCE = "nuisance", "Abatement of a public nuisance"

    class Outcome(models.TextChoices):
        PENDING = "pending", "Pending"
        CONVICTED = "convicted", "Convicted"
        DISMISSED = "dismissed", "Dismissed or acquitted"
        GRANTED = "granted", "Granted"
        DENIED = "denied", "Denied"
        SETTLED = "settled", "Settled"
        WITHDRAWN = "withdrawn", "Withdrawn"

    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="referrals"
    )
    chapter = models.CharField(max_length=3)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    citation = models.CharField(max_length=200, help_text="The section the referral rests on.")
    referred_on = models.DateField()
    referred_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    note = models.TextField(blank=True)
    outcome = models.CharField(max_length=12, choices=Outcome.choices, default=Outcome.PENDING)
    outcome_on = models.DateField(null=True, blank=True)
    outcome_note = models.TextField(blank=True)
    court = models.CharField(max_length=200, blank=True)
    docket_number = models.CharField(max_length=60, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-referred_on", "-pk"]
        permissions = [
            ("refer_violation", "Refer a violation to the Town Attorney (the SMO)"),
            ("record_court_outcome", "Record a court's outcome (the Town Attorney)"),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({self.citation})"


class Offense(models.Model):
    """A conviction: one entry of a party's offense history. The tier of a later offense
    depends on the dates the offenses were committed (§ 158-11B, § 159-8C(4))."""

    party = models.ForeignKey("registry.Party", on_delete=models.PROTECT, related_name="offenses")
    chapter = models.CharField(max_length=3)
    violation = models.ForeignKey(
        "enforcement.Violation",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="offenses",
    )
    referral = models.OneToOneField(
        Referral, null=True, blank=True, on_delete=models.PROTECT, related_name="offense"
    )
    committed_on = models.DateField(help_text="When the offense was committed.")
    convicted_on = models.DateField()
    tier = models.PositiveSmallIntegerField(help_text="1 first, 2 second, 3 third or later.")
    fine = models.DecimalField(
        max_digits=8, decimal_places=2, null=True, blank=True, validators=[MinValueValidator(0)]
    )
    imprisonment_days = models.PositiveSmallIntegerField(null=True, blank=True)
    court = models.CharField(max_length=200, blank=True)
    docket_number = models.CharField(max_length=60, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["committed_on", "pk"]

    def __str__(self) -> str:
        return f"Offense of {long_date(self.committed_on)} ({chapter_named(self.chapter)})"
