"""Every running clock of both chapters is a ``Deadline`` row.

A deadline is opened in the same transaction as the event that starts it, by
``services.deadline_open``; its state changes only through the transitions below
(django-fsm-2 protects the field), each called by one service function.

State diagram (docs/architecture.md):

    open ──meet──> met
    open ──sweep: due passed──> missed ──meet (late)──> met
    open/missed ──waive (reason)──> waived
    open ──pause──> paused ──resume──> open
"""

from __future__ import annotations

from typing import NamedTuple

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.words import short_date
from lockport_sw.core.fields import StateField

from . import catalogue


class ShownState(NamedTuple):
    """A clock's state on a page: in a ``<span>`` (with ``css``, its class) or bare."""

    span: bool
    css: str
    words: str


def _s(n: int) -> str:
    return "" if n == 1 else "s"  # as the template's ``pluralize``


class Deadline(ConcurrentTransitionMixin, models.Model):
    class Status(models.TextChoices):
        OPEN = "open", "Open"
        PAUSED = "paused", "Paused"
        MET = "met", "Met"
        MISSED = "missed", "Missed"
        WAIVED = "waived", "Waived"

    UNRESOLVED = (Status.OPEN, Status.PAUSED, Status.MISSED)

    rule_code = models.CharField("rule", max_length=40, validators=[catalogue.validate_rule_code])
    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")
    subject_label = models.CharField(
        max_length=200, help_text="The case's reference, e.g. “SWPPP 2026-0007 · 6300 Snyder Dr”."
    )

    starts_at = models.DateTimeField(help_text="The event that started the clock.")
    # What the due moment is counted from: the start, or the moment a paused clock resumed.
    count_from = models.DateTimeField()
    count_unit = models.CharField(max_length=20, choices=catalogue.Unit.choices)
    count_period = models.IntegerField()
    due_at = models.DateTimeField(help_text="The last moment the act is on time.")
    due_date = models.DateField(help_text="The Town's local date of due_at.")
    reasoning = models.JSONField(default=list, help_text="How the due date was reached.")

    status = StateField(max_length=10, choices=Status.choices, default=Status.OPEN, protected=True)
    responsible_role = models.CharField(max_length=20, choices=Role.choices, blank=True)
    responsible_user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="deadlines",
    )

    met_at = models.DateTimeField(null=True, blank=True)
    met_note = models.CharField(max_length=300, blank=True)
    missed_at = models.DateTimeField(null=True, blank=True)
    waived_at = models.DateTimeField(null=True, blank=True)
    waived_reason = models.TextField(blank=True)
    paused_at = models.DateTimeField(null=True, blank=True)
    pause_reason = models.CharField(max_length=300, blank=True)
    paused_remaining = models.BigIntegerField(
        null=True,
        blank=True,
        help_text="Left when paused: days or business days for day rules, seconds for hours.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["due_at", "pk"]
        permissions = [("view_clock_board", "See every clock of both chapters")]
        indexes = [
            models.Index(fields=["status", "due_at"], name="deadline_status_due_idx"),
            # The clock board's default list (every unresolved clock, soonest first): an
            # ordered index scan instead of sorting them all; its keys alone serve the
            # page's index-only OFFSET (core/pagination.py; docs/architecture.md,
            # "Performance").
            models.Index(
                fields=["due_at", "id"],
                name="deadline_unresolved_due_idx",
                condition=models.Q(status__in=["open", "paused", "missed"]),
            ),
            models.Index(fields=["subject_type", "subject_id"], name="deadline_subject_idx"),
            # The dashboard's overdue clocks by rule (reports/dashboards.open_overdue): an
            # index-only scan of the unresolved clocks' rule and due moment, not the table.
            models.Index(
                fields=["rule_code", "due_at"],
                include=["id"],
                name="deadline_unresolved_rule_idx",
                condition=models.Q(status__in=["open", "paused", "missed"]),
            ),
            # The dashboard's clocks due in a period, by rule and by month, and the SWPPP
            # turnaround: the period's clocks read from the index alone (issue 44).
            models.Index(
                fields=["due_date"],
                include=["id", "rule_code", "status", "due_at", "met_at", "starts_at"],
                name="deadline_due_date_idx",
            ),
            models.Index(fields=["rule_code", "status", "due_at"], name="deadline_rule_idx"),
            models.Index(
                fields=["responsible_user", "status", "due_at"], name="deadline_assignee_idx"
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(status="waived") | ~models.Q(waived_reason=""),
                name="deadline_waiver_has_reason",
            ),
            models.CheckConstraint(
                condition=~models.Q(status="paused") | models.Q(paused_remaining__isnull=False),
                name="deadline_pause_keeps_remaining",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.rule.citation} · {self.subject_label} · due {short_date(self.due_date)}"

    def get_absolute_url(self) -> str:
        return reverse("deadlines:detail", args=[self.pk])

    def subject_url(self) -> str | None:
        """The page of the case or project the clock is about (issue 22, item 6): where
        whoever must act does it. A record that belongs to a case or project says so with
        ``case_url()`` (an order, a spill, a guarantee, a site log); else its own page
        (a notice, an appeal, a SWPPP version); None when it has neither."""
        subject = self.subject
        for name in ("case_url", "get_absolute_url"):
            page = getattr(subject, name, None)
            if page is not None:
                return page()
        return None

    @property
    def rule(self) -> catalogue.Rule:
        return catalogue.get(self.rule_code)

    @property
    def is_unresolved(self) -> bool:
        return self.status in self.UNRESOLVED

    @property
    def is_overdue(self) -> bool:
        """Past its due moment and not done; never a minimum (row 22), whose due day is
        the earliest the act may be done."""
        return (
            not self.rule.minimum
            and self.status in (self.Status.OPEN, self.Status.MISSED)
            and (self.due_at < timezone.now())
        )

    @property
    def possible_from(self) -> str:
        """A minimum's state in words: "Release possible from Jun 15, 2027"."""
        return self._possible_from(self.rule)

    def _possible_from(self, rule: catalogue.Rule) -> str:
        return f"{rule.called} possible from {short_date(self.due_date)}"

    @property
    def days_overdue(self) -> int:
        """Whole calendar days past the due date (0 when not overdue)."""
        if not self.is_overdue:
            return 0
        return max((timezone.localdate() - self.due_date).days, 0)

    @property
    def days_left(self) -> int | None:
        if self.status != self.Status.OPEN:
            return None
        return (self.due_date - timezone.localdate()).days

    def shown_state(self, now=None, today=None, rule=None) -> ShownState:
        """The clock's state as a page shows it (``deadlines/_clock_state.html``): a
        minimum's first possible day; an open or missed clock overdue by its days (a
        window: its state), due today, or its days left (those of the last week marked);
        else its state. ``now``, ``today`` (the Town's) and ``rule``, when given, are the
        request's and the clock's (a list computes them once, ``selectors.board_rows``)."""
        now = now or timezone.now()
        today = today or timezone.localdate(now)
        rule = rule or self.rule
        if rule.minimum and self.status in self.UNRESOLVED:
            return ShownState(True, "", self._possible_from(rule))
        if self.status not in (self.Status.OPEN, self.Status.MISSED):
            return ShownState(False, "", self._status_label(rule))
        if self.due_at < now:  # overdue (never a minimum: above)
            if rule.window:
                return ShownState(True, "", self._status_label(rule))
            days = max((today - self.due_date).days, 0)
            return ShownState(True, "clock-overdue", f"Overdue {days} day{_s(days)}")
        if self.status != self.Status.OPEN:
            return ShownState(False, "", "")
        left = (self.due_date - today).days
        if left == 0:
            return ShownState(True, "clock-soon", "Due today")
        if left <= 7:
            return ShownState(True, "clock-soon", f"{left} day{_s(left)} left")
        return ShownState(False, "", f"{left} days left")

    @property
    def state_now(self) -> ShownState:
        return self.shown_state()

    @property
    def met_late(self) -> bool:
        return (
            self.status == self.Status.MET
            and self.met_at is not None
            and (self.met_at > self.due_at)
        )

    @property
    def status_label(self) -> str:
        return self._status_label(self.rule)

    def _status_label(self, rule: catalogue.Rule) -> str:
        if rule.window:
            return {"missed": "Closed", "met": "Used"}.get(self.status, self.get_status_display())
        if self.met_late:
            return "Met late"
        return self.get_status_display()

    # Transitions: each is called by exactly one service in services.py -----------------
    @transition(field=status, source=[Status.OPEN, Status.MISSED], target=Status.MET)
    def _meet(self) -> None:
        pass

    @transition(field=status, source=Status.OPEN, target=Status.MISSED)
    def _miss(self) -> None:
        pass

    @transition(field=status, source=[Status.OPEN, Status.MISSED], target=Status.WAIVED)
    def _waive(self) -> None:
        pass

    @transition(field=status, source=Status.OPEN, target=Status.PAUSED)
    def _pause(self) -> None:
        pass

    @transition(field=status, source=Status.PAUSED, target=Status.OPEN)
    def _resume(self) -> None:
        pass


class Reminder(models.Model):
    """A reminder or escalation that was issued: at most one per deadline and kind."""

    deadline = models.ForeignKey(Deadline, on_delete=models.PROTECT, related_name="reminders")
    kind = models.CharField(max_length=20, help_text="lead:7d, lead:2d, lead:0d or escalation")
    due_at = models.DateTimeField(help_text="The due moment the reminder was about.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["deadline", "kind", "due_at"], name="reminder_once_per_kind_and_due"
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} for {self.deadline_id}"


class PolicySetting(models.Model):
    """The Town's length for a period the law leaves open (a "policy" rule)."""

    rule_code = models.CharField(
        max_length=40, unique=True, validators=[catalogue.validate_rule_code]
    )
    period = models.PositiveIntegerField()
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    def __str__(self) -> str:
        rule = catalogue.get(self.rule_code)
        return f"{rule.citation}: {self.period} {rule.unit.label}"


class SweepHeartbeat(models.Model):
    """When the periodic sweep last started and finished (one row per task name)."""

    name = models.CharField(max_length=60, primary_key=True)
    last_started_at = models.DateTimeField(null=True, blank=True)
    last_finished_at = models.DateTimeField(null=True, blank=True)
    last_result = models.JSONField(default=dict, blank=True)

    def __str__(self) -> str:
        return f"{self.name}: {self.last_finished_at}"


class ClockTally(models.Model):
    """How many clocks there are of each rule, due day, status and (met ones) whether
    met late (issue 44): the dashboard's clock charts read these rows, a few hundred a
    year, instead of every clock of the period. A PostgreSQL trigger on the clock table
    (``tally.py``, migration 0007) keeps them in the transaction of every write to a
    clock, whoever makes it (a service, the sweep's ``update()``, a bulk insert), so the
    counts are always the table's own; ``manage.py rebuild_tallies`` computes them again.
    ``met_late`` is ``met_at > due_at`` for a met clock (null when not met or met_at is
    not known), which is what the dashboard's "on time" and "late" ask."""

    rule_code = models.CharField(max_length=40)
    due_date = models.DateField()
    status = models.CharField(max_length=10)
    met_late = models.BooleanField(null=True)
    n = models.IntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["rule_code", "due_date", "status", "met_late"],
                name="clock_tally_key",
                nulls_distinct=False,
            )
        ]
        indexes = [models.Index(fields=["due_date"], name="clock_tally_due_idx")]

    def __str__(self) -> str:
        return f"{self.rule_code} {self.due_date} {self.status}: {self.n}"
