"""PostgreSQL restarted while the deadline sweep and web requests run (issue 19, item 3).

A private cluster (initdb, pg_ctl on a free port) holds a copy of this test's database;
gunicorn (with CONN_MAX_AGE=60, as in production, and CONN_HEALTH_CHECKS) and a process
running the sweep over and over use it. The sweep is held in the middle of a batch that
marks clocks missed (this test's transaction holds the escalation of one of them, so the
sweep's insert waits, seen in pg_locks); then the server is stopped (fast: every
connection cut, the held batch rolled back) and started again.

- A request while it is down gets the error page at once (500), not a hang.
- The next request after it is back is served: the dead kept connection is dropped by
  the health check and a new one made.
- No clock is processed twice: each clock is marked missed once (one history row saying
  so), escalated once, its messages written once; the clocks due soon reminded once.
"""

from __future__ import annotations

import subprocess
import sys
import time
from datetime import timedelta

import psycopg2
import pytest

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline
from tests.bulk import bulk_clocks
from tests.conditions import wait_until
from tests.factories import PASSWORD, totp_code
from tests.faults.stack import ROOT, Gunicorn, PrivatePostgres, app_env, sign_in

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

N_MISSED, N_SOON = 250, 120  # the sweep's batches are 100 clocks
SWEEP_LOOP = """
import sys, threading
from pathlib import Path
import django
django.setup()
from django.db import DatabaseError, connection
from lockport_sw.deadlines import sweep
stop, pause = Path(sys.argv[1]), threading.Event()
while not stop.exists():
    try:
        sweep.run()
    except DatabaseError as exc:
        print("sweep failed:", type(exc).__name__, exc, flush=True)
        connection.close()
    pause.wait(0.2)
"""


@pytest.fixture(scope="module")
def private_postgres():
    cluster = PrivatePostgres().start()
    yield cluster
    cluster.destroy()


def query(conn, sql: str, params=()) -> list[tuple]:
    with conn.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def test_postgres_restarted_under_the_sweep_and_requests_fails_cleanly_and_nothing_twice(
    private_postgres, tmp_path, make_user
):
    smo = make_user(Role.SMO)
    bulk_clocks(
        N_MISSED + N_SOON,
        due=lambda i, now: (
            now - timedelta(days=1, minutes=i) if i < N_MISSED else now + timedelta(days=5)
        ),
        label="SWPPP 2026-{i:05d}",
        responsible_role=Role.SMO,
    )
    # The clock the sweep will be held at: the 51st of its second batch of escalations.
    held_clock = list(Deadline.objects.order_by("due_at", "pk")[:N_MISSED])[150]
    url = private_postgres.copy_of_test_database(f"faults_{tmp_path.name[-20:]}".lower())
    env = app_env(DATABASE_URL=url, CONN_MAX_AGE="60")

    held = psycopg2.connect(url)
    held.autocommit = False
    query_conn = psycopg2.connect(url)
    query_conn.autocommit = True
    with held.cursor() as cursor:
        cursor.execute(
            "INSERT INTO deadlines_reminder (deadline_id, kind, due_at, created_at) "
            "VALUES (%s, 'escalation', %s, now())",
            [held_clock.pk, held_clock.due_at],
        )
    (held_pid,) = query(held, "SELECT pg_backend_pid()")[0]
    web = Gunicorn(tmp_path / "gunicorn.log", env)
    stop = tmp_path / "stop-sweeping"
    with open(tmp_path / "sweep.log", "wb") as log:
        sweeper = subprocess.Popen(
            [sys.executable, "-c", SWEEP_LOOP, str(stop)],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        staff = sign_in(web, smo.email, PASSWORD, totp_code)
        assert staff.get(web.url + "/clocks/").status_code == 200

        def sweep_waiting():
            rows = query(
                query_conn,
                "SELECT pid FROM pg_locks WHERE NOT granted AND %s = ANY(pg_blocking_pids(pid))",
                [held_pid],
            )
            return rows

        wait_until(sweep_waiting, 120, "the sweep to reach the held clock")
        # Mid-batch: the first batch is committed, the second's work is not.
        missed = query(query_conn, "SELECT count(*) FROM deadlines_deadline WHERE status='missed'")
        assert missed == [(100,)]

        query_conn.close()
        private_postgres.stop("fast")
        held.close()
        private_postgres.start()
        # The connection gunicorn kept is dead; the health check replaces it before use,
        # so the first request after the restart is served (without it: a 500).
        assert staff.get(web.url + "/clocks/").status_code == 200

        # While the server is down a request gets the error page at once, not a hang;
        # once it is back the next request is served.
        private_postgres.stop("fast")
        started = time.monotonic()
        down = staff.get(web.url + "/clocks/", timeout=30)
        assert down.status_code == 500
        assert time.monotonic() - started < 10
        private_postgres.start()
        assert staff.get(web.url + "/clocks/").status_code == 200

        check = psycopg2.connect(url)
        check.autocommit = True

        def all_done() -> bool:
            (counts,) = query(
                check,
                "SELECT count(*) FILTER (WHERE kind = 'escalation'), "
                "count(*) FILTER (WHERE kind = 'lead:7d') FROM deadlines_reminder",
            )
            return counts == (N_MISSED, N_SOON)

        wait_until(all_done, 120, "the sweep to finish after the restart")
        stop.touch()
        sweeper.wait(timeout=60)
        assert "sweep failed" in (tmp_path / "sweep.log").read_text()  # it was cut off

        # Each clock marked missed once: one history row saying so, per clock.
        twice = query(
            check,
            "SELECT id, count(*) FROM deadlines_historicaldeadline "
            "WHERE history_change_reason = 'Due moment passed (sweep)' "
            "GROUP BY id HAVING count(*) <> 1",
        )
        assert twice == []
        marked = query(
            check,
            "SELECT count(DISTINCT id) FROM deadlines_historicaldeadline "
            "WHERE history_change_reason = 'Due moment passed (sweep)'",
        )
        assert marked == [(N_MISSED,)]
        assert query(check, "SELECT count(*) FROM deadlines_deadline WHERE status='missed'") == [
            (N_MISSED,)
        ]
        dupes = query(
            check,
            "SELECT deadline_id, kind FROM deadlines_reminder GROUP BY 1, 2 HAVING count(*) > 1",
        )
        assert dupes == []
        messages = query(
            check,
            "SELECT count(*), count(DISTINCT (event_key, address)) FROM notifications_notification",
        )
        assert messages == [(N_MISSED + N_SOON, N_MISSED + N_SOON)]  # one SMO: one each
        check.close()
    finally:
        stop.touch()
        if sweeper.poll() is None:
            sweeper.kill()
            sweeper.wait(timeout=30)
        web.stop()
