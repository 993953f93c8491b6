"""The Town Board's fee schedules (§ 159-8D: fees "as set by the Town Board from time to
time"; § 159-4A(2): the outside engineer's cost "not to exceed a fee schedule established
by the Town Board").

A schedule is adopted by resolution (its number and date) with an effective date, and
is written once with its lines: never edited, never deleted (``ImmutableModel`` and a
PostgreSQL trigger). A change is a new schedule, which supersedes the last from its own
effective date; a fee is priced from the schedule in effect on the day it is assessed.
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models
from django.db.models.functions import Lower

from lockport_sw.calendar.words import long_date
from lockport_sw.core.immutable import ImmutableModel
from lockport_sw.core.money_words import dollars
from lockport_sw.jurisdiction.registry import cite, current, words_lazy

MONEY = {
    "max_digits": 12,
    "decimal_places": 2,
    "validators": [MinValueValidator(Decimal("0"))],
}


class FeeSchedule(ImmutableModel):
    resolution = models.CharField("Town Board resolution number", max_length=50)
    adopted_on = models.DateField("date the Town Board adopted the resolution")
    effective_on = models.DateField("effective from")
    title = models.CharField(max_length=200, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["-effective_on", "-adopted_on", "-pk"]
        permissions = [
            (
                "adopt_fee_schedule",
                words_lazy(
                    "Record a fee schedule the Town Board adopted by resolution ({cite:swm.fees})"
                ),
            )
        ]
        constraints = [
            # A resolution number is recorded once, whatever its case ("2026-41a" is
            # "2026-41A"): two adoptions at once cannot both be saved (issue 45, 6e).
            models.UniqueConstraint(
                Lower("resolution"),
                name="fee_schedule_resolution_once",
                violation_error_message="This resolution number is already recorded.",
            )
        ]

    def __str__(self) -> str:
        return f"Fee schedule of Resolution No. {self.resolution}"

    @property
    def citation(self) -> str:
        """ "Town Board Resolution No. 2026-14 of January 5, 2026, effective February 1,
        2026 (§ 159-8D)": how an invoice and a page cite the schedule."""
        return (
            f"{current().governing_body} Resolution No. {self.resolution} of "
            f"{long_date(self.adopted_on)}, effective {long_date(self.effective_on)} "
            f"({cite('swm.fees')})"
        )


class Service(models.TextChoices):
    """What a fee is charged for (§ 159-8D: review of SWPPPs, inspections, SMP
    maintenance; § 159-4A(2): the outside engineer's review)."""

    REVIEW = "review", "SWPPP review"
    RESUBMISSION = "resubmission", "SWPPP resubmission (a revised version)"
    MILESTONE = (
        "milestone",
        words_lazy("Construction inspection ({cite:swm.construction_inspection})"),
    )
    REINSPECTION = "reinspection", "Re-inspection after violations found"
    ENGINEER = (
        "engineer",
        words_lazy("Outside engineer's review ({cite:swm.smo_designation.engineer})"),
    )
    MAINTENANCE = "maintenance", "SMP maintenance by the Town or a third party"


class Basis(models.TextChoices):
    FLAT = "flat", "Flat fee"
    PER_ACRE = "per_acre", "Per acre disturbed"
    PER_HOUR = "per_hour", "Per hour"
    AT_COST = "at_cost", "At cost"


class FeeLine(ImmutableModel):
    """One line of a schedule: what it charges for, its basis, its rate and cap. A SWPPP
    review line may hold a size class (acres disturbed, from and up to)."""

    schedule = models.ForeignKey(FeeSchedule, on_delete=models.PROTECT, related_name="lines")
    service = models.CharField(max_length=20, choices=Service.choices)
    basis = models.CharField(max_length=10, choices=Basis.choices)
    rate = models.DecimalField(
        null=True, blank=True, help_text="The fee, or the rate per acre or hour.", **MONEY
    )
    cap = models.DecimalField(
        null=True, blank=True, help_text="The most charged (at cost, per acre, per hour).", **MONEY
    )
    acres_from = models.DecimalField(
        "size class: acres disturbed, more than",
        max_digits=9,
        decimal_places=2,
        null=True,
        blank=True,
    )
    acres_to = models.DecimalField(
        "size class: acres disturbed, up to", max_digits=9, decimal_places=2, null=True, blank=True
    )

    class Meta:
        ordering = ["schedule", "service", "acres_from", "pk"]

    def __str__(self) -> str:
        return self.label

    @property
    def size_class(self) -> str:
        if self.acres_from is None and self.acres_to is None:
            return ""
        if self.acres_to is None:
            return f"more than {self.acres_from:g} acres disturbed"
        if not self.acres_from:
            return f"up to {self.acres_to:g} acres disturbed"
        return f"more than {self.acres_from:g} and up to {self.acres_to:g} acres disturbed"

    @property
    def label(self) -> str:
        size = self.size_class
        return f"{self.get_service_display()}{', ' + size if size else ''}"

    @property
    def terms(self) -> str:
        """ "$250.00 flat", "$40.00 per acre, at most $2,000.00", "at cost, at most …"."""
        if self.basis == Basis.AT_COST:
            text = "at cost"
        elif self.basis == Basis.FLAT:
            text = f"{dollars(self.rate)} flat"
        elif self.basis == Basis.PER_ACRE:
            text = f"{dollars(self.rate)} per acre"
        else:
            text = f"{dollars(self.rate)} per hour"
        if self.cap is not None:
            text += f", at most {dollars(self.cap)}"
        return text

    def covers(self, acres: Decimal | None) -> bool:
        """Whether ``acres`` disturbed fall in this line's size class."""
        if acres is None:
            return self.acres_from is None and self.acres_to is None
        if self.acres_from is not None and acres <= self.acres_from:
            return False
        return self.acres_to is None or acres <= self.acres_to
