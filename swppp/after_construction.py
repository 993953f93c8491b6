"""What Chapter 159 tells inspections/ about after construction (registered from
SwpppConfig.ready): the kinds of a stormwater management practice's inspections
(§ 159-8A(3)), the Practices menu entry, and who sees site-log photos and practice
notices. The project itself is registered as a subject once, in swppp/inspections.py."""

from __future__ import annotations

from inspections import kinds
from inspections.kinds import ChecklistItem, InspectionKind

# § 159-8A(3): "Inspections may include, but are not limited to: reviewing maintenance
# and repair records; sampling discharges, surface water, groundwater, and material or
# water in drainage control facilities; and evaluating the condition of drainage control
# facilities and other stormwater management practices." § 159-7C(1)-(3): what proper
# operation and maintenance includes, as a minimum.
PRACTICE_CHECKLIST = (
    ChecklistItem("records", "Maintenance and repair records reviewed", "§ 159-8A(3)"),
    ChecklistItem(
        "sampling",
        "Discharges, surface water, groundwater, and material or water in the facility "
        "sampled where needed",
        "§ 159-8A(3)",
    ),
    ChecklistItem(
        "condition",
        "Condition of the drainage control facility and the practice evaluated",
        "§ 159-8A(3)",
    ),
    ChecklistItem("program", "A preventive/corrective maintenance program in place", "§ 159-7C(1)"),
    ChecklistItem(
        "procedures",
        "Written operation and maintenance procedures; new maintenance personnel trained",
        "§ 159-7C(2)",
    ),
    ChecklistItem(
        "discharges",
        "Discharges within design criteria, not causing or contributing to water quality "
        "standard violations",
        "§ 159-7C(3)",
    ),
)

PRACTICE_KINDS = (
    InspectionKind(
        "159-smp-routine",
        "159",
        "Routine inspection of a stormwater management practice",
        "§ 159-8A(3)",
        PRACTICE_CHECKLIST,
    ),
    InspectionKind(
        "159-smp-random",
        "159",
        "Random inspection of a stormwater management practice",
        "§ 159-8A(3)",
        PRACTICE_CHECKLIST,
    ),
    InspectionKind(
        "159-smp-complaint",
        "159",
        "Inspection of a stormwater management practice on a complaint",
        "§ 159-8A(3)",
        PRACTICE_CHECKLIST,
    ),
)


def _sees(user, project) -> bool:
    return user.has_perm("swppp.view_project", project)


def register() -> None:
    from inspections.models import Practice, SiteLogEntry
    from lockport_sw.accounts.roles import OFFICE_ROLES
    from lockport_sw.core import navigation
    from lockport_sw.documents.access import register_subject_access

    kinds.register(*PRACTICE_KINDS)
    navigation.register(
        navigation.NavItem(
            "Practices",
            "inspections:practice_list",
            order=31,
            roles=OFFICE_ROLES,
            group="Chapter 159",
        )
    )
    # A site log's photos and a practice's notices: whoever sees the project.
    register_subject_access(SiteLogEntry, lambda user, entry: _sees(user, entry.log.subject))
    register_subject_access(Practice, lambda user, practice: _sees(user, practice.subject))
