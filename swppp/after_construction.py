"""What Chapter 159 tells inspections/ (registered from SwpppConfig.ready): the project
as the subject of a site log (§ 159-7A(2)) and of the after-construction records
(§ 159-8A(2), (3)), and the kinds of a stormwater management practice's inspections."""

from __future__ import annotations

from django.urls import reverse

from inspections import kinds, subjects
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

    from . import selectors
    from .models import Project

    kinds.register(*PRACTICE_KINDS)
    navigation.register(
        navigation.NavItem("Practices", "inspections:practice_list", order=31, roles=OFFICE_ROLES)
    )
    # A site log's photos and a practice's notices: whoever sees the project.
    register_subject_access(SiteLogEntry, lambda user, entry: _sees(user, entry.log.subject))
    register_subject_access(Practice, lambda user, practice: _sees(user, practice.subject))
    subjects.register(
        subjects.SubjectSpec(
            key="project",
            model=Project,
            visible_to=selectors.projects_visible_to,
            keeps_site_log=lambda user, project: project.applicant_id == user.pk,
            site_log_applies=selectors.site_inspections_required,
            parcel=lambda project: project.parcel,
            label=lambda project: project.label,
            url=lambda project: reverse("swppp:project_detail", args=[project.pk]),
            owner_party=lambda project: project.applicant_party,
            maintenance=selectors.maintenance_of,
            select_related=("parcel", "applicant", "applicant_party"),
        )
    )
