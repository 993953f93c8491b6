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


_TALLIES: dict[str, Tally] = {}


def register(tally: Tally) -> None:
    _TALLIES[tally.key] = tally


def tallies() -> list[Tally]:
    return list(_TALLIES.values())
