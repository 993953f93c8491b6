"""After construction (§ 159-8A(2), (3)): the as-built plans, final acceptance, the
inventory of stormwater management practices (SMPs), their inspection programs and the
maintenance-required notices.

§ 159-8A(2): "All applicants are required to submit 'as built' plans for any SMPs
located on site after final construction is completed. The plan must show the final
design specifications for all stormwater management facilities and must be certified by
a professional engineer."

§ 159-8A(3): "Inspection programs shall be established on any reasonable basis,
including but not limited to: routine inspections, random inspections, inspections
based upon complaints or other notice of possible violations ..."

A practice's inspections are ``Inspection`` rows (kinds registered by Chapter 159) whose
subject is the practice; ``PracticeInspection`` says on which basis each was scheduled.
The maintenance easement and agreement stay where Chapter 159 keeps them
(swppp.MaintenanceInstrument): shown here, never copied.
"""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.urls import reverse
from django_fsm import transition
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date
from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import words_lazy

from ._subject import OfSubject

LICENSE = RegexValidator(r"^\d{6}$", "A New York professional engineer's license is six digits.")


class AsBuiltPlan(OfSubject):
    class State(models.TextChoices):
        SUBMITTED = "submitted", "Submitted"
        ACCEPTED = "accepted", "Accepted by the SMO"
        RETURNED = "returned", "Returned for correction"

    document = models.ForeignKey("documents.Upload", on_delete=models.PROTECT, related_name="+")
    engineer_name = models.CharField("professional engineer", max_length=150)
    engineer_license = models.CharField(
        "New York P.E. license number", max_length=6, validators=[LICENSE]
    )
    certified_on = models.DateField("date certified")
    shows_final_design = models.BooleanField(
        "the plan shows the final design specifications for all stormwater management facilities"
    )
    state = StateField(
        max_length=10, choices=State.choices, default=State.SUBMITTED, protected=True
    )
    submitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    submitted_at = models.DateTimeField()
    reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reviewed_at = models.DateTimeField(null=True, blank=True)
    review_note = models.TextField(blank=True, max_length=2000)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-submitted_at", "-pk"]

    def __str__(self) -> str:
        return f"As-built plans certified by {self.engineer_name}, P.E. {self.engineer_license}"

    @transition(field=state, source=State.SUBMITTED, target=State.ACCEPTED)
    def _accept(self) -> None:
        pass

    @transition(field=state, source=State.SUBMITTED, target=State.RETURNED)
    def _return(self) -> None:
        pass


class FinalAcceptance(OfSubject):
    """The Town's final acceptance of the completed facilities (§ 159-8B(1) counts the
    performance guarantee's year from it)."""

    accepted_on = models.DateField()
    as_built = models.ForeignKey(AsBuiltPlan, on_delete=models.PROTECT, related_name="+")
    note = models.TextField(blank=True, max_length=2000)
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        permissions = [
            ("accept_facilities", "Accept as-built plans and record final acceptance (the SMO)")
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["subject_type", "subject_id"], name="final_acceptance_once"
            )
        ]

    def __str__(self) -> str:
        return f"Final acceptance of {long_date(self.accepted_on)}"


class Practice(OfSubject):
    """A permanent stormwater management practice in the Town's inventory."""

    class Type(models.TextChoices):
        POND = "pond", "Wet or dry pond"
        WETLAND = "wetland", "Stormwater wetland"
        INFILTRATION = "infiltration", "Infiltration practice"
        BIORETENTION = "bioretention", "Bioretention / rain garden"
        FILTER = "filter", "Filtering practice"
        SWALE = "swale", "Open channel / swale"
        UNDERGROUND = "underground", "Underground storage or proprietary device"
        OTHER = "other", "Other"

    parcel = models.ForeignKey("registry.Property", on_delete=models.PROTECT, related_name="+")
    code = models.CharField(max_length=30, help_text="The label on the as-built plans, e.g. P-1.")
    name = models.CharField(max_length=150)
    type = models.CharField(max_length=20, choices=Type.choices)
    location = models.CharField(max_length=200, blank=True)
    latitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    longitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    owner = models.ForeignKey(
        "registry.Party",
        on_delete=models.PROTECT,
        related_name="+",
        help_text=words_lazy(
            "Who operates and maintains it ({cite:swm.maintenance_after_construction}); "
            "maintenance notices go to them."
        ),
    )
    as_built = models.ForeignKey(
        AsBuiltPlan, null=True, blank=True, on_delete=models.PROTECT, related_name="practices"
    )
    # § 159-8A(3): the inspection program, on a reasonable basis.
    routine_every_months = models.PositiveSmallIntegerField(
        "routine inspection every (months)",
        default=12,
        validators=[MinValueValidator(1), MaxValueValidator(60)],
    )
    next_routine_on = models.DateField("next routine inspection", null=True, blank=True)
    in_random_pool = models.BooleanField("included in random inspections", default=True)
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    added_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["code", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["subject_type", "subject_id", "code"], name="practice_code_per_subject"
            )
        ]

    def __str__(self) -> str:
        return f"{self.code} {self.name}"

    def get_absolute_url(self) -> str:
        return reverse("inspections:practice_detail", args=[self.pk])


class PracticeInspection(models.Model):
    """Why a practice's inspection was scheduled (§ 159-8A(3))."""

    class Basis(models.TextChoices):
        ROUTINE = "routine", "Routine"
        RANDOM = "random", "Random"
        COMPLAINT = "complaint", "Complaint or other notice of a possible violation"

    inspection = models.OneToOneField(
        "inspections.Inspection", on_delete=models.PROTECT, related_name="practice_basis"
    )
    practice = models.ForeignKey(Practice, on_delete=models.PROTECT, related_name="inspections")
    basis = models.CharField(max_length=10, choices=Basis.choices)
    reason = models.TextField(blank=True, max_length=2000, help_text="The complaint or notice.")

    class Meta:
        ordering = ["-inspection__scheduled_for", "-pk"]

    def __str__(self) -> str:
        return f"{self.get_basis_display()} inspection of {self.practice}"


class MaintenanceNotice(models.Model):
    """A maintenance-required notice to the practice's owner (a letter, MAINT-…)."""

    practice = models.ForeignKey(Practice, on_delete=models.PROTECT, related_name="notices")
    inspection = models.ForeignKey(
        "inspections.Inspection", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    addressee = models.ForeignKey("registry.Party", on_delete=models.PROTECT, related_name="+")
    work_required = models.TextField(max_length=5000)
    complete_by = models.DateField()
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="maintenance_notice"
    )
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    issued_at = models.DateTimeField()

    class Meta:
        ordering = ["-issued_at", "-pk"]
        permissions = [("issue_maintenance_notice", "Issue maintenance-required notices")]

    def __str__(self) -> str:
        return f"Maintenance notice {self.document.number}"
