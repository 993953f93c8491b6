"""Spills and releases (§ 158-10): the notices the responsible person must give."""

from __future__ import annotations

from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords


class Spill(models.Model):
    class Method(models.TextChoices):
        IN_PERSON = "in_person", "In person"
        TELEPHONE = "telephone", "By telephone"
        FAX = "fax", "By facsimile"

    case = models.OneToOneField("illicit.Case", on_delete=models.PROTECT, related_name="spill")
    known_at = models.DateTimeField("release known or suspected at")
    material = models.CharField(max_length=200)
    hazardous = models.BooleanField("hazardous materials", default=False)
    # Hazardous: "immediately notify emergency response agencies ... via emergency dispatch".
    dispatch_called_at = models.DateTimeField("emergency dispatch called at", null=True, blank=True)
    # Nonhazardous: the Town told "no later than the next business day".
    notified_at = models.DateTimeField("the Town notified at", null=True, blank=True)
    notice_method = models.CharField(max_length=10, choices=Method.choices, blank=True)
    notified_by = models.CharField(max_length=150, blank=True)
    notice_due_at = models.DateTimeField(null=True, blank=True)
    notice_late = models.BooleanField(null=True, blank=True)
    # A notice in person or by telephone is confirmed in writing within 3 business days.
    confirmation_received_on = models.DateField(
        "written confirmation received", null=True, blank=True
    )
    # § 158-10: "confirmed by written notice addressed and mailed to the Town within three
    # business days": judged by the date it was mailed (its postmark), not its arrival.
    confirmation_mailed_on = models.DateField(
        "written confirmation mailed (postmark)", null=True, blank=True
    )
    # A commercial or industrial establishment keeps an on-site record for 3 years.
    commercial_industrial = models.BooleanField(
        "from a commercial or industrial establishment", default=False
    )
    record_kept_until = models.DateField(null=True, blank=True)
    containment = models.TextField("discovery, containment and cleanup", blank=True)

    history = HistoricalRecords()

    def __str__(self) -> str:
        return f"Spill · {self.case.reference}"

    def case_url(self) -> str:
        """The page of the case or project this record belongs to: where a clock about it
        is acted on (its reminders link there, lockport_sw/deadlines)."""
        return reverse("illicit:case_detail", args=[self.case.reference])

    @property
    def needs_confirmation(self) -> bool:
        return self.notice_method in (self.Method.IN_PERSON, self.Method.TELEPHONE)
