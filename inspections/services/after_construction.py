"""After construction (§ 159-8A(2), (3)): as-built plans certified by a professional
engineer, final acceptance, the inventory of stormwater management practices, their
routine, random and complaint-based inspections, and maintenance-required notices."""

from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from enforcement.letters import signer
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.core import versions
from lockport_sw.documents.services import document_issue, upload_store
from lockport_sw.jurisdiction.registry import cite

from .. import subjects
from ..events import final_acceptance_recorded
from ..kinds import get as get_kind
from ..models import (
    AsBuiltPlan,
    FinalAcceptance,
    Inspection,
    MaintenanceNotice,
    Practice,
    PracticeInspection,
)
from ..models.inspections import OPEN_STATES
from ._common import (
    ACCEPT,
    MAINTENANCE_NOTICE,
    SCHEDULE,
    inspection_create,
    long_date,
    record,
    require,
    require_perm,
    subject_parts,
    town_today,
)
from .site_log import site_log_close

# The kinds Chapter 159 registers for a practice's inspections (swppp/inspection_kinds.py).
KIND_BY_BASIS = {
    PracticeInspection.Basis.ROUTINE: "159-smp-routine",
    PracticeInspection.Basis.RANDOM: "159-smp-random",
    PracticeInspection.Basis.COMPLAINT: "159-smp-complaint",
}
NOTICE_KIND = "MAINT"

# Nothing outside the chapter holds final acceptance: an unpaid fee is owed, shown and
# reminded (money/), never a condition of an act of Chapter 159 (issue 46, item 7).


# --- § 159-8A(2): as-built plans ---------------------------------------------------------
@transaction.atomic
def as_built_submit(
    *,
    acting_user,
    subject,
    file,
    engineer_name: str,
    engineer_license: str,
    certified_on: date,
    shows_final_design: bool,
) -> AsBuiltPlan:
    """§ 159-8A(2): "submit 'as built' plans for any SMPs located on site after final
    construction is completed. The plan must show the final design specifications for
    all stormwater management facilities and must be certified by a professional
    engineer." The applicant submits them."""
    require(
        subjects.of(subject).is_applicant(acting_user, subject),
        "Only the project's applicant submits as-built plans.",
    )
    errors = {}
    if file is None:
        errors["file"] = "Attach the as-built plans."
    if not (engineer_name or "").strip():
        errors["engineer_name"] = "Name the professional engineer who certified the plans."
    license_number = (engineer_license or "").strip()
    if not (license_number.isdigit() and len(license_number) == 6):
        errors["engineer_license"] = "A New York P.E. license number is six digits."
    if certified_on is None:
        errors["certified_on"] = "Give the date of the engineer's certification."
    elif certified_on > town_today():
        errors["certified_on"] = "It cannot be in the future."
    if not shows_final_design:
        errors["shows_final_design"] = (
            f"{cite('swm.smp_inspection')}: the plan must show the final design specifications "
            "for all stormwater management facilities."
        )
    if errors:
        raise ValidationError(errors)
    try:
        upload = upload_store(acting_user=acting_user, file=file, subject=subject)
    except ValidationError as exc:
        raise ValidationError({"file": exc.messages}) from exc
    plan = AsBuiltPlan(
        document=upload,
        engineer_name=engineer_name.strip(),
        engineer_license=license_number,
        certified_on=certified_on,
        shows_final_design=True,
        submitted_by=acting_user,
        submitted_at=timezone.now(),
        **subject_parts(subject),
    )
    plan._history_user = acting_user
    plan.save()
    record(subject, acting_user, "inspections.as_built_submitted", f"{plan} submitted.")
    return plan


@transaction.atomic
def as_built_review(*, acting_user, plan: AsBuiltPlan, accept: bool, note: str = "") -> AsBuiltPlan:
    """The SMO accepts the as-built plans or returns them with the reason."""
    require_perm(acting_user, ACCEPT, "Only the SMO accepts as-built plans.")
    plan = AsBuiltPlan.objects.select_for_update().get(pk=plan.pk)
    require(
        plan.state == AsBuiltPlan.State.SUBMITTED,
        "These plans have already been reviewed.",
        ValidationError,
    )
    note = (note or "").strip()
    if not accept and not note:
        raise ValidationError({"note": "Say what must be corrected."})
    plan._accept() if accept else plan._return()
    plan.reviewed_by, plan.reviewed_at, plan.review_note = acting_user, timezone.now(), note
    plan._history_user = acting_user
    plan.save()
    word = "accepted" if accept else "returned for correction"
    record(plan.subject, acting_user, "inspections.as_built_reviewed", f"{plan} {word}.")
    return plan


def final_acceptance_missing(subject) -> list[str]:
    """Everything final acceptance of ``subject`` still waits for, one sentence each:
    its chapter's conditions (``Subject.acceptance_missing``; Chapter 159's, § 159-8A(2):
    the milestones inspected and passed, as-built plans after the final inspection, the
    practices in the inventory, no hold, violation or stop-work order open), and nothing
    else: the chapter adds no condition of money (an unpaid fee is owed and reminded, never
    a hold on final acceptance). Empty when it may be recorded: the page offers the act
    only then, and says what is missing otherwise."""
    return list(subjects.of(subject).acceptance_missing(subject))


@transaction.atomic
def final_acceptance_record(
    *, acting_user, subject, accepted_on: date, note: str = ""
) -> FinalAcceptance:
    """The Town's final acceptance of the completed facilities (§ 159-8A(2)), only once
    nothing is missing (``final_acceptance_missing``), given on the as-built plans
    certified by a professional engineer and accepted."""
    require_perm(acting_user, ACCEPT, "Only the SMO records final acceptance.")
    require(
        not FinalAcceptance.objects.filter(**subject_parts(subject)).exists(),
        "Final acceptance is already recorded.",
        ValidationError,
    )
    if missing := final_acceptance_missing(subject):
        raise ValidationError(missing)
    plan = (
        AsBuiltPlan.objects.filter(state=AsBuiltPlan.State.ACCEPTED, **subject_parts(subject))
        .order_by("-reviewed_at")
        .first()
    )
    require(
        plan is not None,
        f"{cite('swm.smp_inspection')}: final acceptance needs as-built plans certified by a "
        "professional engineer, accepted by the SMO.",
        ValidationError,
    )
    if accepted_on is None or accepted_on > town_today():
        raise ValidationError({"accepted_on": "Give the date of acceptance (not in the future)."})
    if accepted_on < timezone.localtime(plan.reviewed_at, TOWN_TZ).date():
        raise ValidationError({"accepted_on": "It cannot be before the plans were accepted."})
    acceptance = FinalAcceptance.objects.create(
        accepted_on=accepted_on,
        as_built=plan,
        note=(note or "").strip(),
        accepted_by=acting_user,
        **subject_parts(subject),
    )
    record(
        subject,
        acting_user,
        "inspections.final_acceptance",
        f"Final acceptance recorded on {long_date(accepted_on)}.",
    )
    # § 159-7A(2): the site inspections run during construction; they end here.
    site_log_close(
        subject=subject,
        at=timezone.now(),
        acting_user=acting_user,
        why=f"final acceptance on {long_date(accepted_on)} ({cite('swm.smp_inspection')})",
    )
    final_acceptance_recorded.send(
        sender=FinalAcceptance, acceptance=acceptance, subject=subject, acting_user=acting_user
    )
    return acceptance


# --- the inventory and its inspection programs (§ 159-8A(3)) -----------------------------
@transaction.atomic
def practice_save(
    *, acting_user, subject, practice: Practice | None = None, version: str | None = None, **fields
) -> Practice:
    """Add a practice to the inventory, or change it (with its inspection program).
    ``version``: a changed practice's when the page was opened; an older page is refused
    (core/versions.py) and nothing changes."""
    require_perm(acting_user, SCHEDULE, "Only Town stormwater staff keep the inventory.")
    if practice is not None:
        practice = Practice.objects.select_for_update().get(pk=practice.pk)
        versions.require_current(practice, version, acting_user=acting_user)
    code = (fields.get("code") or "").strip()
    if not code:
        raise ValidationError({"code": "Give the practice's label on the plans."})
    clash = Practice.objects.filter(code__iexact=code, **subject_parts(subject))
    if practice is not None:
        clash = clash.exclude(pk=practice.pk)
    if clash.exists():
        raise ValidationError({"code": f"{code} is already in this project's inventory."})
    spec = subjects.of(subject)
    if practice is None:
        practice = Practice(
            parcel=spec.parcel(subject), added_by=acting_user, **subject_parts(subject)
        )
    for name, value in {**fields, "code": code}.items():
        setattr(practice, name, value)
    practice.full_clean(exclude=["subject_type", "subject_id", "parcel", "added_by"])
    practice._history_user = acting_user
    practice.save()
    record(subject, acting_user, "inspections.practice_saved", f"Practice {practice} saved.")
    return practice


def _at_nine(day: date) -> datetime:
    return datetime.combine(day, time(9), tzinfo=TOWN_TZ)


def _schedule(*, acting_user, practice: Practice, basis: str, when: datetime, reason: str = ""):
    inspection = inspection_create(
        acting_user=acting_user,
        kind=KIND_BY_BASIS[basis],
        subject=practice,
        subject_label=f"{practice} · {practice.parcel.street_address}",
        parcel=practice.parcel,
        scheduled_for=when,
    )
    PracticeInspection.objects.create(
        inspection=inspection, practice=practice, basis=basis, reason=reason
    )
    return inspection


def _open_of(practice: Practice, basis: str) -> bool:
    return practice.inspections.filter(
        basis=basis,
        inspection__state__in=OPEN_STATES,
    ).exists()


# What the daily schedule looks ahead: a routine inspection is on the list this long
# before its day, so staff can assign an inspector in time.
ROUTINE_LEAD = timedelta(days=14)


@transaction.atomic
def routine_inspections_schedule(*, acting_user, through: date) -> list[Inspection]:
    """§ 159-8A(3) routine inspections, scheduled now by staff: every practice whose next
    routine inspection falls on or before ``through``."""
    require_perm(acting_user, SCHEDULE, "Only Town stormwater staff schedule inspections.")
    return _routine_due(acting_user=acting_user, through=through)


@transaction.atomic
def routine_inspections_schedule_due() -> list[Inspection]:
    """§ 159-8A(3) routine inspections, by the Town's own schedule (beat runs it every
    hour, so none is missed if staff never ask): those falling due within ROUTINE_LEAD."""
    return _routine_due(acting_user=None, through=town_today() + ROUTINE_LEAD)


def _routine_due(*, acting_user, through: date) -> list[Inspection]:
    """Every practice whose next routine inspection falls on or before ``through`` (and
    has none open) gets one on that day; its next date moves on by its interval
    (calendar months)."""
    calendar = town_calendar()
    made = []
    due = Practice.objects.select_for_update().filter(next_routine_on__lte=through)
    for practice in due.select_related("parcel"):
        if _open_of(practice, PracticeInspection.Basis.ROUTINE):
            continue
        made.append(
            _schedule(
                acting_user=acting_user,
                practice=practice,
                basis=PracticeInspection.Basis.ROUTINE,
                when=_at_nine(practice.next_routine_on),
            )
        )
        practice.next_routine_on = calendar.add_months(
            practice.next_routine_on, practice.routine_every_months, extend=False
        ).value
        practice._history_user = acting_user
        practice.save(update_fields=["next_routine_on"])
    return made


@transaction.atomic
def random_inspections_draw(
    *, acting_user, count: int, on: date, rng: random.Random | None = None
) -> list[Inspection]:
    """§ 159-8A(3) random inspections: ``count`` practices of the random pool, drawn
    without a pattern (a system random source unless a test passes its own)."""
    require_perm(acting_user, SCHEDULE, "Only Town stormwater staff schedule inspections.")
    if count is None or count < 1:
        raise ValidationError({"count": "Draw at least one practice."})
    if on is None or on < town_today():
        raise ValidationError({"on": "Choose today or a later day."})
    pool = list(
        Practice.objects.select_related("parcel")
        .filter(in_random_pool=True)
        .exclude(
            inspections__basis=PracticeInspection.Basis.RANDOM,
            inspections__inspection__state__in=OPEN_STATES,
        )
    )
    require(bool(pool), "No practice is in the random pool.", ValidationError)
    chosen = (rng or random.SystemRandom()).sample(pool, min(count, len(pool)))
    return [
        _schedule(
            acting_user=acting_user,
            practice=p,
            basis=PracticeInspection.Basis.RANDOM,
            when=_at_nine(on),
        )
        for p in sorted(chosen, key=lambda p: p.pk)
    ]


@transaction.atomic
def complaint_inspection_open(
    *, acting_user, practice: Practice, reason: str, scheduled_for: datetime
) -> Inspection:
    """§ 159-8A(3): an inspection "based upon complaints or other notice of possible
    violations"; the complaint is kept with it."""
    require_perm(acting_user, SCHEDULE, "Only Town stormwater staff schedule inspections.")
    if not (reason or "").strip():
        raise ValidationError({"reason": "Say what the complaint or notice was."})
    if scheduled_for is None:
        raise ValidationError({"scheduled_for": "Choose when."})
    return _schedule(
        acting_user=acting_user,
        practice=practice,
        basis=PracticeInspection.Basis.COMPLAINT,
        when=scheduled_for,
        reason=reason.strip(),
    )


# --- maintenance-required notices --------------------------------------------------------
@transaction.atomic
def maintenance_notice_issue(
    *,
    acting_user,
    practice: Practice,
    work_required: str,
    complete_by: date,
    inspection: Inspection | None = None,
) -> MaintenanceNotice:
    """A maintenance-required notice to the practice's owner (§ 159-7C: the owner or
    operator "shall ensure they are operated and maintained"; found on an inspection
    under § 159-8A(3)). A letter (MAINT-…)."""
    require_perm(acting_user, MAINTENANCE_NOTICE, "Only the SMO issues maintenance notices.")
    errors = {}
    if not (work_required or "").strip():
        errors["work_required"] = "Say what maintenance is required."
    if complete_by is None or complete_by <= town_today():
        errors["complete_by"] = "Give a date after today."
    if inspection is not None:
        # The record as it stands now (a caller may hold it from before its completion).
        inspection = Inspection.objects.get(pk=inspection.pk)
        if inspection.subject_id != practice.pk:
            errors["inspection"] = "That inspection is of another practice."
        elif inspection.state != Inspection.State.COMPLETED:
            errors["inspection"] = "Cite a completed inspection: its findings go in the notice."
    if errors:
        raise ValidationError(errors)
    spec = subjects.of(practice.subject)
    issued_at = timezone.now()
    practice = Practice.objects.select_related("owner", "parcel").get(pk=practice.pk)
    document = document_issue(
        acting_user=acting_user,
        kind=NOTICE_KIND,
        template_name="pdf/inspections/maintenance_notice.html",
        context={
            "practice": practice,
            "parcel": practice.parcel,
            "owner": practice.owner,
            "project_label": spec.label(practice.subject),
            "inspection": inspection,
            "findings": list(inspection.findings.all()) if inspection else [],
            "kind": inspection.kind_spec if inspection else None,
            "work_required": work_required.strip(),
            "complete_by": complete_by,
            "instruments": spec.maintenance(practice.subject),
            "signer": signer(acting_user),
        },
        subject=practice,
        title="Notice: maintenance of a stormwater management practice required",
        citations=[
            cite("swm.maintenance_after_construction"),
            cite("swm.post_completion_inspection"),
        ],
        issued_at=issued_at,
    )
    notice = MaintenanceNotice.objects.create(
        practice=practice,
        inspection=inspection,
        addressee=practice.owner,
        work_required=work_required.strip(),
        complete_by=complete_by,
        document=document,
        issued_by=acting_user,
        issued_at=issued_at,
    )
    record(
        practice,
        acting_user,
        "inspections.maintenance_notice",
        f"Maintenance notice {document.number} to {practice.owner.name}, "
        f"work by {long_date(complete_by)}.",
    )
    return notice


def kind_of(basis: str):
    return get_kind(KIND_BY_BASIS[basis])
