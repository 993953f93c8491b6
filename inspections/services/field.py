"""The inspection in the field: started, drafted as it goes, photos added (idempotent),
completed with findings per checklist item and a result."""

from __future__ import annotations

import uuid
from datetime import datetime
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.words import long_date, town_date, town_today
from lockport_sw.documents.services import upload_store
from lockport_sw.jurisdiction.registry import cite
from lockport_sw.notifications.services import notify

from .. import subjects
from ..events import inspection_completed
from ..models import Finding, Inspection, Photo
from ._common import CONDUCT, record, require, require_perm, when
from .holds import any_hold_in_effect, hold_applies, hold_impose, holds_lift

MAX_DRAFT_CHARS = 50_000


def _open(inspection: Inspection) -> Inspection:
    inspection = Inspection.objects.select_for_update().get(pk=inspection.pk)
    require(
        inspection.is_open,
        f"Inspection {inspection.reference} is {inspection.get_state_display().lower()}.",
        ValidationError,
    )
    return inspection


def _start(inspection: Inspection, acting_user) -> None:
    if inspection.state == Inspection.State.SCHEDULED:
        inspection.start()
        inspection.started_at = timezone.now()
        if inspection.inspector_id is None:
            inspection.inspector = acting_user


@transaction.atomic
def draft_save(*, acting_user, inspection: Inspection, draft: dict) -> Inspection:
    """What the inspector has entered so far (findings, notes, result), kept on the
    server as they go; the first save starts the inspection."""
    require_perm(acting_user, CONDUCT, "Only an inspector records an inspection.")
    inspection = _open(inspection)
    if not isinstance(draft, dict) or len(str(draft)) > MAX_DRAFT_CHARS:
        raise ValidationError("The draft is not a form's fields.")
    _start(inspection, acting_user)
    inspection.draft = {str(k): str(v)[:5000] for k, v in draft.items()}
    inspection._history_user = acting_user
    inspection.save()
    return inspection


@transaction.atomic
def photo_add(
    *,
    acting_user,
    inspection: Inspection,
    file,
    idempotency_key,
    item: str = "",
    caption: str = "",
    taken_at: datetime | None = None,
) -> tuple[Photo, bool]:
    """Store a photo once per ``idempotency_key`` (chosen by the phone before its first
    try): a retried upload returns the photo it already made, ``created`` False. Tries
    for one inspection are serialized on its row (SELECT … FOR UPDATE), so a second try
    of the same key finds the first's photo instead of storing the file again; the key's
    unique constraint is the last word on any database."""
    require_perm(acting_user, CONDUCT, "Only an inspector adds inspection photos.")
    try:
        key = uuid.UUID(str(idempotency_key))
    except ValueError:
        raise ValidationError({"idempotency_key": "The upload has no valid key."}) from None
    inspection = Inspection.objects.select_for_update().get(pk=inspection.pk)
    existing = Photo.objects.filter(idempotency_key=key).first()
    if existing is not None:
        if existing.inspection_id != inspection.pk:
            raise ValidationError({"idempotency_key": "This key belongs to another photo."})
        return existing, False
    require(
        inspection.is_open,
        f"Inspection {inspection.reference} is {inspection.get_state_display().lower()}.",
        ValidationError,
    )
    if item and inspection.kind_spec.item(item) is None:
        raise ValidationError({"item": "Not an item of this inspection's checklist."})
    _start(inspection, acting_user)
    inspection._history_user = acting_user
    inspection.save()
    upload = upload_store(acting_user=acting_user, file=file, subject=inspection)
    photo = Photo.objects.create(
        inspection=inspection,
        upload=upload,
        idempotency_key=key,
        item=item,
        caption=(caption or "")[:200],
        taken_at=taken_at,
        added_by=acting_user,
    )
    return photo, True


def _position(latitude, longitude) -> tuple[Decimal | None, Decimal | None]:
    if latitude in (None, "") and longitude in (None, ""):
        return None, None
    try:
        lat, lon = Decimal(str(latitude)), Decimal(str(longitude))
    except InvalidOperation:
        raise ValidationError({"latitude": "The position is not a number."}) from None
    if not (-90 <= lat <= 90 and -180 <= lon <= 180):
        raise ValidationError({"latitude": "The position is outside the Earth's range."})
    return lat.quantize(Decimal("0.000001")), lon.quantize(Decimal("0.000001"))


def completed_before_its_day(inspection: Inspection):
    """The day an inspection is scheduled for, when today (the Town's) is before it;
    else None."""
    if inspection.scheduled_for is None:
        return None
    day = town_date(inspection.scheduled_for)
    return day if town_today() < day else None


@transaction.atomic
def inspection_complete(
    *,
    acting_user,
    inspection: Inspection,
    findings: dict[str, tuple[str, str]],
    result: str,
    summary: str = "",
    nature: str = "",
    corrective_action: str = "",
    latitude=None,
    longitude=None,
    work_during_hold: bool = False,
    early_reason: str = "",
) -> Inspection:
    """The one way an inspection of any kind is completed: a finding on every checklist
    item of its kind, and the result (approved only when no item is deficient). Where
    violations found hold the work (§ 159-8A(1), ``hold_applies``): the notice, the work
    hold and the violation in enforcement (services/holds.py); an approved re-inspection
    lifts the hold, and the applicants are told."""
    require_perm(acting_user, CONDUCT, "Only the SMO and inspectors record an inspection.")
    inspection = _open(inspection)
    kind = inspection.kind_spec
    errors = {}
    outcomes = {o.value for o in Finding.Outcome}
    for item in kind.checklist:
        outcome, _ = findings.get(item.code, ("", ""))
        if outcome not in outcomes:
            errors[f"finding_{item.code}"] = f"Record a finding for: {item.text}"
    deficient = [
        (item, findings[item.code])
        for item in kind.checklist
        if findings.get(item.code, ("",))[0] == Finding.Outcome.DEFICIENT
    ]
    nature, corrective_action = (nature or "").strip(), (corrective_action or "").strip()
    holds = hold_applies(inspection)
    if work_during_hold:
        # § 159-8A(1): "No further work shall be conducted, except for site stabilization,
        # until any violations are corrected": work seen is a violation of it only while
        # a hold is in effect.
        if not holds or not any_hold_in_effect(inspection.subject):
            errors["work_during_hold"] = (
                "No work hold is in effect on this site: work seen now is not work during "
                f"a hold ({cite('swm.construction_inspection')}). Record what is deficient on "
                "the checklist instead."
            )
        elif result == Inspection.Result.APPROVED:
            errors["result"] = (
                "Work was seen during the work hold: record violations found "
                f"({cite('swm.construction_inspection')})."
            )
    if result == Inspection.Result.VIOLATIONS:
        # § 159-8A(1): the written notice of a hold states both. Elsewhere (a practice, a
        # facility) the findings' notes say what is wrong, and the notice that follows
        # (§ 159-8A(3) maintenance, § 158 enforcement) what must be done.
        if holds and not nature:
            errors["nature"] = (
                f"State the nature of the violation ({cite('swm.construction_inspection')})."
            )
        if holds and not corrective_action:
            errors["corrective_action"] = (
                f"State the corrective action required ({cite('swm.construction_inspection')})."
            )
        if holds and not deficient and not work_during_hold:
            # A violation cites what was found: the items found deficient, or work seen
            # during a hold (§ 159-8A(1)).
            errors["result"] = (
                "Mark the checklist items found deficient (or the work seen during a work "
                "hold): the violation cites what was found."
            )
    elif result == Inspection.Result.APPROVED:
        if deficient:
            errors["result"] = (
                "An item is deficient: record violations found, or correct the finding."
            )
    else:
        errors["result"] = "Choose the result: approved, or violations found."
    try:
        lat, lon = _position(latitude, longitude)
    except ValidationError as exc:
        errors.update(exc.message_dict)
        lat = lon = None
    early_reason = (early_reason or "").strip()
    if (early := completed_before_its_day(inspection)) and not early_reason:
        # Issue 43, item 13: an inspection scheduled for Monday is not completed on
        # Saturday night without a word (its notice and work hold would follow from it).
        errors["early_reason"] = (
            f"This inspection is scheduled for {long_date(early, weekday=True)}: complete it "
            "on or after that day, or say why it was done before it."
        )
    if errors:
        raise ValidationError(errors)

    _start(inspection, acting_user)
    Finding.objects.bulk_create(
        [
            Finding(
                inspection=inspection,
                item=item.code,
                outcome=findings[item.code][0],
                note=(findings[item.code][1] or "")[:2000],
            )
            for item in kind.checklist
        ]
    )
    inspection.complete()
    inspection.result = result
    inspection.completed_at = timezone.now()
    inspection.summary = (summary or "").strip()[:5000]
    inspection.latitude, inspection.longitude = lat, lon
    inspection.draft = {}
    inspection._history_user = acting_user
    inspection.save()
    subject = inspection.subject
    record(
        inspection=inspection,
        subject=subject,
        actor=acting_user,
        action="inspections.completed",
        summary=f"Inspection {inspection.reference} ({kind.citation}: {kind.name}) completed: "
        f"{inspection.get_result_display().lower()}."
        + (
            f" Done before its scheduled day, {long_date(early)}: {early_reason[:200]}"
            if early
            else ""
        ),
    )
    inspection_completed.send(sender=Inspection, inspection=inspection, acting_user=acting_user)
    spec = subjects.find(subject)
    if result == Inspection.Result.VIOLATIONS:
        if holds:
            hold_impose(
                acting_user=acting_user,
                inspection=inspection,
                nature=nature,
                corrective_action=corrective_action,
                deficient=[
                    (item, Finding(item=item.code, outcome=o, note=n)) for item, (o, n) in deficient
                ],
                work_during_hold=work_during_hold,
            )
    elif spec is not None:
        if inspection.reinspection_of_id is not None:
            holds_lift(acting_user=acting_user, inspection=inspection)
        notify(
            event_key=f"inspections.approved.{inspection.reference}",
            recipients=spec.applicants(subject),
            subject=f"Inspection {inspection.reference} approved",
            body=f"The Town's inspection of {inspection.subject_label} on "
            f"{when(inspection.completed_at)} ({kind.citation}: {kind.name}) approved the work.",
            url=inspection.get_absolute_url(),
        )
    return inspection
