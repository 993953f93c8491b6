"""Issue 43, item 11: the Municipal Clerk records who sits on the Town's boards at
/boards/ (the SMO no longer does): the page on a desktop and on a phone, axe-clean, and
ending a seat asks first."""

from __future__ import annotations

import pytest

from lockport_sw.accounts.roles import Role
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, sign_in
from tests.seats import seat

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_159_4B2_the_clerk_reads_the_boards_and_is_asked_before_a_seat_ends(
    page, live_server, make_user, size
):
    clerk = make_user(Role.CLERK, full_name="Cora Clerk")
    member = make_user(Role.REVIEWING_BODY, full_name="Pat Planner")
    seat("planning_board", [member], members=1)
    page.set_viewport_size(size)
    sign_in(page, live_server.url, clerk.email)
    page.goto(live_server.url + "/boards/")
    assert page.get_by_role("heading", name="The Town's boards and their members").is_visible()
    assert page.get_by_text("Pat Planner").first.is_visible()
    assert_accessible(page)
    if size == PHONE:
        assert_fits_a_phone(page)
    page.get_by_role("link", name="End the seat of Pat Planner").click()
    page.wait_for_load_state()
    assert "End Pat Planner's seat on the Planning Board?" in page.content()
    assert_accessible(page)
