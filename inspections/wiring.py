"""What the inspections app adds to the shared pages: navigation, the property page's
section, who may download its files (photos and notices)."""

from __future__ import annotations

from lockport_sw.core import navigation
from lockport_sw.documents.access import register_subject_access
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
    from .models import Inspection

    navigation.register(
        navigation.NavItem(
            "My inspections",
            "inspections:day",
            order=15,
            permission="inspections.conduct_inspection",
        ),
        navigation.NavItem(
            "Inspections",
            "inspections:list",
            order=16,
            permission="inspections.schedule_inspection",
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
