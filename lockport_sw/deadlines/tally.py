"""The clocks' tally (``models.ClockTally``, issue 44): kept by a PostgreSQL trigger.

Every statement that inserts, updates or deletes clocks runs one statement-level trigger
with the rows it changed (transition tables): their keys (rule, due day, status, met
late) counted, the old rows as -1 and the new as +1, and only the keys whose count moved
added to the tally, in the order of the key (so two transactions lock tally rows in the
same order), in the writing transaction. A write that changes no key (a reminder noted,
a label) touches no tally row.

The cost: a transaction that changed clocks holds its tally rows until it commits, so
another changing clocks of the same rule, due day and status waits for it (the sweep's
batches are short); two that took such rows in opposite orders across statements would
deadlock, and PostgreSQL would refuse one. On SQLite (``make run``) there is no trigger
and the dashboard counts the clocks themselves (``reports/dashboards.py``).
"""

from __future__ import annotations

from django.db import connection

KEY = "rule_code, due_date, status, CASE WHEN status = 'met' THEN met_at > due_at END"

FUNCTION = """
CREATE OR REPLACE FUNCTION deadlines_clock_tally() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
        SELECT __KEY__, COUNT(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (rule_code, due_date, status, met_late)
        DO UPDATE SET n = deadlines_clocktally.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
        SELECT __KEY__, -COUNT(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (rule_code, due_date, status, met_late)
        DO UPDATE SET n = deadlines_clocktally.n + EXCLUDED.n;
    ELSE
        INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
        SELECT k1, k2, k3, k4, SUM(d) FROM (
            SELECT __KEY__, 1 FROM new_rows
            UNION ALL
            SELECT __KEY__, -1 FROM old_rows
        ) AS moved (k1, k2, k3, k4, d)
        GROUP BY 1, 2, 3, 4 HAVING SUM(d) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (rule_code, due_date, status, met_late)
        DO UPDATE SET n = deadlines_clocktally.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
"""

# The key is the module's own constant: nothing typed reaches these statements.
FUNCTION = FUNCTION.replace("__KEY__", KEY)

TRIGGERS = """
CREATE TRIGGER deadlines_tally_insert AFTER INSERT ON deadlines_deadline
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION deadlines_clock_tally();
CREATE TRIGGER deadlines_tally_update AFTER UPDATE ON deadlines_deadline
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION deadlines_clock_tally();
CREATE TRIGGER deadlines_tally_delete AFTER DELETE ON deadlines_deadline
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION deadlines_clock_tally();
"""

DROP = """
DROP TRIGGER IF EXISTS deadlines_tally_insert ON deadlines_deadline;
DROP TRIGGER IF EXISTS deadlines_tally_update ON deadlines_deadline;
DROP TRIGGER IF EXISTS deadlines_tally_delete ON deadlines_deadline;
DROP FUNCTION IF EXISTS deadlines_clock_tally();
"""

REBUILD = """
INSERT INTO deadlines_clocktally (rule_code, due_date, status, met_late, n)
SELECT __KEY__, COUNT(*) FROM deadlines_deadline GROUP BY 1, 2, 3, 4
"""
REBUILD = REBUILD.replace("__KEY__", KEY)


def kept() -> bool:
    """Whether the tally is kept (PostgreSQL: the trigger)."""
    return connection.vendor == "postgresql"


def rebuild() -> int:
    """Every tally row again from the clocks (in one transaction with the caller's)."""
    from .models import ClockTally

    if not kept():
        return 0
    with connection.cursor() as cursor:
        # No clock written meanwhile (its trigger's rows would be counted twice or lost).
        cursor.execute("LOCK TABLE deadlines_deadline IN SHARE MODE")
        ClockTally.objects.all().delete()
        cursor.execute(REBUILD)
        return cursor.rowcount
