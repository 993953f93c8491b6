"""The Town's policy on what an unpaid fee holds (issue 20, item 3).

Chapter 159 does not say that a fee left unpaid holds anything back: whether a balance
past due holds final acceptance is the Town's choice, recorded with the Town Board's
resolution, default "no hold", and always shown as policy, never as statute.
"""

from __future__ import annotations

from django.db import models
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date


class FeeHoldPolicy(models.Model):
    """One row (``key``) per thing a balance past due may hold; today only final
    acceptance. No row: no hold."""

    class Key(models.TextChoices):
        FINAL_ACCEPTANCE = "final-acceptance", "Final acceptance"

    key = models.CharField(max_length=30, choices=Key.choices, unique=True)
    holds = models.BooleanField(default=False)
    resolution = models.CharField(
        "Town Board resolution", max_length=50, blank=True, help_text="e.g. 2026-41"
    )
    adopted_on = models.DateField("adopted on", null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        verbose_name_plural = "fee hold policies"

    def __str__(self) -> str:
        word = "holds" if self.holds else "does not hold"
        return f"An unpaid balance past due {word} {self.get_key_display().lower()}"

    @property
    def basis(self) -> str:
        """ "Town Board Resolution No. 2026-41 of March 3, 2026" (or "Town policy")."""
        if not (self.resolution and self.adopted_on):
            return "Town policy"
        day = self.adopted_on
        return f"Town Board Resolution No. {self.resolution} of {long_date(day)}"
