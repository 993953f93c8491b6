"""Fill PostgreSQL with a Town's ten years of records, for `make bench` (issue 25).

    manage.py seed_scale                 # the full volume (about 100,000 parcels, ...)
    manage.py seed_scale --scale 0.01    # a hundredth of it

Each app that has scale data provides ``<app>/scale.py`` with ``seed(ctx)``; they run in
INSTALLED_APPS order (shared apps before chapters, as ``seed_demo``'s ``demo.py``), except
that a module about other apps' records says so with ``STAGE = 1`` (enforcement: the
violations found on the chapters' cases and projects) and runs after every stage-0 one;
they share ``ctx`` (a ``ScaleContext``: the counts at this scale, a progress bar, the records
made so far). Rows go in with ``bulk_create`` in batches, through the same services'
builders where a rule computes a value (a clock's due date: ``deadline_build``). The
data is internally consistent: the tests check the demo's invariants on it
(``tests/core/test_seed_scale.py``). Refused wherever settings.DEMO_DATA_ALLOWED is False
(production). The time each stage took is written to ``<results>/seed_scale.md``.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

# The volumes of issue 25 at --scale 1.
VOLUMES = {
    "parcels": 100_000,
    "projects": 20_000,
    "reports": 50_000,
    "cases": 10_000,
    "inspections": 100_000,
    "history": 1_000_000,
    "violations": 20_000,
    "open_clocks": 200_000,
}
BATCH = 5_000


class Progress:
    """A progress bar on a terminal; one line per stage elsewhere (a log, a test)."""

    def __init__(self, out, label: str, total: int) -> None:
        self.out, self.label, self.total, self.done = out, label, max(total, 1), 0
        self.tty = hasattr(out, "isatty") and out.isatty()
        self.started = time.monotonic()

    def advance(self, n: int) -> None:
        self.done += n
        if self.tty:
            filled = int(30 * self.done / self.total)
            bar = "#" * filled + "." * (30 - filled)
            self.out.write(f"\r{self.label:<28} [{bar}] {self.done:>9,}/{self.total:,}")
            self.out.flush()

    def finish(self) -> float:
        seconds = time.monotonic() - self.started
        line = f"{self.label:<28} {self.done:>9,} rows in {seconds:6.1f} s"
        self.out.write(("\r" if self.tty else "") + line + (" " * 20 if self.tty else "") + "\n")
        return seconds


@dataclass
class ScaleContext:
    scale: float
    out: object
    records: dict = field(default_factory=dict)
    timings: list = field(default_factory=list)

    def count(self, name: str) -> int:
        """The volume of ``name`` at this scale (at least 1)."""
        return max(1, round(VOLUMES[name] * self.scale))

    def bulk(self, label: str, model, rows, total: int, **kwargs) -> list:
        """Insert ``rows`` (an iterable of unsaved instances) in batches, with progress."""
        progress = Progress(self.out, label, total)
        made, batch = [], []
        for row in rows:
            batch.append(row)
            if len(batch) >= BATCH:
                made += model.objects.bulk_create(batch, **kwargs)
                progress.advance(len(batch))
                batch = []
        if batch:
            made += model.objects.bulk_create(batch, **kwargs)
            progress.advance(len(batch))
        self.timings.append((label, progress.done, progress.finish()))
        return made


class Command(BaseCommand):
    help = "Fill the database with a Town's volume of records (never in production)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--scale", type=float, default=1.0, help="fraction of the full volume (1 = full)"
        )
        parser.add_argument(
            "--results",
            default=str(Path(settings.BASE_DIR) / "bench" / "results"),
            help="folder for seed_scale.md (the time taken)",
        )

    def handle(self, *args, scale: float, results: str, **options):
        if not settings.DEMO_DATA_ALLOWED:
            raise CommandError("Scale data is not allowed with these settings (production).")
        if not 0 < scale <= 1:
            raise CommandError("--scale must be more than 0 and at most 1.")
        from lockport_sw.registry.models import Property

        if Property.objects.filter(sbl__startswith="S-").exists():
            raise CommandError("This database already holds scale data: use a fresh one.")
        ctx = ScaleContext(scale=scale, out=self.stdout)
        started = time.monotonic()
        modules = [
            import_module(f"{config.name}.scale")
            for config in apps.get_app_configs()
            if find_spec(f"{config.name}.scale") is not None
        ]
        with transaction.atomic():
            for module in sorted(modules, key=lambda m: getattr(m, "STAGE", 0)):
                module.seed(ctx)
            # Bulk inserts send no signal: the search index written set-based at the end.
            from lockport_sw.reports import search_index

            self.stdout.write(f"search index: {search_index.rebuild()} entries")
        with connection.cursor() as cursor:
            # As a Town's database is after ten years of autovacuum: the planner's
            # statistics, and each GIN index's pending list (fastupdate) merged into the
            # index. Straight after a bulk load, that list holds every new entry, the
            # planner prices the index high, and the search across everything built
            # every row's tsvector instead of reading it (docs/architecture.md,
            # "Performance"). VACUUM cannot run inside a transaction: a test that calls
            # this command in its own transaction gets the statistics alone, and so does
            # SQLite (`make run`), which has no GIN index.
            vacuum = connection.vendor == "postgresql" and not connection.in_atomic_block
            cursor.execute("VACUUM ANALYZE" if vacuum else "ANALYZE")
        total = time.monotonic() - started
        self.stdout.write(self.style.SUCCESS(f"Scale data is loaded in {total:.0f} s."))
        self._record(ctx, total, Path(results))

    def _record(self, ctx: ScaleContext, total: float, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        lines = [
            "# seed_scale",
            "",
            f"`manage.py seed_scale --scale {ctx.scale:g}`,"
            f" {datetime.now(UTC):%Y-%m-%d %H:%M} UTC,",
            f"{total:.0f} s in all (Python {sys.version.split()[0]}, PostgreSQL), on"
            f" {os.cpu_count()} cores with a 1-minute load average of"
            f" {os.getloadavg()[0]:.1f} at the end.",
            "",
            "| stage | rows | seconds |",
            "| --- | ---: | ---: |",
        ]
        lines += [f"| {label} | {rows:,} | {sec:.1f} |" for label, rows, sec in ctx.timings]
        (folder / "seed_scale.md").write_text("\n".join(lines) + "\n")
