"""Pages of a list that may hold hundreds of thousands of rows (the clock board at
200,000 open clocks: issue 25, item 3).

Django's ``Paginator`` counts every row exactly (``COUNT(*)``) and fetches a page with
``OFFSET``, reading every earlier row whole. ``LargeListPaginator`` instead

- counts at most ``bound`` rows exactly (``COUNT(*)`` over ``LIMIT bound + 1``); past
  that it takes PostgreSQL's planner estimate of the rows (``EXPLAIN``), and the page
  says "about" (``estimated``);
- finds the page's keys first (``SELECT pk ... ORDER BY ... OFFSET ... LIMIT``: with an
  index holding the ordering and the key, an index-only scan that never reads the rows
  it skips), then reads just those rows, in the list's order (a deferred join).

A page past the estimated end is simply empty. Queries: two (rows) plus one or two
(the count), however many rows.
"""

from __future__ import annotations

import re
from functools import cached_property

from django.core.paginator import Paginator

BOUND = 10_000
_ROWS = re.compile(r"rows=(\d+)")


class LargeListPaginator(Paginator):
    def __init__(self, object_list, per_page, *, bound: int = BOUND, **kwargs) -> None:
        super().__init__(object_list, per_page, **kwargs)
        self.bound = bound
        self.estimated = False

    @cached_property
    def count(self) -> int:
        exact = self.object_list[: self.bound + 1].count()
        if exact <= self.bound:
            return exact
        self.estimated = True
        plan = self.object_list.order_by().explain()
        found = _ROWS.search(plan)
        return max(self.bound + 1, int(found.group(1)) if found else 0)

    def page(self, number):
        number = self.validate_number(number)
        bottom = (number - 1) * self.per_page
        keys = list(self.object_list.values_list("pk", flat=True)[bottom : bottom + self.per_page])
        rows = list(self.object_list.filter(pk__in=keys)) if keys else []
        return self._get_page(rows, number, self)


class PanelPaginator(Paginator):
    """A home panel's pages (issue 44). Django's ``get_page`` counts every row before it
    reads the page, for every panel; most panels hold fewer rows than a page. This reads
    the first page's rows first: when they fall short of a page they are all there is, and
    their number is the count, without a ``COUNT(*)``. A full first page counts when
    asked (its pages, "Next"); any other page is Django's. The rows and every number shown
    are those of ``Paginator``."""

    def get_page(self, number):
        if number not in (None, "", 1, "1"):
            return super().get_page(number)
        rows = list(self.object_list[: self.per_page])
        if len(rows) < self.per_page:
            self.__dict__["count"] = len(rows)  # the cached_property, known
        return self._get_page(rows, 1, self)
