"""Cursor pagination: the next page is read from where the last ended (an index seek),
never by skipping rows, whatever the volume; newest first."""

from __future__ import annotations

from rest_framework.pagination import CursorPagination


class Cursor(CursorPagination):
    ordering = "-pk"
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200
