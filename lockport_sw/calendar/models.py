"""Days that are not business days besides the holidays GCL § 24 names: Town office
closures, and the public holidays the President or the Governor proclaims."""

from __future__ import annotations

from django.db import models
from simple_history.models import HistoricalRecords

from .words import long_date


class OfficeClosure(models.Model):
    """A day the Town offices are closed (storm, the Friday after Thanksgiving, ...).

    Closures are data, not code (statute README, "How time is counted"): a closure is
    never a business day in a count of business days, and it extends a period of days
    like a holiday only for an act a party must do at the Town, never a duty of the
    Town itself. A day the President or the Governor proclaims a public holiday is not a
    closure: it is a ``ProclaimedHoliday``. Entered only through the closure service,
    which also recomputes the clocks.
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
        return f"{long_date(self.date)}: {self.reason}"


class ProclaimedHoliday(models.Model):
    """A public holiday the President or the Governor proclaims (GCL § 24: "each day
    appointed by the president of the United States or by the governor of this state").

    It counts like the holidays § 24 names (``holidays.py``): not a business day, and a
    period of days ending on it runs to the next business day under GCL § 25-a, the
    Town's own duties included, unlike an office closure (statute README, "How time is
    counted"). Entered and removed only through the deadlines service, which also
    recounts every open clock it moves; kept with its history.
    """

    class By(models.TextChoices):
        PRESIDENT = "president", "President of the United States"
        GOVERNOR = "governor", "Governor of New York"

    date = models.DateField(unique=True)
    name = models.CharField(max_length=200, help_text="e.g. National Day of Mourning")
    proclaimed_by = models.CharField(max_length=10, choices=By.choices)
    proclamation = models.CharField(
        max_length=300, help_text="The proclamation: its number or title, and its date."
    )
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
        return f"{long_date(self.date)}: {self.name} ({self.get_proclaimed_by_display()})"

    @property
    def counted_name(self) -> str:
        """How counting names the day: ``National Day of Mourning (proclaimed by the
        President, GCL § 24)``."""
        return proclaimed_name(self.name, self.proclaimed_by)


def proclaimed_name(name: str, proclaimed_by: str) -> str:
    who = "President" if proclaimed_by == ProclaimedHoliday.By.PRESIDENT else "Governor"
    return f"{name} (proclaimed by the {who}, GCL § 24)"
