"""Town office closures: days that are not business days besides GCL § 24 holidays."""

from __future__ import annotations

from django.db import models
from simple_history.models import HistoricalRecords


class OfficeClosure(models.Model):
    """A day the Town offices are closed (storm, the Friday after Thanksgiving, ...).

    Closures are data, not code (statute README, "How time is counted"): counting treats
    them like GCL § 24 public holidays when applying GCL § 25-a and counting business days.
    GCL § 24 also makes a holiday of any day the President or the Governor appoints for
    general thanksgiving, fasting and prayer, or religious observance: staff enter those
    here too. Entered only through the closure service, which also recomputes the clocks.
    """

    date = models.DateField(unique=True)
    reason = models.CharField(max_length=200)
    created_by = models.ForeignKey(
        "accounts.User",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["date"]

    def __str__(self) -> str:
        return f"{self.date.isoformat()}: {self.reason}"
