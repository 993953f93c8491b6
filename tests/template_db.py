"""Under pytest-xdist, migrate the test database once and give each worker a copy.

Without this, every worker builds its own test database by running all migrations,
each in its own process at the same time: on two cores that cost about 160 s of every
run before the first test. Instead the controller (the process that starts the workers)
migrates one template database, ``test_<name>_template``, with ``manage.py migrate``,
exactly as a deployment does; each worker then takes ``test_<name>_gwN`` as a copy of
it (PostgreSQL's ``CREATE DATABASE … TEMPLATE``, about a second) and drops it at the end.

Run without xdist (``-n 0``, a helper's targeted run) pytest-django builds the database
as usual. The template is rebuilt on every run: a run never trusts a database an earlier
run left behind."""

from __future__ import annotations

import os
import subprocess  # nosec B404: runs manage.py migrate, our own command
import sys
import time
from pathlib import Path

import pytest

ENV = "LOCKPORT_TEST_TEMPLATE_DB"
MIGRATED_IN = pytest.StashKey[float]()
ROOT = Path(__file__).resolve().parent.parent


def _xdist_controller(config) -> bool:
    if hasattr(config, "workerinput"):
        return False
    numprocesses = getattr(config.option, "numprocesses", None)
    return bool(numprocesses) and getattr(config.option, "dist", "no") != "no"


def _maintenance_connection(db: dict):
    import psycopg2

    conn = psycopg2.connect(
        dbname="postgres",
        user=db.get("USER") or None,
        password=db.get("PASSWORD") or None,
        host=db.get("HOST") or None,
        port=db.get("PORT") or None,
    )
    conn.autocommit = True
    return conn


def _execute(db: dict, *statements: str, names: tuple[str, ...] = ()) -> None:
    """Run statements in the maintenance database; ``{0}``, ``{1}`` … are the names,
    quoted as identifiers."""
    from psycopg2 import sql

    conn = _maintenance_connection(db)
    try:
        with conn.cursor() as cursor:
            for statement in statements:
                cursor.execute(sql.SQL(statement).format(*(sql.Identifier(n) for n in names)))
    finally:
        conn.close()


def _warm_bytecode(config) -> subprocess.Popen | None:
    """Collect the run's tests once, on the core the migration leaves idle, so that each
    worker then reads the compiled test modules (assertions already rewritten) and our
    code's bytecode from ``__pycache__`` instead of compiling them itself: about 5 s of
    CPU less for each worker's collection (8.6 s to 3.7 s, measured 2026-12-03), and
    less for every Celery worker, gunicorn and ``manage.py`` a test starts. Nothing to
    do where Python is told not to write bytecode (``PYTHONDONTWRITEBYTECODE``; the
    Makefile's ``pytest`` clears it)."""
    if sys.dont_write_bytecode:
        return None
    return subprocess.Popen(  # nosec B603: our own pytest, collecting only
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:xdist",
            "-p",
            "no:cacheprovider",
            *config.args,
        ],
        cwd=config.invocation_params.dir,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def pytest_configure(config):
    if not _xdist_controller(config) or os.environ.get(ENV):
        return
    from django.conf import settings

    from tests.faults.stack import database_url

    db = settings.DATABASES["default"]
    template = f"test_{db['NAME']}_template"
    _execute(
        db,
        "DROP DATABASE IF EXISTS {0} WITH (FORCE)",
        "CREATE DATABASE {0}",
        names=(template,),
    )
    env = {
        **os.environ,
        "DATABASE_URL": database_url(template),
        "DJANGO_SETTINGS_MODULE": os.environ.get(
            "DJANGO_SETTINGS_MODULE", "lockport_sw.settings.test"
        ),
    }
    started = time.monotonic()
    warming = _warm_bytecode(config)
    done = subprocess.run(  # nosec B603: a fixed command line
        [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if warming is not None:
        warming.wait()
    if done.returncode != 0:
        raise pytest.UsageError(f"Migrating the template test database failed:\n{done.stderr}")
    config.stash[MIGRATED_IN] = time.monotonic() - started
    # The workers, started after this, inherit the environment.
    os.environ[ENV] = template


def pytest_terminal_summary(terminalreporter, config):
    """The template's migration, and the collection that compiles the tests beside it
    (``_warm_bytecode``, which ends within it), run before pytest's clock starts (its
    "passed in" figure): say how long they took, so a run's log gives the whole time
    (README, "Time of pytest")."""
    if MIGRATED_IN in config.stash:
        seconds = config.stash[MIGRATED_IN]
        terminalreporter.write_line(
            f"The template database was migrated (and the tests collected once beside it) "
            f"in {seconds:.1f} s, before pytest's clock started: add it to the time below "
            "for the whole run."
        )


def pytest_unconfigure(config):
    if not _xdist_controller(config) or not os.environ.get(ENV):
        return
    from django.conf import settings

    _execute(
        settings.DATABASES["default"],
        "DROP DATABASE IF EXISTS {0} WITH (FORCE)",
        names=(os.environ.pop(ENV),),
    )


if os.environ.get(ENV) and os.environ.get("PYTEST_XDIST_WORKER"):

    @pytest.fixture(scope="session")
    def django_db_setup(django_test_environment, django_db_blocker):
        """This worker's database: a copy of the migrated template."""
        from django.conf import settings
        from django.db import connections

        db = settings.DATABASES["default"]
        template = os.environ[ENV]
        name = f"test_{db['NAME']}_{os.environ['PYTEST_XDIST_WORKER']}"
        with django_db_blocker.unblock():
            connections.close_all()
            _execute(
                db,
                "DROP DATABASE IF EXISTS {0} WITH (FORCE)",
                "CREATE DATABASE {0} TEMPLATE {1}",
                names=(name, template),
            )
        original = db["NAME"]
        db["NAME"] = name
        connections["default"].settings_dict["NAME"] = name
        yield
        with django_db_blocker.unblock():
            connections.close_all()
            _execute(db, "DROP DATABASE IF EXISTS {0} WITH (FORCE)", names=(name,))
        db["NAME"] = original
        connections["default"].settings_dict["NAME"] = original
