"""Inspections in a property's and a party's whole story
(lockport_sw/reports/story.py): the inspections made, and the documents they led to
(a work hold's notice, a maintenance notice, a notice of an inspection's violation)."""

from __future__ import annotations

from lockport_sw.reports import story

from .models import Inspection, MaintenanceNotice, WorkHold
from .selectors import inspections_visible_to


def register() -> None:
    story.register(
        story.Source(
            "inspections",
            "Inspections",
            inspections_visible_to,
            when="completed_at",
            order=50,
            parcel=("parcel",),
        ),
    )
    story.register_holders(
        story.Holder(WorkHold, "notice", parcel=("parcel",)),
        story.Holder(
            MaintenanceNotice, "document", parcel=("practice__parcel",), party=("addressee",)
        ),
        story.Holder(Inspection, "", parcel=("parcel",)),
    )
