"""§ 159-4A(2): the Town Board's approval of an outside engineer's engagement, a recorded
act of the Board (issue 46, item 7): its resolution, date and vote (member by member,
``bodies.votes_record``), never free text."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import cite, current, words_lazy


class EngineerApproval(models.Model):
    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="engineer_approvals"
    )
    engineer = models.CharField("New York State licensed professional engineer", max_length=200)
    resolution = models.CharField("Town Board resolution number", max_length=50)
    adopted_on = models.DateField("date the Town Board adopted the resolution")
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["-adopted_on", "-pk"]
        constraints = [
            models.UniqueConstraint(fields=["project", "resolution"], name="engineer_approval_once")
        ]
        permissions = [
            (
                "record_engineer_approval",
                words_lazy(
                    "Record the Town Board's approval of an outside engineer "
                    "({cite:swm.smo_designation.engineer})"
                ),
            )
        ]

    def __str__(self) -> str:
        return f"Approval of {self.engineer} for {self.project.reference}"

    @property
    def citation(self) -> str:
        """ "Town Board Resolution No. 2026-114 of March 3, 2026 (§ 159-4A(2))"."""
        return (
            f"{current().governing_body} Resolution No. {self.resolution} of "
            f"{long_date(self.adopted_on)} ({cite('swm.smo_designation.engineer')})"
        )
