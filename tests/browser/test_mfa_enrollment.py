"""Issue 9: a new staff member sets a password, enrolls TOTP, signs out and back in."""

import re

from django.core import mail

from lockport_sw.accounts import services
from lockport_sw.accounts.roles import Role
from tests.browser.conftest import (
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    enter_totp_code,
)

NEW_PASSWORD = "a-fresh-staff-passphrase"


def test_a_new_staff_member_sets_a_password_enrolls_totp_and_signs_in_with_a_code(
    page, live_server, smo
):
    base = live_server.url
    services.staff_account_create(
        acting_user=smo,
        email="ivy@lockport.example",
        full_name="Ivy Inspector",
        roles=[Role.INSPECTOR],
    )

    # "Forgot your password?" sets the first password.
    page.goto(f"{base}/accounts/password/reset/")
    page.get_by_label("Email").fill("ivy@lockport.example")
    page.get_by_role("button", name="Email me a link").click()
    link = re.search(
        r"https?://[^/\s]+(/accounts/password/reset/key/[^\s]+/)", mail.outbox[-1].body
    )
    page.goto(base + link.group(1))
    page.locator("input[name=password1]").fill(NEW_PASSWORD)
    page.locator("input[name=password2]").fill(NEW_PASSWORD)
    with page.expect_navigation():
        page.locator("form button[type=submit]").first.click()

    # Signing in leads straight to setting up two-step verification.
    page.goto(f"{base}/accounts/login/")
    page.get_by_label("Email").fill("ivy@lockport.example")
    page.get_by_label("Password").fill(NEW_PASSWORD)
    click_and_load(page.get_by_role("button", name="Sign In"))
    page.goto(f"{base}/registry/")
    assert "/accounts/" in page.url  # reauthenticate, then the setup page
    if "reauthenticate" in page.url:
        assert_accessible(page)
        page.locator("input[name=password]").fill(NEW_PASSWORD)
        with page.expect_navigation():
            page.get_by_role("button", name="Confirm").click()
    assert "/accounts/2fa/totp/activate/" in page.url
    assert_accessible(page)
    assert_fits_a_phone(page)
    secret = page.locator("#authenticator_secret").input_value()
    enter_totp_code(
        page, secret, label="Authenticator code", button="Turn on two-step verification"
    )
    assert "/accounts/2fa/recovery-codes/" in page.url
    assert_accessible(page)

    page.goto(f"{base}/accounts/logout/")
    with page.expect_navigation():
        page.locator("main").get_by_role("button", name="Sign out", exact=True).click()

    page.goto(f"{base}/accounts/login/")
    page.get_by_label("Email").fill("ivy@lockport.example")
    page.get_by_label("Password").fill(NEW_PASSWORD)
    with page.expect_navigation():
        page.get_by_role("button", name="Sign In").click()
    assert "/accounts/2fa/authenticate/" in page.url
    assert_accessible(page)
    enter_totp_code(page, secret)
    page.goto(f"{base}/registry/")
    assert page.url.rstrip("/").endswith("/registry")
