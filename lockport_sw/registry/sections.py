"""What other apps show on a property's page and a party's page.

The registry must not import a chapter. Chapters register a section instead: a title,
a template and a selector returning the related records (already joined, so that the
page keeps a fixed number of queries).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    template: str
    records: Callable[[Any, Any], Any]  # (obj, user) -> iterable of records
    order: int = 100


_PROPERTY_SECTIONS: dict[str, Section] = {}
_PARTY_SECTIONS: dict[str, Section] = {}


def register_property_section(section: Section) -> None:
    _PROPERTY_SECTIONS[section.key] = section


def register_party_section(section: Section) -> None:
    _PARTY_SECTIONS[section.key] = section


def property_sections() -> list[Section]:
    return sorted(_PROPERTY_SECTIONS.values(), key=lambda s: s.order)


def party_sections() -> list[Section]:
    return sorted(_PARTY_SECTIONS.values(), key=lambda s: s.order)
