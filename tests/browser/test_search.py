"""Issue 21: a search from the menu finds a case by its address; the results page is
axe-clean at 1280 and 375 px."""

from __future__ import annotations

from datetime import datetime

import pytest

from illicit.models import Case
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, sign_in

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.slow
def test_a_search_from_the_menu_finds_a_case_by_address(page, live_server, make_user):
    inspector = make_user(Role.INSPECTOR, email="inspector@lockport.example")
    Case.objects.create(
        reference="2026-0042",
        kind="discharge",
        summary="Gray water in the catch basin.",
        address="6480 Robinson Road",
        opened_at=datetime(2026, 5, 4, 10, tzinfo=TOWN_TZ),
        opened_by=inspector,
    )
    page.set_viewport_size(DESKTOP)
    sign_in(page, live_server.url, inspector.email)

    menu = page.get_by_role("navigation", name="Main")
    menu.get_by_label("Search records").fill("6480 Robinson Road")
    menu.get_by_role("button", name="Search").click()
    page.get_by_role("heading", name="Illicit discharge cases (Chapter 158)").wait_for()
    assert page.get_by_role("link", name="Case 2026-0042").count() == 1
    assert_accessible(page)
    page.set_viewport_size(PHONE)
    assert_accessible(page)
    assert_fits_a_phone(page)

    page.get_by_role("link", name="Case 2026-0042").click()
    page.wait_for_url("**/illicit/cases/2026-0042/")
