"""The periodic sweep: marks clocks that ran out and issues reminders, each exactly once.

Everything it needs is in PostgreSQL: it never relies on a queued ETA task, so a worker
killed mid-sweep or a Redis that lost every key changes nothing but timing: the next
sweep (every five minutes, from beat) picks up where the last one stopped.

Exactly once:
- rows are claimed in small batches with SELECT ... FOR UPDATE SKIP LOCKED, each batch
  in its own transaction: two sweeps at once work on different rows, and a killed
  sweep loses only its uncommitted batch;
- a ``Reminder`` row is unique per (deadline, kind, due moment) and its notifications
  are written in the same transaction, so a reminder and its messages exist once or
  not at all.

Its cost follows the clocks falling due, not the clocks open (issue 25, bench/sweep.py):
over 1,000,000 open clocks it took 412 ms, over 10,000 381 ms, with the same 60 falling
due (before the reminder window was bounded on due_at too: 4,570 ms, the 7-day claim
reading every later clock, "Rows Removed by Filter: 999954"). EXPLAIN ANALYZE of the
two claims at 1,000,000 open clocks (bench/results/sweep.md):

    -- missed
    Limit (actual rows=20 loops=1)
      ->  LockRows (actual rows=20 loops=1)
            ->  Index Scan using deadline_unresolved_due_idx on deadlines_deadline
                  Index Cond: (due_at < now)
                  Filter: ((status)::text = 'open'::text)
    Execution Time: 0.079 ms
    -- 7-day reminders
    Limit (actual rows=26 loops=1)
      ->  LockRows (actual rows=26 loops=1)
            ->  Nested Loop Anti Join (actual rows=26 loops=1)
                  ->  Index Scan using deadline_unresolved_due_idx on deadlines_deadline
                        Index Cond: ((due_at >= now) AND (due_at < the window's end))
                        Filter: (due_date and status and rule_code, as below)
                        Rows Removed by Filter: 14
                  ->  Materialize ->  Seq Scan on deadlines_reminder u0
    Execution Time: 0.096 ms
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ, combine_town
from lockport_sw.calendar.words import long_date
from lockport_sw.notifications.services import notify

from . import catalogue
from .models import Deadline, Reminder, SweepHeartbeat

log = logging.getLogger(__name__)
Status = Deadline.Status

HEARTBEAT = "deadlines.sweep"
# Windows open to a party (appeals) get no reminders: they are not a duty.
WINDOW_RULES = list(catalogue.WINDOW_CODES)
# Minimums (row 22, § 159-8B(1): "not less than one year") are never missed, reminded
# or escalated: the due day is the earliest day the act may be done, not a deadline.
MINIMUM_RULES = list(catalogue.MINIMUM_CODES)
ESCALATION = "escalation"


@dataclass
class SweepResult:
    missed: int = 0
    reminders: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {"missed": self.missed, "reminders": self.reminders}


def lead_days() -> list[int]:
    """Reminder lead times in days before the due date, e.g. [7, 2, 0] (0: the due day)."""
    return sorted(set(settings.DEADLINE_REMINDER_LEAD_DAYS), reverse=True)


@dataclass(frozen=True)
class LeadGroup:
    """Clocks reminded at the same leads: the default leads for every rule that sets none
    (``exclude``: the rules that do), or a rule's own ``reminder_days`` (``only``)."""

    leads: tuple[int, ...]
    only: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()


def lead_groups() -> list[LeadGroup]:
    own: dict[tuple[int, ...], list[str]] = {}
    for rule in catalogue.RULES:
        if rule.reminder_days:
            leads = tuple(sorted(set(rule.reminder_days), reverse=True))
            own.setdefault(leads, []).append(rule.code)
    custom = tuple(code for codes in own.values() for code in codes)
    groups = [LeadGroup(tuple(lead_days()), exclude=custom)]
    groups += [LeadGroup(leads, only=tuple(codes)) for leads, codes in own.items()]
    return groups


def run(*, now: datetime | None = None, batch_size: int = 100) -> SweepResult:
    now = now or timezone.now()
    SweepHeartbeat.objects.update_or_create(name=HEARTBEAT, defaults={"last_started_at": now})
    result = SweepResult()
    result.missed = _mark_missed(now, batch_size)
    for group in lead_groups():
        for days in group.leads:
            key = f"lead:{days}d"
            done = _remind(now, days, batch_size, group)
            if done or not group.only or key in result.reminders:
                # A rule's own lead shows in the result once it reminds something.
                result.reminders[key] = result.reminders.get(key, 0) + done
    SweepHeartbeat.objects.update_or_create(
        name=HEARTBEAT,
        defaults={"last_finished_at": timezone.now(), "last_result": result.as_dict()},
    )
    log.info("Deadline sweep: %s", result.as_dict())
    return result


def _mark_missed(now: datetime, batch_size: int) -> int:
    done = 0
    while True:
        with transaction.atomic():
            batch = list(
                Deadline.objects.select_for_update(skip_locked=True)
                .filter(status=Status.OPEN, due_at__lt=now)
                .exclude(rule_code__in=MINIMUM_RULES)
                .order_by("due_at", "pk")[:batch_size]
            )
            for deadline in batch:
                deadline._miss()
                deadline.missed_at = now
                deadline._change_reason = "Due moment passed (sweep)"
                deadline.save()
                if not deadline.rule.window:
                    _issue(deadline, ESCALATION)
            done += len(batch)
        if len(batch) < batch_size:
            return done


def _window(now: datetime, days: int, leads: tuple[int, ...] | None = None) -> Q:
    """Open clocks due within ``days`` days (by the Town's dates), and not yet within the
    next shorter lead: with leads 7, 2, 0 a clock due in 5 days gets the 7-day
    reminder, one due in 2 days or 1 day the 2-day one, one due today the due-day one."""
    today = now.astimezone(TOWN_TZ).date()
    last_day = today + timedelta(days=days)
    # The same clocks, bounded on due_at too (due_date is due_at's date in the Town, so
    # due_date <= last_day is due_at before the next midnight there): the index scan
    # stops at the window's end instead of reading every later clock (issue 25, below).
    window = Q(
        due_at__gte=now,
        due_at__lt=combine_town(last_day + timedelta(days=1), time.min),
        due_date__lte=last_day,
    )
    shorter = [d for d in (leads or lead_days()) if d < days]
    if shorter:
        window &= Q(due_date__gt=today + timedelta(days=max(shorter)))
    return window


def _remind(now: datetime, days: int, batch_size: int, group: LeadGroup | None = None) -> int:
    group = group or LeadGroup(tuple(lead_days()))
    kind = f"lead:{days}d"
    rules = Q(rule_code__in=group.only) if group.only else Q()
    already = Reminder.objects.filter(deadline=OuterRef("pk"), kind=kind, due_at=OuterRef("due_at"))
    done = 0
    after = Q()
    while True:
        with transaction.atomic():
            batch = list(
                Deadline.objects.select_for_update(skip_locked=True)
                .filter(_window(now, days, group.leads), rules, after, status=Status.OPEN)
                .exclude(rule_code__in=[*WINDOW_RULES, *MINIMUM_RULES, *group.exclude])
                .exclude(Exists(already))
                .order_by("due_at", "pk")[:batch_size]
            )
            for deadline in batch:
                if _issue(deadline, kind):
                    done += 1
        if len(batch) < batch_size:
            return done
        # Go on after the last clock claimed, in (due_at, pk) order: each clock is looked
        # at once per sweep, so the sweep ends even when a claimed clock stays in the
        # filter above (its reminder could not be recorded). Without this, such a batch
        # was claimed again and again for ever (issue 13). Exactly once is unchanged: the
        # reminder's uniqueness still decides, and the next sweep looks again.
        last = batch[-1]
        after = Q(due_at__gt=last.due_at) | Q(due_at=last.due_at, pk__gt=last.pk)


def _issue(deadline: Deadline, kind: str) -> bool:
    """Record the reminder and queue its messages; False if it already existed."""
    try:
        with transaction.atomic():
            Reminder.objects.create(deadline=deadline, kind=kind, due_at=deadline.due_at)
    except IntegrityError:
        return False  # another sweep issued it first
    recipients = _recipients(deadline, escalate=(kind == ESCALATION))
    subject, body = _message(deadline, kind)
    notify(
        event_key=f"deadline:{deadline.pk}:{kind}:{deadline.due_at:%Y%m%dT%H%M}",
        recipients=recipients,
        subject=subject,
        body=body,
        # The case or project the clock is about, where the act is done; the clock's own
        # page only for a record that has no page.
        url=deadline.subject_url() or deadline.get_absolute_url(),
    )
    return True


def _recipients(deadline: Deadline, *, escalate: bool) -> list[User]:
    people: dict[int, User] = {}
    if deadline.responsible_user and deadline.responsible_user.is_active:
        people[deadline.responsible_user.pk] = deadline.responsible_user
    roles = set()
    if deadline.responsible_role and not deadline.responsible_user:
        roles.add(deadline.responsible_role)
    if deadline.rule.worked_by:
        roles.add(deadline.rule.worked_by)  # § 158-12: the Clerk works the Board's clock
    if escalate:
        roles.add(Role.SMO)  # a missed clock is escalated to the SMO
    roles.discard(Role.APPLICANT)  # applicants are reached only as the responsible user
    if roles:
        for user in User.objects.filter(groups__name__in=roles, is_active=True).distinct():
            people[user.pk] = user
    return list(people.values())


def _message(deadline: Deadline, kind: str) -> tuple[str, str]:
    rule = deadline.rule
    due = deadline.due_at.astimezone(TOWN_TZ)
    when = f"{long_date(due, weekday=True)}"
    if rule.unit == catalogue.Unit.HOURS:
        when += f" at {due:%I:%M %p}".replace(" 0", " ")
    if kind == ESCALATION:
        subject = f"Missed: {rule.title} ({deadline.subject_label})"
        lead = f"The clock of {rule.citation} ran out on {when}."
    else:
        left = deadline.days_left or 0
        span = "today" if left <= 0 else f"in {left} day{'s' if left != 1 else ''}"
        subject = f"Due {span}: {rule.title} ({deadline.subject_label})"
        lead = f"Due {span}, by the end of {when}, under {rule.citation}."
    body = "\n".join(
        [
            lead,
            f"Case: {deadline.subject_label}",
            f"Who must act: {rule.who_acts}.",
            "",
            "How the date was counted:",
            *deadline.reasoning,
        ]
    )
    return subject, body


def heartbeat() -> SweepHeartbeat | None:
    return SweepHeartbeat.objects.filter(name=HEARTBEAT).first()
