"""What the reports app adds to the shared pages: its menu entries, and the shared
records (properties, parties, issued documents) in the search across everything."""

from django.db.models import Case, TextField, Value, When
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.core import home, navigation
from lockport_sw.registry import sections

from . import dashboards, search, story


def _office(model):
    def visible(user):
        staff = user.is_authenticated and user.is_office_staff
        return model.objects.all() if staff else model.objects.none()

    return visible


def _due_panel(request) -> dict:
    from django.utils import timezone

    from lockport_sw.calendar.counting import TOWN_TZ

    from .selectors import reports_to_file

    return {"due": reports_to_file(timezone.localtime(timezone.now(), TOWN_TZ).date())}


def register() -> None:
    from lockport_sw.documents.models import ISSUED_DOCUMENT_SEARCH_TEXT, IssuedDocument
    from lockport_sw.registry.models import (
        PARTY_SEARCH_TEXT,
        PROPERTY_SEARCH_TEXT,
        Party,
        Property,
    )

    navigation.register(
        navigation.NavItem(
            "MS4 report", "reports:annual", order=40, permission="reports.view_ms4_report"
        ),
        navigation.NavItem(
            "Dashboard", "reports:dashboard", order=41, permission="reports.view_dashboards"
        ),
    )
    dashboards.register_clock_charts()
    # Issue 44: the MS4 counts stored between requests, forgotten by rebuild_tallies (a
    # load that went around the stamp triggers would leave them unstamped).
    from lockport_sw.core import tallies

    from . import figure_store

    tallies.register(
        tallies.Tally(
            "ms4-figures",
            "The MS4 counts stored",
            figure_store.forget,
            sources=figure_store.STAMPED,
            tables=("reports_tablestamp",),
        )
    )
    home.register(
        home.Panel(
            key="ms4-reports-due",
            title="MS4 reports due to NYSDEC",
            template="reports/panels/due.html",
            roles=frozenset({Role.SMO}),
            context=_due_panel,
            order=90,
        )
    )
    # The property's and the party's page link to their whole story.
    sections.register_property_section(
        sections.Section(
            "story",
            "The whole story",
            "reports/sections/story_link.html",
            records=lambda obj, user: reverse("reports:property_story", args=[obj.pk]),
            order=1,
        )
    )
    sections.register_party_section(
        sections.Section(
            "story",
            "The whole story",
            "reports/sections/story_link.html",
            records=lambda obj, user: reverse("reports:party_story", args=[obj.pk]),
            order=1,
        )
    )
    _register_story(IssuedDocument)
    search.register(
        search.Source(
            "properties",
            "Properties",
            _office(Property),
            references=("sbl",),
            text=PROPERTY_SEARCH_TEXT,
            order=10,
            label=search.joined(
                "street_address",
                Case(
                    When(sbl="", then=Value("")),
                    default=search.joined(Value(" (SBL "), "sbl", Value(")")),
                    output_field=TextField(),
                ),
            ),
            url_name="registry:property_detail",
            url_args=("pk",),
        ),
        search.Source(
            "parties",
            "Parties",
            _office(Party),
            references=("email",),
            text=PARTY_SEARCH_TEXT,
            order=11,
            label=search.joined(
                "name",
                Case(
                    When(organization="", then=Value("")),
                    default=search.joined(Value(" ("), "organization", Value(")")),
                    output_field=TextField(),
                ),
            ),
            url_name="registry:party_detail",
            url_args=("pk",),
        ),
        search.Source(
            "documents",
            "Issued documents",
            _office(IssuedDocument),
            references=("number",),
            text=ISSUED_DOCUMENT_SEARCH_TEXT,
            when="issued_at",
            link=lambda d: reverse("documents:issued_download", args=[d.number]),
            order=60,
            label=search.joined("number", Value(" "), "title"),
            url_name="documents:issued_download",
            url_args=("number",),
        ),
    )


def _register_story(IssuedDocument) -> None:
    """The story's own sources: every issued document that names the property or the
    party (the holders each app registers), and the deeds of record."""
    from lockport_sw.registry.models import Ownership

    story.register(
        story.Source(
            "documents",
            "Issued documents",
            _office(IssuedDocument),
            when="issued_at",
            link=lambda d: reverse("documents:issued_download", args=[d.number]),
            order=60,
            arms=story.documents_about,
        ),
        story.Source(
            "ownerships",
            "Landowners of record",
            story.office(Ownership),
            when="recorded_at",
            related=("parcel", "party"),
            link=lambda o: o.parcel.get_absolute_url(),
            order=5,
            parcel=("parcel",),
            party=("party",),
        ),
    )
