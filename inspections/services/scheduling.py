"""Opening inspections, assigning an inspector and a time, the inspector's feed."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.jurisdiction.registry import cite
from lockport_sw.notifications.services import notify

from .. import subjects
from ..models import CalendarFeed, Inspection
from ._common import SCHEDULE, inspection_create, record, require, require_perm, when


def schedulers():
    """Who is told of a new request: the SMO and the inspectors (active accounts)."""
    return list(
        get_user_model()
        .objects.filter(is_active=True, groups__name__in=[Role.SMO, Role.INSPECTOR])
        .distinct()
    )


def inspectors():
    """Users who may conduct inspections (the assignable inspectors)."""
    perm = Q(groups__permissions__codename="conduct_inspection") | Q(
        user_permissions__codename="conduct_inspection"
    )
    return get_user_model().objects.filter(perm, is_active=True).distinct().order_by("email")


def _check_assignment(inspector, scheduled_for) -> dict:
    errors = {}
    if inspector is None:
        errors["inspector"] = "Choose the inspector."
    elif not inspector.is_active or not inspector.has_perm("inspections.conduct_inspection"):
        errors["inspector"] = f"{inspector} does not conduct inspections."
    if scheduled_for is None:
        errors["scheduled_for"] = "Give the date and time of the inspection."
    elif scheduled_for < timezone.now():
        errors["scheduled_for"] = "The time must not be in the past."
    return errors


def told_of_time(inspection: Inspection) -> list:
    """Who is told an inspection's inspector and time: the applicants of its subject (a
    project). A practice's or a facility's inspection has nobody who asked for it."""
    spec = subjects.find(inspection.subject)
    return spec.applicants(inspection.subject) if spec else []


def _tell_applicants(inspection: Inspection, subject) -> None:
    """The applicants are told the time (email and the in-app inbox, sent on commit)."""
    recipients = told_of_time(inspection)
    if not recipients:
        return
    kind = inspection.kind_spec
    notify(
        event_key=f"inspections.scheduled.{inspection.reference}.{inspection.scheduled_for:%s}",
        recipients=recipients,
        subject=f"Inspection {inspection.reference} scheduled for {when(inspection.scheduled_for)}",
        body=(
            f"The Town will inspect {inspection.subject_label} ({kind.citation}: {kind.name}) "
            f"on {when(inspection.scheduled_for)}. Inspector: "
            f"{inspection.inspector.get_full_name() or inspection.inspector.email}."
        ),
        url=inspection.get_absolute_url(),
    )


@transaction.atomic
def inspection_assign(
    *, acting_user, inspection: Inspection, inspector, scheduled_for: datetime
) -> Inspection:
    """The SMO or an inspector assigns the inspector and the time; the applicant is told."""
    require_perm(acting_user, SCHEDULE, "Only the SMO or an inspector schedules inspections.")
    inspection = Inspection.objects.select_for_update().get(pk=inspection.pk)
    require(
        inspection.state == Inspection.State.SCHEDULED,
        f"Inspection {inspection.reference} is {inspection.get_state_display().lower()}; "
        "it can no longer be rescheduled.",
        ValidationError,
    )
    errors = _check_assignment(inspector, scheduled_for)
    if errors:
        raise ValidationError(errors)
    inspection.inspector = inspector
    inspection.scheduled_for = scheduled_for
    inspection._history_user = acting_user
    inspection.save(update_fields=["inspector", "scheduled_for"])
    subject = inspection.subject
    record(
        inspection=inspection,
        subject=subject,
        actor=acting_user,
        action="inspections.scheduled",
        summary=f"Inspection {inspection.reference} scheduled for "
        f"{when(scheduled_for)} with {inspector.get_full_name() or inspector.email}.",
    )
    _tell_applicants(inspection, subject)
    return inspection


@transaction.atomic
def reinspection_schedule(
    *, acting_user, inspection: Inspection, inspector, scheduled_for: datetime
) -> Inspection:
    """§ 159-8A(1): a re-inspection of the corrected work after violations were found;
    the work hold stays until it approves the work."""
    require_perm(acting_user, SCHEDULE, "Only the SMO or an inspector schedules inspections.")
    inspection = Inspection.objects.get(pk=inspection.pk)
    require(
        inspection.state == Inspection.State.COMPLETED
        and inspection.result == Inspection.Result.VIOLATIONS,
        "Only an inspection that found violations is re-inspected.",
        ValidationError,
    )
    errors = _check_assignment(inspector, scheduled_for)
    if errors:
        raise ValidationError(errors)
    subject = inspection.subject
    again = inspection_create(
        acting_user=acting_user,
        subject=subject,
        kind=inspection.kind,
        inspector=inspector,
        scheduled_for=scheduled_for,
        reinspection_of=inspection,
    )
    record(
        inspection=again,
        subject=subject,
        actor=acting_user,
        action="inspections.reinspection_scheduled",
        summary=f"Re-inspection {again.reference} of {inspection.reference} scheduled for "
        f"{when(scheduled_for)} ({cite('swm.construction_inspection')}).",
    )
    _tell_applicants(again, subject)
    return again


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@transaction.atomic
def feed_reset(*, acting_user) -> str:
    """A new secret address for the inspector's calendar feed; the old one stops working.
    Returns the token once (only its SHA-256 is kept)."""
    require_perm(acting_user, "inspections.conduct_inspection", "Only inspectors have a feed.")
    token = secrets.token_urlsafe(32)
    CalendarFeed.objects.update_or_create(
        user=acting_user, defaults={"token_hash": _hash(token), "reset_at": timezone.now()}
    )
    return token


def feed_owner(token: str):
    """The inspector whose feed ``token`` opens, or None: also None once its user is no
    longer an inspector (the role removed, or the account deactivated), checked at every
    fetch, so the address stops working the moment the role goes (issue 19, item 7)."""
    feed = (
        CalendarFeed.objects.select_related("user")
        .filter(token_hash=_hash(token or ""), user__is_active=True)
        .first()
    )
    if feed is None or not feed.user.has_perm("inspections.conduct_inspection"):
        return None
    return feed.user
