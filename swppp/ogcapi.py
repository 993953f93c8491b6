"""Chapter 159's collection of the OGC API - Features (lockport_sw/ogcapi/): land
development projects, for the Town's signed-in staff, as far as each may see them
(``selectors.projects_visible_to``: every project for office staff, those forwarded to
a body for its members), at their property's point."""

from __future__ import annotations

from lockport_sw.jurisdiction.registry import current, words
from lockport_sw.ogcapi import auth
from lockport_sw.ogcapi import collections as ogc

from . import selectors


def _project(p) -> ogc.Feature:
    return ogc.Feature(
        id=p.reference,
        point=ogc.point(p.parcel.latitude, p.parcel.longitude),
        properties={
            "reference": p.reference,
            "title": p.title,
            "address": p.parcel.street_address,
            "registered_at": p.created_at,
            "closed_at": p.closed_at,
            "url": p.get_absolute_url(),
        },
    )


def register() -> None:
    ogc.register(
        ogc.Collection(
            id="projects",
            title="Land development projects",
            description=words(
                "{law:swm} projects (SWPPPs): reference, title, property and when "
                "registered, at the property's point. For the {kind}'s staff."
            ),
            rows=lambda user: selectors.projects_visible_to(user).select_related("parcel"),
            feature=_project,
            key="reference",
            bbox=ogc.point_in("parcel__latitude", "parcel__longitude"),
            time="created_at",
            time_label="registered",
            readable=auth.is_staff_reader,
            columns=(
                ("title", "Title"),
                ("address", "Property"),
                ("registered_at", "Registered"),
                ("closed_at", "Closed"),
            ),
            keywords=("stormwater", "SWPPP", current().law("swm").name),
        )
    )
