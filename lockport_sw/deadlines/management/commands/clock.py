"""How a date is reached, for staff and support.

    manage.py clock add --from 2026-03-02 --days 15
    manage.py clock add --from 2026-03-02 --business-days 5
    manage.py clock add --from 2026-11-02T08:00 --hours -48
    manage.py clock add --from 2026-11-11 --days 15 --party-at-town
    manage.py clock rules

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

from lockport_sw.calendar.counting import TOWN_TZ
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
        calendar = town_calendar()
        extend = not opts["no_extend"]
        if opts["hours"] is not None:
            start = self._moment(opts["start"])
            counted = calendar.add_hours(start, opts["hours"])
            first = counted.value.isoformat(timespec="minutes")
        else:
            start = self._date(opts["start"])
            if opts["days"] is not None:
                if opts["days"] < 0:
                    raise CommandError("--days counts forward; give a positive number.")
                counted = calendar.add_days(
                    start, opts["days"], extend=extend, closures_extend=opts["party_at_town"]
                )
            else:
                if opts["business_days"] < 0:
                    raise CommandError("--business-days counts forward; give a positive number.")
                counted = calendar.add_business_days(start, opts["business_days"])
            first = counted.value.isoformat()
        self.stdout.write(first)
        for step in counted.steps:
            self.stdout.write(f"  {step}")
        if counted.sections:
            self.stdout.write(f"  Applied: {', '.join(counted.sections)}")

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
            return moment  # local wall time in America/New_York; the calendar checks it
        return moment.astimezone(TOWN_TZ)
