"""Chapter 158's records in a property's and a party's whole story
(lockport_sw/reports/story.py); its orders', notices' and approvals' letters are served
letters, in the story through enforcement's ``ServedLetter``."""

from __future__ import annotations

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import story

from .models import AccessAction, Order
from .selectors import cases_visible_to, reports_visible_to


def register() -> None:
    story.register(
        story.Source(
            "reports",
            words_lazy("Reports from the public ({law:idl})"),
            reports_visible_to,
            when="requested_at",
            order=20,
            parcel=("case__parcel",),
        ),
        story.Source(
            "cases",
            words_lazy("Illicit discharge cases ({law:idl})"),
            cases_visible_to,
            when="opened_at",
            order=21,
            parcel=("parcel",),
            party=("owner", "operator"),
        ),
    )
    # A letter of Chapter 158 is a served letter (enforcement); these are its subjects,
    # so that a letter is found by its record too.
    story.register_holders(
        story.Holder(Order, "", parcel=("case__parcel",), party=("party",)),
        story.Holder(AccessAction, "", parcel=("parcel",), party=("party",)),
    )
