"""Enforcement's records in the search across everything (lockport_sw/reports/search.py):
a respondent's search reaches only the notices, orders and appeals addressed to them."""

from __future__ import annotations

from lockport_sw.reports import search

from .selectors import (
    appeals_visible_to,
    notices_visible_to,
    orders_visible_to,
    violations_visible_to,
)


def register() -> None:
    search.register(
        search.Source(
            "violations",
            "Violations",
            violations_visible_to,
            references=("reference",),
            text=("description", "parcel__street_address", "subject_label"),
            when="found_at",
            order=40,
        ),
        search.Source(
            "notices",
            "Notices of violation",
            notices_visible_to,
            references=("number",),
            text=("nature", "measures", "addressee_name", "addressee_address"),
            when="issued_at",
            order=41,
        ),
        search.Source(
            "orders",
            "Stop-work orders",
            orders_visible_to,
            references=("number",),
            text=("reasons", "addressee_name", "addressee_address"),
            when="issued_at",
            order=42,
        ),
        search.Source(
            "appeals",
            "Appeals",
            appeals_visible_to,
            references=("reference", "notice__number"),
            text=("grounds",),
            when="received_at",
            order=43,
        ),
    )
