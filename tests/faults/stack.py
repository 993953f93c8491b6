"""The real stack for the fault tests (issue 19, item 3): gunicorn serving the app with
the test settings, a private Redis server and a private PostgreSQL cluster, each on a
free loopback port, each started and stopped by the test that needs it. The shared
PostgreSQL (5432) and Redis (6379) are never stopped or reconfigured."""

from __future__ import annotations

import contextlib
import glob
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import requests
from django.conf import settings
from django.db import connection

from tests.conditions import wait_until

ROOT = Path(__file__).resolve().parents[2]
# Variables of this pytest process that must not reach a server we start: they would
# move it onto this process's databases (tests/settings: the xdist worker's numbers).
PRIVATE = ("PYTEST_XDIST_WORKER", "TEST_REDIS_BASE_URL", "PYTEST_CURRENT_TEST")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), 1).close()
    except OSError:
        return False
    return True


def database_url(name: str | None = None, port: int | None = None) -> str:
    db = connection.settings_dict
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    return f"postgres://{auth}@{db['HOST']}:{port or db['PORT']}/{name or db['NAME']}"


def app_env(**overrides: str) -> dict[str, str]:
    """The environment of an app process on the test database, Redis and media."""
    env = {k: v for k, v in os.environ.items() if k not in PRIVATE}
    env.update(
        DJANGO_SETTINGS_MODULE="lockport_sw.settings.test",
        DATABASE_URL=database_url(),
        TEST_REDIS_URL=settings.REDIS_URL,
        MEDIA_ROOT=str(settings.MEDIA_ROOT),
        PYTHONUNBUFFERED="1",
    )
    env.update(overrides)
    return env


class Gunicorn:
    """``gunicorn lockport_sw.wsgi:application`` on a free port (the image's command),
    optionally behind a prefix (``unshare ... sh -c 'mount ...; exec gunicorn'``)."""

    def __init__(self, log: Path, env: dict[str, str], workers: int = 1, prefix=()) -> None:
        self.port = free_port()
        self.log = log
        gunicorn = str(Path(sys.executable).parent / "gunicorn")
        args = [gunicorn, "lockport_sw.wsgi:application", "--bind", f"127.0.0.1:{self.port}"]
        args += ["--workers", str(workers), "--timeout", "60", "--graceful-timeout", "5"]
        with open(log, "wb") as out:
            self.proc = subprocess.Popen(
                [*prefix, *args],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

        def up() -> bool:
            assert self.proc.poll() is None, self.log.read_text()
            return listening(self.port)

        wait_until(up, 120, "gunicorn listening", 0.2, explain=self.log.read_text)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def session(self) -> requests.Session:
        return requests.Session()

    def worker_pids(self) -> list[int]:
        """The pids of gunicorn's worker processes (children of the master)."""
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        return [int(p) for p in children.read_text().split()]

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=30)


def csrf_token(html: str) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)


class PrivateRedis:
    """redis-server on a free port, no persistence; ``stop()`` and ``start()`` again."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = free_port()
        self.proc: subprocess.Popen | None = None
        self.binary = shutil.which("redis-server")
        assert self.binary, "redis-server is not installed (scripts/ensure-system.sh test)"

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> PrivateRedis:
        with open(self.directory / "redis.log", "ab") as out:
            self.proc = subprocess.Popen(
                [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", ""]
                + ["--appendonly", "no", "--dir", str(self.directory)],
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        wait_until(lambda: listening(self.port), 30, "redis-server listening", 0.1)
        return self

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()  # as a crash: no save, connections cut
            self.proc.wait(timeout=30)
        wait_until(lambda: not listening(self.port), 30, "redis-server stopped", 0.1)


def postgres_bin(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    assert found, f"{name} not found under /usr/lib/postgresql/*/bin (postgresql package)"
    return found[-1]


class PrivatePostgres:
    """A PostgreSQL cluster of its own (initdb into a temporary directory, pg_ctl on a free
    port, trust authentication on loopback), restarted at will. As root, the server runs
    as the ``postgres`` user (PostgreSQL refuses to run as root)."""

    def __init__(self) -> None:
        self.directory = Path(tempfile.mkdtemp(prefix="lockport-faults-pg-"))
        self.data = self.directory / "data"
        self.port = free_port()
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            self.as_user = ["runuser", "-u", "postgres", "--"]
            shutil.chown(self.directory, "postgres")
        self._run(
            postgres_bin("initdb"),
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "--auth=trust",
            "--no-sync",
        )

    def _run(self, *args: str) -> None:
        result = subprocess.run(
            [*self.as_user, *args], capture_output=True, text=True, timeout=120, check=False
        )
        assert result.returncode == 0, result.stdout + result.stderr

    def start(self) -> PrivatePostgres:
        options = (
            f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.directory} "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        )
        self._run(
            postgres_bin("pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.directory / "server.log"),
            "-o",
            options,
            "-w",
            "start",
        )
        return self

    def stop(self, mode: str = "fast") -> None:
        self._run(postgres_bin("pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop")

    def url(self, name: str) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{name}"

    def copy_of_test_database(self, name: str) -> str:
        """A copy of this test's database (schema and rows) in this cluster."""
        self._run(postgres_bin("createdb"), "-h", "127.0.0.1", "-p", str(self.port), name)
        dump = subprocess.run(
            ["pg_dump", "--format=custom", database_url()], capture_output=True, check=True
        )
        restore = subprocess.run(
            ["pg_restore", "--no-owner", "--exit-on-error", f"--dbname={self.url(name)}"],
            input=dump.stdout,
            capture_output=True,
            check=False,
        )
        assert restore.returncode == 0, restore.stderr.decode()
        return self.url(name)

    def destroy(self) -> None:
        with contextlib.suppress(AssertionError):
            self.stop("immediate")
        shutil.rmtree(self.directory, ignore_errors=True)


def sign_in(server: Gunicorn, email: str, password: str, code) -> requests.Session:
    """A browser signed in through the pages: password, then the second step (``code()``
    gives the current code; asked again once if the period turned between the two)."""
    browser = server.session()
    page = browser.get(server.url + "/accounts/login/")
    response = browser.post(
        server.url + "/accounts/login/",
        data={"login": email, "password": password, "csrfmiddlewaretoken": csrf_token(page.text)},
    )
    assert response.url.endswith("/accounts/2fa/authenticate/"), response.url
    for _attempt in range(2):
        response = browser.post(
            response.url, data={"code": code(), "csrfmiddlewaretoken": csrf_token(response.text)}
        )
        if "/accounts/" not in response.url:
            break
    assert response.status_code == 200 and "/accounts/" not in response.url, response.url
    return browser


class CeleryWorker:
    """A Celery worker process (the compose file's ``celery -A lockport_sw worker``) on
    the given environment's broker; ``app`` talks to the same broker."""

    def __init__(self, log: Path, env: dict[str, str]) -> None:
        from celery import Celery

        self.log = log
        broker = env["TEST_REDIS_URL"]
        # Not the current app: later tests in this process use the project's own.
        self.app = Celery("faults", broker=broker, backend=broker, set_as_current=False)
        self.name = f"faults-{os.getpid()}-{free_port()}"
        with open(log, "ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "lockport_sw", "worker"]
                + ["--loglevel=INFO", "--concurrency=1", "--without-mingle", "--without-gossip"]
                + ["-n", f"{self.name}@%h"],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

        def ready() -> bool:
            assert self.proc.poll() is None, self.log.read_text()
            replies = self.app.control.ping(timeout=1.0) or []
            return any(self.name in next(iter(r)) for r in replies)

        wait_until(ready, 90, "celery worker ready", 0.2, explain=self.log.read_text)

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=20)
        self.app.close()
