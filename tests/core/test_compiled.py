"""core/compiled.py: SQL compiled once per process, the rows exactly the queryset's
(issue 44)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.contenttypes.models import ContentType
from django.core.paginator import Paginator
from django.db import connection
from django.db.models import Exists, OuterRef
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from lockport_sw.core import compiled
from lockport_sw.core.compiled import PreparedRows
from lockport_sw.deadlines.models import Deadline
from lockport_sw.registry.models import Property
from tests.bulk import bulk_clocks

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _nothing_kept():
    compiled.forget()
    yield
    compiled.forget()


class Builds:
    """A selector of the panels' kind (a moment, a join, an annotation by subquery),
    counting how often it is built."""

    def __init__(self, derive=None) -> None:
        self.calls, self.derive = 0, derive

    def __call__(self, now):
        self.calls += 1
        if self.derive:
            now = self.derive(now)
        later = Deadline.objects.filter(
            subject_id=OuterRef("subject_id"), due_at__gt=OuterRef("due_at")
        )
        return (
            Deadline.objects.filter(due_at__lt=now, status__in=Deadline.UNRESOLVED)
            .select_related("subject_type")
            .annotate(has_later=Exists(later))
            .order_by("due_at", "pk")
        )


def _shown(rows) -> list[tuple]:
    return [(d.pk, d.due_at, d.rule_code, d.subject_type.model, d.has_later) for d in rows]


def _clocks(n: int = 25) -> None:
    bulk_clocks(n, due=lambda i, now: now + timedelta(hours=i - 12))


def test_rows_and_counts_are_the_querysets_at_every_moment_and_built_once():
    bulk_clocks(25, due=lambda i, now: now + timedelta(hours=i - 30))
    build = Builds()
    now = timezone.now()
    for i, hours in enumerate((0, -8, -12, 5, -15, 0)):
        moment = now + timedelta(hours=hours)
        expected = build(moment)
        for page in ("1", "2", "3", "9"):
            prepared = Paginator(PreparedRows("test.clocks", build, now=moment), 5).get_page(page)
            plain = Paginator(expected, 5).get_page(page)
            assert _shown(prepared) == _shown(plain)
            assert prepared.paginator.count == plain.paginator.count
            assert prepared.paginator.num_pages == plain.paginator.num_pages
        if i == 0:
            first = build.calls
    # The moments' counts differ (25, 22, 18, 25, 15), so do the last pages' slices; the
    # first two pages and the count are compiled once, at the first moment.
    assert {key[1] for key in compiled._ROWS} >= {("count",), ("rows", 0, 5), ("rows", 5, 10)}
    assert compiled._REFUSED not in compiled._ROWS.values()
    assert build.calls < first + 5 * 4


def test_the_sql_sent_is_the_querysets_own_with_the_requests_moment():
    _clocks(3)
    build, moment = Builds(), timezone.now()
    PreparedRows("test.clocks", build, now=moment)[0:10]  # compiled
    later = moment + timedelta(hours=3)
    with CaptureQueriesContext(connection) as plain:
        list(build(later)[0:10])
    with CaptureQueriesContext(connection) as prepared:
        rows = PreparedRows("test.clocks", build, now=later)[0:10]
    assert [q["sql"] for q in prepared.captured_queries] == [
        q["sql"] for q in plain.captured_queries
    ]
    assert _shown(rows) == _shown(build(later)[0:10])


def test_a_build_computing_with_its_value_is_never_kept_and_stays_exact():
    _clocks()
    build = Builds(derive=lambda now: now - timedelta(hours=6))
    now = timezone.now()
    for hours in (0, 4, -4):
        moment = now + timedelta(hours=hours)
        assert _shown(PreparedRows("test.derived", build, now=moment)[0:50]) == _shown(
            build(moment)
        )
        assert PreparedRows("test.derived", build, now=moment).count() == build(moment).count()
    assert all(value is compiled._REFUSED for value in compiled._ROWS.values())


def test_a_build_that_asks_the_database_is_never_kept():
    prop = Property.objects.create(street_address="2 Asked Road")
    _clocks(4)

    def build(now):
        # What it filters by is read when built: kept, it would go stale.
        ct = ContentType.objects.filter(pk=ContentType.objects.get_for_model(prop).pk).values_list(
            "pk", flat=True
        )[0]
        return Deadline.objects.filter(subject_type_id=ct, due_at__lt=now).order_by("pk")

    now = timezone.now()
    for _ in range(4):
        assert [d.pk for d in PreparedRows("test.asks", build, now=now)[0:10]] == [
            d.pk for d in build(now)
        ]
    assert list(compiled._ROWS.values()) == [compiled._REFUSED]


def test_a_figures_sql_is_compiled_once_per_key():
    calls = []

    def build():
        calls.append(1)
        return Deadline.objects.filter(rule_code="swppp_decision")

    first = compiled.sql_of("test.figure", build)
    assert compiled.sql_of("test.figure", build) == first
    assert calls == [1]
    assert first == Deadline.objects.filter(rule_code="swppp_decision").query.sql_with_params()


def _grouped(start, end):
    """A dashboard's kind of grouped count: two dates of one kind, a month, a sum."""
    from django.db.models import Count, Q, Sum
    from django.db.models.functions import TruncMonth

    return (
        Deadline.objects.filter(due_date__range=(start, end))
        .annotate(month=TruncMonth("due_date"))
        .values("month", "rule_code")
        .annotate(n=Count("pk"), open=Count("pk", filter=Q(status="open")), s=Sum("count_period"))
        .order_by("month", "rule_code")
    )


def test_grouped_values_are_the_querysets_for_every_pair_of_dates_and_sent_as_its_own():
    bulk_clocks(30, due=lambda i, now: now + timedelta(days=3 * i - 40))
    today = timezone.localdate()
    pairs = [(today - timedelta(days=a), today + timedelta(days=b)) for a, b in ((40, 0), (5, 60))]
    for start, end in (*pairs, pairs[0]):
        with CaptureQueriesContext(connection) as plain:
            expected = list(_grouped(start, end))
        with CaptureQueriesContext(connection) as kept:
            rows = compiled.values_of("test.grouped", _grouped, start=start, end=end)
        assert rows == expected and rows  # dicts: the month a date, the sum an int
        assert [q["sql"] for q in kept.captured_queries] == [
            q["sql"] for q in plain.captured_queries
        ]
    as_tuples = compiled.values_of(
        "test.tuples", lambda end: _grouped(pairs[0][0], end).values_list("rule_code", "n"), end=end
    )
    assert as_tuples == list(_grouped(pairs[0][0], end).values_list("rule_code", "n"))
    assert compiled._REFUSED not in compiled._ROWS.values()


def test_an_aggregate_of_counts_is_the_querysets_and_follows_every_write():
    from django.db.models import Count, Q

    def build(now):
        return (
            Deadline.objects.filter(status__in=Deadline.UNRESOLVED),
            {
                "due": Count("pk", filter=Q(due_at__lt=now)),
                "later": Count("pk", filter=Q(due_at__gte=now)),
            },
        )

    def plain(now):
        queryset, counts = build(now)
        return queryset.aggregate(**counts)

    _clocks(6)
    now = timezone.now()
    for hours in (0, 5, -5):
        moment = now + timedelta(hours=hours)
        assert compiled.aggregate_of("test.aggregate", build, now=moment) == plain(moment)
    Deadline.objects.filter(pk=Deadline.objects.order_by("pk")[0].pk).delete()
    assert compiled.aggregate_of("test.aggregate", build, now=now) == plain(now)
    assert sum(plain(now).values()) == 5
    assert compiled._ROWS and compiled._REFUSED not in compiled._ROWS.values()


def test_an_aggregate_that_is_not_only_counts_is_djangos_own():
    from django.db.models import Count, Sum

    _clocks(4)

    def build():
        return Deadline.objects.all(), {"n": Count("pk"), "s": Sum("count_period")}

    assert compiled.aggregate_of("test.sum", build) == Deadline.objects.aggregate(
        n=Count("pk"), s=Sum("count_period")
    )
    assert not compiled._ROWS  # not even tried


def test_keys_then_rows_gives_the_querysets_rows_order_and_count_reading_the_page_in_two_steps():
    """``KeysThenRows``: the page's keys from the sorted table alone (no join of the
    ``select_related`` tables), then the page's rows whole; the rows, their order, their
    related rows and the count are the queryset's, at every moment and page."""
    bulk_clocks(23, due=lambda i, now: now + timedelta(hours=(i * 7) % 23 - 12))
    build = Builds()
    now = timezone.now()
    for hours in (0, -5, 6):
        moment = now + timedelta(hours=hours)
        rows = compiled.KeysThenRows("test.keys", build, now=moment)
        for page in ("1", "2", "3"):
            two_step = Paginator(rows, 5).get_page(page)
            plain = Paginator(build(moment), 5).get_page(page)
            assert _shown(two_step) == _shown(plain)
            assert two_step.paginator.count == plain.paginator.count
    with CaptureQueriesContext(connection) as queries:
        shown = compiled.KeysThenRows("test.keys", build, now=now)[0:5]
    keys, whole = (q["sql"] for q in queries.captured_queries)
    assert "JOIN" not in keys and '"django_content_type"' in whole
    assert len(shown) == 5 and all(d.subject_type.model for d in shown)
    assert compiled.KeysThenRows("test.keys", build, now=now - timedelta(days=9))[0:5] == []
