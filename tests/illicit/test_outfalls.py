"""Outfalls: the inventory, CSV import (bad rows by line, nothing half-imported), GeoJSON
export, dry-weather screening that opens an investigation; the map (issue 10, items 9-10)."""

from __future__ import annotations

import json

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from illicit.models import Case, Outfall
from illicit.services import outfalls
from tests.illicit.world import csv_file, local, photo

pytestmark = pytest.mark.django_db

GOOD = """outfall_id,latitude,longitude,receiving_water,size_inches,material,condition,notes
OF-001,43.1701,-78.6902,Eighteen Mile Creek,24,rcp,good,Behind the plaza
OF-002,43.1655,-78.7011,Erie Canal,18,Corrugated metal,fair,
"""
BAD = """outfall_id,latitude,longitude,receiving_water,size_inches,material,condition
OF-010,43.17,-78.69,Eighteen Mile Creek,24,rcp,good
OF-011,95,-78.69,Eighteen Mile Creek,24,rcp,good
OF-010,43.17,-78.69,Eighteen Mile Creek,24,rcp,good
OF-012,43.17,-78.69,,24,plastic,good
"""


def test_a_csv_inventory_is_imported(smo):
    made = outfalls.outfalls_import(acting_user=smo, file=csv_file(GOOD))
    assert [o.code for o in made] == ["OF-001", "OF-002"]
    second = Outfall.objects.get(code="OF-002")
    assert (
        second.material == "cmp"
        and second.condition == "fair"
        and str(second.size_inches) == "18.0"
    )


def test_bad_rows_are_listed_with_their_line_numbers_and_nothing_is_imported(smo):
    with pytest.raises(ValidationError) as refused:
        outfalls.outfalls_import(acting_user=smo, file=csv_file(BAD))
    problems = refused.value.message_dict["file"]
    assert any(p.startswith("Line 3: The latitude") for p in problems)
    assert any(p.startswith("Line 4: Outfall OF-010 is also on line 2") for p in problems)
    assert any(p.startswith("Line 5: Name the receiving water") for p in problems)
    assert any(p.startswith("Line 5: Material") for p in problems)
    assert not Outfall.objects.exists()
    with pytest.raises(ValidationError) as header:
        outfalls.outfalls_import(acting_user=smo, file=csv_file("id,lat\n1,2\n"))
    assert "Line 1" in header.value.message_dict["file"][0]
    outfalls.outfalls_import(acting_user=smo, file=csv_file(GOOD))
    with pytest.raises(ValidationError) as again:
        outfalls.outfalls_import(acting_user=smo, file=csv_file(GOOD))
    assert "already in the inventory" in again.value.message_dict["file"][0]


def test_the_import_page_lists_the_bad_lines(client, smo):
    client.force_login(smo)
    response = client.post(reverse("illicit:outfall_import"), {"file": csv_file(BAD)})
    html = response.content.decode()
    assert "There is a problem" in html and "Line 3" in html and "Line 5" in html
    assert not Outfall.objects.exists()


def test_the_geojson_export_for_the_towns_gis(client, smo):
    outfalls.outfalls_import(acting_user=smo, file=csv_file(GOOD))
    client.force_login(smo)
    response = client.get(reverse("illicit:outfalls_geojson"))
    assert response["Content-Type"] == "application/geo+json"
    data = json.loads(response.content)
    assert data["type"] == "FeatureCollection" and len(data["features"]) == 2
    first = data["features"][0]
    assert first["geometry"] == {"type": "Point", "coordinates": [-78.6902, 43.1701]}
    assert first["properties"]["outfall_id"] == "OF-001"
    assert first["properties"]["receiving_water"] == "Eighteen Mile Creek"


def test_a_dry_weather_flow_opens_an_investigation(smo):
    outfall = outfalls.outfall_save(
        acting_user=smo,
        code="OF-100",
        latitude="43.17",
        longitude="-78.69",
        receiving_water="Erie Canal",
    )
    dry = outfalls.screening_record(
        acting_user=smo, outfall=outfall, at=local(2026, 7, 1, 9), dry_weather=True, flow="none"
    )
    assert dry.case is None
    wet = outfalls.screening_record(
        acting_user=smo,
        outfall=outfall,
        at=local(2026, 7, 2, 9),
        dry_weather=False,
        flow="moderate",
    )
    assert wet.case is None
    flowing = outfalls.screening_record(
        acting_user=smo,
        outfall=outfall,
        at=local(2026, 7, 3, 9),
        dry_weather=True,
        flow="trickle",
        odor="sewage",
        color="grey",
        turbidity="cloudy",
        floatables="Toilet paper",
        photos=[photo()],
    )
    assert flowing.case is not None and flowing.case.outfall == outfall
    assert flowing.case.state == Case.State.REPORTED and "Dry-weather flow" in flowing.case.summary
    again = outfalls.screening_record(
        acting_user=smo, outfall=outfall, at=local(2026, 7, 4, 9), dry_weather=True, flow="trickle"
    )
    assert again.case == flowing.case  # the open investigation, not a second one


def test_the_map_lists_everything_without_tiles_and_allows_the_tile_origin(client, smo):
    outfalls.outfalls_import(acting_user=smo, file=csv_file(GOOD))
    client.force_login(smo)
    response = client.get(reverse("illicit:map"))
    html = response.content.decode()
    assert "OF-001" in html and "vendor/leaflet-1.9.4/leaflet.js" in html
    assert "https://tile.openstreetmap.org" in response["Content-Security-Policy"]
    data = json.loads(client.get(reverse("illicit:map_data")).content)
    assert {f["properties"]["layer"] for f in data["features"]} == {"outfall"}


def test_an_outfall_is_added_with_its_photos_and_a_bad_photo_is_refused(client, smo):
    client.force_login(smo)
    data = {
        "code": "OF-300",
        "latitude": "43.17",
        "longitude": "-78.69",
        "receiving_water": "Gulf Creek",
        "size_inches": "36",
        "material": "rcp",
        "condition": "poor",
        "notes": "",
    }
    bad = client.post(
        reverse("illicit:outfall_create"), {**data, "photos": [photo("x.png", b"nope")]}
    )
    assert bad.status_code == 200 and not Outfall.objects.exists()
    good = client.post(reverse("illicit:outfall_create"), {**data, "photos": [photo()]})
    outfall = Outfall.objects.get()
    assert good.url == outfall.get_absolute_url()
    assert "drain.png" in client.get(good.url).content.decode()
