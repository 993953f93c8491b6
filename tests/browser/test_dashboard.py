"""Issue 21: the Town Board opens the dashboard from the menu; axe-clean at 1280 and
375 px, each chart with the table of its numbers (issue 47, item 4: every series drawn,
with a legend and each row's numbers in words)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, sign_in
from tests.bulk import bulk_clocks

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.slow
def test_the_board_opens_the_dashboard(page, live_server, make_user):
    board = make_user(Role.TOWN_BOARD, email="board@lockport.example")
    this_year = timezone.localtime(timezone.now(), TOWN_TZ).year
    due = datetime(this_year, 2, 1, 17, tzinfo=TOWN_TZ)
    bulk_clocks(
        12,
        due=lambda i, now: due + timedelta(days=10 * i),
        rules=("swppp_decision",),
        status="missed",
    )
    page.set_viewport_size(DESKTOP)
    sign_in(page, live_server.url, board.email)

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Dashboard").click()
    page.get_by_role("heading", name="How the law is kept").wait_for()
    chart = page.get_by_role("img", name="Clocks on time, late, missed and waived, by rule")
    assert chart.count() == 1
    # Issue 47, item 4: every series in the legend, each row's numbers in words.
    legend = chart.locator(".chart-legend li")
    assert legend.all_inner_texts() == ["On time", "Late", "Missed", "Waived"]
    assert chart.locator(".chart-row svg rect").count() >= 1
    assert "Missed 12" in chart.locator(".chart-label").first.inner_text()
    assert page.locator("#table-clocks-by-rule tbody tr").count() == 1
    assert_accessible(page)
    page.set_viewport_size(PHONE)
    assert_accessible(page)
    assert_fits_a_phone(page)
