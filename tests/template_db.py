"""Under pytest-xdist, migrate the test database once and give each worker a copy.

Without this, every worker builds its own test database by running all migrations,
each in its own process at the same time: on two cores that cost about 160 s of every
run before the first test. Instead the controller (the process that starts the workers)
migrates one template database, ``test_<name>_template``, with ``manage.py migrate``,
exactly as a deployment does; each worker then takes ``test_<name>_gwN`` as a copy of
it (PostgreSQL's ``CREATE DATABASE … TEMPLATE``, about a second) and drops it at the end.

Migrating from nothing takes 40 to 90 s of one core here, nearly all of it Django
rendering the models' state again after each operation (py-spy, 2026-12-03), while the
other core waits. So the template is made from ``tests/schema/migrated.sql``: the
database ``migrate`` made, as ``pg_dump`` wrote it, restored in a few seconds; then
``manage.py migrate`` runs on it as on any deployed database: it has no migration left
to apply, and runs the post_migrate seeding (the checklist, the boards, the roles) from
the code as it is.

The dump is used only while ``tests/schema/migrated.key`` holds: its first line is what
the dump was made from (our migrations' paths and contents, the pinned requirements,
pg_dump's major version), its second the dump's own digest, so a dump edited by hand, or
left from other migrations, is not used. Once a migration is added or changed, the
template is migrated from nothing and the dump written again, to be committed; before it
is written, a database restored from it and migrated is compared with one restored from
it alone (``check_round_trip``): the migrate after a restore must change nothing.
``tests/core/test_migrated_dump.py`` checks, in every run, that the committed dump and
key are current, that the committed dump passes that check, and that the check finds a
difference when there is one. The key does not cover the post_migrate seeding: when the
code seeds other rows than the dump holds, that test fails and says how to write the
dump again (remove the key, run ``make pytest``).

Run without xdist (``-n 0``, a helper's targeted run) pytest-django builds the database
as usual. The template is rebuilt on every run: a run never trusts a database an earlier
run left behind."""

from __future__ import annotations

import difflib
import hashlib
import os
import re
import subprocess  # nosec B404: runs manage.py migrate, our own command
import sys
import time
import uuid
from contextlib import contextmanager
from pathlib import Path

import pytest

ENV = "LOCKPORT_TEST_TEMPLATE_DB"
MIGRATED_IN = pytest.StashKey[float]()
ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "tests" / "schema"
DUMP = SCHEMA / "migrated.sql"
KEY = SCHEMA / "migrated.key"
RESTORED = pytest.StashKey[bool]()


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


def migration_files() -> list[Path]:
    """Every migration of this project's own apps (the libraries' are fixed by the pinned
    requirements)."""
    from django.apps import apps

    found = []
    for app in apps.get_app_configs():
        path = Path(app.path).resolve()
        if ROOT in path.parents and ".venv" not in path.parts:
            found += sorted((path / "migrations").glob("*.py"))
    return sorted(found)


def migrations_key() -> str:
    """What ``tests/schema/migrated.sql`` was made from: each of our migrations' path and
    content, the pinned requirements and pg_dump's major version."""
    digest = hashlib.sha256()
    for path in [*migration_files(), ROOT / "requirements" / "dev.txt"]:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    version = subprocess.run(  # nosec B603 B607: PostgreSQL's own client
        ["pg_dump", "--version"], capture_output=True, text=True, check=True
    ).stdout
    digest.update(version.split()[2].split(".")[0].encode())
    return digest.hexdigest()


def dump_digest(dump: Path = DUMP) -> str:
    return hashlib.sha256(dump.read_bytes()).hexdigest()


def dump_is_current(dump: Path = DUMP, key: Path = KEY) -> bool:
    """The dump is the one written for our migrations as they are, unchanged since."""
    if not (dump.exists() and key.exists()):
        return False
    return key.read_text().split() == [migrations_key(), dump_digest(dump)]


def restore(url: str, dump: Path = DUMP) -> None:
    """The committed dump (or ``dump``), loaded into the empty database at ``url`` in one
    transaction."""
    subprocess.run(  # nosec B603 B607: PostgreSQL's own client, an argument list
        ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-f", str(dump), url],
        capture_output=True,
        check=True,
    )


def migrate(url: str) -> subprocess.CompletedProcess:
    """``manage.py migrate`` on the database at ``url``, as a deployment runs it."""
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "DJANGO_SETTINGS_MODULE": os.environ.get(
            "DJANGO_SETTINGS_MODULE", "lockport_sw.settings.test"
        ),
    }
    return subprocess.run(  # nosec B603: a fixed command line
        [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def dump_sql(url: str) -> str:
    """The database at ``url`` as pg_dump writes it: plain SQL, so that a change of schema
    reads as a diff, with a fixed key for psql's ``\\restrict`` (pg_dump draws a new one
    each time otherwise)."""
    return subprocess.run(  # nosec B603 B607: PostgreSQL's own client, an argument list
        ["pg_dump", "--no-owner", "--no-privileges", "--restrict-key=lockport", url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


# django_migrations' last column: when each migration was applied.
_APPLIED = re.compile(r"^(\d+\t\w+\t\w+)\t\d{4}-\d\d-\d\d [^\t]+$", re.MULTILINE)


def database_lines(url: str) -> list[str]:
    """The whole database at ``url`` as pg_dump writes it, in the form two databases are
    compared in (``comparable``)."""
    return comparable(dump_sql(url))


def comparable(sql: str) -> list[str]:
    """pg_dump's text as lines, but for when each migration was applied, and with each
    table's rows sorted. pg_dump writes rows in the order they lie on disk, and an UPDATE
    that changes nothing (the seeding's ``update_or_create``) can still move a row: the
    same rows in another order are the same table."""
    lines: list[str] = []
    rows: list[str] | None = None
    for line in _APPLIED.sub(r"\1\t<applied>", sql).splitlines():
        if rows is not None and line == "\\.":
            lines += sorted(rows)
            rows = None
        elif rows is not None:
            rows.append(line)
            continue
        lines.append(line)
        if line.startswith("COPY ") and line.endswith(" FROM stdin;"):
            rows = []
    return lines


@contextmanager
def scratch_databases(count: int):
    """``count`` new, empty databases on the test server, by name, dropped afterwards."""
    from django.conf import settings

    db = settings.DATABASES["default"]
    names = [f"test_scratch_{uuid.uuid4().hex[:8]}" for _ in range(count)]
    try:
        for name in names:
            _execute(db, "CREATE DATABASE {0}", names=(name,))
        yield names
    finally:
        for name in names:
            _execute(db, "DROP DATABASE IF EXISTS {0} WITH (FORCE)", names=(name,))


def check_round_trip(dump: Path) -> list[str]:
    """``dump``, of a database just migrated from nothing, restored and then migrated (as
    each run makes its template) against it restored alone (the migrated database, read
    after a restore: PostgreSQL writes some expressions back in another, equivalent form,
    a partial index's ``= ANY (ARRAY[…])``): the differences, none when the template a run
    makes is the database migrating from nothing makes."""
    from tests.faults.stack import database_url

    with scratch_databases(2) as names:
        restored, migrated = (database_url(name) for name in names)
        restore(restored, dump)
        restore(migrated, dump)
        done = migrate(migrated)
        if done.returncode != 0:
            return [f"manage.py migrate failed on the restored dump:\n{done.stderr}"]
        alone, after = database_lines(restored), database_lines(migrated)
    if not any("<applied>" in line for line in alone):
        return ["no django_migrations row was found to mask: pg_dump's format changed"]
    return list(difflib.unified_diff(alone, after, "restored", "migrated", n=1, lineterm=""))


def write_dump(url: str) -> None:
    """The database at ``url``, just migrated from nothing, as the dump to commit, once a
    restore of it is shown to give it back (``check_round_trip``)."""
    SCHEMA.mkdir(exist_ok=True)
    written = SCHEMA / "migrated.sql.new"
    written.write_text(dump_sql(url))
    found = check_round_trip(written)
    if found:
        written.unlink()
        raise pytest.UsageError(
            "The migrated database, dumped and restored, is not the same:\n" + "\n".join(found[:80])
        )
    written.replace(DUMP)
    KEY.write_text(f"{migrations_key()}\n{dump_digest()}\n")


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
    url = database_url(template)
    started = time.monotonic()
    warming = _warm_bytecode(config)
    restored = dump_is_current()
    if restored:
        restore(url)
    done = migrate(url)
    if done.returncode != 0:
        if warming is not None:
            warming.kill()
        raise pytest.UsageError(f"Migrating the template test database failed:\n{done.stderr}")
    if not restored:
        write_dump(url)
    if warming is not None:
        warming.wait()
    config.stash[MIGRATED_IN] = time.monotonic() - started
    config.stash[RESTORED] = restored
    # The workers, started after this, inherit the environment.
    os.environ[ENV] = template


def pytest_terminal_summary(terminalreporter, config):
    """The template's making, and the collection that compiles the tests beside it
    (``_warm_bytecode``), run before pytest's clock starts (its "passed in" figure): say
    how long they took, so a run's log gives the whole time (README, "Time of pytest")."""
    if MIGRATED_IN in config.stash:
        seconds = config.stash[MIGRATED_IN]
        made = (
            "restored from tests/schema/migrated.sql and migrated"
            if config.stash[RESTORED]
            else "migrated from nothing (tests/schema/migrated.sql written again: commit it)"
        )
        terminalreporter.write_line(
            f"The template database was {made}, and the tests collected once beside it, "
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
