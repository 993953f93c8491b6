"""Benchmark: the clock sweep (lockport_sw/deadlines/sweep.py) over 10,000 and over
1,000,000 open clocks with the same clocks falling due (issue 25, item 3: the large
sweep may take no more than twice the small one).

    make bench            (or: .venv/bin/python bench/sweep.py)

On a database of its own (BENCH_SWEEP_DATABASE_URL, default lockport_sw_bench_sweep,
created and migrated if missing; the sweep writes, so never the load benchmark's), the
same 60 clocks fall due each time: 20 ran out an hour ago (marked missed and escalated)
and 40 are due within the week (reminders). The rest are open and due in 30 days or
more: the sweep must pass them by. Each sweep runs inside a transaction that is rolled
back, so that both sizes meet the same 60 clocks; each is timed BENCH_SWEEPS times (the
median). EXPLAIN ANALYZE of the sweep's two claiming queries at the large size goes to
bench/results/sweep.md (and, abridged, the sweep's docstring).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DB_URL = os.environ.get(
    "BENCH_SWEEP_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/lockport_sw_bench_sweep"
)
SMALL = int(os.environ.get("BENCH_SWEEP_SMALL", "10000"))
LARGE = int(os.environ.get("BENCH_SWEEP_LARGE", "1000000"))
N_SWEEPS = int(os.environ.get("BENCH_SWEEPS", "3"))
RESULTS = Path(os.environ.get("BENCH_RESULTS", ROOT / "bench" / "results"))
MISSED, REMINDED = 20, 40


def configure() -> None:
    import bench.clock_board as clock_board

    clock_board.DB_URL = DB_URL
    clock_board.configure()


def fill(total: int) -> None:
    """Up to ``total`` open clocks: the 60 falling due first, then clocks due in 30 days
    or more, copied in PostgreSQL from one built row (INSERT ... SELECT)."""
    from django.db import connection
    from django.utils import timezone

    from lockport_sw.deadlines.models import Deadline
    from lockport_sw.registry.models import Property
    from tests.bulk import bulk_clocks

    subject, _ = Property.objects.get_or_create(street_address="1 Sweep Road")
    if not Deadline.objects.exists():
        now = timezone.now()
        due = [now - timedelta(hours=1)] * MISSED + [
            now + timedelta(days=1 + i % 6) for i in range(REMINDED)
        ]
        bulk_clocks(MISSED + REMINDED, due=lambda i, _now: due[i], subject=subject)
        bulk_clocks(1, due=lambda i, _now: _now + timedelta(days=30), subject=subject)
    missing = total - Deadline.objects.count()
    if missing <= 0:
        return
    template = Deadline.objects.order_by("-pk").first()
    columns = [
        f.column
        for f in Deadline._meta.concrete_fields
        if f.column not in ("id", "due_at", "due_date")
    ]
    listed = ", ".join(columns)
    with connection.cursor() as cur:
        cur.execute(
            f"INSERT INTO deadlines_deadline ({listed}, due_at, due_date) "  # noqa: S608  # nosec B608
            f"SELECT {listed}, due_at + g * interval '37 seconds', "
            "((due_at + g * interval '37 seconds') AT TIME ZONE 'America/New_York')::date "
            "FROM deadlines_deadline, generate_series(1, %s) AS g WHERE id = %s",
            [missing, template.pk],
        )
        cur.execute("ANALYZE deadlines_deadline")


def timed_sweeps(n: int) -> tuple[list[float], dict]:
    """``n`` sweeps, each rolled back: (milliseconds, the last one's result)."""
    from django.db import transaction

    from lockport_sw.deadlines import sweep

    times, result = [], None
    for _ in range(n):
        with transaction.atomic():
            start = time.perf_counter()
            result = sweep.run().as_dict()
            times.append((time.perf_counter() - start) * 1000)
            transaction.set_rollback(True)
    return times, result


def explain() -> list[str]:
    """EXPLAIN ANALYZE of the two claiming queries, as the sweep sends them."""
    from django.db import connection
    from django.db.models import Exists, OuterRef, Q
    from django.utils import timezone

    from lockport_sw.deadlines import sweep
    from lockport_sw.deadlines.models import Deadline, Reminder

    now = timezone.now()
    missed = Deadline.objects.filter(status="open", due_at__lt=now).order_by("due_at", "pk")[:100]
    already = Reminder.objects.filter(
        deadline=OuterRef("pk"), kind="lead:7d", due_at=OuterRef("due_at")
    )
    remind = (
        Deadline.objects.filter(sweep._window(now, 7), Q(), status="open")
        .exclude(rule_code__in=sweep.WINDOW_RULES)
        .exclude(Exists(already))
        .order_by("due_at", "pk")[:100]
    )
    plans = []
    with connection.cursor() as cur:
        for label, qs in (("missed", missed), ("7-day reminders", remind)):
            sql, params = qs.query.sql_with_params()
            cur.execute(
                f"EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) {sql} FOR UPDATE SKIP LOCKED", params
            )
            plans.append(f"-- {label}\n" + "\n".join(row[0] for row in cur.fetchall()))
    return plans


def run(*, small: int, large: int, n_sweeps: int, results_dir: Path) -> dict:
    from lockport_sw.deadlines.models import Deadline

    if Deadline.objects.count() > small:  # a larger run left it: start again (its own
        # database: no row of it is anyone's record)
        from django.db import connection

        with connection.cursor() as cur:
            cur.execute("TRUNCATE deadlines_deadline, deadlines_reminder CASCADE")
    fill(small)
    small_ms, small_result = timed_sweeps(n_sweeps)
    fill(large)
    large_ms, large_result = timed_sweeps(n_sweeps)
    assert small_result == large_result, (small_result, large_result)
    record = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "cores": os.cpu_count(),
        "load_average": round(os.getloadavg()[0], 1),
        "falling_due": small_result,
        "small": {"open_clocks": small, "median_ms": round(statistics.median(small_ms), 1)},
        "large": {"open_clocks": large, "median_ms": round(statistics.median(large_ms), 1)},
        "explain": explain(),
    }
    record["ratio"] = round(record["large"]["median_ms"] / record["small"]["median_ms"], 2)
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / "sweep.json").write_text(json.dumps(record, indent=2) + "\n")
    (results_dir / "sweep.md").write_text(markdown(record))
    return record


def markdown(r: dict) -> str:
    met = "met (≤ 2)" if r["ratio"] <= 2 else f"**missed**: {r['ratio']} × instead of ≤ 2 ×"
    return "\n".join(
        [
            "# Sweep benchmark",
            "",
            f"Recorded {r['when']} by `make bench` (bench/sweep.py) on a {r['cores']}-core"
            f" machine (1-minute load average {r['load_average']}). Each sweep"
            f" found the same clocks falling due: {json.dumps(r['falling_due'])}.",
            "",
            "| open clocks | sweep, median (ms) |",
            "| ---: | ---: |",
            f"| {r['small']['open_clocks']:,} | {r['small']['median_ms']} |",
            f"| {r['large']['open_clocks']:,} | {r['large']['median_ms']} |",
            "",
            f"Large ÷ small: {r['ratio']}, target {met}.",
            "",
            f"EXPLAIN ANALYZE at {r['large']['open_clocks']:,} open clocks:",
            "",
            "```",
            *r["explain"],
            "```",
            "",
        ]
    )


def main() -> None:
    configure()
    print(markdown(run(small=SMALL, large=LARGE, n_sweeps=N_SWEEPS, results_dir=RESULTS)))


if __name__ == "__main__":
    main()
