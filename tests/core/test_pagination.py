"""core/pagination.py: the clock board's pages at any size (issue 25, item 3)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from lockport_sw.core.pagination import LargeListPaginator
from lockport_sw.deadlines.models import Deadline
from tests.bulk import bulk_clocks

pytestmark = pytest.mark.django_db


@pytest.fixture
def clocks():
    bulk_clocks(120, due=lambda i, now: now + timedelta(hours=(i * 37) % 120))
    return Deadline.objects.order_by("due_at", "pk")


def test_a_page_holds_the_same_rows_as_an_offset_would(clocks):
    paginator = LargeListPaginator(clocks, 25, bound=1000)

    assert paginator.count == 120 and not paginator.estimated
    assert list(paginator.page(3)) == list(clocks[50:75])
    assert list(paginator.page(5)) == list(clocks[100:120])


def test_past_the_bound_the_count_is_the_planners_estimate(clocks):
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE deadlines_deadline")
    paginator = LargeListPaginator(clocks, 25, bound=50)

    assert paginator.estimated is False  # not counted yet
    assert paginator.count > 50
    assert paginator.estimated
    assert list(paginator.page(2)) == list(clocks[25:50])


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
