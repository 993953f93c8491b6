"""What every chapter's scale data (``manage.py seed_scale``) shares: the ten years it
spreads records over, and how a record's moment is placed along a span."""

from __future__ import annotations

from datetime import timedelta

YEARS_10 = timedelta(days=3652)


def along(span: timedelta, k: float, total: float) -> timedelta:
    """The ``k``-th of ``total`` steps along ``span``. The fraction is taken first: a
    timedelta multiplied by a county's row count before dividing overflows (issue 44:
    ``days=1000000723`` at ``--scale 1``, 900,000 history rows over nine years)."""
    return span * (k / total)
