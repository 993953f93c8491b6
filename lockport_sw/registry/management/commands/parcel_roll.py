"""Import the Town's tax-parcel roll (CSV): a dry run by default, listing every bad line;
``--import`` writes everything or nothing (lockport_sw/registry/roll.py).

    manage.py parcel_roll roll-2026.csv --as-of 2026-03-01
    manage.py parcel_roll roll-2026.csv --as-of 2026-03-01 --import --user smo@lockport.example
"""

from __future__ import annotations

import time
from datetime import date

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from lockport_sw.registry import roll


class Command(BaseCommand):
    help = "Check (dry run) or import the tax-parcel roll (CSV): SBL, address, owners, mailing."

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--as-of", required=True, help="The roll's date, YYYY-MM-DD.")
        parser.add_argument("--import", dest="write", action="store_true")
        parser.add_argument("--user", help="The email of the staff member importing.")

    def handle(self, *args, path, as_of, write, user, **options):
        try:
            day = date.fromisoformat(as_of)
        except ValueError:
            raise CommandError(f"--as-of {as_of!r} is not a date (YYYY-MM-DD).") from None
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            raise CommandError(f"Cannot read {path}: {exc.strerror}.") from None
        started = time.monotonic()
        if not write:
            report = roll.roll_check(data)
            self._problems(report)
            self.stdout.write(
                f"Checked {report.lines} lines in {time.monotonic() - started:.1f} s: "
                + (
                    "no problems; run again with --import to import."
                    if report.ok
                    else f"{report.problem_count} bad lines; nothing imported."
                )
            )
            if not report.ok:
                raise CommandError("The roll has bad lines: nothing was imported.")
            return
        if not user:
            raise CommandError("--import needs --user (the staff member importing).")
        acting = get_user_model().objects.filter(email__iexact=user).first()
        if acting is None:
            raise CommandError(f"No account {user}.")
        try:
            report = roll.roll_import(acting_user=acting, data=data, as_of=day, source="")
        except ValidationError as exc:
            report = getattr(exc, "report", None)
            if report is not None:
                self._problems(report)
            raise CommandError(
                "; ".join(exc.messages[:1])
                if report is None
                else f"{report.problem_count} bad lines: nothing was imported."
            ) from None
        self.stdout.write(
            f"Imported {report.lines} lines in {time.monotonic() - started:.1f} s: "
            f"{report.parcels_added} parcels added, {report.owners_added} owners recorded, "
            f"{report.owners_ended} ended, {report.addresses_changed} mailing addresses changed."
        )

    def _problems(self, report) -> None:
        for problem in report.problems:
            self.stdout.write(problem)
        if report.problem_count > len(report.problems):
            self.stdout.write(f"… and {report.problem_count - len(report.problems)} more.")
