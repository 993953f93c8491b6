"""Every role signs in and sees its own home page, accessible and usable on a phone."""

import pytest

from lockport_sw.accounts.roles import Role
from tests.browser.conftest import (
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    sign_in,
    sign_in_through_pages,
)

HOME_HEADINGS = {
    Role.SMO: "Stormwater Management Officer",
    Role.INSPECTOR: "Inspector",
    Role.CLERK: "Municipal Clerk",
    Role.TOWN_ATTORNEY: "Town Attorney",
    Role.TOWN_BOARD: "Town Board",
    Role.REVIEWING_BODY: "Reviewing body",
    Role.APPLICANT: "Your projects",
}


@pytest.mark.parametrize("role", list(HOME_HEADINGS))
def test_each_role_signs_in_to_its_home_page(page, live_server, make_user, role):
    user = make_user(role)

    sign_in_through_pages(page, live_server.url, user.email)

    assert page.get_by_role("heading", level=1).inner_text() == HOME_HEADINGS[role]
    assert page.get_by_role("banner").get_by_text("Town of Lockport").is_visible()
    assert_accessible(page)
    assert_fits_a_phone(page)


def test_public_pages_are_accessible(page, live_server):
    for path in ("/", "/accounts/login/", "/accounts/signup/", "/accounts/password/reset/"):
        page.goto(live_server.url + path)
        assert_accessible(page)
        assert_fits_a_phone(page)


def test_the_skip_link_moves_focus_to_the_main_content(page, live_server):
    page.goto(live_server.url + "/")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to main content")
    assert skip.evaluate("el => el === document.activeElement")
    page.keyboard.press("Enter")
    assert page.evaluate("location.hash") == "#main"


def test_the_smo_uses_the_navigation_on_a_phone(page, live_server, make_user):
    smo = make_user(Role.SMO)
    sign_in(page, live_server.url, smo.email)

    page.get_by_role("button", name="Show navigation").click()
    page.get_by_role("button", name="Town").click()  # the menu the entry is in (issue 22)
    click_and_load(page.get_by_role("link", name="Properties & parties"))

    assert page.get_by_role("heading", level=1).inner_text() == "Properties and parties"
    assert_accessible(page)
    assert_fits_a_phone(page)


def test_the_accessibility_check_catches_a_violation(page, live_server):
    """Also when axe-core is already in the document from an earlier check of it."""
    page.goto(live_server.url + "/")
    assert_accessible(page)
    page.evaluate(
        "document.querySelector('main').insertAdjacentHTML('beforeend', "
        '\'<img src="/static/img/seal.svg"><input type="text">\')'
    )
    with pytest.raises(AssertionError, match="image-alt"):
        assert_accessible(page)


@pytest.mark.parametrize("role", [Role.SMO, Role.CLERK, Role.TOWN_ATTORNEY, Role.INSPECTOR])
def test_each_menu_fits_a_desktop_screen(browser, live_server, make_user, role):
    """At 1280 px the whole menu shows (it wraps onto a second line), and no page
    scrolls sideways: a long menu once pushed 'Password' 450 px off the screen."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        sign_in(page, live_server.url, make_user(role).email)
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280
        links = page.get_by_role("navigation", name="Main").get_by_role("link")
        assert links.count() >= 3
        for i in range(links.count()):
            box = links.nth(i).bounding_box()
            assert box is not None and box["x"] + box["width"] <= 1280, links.nth(i).inner_text()
    finally:
        context.close()
