"""Fixtures shared by the whole suite. Tests run against PostgreSQL and Redis."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.conf import settings

from lockport_sw.accounts.roles import Role
from tests.factories import UserFactory

pytest_plugins = [
    "tests.celery_worker",
    "tests.template_db",
    "tests.flush",
    "tests.demo",
    "tests.route_world",
]

CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")

# The second municipality's tests (issue 49) run in a process of its own, started as a
# deployment serving it starts (``JURISDICTION=examplefalls``: the settings, the
# letterhead and everything the apps register when they start are the Village's):
# ``make pytest-village``. That process collects only tests/village/, and every other
# process leaves it out.
VILLAGE = "examplefalls"
VILLAGE_TESTS = Path(__file__).resolve().parent / "village"


def pytest_ignore_collect(collection_path, config):
    path = Path(collection_path).resolve()
    inside = path == VILLAGE_TESTS or VILLAGE_TESTS in path.parents
    if os.environ.get("JURISDICTION") == VILLAGE:
        on_the_way = path in VILLAGE_TESTS.parents
        return None if inside or on_the_way else True
    return True if inside else None


def pytest_sessionfinish(session, exitstatus):
    """With CI=true nothing may be skipped: a skip (or xfail) fails the run."""
    if not CI:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is None:
        return
    skipped = reporter.stats.get("skipped", []) + reporter.stats.get("xfailed", [])
    if skipped:
        reporter.write_line(
            f"CI=true: {len(skipped)} test(s) skipped or xfailed; nothing may skip in CI.",
            red=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def _long(item) -> bool:
    """A test that takes more than a few seconds alone: marked ``slow``, or in the
    browser (tests/browser/conftest.py marks those ``browser`` too)."""
    return item.get_closest_marker("slow") is not None or "tests/browser/" in str(item.path)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist's work stealing, each worker starts with the long tests (issue 44).

    ``--dist worksteal`` gives each worker an equal run of the collected tests, in order,
    and an idle worker then steals the second half of the longest queue left: the tests
    at the end of a run are the ones run last. In collection order the long tests (the
    browser flows, the Schemathesis runs, the hostile-input sweep, the URL matrix) sat
    where they fell, some at the end of a worker's run, and one worker could finish a
    run of several minutes alone. Here each worker's run starts with its share of the
    long tests (the k-th long test in the (k mod workers)-th run), and the short ones
    fill the rest, so what is stolen and run last is short. The same order on every
    worker (xdist checks that they collected the same). Without xdist, collection order."""
    workers = getattr(config, "workerinput", {}).get("workercount")
    if not workers or config.getoption("dist", "no") != "worksteal":
        return
    # Those marked slow first (the Schemathesis runs, the sweep, the matrices), then the
    # browser's, each in collection order.
    long = sorted(
        (item for item in items if _long(item)),
        key=lambda item: item.get_closest_marker("slow") is None,
    )
    rest = [item for item in items if not _long(item)]
    runs = [long[k::workers] for k in range(workers)]
    left = len(items)
    for k, run in enumerate(runs):
        # xdist's first distribution: the pending tests split evenly, in order, over the
        # idle workers (WorkStealingScheduling.check_schedule).
        size = left // (workers - k)
        left -= size
        take = max(0, size - len(run))
        run.extend(rest[:take])
        del rest[:take]
    runs[-1].extend(rest)
    items[:] = [item for run in runs for item in run]


@pytest.fixture(autouse=True)
def _media_root(tmp_path, settings):
    """Each test stores uploads and issued documents in a directory of its own."""
    settings.MEDIA_ROOT = str(tmp_path / "media")


@pytest.fixture(autouse=True)
def _clear_cache():
    """Rate limits live in the cache (Redis): each test starts without them."""
    from django.core.cache import cache

    cache.clear()
    yield


def _made_anew(assertion):
    """``assertion`` (pytest-django's), measuring a page made anew: nothing kept
    (core/kept.py), as after any write. What is kept is tested on its own
    (tests/core/test_kept.py, tests/core/test_kept_pages.py)."""
    from contextlib import contextmanager

    from lockport_sw.core import kept

    @contextmanager
    def measured(*args, **kwargs):
        kept.replace_all()
        with assertion(*args, **kwargs) as captured:
            yield captured

    return measured


@pytest.fixture
def django_assert_num_queries(django_assert_num_queries):
    return _made_anew(django_assert_num_queries)


@pytest.fixture
def django_assert_max_num_queries(django_assert_max_num_queries):
    return _made_anew(django_assert_max_num_queries)


@pytest.fixture(autouse=True)
def _close_streaming_responses(monkeypatch):
    """Close every file download a test left open when it ends, as a WSGI server would
    (tests/downloads.py): an open file is a ResourceWarning, and warnings are errors."""
    from django.test import Client

    from tests.downloads import close_response

    returned = []
    request = Client.request

    def request_and_keep(self, **kwargs):
        response = request(self, **kwargs)
        if response.streaming:
            returned.append(response)
        return response

    monkeypatch.setattr(Client, "request", request_and_keep)
    yield
    for response in returned:
        close_response(response)


@pytest.fixture(autouse=True)
def _refused_forms_show_the_error_summary(monkeypatch):
    """Every page any test receives that shows an error beside a field also shows the
    error summary at its top, once (issue 8 item 2; tests/error_summary.py): the whole
    suite's refused forms are the walk over every form of the product."""
    from django.test import Client

    from tests.error_summary import assert_summary_if_refused

    request = Client.request

    def request_and_check(self, **kwargs):
        response = request(self, **kwargs)
        assert_summary_if_refused(response, kwargs)
        return response

    monkeypatch.setattr(Client, "request", request_and_check)


@pytest.fixture
def collected_static(tmp_path_factory):
    """``collectstatic`` exactly as the Dockerfile runs it, into a STATIC_ROOT of the
    run's own (tests/core/test_production_smoke.py): once per run (about 10 s of CPU,
    most of it compressing), shared by every test that serves the production settings
    (tests/once.py)."""
    from tests.core.test_production_smoke import collect_static
    from tests.once import built_once

    return built_once(tmp_path_factory, "collected-static", collect_static)


@pytest.fixture
def make_user(db):
    def _make(role: str | None = None, **kwargs):
        roles = [role] if role else []
        return UserFactory(roles=roles, **kwargs)

    return _make


@pytest.fixture
def smo(make_user):
    return make_user(Role.SMO, full_name="Sam Officer")


@pytest.fixture
def applicant(make_user):
    return make_user(Role.APPLICANT, full_name="Alice Applicant")


ROLE_NAMES = ["anonymous", *Role.values]


@pytest.fixture
def client_for(client, make_user):
    """``client_for(role)`` returns a test client signed in as a new user of that role."""

    def _client(role: str):
        from django.test import Client

        c = Client()
        if role != "anonymous":
            user = make_user(role)
            if role == Role.TOWN_BOARD:
                # A Board member holds a seat on the Board (lockport_sw.bodies).
                from tests.seats import take_seat

                take_seat("town_board", user)
            c.force_login(user)
        return c

    return _client


def pytest_report_header(config):
    db = settings.DATABASES["default"]
    return (
        f"database: {db['ENGINE']} {db.get('HOST')}:{db.get('PORT')}; redis: {settings.REDIS_URL}"
    )
