"""Issue 48: an inspector creates an API token on the account page (shown once), finds
the API's documentation in the staff menu, and revokes the token after confirming;
axe-clean at 1280 and 375 px, nothing wider than a phone."""

from __future__ import annotations

import pytest

from lockport_sw.accounts.roles import Role
from lockport_sw.api.models import APIToken
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, sign_in

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.slow
def test_a_token_is_made_shown_once_used_and_revoked(page, live_server, make_user):
    inspector = make_user(Role.INSPECTOR, email="inspector@lockport.example")
    page.set_viewport_size(DESKTOP)
    sign_in(page, live_server.url, inspector.email)

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Password").click()
    page.get_by_role("link", name="API tokens").click()
    page.get_by_label("Name").fill("Clerk's finance system")
    page.get_by_label("Read and write").check()
    page.get_by_label("Days until it expires").fill("90")
    page.get_by_role("button", name="Create the token").click()
    raw = page.get_by_label("Token").input_value()
    assert raw.startswith("lps_")
    assert_accessible(page)
    page.set_viewport_size(PHONE)
    assert_accessible(page)
    assert_fits_a_phone(page)

    # Shown once: a new visit of the page lists it by its beginning only.
    page.goto(f"{live_server.url}/account/api-tokens/")
    assert raw not in page.content()
    token = APIToken.objects.get(user=inspector)
    assert token.scope == "write" and (token.expires_at - token.created_at).days == 90
    assert token.prefix in page.content()

    response = page.request.get(
        f"{live_server.url}/api/v1/clocks/", headers={"Authorization": f"Bearer {raw}"}
    )
    assert response.status == 200

    page.get_by_role("link", name="Revoke Clerk's finance system").click()
    assert_accessible(page)
    assert_fits_a_phone(page)
    page.get_by_role("button", name="Revoke the token").click()
    page.get_by_text("is revoked").wait_for()
    response = page.request.get(
        f"{live_server.url}/api/v1/clocks/", headers={"Authorization": f"Bearer {raw}"}
    )
    assert response.status == 401

    # The documentation page is in the staff menu, and draws without a CDN.
    page.set_viewport_size(DESKTOP)
    page.goto(f"{live_server.url}/")
    nav = page.get_by_role("navigation", name="Main")
    nav.get_by_role("button", name="Town").click()
    nav.get_by_role("link", name="API documentation").click()
    page.get_by_text("/api/v1/inspection-requests/").first.wait_for()
