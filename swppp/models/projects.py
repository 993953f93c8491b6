"""Land development projects and the Town bodies that review them."""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords

from lockport_sw.jurisdiction.registry import cite, words_lazy
from lockport_sw.reports.search import search_index

ACRES = {"max_digits": 9, "decimal_places": 2, "validators": [MinValueValidator(Decimal("0"))]}


class ReviewPath(models.TextChoices):
    """Who acts on a SWPPP: § 159-4B (another Town body reviews the activity) or § 159-4C."""

    BODY = (
        "4B",
        words_lazy("{cite:swm.review_with_other_body}: SMO recommends, the reviewing body acts"),
    )
    SMO = "4C", words_lazy("{cite:swm.review_by_smo}: the SMO decides")


class ReviewingBody(models.Model):
    """A Town body that reviews applications under subdivision or site plan regulations
    and acts on SWPPPs the SMO forwards to it (§ 159-4B(2)).

    The Planning Board and the Town Board are boards: they act by a resolution adopted
    at a meeting, by vote (``acts_by_resolution``); the Building Inspector is one officer
    and acts alone. Members are chosen on the staff account page (swppp/wiring.py)."""

    class Kind(models.TextChoices):
        BUILDING_INSPECTOR = "building_inspector", "Building Inspector"
        PLANNING_BOARD = "planning_board", "Planning Board"
        TOWN_BOARD = "town_board", "Town Board"

    BOARDS = (Kind.PLANNING_BOARD, Kind.TOWN_BOARD)

    kind = models.CharField(max_length=30, choices=Kind.choices, unique=True)
    name = models.CharField(max_length=100)
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="reviewing_bodies"
    )
    chair = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="chaired_bodies",
        help_text="Signs the body's letters: a board's chair, or the Building Inspector.",
    )

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def signer_title(self) -> str:
        """The title under the signature of the body's letters."""
        return f"Chair, {self.name}" if self.acts_by_resolution else self.name

    @property
    def acts_by_resolution(self) -> bool:
        """§ 159-4B(2): a board acts as a body, by resolution at a meeting."""
        return self.kind in self.BOARDS


class SiteBasis(models.TextChoices):
    """Why the project's site is known to be in the Town (§ 159-3A); blank: not yet."""

    REGISTRY = "registry", "A parcel of the Town's registry"
    CONFIRMED = "confirmed", "Confirmed in the Town by the SMO"
    REFUSED = "refused", "Refused by the SMO: not in the Town"


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
PROJECT_SEARCH_TEXT = ("title", "description", "parcel__street_address", "parcel__sbl")


class Project(models.Model):
    """A land development activity (§ 159-2) for which an applicant files a SWPPP."""

    class TownApproval(models.TextChoices):
        NONE = "none", "None: no subdivision or site plan review by a Town body"
        BUILDING_INSPECTOR = "building_inspector", "Building Inspector"
        PLANNING_BOARD = "planning_board", "Planning Board"
        TOWN_BOARD = "town_board", "Town Board"

    class Exemption(models.TextChoices):
        # § 159-3B(1)-(10)
        AGRICULTURAL = "3B1", words_lazy("{cite:swm.exemptions.agriculture} Agricultural activity")
        SILVICULTURAL = (
            "3B2",
            words_lazy(
                "{cite:swm.exemptions.silviculture} "
                "Silvicultural activity (not landing areas or log haul roads)"
            ),
        )
        ROUTINE_MAINTENANCE = (
            "3B3",
            words_lazy(
                "{cite:swm.exemptions.routine_maintenance} "
                "Routine maintenance disturbing less than 5 acres"
            ),
        )
        SMP_REPAIR = (
            "3B4",
            words_lazy(
                "{cite:swm.exemptions.practice_repairs} "
                "Repairs to a stormwater practice deemed necessary by the SMO"
            ),
        )
        PRIOR_PERMIT = (
            "3B5",
            words_lazy(
                "{cite:swm.exemptions.building_permit} "
                "Building permit approved on or before the effective date"
            ),
        )
        CEMETERY = "3B6", words_lazy("{cite:swm.exemptions.cemetery_graves} Cemetery graves")
        POLES = (
            "3B7",
            words_lazy(
                "{cite:swm.exemptions.fences_signs_poles} "
                "Fences, signs, telephone and electric poles, posts"
            ),
        )
        EMERGENCY = (
            "3B8",
            words_lazy(
                "{cite:swm.exemptions.emergency} "
                "Emergency activity to protect life, property or resources"
            ),
        )
        HOME_GARDENING = "3B9", words_lazy("{cite:swm.exemptions.home_gardening} Home gardening")
        LANDSCAPING = (
            "3B10",
            words_lazy("{cite:swm.exemptions.landscaping} Landscaping at an existing structure"),
        )

    class ExemptionStatus(models.TextChoices):
        NONE = "none", "No exemption claimed"
        CLAIMED = "claimed", "Claimed, awaiting the SMO"
        CONFIRMED = "confirmed", "Confirmed by the SMO"
        REJECTED = "rejected", "Rejected by the SMO"

    reference = models.CharField(max_length=20, unique=True, help_text="e.g. 2026-0007")
    applicant = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="swppp_projects"
    )
    applicant_party = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="swppp_projects"
    )
    # § 159-8A(1) "the applicant and developer": the developer is named only when
    # recorded (a registry party; it may be the applicant's own party).
    developer_party = models.ForeignKey(
        "registry.Party",
        verbose_name="developer",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="swppp_projects_developed",
        help_text="The developer of the land development activity, when recorded.",
    )
    parcel = models.ForeignKey(
        "registry.Property",
        verbose_name="property",
        on_delete=models.PROTECT,
        related_name="swppp_projects",
    )
    title = models.CharField(max_length=200, help_text="e.g. Snyder Meadows subdivision, phase 1")
    description = models.TextField(help_text="What will be built, and the work that disturbs soil.")
    total_site_acres = models.DecimalField("total site area (acres)", **ACRES)
    disturbed_acres = models.DecimalField("area to be disturbed (acres)", **ACRES)
    max_disturbed_at_once_acres = models.DecimalField(
        "largest area disturbed at any one time (acres)", **ACRES
    )
    part_of_common_plan = models.BooleanField(
        "part of a larger common plan of development or sale", default=False
    )
    common_plan_disturbed_acres = models.DecimalField(
        "total disturbance of that common plan (acres)", null=True, blank=True, **ACRES
    )
    single_family_residence = models.BooleanField(
        "construction of a single-family residence", default=False
    )
    agricultural_property = models.BooleanField(
        "construction at an agricultural property", default=False
    )
    receiving_waters = models.CharField(
        max_length=300, help_text="Name(s) of the receiving water(s)."
    )
    discharges_pollutant_of_concern = models.BooleanField(
        "discharges a pollutant of concern to a 303(d)-listed water or a TMDL watershed",
        default=False,
    )
    town_approval = models.CharField(
        "Town approval the activity needs",
        max_length=30,
        choices=TownApproval.choices,
        default=TownApproval.NONE,
        help_text=words_lazy(
            "Subdivision or site plan review by a {kind} body, if any "
            "({cite:swm.review_with_other_body})."
        ),
    )
    exemption = models.CharField(
        "exemption claimed", max_length=5, choices=Exemption.choices, blank=True
    )
    exemption_explanation = models.TextField(blank=True)
    # What § 159-3B(2), (3) and (5) make an exemption depend on (asked with the claim).
    includes_landing_or_haul_roads = models.BooleanField(
        "the silvicultural activity includes landing areas or log haul roads", default=False
    )
    maintains_original_facility = models.BooleanField(
        "the work maintains the original line and grade, hydraulic capacity or original "
        "purpose of a facility",
        default=False,
    )
    building_permit_number = models.CharField(max_length=50, blank=True)
    building_permit_approved_on = models.DateField(
        "date the building permit was approved", null=True, blank=True
    )
    exemption_status = models.CharField(
        max_length=10, choices=ExemptionStatus.choices, default=ExemptionStatus.NONE
    )
    exemption_decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    exemption_decided_at = models.DateTimeField(null=True, blank=True)
    exemption_decision_reason = models.TextField(blank=True)
    # § 159-4B or § 159-4C is the SMO's call: the applicant says which Town approval the
    # activity needs (town_approval); the SMO confirms or corrects the path, with a
    # reason, and every later version follows the SMO's determination.
    review_path = models.CharField(
        "review path determined by the SMO", max_length=2, choices=ReviewPath.choices, blank=True
    )
    reviewing_body = models.ForeignKey(
        ReviewingBody, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    review_path_reason = models.TextField(blank=True)
    review_path_decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    review_path_decided_at = models.DateTimeField(null=True, blank=True)
    # § 159-3A: the chapter applies within the Town. The site is a parcel of the Town's
    # registry, or an address the SMO confirmed is in the Town (who and when; the
    # project's history keeps every change). Until then no version is accepted.
    site_basis = models.CharField(
        "the site is in the Town", max_length=10, choices=SiteBasis.choices, blank=True
    )
    site_confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    site_confirmed_at = models.DateTimeField(null=True, blank=True)
    # The SMO refuses a site outside the Town, with the reason the applicant is told (who
    # and when: site_confirmed_by/at, the SMO's decision on the site either way).
    site_refusal = models.TextField("why the site is not in the Town", blank=True)
    # The SMO closes a project (a site outside the Town): for good, with the reason; it
    # leaves every queue and the applicant can do nothing more on it.
    closed_at = models.DateTimeField(null=True, blank=True)
    closed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    closed_reason = models.TextField("why the project was closed", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [
            models.Index(
                fields=["created_at"],
                condition=models.Q(site_basis=""),
                name="swppp_site_unconfirmed",
            ),
            search_index("swppp_project_search", PROJECT_SEARCH_TEXT),
        ]
        permissions = [
            ("review_swppp", "Review SWPPPs and decide or recommend (the SMO)"),
            ("decide_exemption", "Confirm or reject a claimed exemption"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(disturbed_acres__lte=models.F("total_site_acres")),
                name="swppp_disturbed_within_site",
                violation_error_message="The disturbed area cannot be larger than the site.",
            ),
            models.CheckConstraint(
                condition=models.Q(max_disturbed_at_once_acres__lte=models.F("disturbed_acres")),
                name="swppp_at_once_within_disturbed",
                violation_error_message=(
                    "The area disturbed at one time cannot exceed the total disturbed area."
                ),
            ),
        ]

    def __str__(self) -> str:
        return f"Project {self.reference}: {self.title}"

    def get_absolute_url(self) -> str:
        return reverse("swppp:project_detail", args=[self.pk])

    def clean(self) -> None:
        """Acreages that cannot all be true are refused, each beside its field."""
        from django.core.exceptions import ValidationError

        errors = {}
        total, disturbed, at_once = (
            self.total_site_acres,
            self.disturbed_acres,
            self.max_disturbed_at_once_acres,
        )
        if total == 0:  # a negative area is refused by the field's own validator
            errors["total_site_acres"] = "Enter the site's area in acres (more than 0)."
        if None not in (total, disturbed) and disturbed > total:
            errors["disturbed_acres"] = (
                f"The disturbed area ({disturbed} acres) cannot be larger than the site "
                f"({total} acres)."
            )
        if None not in (disturbed, at_once) and at_once > disturbed:
            errors["max_disturbed_at_once_acres"] = (
                f"The area disturbed at one time ({at_once} acres) cannot exceed the total "
                f"disturbed area ({disturbed} acres)."
            )
        if self.part_of_common_plan:
            plan = self.common_plan_disturbed_acres
            if plan is None:
                errors["common_plan_disturbed_acres"] = (
                    "Give the total disturbance of the larger common plan "
                    f"({cite('swm.definitions')})."
                )
            elif disturbed is not None and plan < disturbed:
                errors["common_plan_disturbed_acres"] = (
                    "The common plan's disturbance includes this project's "
                    f"({disturbed} acres); it cannot be smaller."
                )
        elif self.common_plan_disturbed_acres is not None:
            errors["common_plan_disturbed_acres"] = (
                "Only for a project that is part of a larger common plan."
            )
        if self.exemption and not self.exemption_explanation.strip():
            errors["exemption_explanation"] = (
                f"Explain why the exemption applies ({cite('swm.exemptions')})."
            )
        if errors:
            raise ValidationError(errors)

    @property
    def site_confirmed(self) -> bool:
        return self.site_basis in (SiteBasis.REGISTRY, SiteBasis.CONFIRMED)

    @property
    def label(self) -> str:
        return f"SWPPP {self.reference} · {self.parcel.street_address}"


class SiteCorrection(models.Model):
    """The applicant asks the SMO to correct the project's property (§ 159-3A), with a
    reason; the SMO corrects it (the project's history keeps the change) or declines with
    a reason, and the applicant is told either way."""

    class State(models.TextChoices):
        OPEN = "open", "Waiting for the SMO"
        CORRECTED = "corrected", "Corrected"
        DECLINED = "declined", "Declined"

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="site_corrections")
    street_address = models.CharField("street address of the site", max_length=200)
    sbl = models.CharField("tax map (SBL) number", max_length=30, blank=True)
    reason = models.TextField(help_text="Why the property recorded is not the project's site.")
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    requested_at = models.DateTimeField(auto_now_add=True)
    state = models.CharField(max_length=10, choices=State.choices, default=State.OPEN)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    decision_note = models.TextField(blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["requested_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["project"],
                condition=models.Q(state="open"),
                name="swppp_one_open_site_correction",
                violation_error_message="A correction of the property is already waiting.",
            )
        ]

    def __str__(self) -> str:
        return f"Correction of the property of {self.project.reference}"
