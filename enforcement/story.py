"""Enforcement's records in a property's and a party's whole story
(lockport_sw/reports/story.py): violations, appeals, the offense history that sets the
penalty tier, and the documents enforcement issues (notices, orders, decisions, notices
of hearing, served letters of both chapters, corrective measures)."""

from __future__ import annotations

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import story

from .models import (
    Appeal,
    CorrectiveAction,
    HearingNotice,
    NoticeOfViolation,
    ServedLetter,
    StopWorkOrder,
    Violation,
)
from .search import offenses_visible_to
from .selectors import appeals_visible_to, violations_visible_to


def _violation_link(offense) -> str:
    return offense.violation.get_absolute_url() if offense.violation_id else ""


def register() -> None:
    story.register(
        story.Source(
            "violations",
            "Violations",
            violations_visible_to,
            when="found_at",
            order=40,
            parcel=("parcel",),
            party=("party",),
        ),
        story.Source(
            "appeals",
            "Appeals",
            appeals_visible_to,
            when="received_at",
            order=43,
            parcel=("notice__violation__parcel",),
            party=("appellant", "appellants__party"),
        ),
        story.Source(
            "offenses",
            words_lazy(
                "Offense history: convictions that set the penalty tier "
                "({cite:idl.penalties}, {cite:swm.penalties})"
            ),
            offenses_visible_to,
            when="convicted_on",
            related=("violation",),
            link=_violation_link,
            order=44,
            parcel=("violation__parcel",),
            party=("party",),
        ),
    )
    notice_party = ("addressee", "also_to", "copied_to")
    story.register_holders(
        story.Holder(
            NoticeOfViolation, "document", parcel=("violation__parcel",), party=notice_party
        ),
        story.Holder(
            StopWorkOrder,
            "document",
            parcel=("violation__parcel",),
            party=("addressee", "copied_to"),
        ),
        story.Holder(
            StopWorkOrder,
            "lift_document",
            parcel=("violation__parcel",),
            party=("addressee", "copied_to"),
        ),
        story.Holder(
            Appeal,
            "decision_document",
            parcel=("notice__violation__parcel",),
            party=("appellant", "appellants__party"),
        ),
        story.Holder(
            HearingNotice,
            "document",
            parcel=("appeal__notice__violation__parcel",),
            party=("appeal__appellant", "appeal__appellants__party"),
        ),
        story.Holder(
            CorrectiveAction,
            "letter",
            parcel=("notice__violation__parcel",),
            party=("notice__addressee",),
        ),
        # Every served letter, of either chapter: its property, its addressee and those
        # sent a copy.
        story.Holder(
            ServedLetter, "document", parcel=("parcel",), party=("addressee", "copied_to")
        ),
        # Documents about a violation no record holds (the request for access).
        story.Holder(Violation, "", parcel=("parcel",), party=("party",)),
        story.Holder(Appeal, "", parcel=("notice__violation__parcel",), party=("appellant",)),
    )
