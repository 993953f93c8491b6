"""What the inspections app adds to the shared pages: navigation, home panels (the
inspector's day; the holds on an applicant's projects), the property page's
section, who may download its files (photos and notices)."""

from __future__ import annotations

from lockport_sw.accounts.roles import Role
from lockport_sw.core import home, navigation
from lockport_sw.documents.access import register_subject_access
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.registry.sections import Section, register_property_section


def _property_inspections(parcel, user):
    from . import selectors

    return list(
        selectors.inspections_visible_to(user)
        .filter(parcel=parcel)
        .select_related("inspector", "parcel")
        .order_by("-created_at", "-pk")[:20]
    )


def _can_view(user, inspection) -> bool:
    from . import selectors

    return selectors.inspections_visible_to(user).filter(pk=inspection.pk).exists()


def register() -> None:
    from enforcement import records as enforcement_records

    from . import panels
    from .models import Inspection
    from .records import inspection_record

    # Issue 18, item 9: the hearing packet prints an inspection's findings and photos.
    enforcement_records.register(Inspection, inspection_record)

    home.register(
        home.Panel(
            key="inspections-day",
            title="Your inspections today",
            template="inspections/panels/my_day.html",
            roles=frozenset({Role.INSPECTOR}),
            context=panels.my_day,
            order=1,
        )
    )
    home.register(
        home.Panel(
            key="inspections-holds",
            title=words_lazy("Work holds ({cite:swm.construction_inspection})"),
            template="inspections/panels/my_holds.html",
            roles=frozenset({Role.APPLICANT}),
            context=panels.my_holds,
            order=4,
        )
    )

    navigation.register(
        navigation.NavItem(
            "My inspections",
            "inspections:day",
            order=15,
            permission="inspections.conduct_inspection",
            group="Inspections",
        ),
        navigation.NavItem(
            "Inspections",
            "inspections:list",
            order=16,
            permission="inspections.schedule_inspection",
            group="Inspections",
        ),
    )
    register_property_section(
        Section(
            key="inspections",
            title="Inspections",
            template="inspections/sections/property.html",
            records=_property_inspections,
            order=40,
        )
    )
    # Photos and the notice of violations: whoever may see the inspection.
    register_subject_access(Inspection, _can_view)
