"""Issue 22, item 3: the public report's errors in a browser, on a desktop and a phone,
with the tile server out of reach (the map is progressive enhancement): the map goes
away and says so, the first refused send names every problem once in the summary (the
place included), nothing typed is lost, and a person who then fills it in is answered
with the status page; axe-clean throughout."""

from __future__ import annotations

import re

import pytest
from django.utils import timezone

from illicit.views.public import MIN_SECONDS
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone
from tests.browser.test_illicit_flow import form_age
from tests.conditions import wait_until


@pytest.mark.parametrize("size", [{"width": 1280, "height": 900}, PHONE], ids=["desktop", "phone"])
def test_the_report_form_without_the_tile_server_and_its_errors(page, live_server, size):
    page.set_viewport_size(size)
    # Only the site answers: the tile server (another origin) is unreachable.
    page.route(re.compile(r"^https?://(?!127\.0\.0\.1|localhost).*"), lambda route: route.abort())
    page.goto(f"{live_server.url}/report/")
    page.get_by_text("The map could not be loaded").wait_for()
    assert page.locator("#report-map").is_hidden()
    # The location and what was seen are required, and say so in their legends.
    assert page.locator("legend", has_text="Where?").get_by_text("(required)").is_visible()
    assert page.get_by_text("(required)").count() == 2
    assert_accessible(page)

    page.get_by_label("What did you see? (optional)").fill("Grey water from a pipe.")
    with page.expect_navigation():
        page.get_by_role("button", name="Send the report").click()

    summary = page.locator("[data-error-summary]")
    assert summary.is_visible()
    assert summary.get_by_text("Say where").count() == 1
    assert summary.get_by_text("Choose what you saw").count() == 1
    assert page.get_by_label("What did you see? (optional)").input_value() == (
        "Grey water from a pipe."
    )
    assert_accessible(page)
    if size == PHONE:
        assert_fits_a_phone(page)
    summary.get_by_role("link", name=re.compile("Say where")).click()
    assert page.evaluate("document.activeElement.name") == "address"

    page.locator("input[name=kind][value=suds]").check()
    page.get_by_label("Street address or a landmark").fill("12 Mill Road")
    page.get_by_label("When did you see it? Date").fill(timezone.localdate().isoformat())
    wait_until(lambda: form_age(page) > MIN_SECONDS, 30, "the form to pass the time check")
    page.get_by_role("button", name="Send the report").click()
    page.wait_for_url(re.compile(r"/report/R-\d{4}-\d{4}/"))
    assert page.get_by_text("Status: Open: Received.").is_visible()
    assert_accessible(page)
