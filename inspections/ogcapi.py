"""The inspections' collection of the OGC API - Features (lockport_sw/ogcapi/): every
inspection the reader may see (``selectors.inspections_visible_to``: all of them for
office staff, those of the subjects their chapter shows them otherwise), at the
inspected property's point, for the Town's signed-in staff."""

from __future__ import annotations

from lockport_sw.ogcapi import auth
from lockport_sw.ogcapi import collections as ogc

from . import selectors


def _inspection(i) -> ogc.Feature:
    return ogc.Feature(
        id=i.reference,
        point=ogc.point(i.parcel.latitude, i.parcel.longitude),
        properties={
            "reference": i.reference,
            "kind": i.kind_spec.name,
            "chapter": i.chapter,
            "subject": i.subject_label,
            "address": i.parcel.street_address,
            "state": i.get_state_display(),
            "result": i.get_result_display() or None,
            "scheduled_for": i.scheduled_for,
            "completed_at": i.completed_at,
            "url": i.get_absolute_url(),
        },
    )


def register() -> None:
    ogc.register(
        ogc.Collection(
            id="inspections",
            title="Inspections",
            description=(
                "Inspections of construction sites, practices and facilities: kind, "
                "subject, state and result, when scheduled and completed, at the "
                "property's point. For the Town's staff."
            ),
            rows=lambda user: selectors.inspections_visible_to(user).select_related("parcel"),
            feature=_inspection,
            key="reference",
            bbox=ogc.point_in("parcel__latitude", "parcel__longitude"),
            time="scheduled_for",
            time_label="scheduled",
            readable=auth.is_staff_reader,
            columns=(
                ("kind", "Kind"),
                ("subject", "Subject"),
                ("state", "State"),
                ("result", "Result"),
                ("scheduled_for", "Scheduled"),
                ("completed_at", "Completed"),
            ),
            keywords=("stormwater", "inspection"),
        )
    )
