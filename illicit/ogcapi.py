"""Chapter 158's collections of the OGC API - Features (lockport_sw/ogcapi/): the outfall
inventory and the public's reports for anyone, the cases for Town office staff.

What is public is decided where it already was: an outfall's fields are those of the
GIS export (``views.maps.outfall_features``), a report's those Open311 publishes
(``views.open311.request_row``), its point the rounded one (``public_point``) and a box
filters on that rounded point (``public_point_within``). Cases are read through
``selectors.cases_visible_to``: office staff, as on the case list.
"""

from __future__ import annotations

from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.ogcapi import collections as ogc

from . import selectors
from .services.reports import public_point, public_point_within
from .views.open311 import request_row


def _outfall(o) -> ogc.Feature:
    return ogc.Feature(
        id=o.code,
        point=ogc.point(o.latitude, o.longitude),
        properties={
            "outfall_id": o.code,
            "receiving_water": o.receiving_water,
            "size_inches": float(o.size_inches) if o.size_inches is not None else None,
            "material": o.get_material_display() or None,
            "condition": o.get_condition_display() or None,
        },
    )


def _report(r) -> ogc.Feature:
    row = request_row(r)
    row.pop("lat"), row.pop("long")  # the geometry: the same rounded point
    point = public_point(r)
    return ogc.Feature(
        id=r.reference, point=(point[1], point[0]) if point else None, properties=row
    )


def _reports_in(box: ogc.Bbox):
    return public_point_within(box.min_lat, box.max_lat, box.min_lon, box.max_lon)


def _case(c) -> ogc.Feature:
    return ogc.Feature(
        id=c.reference,
        point=ogc.point(c.latitude, c.longitude),
        properties={
            "reference": c.reference,
            "kind": c.get_kind_display(),
            "state": c.get_state_display(),
            "opened_at": c.opened_at,
            "address": c.parcel.street_address if c.parcel_id else c.address,
            "receiving_water": c.receiving_water or None,
            "url": c.get_absolute_url(),
        },
    )


def register() -> None:
    law = current().law("idl").name
    ogc.register(
        ogc.Collection(
            id="outfalls",
            title="Outfalls",
            description=(
                "The Town's inventory of stormwater outfalls to the waters of the state: "
                "where each is, its receiving water, size, material and condition."
            ),
            rows=lambda user: selectors.public_outfalls(),
            feature=_outfall,
            key="code",
            bbox=ogc.point_in("latitude", "longitude"),
            columns=(
                ("receiving_water", "Receiving water"),
                ("size_inches", "Size (inches)"),
                ("material", "Material"),
                ("condition", "Condition"),
            ),
            keywords=("stormwater", "outfall", "MS4"),
        ),
        ogc.Collection(
            id="reports",
            title="Reports from the public",
            description=(
                "Reports of illicit discharges as Open311 publishes them: the service, "
                "status, the description staff approved, the place to the block (a "
                "point rounded to 0.001°); never the reporter's name, email or phone."
            ),
            rows=lambda user: selectors.published_reports(),
            feature=_report,
            key="reference",
            bbox=_reports_in,
            time="requested_at",
            time_label="received",
            columns=(
                ("service_name", "Service"),
                ("status", "Status"),
                ("status_notes", "Status notes"),
                ("address", "Place"),
                ("requested_datetime", "Received"),
                ("updated_datetime", "Updated"),
            ),
            keywords=("stormwater", "illicit discharge", "Open311"),
        ),
        ogc.Collection(
            id="cases",
            title="Illicit discharge cases",
            description=(
                f"{law} investigations ({cite('idl.discharge_prohibitions')} to "
                f"{cite('idl.spill_notification')}): reference, kind, state, when opened and "
                "where. For Town office staff."
            ),
            rows=lambda user: selectors.cases_visible_to(user).select_related("parcel"),
            feature=_case,
            key="reference",
            bbox=ogc.point_in("latitude", "longitude"),
            time="opened_at",
            time_label="opened",
            readable=selectors.sees_all,
            columns=(
                ("kind", "Kind"),
                ("state", "State"),
                ("opened_at", "Opened"),
                ("address", "Where"),
            ),
            keywords=("stormwater", "illicit discharge", law),
        ),
    )
