"""EXPLAIN (ANALYZE, BUFFERS) of each long staff list's queries (issue 44), page 1 and a
deep page, as the page asks them, into bench/results/explain/<page>.md.

    DATABASE_URL=postgres://…/lockport_lists_bench .venv/bin/python bench/explain.py LABEL

On a database filled by ``seed_scale`` (bench/inprocess.py makes one). LABEL names the
section written (e.g. "before", "after"); a section of that name is replaced. With
``--offset`` the lists are paged as Django's ``Paginator`` did before issue 44 (``COUNT(*)``
and ``OFFSET``), otherwise as ``core/pagination.KeysetPaginator`` does (a seek by the
cursor, the count bounded at 1,000).
"""

from __future__ import annotations

import os
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "bench" / "results" / "explain"
LARGE = {"clock board", "triage queue"}  # paged by LargeListPaginator before issue 44
DEEP = {"clock board": 400}  # the page load.py measures at --scale 0.1; others: their last


def lists():
    """(page, queryset as the view builds it, rows per page)."""
    from bench import load
    from enforcement import selectors as enforcement
    from illicit import selectors as illicit
    from illicit.models import Case
    from lockport_sw.accounts.models import User
    from lockport_sw.deadlines import selectors as deadlines
    from lockport_sw.deadlines.models import Deadline
    from swppp import selectors as swppp

    smo = User.objects.get(email=load.SMO)
    return [
        (
            "clock board",
            deadlines.clock_board().filter(status__in=Deadline.UNRESOLVED),
            50,
        ),
        ("case list", illicit.case_list(Case.objects.all()), 25),
        ("NOV list", enforcement.notice_list(enforcement.notices_visible_to(smo)), 25),
        ("review queue", swppp.review_queue(), 25),
        ("docket", enforcement.pending_docket(smo), 25),
        ("triage queue", illicit.triage_queue(), 25),
    ]


def explain(queryset) -> str:
    from django.db import connection

    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql, params)
        return "\n".join(row[0] for row in cursor.fetchall())


def sections(queryset, per_page: int, page: str, *, offset: bool) -> list[tuple[str, object]]:
    from lockport_sw.core.pagination import KeysetPaginator

    total = queryset.count()
    last = max(1, -(-total // per_page))
    deep = min(DEEP.get(page, last), last)
    if offset:
        skip = per_page * (deep - 1)
        if page in LARGE:  # LargeListPaginator: the page's keys by OFFSET, then its rows
            keys = list(queryset.values_list("pk", flat=True)[skip : skip + per_page])
            return [
                ("COUNT(*) up to 10,001", queryset.values("pk")[:10_001]),
                (f"page {deep}'s keys (OFFSET {skip})", queryset.values("pk")[skip:][:per_page]),
                (f"page {deep}'s rows", queryset.filter(pk__in=keys)),
            ]
        return [
            ("COUNT(*)", queryset.order_by().values("pk")),  # what Paginator.count asks
            ("page 1", queryset[:per_page]),
            (f"page {deep} (OFFSET {skip})", queryset[skip:][:per_page]),
        ]
    paginator = KeysetPaginator(queryset, per_page)
    found = [
        ("count, bounded at 1,000", queryset.order_by().values("pk")[: paginator.cap + 1]),
        ("page 1", queryset[: per_page + 1]),
    ]
    if deep > 1:
        values = paginator._values(paginator.cursor_at(per_page * (deep - 1)))
        seek = queryset.filter(paginator._beyond(values, forward=True))
        found.append((f"page {deep} (by its cursor)", seek[: per_page + 1]))
    return found


def main() -> None:
    label = next((a for a in sys.argv[1:] if not a.startswith("--")), "after")
    offset = "--offset" in sys.argv
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lockport_sw.settings.test")
    import django

    django.setup()
    from django.db import connection

    OUT.mkdir(parents=True, exist_ok=True)
    for page, queryset, per_page in lists():
        parts = [
            f"## {label}\n",
            f"Recorded {datetime.now(UTC):%Y-%m-%d %H:%M} UTC by `bench/explain.py`"
            f"{' --offset' if offset else ''} on `{connection.settings_dict['NAME']}`"
            f" ({queryset.count():,} rows in the list).\n",
        ]
        for name, query in sections(queryset, per_page, page, offset=offset):
            plan = explain_count(query) if name.lower().startswith("count") else explain(query)
            parts.append(f"### {name}\n\n```\n{plan}\n```\n")
        path = OUT / (re.sub(r"[^a-z0-9]+", "-", page.lower()).strip("-") + ".md")
        text = path.read_text() if path.exists() else f"# {page}: EXPLAIN (ANALYZE, BUFFERS)\n\n"
        text = re.sub(rf"## {re.escape(label)}\n.*?(?=\n## |\Z)", "", text, flags=re.S).rstrip()
        path.write_text(text + "\n\n" + "\n".join(parts))
        print(path)


def explain_count(queryset) -> str:
    """The plan of ``queryset.count()``: Django's SELECT COUNT(*) over the rows (a
    subquery when sliced)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        queryset.count()
    sql = captured.captured_queries[-1]["sql"]
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql)
        return "\n".join(row[0] for row in cursor.fetchall())


if __name__ == "__main__":
    main()
