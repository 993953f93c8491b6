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
from lockport_sw.core import floor, kept
from tests.bulk import hourly_clocks
from tests.factories import PropertyFactory
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


# Which statements change rows of which table -------------------------------------------
@pytest.mark.parametrize(
    ("sql", "table"),
    [
        ('SELECT "illicit_report"."id" FROM "illicit_report"', None),
        ("  select 1", None),
        ('SAVEPOINT "s1"', None),
        ('RELEASE SAVEPOINT "s1"', None),
        ('LOCK TABLE "deadlines_deadline" IN SHARE MODE', None),
        ('UPDATE "django_session" SET "expire_date" = %s', None),
        ('INSERT INTO "django_session" ("session_key") VALUES (%s)', None),
        ('DELETE FROM "django_session" WHERE "expire_date" < %s', None),
        ('UPDATE "django_celery_beat_periodictask" SET "last_run_at" = %s', None),
        ('UPDATE "illicit_report" SET "state" = %s', "illicit_report"),
        ('INSERT INTO "illicit_report" ("reference") VALUES (%s)', "illicit_report"),
        ('DELETE FROM "deadlines_deadline" WHERE "id" = %s', "deadlines_deadline"),
        ("update public.illicit_report set state = 'x'", "illicit_report"),
        ("TRUNCATE illicit_report", kept.EVERY_TABLE),
        ("WITH m AS (UPDATE illicit_report SET state = 'x' RETURNING id) SELECT 1", "*"),
        ("WITH w (k) AS (VALUES (%s)) SELECT f.k FROM reports_storedfigure f", None),
        ("WITH w AS (SELECT 1) INSERT INTO illicit_report SELECT * FROM w", "*"),
    ],
)
def test_which_table_a_statement_writes(sql, table):
    assert kept.written_table(sql) == table


def test_the_tables_a_statement_reads_are_the_models_tables_it_names():
    sql = (
        'SELECT "illicit_report"."id" FROM "illicit_report" INNER JOIN "registry_property"'
        ' ON ("illicit_report"."parcel_id" = "registry_property"."id") WHERE "x"."y" = 1'
    )
    assert kept.read_tables(sql) == {"illicit_report", "registry_property"}
    raw = "SELECT count(*) FROM inspections_inspection i JOIN deadlines_deadline d ON true"
    assert kept.read_tables(raw) == {"inspections_inspection", "deadlines_deadline"}


# The home's panels, kept -----------------------------------------------------------------
def test_the_smo_home_keeps_its_panels_until_a_write(smo_client):
    """The second request reads the panels from the cache: only the floor's queries (the
    session, the user) are asked, and the page is the same."""
    _home(smo_client)  # learns which tables the panels read
    kept.replace_all()
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


def test_a_write_ends_only_the_panels_that_read_its_table(smo_client):
    """Closing a report ends the triage panel (which reads the reports); the other panels,
    which do not, are still kept."""
    made, _token = report()
    _home(smo_client)
    _home(smo_client)
    assert _home(smo_client)[1] < 6
    Report.objects.filter(pk=made.pk).update(state=Report.State.CLOSED)
    page, asked = _home(smo_client)
    assert made.reference not in page
    assert 6 <= asked < 10  # the triage panel's two queries (and any it joins)


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
    _home(smo_client)
    Report.objects.filter(pk=-1).update(state=Report.State.CLOSED)
    assert _home(smo_client)[1] < 6


def test_an_insert_of_no_row_keeps_what_was_kept(smo_client):
    """The MS4 report stores the figures it counted with an ``INSERT … SELECT`` that
    inserts none of those it may not store: nothing changed, nothing made anew."""
    _home(smo_client)
    _home(smo_client)
    with connection.cursor() as cursor:
        cursor.execute("INSERT INTO illicit_report SELECT * FROM illicit_report WHERE false")
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
        _home(client)
        assert _home(client)[1] < 6
    with time_machine.travel(local(2026, 12, 8, 0, 0), tick=False):
        assert _home(client)[1] >= 20


def test_the_next_minute_ends_what_was_kept(client, smo):
    """A clock falls due without a write: what is kept is the minute's."""
    with time_machine.travel(local(2026, 12, 7, 10, 0, 5), tick=False):
        client.force_login(smo)
        _home(client)
        _home(client)
    with time_machine.travel(local(2026, 12, 7, 10, 0, 59), tick=False):
        assert _home(client)[1] < 6
    with time_machine.travel(local(2026, 12, 7, 10, 1, 0), tick=False):
        assert _home(client)[1] >= 20


def test_a_change_of_the_users_roles_ends_what_was_kept(smo_client, smo):
    """The floor keeps the roles and permissions the panels read: its version is part of
    the key."""
    _home(smo_client)
    _home(smo_client)
    floor.bump(floor.WHO, [smo.pk])
    assert _home(smo_client)[1] >= 20


def test_a_version_lost_from_the_cache_is_a_new_one(smo_client):
    _home(smo_client)
    _home(smo_client)
    cache.delete(kept._version_key("illicit_report"))
    assert 6 <= _home(smo_client)[1] < 10  # the triage panel's
    cache.delete(kept._version_key(kept.EVERY_TABLE))
    assert _home(smo_client)[1] >= 20


def test_what_is_kept_lives_at_most_a_minute(smo_client):
    _home(smo_client)
    _home(smo_client)
    client = cache._cache.get_client()
    keys = [key for key in client.scan_iter("*kept:*") if b"kept:t:" not in key]
    assert keys
    assert all(0 < client.ttl(key) <= kept.SECONDS for key in keys)


class _Counted:
    """An answer to keep: ``query()``'s, with the times it was computed."""

    def __init__(self, query):
        self.query, self.times = query, 0

    def __call__(self):
        self.times += 1
        return self.query()


def _reports() -> _Counted:
    return _Counted(Report.objects.count)


# Inside a transaction -------------------------------------------------------------------
def test_nothing_kept_is_used_or_stored_inside_a_transaction_of_the_codes_own():
    compute = _reports()

    def numbered() -> int:
        """The number of this computation: which one is returned shows which was kept."""
        compute()
        return compute.times

    kept.kept(("t",), numbered)  # learns the tables
    assert kept.kept(("t",), numbered) == 2
    assert kept.kept(("t",), numbered) == 2  # kept
    with transaction.atomic():
        assert kept.kept(("t",), numbered) == 3  # computed, not used
    assert kept.kept(("t",), numbered) == 2  # not stored either


def test_an_answer_after_a_write_in_the_same_test_is_computed_again():
    compute = _reports()
    kept.kept(("count",), compute)
    assert kept.kept(("count",), compute) == 0
    assert kept.kept(("count",), compute) == 0
    report()
    assert kept.kept(("count",), compute) == 1
    assert compute.times == 3


def test_a_write_to_a_table_not_read_keeps_what_was_kept():
    compute = _reports()
    kept.kept(("reports",), compute)
    kept.kept(("reports",), compute)
    PropertyFactory()  # registry_property: not read
    assert kept.kept(("reports",), compute) == 0
    assert compute.times == 2
    report()
    assert kept.kept(("reports",), compute) == 1
    assert compute.times == 3


def test_a_write_ends_what_was_kept_from_the_tables_its_triggers_keep():
    """The clocks' tally is written by a trigger on the clocks (deadlines/tally.py), in a
    statement no wrapper sees: a write to the clocks ends what was read from the tally."""
    from lockport_sw.deadlines.models import ClockTally

    compute = _Counted(ClockTally.objects.count)
    kept.kept(("tally",), compute)
    kept.kept(("tally",), compute)
    assert compute.times == 2
    kept.kept(("tally",), compute)
    assert compute.times == 2  # kept
    with connection.cursor() as cursor:
        cursor.execute("UPDATE deadlines_deadline SET due_at = due_at WHERE false")
    kept.kept(("tally",), compute)
    assert compute.times == 2  # no row changed
    hourly_clocks(2, first=1)  # INSERT INTO deadlines_deadline: the trigger tallies them
    assert kept.kept(("tally",), compute) > 0
    assert compute.times == 3


def test_every_trigger_that_writes_is_a_tallys_so_its_writes_end_what_was_kept():
    """A trigger that writes a table (the clocks' tally, the accounts, the MS4 figures'
    stamps) writes it in a statement no execute wrapper sees: each is declared by its
    tally (``Tally.sources``, ``tables``), or what was kept from its table would outlive
    the write. The guards (``*_refuse_change``, core/immutable.py) write nothing."""
    from lockport_sw.core import tallies

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT c.relname, p.proname FROM pg_trigger t JOIN pg_class c ON c.oid ="
            " t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal"
        )
        triggers = cursor.fetchall()
    writing = [(table, fn) for table, fn in triggers if not fn.endswith("refuse_change")]
    assert len(writing) >= 3
    assert all(tallies.kept_by_triggers(table) for table, _fn in writing), writing


def test_an_answer_that_read_a_table_not_yet_known_is_not_stored():
    """Its versions were not read before its rows: it is returned, and the next answer
    asks for them first."""
    compute = _reports()
    kept.kept(("first",), compute)
    kept.kept(("first",), compute)
    kept.kept(("first",), compute)
    assert compute.times == 2


# Another connection's commit -------------------------------------------------------------
@pytest.mark.django_db(transaction=True)
def test_a_commit_on_another_connection_ends_what_was_kept():
    """The reports' version is replaced when the other connection's transaction commits,
    not before: a reader between the write and the commit still finds what was kept."""
    from django.db import connections

    seen = []
    compute = _reports()
    kept.kept(("count",), compute)
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
