"""Chapter 158's records in the search across everything (lockport_sw/reports/search.py)."""

from __future__ import annotations

from django.db.models import Value

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import search

from .models.cases import CASE_SEARCH_TEXT
from .models.reports import REPORT_SEARCH_TEXT
from .selectors import cases_visible_to, reports_visible_to


def register() -> None:
    search.register(
        search.Source(
            "reports",
            words_lazy("Reports from the public ({law:idl})"),
            reports_visible_to,
            references=("reference",),
            text=REPORT_SEARCH_TEXT,
            when="requested_at",
            order=20,
            label=search.joined(Value("Report "), "reference"),
            url_name="illicit:report_detail",
            url_args=("reference",),
            parcel=("case__parcel",),
        ),
        search.Source(
            "cases",
            words_lazy("Illicit discharge cases ({law:idl})"),
            cases_visible_to,
            references=("reference",),
            text=CASE_SEARCH_TEXT,
            when="opened_at",
            order=21,
            label=search.joined(Value("Case "), "reference"),
            url_name="illicit:case_detail",
            url_args=("reference",),
            related=("parcel",),
            parcel=("parcel",),
            party=("owner", "operator"),
        ),
    )
