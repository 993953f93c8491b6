"""What Chapter 159 tells inspections/ about after construction (registered from
SwpppConfig.ready): the kinds of a stormwater management practice's inspections
(§ 159-8A(3)), the Practices menu entry, and who sees site-log photos and practice
notices. The project itself is registered as a subject once, in swppp/inspections.py."""

from __future__ import annotations

from inspections import kinds
from inspections.kinds import ChecklistItem, InspectionKind
from lockport_sw.jurisdiction.registry import cite_lazy, words_lazy

# § 159-8A(3): "Inspections may include, but are not limited to: reviewing maintenance
# and repair records; sampling discharges, surface water, groundwater, and material or
# water in drainage control facilities; and evaluating the condition of drainage control
# facilities and other stormwater management practices." § 159-7C(1)-(3): what proper
# operation and maintenance includes, as a minimum.
PRACTICE_CHECKLIST = (
    ChecklistItem(
        "records",
        "Maintenance and repair records reviewed",
        cite_lazy("swm.post_completion_inspection"),
    ),
    ChecklistItem(
        "sampling",
        "Discharges, surface water, groundwater, and material or water in the facility "
        "sampled where needed",
        cite_lazy("swm.post_completion_inspection"),
    ),
    ChecklistItem(
        "condition",
        "Condition of the drainage control facility and the practice evaluated",
        cite_lazy("swm.post_completion_inspection"),
    ),
    ChecklistItem(
        "program",
        "A preventive/corrective maintenance program in place",
        cite_lazy("swm.maintenance_after_construction.program"),
    ),
    ChecklistItem(
        "procedures",
        "Written operation and maintenance procedures; new maintenance personnel trained",
        cite_lazy("swm.maintenance_after_construction.procedures"),
    ),
    ChecklistItem(
        "discharges",
        "Discharges within design criteria, not causing or contributing to water quality "
        "standard violations",
        cite_lazy("swm.maintenance_after_construction.discharges"),
    ),
)

PRACTICE_KINDS = (
    InspectionKind(
        "159-smp-routine",
        "159",
        "Routine inspection of a stormwater management practice",
        cite_lazy("swm.post_completion_inspection"),
        PRACTICE_CHECKLIST,
    ),
    InspectionKind(
        "159-smp-random",
        "159",
        "Random inspection of a stormwater management practice",
        cite_lazy("swm.post_completion_inspection"),
        PRACTICE_CHECKLIST,
    ),
    InspectionKind(
        "159-smp-complaint",
        "159",
        "Inspection of a stormwater management practice on a complaint",
        cite_lazy("swm.post_completion_inspection"),
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
            group=words_lazy("{law:swm}"),
        )
    )
    # A site log's photos and a practice's notices: whoever sees the project.
    register_subject_access(SiteLogEntry, lambda user, entry: _sees(user, entry.log.subject))
    register_subject_access(Practice, lambda user, practice: _sees(user, practice.subject))
