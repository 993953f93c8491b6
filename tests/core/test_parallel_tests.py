"""`make test` runs pytest in parallel (pytest-xdist, issue 25 item 5): each worker has a
PostgreSQL database and a Redis database of its own, and so do the processes its tests
start (a real Celery worker)."""

from __future__ import annotations

import os
import subprocess

from django.conf import settings
from django.db import connection

from tests.fresh_python import run_python

CHILD = (
    "import os, subprocess, sys; from django.conf import settings; print(settings.REDIS_URL); "
    "print(subprocess.run([sys.executable, '-c', 'from django.conf import settings; "
    "print(settings.REDIS_URL)'], capture_output=True, text=True, check=True).stdout.strip())"
)


def _redis_urls(**env) -> subprocess.CompletedProcess:
    """The test settings' Redis URL in a fresh interpreter, then in a process it starts."""
    return run_python(
        CHILD,
        settings="lockport_sw.settings.test",
        without={"PYTEST_XDIST_WORKER", "TEST_REDIS_URL", "TEST_REDIS_BASE_URL"},
        **env,
    )


def test_each_xdist_worker_takes_the_redis_database_after_the_last():
    done = _redis_urls(TEST_REDIS_URL="redis://127.0.0.1:6379/11", PYTEST_XDIST_WORKER="gw2")

    assert done.returncode == 0, done.stderr
    # The worker's settings, and the same again in a process it starts (not 15).
    assert done.stdout.split() == ["redis://127.0.0.1:6379/13", "redis://127.0.0.1:6379/13"]


def test_without_xdist_the_redis_database_is_test_redis_urls_own():
    done = _redis_urls(TEST_REDIS_URL="redis://127.0.0.1:6379/11")

    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["redis://127.0.0.1:6379/11"] * 2


def test_a_worker_past_redis_database_15_is_refused_with_the_reason():
    done = _redis_urls(TEST_REDIS_URL="redis://127.0.0.1:6379/14", PYTEST_XDIST_WORKER="gw2")

    assert done.returncode != 0
    assert "Redis has 16 (0-15)" in done.stderr


def test_this_process_uses_its_workers_databases(request, db):
    """Under `make test` (xdist) this very process is a worker: its databases carry its
    index; run alone, the plain names."""
    worker = getattr(request.config, "workerinput", {}).get("workerid")
    name = connection.settings_dict["NAME"]
    redis_db = int(settings.REDIS_URL.rsplit("/", 1)[1])
    base_db = int(os.environ.get("TEST_REDIS_BASE_URL", settings.REDIS_URL).rsplit("/", 1)[1])
    if worker:
        assert name.endswith(f"_{worker}")
        assert redis_db == base_db + int(worker[2:])
        assert os.environ["TEST_REDIS_URL"] == settings.REDIS_URL
    else:
        assert not name.endswith(("_gw0", "_gw1"))
        assert redis_db == base_db
    assert settings.CELERY_BROKER_URL == settings.REDIS_URL
    assert settings.CACHES["default"]["LOCATION"] == settings.REDIS_URL
