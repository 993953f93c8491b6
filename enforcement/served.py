"""The kinds of served letter (``ServedLetter``): each chapter registers the letters
that bind a person under its law from its ``AppConfig.ready()`` (enforcement never
imports a chapter). A kind is a document series (its number: ``ORDER-2026-0001``), the
clock the letter starts and the event the section counts it from (issuance or service),
and what else service starts (``on_served``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class LetterKind:
    code: str  # the document series, e.g. "ORDER"
    chapter: str
    name: str  # "§ 158-5C, 6 and 7 orders"
    clock_rule: str | None = None  # the catalogue's rule of the clock the letter starts
    # The section counts the clock from service of the letter, not from its issuance.
    clock_from_service: bool = False
    # What else complete service starts: (letter, moment, acting_user) -> None.
    on_served: Callable | None = None
    # Who else reads the letter's document besides its addressee and the copies
    # (user, document) -> bool: e.g. the members of the body hearing an appeal.
    readers: Callable | None = None


_KINDS: dict[str, LetterKind] = {}


def register(*kinds: LetterKind) -> None:
    from lockport_sw.documents.access import register_document_access

    for kind in kinds:
        _KINDS[kind.code] = kind
        # Read by the person it is addressed to (office staff read every document).
        register_document_access(kind.code, _addressee_reads)


def get(code: str) -> LetterKind:
    return _KINDS[code]


def registered() -> list[LetterKind]:
    return list(_KINDS.values())


def _addressee_reads(user, document) -> bool:
    """The person it is addressed to, those sent a copy, and the kind's other readers."""
    from .selectors import letters_to

    kind = _KINDS.get(document.kind)
    if kind is not None and kind.readers is not None and kind.readers(user, document):
        return True
    letter = getattr(document, "served_letter", None)
    return bool(letter is not None and letters_to(user).filter(pk=letter.pk).exists())
