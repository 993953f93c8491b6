"""The MS4 figures' values kept between requests, always exact (issue 44).

A counted figure's value for a period is stored (``StoredFigure``) with the snapshot of
the one statement that computed it (``pg_current_snapshot()`` in that very statement)
and the digest of its SQL (a changed definition is another digest: computed again). Each
table the figures read carries a statement-level trigger that stamps the writing
transaction's id (``TableStamp``: one row per table and transaction, ``ON CONFLICT DO
NOTHING``, so writers lock nothing of one another's). A stored value is used while every
stamp of the tables in its SQL that this reader sees was visible in its snapshot: no
committed write to them is missing from it, nor read by a transaction that wrote them
itself, nor stored by one (a snapshot taken in it counts its own later writes as seen).
Otherwise, or when a table the figure reads carries no trigger (a new figure's new
table: computed every time until a migration stamps it, ``STAMPED``), it is computed
again in the report's one statement and stored. A stored value is newer than the
reader's own view at most, by writes committed meanwhile. Stamps older than every stored
snapshot's oldest running transaction (and an hour old) are deleted when a value is
stored. Values from another cluster (a restore) are never used (``system``). SQLite
(``make run``): nothing stored.
"""

from __future__ import annotations

import hashlib
import re

from django.db import connection

# The tables the figures read when this was written, stamped by migrations 0007 and 0008. What
# counts is the triggers the database has (``_STAMPED_NOW``): a table added here needs a
# migration that creates its trigger (``trigger_sql``).
STAMPED = (
    "deadlines_deadline",
    "enforcement_correctiveaction",
    "enforcement_noticeofviolation",
    "enforcement_offense",
    "enforcement_referral",
    "enforcement_stopworkorder",
    "enforcement_violation",
    "enforcement_violation_provisions",
    "illicit_accessaction",
    "illicit_case",
    "illicit_order",
    "illicit_outfall",
    "illicit_report",
    "illicit_screening",
    "illicit_spill",
    "inspections_asbuiltplan",
    "inspections_finalacceptance",
    "inspections_inspection",
    "inspections_maintenancenotice",
    "inspections_practice",
    "inspections_practiceinspection",
    "inspections_sitelog",
    "inspections_stormevent",
    "swppp_contractor",
    "swppp_maintenanceinstrument",
    "swppp_project",
    "swppp_submission",
)

FUNCTION = """
CREATE OR REPLACE FUNCTION reports_table_stamp() RETURNS trigger AS $$
BEGIN
    INSERT INTO reports_tablestamp (table_name, xid)
    VALUES (TG_TABLE_NAME, pg_current_xact_id()::text::bigint)
    ON CONFLICT (table_name, xid) DO NOTHING;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
"""


def trigger_sql(table: str) -> str:
    return (
        f"CREATE OR REPLACE TRIGGER {table}_stamp AFTER INSERT OR UPDATE OR DELETE OR "
        f"TRUNCATE ON {table} FOR EACH STATEMENT EXECUTE FUNCTION reports_table_stamp();"
    )


def drop_sql(table: str) -> str:
    return f"DROP TRIGGER IF EXISTS {table}_stamp ON {table};"


# The tables whose stamp trigger the database has, as an array (inside each statement).
_STAMPED_NOW = (
    "(SELECT coalesce(array_agg(c.relname::text), '{}') FROM pg_trigger t "
    "JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgfoid = 'reports_table_stamp'::regproc)"
)

_TABLE = re.compile(r'(?:FROM|JOIN) "(\w+)"')


def tables_of(sql: str) -> tuple[str, ...]:
    return tuple(sorted(set(_TABLE.findall(sql))))


def kept() -> bool:
    return connection.vendor == "postgresql"


def digest(sql: str, params) -> str:
    return hashlib.sha256(repr((sql, tuple(params))).encode()).hexdigest()


def stored(period_slug: str, wanted: list[tuple[str, str, tuple[str, ...]]]) -> dict[str, int]:
    """The stored values still exact, of the figures ``wanted`` (key, digest, tables
    read): one query. A figure reading a table without the stamp trigger is never read."""
    if not wanted:
        return {}
    rows = ", ".join(["(%s, %s, %s::text[])"] * len(wanted))
    params = [p for k, d, t in wanted for p in (k, d, list(t))]
    sql = f"""
        WITH wanted (key, digest, tables) AS (VALUES {rows})
        SELECT f.key, f.value FROM reports_storedfigure f
        JOIN wanted w ON w.key = f.key AND w.digest = f.digest
        WHERE f.period = %s
          AND w.tables <@ {_STAMPED_NOW}
          AND f.system = (SELECT system_identifier::text FROM pg_control_system())
          AND NOT EXISTS (
            SELECT 1 FROM reports_tablestamp s
            WHERE s.table_name = ANY (w.tables)
              AND s.xid::text::xid8 >= pg_snapshot_xmin(f.snapshot::pg_snapshot)
              AND (
                NOT pg_visible_in_snapshot(s.xid::text::xid8, f.snapshot::pg_snapshot)
                -- The reader's own writes: a snapshot taken in this transaction counts
                -- them visible, however many came after it.
                OR s.xid::text::xid8 = pg_current_xact_id_if_assigned()
              )
          )
    """  # noqa: S608  # nosec B608  # placeholders only: the values are parameters
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, period_slug])
        return dict(cursor.fetchall())


def store(
    period_slug: str, computed: list[tuple[str, str, int, tuple[str, ...]]], snapshot: str
) -> None:
    """The values just computed in the statement of ``snapshot`` (key, digest, value,
    tables read), those whose every table has the stamp trigger and that this
    transaction has not written; stamps no stored snapshot needs any more deleted."""
    if not computed:
        return
    rows = ", ".join(["(%s, %s, %s, %s::bigint, %s, %s::text[])"] * len(computed))
    params = [
        p
        for key, dig, value, tables in computed
        for p in (period_slug, key, dig, value, snapshot, list(tables))
    ]
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO reports_storedfigure (period, key, digest, value, snapshot, system) "  # noqa: S608  # nosec B608
            "SELECT v.period, v.key, v.digest, v.value, v.snapshot, "
            "(SELECT system_identifier::text FROM pg_control_system()) "
            f"FROM (VALUES {rows}) AS v (period, key, digest, value, snapshot, tables) "
            f"WHERE v.tables <@ {_STAMPED_NOW} "
            # Not counted by a transaction that wrote what it read: its later writes
            # would carry no stamp of their own once it commits.
            "AND NOT EXISTS (SELECT 1 FROM reports_tablestamp s WHERE s.table_name = "
            "ANY (v.tables) AND s.xid::text::xid8 = pg_current_xact_id_if_assigned()) "
            "ON CONFLICT (period, key) DO UPDATE SET digest = EXCLUDED.digest, "
            "value = EXCLUDED.value, snapshot = EXCLUDED.snapshot, system = EXCLUDED.system",
            params,
        )
        # An hour's margin: a value computed before a stamp was written but stored after
        # another store's compaction still finds the stamp.
        cursor.execute(
            "DELETE FROM reports_tablestamp WHERE at < now() - interval '1 hour' AND "
            "xid::text::xid8 < COALESCE((SELECT min(pg_snapshot_xmin(snapshot::pg_snapshot)) "
            "FROM reports_storedfigure), pg_snapshot_xmin(pg_current_snapshot()))"
        )


def forget() -> int:
    """Every stored value forgotten (``manage.py rebuild_tallies``): each is counted again
    when next asked for. Returns the rows kept: none."""
    from .models import StoredFigure

    StoredFigure.objects.all().delete()
    return 0
