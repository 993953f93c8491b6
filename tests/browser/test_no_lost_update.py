"""Issue 24 item 1 in Chromium: one draft open in two pages, both saved; the second save
is refused, nothing of the first is overwritten, and both texts are on the page."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from swppp.models import ItemAnswer
from tests.browser.conftest import assert_accessible, sign_in
from tests.swppp.factories import draft_of, make_project

SOILS = re.compile(r"Your answer to § 159-5B\(1\)\(c\)")


@pytest.mark.django_db(transaction=True)
def test_one_draft_in_two_pages_the_second_save_is_refused_with_both_texts_kept(
    page, live_server, make_user
):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    project = make_project(applicant)
    draft = draft_of(project)
    url = live_server.url + reverse("swppp:submission_edit", args=[project.pk, 1])
    sign_in(page, live_server.url, applicant.email)
    page.goto(url)
    other = page.context.new_page()  # a second tab, same account
    other.goto(url)

    page.get_by_label(SOILS).fill("Appleton silt loam, typed in the first tab.")
    with page.expect_navigation():
        page.get_by_role("button", name="Save the draft").click()
    assert "Saved the draft of version 1" in page.content()

    other.get_by_label(SOILS).fill("Clay over shale, typed in the second tab.")
    with other.expect_navigation():
        other.get_by_role("button", name="Save the draft").click()

    summary = other.locator("[data-error-summary]")
    assert "after you opened it" in summary.inner_text()
    compare = other.locator("[data-stale]")
    assert "Clay over shale, typed in the second tab." in compare.inner_text()
    assert "Appleton silt loam, typed in the first tab." in compare.inner_text()
    # What the second tab typed is still in its field; the first tab's save stands.
    assert other.get_by_label(SOILS).input_value() == "Clay over shale, typed in the second tab."
    answer = ItemAnswer.objects.get(submission=draft, item__code="159-5B(1)(c)")
    assert answer.text == "Appleton silt loam, typed in the first tab."
    assert_accessible(other)

    # The link beside the item moves to its field, to merge there; saving again lands.
    compare.get_by_role("link", name=SOILS).click()
    other.get_by_label(SOILS).fill("Appleton silt loam over clay and shale (merged).")
    with other.expect_navigation():
        other.get_by_role("button", name="Save the draft").click()
    answer.refresh_from_db()
    assert answer.text == "Appleton silt loam over clay and shale (merged)."
