"""Chapter 159's records in a property's and a party's whole story
(lockport_sw/reports/story.py): projects, SWPPP versions and their letters, maintenance
easements and agreements."""

from __future__ import annotations

from inspections.models import WorkHold
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import story

from .models import MaintenanceInstrument, Project, Submission
from .search import versions_visible_to
from .selectors import projects_visible_to


def register() -> None:
    story.register(
        story.Source(
            "projects",
            words_lazy("Land development projects ({law:swm})"),
            projects_visible_to,
            when="created_at",
            order=30,
            parcel=("parcel",),
            party=("applicant_party", "developer_party"),
        ),
        story.Source(
            "swppps",
            words_lazy("SWPPP versions received ({law:swm})"),
            versions_visible_to,
            when="received_at",
            related=("project",),
            order=31,
            parcel=("project__parcel",),
            party=("project__applicant_party",),
        ),
        story.Source(
            "instruments",
            words_lazy(
                "Maintenance easements and agreements ({cite:swm.maintenance_easements}, "
                "{cite:swm.maintenance_agreements})"
            ),
            story.office(MaintenanceInstrument),
            when="created_at",
            related=("project",),
            link=lambda i: i.project.get_absolute_url(),
            order=32,
            parcel=("project__parcel",),
            party=("project__applicant_party",),
        ),
    )
    story.register_holders(
        story.Holder(
            Submission, "letter", parcel=("project__parcel",), party=("project__applicant_party",)
        ),
        story.Holder(
            Submission,
            "recommendation_letter",
            parcel=("project__parcel",),
            party=("project__applicant_party",),
        ),
        story.Holder(
            Submission, "", parcel=("project__parcel",), party=("project__applicant_party",)
        ),
        story.Holder(Project, "", parcel=("parcel",), party=("applicant_party", "developer_party")),
        # A work hold's notice on a project goes to its applicant and developer.
        story.Holder(
            WorkHold,
            "notice",
            parcel=("parcel",),
            party=("applicant_party", "developer_party"),
            subject=Project,
        ),
    )
