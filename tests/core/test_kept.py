"""What a page shows, kept until the data changes (core/kept.py, issue 44): the SMO home's
panels are kept between writes, and every kind of write ends what was kept (a service, a
queryset's ``update``, ``bulk_create``, raw SQL, another connection's commit), as does
the Town's next day; nothing kept is used inside a transaction of the code's own."""

from __future__ import annotations

import threading

import pytest
import time_machine
from django.core.cache import cache
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from illicit.models import Report
from lockport_sw.accounts.roles import Role
from lockport_sw.core import kept
from tests.illicit.world import local, report

pytestmark = pytest.mark.django_db


def _home(client) -> tuple[str, int]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/")
    assert response.status_code == 200
    return response.content.decode(), len(queries.captured_queries)


def _main(page: str) -> str:
    """The page's main content (the head holds each request's own CSRF token)."""
    return page[page.index('id="main"') :]


@pytest.fixture
def smo_client(client, smo):
    client.force_login(smo)
    return client


# Which statements change rows -----------------------------------------------------------
@pytest.mark.parametrize(
    ("sql", "changes"),
    [
        ('SELECT "illicit_report"."id" FROM "illicit_report"', False),
        ("  select 1", False),
        ('SAVEPOINT "s1"', False),
        ('RELEASE SAVEPOINT "s1"', False),
        ('UPDATE "django_session" SET "expire_date" = %s', False),
        ('INSERT INTO "django_session" ("session_key") VALUES (%s)', False),
        ('DELETE FROM "django_session" WHERE "expire_date" < %s', False),
        ('UPDATE "django_celery_beat_periodictask" SET "last_run_at" = %s', False),
        ('UPDATE "illicit_report" SET "state" = %s', True),
        ('INSERT INTO "illicit_report" ("reference") VALUES (%s)', True),
        ('DELETE FROM "deadlines_deadline" WHERE "id" = %s', True),
        ("TRUNCATE illicit_report", True),
        ("WITH moved AS (UPDATE illicit_report SET state = 'x' RETURNING id) SELECT 1", True),
    ],
)
def test_which_statements_change_what_is_kept(sql, changes):
    assert kept.changes_rows(sql) is changes


# The home's panels, kept -----------------------------------------------------------------
def test_the_smo_home_keeps_its_panels_until_a_write(smo_client):
    """The second request reads the panels from the cache: only the floor's queries (the
    session, the user) are asked, and the page is the same."""
    first, asked_first = _home(smo_client)
    second, asked_second = _home(smo_client)
    assert _main(second) == _main(first)
    assert asked_first >= 20
    assert asked_second < 6  # the session, the user, the idle timeout's write


def test_a_report_made_through_the_service_shows_on_the_next_home(smo_client):
    _home(smo_client)
    made, _token = report()
    page, _asked = _home(smo_client)
    assert made.reference in page


def test_a_querysets_update_ends_what_was_kept(smo_client):
    made, _token = report()
    assert made.reference in _home(smo_client)[0]
    Report.objects.filter(pk=made.pk).update(state=Report.State.CLOSED)  # no signal
    assert made.reference not in _home(smo_client)[0]


def test_rows_written_by_raw_sql_end_what_was_kept(smo_client):
    made, _token = report()
    assert made.reference in _home(smo_client)[0]
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE illicit_report SET state = %s WHERE id = %s",
            [Report.State.CLOSED, made.pk],
        )
    assert made.reference not in _home(smo_client)[0]


def test_an_update_that_changes_no_row_keeps_what_was_kept(smo_client):
    _home(smo_client)
    Report.objects.filter(pk=-1).update(state=Report.State.CLOSED)
    assert _home(smo_client)[1] < 6


def test_each_user_has_their_own_panels(client, smo, make_user):
    other = make_user(Role.SMO, full_name="Olga Other")
    client.force_login(smo)
    _home(client)
    client.force_login(other)
    page, asked = _home(client)
    assert asked >= 20  # computed for this user, not the first one's
    assert "Olga Other" in page


def test_the_towns_next_day_ends_what_was_kept(client, smo):
    with time_machine.travel(local(2026, 12, 7, 23, 59), tick=False):
        client.force_login(smo)
        _home(client)
        assert _home(client)[1] < 6
    with time_machine.travel(local(2026, 12, 8, 0, 1), tick=False):
        assert _home(client)[1] >= 20


def test_a_generation_lost_from_the_cache_is_a_new_one(smo_client):
    _home(smo_client)
    cache.delete(kept.GENERATION)
    assert _home(smo_client)[1] >= 20


def test_what_is_kept_lives_at_most_a_minute(smo_client):
    _home(smo_client)
    client = cache._cache.get_client()
    keys = [key for key in client.scan_iter("*kept:*") if b"generation" not in key]
    assert keys
    assert all(0 < client.ttl(key) <= kept.SECONDS for key in keys)


# Inside a transaction -------------------------------------------------------------------
def test_nothing_kept_is_used_or_stored_inside_a_transaction_of_the_codes_own():
    computed = []

    def compute():
        computed.append(1)
        return len(computed)

    assert kept.kept(("t",), compute) == 1
    assert kept.kept(("t",), compute) == 1  # kept
    with transaction.atomic():
        assert kept.kept(("t",), compute) == 2  # computed, not used
    assert kept.kept(("t",), compute) == 1  # not stored either


def test_an_answer_after_a_write_in_the_same_test_is_computed_again():
    computed = []

    def compute():
        computed.append(1)
        return Report.objects.count()

    assert kept.kept(("count",), compute) == 0
    report()
    assert kept.kept(("count",), compute) == 1
    assert len(computed) == 2


# Another connection's commit -------------------------------------------------------------
@pytest.mark.django_db(transaction=True)
def test_a_commit_on_another_connection_ends_what_was_kept():
    """The generation is replaced when the other connection's transaction commits, not
    before: a reader between the write and the commit still finds what was kept."""
    from django.db import connections

    seen = []

    def compute():
        return Report.objects.count()

    assert kept.kept(("count",), compute) == 0
    written, go_on = threading.Event(), threading.Event()

    def writer():
        try:
            with transaction.atomic():
                report()
                written.set()
                go_on.wait(10)
        finally:
            connections.close_all()

    thread = threading.Thread(target=writer)
    thread.start()
    assert written.wait(30)
    seen.append(kept.kept(("count",), compute))  # before the commit
    go_on.set()
    thread.join(30)
    seen.append(kept.kept(("count",), compute))  # after it
    assert seen == [0, 1]
