"""Benchmark: the clock board at 100,000 open clocks, next to a bare Django view.

    make bench            (or: .venv/bin/python bench/clock_board.py)

Runs against PostgreSQL (BENCH_DATABASE_URL, default the local lockport_sw_bench
database, created and migrated if missing), fills it with 100,000 open clocks once, then
times N requests to each page through Django's test client (full middleware, a signed-in
SMO) and records the median, the 95th percentile and the query count in
bench/results/clock_board.json and .md.

The SMO signs in as a person does: password, then the authenticator app's code (staff
need the second factor; bench/signin.py). `tests/test_bench.py` runs it once at a tiny
size in `make test`, so that it cannot silently stop working.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DB_URL = os.environ.get(
    "BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/lockport_sw_bench"
)
N_CLOCKS = int(os.environ.get("BENCH_CLOCKS", "100000"))
N_REQUESTS = int(os.environ.get("BENCH_REQUESTS", "30"))
RESULTS = Path(os.environ.get("BENCH_RESULTS", ROOT / "bench" / "results"))


def configure() -> None:
    """Run as a script: the benchmark database (created and migrated if missing), Django."""
    os.environ["DATABASE_URL"] = DB_URL
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lockport_sw.settings.test")
    ensure_database()
    import django

    django.setup()


def ensure_database() -> None:
    name = DB_URL.rsplit("/", 1)[1]
    base = DB_URL.rsplit("/", 1)[0] + "/postgres"
    import psycopg2

    conn = psycopg2.connect(base)
    conn.autocommit = True
    with conn.cursor() as cur:
        cur.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name])
        if not cur.fetchone():
            cur.execute(f'CREATE DATABASE "{name}"')
    conn.close()
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
        cwd=ROOT,
        env={**os.environ},
        check=True,
    )


def board_page_url(number: int) -> str:
    """The clock board's page ``number`` (its unresolved clocks, 50 a page): the pages go
    by cursor (core/pagination.KeysetPaginator), so the cursor after the first
    ``50 * (number - 1)`` clocks, as following "Next" that many times would give."""
    from lockport_sw.core.pagination import KeysetPaginator
    from lockport_sw.deadlines import selectors, views
    from lockport_sw.deadlines.models import Deadline

    if number <= 1:
        return "/clocks/"
    unresolved = selectors.clock_board().filter(status__in=Deadline.UNRESOLVED)
    cursor = KeysetPaginator(unresolved, views.PAGE_SIZE).cursor_at(views.PAGE_SIZE * (number - 1))
    return f"/clocks/?after={cursor}"


def time_url(client, url: str, n: int) -> tuple[dict, object]:
    """Time ``n`` GETs of ``url`` after one warm-up: median, 95th percentile, queries."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client.get(url)  # warm up
    times = []
    for _ in range(n):
        with CaptureQueriesContext(connection) as queries:
            start = time.perf_counter()
            response = client.get(url)
            times.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200, (url, response.status_code)
    times.sort()
    result = {
        "url": url,
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(times[int(len(times) * 0.95) - 1], 1),
        "queries": len(queries.captured_queries),
    }
    return result, response


def run(*, n_clocks: int, n_requests: int, results_dir: Path) -> dict:
    """Fill the database up to ``n_clocks`` open clocks, time each page ``n_requests``
    times, and write ``clock_board.json`` and ``.md`` into ``results_dir``."""
    from django.conf import settings
    from django.db import connection
    from django.test.utils import override_settings

    from bench.signin import signed_in_client
    from lockport_sw.accounts.roles import Role
    from lockport_sw.deadlines.models import Deadline
    from lockport_sw.registry.models import Property
    from tests.bulk import bulk_clocks

    existing = Deadline.objects.count()
    if existing < n_clocks:
        subject, _ = Property.objects.get_or_create(street_address="1 Bench Road")
        bulk_clocks(
            n_clocks - existing,
            due=lambda i, now: now + timedelta(minutes=7 * (existing + i) - 600_000),
            subject=subject,
            rules=["swppp_decision", "nov158_appeal", "appeal_hearing", "decision_filing"],
            label="Case {i:06d}",
            responsible_role=Role.SMO,
        )
    with connection.cursor() as cur:
        cur.execute("ANALYZE deadlines_deadline")

    # Page 1000 of 50 rows at full size; the last page at a tiny one.
    last_page = min(
        1000,
        max(1, -(-Deadline.objects.filter(status__in=Deadline.UNRESOLVED).count() // 50)),
    )
    results = {}
    with override_settings(ROOT_URLCONF="bench.urls", ALLOWED_HOSTS=["testserver"]):
        client = signed_in_client("bench-smo@lockport.example", Role.SMO, "Bench SMO")
        pages = {
            "clock board (page 1)": "/clocks/",
            f"clock board (page {last_page})": board_page_url(last_page),
            "clock board (section 158-12, overdue)": "/clocks/?section=158-12&status=overdue",
            "bare Django view (page 1)": "/bench/bare-clocks/",
        }
        for label, url in pages.items():
            results[label], _ = time_url(client, url, n_requests)
    record = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "clocks": Deadline.objects.count(),
        "requests_per_page": n_requests,
        "database": settings.DATABASES["default"]["NAME"],
        "python": sys.version.split()[0],
        "results": results,
    }
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / "clock_board.json").write_text(json.dumps(record, indent=2) + "\n")
    lines = [
        "# Clock board benchmark",
        "",
        f"{record['clocks']:,} open clocks in PostgreSQL; {n_requests} requests per page through",
        "Django's test client with the full middleware stack, the SMO signed in with password",
        "and second factor.",
        f"Recorded {record['when']} by `make bench` (bench/clock_board.py).",
        "",
        "| page | median (ms) | p95 (ms) | queries |",
        "| --- | ---: | ---: | ---: |",
    ]
    for label, r in results.items():
        lines.append(f"| {label} | {r['median_ms']} | {r['p95_ms']} | {r['queries']} |")
    (results_dir / "clock_board.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return record


def main() -> None:
    configure()
    run(n_clocks=N_CLOCKS, n_requests=N_REQUESTS, results_dir=RESULTS)


if __name__ == "__main__":
    main()
