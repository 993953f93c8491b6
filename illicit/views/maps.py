"""The map of open reports, cases and outfalls (Leaflet, vendored), with a list that
works when no tiles load or without JavaScript; GeoJSON for the map and the Town's GIS."""

from __future__ import annotations

from urllib.parse import urlsplit

from csp.decorators import csp_update
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.core.access import role_required

from .. import conf, selectors


def tile_origin() -> str:
    """The tile server's origin, allowed in img-src on the map pages only (CSP)."""
    parts = urlsplit(conf.tile_url().replace("{s}", "a"))
    return f"{parts.scheme}://{parts.netloc}"


def _feature(lon, lat, properties: dict) -> dict:
    return {
        "type": "Feature",
        "geometry": {"type": "Point", "coordinates": [float(lon), float(lat)]},
        "properties": properties,
    }


def outfall_features(outfalls) -> list[dict]:
    return [
        _feature(
            o.longitude,
            o.latitude,
            {
                "layer": "outfall",
                "outfall_id": o.code,
                "receiving_water": o.receiving_water,
                "size_inches": float(o.size_inches) if o.size_inches is not None else None,
                "material": o.get_material_display() or None,
                "condition": o.get_condition_display() or None,
                "url": reverse("illicit:outfall_detail", args=[o.pk]),
            },
        )
        for o in outfalls
    ]


@role_required(*OFFICE_ROLES)
@csp_update({"img-src": tile_origin()})
def map_page(request: HttpRequest) -> HttpResponse:
    reports = list(selectors.map_reports()[:500])
    cases = list(selectors.map_cases()[:500])
    outfalls = list(selectors.outfall_list())
    return render(
        request,
        "illicit/map.html",
        {
            "reports": reports,
            "cases": cases,
            "outfalls": outfalls,
            "tile_url": conf.tile_url(),
            "center": conf.TOWN_CENTER,
        },
    )


@role_required(*OFFICE_ROLES)
def map_data(request: HttpRequest) -> JsonResponse:
    features = [
        _feature(
            r.longitude,
            r.latitude,
            {
                "layer": "report",
                "label": f"Report {r.reference}: {r.kind_spec.name}",
                "url": r.get_absolute_url(),
            },
        )
        for r in selectors.map_reports()[:500]
    ]
    features += [
        _feature(
            c.longitude,
            c.latitude,
            {
                "layer": "case",
                "label": f"{c.label}: {c.get_state_display()}",
                "url": c.get_absolute_url(),
            },
        )
        for c in selectors.map_cases()[:500]
    ]
    for f in outfall_features(selectors.outfall_list()):
        f["properties"]["label"] = f"Outfall {f['properties']['outfall_id']}"
        features.append(f)
    return JsonResponse({"type": "FeatureCollection", "features": features})


@role_required(*OFFICE_ROLES)
def outfalls_geojson(request: HttpRequest) -> HttpResponse:
    """The outfall inventory as GeoJSON (RFC 7946, WGS 84 longitude-latitude) for the GIS."""
    response = JsonResponse(
        {"type": "FeatureCollection", "features": outfall_features(selectors.outfall_list())}
    )
    response["Content-Type"] = "application/geo+json"
    response["Content-Disposition"] = 'attachment; filename="lockport-outfalls.geojson"'
    return response
