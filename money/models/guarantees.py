"""Performance and maintenance guarantees (§ 159-8B(1), (2)).

    GuaranteeRequirement: the SMO records that the Town requires one (its amount, from
    the final design plans' construction and landscaping costs, § 159-8B(1)).

    Guarantee:  posted ──the SMO accepts──> accepted ──released (§ 159-8B(1): one year
                posted ──the SMO returns it, with why──> returned    after final acceptance
                accepted ──a replacement accepted──> replaced          and the one-year
                                                                       inspection found the
                                                                       facilities acceptable)

A letter of credit or bond accepted with an expiry opens the ``guarantee_renewal`` clock
(reminders, then an escalation to the SMO in time to draw before it expires). A cash
escrow's interest is posted and reinvested (``EscrowInterest``). A draw on a maintenance
guarantee (§ 159-8B(2)) records its costs and its letter (``Draw``).
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords

from lockport_sw.core.immutable import ImmutableModel
from lockport_sw.jurisdiction.registry import cite, current, words, words_lazy

from .schedules import MONEY


def municipality_name() -> str:
    """The beneficiary of a guarantee unless given: the municipality served."""
    return current().name


# The Town's name when this module was read (what the first migration wrote as default).
TOWN_BENEFICIARY = words("{name}")


class Purpose(models.TextChoices):
    PERFORMANCE = (
        "performance",
        words_lazy("Performance guarantee ({cite:swm.performance_guarantee})"),
    )
    MAINTENANCE = (
        "maintenance",
        words_lazy("Maintenance guarantee ({cite:swm.maintenance_guarantee})"),
    )


class GuaranteeRequirement(models.Model):
    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="guarantee_requirements"
    )
    purpose = models.CharField(max_length=12, choices=Purpose.choices)
    amount = models.DecimalField(**MONEY)
    basis = models.TextField(
        "how the amount was determined",
        max_length=2000,
        help_text=words_lazy(
            "{cite:swm.performance_guarantee}: from the final design plans, with reference to "
            "actual construction and landscaping costs."
        ),
    )
    required_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    required_at = models.DateTimeField()
    history = HistoricalRecords()

    class Meta:
        ordering = ["project", "purpose"]
        permissions = [("manage_guarantees", "Require, accept, release and draw on guarantees")]
        constraints = [
            models.UniqueConstraint(fields=["project", "purpose"], name="one_requirement_each")
        ]

    def __str__(self) -> str:
        return f"{self.get_purpose_display()} of {self.project.reference}"

    @property
    def citation(self) -> str:
        return cite(
            "swm.performance_guarantee"
            if self.purpose == Purpose.PERFORMANCE
            else "swm.maintenance_guarantee"
        )

    @property
    def kind_words(self) -> str:
        """ "performance guarantee" or "maintenance guarantee", as a sentence says it: the
        choice's label without its citation, so that lowering the label never lowers a
        section's letter (issue 46, item 8: the release letter printed "8b")."""
        return self.get_purpose_display().split(" (")[0].lower()


class Guarantee(models.Model):
    class Kind(models.TextChoices):
        BOND = "bond", "Performance bond"
        ESCROW = "escrow", "Cash escrow"
        LETTER_OF_CREDIT = "letter_of_credit", "Irrevocable letter of credit"

    EXPIRING = (Kind.BOND, Kind.LETTER_OF_CREDIT)

    class State(models.TextChoices):
        POSTED = "posted", "Posted, waiting for the SMO"
        ACCEPTED = "accepted", "Accepted"
        RETURNED = "returned", "Returned to the applicant"
        REPLACED = "replaced", "Replaced"
        RELEASED = "released", "Released"

    requirement = models.ForeignKey(
        GuaranteeRequirement, on_delete=models.PROTECT, related_name="guarantees"
    )
    kind = models.CharField(max_length=20, choices=Kind.choices)
    issuer = models.CharField(
        max_length=200, help_text="The bank or surety (for cash escrow: where it is held)."
    )
    issuer_address = models.TextField("issuer's mailing address", max_length=500, blank=True)
    instrument_number = models.CharField(max_length=100)
    amount = models.DecimalField(**MONEY)
    beneficiary = models.CharField(max_length=100, default=municipality_name, editable=False)
    effective_on = models.DateField()
    expires_on = models.DateField(null=True, blank=True)
    document = models.ForeignKey("documents.Upload", on_delete=models.PROTECT, related_name="+")
    state = models.CharField(max_length=10, choices=State.choices, default=State.POSTED)
    posted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    posted_at = models.DateTimeField()
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    decision_note = models.TextField(blank=True, max_length=2000)
    released_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    released_at = models.DateTimeField(null=True, blank=True)
    release_document = models.OneToOneField(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    history = HistoricalRecords()

    class Meta:
        ordering = ["-posted_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} No. {self.instrument_number}"

    def case_url(self) -> str:
        """The page of the case or project this record belongs to: where a clock about it
        is acted on (its reminders link there, lockport_sw/deadlines)."""
        return reverse("money:project", args=[self.requirement.project_id])

    @property
    def project(self):
        return self.requirement.project

    @property
    def held(self) -> Decimal:
        """What the Town holds: the amount, with a cash escrow's reinvested interest, less
        what was drawn (set by the selectors that list guarantees)."""
        interest = getattr(self, "interest_total", None) or Decimal("0")
        drawn = getattr(self, "drawn_total", None) or Decimal("0")
        return self.amount + interest - drawn


class EscrowInterest(ImmutableModel):
    """§ 159-8B(1): "Per annum interest on cash escrow deposits shall be reinvested in the
    account until the surety is released from liability"."""

    guarantee = models.ForeignKey(Guarantee, on_delete=models.PROTECT, related_name="interest")
    posted_on = models.DateField()
    amount = models.DecimalField(**MONEY)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["posted_on", "pk"]


class Draw(ImmutableModel):
    """§ 159-8B(2): the Town draws on the account "to cover the costs of proper operation
    and maintenance, including engineering and inspection costs". Booked on the guarantee
    (what it holds is reduced by it), never on the project's account: the owner owes
    nothing for it. One per maintenance notice, on the inspection that found the work of
    the notice undone (``services/unheeded.py``)."""

    guarantee = models.ForeignKey(Guarantee, on_delete=models.PROTECT, related_name="draws")
    maintenance_notice = models.ForeignKey(
        "inspections.MaintenanceNotice", on_delete=models.PROTECT, related_name="+"
    )
    inspection = models.ForeignKey(
        "inspections.Inspection",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="The inspection after the notice's date that found the work undone "
        "(empty only on a draw recorded before it was asked).",
    )
    drawn_on = models.DateField()
    work_cost = models.DecimalField("cost of the work", **MONEY)
    engineering_cost = models.DecimalField(**MONEY)
    inspection_cost = models.DecimalField(**MONEY)
    work_done = models.TextField("work done", max_length=2000)
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="+"
    )
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["drawn_on", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["maintenance_notice"], name="money_one_draw_per_notice")
        ]

    @property
    def total(self) -> Decimal:
        return self.work_cost + self.engineering_cost + self.inspection_cost
