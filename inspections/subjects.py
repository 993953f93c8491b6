"""What an inspection and a chapter's inspected record need to know, registered as data.

The inspections app never imports a chapter. A chapter registers, from its
``AppConfig.ready``, for each model its inspections are about:

- a ``SubjectType`` (``register``, read with ``of``): how to name it, where it is, who
  requests inspections and may see them, which kinds may be requested now, the chapter's
  own reasons to refuse a request (§ 159-5D), who receives a notice of violations and the
  provisions a violation found is recorded under (§ 159-8A(1));
- a ``SubjectSpec`` (``register``, read with ``by_key``/``for_object``): the record that
  keeps a site log (§ 159-7A(2)) and after-construction records (§ 159-8A(2), (3)): who
  sees it (the chapter's own selector: an applicant never reaches another's, 404), who
  keeps its site log, whether § 159-7A(2) applies, its maintenance instruments.

The two were built side by side (docs/architecture.md, "Inspections"); folding them into
one description per model is a tidy-up still to do.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Model, QuerySet


@dataclass(frozen=True)
class SubjectType:
    model: type[Model]
    chapter: str
    label: Callable[[Any], str]  # "Project 2026-0007: Snyder Meadows"
    parcel: Callable[[Any], Any]  # the registry Property
    # The subjects ``user`` may see (a queryset of the model): an applicant only their own.
    visible_to: Callable[[Any], QuerySet]
    # The users who request inspections for it and are told the time (the applicant).
    requesters: Callable[[Any], list]
    # The kinds that may be requested for it now (e.g. the milestones the SMO chose).
    requestable_kinds: Callable[[Any], list]
    # The chapter's reasons to refuse a request for ``kind`` now, each a full sentence
    # citing its section (e.g. § 159-5D: contractors that have not signed).
    refusals: Callable[[Any, Any], list[str]]
    # The parties a written notice of violations goes to: [(role, Party)], e.g. the
    # applicant and the developer (§ 159-8A(1)).
    notice_parties: Callable[[Any], list[tuple[str, Any]]]
    # The responsible party a violation is recorded against (enforcement).
    responsible_party: Callable[[Any], Any]
    # Provisions a violation found on an inspection is recorded under (enforcement's
    # catalogue codes), and the section the work hold rests on.
    violation_provisions: tuple[str, ...] = ()
    hold_citation: str = ""
    url: Callable[[Any], str] = field(default=lambda obj: "")


_TYPES: dict[type[Model], SubjectType] = {}


def register(spec: SubjectType | SubjectSpec) -> None:
    if isinstance(spec, SubjectSpec):
        _register_spec(spec)
    else:
        _TYPES[spec.model] = spec


def of(obj_or_model) -> SubjectType:
    model = obj_or_model if isinstance(obj_or_model, type) else type(obj_or_model)
    try:
        return _TYPES[model._meta.concrete_model]
    except KeyError:
        raise LookupError(f"Inspections are not registered for {model.__name__}.") from None


def all_types() -> list[SubjectType]:
    return list(_TYPES.values())


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


def _register_spec(spec: SubjectSpec) -> None:
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
