"""In-process cost of each page of the load benchmark, beside the bare view (issue 25,
item 3): what a request costs this Python process, which the machine's load hardly moves.

    .venv/bin/python bench/inprocess.py            (BENCH_INPROCESS_DATABASE_URL, BENCH_SCALE)
    BENCH_PROFILE="SMO home" .venv/bin/python bench/inprocess.py   (and a cProfile of it)

The load benchmark's settings (``bench/settings.py``: production's, with the bare view's
URL) and pages (``bench/load.py``), on a database of its own filled once by
``seed_scale`` (default ``--scale 0.02``); staff through Django's test client, signed in
with a forced session (the second factor is enrolled). For each page, after two warm-up
requests, BENCH_REQUESTS requests: the median CPU time of this process per request (the
Python side: middleware, view, template; PostgreSQL's work is another process's), the
median wall time, the mean CPU time of the PostgreSQL backend serving the connection
(read from /proc: the database's side of the page), and the queries; then the same
with nothing kept (``core/kept.py``: every table's version replaced before each request, as
after any write), the page's whole cost. Prints a Markdown table.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DB_URL = os.environ.get(
    "BENCH_INPROCESS_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/lockport_sw_inprocess"
)
SCALE = float(os.environ.get("BENCH_SCALE", "0.02"))
N = int(os.environ.get("BENCH_REQUESTS", "20"))
STATIC_ROOT = ROOT / "var" / "bench-static"


def configure() -> None:
    """bench/settings.py (production's) with what it requires from the environment."""
    from bench.load import MFA_KEY

    os.environ.update(
        DJANGO_SETTINGS_MODULE="bench.settings",
        DATABASE_URL=DB_URL,
        SECRET_KEY=os.environ.get("SECRET_KEY") or "bench-" + secrets.token_urlsafe(48),
        # Kept between runs with its database: the authenticator seeds it encrypted.
        MFA_ENCRYPTION_KEY=os.environ.get("MFA_ENCRYPTION_KEY") or MFA_KEY,
        BACKUP_ENCRYPTION_KEY="bench-" + secrets.token_urlsafe(48),
        BACKUP_SIGNING_KEY="bench-" + secrets.token_urlsafe(48),
        ALLOWED_HOSTS="testserver",
        SITE_URL="https://testserver",
        REDIS_URL=os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/13"),
        EMAIL_URL="smtp://127.0.0.1:25",
        STATIC_ROOT=str(STATIC_ROOT),
    )
    from bench import clock_board

    clock_board.DB_URL = DB_URL
    clock_board.ensure_database()
    if not (STATIC_ROOT / "staticfiles.json").exists():
        subprocess.run(
            [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
            cwd=ROOT,
            env=os.environ,
            check=True,
        )
    import django

    django.setup()


def _backend_cpu_ms() -> float:
    """CPU time so far of the PostgreSQL backend serving this process's connection (on
    this machine: its /proc entry), in ms: what the page costs the database's side."""
    from django.db import connection

    connection.ensure_connection()
    pid = connection.connection.info.backend_pid
    fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime + stime
    return ticks * 1000 / os.sysconf("SC_CLK_TCK")


def measure(client, path: str, n: int, *, after_write: bool = False) -> dict:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from lockport_sw.core import kept

    for _ in range(2):
        client.get(path, secure=True)
    cpu, wall = [], []
    pg0 = _backend_cpu_ms()
    for _ in range(n):
        if after_write:
            kept.replace_all()
        with CaptureQueriesContext(connection) as queries:
            c0, w0 = time.process_time(), time.perf_counter()
            response = client.get(path, secure=True)
            cpu.append((time.process_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
        assert response.status_code == 200, (path, response.status_code)
    return {
        "cpu_ms": round(statistics.median(cpu), 1),
        "wall_ms": round(statistics.median(wall), 1),
        # The backend's clock ticks (10 ms) are too coarse for one request: a mean.
        "pg_cpu_ms": round((_backend_cpu_ms() - pg0) / n, 1),
        "queries": len(queries.captured_queries),
    }


def main() -> None:
    configure()
    from django.test import Client

    from bench import load
    from bench.signin import bench_user
    from lockport_sw.accounts.roles import Role
    from lockport_sw.registry.models import Property

    if not Property.objects.filter(sbl__startswith="S-").exists():
        # seed_scale refuses the production settings: the test settings, same database.
        subprocess.run(
            [
                sys.executable,
                "manage.py",
                "seed_scale",
                "--scale",
                str(SCALE),
                "--results",
                tempfile.mkdtemp(),
            ],
            cwd=ROOT,
            env={**os.environ, "DJANGO_SETTINGS_MODULE": "lockport_sw.settings.test"},
            check=True,
        )
    clients = {"": Client()}
    for who, email, role, name in (
        ("smo", load.SMO, Role.SMO, "Scale SMO"),
        ("inspector", load.INSPECTOR, Role.INSPECTOR, "I0"),
    ):
        clients[who] = Client()
        clients[who].force_login(bench_user(email, role, name))
    only = [p.strip() for p in os.environ.get("BENCH_PAGES", "").split(";") if p.strip()]
    profile = os.environ.get("BENCH_PROFILE", "")
    rows = {}
    for label, path, who in load.pages():
        if only and label not in only and label not in (load.BARE, load.BARE_STAFF):
            continue
        rows[label] = measure(clients[who], path, N)
        rows[label]["after_write"] = measure(clients[who], path, N, after_write=True)
        print(label, rows[label], flush=True)
        if label == profile:
            profiler = cProfile.Profile()
            profiler.enable()
            for _ in range(N):
                clients[who].get(path, secure=True)
            profiler.disable()
            stats = pstats.Stats(profiler).sort_stats("cumulative")
            stats.print_stats(60)
            stats.sort_stats("tottime").print_stats(30)
    bare = rows[load.BARE]["cpu_ms"]
    print(
        "\n| page | CPU ms/request | PostgreSQL CPU ms | wall ms | queries | bare ÷ page (CPU) |"
        " after a write: CPU ms | PostgreSQL CPU ms | wall ms | queries |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for label, r in rows.items():
        w = r["after_write"]
        print(
            f"| {label} | {r['cpu_ms']} | {r['pg_cpu_ms']} | {r['wall_ms']} | {r['queries']} |"
            f" {bare / r['cpu_ms']:.2f} | {w['cpu_ms']} | {w['pg_cpu_ms']} | {w['wall_ms']} |"
            f" {w['queries']} |"
        )


if __name__ == "__main__":
    main()
