"""Rows kept beside the records so a page reads a few instead of all (issue 44), as
data: each app registers how to compute its rows again from the records.

``manage.py rebuild_tallies`` runs every registered rebuild, each in a transaction of
its own (after a bulk load that bypassed what keeps them). Registered: the clocks' tally
(``lockport_sw/deadlines/tally.py``), each project's account row
(``money/services/accounts.py``) and the MS4 counts stored (``reports/figure_store.py``:
forgotten, counted again when asked for).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Tally:
    key: str
    title: str
    rebuild: Callable[[], int]  # rows written
    # What the database's triggers keep: a write to one of ``sources`` changes ``tables``
    # too, in a statement no execute wrapper sees (core/kept.py replaces both).
    sources: tuple[str, ...] = ()
    tables: tuple[str, ...] = ()


_TALLIES: dict[str, Tally] = {}


def register(tally: Tally) -> None:
    _TALLIES[tally.key] = tally


def tallies() -> list[Tally]:
    return list(_TALLIES.values())


def kept_by_triggers(table: str) -> set[str]:
    """The tables the triggers change when rows of ``table`` change."""
    return {kept for t in _TALLIES.values() if table in t.sources for kept in t.tables}
