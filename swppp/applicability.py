"""Whether and how Chapter 159 applies to a project, with the reasons, as pure functions.

Every test here cites its section; the project page shows the explanation as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import cite, cite_all, current

from .enactment import chapter_159_effective

ONE_ACRE = Decimal("1")
FIVE_ACRES = Decimal("5")


@dataclass(frozen=True)
class Finding:
    applies: bool
    citation: str
    reason: str


@dataclass(frozen=True)
class Applicability:
    land_development: Finding
    disturbance_basis: Finding  # the figure Conditions B and C are judged on, and why
    condition_a: Finding
    condition_b: Finding
    condition_c: Finding
    phasing: Finding
    review_path: str  # "4B" or "4C"
    review_path_reason: str
    exemption_status: str
    notes: list[str] = field(default_factory=list)

    @property
    def post_construction_required(self) -> bool:
        """§ 159-5B(2): any of Conditions A, B, C adds the items of § 159-5B(3)."""
        return self.condition_a.applies or self.condition_b.applies or self.condition_c.applies

    @property
    def conditions(self) -> list[Finding]:
        return [self.condition_a, self.condition_b, self.condition_c]

    @property
    def exempt(self) -> bool:
        return self.exemption_status == "confirmed"

    @property
    def swppp_required(self) -> bool:
        """§ 159-3A: the chapter applies to land development activities, unless exempt
        under § 159-3B (as confirmed by the SMO)."""
        return self.land_development.applies and not self.exempt


def land_development_activity(
    disturbed_acres: Decimal, part_of_common_plan: bool, common_plan_acres: Decimal | None
) -> Finding:
    """§ 159-2, "land development activity": disturbance of one acre or more, or less
    than one acre as part of a larger common plan of development or sale disturbing one
    acre or more in the aggregate."""
    if disturbed_acres >= ONE_ACRE:
        return Finding(
            True, cite("swm.definitions"), f"It disturbs {disturbed_acres} acres: one acre or more."
        )
    if part_of_common_plan and (common_plan_acres or 0) >= ONE_ACRE:
        return Finding(
            True,
            cite("swm.definitions"),
            f"It disturbs {disturbed_acres} acres, less than one acre, but is part of a larger "
            f"common plan of development or sale disturbing {common_plan_acres} acres.",
        )
    return Finding(
        False,
        cite("swm.definitions"),
        f"It disturbs {disturbed_acres} acres, less than one acre, and is not part of a larger "
        "common plan disturbing one acre or more: not a land development activity.",
    )


def condition_a(pollutant_of_concern: bool) -> Finding:
    """§ 159-5B(2)(a): runoff discharging a pollutant of concern to a 303(d)-listed water
    or a TMDL watershed."""
    if pollutant_of_concern:
        return Finding(
            True,
            cite("swm.post_construction_conditions.pollutant_of_concern"),
            "Condition A: it discharges a pollutant of concern to a 303(d)-listed water or a "
            "TMDL watershed.",
        )
    return Finding(
        False,
        cite("swm.post_construction_conditions.pollutant_of_concern"),
        "Condition A does not apply: no pollutant of concern is discharged to a 303(d) water "
        "or a TMDL watershed.",
    )


def disturbance_basis(
    disturbed_acres: Decimal, part_of_common_plan: bool, common_plan_acres: Decimal | None
) -> tuple[Decimal, Finding]:
    """The disturbance Conditions B and C are judged on (§ 159-5B(2)(b), (c)).

    § 159-2: a land development activity disturbing less than one acre is one only as
    part of a larger common plan of development or sale disturbing one acre or more "in
    the aggregate, even though multiple separate and distinct land development
    activities may take place at different times": such a lot is the common plan's
    activity, so the common plan's disturbance is the figure. Otherwise it is the
    project's own."""
    if (
        disturbed_acres < ONE_ACRE
        and part_of_common_plan
        and common_plan_acres is not None
        and common_plan_acres >= ONE_ACRE
    ):
        return common_plan_acres, Finding(
            True,
            cite_all(["swm.definitions", "swm.post_construction_conditions.disturbance"]),
            f"{common_plan_acres} acres, the disturbance of the larger common plan: this lot "
            f"disturbs {disturbed_acres} acres, less than one, and is a land development "
            "activity only as part of that plan, whose disturbance in the aggregate is "
            f"counted ({cite('swm.definitions')}).",
        )
    return disturbed_acres, Finding(
        False,
        cite("swm.post_construction_conditions.disturbance"),
        f"{disturbed_acres} acres, the disturbance of this project"
        + (
            " (one acre or more: it is a land development activity on its own; the common "
            f"plan's figure is used only for a lot under one acre, {cite('swm.definitions')})."
            if part_of_common_plan and disturbed_acres >= ONE_ACRE
            else "."
        ),
    )


def condition_b(disturbed_acres: Decimal) -> Finding:
    """§ 159-5B(2)(b): five or more acres disturbed (the figure of
    ``disturbance_basis``)."""
    if disturbed_acres >= FIVE_ACRES:
        return Finding(
            True,
            cite("swm.post_construction_conditions.five_acres"),
            f"Condition B: {disturbed_acres} acres are disturbed, five or more.",
        )
    return Finding(
        False,
        cite("swm.post_construction_conditions.five_acres"),
        f"Condition B does not apply: {disturbed_acres} acres is less than five.",
    )


def condition_c(disturbed_acres: Decimal, single_family: bool, agricultural: bool) -> Finding:
    """§ 159-5B(2)(c): between one and five acres (the figure of ``disturbance_basis``),
    except single-family residences and construction at agricultural properties."""
    if not (ONE_ACRE <= disturbed_acres < FIVE_ACRES):
        return Finding(
            False,
            cite("swm.post_construction_conditions.one_to_five_acres"),
            f"Condition C does not apply: {disturbed_acres} acres is not between one and five.",
        )
    if single_family:
        return Finding(
            False,
            cite("swm.post_construction_conditions.one_to_five_acres"),
            "Condition C does not apply: construction of a single-family residence is excluded.",
        )
    if agricultural:
        return Finding(
            False,
            cite("swm.post_construction_conditions.one_to_five_acres"),
            "Condition C does not apply: construction at an agricultural property is excluded.",
        )
    return Finding(
        True,
        cite("swm.post_construction_conditions.one_to_five_acres"),
        f"Condition C: {disturbed_acres} acres are disturbed, between one and five.",
    )


def phasing(max_at_once_acres: Decimal) -> Finding:
    """§ 159-5B(1)(d): not more than five acres disturbed at any one time unless the
    approved SWPPP allows it; more needs an explicit phasing justification."""
    if max_at_once_acres > FIVE_ACRES:
        return Finding(
            True,
            cite("swm.swppp_contents.phasing"),
            f"Up to {max_at_once_acres} acres would be disturbed at one time, more than five: "
            "the SWPPP must justify it in its phasing plan.",
        )
    return Finding(
        False,
        cite("swm.swppp_contents.phasing"),
        "No more than five acres are disturbed at one time.",
    )


def review_path(town_approval: str) -> tuple[str, str]:
    """§ 159-4B when the activity is reviewed by the Building Inspector, Planning Board or
    Town Board under subdivision or site plan regulations; otherwise § 159-4C."""
    if town_approval and town_approval != "none":
        body = town_approval.replace("_", " ").title()
        return (
            "4B",
            f"{cite('swm.review_with_other_body')}: the {body} reviews the application, so the "
            "SMO forwards the SWPPP with a written recommendation within 45 days and that body "
            "acts on it.",
        )
    return (
        "4C",
        f"{cite('swm.review_by_smo')}: no other {current().kind} body reviews the activity, so "
        "the SMO approves, approves with modifications or disapproves the SWPPP within 45 days.",
    )


def exemption_refusal(
    exemption: str,
    *,
    disturbed_acres: Decimal | None,
    includes_landing_or_haul_roads: bool,
    maintains_original_facility: bool,
    building_permit_number: str,
    building_permit_approved_on: date | None,
    today: date,
) -> dict[str, str]:
    """Why a claimed exemption cannot stand, by field (empty when it can): the conditions
    § 159-3B itself puts on (2), (3) and (5). The SMO still confirms every claim."""
    errors: dict[str, str] = {}
    if exemption == "3B2" and includes_landing_or_haul_roads:
        # § 159-3B(2): "except that landing areas and log haul roads are subject".
        errors["includes_landing_or_haul_roads"] = (
            f"Landing areas and log haul roads are subject to {current().law('swm').name} "
            f"({cite('swm.exemptions.silviculture')}): "
            "a silvicultural activity that includes them is not exempt. Register them "
            "without the exemption and file a SWPPP for them."
        )
    if exemption == "3B3":
        # § 159-3B(3): routine maintenance "that disturb[s] less than five acres and [is]
        # performed to maintain the original line and grade, hydraulic capacity or
        # original purpose of a facility".
        maintenance = cite("swm.exemptions.routine_maintenance")
        if disturbed_acres is None:
            # An area not known is not shown to be under five acres: the claim cannot
            # stand until the applicant gives it.
            errors["disturbed_acres"] = (
                "Give the area this maintenance disturbs: routine maintenance is exempt only "
                f"when it disturbs less than five acres ({maintenance})."
            )
        elif disturbed_acres >= FIVE_ACRES:
            errors["exemption"] = (
                f"Routine maintenance is exempt only when it disturbs less than five acres "
                f"({maintenance}); this work disturbs {disturbed_acres} acres."
            )
        if not maintains_original_facility:
            errors["maintains_original_facility"] = (
                "Routine maintenance is exempt only when it is performed to maintain the "
                "original line and grade, hydraulic capacity or original purpose of a "
                f"facility ({maintenance}): confirm that it is."
            )
    if exemption == "3B5":
        # § 159-3B(5): "a building permit has been approved on or before the effective
        # date of this chapter".
        permit = cite("swm.exemptions.building_permit")
        if not (building_permit_number or "").strip():
            errors["building_permit_number"] = f"Give the number of the building permit ({permit})."
        if building_permit_approved_on is None:
            errors["building_permit_approved_on"] = (
                f"Give the date the building permit was approved ({permit})."
            )
        elif building_permit_approved_on > today:
            errors["building_permit_approved_on"] = "The approval date cannot be in the future."
        elif building_permit_approved_on > (effective := chapter_159_effective()).on:
            errors["building_permit_approved_on"] = (
                f"Only a building permit approved on or before {long_date(effective.on)}, "
                f"when {current().law('swm').name} took effect, exempts the activity "
                f"({permit}); this one was approved on {long_date(building_permit_approved_on)}. "
                f"{effective.basis}"
            )
    return errors


def assess(project) -> Applicability:
    path, path_reason = review_path(project.town_approval)
    if project.review_path:
        body = project.reviewing_body.name if project.reviewing_body_id else ""
        path = project.review_path
        path_reason = (
            f"{cite('swm.review_with_other_body')}: the SMO determined that the {body} reviews "
            "the application; the SMO forwards the SWPPP with a written recommendation and that "
            "body acts on it."
            if path == "4B"
            else f"{cite('swm.review_by_smo')}: the SMO determined that no other "
            f"{current().kind} body reviews the activity; the SMO approves, approves with "
            "modifications or disapproves the SWPPP."
        ) + (f" Reason: {project.review_path_reason}" if project.review_path_reason else "")
    basis, basis_finding = disturbance_basis(
        project.disturbed_acres, project.part_of_common_plan, project.common_plan_disturbed_acres
    )
    notes = []
    if project.exemption and project.exemption_status == "claimed":
        notes.append(
            f"An exemption is claimed ({project.get_exemption_display()}); the SMO has not yet "
            "confirmed or rejected it."
        )
    if project.exemption_status == "confirmed":
        notes.append(
            f"Exempt from review: {project.get_exemption_display()} (confirmed by the SMO)."
        )
    if project.exemption_status == "rejected":
        notes.append(f"The claimed exemption was rejected: {project.exemption_decision_reason}")
    return Applicability(
        land_development=land_development_activity(
            project.disturbed_acres,
            project.part_of_common_plan,
            project.common_plan_disturbed_acres,
        ),
        disturbance_basis=basis_finding,
        condition_a=condition_a(project.discharges_pollutant_of_concern),
        condition_b=condition_b(basis),
        condition_c=condition_c(
            basis, project.single_family_residence, project.agricultural_property
        ),
        phasing=phasing(project.max_disturbed_at_once_acres),
        review_path=path,
        review_path_reason=path_reason,
        exemption_status=project.exemption_status,
        notes=notes,
    )
