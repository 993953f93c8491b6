"""How a date is reached, for staff and support.

    manage.py clock add --from 2026-03-02 --days 15
    manage.py clock add --from 2026-03-02 --business-days 5
    manage.py clock add --from 2026-11-02T08:00 --hours -48
    manage.py clock add --from 2026-11-11 --days 15 --party-at-town
    manage.py clock rules

A mistake (a start that does not exist, such as 02:30 on the night clocks move forward;
no database yet on a fresh clone) is said in one line, never a traceback.

The first line is the answer (an ISO date, or an ISO date-time with its UTC offset for
hours); the lines after it are the reasoning. Public holidays the President or the
Governor proclaimed (GCL § 24), entered in the app, count like every § 24 holiday. Town
closures entered in the app are never business days; they extend a period of days only
for an act a party does at the Town (``--party-at-town``: filing an appeal, giving a
notice). A period of hours is never extended (GCL § 25-a extends only a period of days
computed from a certain day).
"""

from __future__ import annotations

from datetime import date, datetime

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError

from lockport_sw.calendar.counting import TOWN_TZ, town_moment
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.deadlines import catalogue


class Command(BaseCommand):
    help = "Count New York time (GCL §§ 20, 24, 25-a) or list the deadline rules."

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="action", required=True)
        add = sub.add_parser("add", help="Count a period from a date or moment.")
        add.add_argument(
            "--from", dest="start", required=True, help="2026-03-02 or 2026-11-02T08:00"
        )
        period = add.add_mutually_exclusive_group(required=True)
        period.add_argument("--days", type=int, help="calendar days (GCL §§ 20, 25-a)")
        period.add_argument("--business-days", type=int, help="business days")
        period.add_argument(
            "--hours", type=float, help="elapsed hours, may be negative (never extended)"
        )
        add.add_argument(
            "--no-extend",
            action="store_true",
            help="days: do not move an end on a weekend or holiday (GCL § 25-a)",
        )
        add.add_argument(
            "--party-at-town",
            action="store_true",
            help="days: the act is a party's at the Town, so a Town closure extends it too",
        )
        sub.add_parser("rules", help="List the rule catalogue with citations.")

    def handle(self, *args, action: str, **opts):
        if action == "rules":
            return self._rules()
        return self._add(opts)

    def _rules(self) -> None:
        for rule in catalogue.RULES:
            policy = " (policy: the Town sets it)" if rule.policy else ""
            self.stdout.write(
                f"{rule.number or '-':>2}  {rule.code:<30} {rule.citation:<26} "
                f"{rule.period_text}{policy}: {rule.title} [{rule.acts.label}]"
            )

    def _add(self, opts) -> None:
        # What was asked is checked before the database is read, so that a mistyped
        # start says so even where there is no database yet.
        extend = not opts["no_extend"]
        if opts["hours"] is not None:
            start = self._moment(opts["start"])
            counted = self._calendar().add_hours(start, opts["hours"])
            first = counted.value.isoformat(timespec="minutes")
        else:
            start = self._date(opts["start"])
            if opts["days"] is not None:
                if opts["days"] < 0:
                    raise CommandError("--days counts forward; give a positive number.")
                counted = self._calendar().add_days(
                    start, opts["days"], extend=extend, closures_extend=opts["party_at_town"]
                )
            else:
                if opts["business_days"] < 0:
                    raise CommandError("--business-days counts forward; give a positive number.")
                counted = self._calendar().add_business_days(start, opts["business_days"])
            first = counted.value.isoformat()
        self.stdout.write(first)
        for step in counted.steps:
            self.stdout.write(f"  {step}")
        if counted.sections:
            self.stdout.write(f"  Applied: {', '.join(counted.sections)}")

    @staticmethod
    def _calendar():
        """The Town's calendar, or one line saying why it cannot be read (a fresh clone
        has no database yet: the count would leave out the Town's closures and the
        proclaimed holidays, so none is given)."""
        try:
            return town_calendar()
        except DatabaseError as exc:
            reason = next((line.strip() for line in str(exc).splitlines() if line.strip()), "")
            raise CommandError(
                "The database is not set up yet, so the Town's closures and proclaimed "
                f"holidays cannot be read ({reason or type(exc).__name__}). Run `make run` "
                "once, or `manage.py migrate`, then count again."
            ) from None

    @staticmethod
    def _date(value: str) -> date:
        try:
            return date.fromisoformat(value)
        except ValueError:
            raise CommandError(f"--from {value!r}: give a date like 2026-03-02.") from None

    @staticmethod
    def _moment(value: str) -> datetime:
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise CommandError(
                f"--from {value!r}: give a local date-time like 2026-11-02T08:00."
            ) from None
        if moment.tzinfo is None:
            # Local wall time in America/New_York: a time in the hour skipped when clocks
            # move forward does not exist (town_moment says so, in one line).
            try:
                town_moment(moment)
            except ValueError as exc:
                raise CommandError(f"--from {value}: {exc}") from None
            return moment
        return moment.astimezone(TOWN_TZ)
