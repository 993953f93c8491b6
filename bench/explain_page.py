"""EXPLAIN (ANALYZE, BUFFERS) of every SELECT one request of a page asks (issue 44), its
slowest written into bench/results/explain/<page>.md under a section LABEL.

    BENCH_INPROCESS_DATABASE_URL=postgres://…/lockport_x_bench \\
        .venv/bin/python bench/explain_page.py LABEL "SMO home" "dashboard" "MS4 report"

The page is asked as bench/inprocess.py asks it (the load benchmark's settings and pages,
the SMO signed in through Django's test client) on a database filled by ``seed_scale``.
Each captured SELECT is explained in turn; the section records the page's queries, the sum
of their execution and planning times, the slowest query's SQL and its plan. A section of
the same LABEL is replaced; the others are kept (before and after side by side).
"""

from __future__ import annotations

import re
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "bench" / "results" / "explain"
FILES = {
    "SMO home": "smo-home.md",
    "dashboard": "dashboard.md",
    "MS4 report": "ms4-report.md",
    "search across everything": "search.md",
}


def explained(sql: str, params) -> tuple[str, float, float]:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    execution = float(re.search(r"Execution Time: ([\d.]+)", plan).group(1))
    planning = float(re.search(r"Planning Time: ([\d.]+)", plan).group(1))
    return plan, execution, planning


def page_queries(client, path: str) -> list[tuple[str, tuple]]:
    """The SQL and parameters of every query the request asks (the cursor's own
    wrapper, so the parameters are the driver's, not Django's quoted rendering)."""
    from django.db import connection

    asked: list[tuple[str, tuple]] = []

    def capture(execute, sql, params, many, context):
        asked.append((sql, params))
        return execute(sql, params, many, context)

    client.get(path, secure=True)  # warm: the floor's caches
    with connection.execute_wrapper(capture):
        response = client.get(path, secure=True)
    assert response.status_code == 200, (path, response.status_code)
    return asked


def main() -> None:
    args = list(sys.argv[1:])
    label, wanted = args[0], args[1:] or list(FILES)
    from bench import inprocess

    inprocess.configure()
    from django.db import connection
    from django.test import Client

    from bench import load
    from bench.signin import bench_user
    from lockport_sw.accounts.roles import Role

    client = Client()
    client.force_login(bench_user(load.SMO, Role.SMO, "Scale SMO"))
    paths = {name: path for name, path, _who in load.pages()}
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_size_pretty(pg_database_size(current_database()))")
        size = cursor.fetchone()[0]
    for page in wanted:
        asked = page_queries(client, paths[page])
        rows = []
        for sql, params in asked:
            if not sql.lstrip().upper().startswith(("SELECT", "WITH")):
                continue
            plan, execution, planning = explained(sql, params)
            rows.append((execution + planning, execution, planning, sql, params, plan))
        rows.sort(key=lambda r: r[0], reverse=True)
        total_exec = sum(r[1] for r in rows)
        total_plan = sum(r[2] for r in rows)
        _, execution, planning, sql, params, plan = rows[0]
        with connection.cursor() as cursor:
            shown = cursor.mogrify(sql, params).decode()
        part = (
            f"## {label}\n\n"
            f"Recorded {datetime.now(UTC):%Y-%m-%d %H:%M} UTC by `bench/explain_page.py` on "
            f"`{connection.settings_dict['NAME']}` ({size}).\n\n"
            f"Page: {page}: {len(asked)} queries, SQL execution total {total_exec:.1f} ms, "
            f"planning {total_plan:.1f} ms; the slowest {execution:.1f} ms executing + "
            f"{planning:.1f} ms planning. The five slowest (execution + planning, ms): "
            + ", ".join(f"{r[0]:.1f}" for r in rows[:5])
            + f".\n\n### SQL\n\n```sql\n{shown}\n```\n\n### Plan\n\n```\n{plan}\n```\n"
        )
        path = OUT / FILES.get(page, re.sub(r"[^a-z0-9]+", "-", page.lower()) + ".md")
        text = path.read_text() if path.exists() else f"# {page}: EXPLAIN (ANALYZE, BUFFERS)\n"
        text = re.sub(rf"\n## {re.escape(label)}\n.*?(?=\n## |\Z)", "", text, flags=re.S)
        path.write_text(text.rstrip() + "\n\n" + part)
        print(page, len(asked), f"exec {total_exec:.1f} plan {total_plan:.1f}", path, flush=True)
        for r in rows[:5]:
            print(f"  {r[0]:8.1f} {r[3][:160]}")


if __name__ == "__main__":
    main()
