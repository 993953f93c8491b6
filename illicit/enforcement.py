"""Chapter 158's enforcement, as data for enforcement/ (see enforcement/chapters.py).

Every provision a violation of Chapter 158 can cite, the contents of its notice of
violation (§ 158-11A), its appeal (§ 158-12: to the Town Board, within 15 days of the
notice's issuance), corrective measures (§ 158-13: access, warrant, court order, costs
charged to the discharger; no lien), penalties (§ 158-11B) and remedies (§§ 158-14,
158-15, 158-16).
"""

from enforcement.chapters import (
    NEEDS_ABATEMENT_BY,
    NEEDS_ADDRESSEE_ADDRESS,
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
from lockport_sw.jurisdiction.registry import cite, current


def provisions() -> tuple[ProvisionSpec, ...]:
    """Every provision a violation of the law can cite, in the municipality's words."""
    return (
        ProvisionSpec(
            "158-4A",
            "Illicit discharge to the MS4",
            "Discharging, or causing to be discharged, anything other than stormwater into the "
            "municipal separate storm sewer system, unless an exemption of "
            f"{cite('idl.discharge_prohibition.exceptions')} applies.",
        ),
        ProvisionSpec(
            "158-4B",
            "Illicit connection to the MS4",
            "Building, using, maintaining or keeping an illicit connection to the storm sewer "
            "system, including connections made in the past that were allowed at the time.",
        ),
        ProvisionSpec(
            "158-4B(3)",
            "Sewage connection to the MS4",
            "Connecting a line that carries sewage to the storm sewer system, or allowing such "
            "a connection to continue.",
        ),
        ProvisionSpec(
            "158-5",
            "Activity contaminating stormwater",
            "An activity (e.g. improper management of pet waste) that causes or contributes to "
            "a violation of the Town's MS4 SPDES permit or to a special condition.",
        ),
        ProvisionSpec(
            "158-5C",
            "Failure to correct a contaminating activity after notice",
            "Not taking all reasonable actions to correct an activity after being told that it "
            "causes or contributes to violations of the Town's MS4 permit.",
        ),
        ProvisionSpec(
            "158-6A",
            "No protection from accidental discharge (commercial or industrial)",
            "The owner or operator of a commercial or industrial establishment did not provide, "
            "at their own expense, reasonable protection against accidental discharge of "
            "prohibited materials through structural and nonstructural BMPs.",
        ),
        ProvisionSpec(
            "158-6B",
            "Required BMPs not implemented",
            "The person responsible for premises that are (or may be) the source of an illicit "
            "discharge did not implement the additional BMPs the Town required.",
        ),
        ProvisionSpec(
            "158-7",
            "Industrial or construction SPDES permit not complied with",
            "A discharger subject to an industrial or construction activity SPDES stormwater "
            "permit did not comply with it, or did not give the proof of compliance required.",
        ),
        ProvisionSpec(
            "158-8A",
            "Emergency suspension order not complied with",
            "Failing to comply with the SMO's emergency suspension of MS4 access.",
        ),
        ProvisionSpec(
            "158-8B",
            "MS4 access reinstated without approval",
            "Reinstating MS4 access to premises whose access was terminated, without the SMO's "
            "prior approval.",
            offense=True,
        ),
        ProvisionSpec(
            "158-9",
            "Access refused or unreasonably delayed",
            "Refusing the SMO reasonable access to a facility, or an unreasonable delay in "
            "allowing it, for inspection, sampling, copying of records or monitoring.",
            offense=True,
        ),
        ProvisionSpec(
            "158-10",
            "Spill not contained or not notified",
            "Not taking the steps to discover, contain and clean up a known or suspected release, "
            "or not notifying the emergency response agencies or the Town as "
            f"{cite('idl.spill_notification')} requires, or not keeping the on-site record.",
        ),
    )


# § 158-11A: "If abatement of a violation and/or restoration of affected property is
# required, the notice shall set forth a deadline ... [and] shall further advise that,
# should the violator fail to remediate or restore within the established deadline, the
# work will be done by a designated governmental agency or a contractor and the expense
# thereof shall be charged to the violator". Eliminating a discharge (1) and ceasing it
# (2) abate the violation as much as (3) does: each needs the deadline and the warning
# (issue 23, item 4), so that the time to correct, and § 158-13, can run.
ABATES = (NEEDS_DEADLINE, NEEDS_ABATEMENT_BY)


def requirements() -> tuple[Requirement, ...]:
    """What the notice of violation may require, element by element."""
    return (
        Requirement(
            "1",
            cite("idl.notice_of_violation.elimination"),
            "The elimination of illicit connections or discharges.",
            needs=ABATES,
        ),
        Requirement(
            "2",
            cite("idl.notice_of_violation.cease_and_desist"),
            "That violating discharges, practices, or operations shall cease and desist.",
            needs=ABATES,
        ),
        Requirement(
            "3",
            cite("idl.notice_of_violation.abatement"),
            "The abatement or remediation of stormwater pollution or contamination hazards "
            "and the restoration of any affected property.",
            # § 158-11A: "the notice shall set forth a deadline within which such
            # remediation or restoration must be completed" and "shall further advise that
            # ... the work will be done by a designated governmental agency or a contractor
            # and the expense thereof shall be charged to the violator".
            needs=(NEEDS_MEASURES, NEEDS_DEADLINE, NEEDS_ABATEMENT_BY),
        ),
        Requirement(
            "4",
            cite("idl.notice_of_violation.monitoring"),
            "The performance of monitoring, analyses, and reporting.",
        ),
        Requirement(
            "5",
            cite("idl.notice_of_violation.penalty_warning"),
            f"That the {current().kind} will seek civil remedies or criminal penalties, including "
            f"the imposition of a criminal fine, as provided in {cite('idl.penalties')}.",
            needs=(NEEDS_PENALTIES,),
            warns=True,  # what the Town will do: not under "This notice requires"
        ),
        Requirement(
            "6",
            cite("idl.notice_of_violation.remediation"),
            "The implementation of source control or treatment BMPs.",
        ),
    )


def chapter_158() -> ChapterEnforcement:
    """The illicit discharge law's enforcement, in the municipality's words and citations
    (registered as this function: made each time it is asked for)."""
    law = current().law("idl")
    return ChapterEnforcement(
        chapter="158",
        title=f"{law.name}, {law.title}",
        provisions=provisions(),
        nov_citation=cite("idl.notice_of_violation"),
        nov_issuer="the Stormwater Management Officer",
        nov_addressee="the responsible person",
        nov_requirements=requirements(),
        nov_all_required=False,  # "Such notice may require without limitation: (1) ... (6)"
        # § 158-11A: a written notice to the responsible person, who must be able to
        # receive it; it orders compliance, so it states what the violation is.
        nov_always_needs=(NEEDS_ADDRESSEE_ADDRESS, NEEDS_PROPERTY, NEEDS_NATURE),
        abatement_statement=(
            "Should the violator fail to remediate or restore within the established deadline, "
            "the work will be done by a designated governmental agency or a contractor and the "
            f"expense thereof shall be charged to the violator ({cite('idl.notice_of_violation')})."
        ),
        appeal_citation=cite("idl.appeal"),
        appeal_window_rule="nov158_appeal",
        appeal_from_service=False,  # "within 15 days of its issuance"
        appeal_to=law.appeal_body,
        hearing_rule="appeal_hearing",
        decision_filing_rule="decision_filing",
        correction_rule="violator_correction",
        remediation_rule="nov158_remediation",
        penalties=Penalties(
            citation=cite("idl.penalties"),
            fines=((1, 0, 350), (2, 350, 700), (3, 700, 1000)),
            imprisonment_days=15,
            lookback_years=5,
        ),
        corrective_citation=cite("idl.corrective_measures"),
        access_request_citation=cite("idl.corrective_measures.after_appeal"),
        restoration_rule=None,
        costs_are_lien=False,  # § 158-13B: costs are the discharger's; the chapter sets no lien
        injunction_citation=cite("idl.injunctive_relief"),
        nuisance_citation=cite("idl.public_nuisance"),
        alternative_remedies_citation=cite("idl.alternative_remedies"),
    )
