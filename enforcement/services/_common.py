"""Helpers every enforcement service uses."""

from __future__ import annotations

from datetime import date

from django.utils import timezone

from lockport_sw.audit.services import record as audit_record
from lockport_sw.calendar.words import long_date, town_date
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.numbering import yearly_reference as reference
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for

from ..clock_rules import chapter_of

# With the project's shared guards, numbering and date words, for the services.
__all__ = [
    "chapter_of",
    "close_clocks",
    "long_date",
    "meet_clocks",
    "record",
    "reference",
    "require",
    "require_perm",
    "today",
    "town_date",
    "unresolved_clocks",
]


def today() -> date:
    return timezone.localdate()


def record(*, violation, actor, action: str, summary: str, **data) -> None:
    """Write the event on the violation's timeline and on the record it was found from
    (a project, a case, an inspection), so that both show it."""
    audit_record(subject=violation, actor=actor, action=action, summary=summary, **data)
    if violation.subject_id is not None and violation.subject is not None:
        audit_record(subject=violation.subject, actor=actor, action=action, summary=summary, **data)


def unresolved_clocks(subject, rule: str | None = None):
    clocks_qs = clocks_for(subject).filter(status__in=Deadline.UNRESOLVED)
    return clocks_qs.filter(rule_code=rule) if rule else clocks_qs


def close_clocks(subject, *, reason: str, acting_user, rule: str | None = None) -> None:
    """Waive every unresolved clock of ``subject`` (or of one rule): the act they were
    for no longer has to be done (a superseded or reversed notice)."""
    for clock in unresolved_clocks(subject, rule):
        clocks.deadline_withdraw(deadline=clock, reason=reason, acting_user=acting_user)


def meet_clocks(subject, *, rule: str, note: str, acting_user, at=None) -> None:
    for clock in unresolved_clocks(subject, rule):
        clocks.deadline_meet(deadline=clock, at=at, note=note, acting_user=acting_user)
