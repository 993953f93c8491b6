"""Issue 22, item 5: the grouped menus with the keyboard only, on a desktop and on a
phone: Tab to a menu, open it with Enter, walk it with the arrow keys, follow an entry
with Enter; every entry the role has is on the bar (nothing lost on a phone); axe-clean
with a menu open."""

from __future__ import annotations

import pytest

from lockport_sw.core import navigation
from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone, sign_in

DESKTOP = {"width": 1280, "height": 900}


def _tab_to(page, name: str, limit: int = 60) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent.trim()") == name:
            return
    raise AssertionError(f"Tab never reached {name!r}")


def _focused(page) -> str:
    return page.evaluate("document.activeElement.textContent.trim()")


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_smo_walks_the_menus_with_the_keyboard_only(page, live_server, smo, size):
    page.set_viewport_size(size)
    sign_in(page, live_server.url, smo.email)
    page.goto(live_server.url + "/")
    page.locator("body").focus()

    if size == PHONE:
        _tab_to(page, "")  # the icon-only "Show navigation" button
        assert page.evaluate("document.activeElement.getAttribute('aria-label')") == (
            "Show navigation"
        )
        page.keyboard.press("Enter")
        page.locator("#main-nav.show").wait_for()

    _tab_to(page, "Chapter 158")
    toggle = page.locator("#nav-chapter-158")
    assert toggle.get_attribute("aria-expanded") == "false"
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-expanded") == "true"
    page.keyboard.press("ArrowDown")
    assert _focused(page) == "Reports"
    page.keyboard.press("ArrowDown")
    assert _focused(page) == "Discharges"
    assert_accessible(page)  # with the menu open
    page.keyboard.press("Escape")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert _focused(page) == "Chapter 158"

    _tab_to(page, "Enforcement")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    assert _focused(page) == "Appeal docket"
    page.keyboard.press("ArrowDown")
    assert _focused(page) == "Violations"
    page.keyboard.press("Enter")
    page.wait_for_url("**/enforcement/violations/**")
    current = page.locator("#main-nav [aria-current=page]")
    assert current.inner_text() == "Violations"
    assert "active" in page.locator("#nav-enforcement").get_attribute("class")
    assert_accessible(page)
    if size == PHONE:
        assert_fits_a_phone(page)


def test_no_entry_is_lost_on_a_phone(page, live_server, smo):
    page.set_viewport_size(PHONE)
    sign_in(page, live_server.url, smo.email)
    page.goto(live_server.url + "/")
    page.get_by_role("button", name="Show navigation").click()
    links = page.locator("#main-nav a")
    shown = {links.nth(i).get_attribute("href") for i in range(links.count())}

    assert {item.url for item in navigation.items_for(smo)} <= shown
    for toggle in page.locator("#main-nav .dropdown-toggle").all():
        toggle.click()
        for link in toggle.locator("xpath=..").locator(".dropdown-item").all():
            assert link.is_visible() and link.bounding_box()["width"] <= PHONE["width"]
        assert_fits_a_phone(page)
        page.keyboard.press("Escape")
