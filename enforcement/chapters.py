"""What differs between the chapters' enforcement, as data each chapter registers.

Enforcement is built once (DESIGN.md): violations, notices of violation, stop-work
orders, appeals, corrective measures, penalties and remedies work the same way for
both chapters. What the law makes different (the provisions that can be violated, the
contents a notice must have, from when the appeal window runs and who hears the appeal,
which remedies exist, whether the Town's costs become a lien) is a ``ChapterEnforcement``
that the chapter registers from its ``AppConfig.ready()``:

    from enforcement import chapters
    chapters.register(chapter_159)  # the function that makes it

The enforcement layer never imports a chapter and never branches on a chapter's number:
it reads the registered data. Each rule that the data expresses is applied once, in
enforcement/services/, with the section cited where it is applied.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lockport_sw.jurisdiction.registry import chapter_named, cite_code


@dataclass(frozen=True)
class ProvisionSpec:
    """An enforceable provision: what a violation cites (e.g. § 158-4B(3))."""

    code: str  # "158-4B(3)"
    title: str  # "Sewage connection to the MS4"
    summary: str  # plain language, for staff and the notice
    offense: bool = False  # the chapter itself calls it an offense (e.g. § 158-9B(5))
    # The section cited when two provisions share one (§ 159-8A(1): work during a hold,
    # and work not in accordance with the approved SWPPP); empty: the code is the section.
    section: str = ""

    @property
    def citation(self) -> str:
        return cite_code(self.section or self.code)


# What a notice element needs from the notice being issued. Each is checked by
# enforcement/services/notices.py::missing_elements, which names what is missing.
NEEDS_ADDRESSEE_ADDRESS = "addressee_address"  # the addressee's postal address
NEEDS_PROPERTY = "property"  # the address of the land, or a description of it
NEEDS_NATURE = "nature"  # a statement of the nature of the violation
NEEDS_MEASURES = "measures"  # the remedial measures required
NEEDS_DEADLINE = "deadline"  # a date by which they must be completed
NEEDS_ABATEMENT_BY = "abatement_by"  # who does the work if the violator does not
NEEDS_PENALTIES = "penalties"  # the statement of the penalties that may be assessed
NEEDS_APPEAL = "appeal"  # the statement of the right to appeal and its period
NEEDS = frozenset(
    {
        NEEDS_ADDRESSEE_ADDRESS,
        NEEDS_PROPERTY,
        NEEDS_NATURE,
        NEEDS_MEASURES,
        NEEDS_DEADLINE,
        NEEDS_ABATEMENT_BY,
        NEEDS_PENALTIES,
        NEEDS_APPEAL,
    }
)


@dataclass(frozen=True)
class Requirement:
    """One element a notice of violation may (or must) contain, as the statute lists it:
    § 158-11A(1)-(6) (the SMO chooses) or § 159-8C(1)(a)-(f) (all of them)."""

    code: str  # "3" or "d"
    citation: str  # "§ 158-11A(3)"
    text: str  # the statute's words, printed on the notice
    needs: tuple[str, ...] = ()  # what the notice must then carry (NEEDS_*)
    # The element says what the Town will do, not what the person must do (§ 158-11A(5):
    # "That the Town will seek civil remedies ..."): the notice gives notice of it under
    # its own heading, not among what it requires.
    warns: bool = False

    def __post_init__(self):
        unknown = set(self.needs) - NEEDS
        if unknown:
            raise ValueError(f"{self.citation}: unknown needs {sorted(unknown)}")


@dataclass(frozen=True)
class Penalties:
    """§ 158-11B and § 159-8C(4) set the same scale: the fine range by offense tier, up
    to 15 days' imprisonment, each week's continued violation a separate violation."""

    citation: str
    # (tier, minimum fine, maximum fine): 1 first offense, 2 second, 3 third or later.
    fines: tuple[tuple[int, int, int], ...]
    imprisonment_days: int
    lookback_years: int  # offenses committed within this many years count together


@dataclass(frozen=True)
class ChapterEnforcement:
    """Everything about enforcement that the chapter's text decides."""

    chapter: str  # "158"
    title: str  # "Chapter 158, Illicit Discharges, Activities and Connections to the MS4"
    provisions: tuple[ProvisionSpec, ...]

    # The notice of violation.
    nov_citation: str  # "§ 158-11A"
    nov_issuer: str  # who issues it, in the statute's words: "the SMO", "the Town"
    nov_addressee: str  # "the responsible person", "the landowner"
    nov_requirements: tuple[Requirement, ...]
    nov_all_required: bool  # § 159-8C(1): "shall contain" every element
    # What every notice of the chapter carries whichever elements are chosen (a written
    # notice is mailed or delivered to the person: it needs their address).
    nov_always_needs: tuple[str, ...]
    # When a remedy is required, who does the work if the violator does not (§ 158-11A).
    abatement_statement: str

    # The appeal.
    appeal_citation: str  # "§ 158-12"
    appeal_window_rule: str  # the deadline rule of the window, e.g. "nov158_appeal"
    appeal_from_service: bool  # § 159-8C(1)(f): from service; § 158-12: from issuance
    appeal_to: str | None  # the body the statute names ("Town Board"), or None: policy
    hearing_rule: str  # the hearing clock's rule
    decision_filing_rule: str  # the clock for filing and mailing the decision
    # After a decision upholding the notice: the violator's correction clock (§ 158-13A)
    # or None (the notice's own time schedule resumes).
    correction_rule: str | None
    # The clock of the deadline the notice sets (§ 158-11A(6), § 159-8C(1)(d)): each
    # chapter's own rule, so that the clock cites only its chapter.
    remediation_rule: str

    penalties: Penalties

    # Corrective measures when the violator does not correct.
    corrective_citation: str  # "§ 158-13" or "§ 159-8C(6)"
    # § 158-13A: the SMO asks the owner's permission for access (None: no such step).
    access_request_citation: str | None
    restoration_rule: str | None  # § 159-8C(6): notice to restore, then a policy period
    costs_are_lien: bool  # § 159-8C(6): the Town's cost is a lien; Chapter 158 has none

    # Other remedies.
    stop_work_citation: str | None = None  # § 159-8C(2)
    # (subject, lifting=order) -> [sentence]: what still keeps work from going ahead on
    # the record a violation was found from (other holds and orders, an unapproved plan),
    # printed by the letter lifting a stop-work order instead of "work may resume".
    restraints: Callable[..., list[str]] | None = None
    # § 159-8C(1) "to the landowner": the notice goes to the landowners of record on the
    # day of issue (registry.selectors.landowners_of_record), when the registry has them.
    nov_to_landowners: bool = False
    # (violation) -> [(role, Party)]: who gets a copy (the applicant, the developer), each
    # named by the status the record gives them.
    nov_copies: Callable[..., list] | None = None
    injunction_citation: str | None = None  # § 158-14, § 159-8C(3)
    nuisance_citation: str | None = None  # § 158-16
    alternative_remedies_citation: str | None = None  # § 158-15
    occupancy_citation: str | None = None  # § 159-8C(5)
    # Who receives a copy of the notice withholding occupancy, and the accounts told by
    # message (the Building Inspector, who issues certificates of occupancy).
    occupancy_copy_to: str = ""
    occupancy_copy_recipients: Callable[[], list] | None = None

    @property
    def name(self) -> str:
        return chapter_named(self.chapter)

    def requirement(self, code: str) -> Requirement:
        for requirement in self.nov_requirements:
            if requirement.code == code:
                return requirement
        raise LookupError(f"{self.nov_citation} has no element {code!r}.")

    def provision(self, code: str) -> ProvisionSpec:
        for provision in self.provisions:
            if provision.code == code:
                return provision
        raise LookupError(f"{self.name} has no provision {code!r}.")


# Each chapter, by its number, as the function that makes it.
_CHAPTERS: dict[str, Callable[[], ChapterEnforcement]] = {}


def register(chapter: ChapterEnforcement | Callable[[], ChapterEnforcement]) -> None:
    """Register a chapter's data, or the function that makes it: a chapter whose words
    and citations are the municipality's (issue 49) is made each time it is asked for,
    so that it is the municipality the deployment serves then."""
    make = chapter if callable(chapter) else lambda: chapter
    made = make()
    for provision in made.provisions:
        if not provision.code.startswith(f"{made.chapter}-"):
            raise ValueError(f"{provision.code} is not a section of {made.name}.")
    _CHAPTERS[made.chapter] = make


def get(chapter: str) -> ChapterEnforcement:
    try:
        make = _CHAPTERS[chapter]
    except KeyError:
        raise LookupError(f"No chapter {chapter!r} is registered for enforcement.") from None
    return make()


def registered() -> list[ChapterEnforcement]:
    return [_CHAPTERS[key]() for key in sorted(_CHAPTERS)]


def choices() -> list[tuple[str, str]]:
    return [(c.chapter, c.title) for c in registered()]
