"""Chapter 159's inspections, as data for the shared inspections app (inspections/).

One kind per construction milestone of § 159-8A(1)(a)-(h) (the ones the approver chose
for the project may be requested, with 48 hours' notice), and the site-stabilization
inspection, which may be requested while a work hold or a stop-work order applies. Each
checklist carries the general items every construction inspection checks (erosion and
sediment controls; sediment traps and ponds, § 159-7A(1); turbidity at discharge points,
§ 159-6C) and the milestone's own items (the work as the approved SWPPP shows it). A
violation found cites the provision of each item found deficient, and § 159-8A(1)'s
"no further work" only for work the inspector saw done while a hold was in effect.
"""

from __future__ import annotations

from collections.abc import Callable

from inspections import kinds, subjects
from inspections.kinds import ChecklistItem, InspectionKind
from lockport_sw.jurisdiction.registry import cite, cite_lazy

from . import milestones, restraints, selectors
from .enforcement import WORK_DURING_HOLD, WORK_NOT_AS_APPROVED, project_parties
from .models import Project

GENERAL = (
    ChecklistItem(
        "esc-controls",
        "Erosion and sediment control practices are installed as the SWPPP shows and working",
        cite_lazy("swm.maintenance_during_construction.upkeep"),
        provision="159-7A(1)",
    ),
    ChecklistItem(
        "traps-50pct",
        "Sediment traps and ponds are cleaned out before sediment reaches 50% of their design "
        "capacity",
        cite_lazy("swm.maintenance_during_construction.upkeep"),
        provision="159-7A(1)",
    ),
    ChecklistItem(
        "turbidity",
        "No substantial visible contrast in turbidity at the discharge points to natural "
        "conditions (the water quality standards)",
        cite_lazy("swm.water_quality_standards"),
        provision="159-6C",
    ),
)


def _as_approved(code: str, text: str) -> ChecklistItem:
    """A milestone's own item: the work as the approved SWPPP shows it. Found deficient,
    the work "fails to comply with ... the SWPPP as approved" (§ 159-8A(1))."""
    return ChecklistItem(code, text, provision=WORK_NOT_AS_APPROVED)


SPECIFIC: dict[str, tuple[ChecklistItem, ...]] = {
    "a": (
        _as_approved("limits", "Limits of disturbance and protected areas are marked"),
        _as_approved("entrance", "A stabilized construction entrance is in place"),
    ),
    "b": (
        _as_approved("silt-fence", "Silt fence and inlet protection installed as designed"),
        _as_approved("traps-built", "Sediment traps and basins built before upslope clearing"),
    ),
    "c": (
        _as_approved("cleared-stabilized", "Cleared areas not being worked are stabilized"),
        _as_approved("stockpiles", "Soil stockpiles are protected and away from drainage"),
    ),
    "d": (
        _as_approved("slopes", "Graded slopes are protected from erosion"),
        _as_approved("drainage", "Temporary drainage swales and outlets are stabilized"),
    ),
    "e": (
        _as_approved("final-grades", "Final grades match the approved plans"),
        _as_approved("smp-built", "Stormwater management practices built as designed"),
    ),
    "f": (
        _as_approved("winter", "The site is stabilized for the winter shutdown"),
        ChecklistItem(
            "controls-left",
            "Controls that remain are maintained over the winter",
            cite_lazy("swm.maintenance_during_construction.upkeep"),
            provision="159-7A(1)",
        ),
    ),
    "g": (
        _as_approved("cover", "Permanent vegetative cover is established on disturbed areas"),
        _as_approved("temporary-removed", "Temporary controls removed only after stabilization"),
    ),
    "h": (_as_approved("public-cover", "Landscaping in public areas is successfully established"),),
}


def milestone_kind(m: milestones.Milestone) -> InspectionKind:
    return InspectionKind(
        code=f"159-milestone-{m.letter}",
        chapter="159",
        name=m.text,
        citation=m.citation,
        checklist=GENERAL + SPECIFIC[m.letter],
        notice_rule="milestone_notice",  # § 159-8A(1): 48 hours' notice
        requestable=True,
    )


MILESTONE_KINDS = {m.code: milestone_kind(m) for m in milestones.MILESTONES}
STABILIZATION = InspectionKind(
    code="159-stabilization",
    chapter="159",
    name="Site stabilization",
    citation=cite_lazy("swm.construction_inspection"),
    checklist=(
        *GENERAL,
        _as_approved("stabilized", "Exposed soil is stabilized (seed, mulch, blankets)"),
    ),
    stabilization=True,
    notice_rule="milestone_notice",
    requestable=True,
)


def requestable_kinds(project: Project) -> list[InspectionKind]:
    """§ 159-8A(1): the milestones the approver chose (none before approval), and site
    stabilization once a SWPPP is approved."""
    chosen = [MILESTONE_KINDS[m.code] for m in selectors.chosen_milestones(project)]
    return [*chosen, STABILIZATION] if chosen else []


# Chapter 159's other apps add their own reasons a milestone cannot be requested yet
# (money/: a guarantee required "prior to construction", § 159-8B), from their ready().
MORE_REFUSALS: list[Callable[[Project, InspectionKind], list[str]]] = []


def refusals(project: Project, kind: InspectionKind) -> list[str]:
    """§ 159-5D(1): each contractor identified in the SWPPP signs before undertaking any
    land development activity: no milestone is inspected before all have signed. Then
    the reasons of ``MORE_REFUSALS``."""
    more = [reason for refuse in MORE_REFUSALS for reason in refuse(project, kind)]
    if kind.stabilization:
        return more
    unsigned = [c.firm_name for c in selectors.unsigned_contractors(project).order_by("pk")]
    if not unsigned:
        return more
    names = ", ".join(unsigned)
    return [
        "Every contractor identified in the SWPPP must sign the certification before any "
        f"land development activity ({cite('swm.contractor_certification')}); not yet signed: "
        f"{names}" + ("" if names.endswith(".") else "."),
        *more,
    ]


def register() -> None:
    from . import final_acceptance  # it reads MILESTONE_KINDS above

    kinds.register(*MILESTONE_KINDS.values(), STABILIZATION)
    # The project as the one subject of Chapter 159's inspections: requests and holds
    # (§ 159-8A(1)), the site log (§ 159-7A(2)), after construction (§ 159-8A(2), (3)).
    subjects.register(
        subjects.Subject(
            key="project",
            model=Project,
            chapter="159",
            label=lambda project: project.label,
            url=lambda project: project.get_absolute_url(),
            parcel=lambda project: project.parcel,
            visible_to=selectors.projects_visible_to,
            select_related=("parcel", "applicant", "applicant_party", "developer_party"),
            applicants=lambda project: [project.applicant],
            requestable_kinds=requestable_kinds,
            refusals=refusals,
            # § 159-8A(1): "the applicant and developer", each named only as recorded.
            notice_parties=project_parties,
            responsible_party=lambda project: project.applicant_party,
            # § 159-8A(1) "No further work shall be conducted": cited only for work seen
            # while a hold was in effect; every other charge is the deficient items' own.
            work_during_hold_provision=WORK_DURING_HOLD,
            hold_citation=cite_lazy("swm.construction_inspection"),
            restraints=restraints.still_in_force,
            site_log_applies=selectors.site_inspections_required,
            owner_party=lambda project: project.applicant_party,
            maintenance=selectors.maintenance_of,
            # § 159-8A(2): final acceptance only after construction, in the chapter's order.
            acceptance_missing=final_acceptance.missing,
        )
    )
