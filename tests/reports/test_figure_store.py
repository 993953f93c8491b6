"""Issue 44: the MS4 report's counts are read from the values stored between requests
only while they are exact (lockport_sw/reports/figure_store.py): after every write to a
table a figure reads (committed, rolled back, in the reader's own transaction, by
``update()``, a delete), each figure is what counting its records gives, and a stored
value is used again when nothing it reads was written. Issuing counts every figure."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from illicit.models import Outfall, Report, Screening
from inspections.models import Inspection
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline
from lockport_sw.reports import figure_store, figures, periods
from lockport_sw.reports.models import StoredFigure
from tests.reports.world import build

pytestmark = pytest.mark.django_db(transaction=True)

PERIOD = periods.annual(2026)


def _counts(stored: bool = True) -> tuple[dict, int]:
    """The figures, and how many of them were counted by the statement (not read)."""
    with CaptureQueriesContext(connection) as queries:
        values = figures.compute_all(figures.all_figures(), PERIOD, stored=stored)
    counted = sum(q["sql"].count("(SELECT COUNT(*) FROM (") for q in queries.captured_queries)
    return values, counted


def _exact() -> int:
    """Every figure read or counted is each figure's own ``compute``; returns how many
    were counted rather than read."""
    values, counted = _counts()
    assert values == {f.key: f.compute(PERIOD) for f in figures.all_figures()}
    return counted


def test_the_ms4_figures_stored_between_requests_are_always_what_the_records_count(make_user):
    build(make_user(Role.SMO), make_user(Role.APPLICANT))
    every = len([f for f in figures.all_figures() if f.counted and f.value is None])
    assert _exact() == every  # nothing stored yet
    assert StoredFigure.objects.count() == every
    assert _exact() == 0  # all read: nothing they read was written

    # A committed write to one table: only the figures reading it are counted again.
    report = Report.objects.order_by("pk").first()
    Report.objects.filter(pk=report.pk).update(
        source="open311" if report.source == "web" else "web"
    )
    again = _exact()
    assert 0 < again < every
    assert _exact() == 0

    # A write rolled back stamps nothing: the stored values stand.
    with pytest.raises(RuntimeError, match="undone"), transaction.atomic():
        Outfall.objects.create(code="OF-NEW", latitude=Decimal("43.1"), longitude=Decimal("-78.7"))
        raise RuntimeError("undone")
    assert _exact() == 0

    # In the reader's own transaction, its writes are counted (not yet committed), and
    # counted again after it writes more; nothing it counted is stored (its last write
    # is after its last count).
    with transaction.atomic():
        Outfall.objects.create(code="OF-NEW", latitude=Decimal("43.1"), longitude=Decimal("-78.7"))
        assert _exact() > 0
        Outfall.objects.create(code="OF-NEW2", latitude=Decimal("43.1"), longitude=Decimal("-78.7"))
        assert _exact() > 0
    assert _exact() > 0  # committed: counted again once
    assert _exact() == 0

    # A delete, a clock's status by update(), an inspection cancelled.
    Screening.objects.filter(pk=Screening.objects.order_by("pk").first().pk).delete()
    assert _exact() > 0
    Deadline.objects.filter(status=Deadline.Status.OPEN).update(status=Deadline.Status.MISSED)
    assert _exact() > 0
    Inspection.objects.filter(
        pk=Inspection.objects.filter(state="completed").order_by("pk").first().pk
    ).update(state="cancelled", completed_at=None, result="")
    assert _exact() > 0
    assert _exact() == 0

    # A value stored by another cluster (a restored database) is never read.
    StoredFigure.objects.update(system="another cluster")
    assert _exact() == every

    # A figure reading a table without the stamp trigger (a table a new figure reads,
    # before its migration) is counted every time; the others are still read.
    def reads(figure) -> tuple[str, ...]:
        query = figure.records(PERIOD).select_related(None).order_by().query
        return figure_store.tables_of(query.sql_with_params()[0])

    on_screenings = [
        f
        for f in figures.all_figures()
        if f.counted and f.value is None and "illicit_screening" in reads(f)
    ]
    assert on_screenings
    with connection.cursor() as cursor:
        cursor.execute(figure_store.drop_sql("illicit_screening"))
    try:
        assert _exact() == len(on_screenings)
        assert _exact() == len(on_screenings)
    finally:
        with connection.cursor() as cursor:
            cursor.execute(figure_store.trigger_sql("illicit_screening"))


def test_issuing_counts_every_figure(make_user):
    build(make_user(Role.SMO), make_user(Role.APPLICANT))
    _counts()
    values, counted = _counts(stored=False)
    assert counted == len([f for f in figures.all_figures() if f.counted and f.value is None])


def test_every_table_a_counted_figure_reads_is_stamped():
    """A figure reading a table without the stamp trigger is correct but counted on every
    request (never stored): a new figure's table goes into ``figure_store.STAMPED`` and
    its trigger into a migration, or this fails, naming the figure and the table; the
    database's triggers are read, so a table listed without its migration fails too."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT unnest({figure_store._STAMPED_NOW})")
        triggered = {row[0] for row in cursor.fetchall()}
    assert triggered == set(figure_store.STAMPED)  # the migrations made what the code lists
    unstamped = {
        (figure.key, table)
        for figure in figures.all_figures()
        if figure.counted and figure.value is None
        for table in figure_store.tables_of(
            figure.records(PERIOD).select_related(None).order_by().query.sql_with_params()[0]
        )
        if table not in figure_store.STAMPED
    }
    assert unstamped == set()
