"""Every change to a clock. Called inside the caller's transaction (atomic savepoints).

Opening a clock counts its due moment from the rule catalogue and the Town calendar
(GCL §§ 20, 24, 25-a and Town closures) and keeps the reasoning on the row; pausing
keeps the time remaining; entering or removing a Town closure or a proclaimed public
holiday recounts every open clock it affects and records why on each
(django-simple-history change reason).
"""

from __future__ import annotations

from datetime import date, datetime, time

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ, Counted, NYCalendar
from lockport_sw.calendar.holidays import holiday_name
from lockport_sw.calendar.models import OfficeClosure, ProclaimedHoliday
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions

from . import catalogue
from .catalogue import Unit
from .models import Deadline, PolicySetting

Status = Deadline.Status


def end_of_day(day: date) -> datetime:
    """The last moment of a day in the Town (an act is on time until midnight)."""
    return datetime.combine(day, time.max, tzinfo=TOWN_TZ)


def _due_moment(counted: Counted) -> datetime:
    value = counted.value
    return value if isinstance(value, datetime) else end_of_day(value)


def date_set_warning(day: date | None, *, calendar: NYCalendar | None = None) -> str | None:
    """Why a date the Town is about to set in a notice ("to be completed by ...") is a
    poor choice, or None. A date the Town sets is that date: GCL § 25-a does not extend
    it to the next business day, so a notice should not set a Saturday, Sunday or public
    holiday (statute README, "How time is counted"). A warning, not a refusal: the date
    stands if the SMO keeps it."""
    if day is None:
        return None
    calendar = calendar or town_calendar()
    reasons = []
    if day.weekday() in (5, 6):
        reasons.append(f"a {day:%A}")
    if name := calendar.holiday_name(day):
        reasons.append(f"a public holiday, {name}")
    if not reasons:
        return None
    return (
        f"{long_date(day, weekday=True)} is {' and '.join(reasons)}. A date set in a "
        "notice is that date: it is not moved to the next business day (GCL § 25-a does "
        "not apply to it). Choose a business day, or keep this date if the work can be "
        "done then."
    )


def effective_period(rule: catalogue.Rule) -> int | None:
    """The period in force for a rule: the Town's policy setting, else the catalogue's."""
    if rule.policy:
        setting = PolicySetting.objects.filter(rule_code=rule.code).first()
        if setting is not None:
            return setting.period
    return rule.period


def _count(deadline: Deadline, calendar: NYCalendar) -> Counted:
    return catalogue.count(
        calendar,
        Unit(deadline.count_unit),
        deadline.count_from,
        deadline.count_period,
        extends=deadline.rule.extends,
        closures_extend=deadline.rule.closures_extend,
    )


def _apply(deadline: Deadline, counted: Counted) -> None:
    deadline.due_at = _due_moment(counted)
    deadline.due_date = deadline.due_at.astimezone(TOWN_TZ).date()
    deadline.reasoning = list(counted.steps)


def _save(deadline: Deadline, reason: str, acting_user=None) -> None:
    deadline._change_reason = reason[:100]
    if acting_user is not None and acting_user.is_authenticated:
        deadline._history_user = acting_user
    deadline.save()


@transaction.atomic
def deadline_open(
    *,
    rule: str,
    subject,
    subject_label: str,
    starts_at: datetime,
    responsible_user=None,
    responsible_role: str | None = None,
    due_date: date | None = None,
    acting_user=None,
    calendar: NYCalendar | None = None,
    due_at: datetime | None = None,
) -> Deadline:
    """Start the clock of ``rule`` for ``subject`` at the moment ``starts_at``. A rule whose
    date is set by an order takes ``due_date`` (due at the end of that day) or ``due_at``
    (a moment the approval sets: due at that moment)."""
    deadline = deadline_build(
        rule=rule,
        subject=subject,
        subject_label=subject_label,
        starts_at=starts_at,
        responsible_user=responsible_user,
        responsible_role=responsible_role,
        due_date=due_date,
        calendar=calendar,
        due_at=due_at,
    )
    _save(deadline, f"Opened under {deadline.rule.citation}", acting_user)
    return deadline


def deadline_build(
    *,
    rule: str,
    subject,
    subject_label: str,
    starts_at: datetime,
    responsible_user=None,
    responsible_role: str | None = None,
    due_date: date | None = None,
    calendar: NYCalendar | None = None,
    due_at: datetime | None = None,
) -> Deadline:
    """The clock ``deadline_open`` starts, counted but not saved: ``deadline_open`` saves
    it; ``manage.py seed_scale`` inserts many at once (``bulk_create``)."""
    the_rule = catalogue.get(rule)
    if the_rule.kind != catalogue.Kind.CLOCK:
        raise ValueError(f"{rule} is not a clock ({the_rule.kind.label}).")
    if timezone.is_naive(starts_at):
        raise ValueError("starts_at must be an aware datetime.")
    unit, period = the_rule.counting_basis(
        starts_at, period=effective_period(the_rule), due_date=due_date, due_at=due_at
    )
    deadline = Deadline(
        rule_code=the_rule.code,
        subject_type=ContentType.objects.get_for_model(subject),
        subject_id=subject.pk,
        subject_label=subject_label[:200],
        starts_at=starts_at,
        count_from=starts_at,
        count_unit=unit,
        count_period=period,
        responsible_user=responsible_user,
        responsible_role=responsible_role or the_rule.responsible_role or "",
    )
    _apply(deadline, _count(deadline, calendar or town_calendar()))
    return deadline


@transaction.atomic
def deadline_meet(
    *, deadline: Deadline, at: datetime | None = None, note: str = "", acting_user=None
) -> Deadline:
    """The act was done (on time, or late if the clock had already run out)."""
    deadline = _locked(deadline)
    if deadline.status == Status.PAUSED:
        _resume_counting(deadline, at or timezone.now())
    deadline._meet()
    deadline.met_at = at or timezone.now()
    deadline.met_note = note[:300]
    late = " (late)" if deadline.met_at > deadline.due_at else ""
    _save(deadline, f"Met{late}", acting_user)
    return deadline


@transaction.atomic
def deadline_waive(*, deadline: Deadline, reason: str, acting_user) -> Deadline:
    """Only the SMO waives a clock, and only with a written reason."""
    if not acting_user.has_perm("deadlines.change_deadline"):
        raise PermissionDenied("Only the Stormwater Management Officer waives a clock.")
    reason = (reason or "").strip()
    if not reason:
        raise ValidationError({"reason": "Give the reason for waiving this clock."})
    deadline = _locked(deadline)
    if deadline.status not in (Status.OPEN, Status.MISSED):
        raise ValidationError(f"A {deadline.get_status_display().lower()} clock cannot be waived.")
    deadline._waive()
    deadline.waived_at = timezone.now()
    deadline.waived_reason = reason
    _save(deadline, "Waived", acting_user)
    return deadline


@transaction.atomic
def deadline_withdraw(*, deadline: Deadline, reason: str, acting_user=None) -> Deadline:
    """The act the clock was for no longer has to be done: the notice that started it
    was superseded or reversed, or a later event replaced it. Recorded as waived, with
    the reason. Called by the service of that event, which checked its own permission
    (unlike ``deadline_waive``, the SMO's discretionary waiver)."""
    reason = (reason or "").strip()
    if not reason:
        raise ValueError("A withdrawn clock records why.")
    deadline = _locked(deadline)
    if deadline.status == Status.PAUSED:
        _resume_counting(deadline, timezone.now())
        deadline._resume()
    if deadline.status not in (Status.OPEN, Status.MISSED):
        raise ValidationError(
            f"A {deadline.get_status_display().lower()} clock cannot be withdrawn."
        )
    deadline._waive()
    deadline.waived_at = timezone.now()
    deadline.waived_reason = reason
    _save(deadline, f"Withdrawn: {reason}", acting_user)
    return deadline


def _remaining(deadline: Deadline, at: datetime, calendar: NYCalendar) -> int:
    unit = Unit(deadline.count_unit)
    if unit in (Unit.HOURS, Unit.SECONDS):
        return max(int((deadline.due_at - at).total_seconds()), 0)
    today = at.astimezone(TOWN_TZ).date()
    if unit == Unit.BUSINESS_DAYS:
        days, day = 0, today
        while day < deadline.due_date:
            day = calendar.next_business_day(day)
            days += 1
        return days
    return max((deadline.due_date - today).days, 0)


@transaction.atomic
def deadline_pause(
    *, deadline: Deadline, reason: str, at: datetime | None = None, acting_user=None
) -> Deadline:
    """Stop the clock (a cure period during an appeal), keeping the time remaining."""
    at = at or timezone.now()
    deadline = _locked(deadline)
    if deadline.status != Status.OPEN:
        raise ValidationError(f"A {deadline.get_status_display().lower()} clock cannot be paused.")
    deadline.paused_remaining = _remaining(deadline, at, town_calendar())
    deadline._pause()
    deadline.paused_at = at
    deadline.pause_reason = reason[:300]
    _save(deadline, f"Paused: {reason}", acting_user)
    return deadline


# What a paused clock's remainder is kept in, by the unit it was counting.
_REMAINDER_UNIT = {
    Unit.HOURS: Unit.SECONDS,
    Unit.SECONDS: Unit.SECONDS,
    Unit.BUSINESS_DAYS: Unit.BUSINESS_DAYS,
}


def _resume_counting(deadline: Deadline, at: datetime) -> None:
    unit = Unit(deadline.count_unit)
    deadline.count_from = at
    deadline.count_unit = _REMAINDER_UNIT.get(unit, Unit.CALENDAR_DAYS)
    deadline.count_period = deadline.paused_remaining
    _apply(deadline, _count(deadline, town_calendar()))
    deadline.paused_remaining = None
    deadline.paused_at = None


@transaction.atomic
def deadline_resume(
    *, deadline: Deadline, at: datetime | None = None, acting_user=None
) -> Deadline:
    """Restart a paused clock with the time it had left when it was paused."""
    deadline = _locked(deadline)
    if deadline.status != Status.PAUSED:
        raise ValidationError("Only a paused clock can be resumed.")
    _resume_counting(deadline, at or timezone.now())
    deadline._resume()
    _save(deadline, "Resumed", acting_user)
    return deadline


@transaction.atomic
def recount_open(*, deadlines, reason: str, acting_user=None) -> list[Deadline]:
    """Recount open clocks (the calendar changed); record the change on each that moves."""
    calendar = town_calendar()
    changed = []
    for deadline in deadlines.select_for_update().filter(status=Status.OPEN):
        before, before_reasoning = deadline.due_at, deadline.reasoning
        _apply(deadline, _count(deadline, calendar))
        if deadline.due_at != before:
            old = before.astimezone(TOWN_TZ)
            _save(deadline, f"{reason}: due moved from {long_date(old)}", acting_user)
            changed.append(deadline)
        elif deadline.reasoning != before_reasoning:
            # The count now says why the change did not move it (a closure never extends
            # a duty of the Town itself): keep that reasoning with the clock.
            _save(deadline, f"{reason}: due not moved", acting_user)
    return changed


def _affected_by(day: date):
    """Open clocks whose count runs over ``day``: counted from before its end and due
    on or after its start. Recounting an unaffected clock changes nothing."""
    return Deadline.objects.filter(
        status=Status.OPEN,
        count_from__lt=end_of_day(day),
        due_at__gte=datetime.combine(day, time.min, tzinfo=TOWN_TZ),
    )


@transaction.atomic
def closure_add(*, acting_user, day: date, reason: str) -> OfficeClosure:
    """The Town closes its offices on ``day``: a non-business day for every clock."""
    if not acting_user.has_perm("calendar.add_officeclosure"):
        raise PermissionDenied("Only the Stormwater Management Officer enters closures.")
    reason = (reason or "").strip()
    if not reason:
        raise ValidationError({"reason": "Say why the offices are closed."})
    if OfficeClosure.objects.filter(date=day).exists():
        raise ValidationError({"day": f"The offices are already recorded as closed on {day}."})
    closure = OfficeClosure(date=day, reason=reason, created_by=acting_user)
    closure._history_user = acting_user
    closure.save()
    recount_open(
        deadlines=_affected_by(day),
        reason=f"Town offices closed {long_date(day)} ({reason})"[:80],
        acting_user=acting_user,
    )
    return closure


@transaction.atomic
def closure_remove(*, acting_user, closure: OfficeClosure) -> None:
    if not acting_user.has_perm("calendar.delete_officeclosure"):
        raise PermissionDenied("Only the Stormwater Management Officer removes closures.")
    day = closure.date
    closure._history_user = acting_user
    closure.delete()
    recount_open(
        deadlines=_affected_by(day),
        reason=f"Closure of {long_date(day)} removed",
        acting_user=acting_user,
    )


@transaction.atomic
def proclaimed_holiday_add(
    *, acting_user, day: date, name: str, proclaimed_by: str, proclamation: str
) -> ProclaimedHoliday:
    """GCL § 24: the President or the Governor proclaimed ``day`` a public holiday. It
    counts like the holidays § 24 names, for every clock (the Town's own duties too,
    unlike an office closure); every open clock whose count runs over it is recounted."""
    if not acting_user.has_perm("calendar.add_proclaimedholiday"):
        raise PermissionDenied("Only the Stormwater Management Officer enters proclaimed holidays.")
    name, proclamation = (name or "").strip(), (proclamation or "").strip()
    errors = {}
    if not name:
        errors["name"] = "Name the holiday, as the proclamation does."
    if proclaimed_by not in ProclaimedHoliday.By.values:
        errors["proclaimed_by"] = "Say who proclaimed it: the President or the Governor."
    if not proclamation:
        errors["proclamation"] = "Give the proclamation (its number or title, and its date)."
    if day is not None and (statutory := holiday_name(day)):
        errors["day"] = f"{long_date(day)} is already a public holiday: {statutory}."
    elif day is not None and ProclaimedHoliday.objects.filter(date=day).exists():
        errors["day"] = f"A proclaimed holiday is already entered on {long_date(day)}."
    if errors:
        raise ValidationError(errors)
    holiday = ProclaimedHoliday(
        date=day,
        name=name,
        proclaimed_by=proclaimed_by,
        proclamation=proclamation,
        created_by=acting_user,
    )
    holiday._history_user = acting_user
    holiday.save()
    recount_open(
        deadlines=_affected_by(day),
        reason=f"Public holiday proclaimed {long_date(day)} ({name})"[:80],
        acting_user=acting_user,
    )
    return holiday


@transaction.atomic
def proclaimed_holiday_remove(*, acting_user, holiday: ProclaimedHoliday) -> None:
    """A proclaimed holiday entered by mistake is removed (its history is kept); the
    clocks it moved are recounted."""
    if not acting_user.has_perm("calendar.delete_proclaimedholiday"):
        raise PermissionDenied(
            "Only the Stormwater Management Officer removes proclaimed holidays."
        )
    day = holiday.date
    holiday._history_user = acting_user
    holiday.delete()
    recount_open(
        deadlines=_affected_by(day),
        reason=f"Proclaimed holiday of {long_date(day)} removed",
        acting_user=acting_user,
    )


def policy_history(rule_code: str):
    """A policy period's versions (the row may not exist yet: the rule's own period)."""
    return PolicySetting.history.filter(rule_code=rule_code)


@transaction.atomic
def policy_set(
    *, acting_user, rule_code: str, period: int, version: str | None = None
) -> PolicySetting:
    """Change the Town's period for a policy rule. Clocks already running keep theirs
    (the notice that started them stated it); new clocks use the new one. ``version``:
    the policy's when the page was opened (core/versions.py: ``policy_version``)."""
    if not acting_user.has_perm("deadlines.change_policysetting"):
        raise PermissionDenied("Only the Stormwater Management Officer sets policy periods.")
    rule = catalogue.get(rule_code)
    if not rule.policy:
        raise ValidationError({"rule_code": f"{rule.citation} fixes its own period."})
    if period < 1 or period > 365:
        raise ValidationError({"period": "Enter a period between 1 and 365."})
    PolicySetting.objects.select_for_update().filter(rule_code=rule_code).first()
    versions.require_current(policy_history(rule_code), version, acting_user=acting_user)
    setting, _ = PolicySetting.objects.select_for_update().get_or_create(
        rule_code=rule_code, defaults={"period": period}
    )
    setting.period = period
    setting._history_user = acting_user
    setting.save()
    return setting


def _locked(deadline: Deadline) -> Deadline:
    return Deadline.objects.select_for_update().get(pk=deadline.pk)
