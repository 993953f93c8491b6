"""The site log book of § 159-7A(2).

"For land development activities meeting Condition A, B or C in § 159-5B(2) of this
chapter, the applicant shall have a qualified professional conduct site inspections and
document the effectiveness of all erosion and sediment control practices every seven
days and within 24 hours of any storm event producing 0.5 inches of precipitation or
more. Inspection reports shall be maintained in a site log book."

One ``SiteLog`` per record (a Chapter 159 project: a generic ``subject``); its entries
are the qualified professional's inspection reports (photos are uploads whose subject is
the entry); its storm events are entered or imported from a rain gauge's CSV. The
clocks (``site_inspection_weekly``, ``storm_inspection``) are Deadline rows: a missed
one is escalated to the SMO by the sweep.
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import reverse

from lockport_sw.calendar.words import short_datetime

from ._subject import OfNamedSubject

# § 159-7A(2): "any storm event producing 0.5 inches of precipitation or more".
STORM_THRESHOLD_INCHES = Decimal("0.50")


class SiteLog(OfNamedSubject):
    parcel = models.ForeignKey(
        "registry.Property", on_delete=models.PROTECT, related_name="site_logs"
    )
    opened_at = models.DateTimeField(help_text="Start of the site inspections.")
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    # § 159-7A(2) runs during construction: the log opens itself with the first milestone
    # accepted and closes at final acceptance (§ 159-8A(2)); its clocks end with it.
    opened_automatically = models.BooleanField(default=False)
    closed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["subject_type", "subject_id"], name="site_log_one_per_subject"
            )
        ]

    def __str__(self) -> str:
        return f"Site log: {self.subject_label}"

    def case_url(self) -> str:
        """The page of the case or project this record belongs to: where a clock about it
        is acted on (its reminders link there, lockport_sw/deadlines)."""
        from .. import subjects

        spec = subjects.of(self.subject_type.model_class())
        return reverse("inspections:site_log", args=[spec.key, self.subject_id])


class StormEvent(models.Model):
    class Source(models.TextChoices):
        ENTERED = "entered", "Entered"
        IMPORTED = "imported", "Imported from a rain gauge CSV"

    log = models.ForeignKey(SiteLog, on_delete=models.PROTECT, related_name="storms")
    ended_at = models.DateTimeField("storm ended", help_text="When the rain stopped.")
    precipitation_inches = models.DecimalField(
        max_digits=5,
        decimal_places=2,
        validators=[MinValueValidator(Decimal("0")), MaxValueValidator(Decimal("40"))],
    )
    gauge = models.CharField(max_length=100, blank=True, help_text="Rain gauge or station.")
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.ENTERED)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-ended_at", "-pk"]
        constraints = [
            models.UniqueConstraint(fields=["log", "ended_at"], name="storm_once_per_moment")
        ]

    def __str__(self) -> str:
        return f"{self.precipitation_inches} in. storm ending {short_datetime(self.ended_at)}"

    def case_url(self) -> str:
        """The site log's page: a storm's clock is acted on there."""
        return self.log.case_url()

    @property
    def needs_inspection(self) -> bool:
        return self.precipitation_inches >= STORM_THRESHOLD_INCHES


class SiteLogEntry(models.Model):
    """One inspection report of the qualified professional."""

    log = models.ForeignKey(SiteLog, on_delete=models.PROTECT, related_name="entries")
    inspected_at = models.DateTimeField()
    professional_name = models.CharField("qualified professional", max_length=150)
    professional_credential = models.CharField(
        "credential",
        max_length=150,
        help_text="e.g. P.E., CPESC, or NYSDEC 4-hour trained contractor, with number.",
    )
    practices_effective = models.BooleanField(
        "all erosion and sediment control practices effective"
    )
    observations = models.TextField(
        max_length=5000, help_text="The effectiveness of each practice, as documented."
    )
    corrective_actions = models.TextField(max_length=5000, blank=True)
    storms = models.ManyToManyField(StormEvent, blank=True, related_name="inspections")
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    entered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-inspected_at", "-pk"]
        verbose_name_plural = "site log entries"
        indexes = [models.Index(fields=["log", "-inspected_at"], name="site_log_entry_idx")]

    def __str__(self) -> str:
        return f"Site inspection {short_datetime(self.inspected_at)} by {self.professional_name}"
