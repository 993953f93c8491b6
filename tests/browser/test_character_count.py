"""Issue 45, item 1 in Chromium: no text box cuts a pasted text. A SWPPP answer pasted
past its limit (FREE_TEXT_MAX_LENGTH, 10,000) is kept whole in the box, the count under
it says how many characters too many, and the server refuses it beside the box with the
error summary, keeping every character typed. The page is checked with axe-core."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from lockport_sw.accounts.roles import Role
from swppp.models import ChecklistItem, ItemAnswer
from tests.browser.conftest import assert_accessible, sign_in
from tests.swppp.factories import draft_of, make_project

SOILS = "159-5B(1)(c)"


@pytest.mark.django_db(transaction=True)
def test_a_pasted_answer_past_the_limit_is_counted_refused_and_kept_whole(
    page, live_server, make_user
):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    project = make_project(applicant)
    draft = draft_of(project)
    sign_in(page, live_server.url, applicant.email)
    page.goto(live_server.url + reverse("swppp:submission_edit", args=[project.pk, 1]))
    box = page.get_by_label(re.compile(r"Your answer to § 159-5B\(1\)\(c\)"))
    assert box.get_attribute("maxlength") is None
    assert box.get_attribute("data-maxlength") == "10000"
    box_id = box.get_attribute("id")
    count = page.locator(f"#{box_id}_count")
    assert count.inner_text() == "You have 10,000 characters remaining"

    # 12,000 characters, inserted at once as a paste inserts them (a maxlength would cut).
    pasted = ("Appleton silt loam (ApA), per the county soil survey. " * 230)[:11_999] + "!"
    assert len(pasted) == 12_000
    box.focus()
    page.keyboard.insert_text(pasted)
    assert box.input_value() == pasted
    assert count.inner_text() == "You have 2,000 characters too many"
    # A screen reader hears the same count once the typing pauses (aria-live polite).
    status = page.locator(f"#{box_id}_count_status")
    assert status.get_attribute("aria-live") == "polite"
    expect(status).to_have_text("You have 2,000 characters too many")
    assert_accessible(page)

    with page.expect_navigation():
        page.get_by_role("button", name="Save the draft").click()
    summary = page.locator("[data-error-summary]")
    assert summary.is_visible()
    assert "Keep this to 10,000 characters: it has 12,000." in summary.inner_text()
    box = page.get_by_label(re.compile(r"Your answer to § 159-5B\(1\)\(c\)"))
    assert box.input_value() == pasted  # every character kept
    assert page.locator(f"#{box_id}_count").inner_text() == "You have 2,000 characters too many"
    soils = ChecklistItem.objects.get(code=SOILS)
    assert not ItemAnswer.objects.filter(submission=draft, item=soils, text=pasted).exists()
    assert_accessible(page)
