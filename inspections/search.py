"""Inspections in the search across everything (lockport_sw/reports/search.py)."""

from __future__ import annotations

from django.db.models import Case, TextField, Value, When

from lockport_sw.reports import search

from .kinds import all_kinds
from .models.inspections import INSPECTION_SEARCH_TEXT
from .selectors import inspections_visible_to


def _label():
    """``str(inspection)``: its reference and its kind's name (the kinds' registry, read
    when the index is written, once every app has registered its kinds)."""
    name = Case(
        *(When(kind=k.code, then=Value(k.name)) for k in all_kinds()),
        default=Value(""),
        output_field=TextField(),
    )
    return search.joined("reference", Value(": "), name)


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
            label=_label,
            url_name="inspections:detail",
            url_args=("reference",),
            parcel=("parcel",),
        ),
    )
