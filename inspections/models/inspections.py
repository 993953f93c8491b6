"""The shared inspection record of both chapters, its findings and its photos.

An inspection is of a registered kind (inspections/kinds.py) and about a generic
``subject`` (a SWPPP project, a Chapter 158 facility or case, a stormwater practice), so
each chapter plugs in without a change here. State diagram (docs/architecture.md):

    scheduled ──start──> in progress ──complete──> completed (result: approved | violations)
    scheduled | in progress ──cancel──> cancelled

The state field is protected: only the services in inspections/services change it.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.reports.search import search_index

from ..kinds import get as get_kind
from ..kinds import validate_kind_code
from ._subject import OfNamedSubject

# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
INSPECTION_SEARCH_TEXT = ("summary", "subject_label", "parcel__street_address")


class Inspection(ConcurrentTransitionMixin, OfNamedSubject):
    class State(models.TextChoices):
        SCHEDULED = "scheduled", "Scheduled"
        IN_PROGRESS = "in_progress", "In progress"
        COMPLETED = "completed", "Completed"
        CANCELLED = "cancelled", "Cancelled"

    class Result(models.TextChoices):
        APPROVED = "approved", "Approved"
        VIOLATIONS = "violations", "Violations found"

    reference = models.CharField(max_length=20, unique=True, help_text="e.g. I-2026-0001")
    kind = models.CharField(max_length=40, validators=[validate_kind_code])
    chapter = models.CharField(max_length=3)

    parcel = models.ForeignKey(
        "registry.Property",
        verbose_name="property",
        on_delete=models.PROTECT,
        related_name="inspections",
    )

    state = StateField(
        max_length=20, choices=State.choices, default=State.SCHEDULED, protected=True
    )
    result = models.CharField(max_length=12, choices=Result.choices, blank=True)
    inspector = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="inspections",
    )
    scheduled_for = models.DateTimeField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    completed_at = models.DateTimeField(null=True, blank=True)
    summary = models.TextField(blank=True, max_length=5000)
    # Optional position from the inspector's phone (WGS 84).
    latitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    longitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)

    # § 159-8A(1): a re-inspection of the corrected work after violations were found.
    reinspection_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="reinspections"
    )
    # The field form's draft, saved as the inspector goes (findings, notes, result).
    draft = models.JSONField(default=dict, blank=True)

    # Empty when the Town's own schedule made it (§ 159-8A(3) routine inspections, beat).
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["scheduled_for", "pk"]
        permissions = [
            ("schedule_inspection", "Schedule inspections and assign inspectors"),
            ("conduct_inspection", "Conduct inspections and record findings"),
        ]
        indexes = [
            models.Index(fields=["subject_type", "subject_id"], name="inspection_subject_idx"),
            models.Index(fields=["inspector", "scheduled_for"], name="inspection_inspector_idx"),
            models.Index(fields=["state", "scheduled_for"], name="inspection_state_idx"),
            # The MS4 report's inspection figures (inspections/figures.inspections_completed:
            # a chapter's completed inspections in a period, by kind and result), counted
            # from the index alone (issue 44).
            models.Index(
                fields=["chapter", "completed_at"],
                include=["kind", "result"],
                name="inspection_completed_idx",
                condition=models.Q(state="completed"),
            ),
            search_index("inspection_search", INSPECTION_SEARCH_TEXT),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(state="completed", completed_at__isnull=False)
                | ~models.Q(state="completed"),
                name="inspection_completed_has_time",
            ),
            models.CheckConstraint(
                condition=models.Q(state="completed") & ~models.Q(result="")
                | ~models.Q(state="completed") & models.Q(result=""),
                name="inspection_result_iff_completed",
                violation_error_message="Only a completed inspection has a result.",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.reference}: {self.kind_spec.name}"

    def get_absolute_url(self) -> str:
        return reverse("inspections:detail", args=[self.reference])

    @property
    def kind_spec(self):
        return get_kind(self.kind)

    @property
    def is_open(self) -> bool:
        return self.state in OPEN_STATES

    @transition(field=state, source=State.SCHEDULED, target=State.IN_PROGRESS)
    def start(self) -> None:
        """The inspector opened it in the field."""

    @transition(field=state, source=[State.SCHEDULED, State.IN_PROGRESS], target=State.COMPLETED)
    def complete(self) -> None:
        """Findings recorded; ``result`` set by the service."""

    @transition(field=state, source=[State.SCHEDULED, State.IN_PROGRESS], target=State.CANCELLED)
    def cancel(self) -> None:
        """Withdrawn before it was done."""


# Scheduled or under way: still to be done.
OPEN_STATES = (Inspection.State.SCHEDULED, Inspection.State.IN_PROGRESS)


class Finding(models.Model):
    """The inspector's finding on one checklist item of the inspection's kind."""

    class Outcome(models.TextChoices):
        SATISFACTORY = "ok", "Satisfactory"
        DEFICIENT = "deficient", "Deficient"
        NOT_APPLICABLE = "na", "Not applicable"

    inspection = models.ForeignKey(Inspection, on_delete=models.CASCADE, related_name="findings")
    item = models.CharField(max_length=40, help_text="A checklist item code of the kind.")
    outcome = models.CharField(max_length=10, choices=Outcome.choices)
    note = models.TextField(blank=True, max_length=2000)
    recorded_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.UniqueConstraint(fields=["inspection", "item"], name="finding_one_per_item")
        ]

    def __str__(self) -> str:
        return f"{self.item}: {self.get_outcome_display()}"


class Photo(models.Model):
    """A photo taken during an inspection. ``idempotency_key`` is chosen by the phone
    before the first try, so a retried upload finds the row it already made instead of
    storing the photo twice."""

    inspection = models.ForeignKey(Inspection, on_delete=models.PROTECT, related_name="photos")
    upload = models.OneToOneField(
        "documents.Upload", on_delete=models.PROTECT, related_name="inspection_photo"
    )
    idempotency_key = models.UUIDField(unique=True, default=uuid.uuid4)
    item = models.CharField(max_length=40, blank=True, help_text="Checklist item, if any.")
    caption = models.CharField(max_length=200, blank=True)
    taken_at = models.DateTimeField(null=True, blank=True)
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["added_at", "pk"]

    def __str__(self) -> str:
        return self.caption or f"Photo {self.idempotency_key}"
