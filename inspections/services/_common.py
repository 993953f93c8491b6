"""Helpers the inspections services share."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType

from lockport_sw.audit.services import record as audit_record
from lockport_sw.calendar.words import long_date, town_date, town_today, when
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.numbering import yearly_reference as reference

from .. import subjects
from ..kinds import get as get_kind
from ..models import Inspection

SCHEDULE = "inspections.schedule_inspection"
CONDUCT = "inspections.conduct_inspection"
ACCEPT = "inspections.accept_facilities"
MAINTENANCE_NOTICE = "inspections.issue_maintenance_notice"
WARRANT = "inspections.seek_warrant"
RECORD_VIOLATION = "enforcement.record_violation"

# With the project's shared guards, numbering and date words, for the services.
__all__ = [
    "ACCEPT",
    "CONDUCT",
    "MAINTENANCE_NOTICE",
    "RECORD_VIOLATION",
    "SCHEDULE",
    "WARRANT",
    "inspection_create",
    "long_date",
    "record",
    "reference",
    "require",
    "require_perm",
    "subject_parts",
    "town_date",
    "town_today",
    "when",
]


def subject_parts(subject) -> dict:
    return {
        "subject_type": ContentType.objects.get_for_model(subject),
        "subject_id": subject.pk,
    }


def inspection_create(
    *,
    acting_user,
    kind: str,
    subject,
    subject_label: str = "",
    parcel=None,
    scheduled_for=None,
    inspector=None,
    reinspection_of: Inspection | None = None,
    created_by=None,
) -> Inspection:
    """The one way a new inspection of a registered kind is made (inside the caller's
    transaction, after the caller's permission check); its reference is the next of the
    year's series. A registered subject (a project) gives its own label and property;
    anything else inspected (a facility, a practice) passes them. ``created_by`` is the
    one who asked for it (an applicant's request), else whoever acts; nobody when the
    Town's own schedule made it."""
    kind_spec = get_kind(kind)
    if not subject_label or parcel is None:
        spec = subjects.of(subject)
        subject_label = subject_label or spec.label(subject)
        parcel = parcel if parcel is not None else spec.parcel(subject)
    inspection = Inspection(
        reference=reference("I"),
        kind=kind_spec.code,
        chapter=kind_spec.chapter,
        subject_label=subject_label[:200],
        parcel=parcel,
        inspector=inspector,
        scheduled_for=scheduled_for,
        reinspection_of=reinspection_of,
        created_by=created_by or acting_user,
        **subject_parts(subject),
    )
    inspection._history_user = acting_user
    inspection.save()
    done = "scheduled" if scheduled_for else "opened"
    record(
        inspection,
        acting_user,
        f"inspections.{done}",
        f"{kind_spec.name} ({kind_spec.citation}) {inspection.reference} {done}.",
    )
    return inspection


def record(
    subject=None, actor=None, action: str = "", summary: str = "", *, inspection=None, **data
) -> None:
    """The event on the inspection's timeline and on its subject's (the project page)."""
    for target in (inspection, subject):
        if target is not None:
            audit_record(subject=target, actor=actor, action=action, summary=summary, **data)
