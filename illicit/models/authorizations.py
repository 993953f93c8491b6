"""Exemptions and authorizations (§ 158-4A(1)-(4)) and the registers of § 158-3.

``Authorization.covers(moment)`` is the one place that says whether a discharge is
exempt at a moment, ground by ground, with the section and the reason.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.contrib.contenttypes.fields import GenericRelation
from django.db import models
from django.urls import reverse

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date, long_datetime
from lockport_sw.jurisdiction.registry import cite, words_lazy


class Authorization(models.Model):
    class Ground(models.TextChoices):
        EXEMPT_DISCHARGE = "4A1", words_lazy("{cite:idl.exempt_discharges}: an exempt discharge")
        EMERGENCY = (
            "4A2",
            words_lazy(
                "{cite:idl.emergency_discharge_approval}: the SMO's written approval of an "
                "emergency discharge"
            ),
        )
        DYE_TEST = (
            "4A3",
            words_lazy("{cite:idl.dye_testing}: dye testing with verbal notice to the SMO"),
        )
        SPDES = (
            "4A4",
            words_lazy(
                "{cite:idl.spdes_permitted_discharge}: a SPDES permit, waiver or order with "
                "written approval"
            ),
        )

    class Category(models.TextChoices):
        """§ 158-4A(1), in the statute's order."""

        WATERLINE = "waterline", "Waterline flushing or other potable water sources"
        LANDSCAPE = "landscape", "Landscape irrigation or lawn watering"
        DIVERTED = "diverted", "Existing diverted stream flows"
        GROUNDWATER_RISING = "rising_groundwater", "Rising groundwater"
        INFILTRATION = "infiltration", "Uncontaminated groundwater infiltration to storm sewers"
        PUMPED = "pumped", "Uncontaminated pumped groundwater"
        FOUNDATION = "foundation", "Foundation or footing drains"
        CONDENSATE = "condensate", "Air-conditioning condensate"
        IRRIGATION = "irrigation", "Irrigation water"
        SPRINGS = "springs", "Springs"
        CAR_WASH = "car_wash", "Water from individual residential car washing"
        RIPARIAN = "riparian", "Natural riparian habitat or wetland flows"
        POOL = "pool", "Dechlorinated swimming pool discharges"
        STREET_WASH = "street_wash", "Residential street wash water"
        FIREFIGHTING = "firefighting", "Water from firefighting activities"
        CLEAN_WATER = "clean_water", "Any other water source not containing pollutants"

    class FoundBy(models.TextChoices):
        NYSDEC = "nysdec", "NYSDEC"
        TOWN = "town", "The Town"

    class Instrument(models.TextChoices):
        PERMIT = "permit", "SPDES permit"
        WAIVER = "waiver", "Waiver"
        ORDER = "order", "Waste discharge order"

    ground = models.CharField(max_length=3, choices=Ground.choices)
    case = models.ForeignKey(
        "illicit.Case",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="authorizations",
    )
    parcel = models.ForeignKey(
        "registry.Property", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    party = models.ForeignKey(
        "registry.Party", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    description = models.TextField(help_text="The discharge: what, where, from whom.")
    # (1) an exempt discharge, unless found a substantial contributor of pollutants.
    category = models.CharField(max_length=30, choices=Category.choices, blank=True)
    reducing_plan = models.TextField(
        "plan for reducing pollutants",
        blank=True,
        help_text=words_lazy(
            "{cite:idl.exempt_discharges}: exempt discharges are made under an appropriate plan."
        ),
    )
    substantial_found_by = models.CharField(max_length=10, choices=FoundBy.choices, blank=True)
    substantial_found_on = models.DateField(null=True, blank=True)
    # (2) the SMO's written approval, for a period and under conditions.
    approved_on = models.DateField(null=True, blank=True)
    valid_from = models.DateTimeField(null=True, blank=True)
    valid_until = models.DateTimeField(null=True, blank=True)
    conditions = models.TextField(blank=True)
    # (3) a dye test: the verbal notice to the SMO, before the time of the test.
    tester = models.CharField(max_length=150, blank=True)
    notice_at = models.DateTimeField("verbal notice given", null=True, blank=True)
    test_at = models.DateTimeField("time of the test", null=True, blank=True)
    # (4) a SPDES permit, waiver or order, full compliance, written approval to use the MS4.
    instrument = models.CharField(max_length=10, choices=Instrument.choices, blank=True)
    permit_number = models.CharField(max_length=60, blank=True)
    in_full_compliance = models.BooleanField(default=False)
    ms4_approval_on = models.DateField(
        "written approval to discharge to the MS4", null=True, blank=True
    )

    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    # § 158-4A(2): the written approval served on the discharger (a served letter).
    letters = GenericRelation(
        "enforcement.ServedLetter", content_type_field="subject_type", object_id_field="subject_id"
    )

    class Meta:
        ordering = ["-recorded_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.get_ground_display().split(':')[0]}: {self.description[:60]}"

    def case_url(self) -> str:
        """The page of the case or project this record belongs to: where a clock about it
        is acted on (its reminders link there, lockport_sw/deadlines)."""
        if self.case_id is None:
            return reverse("illicit:registers")
        return reverse("illicit:case_detail", args=[self.case.reference])

    def covers(self, moment: datetime) -> tuple[bool, str]:
        """Whether a discharge at ``moment`` is exempt on this ground, and why."""
        if self.ground == self.Ground.EXEMPT_DISCHARGE:
            # § 158-4A(1): exempt "unless NYSDEC or the Town has determined them to be
            # substantial contributors of pollutants"; made under a plan for reducing them.
            if self.substantial_found_by and (
                self.substantial_found_on is None
                or self.substantial_found_on <= moment.astimezone(TOWN_TZ).date()
            ):
                who = self.get_substantial_found_by_display()
                return False, (
                    f"{cite('idl.exempt_discharges')}: {who} found this discharge a substantial "
                    "contributor of pollutants; it is not exempt."
                )
            # "Such exempt discharges shall be made in accordance with an appropriate plan
            # for reducing pollutants": a duty of the discharger with its own clock
            # (exempt_discharge_plan), not a condition of the exemption (issue 23, item 7):
            # lawn watering is exempt whether or not a plan was typed in.
            return True, f"{cite('idl.exempt_discharges')}: {self.get_category_display().lower()}."
        if self.ground == self.Ground.EMERGENCY:
            # § 158-4A(2): only for the period the SMO specified; after it, not exempt.
            approval = cite("idl.emergency_discharge_approval")
            if self.valid_from and moment < self.valid_from:
                return False, f"{approval}: before the period the SMO approved."
            if self.valid_until and moment > self.valid_until:
                return False, (
                    f"{approval}: the SMO's approval ran until {long_datetime(self.valid_until)}; "
                    "after its period the discharge is not exempt."
                )
            return True, f"{approval}: inside the period the SMO approved in writing."
        if self.ground == self.Ground.DYE_TEST:
            # § 158-4A(3): "requires a verbal notification to the SMO prior to the time of
            # the test".
            if self.notice_at is None or self.test_at is None or self.notice_at >= self.test_at:
                return False, (
                    f"{cite('idl.dye_testing')}: the SMO was not told before the time of the test; "
                    "the dye test is not exempt."
                )
            return True, f"{cite('idl.dye_testing')}: the SMO was told before the test."
        if self.ground == self.Ground.SPDES:
            # § 158-4A(4): the discharger in full compliance, and written approval for any
            # discharge to the MS4.
            spdes = cite("idl.spdes_permitted_discharge")
            if not self.in_full_compliance:
                return False, (
                    f"{spdes}: the discharger is not in full compliance with the permit, "
                    "waiver or order."
                )
            if self.ms4_approval_on is None:
                return False, f"{spdes}: no written approval to discharge to the MS4."
            return True, f"{spdes}: {self.get_instrument_display()} {self.permit_number}."
        return False, "Unknown ground."


class AgencyExemption(models.Model):
    """§ 158-3A: water "explicitly exempted by an authorized enforcement agency"."""

    agency = models.CharField(max_length=150)
    description = models.TextField(help_text="What the exemption covers.")
    parcel = models.ForeignKey(
        "registry.Property", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    party = models.ForeignKey(
        "registry.Party", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    granted_on = models.DateField()
    expires_on = models.DateField(null=True, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["-granted_on", "-pk"]

    def __str__(self) -> str:
        return f"{self.agency}: {self.description[:60]}"

    def in_force_on(self, day) -> bool:
        return self.granted_on <= day and (self.expires_on is None or day <= self.expires_on)


class Delegation(models.Model):
    """§ 158-3B: the SMO's powers "may be delegated in writing by the SMO"."""

    delegate = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="illicit_delegations"
    )
    powers = models.TextField(help_text="Which powers and duties are delegated.")
    written_on = models.DateField("date of the written delegation")
    starts_on = models.DateField()
    ends_on = models.DateField(null=True, blank=True)
    revoked_on = models.DateField(null=True, blank=True)
    delegated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["-starts_on", "-pk"]

    def __str__(self) -> str:
        return f"{self.delegate} from {long_date(self.starts_on)}"

    def in_force_on(self, day) -> bool:
        if self.revoked_on is not None and day >= self.revoked_on:
            return False
        return self.starts_on <= day and (self.ends_on is None or day <= self.ends_on)
