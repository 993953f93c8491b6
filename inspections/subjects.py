"""What inspections need to know about a chapter's inspected record, registered as data.

The inspections app never imports a chapter. A chapter registers, from its
``AppConfig.ready``, one ``Subject`` for each model its inspections are about (a
Chapter 159 project): how to name and find it, who may see it, and what its chapter's law
says about inspecting it. Read it with ``of(obj_or_model)`` or, from a URL, ``by_key``.

- Requests and holds (§ 159-8A(1)): who requests inspections and is told the time, which
  kinds may be requested now, the chapter's own reasons to refuse (§ 159-5D), who
  receives a notice of violations, the provision of work observed during a hold and the
  section a work hold rests on.
- The site log (§ 159-7A(2)) and after construction (§ 159-8A(2), (3)): who keeps the
  log, whether § 159-7A(2) applies, the owner of its practices, its maintenance
  instruments, what its final acceptance waits for.

A part a chapter does not use keeps its default: nothing may be requested, no site log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Model, QuerySet


def _none(*args) -> list:
    return []


@dataclass(frozen=True)
class Subject:
    key: str  # in URLs: "project"
    model: type[Model]
    chapter: str
    label: Callable[[Any], str]  # "SWPPP 2026-0007 · 6300 Snyder Drive"
    url: Callable[[Any], str]  # the record's own page
    parcel: Callable[[Any], Any]  # the registry Property
    # The records ``user`` may open (the chapter's own selector): an applicant only their
    # own; anything else is a 404.
    visible_to: Callable[[Any], QuerySet]
    select_related: tuple[str, ...] = ()

    # --- requests, notices and holds (§ 159-8A(1)) ---------------------------------
    # The users who act for it (the applicant): they request its inspections and are told
    # the time, keep its site log and submit its as-built plans.
    applicants: Callable[[Any], list] = _none
    # The kinds that may be requested for it now (e.g. the milestones the SMO chose).
    requestable_kinds: Callable[[Any], list] = _none
    # The chapter's reasons to refuse a request for ``kind`` now, each a full sentence
    # citing its section (e.g. § 159-5D: contractors that have not signed).
    refusals: Callable[[Any, Any], list[str]] = _none
    # The parties a written notice of violations goes to: [(role, Party)], e.g. the
    # applicant and the developer (§ 159-8A(1)).
    notice_parties: Callable[[Any], list[tuple[str, Any]]] = _none
    # The party a violation is recorded against (enforcement).
    responsible_party: Callable[[Any], Any] = field(default=lambda subject: None)
    # A violation found on an inspection cites the provisions of the checklist items found
    # deficient (``ChecklistItem.provision``); ``work_during_hold_provision`` only when the
    # inspector observed work done while a hold was in effect. The section the work hold
    # rests on.
    work_during_hold_provision: str = ""
    hold_citation: str = ""
    # (subject, lifting=hold) -> [sentence]: what still keeps work from going ahead after
    # a hold is lifted (other holds, stop-work orders, an unapproved plan), told to the
    # applicant instead of "work may continue".
    restraints: Callable[..., list[str]] = _none

    # --- the site log (§ 159-7A(2)) and after construction (§ 159-8A(2), (3)) ---------
    # (subject) -> bool: § 159-7A(2) applies (Conditions A, B, C).
    site_log_applies: Callable[[Any], bool] = field(default=lambda subject: False)
    # (subject) -> Party | None: proposed as the owner of a practice in the inventory.
    owner_party: Callable[[Any], Any] = field(default=lambda subject: None)
    # (subject) -> [instrument]: its recorded maintenance agreements and easements.
    maintenance: Callable[[Any], list] = _none
    # (subject) -> [sentence]: what the chapter's final acceptance still waits for, each
    # citing its section (Chapter 159: § 159-8A(2), swppp/final_acceptance.py); empty
    # when it may be recorded.
    acceptance_missing: Callable[[Any], list[str]] = _none

    def is_applicant(self, user, subject) -> bool:
        """``user`` acts for ``subject`` (one of its applicants)."""
        return bool(user and user.is_authenticated) and any(
            u.pk == user.pk for u in self.applicants(subject)
        )


_BY_MODEL: dict[type[Model], Subject] = {}
_BY_KEY: dict[str, Subject] = {}


def register(subject: Subject) -> None:
    _BY_MODEL[subject.model] = subject
    _BY_KEY[subject.key] = subject


def of(obj_or_model) -> Subject:
    model = obj_or_model if isinstance(obj_or_model, type) else type(obj_or_model)
    try:
        return _BY_MODEL[model._meta.concrete_model]
    except KeyError:
        raise LookupError(f"Inspections are not registered for {model.__name__}.") from None


def find(obj) -> Subject | None:
    """The registered subject of ``obj``, or None for something inspected that is not
    one (a facility, a practice): it has no applicants, requests or holds."""
    if obj is None:
        return None
    return _BY_MODEL.get(type(obj)._meta.concrete_model)


def by_key(key: str) -> Subject:
    try:
        return _BY_KEY[key]
    except KeyError:
        raise LookupError(f"No inspection subject {key!r} is registered.") from None


def registered() -> list[Subject]:
    return list(_BY_MODEL.values())
