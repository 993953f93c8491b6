"""The one-year inspection of § 159-8B(1), as data for the shared inspections app: the
performance guarantee stays in force until "a one-year inspection has been conducted and
the facilities have been found to be acceptable to the Town". Scheduled for the first
anniversary of final acceptance (money/services/release.py); approved (every item
satisfactory), it is the inspection a release rests on."""

from __future__ import annotations

from inspections import kinds
from inspections.kinds import ChecklistItem, InspectionKind
from lockport_sw.jurisdiction.registry import cite_lazy

ONE_YEAR = InspectionKind(
    code="159-one-year",
    chapter="159",
    name="One-year inspection of the facilities",
    citation=cite_lazy("swm.performance_guarantee"),
    checklist=(
        ChecklistItem(
            "as-built",
            "The facilities are as the approved plans and specifications show",
            cite_lazy("swm.performance_guarantee"),
        ),
        ChecklistItem(
            "functioning",
            "The facilities work as designed: inlets, outlets and overflows clear; no "
            "erosion, settlement or standing water where none is designed",
            cite_lazy("swm.performance_guarantee"),
        ),
        ChecklistItem(
            "stabilized",
            "Vegetation and landscaping established; the site is stabilized",
            cite_lazy("swm.performance_guarantee"),
        ),
    ),
)


def register() -> None:
    kinds.register(ONE_YEAR)
