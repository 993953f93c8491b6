"""Chapter 158's facility inspection (§ 158-9), registered with inspections/ as data
(from IllicitConfig.ready): its checklist, and the provision a refusal of access breaks."""

from __future__ import annotations

from inspections import kinds
from inspections.kinds import ChecklistItem, InspectionKind
from lockport_sw.jurisdiction.registry import cite


def refusal_authority(user):
    """§ 158-3B: recording a refusal of access (an offense, § 158-9B(5)) is the SMO's
    power; an inspector records one only under the SMO's written delegation in force,
    found on the delegation register (who, by whom, its date and its powers)."""
    from .services._common import delegation_for

    return delegation_for(
        user, act=f"Recording a refusal of access to a facility ({cite('idl.access_monitoring')})"
    )


def facility() -> InspectionKind:
    """The facility inspection, with the municipality's citations (made when the app
    registers it)."""
    return InspectionKind(
        code="158-facility",
        chapter="158",
        name="Facility inspection",
        citation=cite("idl.access_monitoring"),
        checklist=(
            ChecklistItem(
                "security-access",
                "Security measures: identification and clearance arranged for the SMO's entry",
                cite("idl.access_monitoring.security"),
            ),
            ChecklistItem(
                "ready-access",
                "Ready access to all parts of the premises",
                cite("idl.access_monitoring.ready_access"),
            ),
            ChecklistItem(
                "sampling",
                "Sampling of the stormwater discharge",
                cite("idl.access_monitoring.ready_access"),
            ),
            ChecklistItem(
                "records",
                "Examination and copying of records",
                cite("idl.access_monitoring.ready_access"),
            ),
            ChecklistItem(
                "town-devices",
                "Devices the Town set up to monitor and/or sample the discharge",
                cite("idl.access_monitoring.monitoring_devices"),
            ),
            ChecklistItem(
                "monitoring-equipment",
                "Monitoring equipment required of the facility installed and maintained in a "
                "safe and proper operating condition",
                cite("idl.access_monitoring.monitoring_equipment"),
            ),
            ChecklistItem(
                "calibration",
                "Calibration records of the devices that measure stormwater flow and quality",
                cite("idl.access_monitoring.monitoring_equipment"),
            ),
        ),
        # § 158-9B(5): denying reasonable access, or an unreasonable delay, is a violation.
        refusal_provision="158-9",
        refusal_authority=refusal_authority,
    )


def register() -> None:
    kinds.register(facility())
