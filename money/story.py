"""Chapter 159's money in a property's and a party's whole story
(lockport_sw/reports/story.py): every fee, payment, refund, reversal and draw of a
project's account, every guarantee posted, and the letters issued (invoices, a
guarantee's release and the notice of a draw on it)."""

from __future__ import annotations

from django.urls import reverse

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import story

from .models import Draw, Entry, Guarantee, Invoice

PROJECT = ("project__parcel",)
APPLICANT = ("project__applicant_party",)


def register() -> None:
    story.register(
        story.Source(
            "money",
            words_lazy("Fees and payments ({cite:swm.fees})"),
            story.office(Entry),
            when="dated",
            link=lambda e: reverse("money:project", args=[e.project_id]),
            order=35,
            parcel=PROJECT,
            party=("payer",),
        ),
        story.Source(
            "guarantees",
            words_lazy(
                "Performance and maintenance guarantees "
                "({cite:swm.performance_guarantee}, {cite:swm.maintenance_guarantee})"
            ),
            story.office(Guarantee),
            when="posted_at",
            related=("requirement",),
            link=lambda g: reverse("money:project", args=[g.requirement.project_id]),
            order=36,
            parcel=("requirement__project__parcel",),
            party=("requirement__project__applicant_party",),
        ),
    )
    story.register_holders(
        story.Holder(Invoice, "document", parcel=PROJECT, party=("payer",)),
        story.Holder(Entry, "receipt", parcel=PROJECT, party=("payer",)),
        story.Holder(
            Guarantee,
            "release_document",
            parcel=("requirement__project__parcel",),
            party=("requirement__project__applicant_party",),
        ),
        story.Holder(
            Draw,
            "document",
            parcel=("guarantee__requirement__project__parcel",),
            party=("guarantee__requirement__project__applicant_party",),
        ),
        story.Holder(
            Guarantee,
            "",
            parcel=("requirement__project__parcel",),
            party=("requirement__project__applicant_party",),
        ),
    )
