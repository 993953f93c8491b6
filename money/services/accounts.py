"""Each project's account row (``models.Account``, issue 44), kept with its entries.

An entry is written once and never deleted or changed (``ImmutableModel`` and a
trigger), so each statement that books entries adds their amounts to their projects'
rows: a PostgreSQL statement-level trigger on the entries (migration 0007), in the
transaction that books them, whoever books them (a service's ``create``, a
``bulk_create``), the projects' rows written in the order of their keys. ``rebuild``
computes every row again from the entries (``manage.py rebuild_tallies``). On SQLite
(``make run``) no row is kept and the panel aggregates every project
(``selectors.may_owe``).
"""

from __future__ import annotations

from django.db import connection

from ..models import Account

FUNCTION = """
CREATE OR REPLACE FUNCTION money_account_booked() RETURNS trigger AS $$
BEGIN
    INSERT INTO money_account (project_id, balance, negative_fees)
    SELECT project_id, SUM(amount), COUNT(*) FILTER (WHERE kind = 'fee' AND amount < 0)
    FROM new_rows GROUP BY project_id ORDER BY project_id
    ON CONFLICT (project_id) DO UPDATE
    SET balance = money_account.balance + EXCLUDED.balance,
        negative_fees = money_account.negative_fees + EXCLUDED.negative_fees;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
"""

TRIGGER = """
CREATE TRIGGER money_entry_account AFTER INSERT ON money_entry
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION money_account_booked();
"""

DROP = """
DROP TRIGGER IF EXISTS money_entry_account ON money_entry;
DROP FUNCTION IF EXISTS money_account_booked();
"""

REBUILD = """
INSERT INTO money_account (project_id, balance, negative_fees)
SELECT project_id, SUM(amount), COUNT(*) FILTER (WHERE kind = 'fee' AND amount < 0)
FROM money_entry GROUP BY project_id
"""


def kept() -> bool:
    """Whether the rows are kept (PostgreSQL: the trigger)."""
    return connection.vendor == "postgresql"


def rebuild() -> int:
    """Every project's row again from its entries; returns the rows written."""
    if not kept():
        return 0
    with connection.cursor() as cursor:
        cursor.execute("LOCK TABLE money_entry IN SHARE MODE")  # no entry booked meanwhile
        Account.objects.all().delete()
        cursor.execute(REBUILD)
        return cursor.rowcount
