"""What the inspections app needs to know about a chapter's record, registered as data.

The site log (§ 159-7A(2)) and the after-construction records (§ 159-8A(2), (3)) are
kept for a chapter's record (Chapter 159's project) that this app never imports. The
chapter registers, from its ``AppConfig.ready``, a ``SubjectSpec``: who sees the record
(the chapter's own selector, so an applicant never reaches another's: 404), who keeps
its site log, whether § 159-7A(2) applies, its property and label, and its maintenance
instruments (shown, never copied).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class SubjectSpec:
    key: str  # in URLs: "project"
    model: type
    visible_to: Callable  # (user) -> QuerySet of the model
    keeps_site_log: Callable  # (user, subject) -> bool: the applicant of the record
    site_log_applies: Callable  # (subject) -> bool: § 159-7A(2), Conditions A, B, C
    parcel: Callable  # (subject) -> registry.Property
    label: Callable  # (subject) -> str
    url: Callable  # (subject) -> str: the record's own page
    owner_party: Callable = field(default=lambda subject: None)  # (subject) -> Party | None
    maintenance: Callable = field(default=lambda subject: [])  # (subject) -> [instrument]
    select_related: tuple[str, ...] = ()


_BY_KEY: dict[str, SubjectSpec] = {}


def register(spec: SubjectSpec) -> None:
    _BY_KEY[spec.key] = spec


def by_key(key: str) -> SubjectSpec:
    try:
        return _BY_KEY[key]
    except KeyError:
        raise LookupError(f"No inspection subject {key!r} is registered.") from None


def for_object(obj) -> SubjectSpec:
    for spec in _BY_KEY.values():
        if isinstance(obj, spec.model):
            return spec
    raise LookupError(f"{type(obj).__name__} is not a registered inspection subject.")
