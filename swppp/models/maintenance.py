"""What a stormwater management facility needs before approval: the maintenance easement
(§ 159-7B) and the maintenance agreement recorded as a deed restriction, or the Town's
acceptance of the facility's dedication instead (§ 159-7C(4)).

They run with the land, so they belong to the project (not to a SWPPP version); each is
kept with the recorded document as a file on the project.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import words_lazy


class MaintenanceInstrument(models.Model):
    class Kind(models.TextChoices):
        EASEMENT = (
            "easement",
            words_lazy("Maintenance easement agreement ({cite:swm.maintenance_easements})"),
        )
        AGREEMENT = (
            "agreement",
            words_lazy(
                "Maintenance agreement recorded as a deed restriction "
                "({cite:swm.maintenance_agreements})"
            ),
        )
        DEDICATION = (
            "dedication",
            words_lazy(
                "Dedication of the facility accepted by the {kind} "
                "({cite:swm.maintenance_agreements})"
            ),
        )

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="maintenance_instruments"
    )
    kind = models.CharField(max_length=12, choices=Kind.choices)
    # The easement: approved by the counsel for the Town, then recorded (§ 159-7B). The
    # agreement: approved by the Town, consistent with Appendix A (§ 159-7C(4)).
    approved_by = models.CharField(
        "approved by", max_length=150, blank=True, help_text="e.g. the Town Attorney's name."
    )
    approved_on = models.DateField("date approved", null=True, blank=True)
    follows_appendix_a = models.BooleanField(
        "consistent with Appendix A (159 Attachment 1), “Sample Stormwater Control Facility "
        "Maintenance Agreement”",
        default=False,
    )
    # Recording in the office of the Niagara County Clerk.
    instrument_number = models.CharField(max_length=50, blank=True)
    liber = models.CharField(max_length=20, blank=True)
    page = models.CharField(max_length=20, blank=True)
    recorded_on = models.DateField("date recorded", null=True, blank=True)
    # Dedication: accepted by the Town at its sole discretion (Town Board resolution).
    resolution = models.CharField("Town Board resolution", max_length=50, blank=True)
    meets_requirements = models.BooleanField(
        words_lazy("the facility meets all the requirements of {law:swm}"), default=False
    )
    perpetual_access = models.BooleanField(
        "it includes adequate and perpetual access and sufficient area for inspection and "
        "regular maintenance",
        default=False,
    )
    document = models.ForeignKey("documents.Upload", on_delete=models.PROTECT, related_name="+")
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["project", "kind", "created_at"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.recording}"

    @property
    def recording(self) -> str:
        """The County Clerk's recording details, as cited."""
        where = (
            f"instrument no. {self.instrument_number}"
            if self.instrument_number
            else f"Liber {self.liber}, page {self.page}"
            if self.liber
            else ""
        )
        if self.kind == self.Kind.DEDICATION:
            return f"accepted by Town Board resolution {self.resolution}"
        return f"recorded {long_date(self.recorded_on)}, {where}" if self.recorded_on else where
