"""Shared records that belong to no single domain."""

from django.db import models


class ReferenceSeries(models.Model):
    """The last number used in a series of references for a year.

    Series are named by kind: issued documents ("NOV" gives NOV-2026-0001), SWPPP
    projects ("SWPPP" gives 2026-0001), ... Numbers are taken with
    ``core.numbering.next_in_series`` under a row lock.
    """

    kind = models.CharField(max_length=30)
    year = models.PositiveIntegerField()
    last_number = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name_plural = "reference series"
        ordering = ["kind", "year"]
        constraints = [
            models.UniqueConstraint(fields=["kind", "year"], name="core_series_kind_year")
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.year} (last {self.last_number:04d})"
