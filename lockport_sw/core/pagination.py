"""Pages of lists (issues 25 and 44).

- ``KeysetPaginator``: the long staff lists (the clock board at 200,000 open clocks, the
  case list, the NOV list, the review queue, the docket, triage, the registry's property
  and party search): pages by a cursor, never
  ``OFFSET``, the count bounded. (It replaced ``LargeListPaginator``, which read a page's
  keys by an index-only ``OFFSET`` and estimated counts past 10,000: still linear in the
  page number.)
- ``PanelPaginator``: a home panel's pages, Django's without the count a short first page
  does not need.
"""

from __future__ import annotations

import base64
import json
from functools import cached_property

from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.db.models import Q

from .compiled import rows_by_keys


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


# --- keyset (seek) pages of the long staff lists (issue 44) -------------------------------

CAP = 1_000


def _exact(value) -> str:
    """Dates and times in full (Django's JSON encoder cuts microseconds: a cursor must
    hold the row's exact value), decimals and UUIDs as text."""
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return str(value)


class KeysetPage:
    """One page of a ``KeysetPaginator``: its rows, whether there are rows before and
    after it, the cursors that reach them, and the list's size counted up to the cap."""

    def __init__(self, rows, *, paginator, has_previous, has_next) -> None:
        self.object_list = rows
        self.paginator = paginator
        self._has_previous, self._has_next = has_previous, has_next

    def __iter__(self):
        return iter(self.object_list)

    def __len__(self) -> int:
        return len(self.object_list)

    def has_previous(self) -> bool:
        return self._has_previous

    def has_next(self) -> bool:
        return self._has_next

    def has_other_pages(self) -> bool:
        return self._has_previous or self._has_next

    @cached_property
    def previous_cursor(self) -> str:
        return self.paginator.cursor(self.object_list[0]) if self._has_previous else ""

    @cached_property
    def next_cursor(self) -> str:
        return self.paginator.cursor(self.object_list[-1]) if self._has_next else ""


class KeysetPaginator:
    """Pages of a long list by its ordering's values, not by their position (issue 44).

    ``Paginator`` counts every row (``COUNT(*)``) and reads a page with ``OFFSET``, which
    reads every earlier row: page 1,000 of the clock board cost more than page 1. Here a
    page is "the ``per_page`` rows after (or before) this row": the list's ``order_by``
    must end with the primary key (a unique tiebreaker), each term a field or an
    annotation's name, all in one direction; the cursor in the "Next"/"Previous" links
    is the first or last row's values of those terms (base64 of JSON). With an index on
    the ordering (a migration beside each list) the page is an index range scan of
    ``per_page + 1`` entries wherever it starts. The size is counted up to ``cap`` rows
    (``COUNT(*)`` over ``LIMIT cap + 1``): "1,000+" past it. Two queries a page, the
    same on page 1 and page 1,000. A cursor that cannot be read is the first page.

    PostgreSQL's NULLs: last in an ascending order, first in a descending one; a
    nullable term (a clock's due date annotated from a subquery) is compared so.
    ``keys_first``: each page read in two statements (``_read``), three a page.
    """

    def __init__(
        self, queryset, per_page: int, *, cap: int = CAP, prefix: str = "", keys_first=False
    ) -> None:
        self.queryset, self.per_page, self.cap = queryset, per_page, cap
        self.keys_first = keys_first
        self.after_param, self.before_param = f"{prefix}after", f"{prefix}before"
        ordering = list(queryset.query.order_by)
        if not ordering or not all(isinstance(term, str) for term in ordering):
            raise ValueError("A keyset list is ordered by names of fields or annotations.")
        names = [term.lstrip("-") for term in ordering]
        if names[-1] not in ("pk", "id"):
            raise ValueError("A keyset list's ordering must end with its primary key.")
        descending = {term.startswith("-") for term in ordering}
        if len(descending) != 1:
            raise ValueError("A keyset list's ordering is in one direction.")
        self.names, self.descending = names, descending.pop()
        self.fields = [self._field(name) for name in names]

    def _field(self, name: str):
        query, meta = self.queryset.query, self.queryset.model._meta
        if name in query.annotations:
            return query.annotations[name].output_field, True
        field = meta.pk if name == "pk" else meta.get_field(name)
        return field, field.null

    # --- cursors ----------------------------------------------------------------------
    def cursor(self, row) -> str:
        values = [getattr(row, name) for name in self.names]
        raw = json.dumps(values, default=_exact, separators=(",", ":"))
        return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")

    def cursor_at(self, offset: int) -> str:
        """The cursor of the page after the list's first ``offset`` rows (a benchmark's or
        a test's deep page: the pages themselves never count rows). Only the ordering's
        columns are read: a list's other annotations (the triage queue's duplicates, a
        subquery a row) are not computed for the ``offset`` rows skipped."""
        from types import SimpleNamespace

        return self.cursor(SimpleNamespace(**self.queryset.values(*self.names)[offset - 1]))

    def _values(self, cursor: str) -> list | None:
        try:
            raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
            values = json.loads(raw)
            if not isinstance(values, list) or len(values) != len(self.names):
                return None
            return [
                None if value is None else field.to_python(value)
                for value, (field, _) in zip(values, self.fields, strict=True)
            ]
        except (ValueError, TypeError, ValidationError):
            return None

    def readable(self, cursor: str) -> bool:
        """Whether ``cursor`` names a row of this list's ordering (an API answers a cursor
        it cannot read with an error, where a page shows the first page)."""
        return self._values(cursor) is not None

    # --- the seek ---------------------------------------------------------------------
    def _beyond(self, values: list, *, forward: bool) -> Q:
        """The rows after ``values`` in the list's order (``forward``) or before them."""
        descending = self.descending != (not forward)  # the direction walked
        condition = None
        for i in reversed(range(len(self.names))):
            name, (_, nullable), value = self.names[i], self.fields[i], values[i]
            if value is None:  # NULLs: last ascending, first descending
                strictly = Q(**{f"{name}__isnull": False}) if descending else Q(pk__in=[])
                equal = Q(**{f"{name}__isnull": True})
            else:
                strictly = Q(**{f"{name}__{'lt' if descending else 'gt'}": value})
                if nullable and not descending:
                    strictly |= Q(**{f"{name}__isnull": True})
                equal = Q(**{name: value})
            condition = strictly if condition is None else strictly | (equal & condition)
        first, value = self.names[0], values[0]
        if value is not None and not self.fields[0][1]:
            # The same rows, with a bound an index range scan can start from.
            condition &= Q(**{f"{first}__{'lte' if descending else 'gte'}": value})
        return condition

    def _read(self, queryset) -> list:
        """The rows of a page's slice; with ``keys_first``, in two statements: the keys in
        the page's order without the ``select_related`` joins, then those rows whole (a
        list ordered by a subquery, which PostgreSQL sorts only after joining every row:
        ``core/compiled.KeysThenRows``). A row that left the list between them is not shown."""
        if not self.keys_first:
            return list(queryset)
        keys = list(queryset.select_related(None).values_list("pk", flat=True))
        return rows_by_keys(self.queryset, keys)

    def page(self, *, after: str = "", before: str = "") -> KeysetPage:
        n = self.per_page
        values = self._values(before) if before else None
        if values is not None:
            rows = self._read(
                self.queryset.filter(self._beyond(values, forward=False)).reverse()[: n + 1]
            )
            more = len(rows) > n
            rows = rows[:n][::-1]
            return KeysetPage(rows, paginator=self, has_previous=more, has_next=True)
        values = self._values(after) if after else None
        queryset = self.queryset
        if values is not None:
            queryset = queryset.filter(self._beyond(values, forward=True))
        rows = self._read(queryset[: n + 1])
        return KeysetPage(
            rows[:n], paginator=self, has_previous=values is not None, has_next=len(rows) > n
        )

    def get_page(self, params) -> KeysetPage:
        return self.page(
            after=params.get(self.after_param) or "", before=params.get(self.before_param) or ""
        )

    def read_from(self, queryset) -> None:
        """Read the pages from ``queryset``: the same rows in the same order, written in
        another way that suits them (a frequent fragment's, ``registry.selectors``), once
        they are counted from the first."""
        if list(queryset.query.order_by) != list(self.queryset.query.order_by):
            raise ValueError("The pages are read in the list's own order.")
        self.count  # noqa: B018  # counted from the list as given, and kept
        self.queryset = queryset

    @cached_property
    def count(self) -> int:
        """The rows, counted up to ``cap + 1``."""
        return self.queryset.order_by().values("pk")[: self.cap + 1].count()

    @property
    def more(self) -> bool:
        return self.count > self.cap

    @property
    def count_label(self) -> str:
        return f"{self.cap:,}+" if self.more else f"{self.count:,}"
