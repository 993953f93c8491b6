"""Work holds (§ 159-8A(1)) and the inspectors' calendar feeds.

§ 159-8A(1): "If any violations are found, the applicant and developer shall be notified
in writing of the nature of the violation and the required corrective actions. No further
work shall be conducted except for site stabilization until any violations are corrected
and all work previously completed has received approval by the SMO." An inspection
completed with violations puts a hold on its subject, issues the written notice and
records the violation in enforcement; a re-inspection that approves the corrected work
lifts it.

    in_effect ──re-inspection approves the corrected work──> lifted
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField

from ._subject import OfNamedSubject


class WorkHold(ConcurrentTransitionMixin, OfNamedSubject):
    class State(models.TextChoices):
        IN_EFFECT = "in_effect", "In effect"
        LIFTED = "lifted", "Lifted"

    parcel = models.ForeignKey(
        "registry.Property", on_delete=models.PROTECT, related_name="work_holds"
    )
    state = StateField(
        max_length=12, choices=State.choices, default=State.IN_EFFECT, protected=True
    )
    citation = models.CharField(max_length=200)  # a village's citation names its local law
    found_by = models.OneToOneField(
        "inspections.Inspection", on_delete=models.PROTECT, related_name="hold_imposed"
    )
    nature = models.TextField("nature of the violation", max_length=5000)
    corrective_action = models.TextField("corrective action required", max_length=5000)
    notice = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="work_hold"
    )
    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="work_holds"
    )
    imposed_at = models.DateTimeField()
    lifted_by = models.ForeignKey(
        "inspections.Inspection",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="holds_lifted",
    )
    lifted_at = models.DateTimeField(null=True, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-imposed_at", "-pk"]
        indexes = [
            models.Index(
                fields=["subject_type", "subject_id", "state"], name="workhold_subject_idx"
            )
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(state="lifted", lifted_at__isnull=False, lifted_by__isnull=False)
                | models.Q(state="in_effect", lifted_at__isnull=True),
                name="workhold_lifted_by_reinspection",
            )
        ]

    def __str__(self) -> str:
        return f"Work hold on {self.subject_label}"

    @property
    def in_effect(self) -> bool:
        return self.state == self.State.IN_EFFECT

    @transition(field=state, source=State.IN_EFFECT, target=State.LIFTED)
    def lift(self) -> None:
        """A re-inspection approved the corrected work."""


class CalendarFeed(models.Model):
    """An inspector's iCalendar feed, reached at a secret URL. Only the SHA-256 of the
    token is kept; resetting it makes the old URL stop working."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="inspection_feed"
    )
    token_hash = models.CharField(max_length=64, unique=True)
    reset_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"Calendar feed of {self.user}"
