"""Helpers the inspections services share."""

from __future__ import annotations

from datetime import date, datetime

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied
from django.utils import timezone

from lockport_sw.audit.services import record as audit_record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.numbering import next_in_series

from .. import subjects
from ..kinds import get as get_kind
from ..models import Inspection

SCHEDULE = "inspections.schedule_inspection"
CONDUCT = "inspections.conduct_inspection"
ACCEPT = "inspections.accept_facilities"
MAINTENANCE_NOTICE = "inspections.issue_maintenance_notice"
WARRANT = "inspections.seek_warrant"
RECORD_VIOLATION = "enforcement.record_violation"


def require(condition: bool, message: str, exc=PermissionDenied) -> None:
    if not condition:
        raise exc(message)


def require_perm(user, perm: str, message: str) -> None:
    require(bool(user and user.is_authenticated and user.has_perm(perm)), message)


def town_date(moment: datetime) -> date:
    return timezone.localtime(moment, TOWN_TZ).date()


def town_today() -> date:
    return town_date(timezone.now())


def long_date(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


def reference(kind: str) -> str:
    """The next reference of a series: ``I-2026-0001``. Inside the caller's transaction."""
    year = timezone.localtime(timezone.now(), TOWN_TZ).year
    return f"{kind}-{year}-{next_in_series(kind, year):04d}"


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


def when(moment: datetime) -> str:
    """ "Sunday, March 14, 2027 at 10:00 AM EDT", in the Town's time."""
    local = moment.astimezone(TOWN_TZ)
    return f"{local:%A, %B} {local.day}, {local.year} at {local:%-I:%M %p %Z}"


def record(
    subject=None, actor=None, action: str = "", summary: str = "", *, inspection=None, **data
) -> None:
    """The event on the inspection's timeline and on its subject's (the project page)."""
    for target in (inspection, subject):
        if target is not None:
            audit_record(subject=target, actor=actor, action=action, summary=summary, **data)
