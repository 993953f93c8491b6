"""The construction milestones of § 159-8A(1)(a)-(h) and the site inspections of
§ 159-7A(2), as Chapter 159 data.

§ 159-8A(1): "To obtain inspections, the applicant shall notify the SMO at least 48 hours
before any of the following, as required by the SMO". The approver (the SMO under
§ 159-4C, the reviewing body under § 159-4B(2)) chooses which apply when approving the
SWPPP (``Submission.milestones``, codes below); the approval letter lists them, and the
inspections app reads them through ``swppp.selectors.chosen_milestones(project)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from lockport_sw.jurisdiction.registry import cite_code, words_lazy


@dataclass(frozen=True)
class Milestone:
    code: str  # "159-8A(1)(a)"
    letter: str  # "a"
    text: str  # the statute's words

    @property
    def citation(self) -> str:
        return cite_code(self.code)


MILESTONES: tuple[Milestone, ...] = tuple(
    Milestone(f"159-8A(1)({letter})", letter, text)
    for letter, text in (
        ("a", "Start of construction"),
        ("b", "Installation of sediment and erosion control measures"),
        ("c", "Completion of site clearing"),
        ("d", "Completion of rough grading"),
        ("e", "Completion of final grading"),
        ("f", "Close of the construction season"),
        ("g", "Completion of final landscaping"),
        ("h", "Successful establishment of landscaping in public areas"),
    )
)
BY_CODE: dict[str, Milestone] = {m.code: m for m in MILESTONES}
ALL_CODES: list[str] = [m.code for m in MILESTONES]

# § 159-7A(2): for land development activities meeting Condition A, B or C.
SITE_INSPECTIONS = words_lazy(
    "A qualified professional conducts site inspections and documents the effectiveness of "
    "all erosion and sediment control practices every seven days and within 24 hours of any "
    "storm event producing 0.5 inches of precipitation or more; inspection reports are kept "
    "in a site log book ({cite:swm.maintenance_during_construction.site_inspections})."
)


def chosen(codes) -> list[Milestone]:
    """The milestones of ``codes``, in the statute's order (unknown codes ignored)."""
    wanted = set(codes or ())
    return [m for m in MILESTONES if m.code in wanted]
