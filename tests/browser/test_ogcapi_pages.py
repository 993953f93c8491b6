"""The OGC API's pages (issue 48, item 4): a person walks from the landing page to the
outfalls, a feature and the next page; every page axe-clean on a desktop and a phone."""

from __future__ import annotations

from decimal import Decimal

import pytest

from illicit.models import Outfall
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, follow

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.slow
@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_person_walks_the_ogc_api_pages(page, live_server, size):
    Outfall.objects.bulk_create(
        Outfall(
            code=f"OF-{i:03d}",
            latitude=Decimal("43.15") + Decimal(i) / 1000,
            longitude=Decimal("-78.70"),
            receiving_water="Eighteen Mile Creek",
            material="rcp",
        )
        for i in range(3)
    )
    page.set_viewport_size(size)
    page.goto(f"{live_server.url}/ogcapi/")
    checked = []

    def check():
        assert_accessible(page)
        if size == PHONE:
            assert_fits_a_phone(page)
        checked.append(page.url)

    check()
    follow(page, "The collections")
    check()
    follow(page, "Outfalls")
    page.get_by_role("cell", name="Reinforced concrete").first.wait_for()
    check()
    follow(page, "OF-001")
    page.get_by_text("43.151000, -78.700000").wait_for()
    check()
    page.goto(f"{live_server.url}/ogcapi/collections/outfalls/items?limit=2&f=html")
    follow(page, "Next")
    assert page.get_by_role("link", name="OF-002").count() == 1
    check()
    page.goto(f"{live_server.url}/ogcapi/api")
    check()
    assert len(checked) == 6
