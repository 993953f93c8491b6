"""How many queries a page takes (the query-count tests at 10 and 1,000 rows)."""

from __future__ import annotations

from django.db import connection
from django.test.utils import CaptureQueriesContext


def queries_for(client, url: str, params: dict | None = None) -> int:
    """The page's queries once the person's request floor is cached (lockport_sw/core/
    floor.py): a first request fills it, the second is counted, as every later one is,
    made anew (nothing kept: core/kept.py, as after any write)."""
    from lockport_sw.core import kept

    assert client.get(url, params or {}).status_code == 200
    kept.replace_all()
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url, params or {}).status_code == 200
    return len(ctx.captured_queries)
