"""The OGC API - Features read by OWSLib's client (``owslib.ogcapi.features.Features``,
a client this project did not write) over HTTP against the live server (issue 48, item
4, acceptance): the landing page, conformance, the collections, a bbox filter, and every
page reached through the ``next`` links; a staff collection with a signed-in session."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import parse_qsl, urlsplit

import pytest
from django.conf import settings
from django.test import Client
from owslib.ogcapi import REQUEST_HEADERS
from owslib.ogcapi.features import Features

from illicit.models import Outfall
from tests.access_helpers import Role
from tests.illicit.world import case

pytestmark = pytest.mark.django_db(transaction=True)


def _next(page: dict) -> dict | None:
    """The next link's parameters, as the client asks them again (its own URL building)."""
    href = next((link["href"] for link in page["links"] if link["rel"] == "next"), None)
    return dict(parse_qsl(urlsplit(href).query)) if href else None


def test_owslib_reads_the_collections_with_a_bbox_and_every_page(live_server):
    Outfall.objects.bulk_create(
        Outfall(
            code=f"OF-{i:03d}",
            latitude=Decimal("43.150") + Decimal(i) / 1000,
            longitude=Decimal("-78.700"),
            receiving_water="Eighteen Mile Creek",
        )
        for i in range(23)
    )
    api = Features(f"{live_server.url}/ogcapi/")
    assert (
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core"
        in (api.conformance()["conformsTo"])
    )
    assert sorted(api.feature_collections()) == ["outfalls", "reports"]
    assert api.collection("outfalls")["title"] == "Outfalls"

    # The bbox holds outfalls 5 to 16 (latitudes 43.155 to 43.166); 5 a page.
    box = [-78.71, 43.1545, -78.69, 43.1665]
    page = api.collection_items("outfalls", bbox=box, limit=5)
    assert page["numberMatched"] == 12
    seen, pages = [f["id"] for f in page["features"]], 1
    while (params := _next(page)) is not None:
        assert params["bbox"] == ",".join(map(str, box))
        params["bbox"] = params["bbox"].split(",")  # the client takes the box as a list
        page = api.collection_items("outfalls", **params)
        seen += [f["id"] for f in page["features"]]
        pages += 1
    assert pages == 3
    assert seen == [f"OF-{i:03d}" for i in range(5, 17)]
    one = api.collection_item("outfalls", "OF-007")
    assert one["geometry"]["coordinates"] == [-78.7, 43.157]

    with pytest.raises(RuntimeError, match="NotAuthenticated"):
        api.collection_items("cases")


def test_owslib_reads_a_staff_collection_with_a_signed_in_session(live_server, make_user):
    smo = make_user(Role.SMO)
    made = case(smo)
    browser = Client()
    browser.force_login(smo)
    cookie = f"{settings.SESSION_COOKIE_NAME}={browser.cookies[settings.SESSION_COOKIE_NAME].value}"
    try:
        api = Features(f"{live_server.url}/ogcapi/", headers={"Cookie": cookie})
        assert "cases" in api.feature_collections()
        items = api.collection_items("cases", limit=10)
        assert [f["id"] for f in items["features"]] == [made.reference]
        assert items["features"][0]["properties"]["url"].startswith(live_server.url)
    finally:
        REQUEST_HEADERS.pop("Cookie", None)  # OWSLib keeps headers in its module's dict
