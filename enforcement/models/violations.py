"""Violations: a party violated provisions at a property, found from some record.

A violation is found from a SWPPP project, a Chapter 158 case or an inspection: its
``subject`` is generic, so later records plug in without a change here. Evidence is
files (uploads whose subject is the violation), the inspection, samples and notes.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords

from lockport_sw.reports.search import search_index

from .provisions import Provision

# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
VIOLATION_SEARCH_TEXT = ("description", "parcel__street_address", "subject_label")


class Violation(models.Model):
    class EndReason(models.TextChoices):
        CORRECTED = "corrected", "Corrected by the violator"
        ABATED = "abated", "Abated or restored by the Town or its contractor"
        CEASED = "ceased", "Ceased"

    reference = models.CharField(max_length=20, unique=True, help_text="e.g. V-2026-0001")
    chapter = models.CharField(max_length=3)
    party = models.ForeignKey(
        "registry.Party",
        on_delete=models.PROTECT,
        related_name="violations",
        help_text="Who violated the provisions (the responsible person).",
    )
    parcel = models.ForeignKey(
        "registry.Property",
        verbose_name="property",
        on_delete=models.PROTECT,
        related_name="violations",
    )
    provisions = models.ManyToManyField(Provision, related_name="violations")
    description = models.TextField(help_text="What was found, where and when.")
    started_on = models.DateField(help_text="When the violation began (or was first seen).")
    continuing = models.BooleanField(default=True)
    ended_on = models.DateField(null=True, blank=True)
    end_reason = models.CharField(max_length=20, choices=EndReason.choices, blank=True)

    # Where it was found: a SWPPP project, a Chapter 158 case, an inspection.
    subject_type = models.ForeignKey(
        ContentType, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    subject_id = models.PositiveBigIntegerField(null=True, blank=True)
    subject = GenericForeignKey("subject_type", "subject_id")
    subject_label = models.CharField(max_length=200, blank=True)

    found_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    found_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["-found_at", "-pk"]
        permissions = [("record_violation", "Record violations and their evidence")]
        indexes = [
            models.Index(fields=["subject_type", "subject_id"], name="violation_subject_idx"),
            models.Index(fields=["chapter", "-found_at"], name="violation_chapter_idx"),
            search_index("violation_search", VIOLATION_SEARCH_TEXT),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(continuing=True, ended_on__isnull=True)
                | models.Q(continuing=False, ended_on__isnull=False),
                name="violation_continuing_or_ended",
                violation_error_message="A violation is continuing, or ended on a date.",
            ),
            models.CheckConstraint(
                condition=models.Q(subject_type__isnull=True, subject_id__isnull=True)
                | models.Q(subject_type__isnull=False, subject_id__isnull=False),
                name="violation_subject_whole",
            ),
        ]

    def __str__(self) -> str:
        return f"Violation {self.reference}"

    def get_absolute_url(self) -> str:
        return reverse("enforcement:violation_detail", args=[self.reference])

    @property
    def label(self) -> str:
        return f"{self.reference} · {self.parcel.street_address}"


class Evidence(models.Model):
    """What shows the violation: a file, the inspection, a sample, a note."""

    class Kind(models.TextChoices):
        FILE = "file", "File or photo"
        INSPECTION = "inspection", "Inspection"
        SAMPLE = "sample", "Sample"
        NOTE = "note", "Observation"

    violation = models.ForeignKey(Violation, on_delete=models.PROTECT, related_name="evidence")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    description = models.CharField(max_length=500)
    upload = models.ForeignKey(
        "documents.Upload", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    source_type = models.ForeignKey(
        ContentType, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    source_id = models.PositiveBigIntegerField(null=True, blank=True)
    source = GenericForeignKey("source_type", "source_id")
    taken_at = models.DateTimeField(null=True, blank=True, help_text="When it was observed.")
    result = models.CharField(
        "laboratory result", max_length=500, blank=True, help_text="For a sample."
    )
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["recorded_at", "pk"]
        verbose_name_plural = "evidence"

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.description}"
