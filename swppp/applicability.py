"""Whether and how Chapter 159 applies to a project, with the reasons, as pure functions.

Every test here cites its section; the project page shows the explanation as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

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
        return Finding(True, "§ 159-2", f"It disturbs {disturbed_acres} acres: one acre or more.")
    if part_of_common_plan and (common_plan_acres or 0) >= ONE_ACRE:
        return Finding(
            True,
            "§ 159-2",
            f"It disturbs {disturbed_acres} acres, less than one acre, but is part of a larger "
            f"common plan of development or sale disturbing {common_plan_acres} acres.",
        )
    return Finding(
        False,
        "§ 159-2",
        f"It disturbs {disturbed_acres} acres, less than one acre, and is not part of a larger "
        "common plan disturbing one acre or more: not a land development activity.",
    )


def condition_a(pollutant_of_concern: bool) -> Finding:
    """§ 159-5B(2)(a): runoff discharging a pollutant of concern to a 303(d)-listed water
    or a TMDL watershed."""
    if pollutant_of_concern:
        return Finding(
            True,
            "§ 159-5B(2)(a)",
            "Condition A: it discharges a pollutant of concern to a 303(d)-listed water or a "
            "TMDL watershed.",
        )
    return Finding(
        False,
        "§ 159-5B(2)(a)",
        "Condition A does not apply: no pollutant of concern is discharged to a 303(d) water "
        "or a TMDL watershed.",
    )


def condition_b(disturbed_acres: Decimal) -> Finding:
    """§ 159-5B(2)(b): five or more acres disturbed."""
    if disturbed_acres >= FIVE_ACRES:
        return Finding(
            True,
            "§ 159-5B(2)(b)",
            f"Condition B: it disturbs {disturbed_acres} acres, five or more.",
        )
    return Finding(
        False,
        "§ 159-5B(2)(b)",
        f"Condition B does not apply: {disturbed_acres} acres is less than five.",
    )


def condition_c(disturbed_acres: Decimal, single_family: bool, agricultural: bool) -> Finding:
    """§ 159-5B(2)(c): between one and five acres, except single-family residences and
    construction at agricultural properties."""
    if not (ONE_ACRE <= disturbed_acres < FIVE_ACRES):
        return Finding(
            False,
            "§ 159-5B(2)(c)",
            f"Condition C does not apply: {disturbed_acres} acres is not between one and five.",
        )
    if single_family:
        return Finding(
            False,
            "§ 159-5B(2)(c)",
            "Condition C does not apply: construction of a single-family residence is excluded.",
        )
    if agricultural:
        return Finding(
            False,
            "§ 159-5B(2)(c)",
            "Condition C does not apply: construction at an agricultural property is excluded.",
        )
    return Finding(
        True,
        "§ 159-5B(2)(c)",
        f"Condition C: it disturbs {disturbed_acres} acres, between one and five.",
    )


def phasing(max_at_once_acres: Decimal) -> Finding:
    """§ 159-5B(1)(d): not more than five acres disturbed at any one time unless the
    approved SWPPP allows it; more needs an explicit phasing justification."""
    if max_at_once_acres > FIVE_ACRES:
        return Finding(
            True,
            "§ 159-5B(1)(d)",
            f"Up to {max_at_once_acres} acres would be disturbed at one time, more than five: "
            "the SWPPP must justify it in its phasing plan.",
        )
    return Finding(False, "§ 159-5B(1)(d)", "No more than five acres are disturbed at one time.")


def review_path(town_approval: str) -> tuple[str, str]:
    """§ 159-4B when the activity is reviewed by the Building Inspector, Planning Board or
    Town Board under subdivision or site plan regulations; otherwise § 159-4C."""
    if town_approval and town_approval != "none":
        body = town_approval.replace("_", " ").title()
        return (
            "4B",
            f"§ 159-4B: the {body} reviews the application, so the SMO forwards the SWPPP with a "
            "written recommendation within 45 days and that body acts on it.",
        )
    return (
        "4C",
        "§ 159-4C: no other Town body reviews the activity, so the SMO approves, approves with "
        "modifications or disapproves the SWPPP within 45 days.",
    )


def assess(project) -> Applicability:
    path, path_reason = review_path(project.town_approval)
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
        condition_a=condition_a(project.discharges_pollutant_of_concern),
        condition_b=condition_b(project.disturbed_acres),
        condition_c=condition_c(
            project.disturbed_acres, project.single_family_residence, project.agricultural_property
        ),
        phasing=phasing(project.max_disturbed_at_once_acres),
        review_path=path,
        review_path_reason=path_reason,
        exemption_status=project.exemption_status,
        notes=notes,
    )
