"""Chapter 159's enforcement, as data for enforcement/ (see enforcement/chapters.py).

The provisions a land development activity can violate, the notice of violation of
§ 159-8C(1) (to the landowner, every element (a)-(f) required, appeal "to the Town"
within 15 days of service), stop-work orders (§ 159-8C(2)), injunctions (§ 159-8C(3)),
penalties (§ 159-8C(4)), withholding of occupancy (§ 159-8C(5)) and restoration of land
with the Town's cost a lien on the property (§ 159-8C(6)).
"""

from django.utils.functional import lazy

from enforcement.chapters import (
    NEEDS_ADDRESSEE_ADDRESS,
    NEEDS_APPEAL,
    NEEDS_DEADLINE,
    NEEDS_MEASURES,
    NEEDS_NATURE,
    NEEDS_PENALTIES,
    NEEDS_PROPERTY,
    ChapterEnforcement,
    Penalties,
    ProvisionSpec,
    Requirement,
)
from lockport_sw.jurisdiction.registry import cite, current, words, words_lazy

# § 159-8A(1) names two things an inspection can find: work that "fails to comply with the
# requirements of this chapter and the SWPPP as approved", and further work done while
# violations found earlier hold it ("No further work shall be conducted, except for site
# stabilization, until any violations are corrected"). Two provisions, one section.
WORK_NOT_AS_APPROVED = "159-8A(1)-swppp"
WORK_DURING_HOLD = "159-8A(1)"

PROVISIONS = (
    ProvisionSpec(
        "159-5A",
        "Work begun without a received SWPPP",
        "A land development activity commenced before the SMO (or the reviewing body) "
        "received a SWPPP that complies with the chapter.",
    ),
    ProvisionSpec(
        "159-5D",
        "Work before the contractor certification",
        words_lazy(
            "A contractor or subcontractor identified in the SWPPP disturbed soil or installed "
            "stormwater practices before signing the {cite:swm.contractor_certification} "
            "certification."
        ),
    ),
    ProvisionSpec(
        "159-5E",
        "SWPPP not kept at the site",
        "A copy of the SWPPP was not kept at the site from the start of construction to "
        "final stabilization.",
    ),
    ProvisionSpec(
        "159-6C",
        "Turbidity: substantial visible contrast",
        "The land development activity caused an increase in turbidity that results in "
        "substantial visible contrast to natural conditions in surface waters of the state.",
    ),
    ProvisionSpec(
        "159-7A(1)",
        "Erosion and sediment controls not maintained",
        "Erosion and sediment control practices not maintained in effective operating "
        "condition, or sediment not removed from traps and ponds when their design capacity "
        "is reduced by 50%.",
    ),
    ProvisionSpec(
        "159-7A(2)",
        "Site inspections not made or not logged",
        "The qualified professional's site inspections (every 7 days and within 24 hours of "
        "a storm of 0.5 inch or more) were not made or not entered in the site log book.",
    ),
    ProvisionSpec(
        "159-7C",
        "Stormwater practices not maintained after construction",
        "Permanent stormwater management practices not operated and maintained as the "
        "chapter and the maintenance agreement require.",
    ),
    ProvisionSpec(
        WORK_NOT_AS_APPROVED,
        "Work not in accordance with the approved SWPPP",
        "Work found at a construction inspection that fails to comply with the SWPPP as approved.",
        section="159-8A(1)",
    ),
    ProvisionSpec(
        WORK_DURING_HOLD,
        "Work during an inspection hold",
        "Further work, other than site stabilization, after violations were found at an "
        "inspection and before they were corrected and the work approved.",
    ),
    ProvisionSpec(
        "159-8C(2)",
        "Work under a stop-work order",
        "Land development activity, other than work addressing the violations, while a "
        "stop-work order is in effect.",
    ),
)

REQUIREMENTS = (
    Requirement(
        "a",
        cite("swm.notice_of_violation.addressee"),
        "The name and address of the landowner, developer or applicant.",
        needs=(NEEDS_ADDRESSEE_ADDRESS,),
    ),
    Requirement(
        "b",
        cite("swm.notice_of_violation.location"),
        "The address, when available, or a description of the building, structure or land "
        "upon which the violation is occurring.",
        needs=(NEEDS_PROPERTY,),
    ),
    Requirement(
        "c",
        cite("swm.notice_of_violation.nature"),
        "A statement specifying the nature of the violation.",
        needs=(NEEDS_NATURE,),
    ),
    Requirement(
        "d",
        cite("swm.notice_of_violation.remedial_measures"),
        "A description of the remedial measures necessary to bring the land development "
        "activity into compliance with this chapter and a time schedule for the completion "
        "of such remedial action.",
        needs=(NEEDS_MEASURES, NEEDS_DEADLINE),
    ),
    Requirement(
        "e",
        cite("swm.notice_of_violation.penalties"),
        "A statement of the penalty or penalties that shall or may be assessed against the "
        "person to whom the notice of violation is directed.",
        needs=(NEEDS_PENALTIES,),
    ),
    Requirement(
        "f",
        cite("swm.appeal"),
        "A statement that the determination of violation may be appealed to the "
        f"{current().kind} by filing a written notice of appeal within 15 days of service of "
        "notice of violation.",
        needs=(NEEDS_APPEAL,),
    ),
)


def _restraints(subject, *, lifting=None) -> list[str]:
    """What still applies on the project a violation was found from (swppp/restraints.py)."""
    from .models import Project
    from .restraints import still_in_force

    return still_in_force(subject, lifting=lifting) if isinstance(subject, Project) else []


def project_parties(project) -> list[tuple[str, object]]:
    """The applicant and the developer of a project, each named by the status the record
    gives them: "applicant and developer" only when the developer recorded is the
    applicant's own party; "developer" only when one is recorded."""
    applicant, developer = project.applicant_party, project.developer_party
    if developer is not None and developer.pk == applicant.pk:
        return [("applicant and developer", applicant)]
    return [("applicant", applicant)] + ([("developer", developer)] if developer else [])


def _copies(violation) -> list:
    """§ 159-8C(1): copies of the notice to the project's applicant and developer."""
    from .models import Project

    subject = violation.subject
    return project_parties(subject) if isinstance(subject, Project) else []


def chapter_159() -> ChapterEnforcement:
    """Chapter 159's enforcement, as data, in the municipality's words and citations:
    made each time it is asked for (enforcement/chapters.py), as chapter_158 is."""
    return ChapterEnforcement(
        chapter="159",
        title=words("{law:swm}, Stormwater Management and Erosion and Sediment Control"),
        provisions=PROVISIONS,
        nov_citation=cite("swm.notice_of_violation"),
        nov_issuer="the Town",
        nov_addressee="the landowner",
        nov_requirements=REQUIREMENTS,
        nov_all_required=True,  # "The notice of violation shall contain: (a) ... (f)"
        nov_always_needs=(NEEDS_ADDRESSEE_ADDRESS,),
        abatement_statement=words(
            "If the land is not restored within a reasonable time after notice, the {kind} may "
            "take the necessary corrective action, the cost of which shall become a lien upon "
            "the property until paid ({cite:swm.restoration})."
        ),
        appeal_citation=cite("swm.appeal"),
        appeal_window_rule="nov159_appeal",
        appeal_from_service=True,  # "within 15 days of service of notice of violation"
        appeal_to=None,  # "to the Town": the hearing body is a Town policy
        hearing_rule="nov159_appeal_hearing",
        decision_filing_rule="nov159_decision_filing",
        correction_rule=None,
        remediation_rule="nov159_remediation",
        penalties=Penalties(
            citation=cite("swm.penalties"),
            fines=((1, 0, 350), (2, 350, 700), (3, 700, 1000)),
            imprisonment_days=15,
            lookback_years=5,
        ),
        corrective_citation=cite("swm.restoration"),
        access_request_citation=None,
        restoration_rule="restoration",
        costs_are_lien=True,  # § 159-8C(6): "the cost of which shall become a lien"
        stop_work_citation=cite("swm.stop_work_order"),
        restraints=_restraints,
        nov_to_landowners=True,  # § 159-8C(1): "to the landowner"
        nov_copies=_copies,
        injunction_citation=cite("swm.violations"),
        occupancy_citation=cite("swm.withholding_co"),
        # Issue 23, item 3: the notice withholding occupancy goes in copy to the Building
        # Inspector, who issues certificates of occupancy.
        occupancy_copy_to=lazy(lambda: f"the Building Inspector of the {current().name}", str)(),
        occupancy_copy_recipients=lambda: _building_inspectors(),
    )


def _building_inspectors() -> list:
    from .models import ReviewingBody

    body = ReviewingBody.objects.filter(kind=ReviewingBody.Kind.BUILDING_INSPECTOR).first()
    if body is None:
        return []
    people = list(body.members.filter(is_active=True))
    if body.chair_id and body.chair.is_active and body.chair not in people:
        people.append(body.chair)
    return people
