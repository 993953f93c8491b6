"""Alternative remedies (§ 158-15) and the withholding of occupancy (§ 159-8C(5)).

An alternative remedy is given in lieu of a civil penalty only on the Town Attorney's
recommendation and the SMO's concurrence, where at least one of the criteria of
§ 158-15A applies; it is one or more of the remedies of § 158-15B, each with a date by
which it is completed.

    recommended ──the SMO concurs──> in_effect ──every remedy completed──> completed
    recommended ──the SMO declines──> declined
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import cite, words_lazy

# § 158-15A: the criteria ("and/or").
CRITERIA = (
    ("1", "The violation was unintentional"),
    ("2", "The violator has no history of previous violations of this chapter"),
    ("3", "Environmental damage was minimal"),
    ("4", "The violator acted quickly to remedy the violation"),
    ("5", "The violator cooperated in investigation and resolution"),
)
# Each criterion's provision, by its code.
CRITERION_KEYS = {
    "1": "idl.alternative_remedies.unintentional",
    "2": "idl.alternative_remedies.no_history",
    "3": "idl.alternative_remedies.minimal_damage",
    "4": "idl.alternative_remedies.quick_remedy",
    "5": "idl.alternative_remedies.cooperation",
}


class AlternativeRemedy(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        RECOMMENDED = "recommended", "Recommended by the Town Attorney"
        IN_EFFECT = "in_effect", "In effect (the SMO concurred)"
        COMPLETED = "completed", "Completed"
        DECLINED = "declined", "Declined by the SMO"

    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="alternative_remedies"
    )
    state = StateField(
        max_length=12, choices=State.choices, default=State.RECOMMENDED, protected=True
    )
    criteria = models.JSONField(
        default=list,
        help_text=words_lazy("{cite:idl.alternative_remedies.conditions} criteria that apply."),
    )
    recommendation = models.TextField()
    recommended_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recommended_on = models.DateField()
    concurred_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    concurred_on = models.DateField(null=True, blank=True)
    declined_reason = models.TextField(blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-recommended_on", "-pk"]
        verbose_name_plural = "alternative remedies"
        permissions = [
            ("recommend_remedy", "Recommend alternative remedies (the Town Attorney)"),
            ("concur_remedy", "Concur in alternative remedies (the SMO)"),
        ]

    def __str__(self) -> str:
        return f"Alternative remedy for {self.violation.reference}"

    @property
    def criteria_text(self) -> list[str]:
        chosen = set(self.criteria)
        return [f"{cite(CRITERION_KEYS[code])} {text}" for code, text in CRITERIA if code in chosen]

    @transition(field=state, source=State.RECOMMENDED, target=State.IN_EFFECT)
    def _concur(self) -> None:
        pass

    @transition(field=state, source=State.RECOMMENDED, target=State.DECLINED)
    def _decline(self) -> None:
        pass

    @transition(field=state, source=State.IN_EFFECT, target=State.COMPLETED)
    def _complete(self) -> None:
        pass


class RemedyTask(models.Model):
    """One remedy of § 158-15B, with the date by which it is completed."""

    class Kind(models.TextChoices):
        WORKSHOP = (
            "workshop",
            words_lazy(
                "{cite:idl.alternative_remedies.workshop} Attendance at a compliance workshop"
            ),
        )
        STENCILING = (
            "stenciling",
            words_lazy(
                "{cite:idl.alternative_remedies.stenciling} Storm sewer stenciling or marking"
            ),
        )
        CLEANUP = (
            "cleanup",
            words_lazy("{cite:idl.alternative_remedies.cleanup} River, stream or creek cleanup"),
        )

    remedy = models.ForeignKey(AlternativeRemedy, on_delete=models.PROTECT, related_name="tasks")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    description = models.CharField(max_length=300, blank=True)
    due_on = models.DateField("to be completed by")
    completed_on = models.DateField(null=True, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["due_on", "pk"]

    def __str__(self) -> str:
        return self.get_kind_display()


class OccupancyHold(models.Model):
    """§ 159-8C(5): the SMO prevents the occupancy of a building or land developed in
    violation of the chapter; shown on the property's page until lifted."""

    parcel = models.ForeignKey(
        "registry.Property",
        verbose_name="property",
        on_delete=models.PROTECT,
        related_name="occupancy_holds",
    )
    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="occupancy_holds"
    )
    reason = models.TextField()
    placed_on = models.DateField()
    placed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    lifted_on = models.DateField(null=True, blank=True)
    lifted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    lift_reason = models.TextField(blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-placed_on", "-pk"]
        permissions = [("hold_occupancy", "Withhold and release occupancy (the SMO)")]

    def __str__(self) -> str:
        return f"Occupancy withheld at {self.parcel.street_address}"

    @property
    def in_effect(self) -> bool:
        return self.lifted_on is None
