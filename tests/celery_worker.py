"""A real Celery worker, in its own process, for tests of asynchronous behaviour.

The worker uses the test settings, the test database this test process created and the
test Redis database, so what a test commits the worker sees, and the other way round.
Tests that use it must commit their data: they are ``transactional_db`` tests.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
import redis
from django.conf import settings
from django.db import connection

from lockport_sw.celery import app as celery_app

ROOT = Path(__file__).resolve().parent.parent


def flush_test_redis() -> None:
    """Empty the test Redis database (and only that one)."""
    redis.Redis.from_url(settings.REDIS_URL).flushdb()


class WorkerProcess:
    def __init__(self, log_path: Path, concurrency: int = 2) -> None:
        self.log_path = log_path
        self.concurrency = concurrency
        self.proc: subprocess.Popen | None = None
        self.name = f"test-{uuid.uuid4().hex[:8]}@%h"

    def _env(self) -> dict[str, str]:
        db = connection.settings_dict
        auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
        env = dict(os.environ)
        env.update(
            DJANGO_SETTINGS_MODULE="lockport_sw.settings.test",
            DATABASE_URL=f"postgres://{auth}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
            TEST_REDIS_URL=settings.REDIS_URL,
            MEDIA_ROOT=str(settings.MEDIA_ROOT),
            PYTHONUNBUFFERED="1",
        )
        return env

    def start(self, timeout: float = 60) -> WorkerProcess:
        # The worker writes to its own copy of the file descriptor: ours is closed at once.
        with open(self.log_path, "ab") as log:
            self.proc = self._popen(log)
        self.wait_ready(timeout)
        return self

    def _popen(self, log) -> subprocess.Popen:
        return subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "lockport_sw",
                "worker",
                "--loglevel=INFO",
                f"--concurrency={self.concurrency}",
                "--without-mingle",
                "--without-gossip",
                "-n",
                self.name,
            ],
            cwd=ROOT,
            env=self._env(),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: kill() reaches the pool too
        )

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"Celery worker exited early:\n{self.log()}")
            replies = celery_app.control.ping(timeout=1.0) or []
            if any(self.name.replace("%h", "") in next(iter(r)) for r in replies):
                return
        raise TimeoutError(f"Celery worker not ready after {timeout}s:\n{self.log()}")

    def kill(self, sig: int = signal.SIGKILL) -> None:
        """Kill the worker and its pool processes at once (SIGKILL: no clean-up)."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, sig)
            self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-5000:]
        except FileNotFoundError:
            return ""


def run_sentinel(timeout: float = 60) -> None:
    """Queue a task behind everything already queued and wait until it has run.

    The proof that a task queued earlier did not run (it was lost, or refused): a worker
    started with ``concurrency=1`` runs its queue in order, one task at a time (prefetch
    multiplier 1), so when the sentinel has finished, every task ahead of it has finished
    too, and whatever they would have written is in the database. The timeout only
    bounds a failure."""
    from lockport_sw.core.tasks import ping

    assert ping.delay("sentinel").get(timeout=timeout) == "pong:sentinel"


@pytest.fixture
def celery_worker_factory(transactional_db, tmp_path):
    """Start workers on demand; every one started is stopped at the end of the test."""
    flush_test_redis()
    started: list[WorkerProcess] = []

    def _start(concurrency: int = 2) -> WorkerProcess:
        worker = WorkerProcess(tmp_path / f"worker-{len(started)}.log", concurrency)
        started.append(worker)
        return worker.start()

    yield _start
    for worker in started:
        worker.stop()
    flush_test_redis()


@pytest.fixture
def celery_worker(celery_worker_factory):
    return celery_worker_factory()
