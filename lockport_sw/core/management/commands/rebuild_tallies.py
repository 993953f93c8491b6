"""Compute every kept tally again from its records (lockport_sw/core/tallies.py)."""

from __future__ import annotations

from django.core.management.base import BaseCommand
from django.db import transaction

from lockport_sw.core import tallies


class Command(BaseCommand):
    help = "Compute the kept tallies (the clocks' counts, the projects' accounts) again."

    def handle(self, *args, **options) -> None:
        for tally in tallies.tallies():
            with transaction.atomic():
                rows = tally.rebuild()
            self.stdout.write(f"{tally.title}: {rows} rows")
