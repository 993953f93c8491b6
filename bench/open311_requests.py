"""Benchmark: Open311 GET requests.json at 10,000 service requests, next to a bare Django
view on the same data.

    make bench            (or: .venv/bin/python bench/open311_requests.py)

Runs against PostgreSQL (BENCH_DATABASE_URL, default the local lockport_sw_bench
database, created and migrated if missing), fills it with 10,000 reports once, then
times N requests to each URL through Django's test client (full middleware, anonymous:
the endpoint is public) and records the median, the 95th percentile and the query count
in bench/results/open311_requests.json and .md. `tests/test_bench.py` runs it once at a
tiny size in `make test`.
"""

from __future__ import annotations

import json
import os
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/lockport_sw_bench")
from bench.clock_board import configure, time_url  # noqa: E402

N_REPORTS = int(os.environ.get("BENCH_REPORTS", "10000"))
N_REQUESTS = int(os.environ.get("BENCH_REQUESTS", "30"))
RESULTS = Path(os.environ.get("BENCH_RESULTS", ROOT / "bench" / "results"))


def run(*, n_reports: int, n_requests: int, results_dir: Path) -> dict:
    """Fill the database up to ``n_reports`` service requests, time each URL
    ``n_requests`` times, and write ``open311_requests.json`` and ``.md`` into
    ``results_dir``."""
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import override_settings

    from illicit.models import Report
    from tests.illicit.world import bulk_reports

    existing = Report.objects.filter(reference__startswith="B-").count()
    if existing < n_reports:
        Report.objects.filter(reference__startswith="B-").delete()
        bulk_reports(n_reports)
    else:  # keep them within the default 90 days of GET requests
        from datetime import timedelta

        from django.db.models import F
        from django.utils import timezone

        newest = Report.objects.order_by("-requested_at").values_list("requested_at", flat=True)[0]
        shift = timezone.now() - newest
        if shift > timedelta(days=1):
            Report.objects.update(requested_at=F("requested_at") + shift)
    with connection.cursor() as cur:
        cur.execute("ANALYZE illicit_report")

    results = {}
    with override_settings(ROOT_URLCONF="bench.urls", ALLOWED_HOSTS=["testserver"]):
        client = Client()
        pages = {
            "GET requests.json (newest 1000 of 90 days)": "/open311/v2/requests.json",
            "GET requests.json?status=open&service_code=oil,suds": (
                "/open311/v2/requests.json?status=open&service_code=oil,suds"
            ),
            "GET requests.xml (newest 1000 of 90 days)": "/open311/v2/requests.xml",
            "bare Django view (same 1000 rows as JSON)": "/bench/bare-requests/",
        }
        for label, url in pages.items():
            result, response = time_url(client, url, n_requests)
            results[label] = {**result, "bytes": len(response.content)}
    record = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "service_requests": Report.objects.count(),
        "requests_per_url": n_requests,
        "database": settings.DATABASES["default"]["NAME"],
        "python": sys.version.split()[0],
        "results": results,
    }
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / "open311_requests.json").write_text(json.dumps(record, indent=2) + "\n")
    lines = [
        "# Open311 GET requests benchmark",
        "",
        f"{record['service_requests']:,} service requests in PostgreSQL; "
        f"{n_requests} requests per URL through",
        "Django's test client with the full middleware stack, anonymous (the endpoint is public).",
        f"Recorded {record['when']} by `make bench` (bench/open311_requests.py).",
        "",
        "| URL | median (ms) | p95 (ms) | queries | bytes |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for label, r in results.items():
        lines.append(
            f"| {label} | {r['median_ms']} | {r['p95_ms']} | {r['queries']} | {r['bytes']:,} |"
        )
    (results_dir / "open311_requests.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return record


def main() -> None:
    configure()
    run(n_reports=N_REPORTS, n_requests=N_REQUESTS, results_dir=RESULTS)


if __name__ == "__main__":
    main()
