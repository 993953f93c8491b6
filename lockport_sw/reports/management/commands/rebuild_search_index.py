"""Fill the search index anew from every kind's records (issue 44): one INSERT … SELECT a
kind, in one transaction (lockport_sw/reports/search_index.py)."""

import time

from django.core.management.base import BaseCommand

from lockport_sw.reports import search_index


class Command(BaseCommand):
    help = "Write the search index anew from the records (set-based, one statement a kind)."

    def handle(self, *args, **options):
        started = time.monotonic()
        written = search_index.rebuild()
        took = time.monotonic() - started
        self.stdout.write(self.style.SUCCESS(f"{written} search entries written in {took:.1f} s."))
