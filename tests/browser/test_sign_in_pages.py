"""Issue 22, item 2: signing in with a second factor, in the site's layout and words,
on a desktop and a phone: sentence case, the 6-digit code asked for in plain words,
no "Sign in" offered in the header while signing in, axe-clean at every step."""

from __future__ import annotations

import pytest

from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, enter_totp_code
from tests.factories import PASSWORD


@pytest.mark.parametrize("size", [{"width": 1280, "height": 900}, PHONE], ids=["desktop", "phone"])
def test_a_staff_member_signs_in_with_the_code_from_their_authenticator_app(
    page, live_server, smo, size
):
    page.set_viewport_size(size)
    header = page.locator("header.letterhead")

    page.goto(f"{live_server.url}/accounts/login/")
    assert page.locator("h1").inner_text() == "Sign in"
    assert header.get_by_role("link", name="Sign in").count() == 0
    assert_accessible(page)
    if size == PHONE:
        assert_fits_a_phone(page)
    page.get_by_label("Email").fill(smo.email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in", exact=True).click()

    page.wait_for_url("**/accounts/2fa/authenticate/")
    assert page.locator("h1").inner_text() == "Enter the 6-digit code from your authenticator app"
    assert page.title().startswith("Two-step verification · ")
    assert header.get_by_role("link", name="Sign in").count() == 0  # mid-sign-in
    assert header.get_by_role("button", name="Sign out").count() == 0
    assert_accessible(page)
    if size == PHONE:
        assert_fits_a_phone(page)

    # A wrong code is refused in words, with the error summary, and nothing is lost.
    page.get_by_label("Code").fill("000000")
    with page.expect_navigation():
        page.get_by_role("button", name="Sign in", exact=True).click()
    assert "/accounts/2fa/authenticate/" in page.url
    assert page.locator(".error-summary, [role=alert]").first.is_visible()
    assert_accessible(page)

    enter_totp_code(page)
    assert "/accounts/" not in page.url
    assert header.get_by_role("button", name="Sign out").is_visible()
