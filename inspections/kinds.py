"""The inspection kinds of both chapters, registered by each chapter as data.

The inspections app never names a chapter: Chapter 159 registers its milestone, site and
post-construction inspections (swppp/), Chapter 158 its facility inspections (illicit/),
each from its ``AppConfig.ready``. A kind carries its checklist: the items the inspector
records a finding on, each citing the section it checks. ``Inspection.kind`` holds a
code of this registry, validated against it (no choices, so a new kind needs no
migration).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from django.core.exceptions import ValidationError


@dataclass(frozen=True)
class ChecklistItem:
    code: str  # unique within its kind, e.g. "traps-50pct"
    text: str  # what the inspector checks, in the Town's words
    citation: str = ""  # "§ 159-7A(1)"
    # The provision of enforcement's catalogue a violation cites when this item is found
    # deficient where the work is held (§ 159-8A(1)): "159-7A(1)", "159-6C"; "" for none.
    provision: str = ""


@dataclass(frozen=True)
class InspectionKind:
    code: str  # e.g. "159-milestone-b", "158-facility"
    chapter: str  # "158" or "159"
    name: str  # "Installation of sediment and erosion control measures"
    citation: str  # the section that calls for it, "§ 159-8A(1)(b)"
    checklist: tuple[ChecklistItem, ...] = field(default_factory=tuple)
    # § 159-8A(1): while a work hold applies, only a site-stabilization inspection may
    # be requested; a kind that stabilizes the site says so here.
    stabilization: bool = False
    # § 158-9B(5): the provision a refusal or unreasonable delay of access violates, for
    # a kind whose chapter makes it one ("158-9"); empty where none does.
    refusal_provision: str = ""
    # Who may record that refusal, as the kind's chapter says: (user) -> the written
    # delegation they act under (None: in their own right); raises PermissionDenied
    # otherwise (§ 158-3B: an inspector only under the SMO's written delegation). None:
    # whoever may conduct the inspection.
    refusal_authority: Callable | None = None
    # A kind the applicant asks for (a § 159-8A(1) milestone): the catalogue rule of the
    # minimum notice its request must give (lockport_sw/deadlines/catalogue.py), or "".
    notice_rule: str = ""
    requestable: bool = False

    def item(self, code: str) -> ChecklistItem | None:
        return next((i for i in self.checklist if i.code == code), None)


_KINDS: dict[str, InspectionKind] = {}


def register(*kinds: InspectionKind) -> None:
    for kind in kinds:
        codes = [i.code for i in kind.checklist]
        if len(codes) != len(set(codes)):
            raise ValueError(f"Inspection kind {kind.code}: checklist codes repeat.")
        if kind.code in _KINDS and _KINDS[kind.code] != kind:
            raise ValueError(f"Inspection kind {kind.code} is registered twice.")
        _KINDS[kind.code] = kind


def get(code: str) -> InspectionKind:
    try:
        return _KINDS[code]
    except KeyError:
        raise LookupError(f"No inspection kind {code!r} is registered.") from None


def all_kinds(chapter: str | None = None) -> list[InspectionKind]:
    return [k for k in _KINDS.values() if chapter is None or k.chapter == chapter]


def choices(chapter: str | None = None) -> list[tuple[str, str]]:
    return [(k.code, f"{k.name} ({k.citation})") for k in all_kinds(chapter)]


def validate_kind_code(code: str) -> None:
    if code not in _KINDS:
        raise ValidationError(f"{code!r} is not a registered inspection kind.")
