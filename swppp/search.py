"""Chapter 159's records in the search across everything (lockport_sw/reports/search.py):
each kind through the chapter's own selector of what a user may see."""

from __future__ import annotations

from django.db.models import Value

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import search

from .models.plans import SUBMISSION_SEARCH_TEXT
from .models.projects import PROJECT_SEARCH_TEXT
from .selectors import projects_visible_to, submissions_visible_to

# Every version the user may open: the chapter's one selector of it.
versions_visible_to = submissions_visible_to


def register() -> None:
    search.register(
        search.Source(
            "projects",
            words_lazy("Land development projects ({law:swm})"),
            projects_visible_to,
            references=("reference",),
            text=PROJECT_SEARCH_TEXT,
            when="created_at",
            order=30,
            label=search.joined(Value("Project "), "reference", Value(": "), "title"),
            url_name="swppp:project_detail",
            url_args=("pk",),
            parcel=("parcel",),
            party=("applicant_party", "developer_party"),
        ),
        search.Source(
            "swppps",
            words_lazy("SWPPP versions ({law:swm})"),
            versions_visible_to,
            references=("project__reference",),
            text=SUBMISSION_SEARCH_TEXT,
            when="received_at",
            related=("project",),
            order=31,
            label=search.joined(
                Value("SWPPP "), "project__reference", Value(" version "), "version"
            ),
            url_name="swppp:submission_detail",
            url_args=("project_id", "version"),
            parcel=("project__parcel",),
            party=("project__applicant_party",),
        ),
    )
