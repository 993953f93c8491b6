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
