"""Chapter 158's facility inspection (§ 158-9), registered with inspections/ as data
(from IllicitConfig.ready): its checklist, and the provision a refusal of access breaks."""

from __future__ import annotations

from inspections import kinds
from inspections.kinds import ChecklistItem, InspectionKind


def refusal_authority(user):
    """§ 158-3B: recording a refusal of access (an offense, § 158-9B(5)) is the SMO's
    power; an inspector records one only under the SMO's written delegation in force,
    found on the delegation register (who, by whom, its date and its powers)."""
    from .services._common import delegation_for

    return delegation_for(user, act="Recording a refusal of access to a facility (§ 158-9)")


FACILITY = InspectionKind(
    code="158-facility",
    chapter="158",
    name="Facility inspection",
    citation="§ 158-9",
    checklist=(
        ChecklistItem(
            "security-access",
            "Security measures: identification and clearance arranged for the SMO's entry",
            "§ 158-9B(1)",
        ),
        ChecklistItem("ready-access", "Ready access to all parts of the premises", "§ 158-9B(2)"),
        ChecklistItem("sampling", "Sampling of the stormwater discharge", "§ 158-9B(2)"),
        ChecklistItem("records", "Examination and copying of records", "§ 158-9B(2)"),
        ChecklistItem(
            "town-devices",
            "Devices the Town set up to monitor and/or sample the discharge",
            "§ 158-9B(3)",
        ),
        ChecklistItem(
            "monitoring-equipment",
            "Monitoring equipment required of the facility installed and maintained in a "
            "safe and proper operating condition",
            "§ 158-9B(4)",
        ),
        ChecklistItem(
            "calibration",
            "Calibration records of the devices that measure stormwater flow and quality",
            "§ 158-9B(4)",
        ),
    ),
    # § 158-9B(5): denying reasonable access, or an unreasonable delay, is a violation.
    refusal_provision="158-9",
    refusal_authority=refusal_authority,
)


def register() -> None:
    kinds.register(FACILITY)
