"""The applicant's request for an inspection (§ 159-8A(1)), accepted or refused.

A request that cannot be accepted now (a work hold, a stop-work order, a stage already
open, the chapter's own reasons: a guarantee not yet accepted, § 159-5D) is refused with
every reason beside its field and nothing is stored (issue 46, item 8): it is no request,
has no number and nothing to withdraw; the request page says those reasons before
anything is typed (``refusals_up_front``). A request refused only for short notice is
kept (with the earliest allowed moment) and returned, not raised: staff may accept it
late, with a reason.
"""

from __future__ import annotations

from datetime import UTC, datetime

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from enforcement.selectors import orders_in_effect
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.deadlines import catalogue
from lockport_sw.jurisdiction.registry import cite
from lockport_sw.notifications.services import notify

from .. import kinds, subjects
from ..models import Inspection, InspectionRequest
from ..selectors import holds_in_effect, open_inspections_of
from ._common import (
    SCHEDULE,
    inspection_create,
    long_date,
    record,
    reference,
    require,
    require_perm,
    subject_parts,
    town_date,
    when,
)
from .scheduling import schedulers


def earliest_allowed(kind: kinds.InspectionKind, at: datetime):
    """§ 159-8A(1): the earliest moment a request made at ``at`` may name: 48 elapsed
    hours later, counted in America/New_York across a DST change and never extended
    (GCL § 25-a does not extend a period of hours). Returns the catalogue's ``Counted``
    (value and reasoning); a kind without a notice rule may be asked for at once."""
    if not kind.notice_rule:
        return None
    rule = catalogue.get(kind.notice_rule)
    return catalogue.count(
        town_calendar(),
        rule.unit,
        at,
        rule.period,
        extends=rule.extends,
        closures_extend=rule.closures_extend,
    )


def refusals_now(subject, kind: kinds.InspectionKind) -> list[str]:
    """Why a request for ``kind`` cannot be accepted now, whatever its notice: a work hold
    or a stop-work order (except a site-stabilization inspection), an inspection of the
    same stage already open, and the chapter's own reasons (§ 159-5D). Full sentences."""
    spec = subjects.of(subject)
    reasons = []
    if not kind.stabilization:
        # § 159-8A(1): "No further work shall be conducted except for site stabilization
        # until any violations are corrected" and approved on re-inspection.
        for hold in holds_in_effect(subject):
            reasons.append(
                f"A work hold is in effect since {long_date(town_date(hold.imposed_at))} "
                f"({hold.citation}): no further work except site stabilization until a "
                "re-inspection approves the corrected work, so only a site-stabilization "
                "inspection may be requested."
            )
        # § 159-8C(2): all land development activity stops under a stop-work order.
        for order in orders_in_effect(subject):
            reasons.append(
                f"Stop-work order {order.number} is in effect ({cite('swm.stop_work_order')}): "
                "only a site-stabilization inspection may be requested until it is lifted."
            )
    # One inspection of a stage at a time: a second request (or a late one accepted after
    # a timely one) would open a duplicate.
    already = open_inspections_of(subject).filter(kind=kind.code).first()
    if already is not None:
        reasons.append(
            f"Inspection {already.reference} of this stage ({kind.name}) is already open; "
            "the Town tells you its inspector and time."
        )
    reasons.extend(spec.refusals(subject, kind))
    return reasons


def _check(subject, kind_code: str, proposed_for: datetime | None, now: datetime):
    spec = subjects.of(subject)
    errors = {}
    allowed = {k.code: k for k in spec.requestable_kinds(subject)}
    kind = allowed.get(kind_code)
    if kind is None:
        errors["kind"] = (
            "Choose one of the inspections required for this project."
            if allowed
            else "No inspection can be requested for this project yet: its SWPPP is not "
            f"approved ({cite('swm.construction_inspection')})."
        )
    if proposed_for is None:
        errors["proposed_for"] = "Give the date and time the work will reach this stage."
    elif proposed_for <= now:
        errors["proposed_for"] = "The time must be in the future."
    if errors:
        raise ValidationError(errors)
    return spec, kind


def refusals_up_front(subject, requestable) -> list[str]:
    """What stops every construction milestone of ``subject`` now, said on the request
    page before anything is typed: a stop-work order and the chapter's own reasons (a
    guarantee the Town requires not yet accepted, § 159-8B; a contractor not yet signed,
    § 159-5D), read for one construction milestone among ``requestable`` (they are the
    same for all). A work hold is shown by the page itself."""
    kind = next((k for k in requestable if not k.stabilization), None)
    if kind is None:
        return []
    reasons = [
        f"Stop-work order {order.number} is in effect ({cite('swm.stop_work_order')}): only a "
        "site-stabilization inspection may be requested until it is lifted."
        for order in orders_in_effect(subject)
    ]
    return reasons + subjects.of(subject).refusals(subject, kind)


def short_notice_refusal(earliest) -> str:
    return (
        f"Less than 48 hours' notice ({cite('swm.construction_inspection')}). The earliest "
        "time you can ask for now is "
        f"{when(earliest)}."
    )


@transaction.atomic
def request_make(
    *, acting_user, subject, kind: str, proposed_for: datetime, note: str = ""
) -> InspectionRequest:
    """§ 159-8A(1): the applicant notifies the SMO of a milestone. Accepted (the
    inspection is opened, awaiting an inspector and a time) or refused (kept, with every
    reason and the earliest allowed moment). Invalid input raises ValidationError."""
    spec = subjects.of(subject)
    require(
        spec.is_applicant(acting_user, subject),
        "Only the project's applicant requests its inspections.",
        PermissionDenied,
    )
    now = timezone.now()
    spec, kind_spec = _check(subject, kind, proposed_for, now)
    counted = earliest_allowed(kind_spec, now)
    # Compared in UTC: two datetimes of the Town's zone compare by their wall clocks,
    # ignoring a DST change between them (lockport_sw/calendar: Counted).
    earliest = counted.value.astimezone(UTC) if counted else now
    proposed_for = proposed_for.astimezone(UTC)
    # § 159-8A(1): "at least 48 hours before": a moment 48 hours or more ahead is enough.
    short = proposed_for < earliest
    refusals = refusals_now(subject, kind_spec)
    if refusals:
        # Not a request: nothing is stored; every reason beside its field.
        errors = {"kind": refusals}
        if short:
            errors["proposed_for"] = [short_notice_refusal(earliest)]
        raise ValidationError(errors)
    accepted = not short
    request = InspectionRequest(
        reference=reference("IR"),
        kind=kind_spec.code,
        chapter=kind_spec.chapter,
        **subject_parts(subject),
        subject_label=spec.label(subject)[:200],
        parcel=spec.parcel(subject),
        proposed_for=proposed_for,
        note=(note or "").strip(),
        requested_by=acting_user,
        requested_at=now,
        earliest_allowed=earliest,
        notice_reasoning=list(counted.steps) if counted else [],
        state=InspectionRequest.State.ACCEPTED if accepted else InspectionRequest.State.REFUSED,
        short_notice=short,
        refusals=refusals,
    )
    if accepted:
        request.inspection = inspection_create(
            acting_user=acting_user, subject=subject, kind=kind_spec.code
        )
        _site_log_begins(subject, kind_spec, now, acting_user)
    request._history_user = acting_user
    request.save()
    _recorded(request, acting_user, subject)
    return request


def _site_log_begins(subject, kind_spec, at, acting_user) -> None:
    """§ 159-7A(2): a milestone inspection accepted means construction is under way: the
    site log opens itself if the record needs one (site_log.site_log_open_itself)."""
    if kind_spec.stabilization:
        return
    from .site_log import site_log_open_itself

    site_log_open_itself(
        subject=subject,
        at=at,
        acting_user=acting_user,
        why=f"the milestone inspection {kind_spec.citation} ({kind_spec.name}) was accepted",
    )


def _recorded(request: InspectionRequest, actor, subject) -> None:
    kind = request.kind_spec
    if request.state == InspectionRequest.State.ACCEPTED:
        summary = (
            f"Inspection requested ({kind.citation}: {kind.name}) for "
            f"{when(request.proposed_for)}; accepted as {request.inspection.reference}."
        )
        notify(
            event_key=f"inspections.request.{request.reference}",
            recipients=schedulers(),
            subject=f"Inspection requested: {request.subject_label}",
            body=f"{summary}\nAssign an inspector and a time.",
            url=request.inspection.get_absolute_url(),
        )
    else:
        reasons = []
        if request.short_notice:
            reasons.append(
                f"less than 48 hours' notice (the earliest allowed time was "
                f"{when(request.earliest_allowed)})"
            )
        reasons.extend(request.refusals)
        summary = (
            f"Inspection request {request.reference} ({kind.citation}: {kind.name}) for "
            f"{when(request.proposed_for)} refused: " + " ".join(reasons)
        )
    record(subject=subject, actor=actor, action="inspections.requested", summary=summary)


@transaction.atomic
def request_accept_late(*, acting_user, request: InspectionRequest, reason: str):
    """Staff accept a request refused only for short notice (§ 159-8A(1)), with the
    reason recorded. Holds, stop-work orders and § 159-5D are checked again now: a
    late acceptance never overrides them."""
    require_perm(acting_user, SCHEDULE, "Only the SMO or an inspector accepts a late request.")
    request = InspectionRequest.objects.select_for_update().get(pk=request.pk)
    if request.state != InspectionRequest.State.REFUSED or not request.short_notice:
        raise ValidationError("Only a request refused for short notice can be accepted late.")
    reason = (reason or "").strip()
    if not reason:
        raise ValidationError({"reason": "Give the reason for accepting the short notice."})
    subject = request.subject
    refusals = refusals_now(subject, request.kind_spec)
    if refusals:
        raise ValidationError({"reason": " ".join(refusals)})
    request.state = InspectionRequest.State.ACCEPTED
    request.refusals = []
    request.late_reason = reason
    request.late_accepted_by = acting_user
    request.late_accepted_at = timezone.now()
    request.inspection = inspection_create(
        acting_user=acting_user,
        subject=subject,
        kind=request.kind,
        created_by=request.requested_by,
    )
    _site_log_begins(subject, request.kind_spec, request.late_accepted_at, acting_user)
    request._history_user = acting_user
    request.save()
    record(
        subject=subject,
        actor=acting_user,
        action="inspections.request_accepted_late",
        summary=f"Request {request.reference} accepted despite short notice "
        f"({cite('swm.construction_inspection')}): {reason}",
    )
    return request


def withdraw_refusal(request: InspectionRequest) -> str:
    """Why ``request`` can no longer be withdrawn, or "" while it can: only before the
    Town acted on it (§ 159-8A(1) makes the Town schedule the inspection: once it has
    given an inspector or a time, or the inspection began, the request is the Town's to
    change, by telephone or in writing to the SMO)."""
    if request.state == InspectionRequest.State.WITHDRAWN:
        return f"Request {request.reference} is already withdrawn."
    inspection = request.inspection
    if inspection is not None and (
        inspection.state != inspection.State.SCHEDULED
        or inspection.inspector_id is not None
        or inspection.scheduled_for is not None
    ):
        return (
            f"The Town has already acted on request {request.reference}: inspection "
            f"{inspection.reference} is {_acted(inspection)}. It can no longer be withdrawn "
            "here; ask the Stormwater Management Officer to change or cancel it."
        )
    return ""


def _acted(inspection) -> str:
    if inspection.state != inspection.State.SCHEDULED:
        return inspection.get_state_display().lower()
    if inspection.scheduled_for is not None:
        return f"scheduled for {when(inspection.scheduled_for)}"
    return "assigned to an inspector"


@transaction.atomic
def request_withdraw(*, acting_user, request: InspectionRequest, reason: str = ""):
    """The applicant withdraws a mistyped request before the Town acts on it (issue 22,
    item 6). It is kept, withdrawn, with who and when (and in its history), never
    deleted; an accepted request's inspection, not yet scheduled, is cancelled and the
    schedulers are told. Refused once the Town has given it an inspector or a time."""
    request = InspectionRequest.objects.select_for_update().get(pk=request.pk)
    subject = request.subject
    spec = subjects.of(subject)
    require(
        spec.is_applicant(acting_user, subject),
        "Only the project's applicant withdraws its inspection requests.",
        PermissionDenied,
    )
    if request.inspection_id is not None:
        # Locked before it is read: a scheduler assigning it at the same moment waits.
        request.inspection = Inspection.objects.select_for_update().get(pk=request.inspection_id)
    refusal = withdraw_refusal(request)
    if refusal:
        raise ValidationError(refusal)
    now = timezone.now()
    inspection = request.inspection
    if inspection is not None:
        inspection.cancel()
        inspection._history_user = acting_user
        inspection.save()
    request.state = InspectionRequest.State.WITHDRAWN
    request.withdrawn_by = acting_user
    request.withdrawn_at = now
    request.withdrawn_reason = (reason or "").strip()
    request._history_user = acting_user
    request._change_reason = "withdrawn by the applicant"
    request.save()
    kind = request.kind_spec
    summary = (
        f"Inspection request {request.reference} ({kind.citation}: {kind.name}) for "
        f"{when(request.proposed_for)} withdrawn by the applicant"
        + (f"; inspection {inspection.reference} cancelled" if inspection else "")
        + (f": {request.withdrawn_reason}" if request.withdrawn_reason else ".")
    )
    record(
        inspection=inspection,
        subject=subject,
        actor=acting_user,
        action="inspections.request_withdrawn",
        summary=summary,
    )
    if inspection is not None:
        notify(
            event_key=f"inspections.request_withdrawn.{request.reference}",
            recipients=schedulers(),
            subject=f"Inspection request withdrawn: {request.subject_label}",
            body=f"{summary}\nNothing is left to schedule for it.",
            url=reverse("inspections:request_detail", args=[request.reference]),
        )
    return request
