"""Chapter 159's money in the search across everything (lockport_sw/reports/search.py),
issue 47 item 5: a guarantee by its instrument's number (a bond's number, a letter of
credit's, a cash escrow's account number) and an invoice by its number, each also by its
project's reference, seen by whoever may open the page the result links to
(``selectors.guarantees_visible_to``, ``selectors.invoices_visible_to``).

Their words are reached through relations only (the project's title and address, an
invoice's payer): no text column of their own, so no search index of the kind's own on
their tables, which only the search before issue 44 read (the search reads the index
table, ``reports.SearchEntry``)."""

from __future__ import annotations

from django.db.models import Case, F, TextField, Value, When

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import search

from .models import Guarantee
from .selectors import guarantees_visible_to, invoices_visible_to

# The words of each kind's entry (its body): through relations only, kept current by
# the index's receivers on the related rows (lockport_sw/reports/search_index.followed).
GUARANTEE_SEARCH_TEXT = (
    "requirement__project__title",
    "requirement__project__parcel__street_address",
)
INVOICE_SEARCH_TEXT = ("payer__name", "project__title", "project__parcel__street_address")


def _guarantee_label():
    """``str(guarantee)``: "Performance bond No. PB-1234", as an expression."""
    kind = Case(
        *(When(kind=value, then=Value(str(label))) for value, label in Guarantee.Kind.choices),
        default=Value(""),
        output_field=TextField(),
    )
    return search.joined(kind, Value(" No. "), "instrument_number")


def register() -> None:
    search.register(
        search.Source(
            "guarantees",
            words_lazy("Performance and maintenance guarantees ({law:swm})"),
            guarantees_visible_to,
            references=("instrument_number", "requirement__project__reference"),
            text=GUARANTEE_SEARCH_TEXT,
            when="posted_at",
            order=35,
            label=_guarantee_label,
            url_name="money:guarantee",
            url_args=("pk",),
        ),
        search.Source(
            "invoices",
            words_lazy("Invoices ({law:swm})"),
            invoices_visible_to,
            references=("document__number", "project__reference"),
            text=INVOICE_SEARCH_TEXT,
            when="issued_at",
            order=36,
            label=F("document__number"),  # str(invoice)
            url_name="money:project",
            url_args=("project_id",),
        ),
    )
