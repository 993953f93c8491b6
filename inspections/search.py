"""Inspections in the search across everything (lockport_sw/reports/search.py)."""

from __future__ import annotations

from lockport_sw.reports import search

from .models.inspections import INSPECTION_SEARCH_TEXT
from .selectors import inspections_visible_to


def register() -> None:
    search.register(
        search.Source(
            "inspections",
            "Inspections",
            inspections_visible_to,
            references=("reference",),
            text=INSPECTION_SEARCH_TEXT,
            when="completed_at",
            order=50,
            parcel=("parcel",),
        ),
    )
