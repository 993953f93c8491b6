"""core/pagination.py: the long lists' pages at any size (issues 25 and 44)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from lockport_sw.deadlines.models import Deadline
from tests.bulk import bulk_clocks

pytestmark = pytest.mark.django_db


def _shown(page) -> tuple:
    return (
        list(page),
        page.number,
        page.paginator.count,
        page.paginator.num_pages,
        page.has_next(),
        page.has_previous(),
    )


@pytest.mark.parametrize("rows", [0, 7, 10, 25])
@pytest.mark.parametrize("number", [None, "1", "2", "abc", "9"])
def test_a_panels_page_is_djangos_and_counts_only_when_its_rows_do_not_tell(rows, number):
    """Issue 44: a home panel's first page shorter than a page needs no COUNT(*)."""
    from django.core.paginator import Paginator
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from lockport_sw.core.pagination import PanelPaginator

    bulk_clocks(rows, due=lambda i, now: now + timedelta(hours=i))
    clocks = Deadline.objects.order_by("due_at", "pk")
    with CaptureQueriesContext(connection) as djangos:
        expected = _shown(Paginator(clocks, 10).get_page(number))
    with CaptureQueriesContext(connection) as panels:
        shown = _shown(PanelPaginator(clocks, 10).get_page(number))
    assert shown == expected
    saved = 1 if number in (None, "1") and 0 < rows < 10 else 0
    assert len(panels) == len(djangos) - saved


# --- KeysetPaginator (issue 44) -----------------------------------------------------------


def _walk(paginator_for, *, forward: bool = True) -> list[list]:
    """Every page, following "Next" from the first (and then "Previous" back)."""
    page = paginator_for().page()
    pages = [list(page)]
    while page.has_next():
        page = paginator_for().page(after=page.next_cursor)
        pages.append(list(page))
    if forward:
        return pages
    back = [list(page)]
    while page.has_previous():
        page = paginator_for().page(before=page.previous_cursor)
        back.append(list(page))
    return back[::-1]


@pytest.fixture
def tied_clocks():
    """Clocks due at only seven moments, microseconds apart: the key is (due_at, id)."""
    bulk_clocks(53, due=lambda i, now: now.replace(microsecond=0) + timedelta(microseconds=i % 7))


@pytest.mark.parametrize("ordering", [("due_at", "pk"), ("-due_at", "-pk")])
def test_keyset_pages_walk_every_row_once_in_order_both_ways(tied_clocks, ordering):
    from lockport_sw.core.pagination import KeysetPaginator

    clocks = Deadline.objects.order_by(*ordering)
    expected = list(clocks)
    pages = _walk(lambda: KeysetPaginator(clocks, 10))
    assert [len(p) for p in pages] == [10, 10, 10, 10, 10, 3]
    assert [row for p in pages for row in p] == expected
    assert _walk(lambda: KeysetPaginator(clocks, 10), forward=False) == pages


@pytest.mark.parametrize("descending", [False, True])
def test_keyset_pages_place_null_keys_as_postgresql_orders_them(tied_clocks, descending):
    """A nullable annotation (the review queue's clock): NULLs last ascending, first
    descending, every row still once."""
    from django.db.models import Case, DateTimeField, F, Value, When

    from lockport_sw.core.pagination import KeysetPaginator

    middle = Deadline.objects.order_by("pk")[25].pk
    clocks = Deadline.objects.annotate(
        due=Case(
            When(pk__lt=middle, then=F("due_at")),
            default=Value(None),
            output_field=DateTimeField(),
        )
    )
    clocks = clocks.order_by("-due", "-pk") if descending else clocks.order_by("due", "pk")
    expected = list(clocks)
    assert (expected[0].due is None) is descending
    pages = _walk(lambda: KeysetPaginator(clocks, 7))
    assert [row for p in pages for row in p] == expected
    assert _walk(lambda: KeysetPaginator(clocks, 7), forward=False) == pages


def test_a_deep_keyset_page_costs_the_queries_of_the_first(tied_clocks, django_assert_num_queries):
    from lockport_sw.core.pagination import KeysetPaginator

    def clocks():
        return Deadline.objects.order_by("due_at", "pk")

    deep = KeysetPaginator(clocks(), 10).cursor(list(clocks())[39])
    for cursor in ("", deep):
        with django_assert_num_queries(2):
            paginator = KeysetPaginator(clocks(), 10, cap=20)
            page = paginator.page(after=cursor)
            assert (paginator.count, paginator.count_label, paginator.more) == (21, "20+", True)
            list(page)
    assert list(page) == list(clocks())[40:50]


@pytest.mark.parametrize("descending", [False, True])
def test_keyset_pages_read_keys_first_are_the_same_rows_each_with_its_related_row(
    tied_clocks, descending
):
    """``keys_first`` (the review queue's and docket's lists, ordered by a subquery):
    every page, both ways, the same rows in the same order, their ``select_related``
    rows read with them; the keys' statement joins nothing (the count, a third, only
    when asked)."""
    from django.db import connection
    from django.db.models import OuterRef, Subquery
    from django.test.utils import CaptureQueriesContext

    from lockport_sw.core.pagination import KeysetPaginator

    later = Deadline.objects.filter(subject_id=OuterRef("subject_id")).order_by("-due_at")
    clocks = Deadline.objects.select_related("subject_type").annotate(
        latest=Subquery(later.values("due_at")[:1])
    )
    clocks = clocks.order_by("-due_at", "-pk") if descending else clocks.order_by("due_at", "pk")
    pages = _walk(lambda: KeysetPaginator(clocks, 10))
    assert _walk(lambda: KeysetPaginator(clocks, 10, keys_first=True)) == pages
    assert _walk(lambda: KeysetPaginator(clocks, 10, keys_first=True), forward=False) == pages
    cursor = KeysetPaginator(clocks, 10).page().next_cursor
    with CaptureQueriesContext(connection) as queries:
        page = KeysetPaginator(clocks, 10, keys_first=True).page(after=cursor)
        assert [row.subject_type.model for row in page] == ["property"] * 10
    keys, rows = (q["sql"] for q in queries.captured_queries)
    assert "JOIN" not in keys and "JOIN" in rows


@pytest.mark.parametrize("cursor", ["not-a-cursor", "WyJ4Il0", "WyJ4IiwieSJd", "", "e30"])
def test_a_cursor_that_cannot_be_read_is_the_first_page(tied_clocks, cursor):
    from lockport_sw.core.pagination import KeysetPaginator

    clocks = Deadline.objects.order_by("due_at", "pk")
    page = KeysetPaginator(clocks, 10).page(after=cursor)
    assert list(page) == list(clocks[:10]) and not page.has_previous()


def test_a_keyset_list_must_end_with_its_key_in_one_direction():
    from lockport_sw.core.pagination import KeysetPaginator

    with pytest.raises(ValueError, match="primary key"):
        KeysetPaginator(Deadline.objects.order_by("due_at"), 10)
    with pytest.raises(ValueError, match="one direction"):
        KeysetPaginator(Deadline.objects.order_by("due_at", "-pk"), 10)
