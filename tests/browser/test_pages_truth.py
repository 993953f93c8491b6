"""Pages that tell the truth (issue 8, item 5), in Chromium, each page axe-clean on a
375 px phone: an approved project offers no edit and its edit page does not say "under
review"; claimed exemptions wait on the SMO's home and queue with their age; role names,
not codes; the administrator's home matches the menu, and every menu entry opens."""

from __future__ import annotations

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from swppp.models import Outcome
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, click_and_load, sign_in
from tests.factories import UserFactory
from tests.swppp.factories import decided, make_project


def _check(page):
    assert_accessible(page)
    assert_fits_a_phone(page)


def test_an_approved_project_offers_no_edit_and_its_edit_page_says_why(
    page, live_server, smo, applicant
):
    project = decided(smo, applicant, Outcome.APPROVE).project
    sign_in(page, live_server.url, applicant.email)

    page.goto(live_server.url + project.get_absolute_url())
    assert page.get_by_role("link", name="Edit the project").count() == 0
    _check(page)

    page.goto(live_server.url + reverse("swppp:project_update", args=[project.pk]))
    main = page.get_by_role("main").inner_text()
    assert "under review" not in main
    assert "Version 1 of the SWPPP was approved" in main
    _check(page)


def test_claimed_exemptions_wait_on_the_smos_home_and_queue_with_their_age(
    page, live_server, smo, applicant
):
    project = make_project(
        applicant,
        exemption="3B3",
        exemption_explanation="Regrading a farm ditch to its original line and grade.",
        maintains_original_facility=True,
    )
    sign_in(page, live_server.url, smo.email)

    panel = page.get_by_role("region", name="Exemptions claimed, waiting for the SMO (§ 159-3B)")
    assert project.reference in panel.inner_text()
    assert "minute" in panel.get_by_role("cell").nth(2).inner_text()  # its age
    _check(page)

    page.goto(live_server.url + reverse("swppp:review_queue"))
    queue = page.get_by_role("region", name="Exemptions claimed, waiting for the SMO (§ 159-3B)")
    click_and_load(queue.get_by_role("link", name=project.reference))
    assert page.url.endswith(reverse("swppp:exemption_decide", args=[project.pk]))


def test_role_names_not_codes_on_the_staff_accounts_page(page, live_server, smo, make_user):
    make_user(Role.TOWN_ATTORNEY, full_name="Ada Turner")
    sign_in(page, live_server.url, smo.email)

    page.goto(live_server.url + reverse("accounts:staff_list"))

    main = page.get_by_role("main").inner_text()
    assert "Town Attorney" in main and "town_attorney" not in main
    _check(page)


@pytest.mark.django_db(transaction=True)
def test_the_administrators_home_matches_the_menu_and_every_entry_opens(page, live_server):
    admin = UserFactory(is_superuser=True, is_staff=True, full_name="Ann Admin")
    sign_in(page, live_server.url, admin.email)

    assert page.get_by_role("heading", level=1).inner_text() == "Administrator"
    main = page.get_by_role("main")
    admin_link = main.get_by_role("link", name="site administration", exact=True)
    assert admin_link.get_attribute("href") == "/admin/"
    _check(page)
    page.get_by_role("button", name="Show navigation").click()  # a phone: the menu folds
    menu = page.get_by_role("navigation", name="Main")
    entries = {  # the links of every menu, opened or not (issue 22: grouped menus)
        link.text_content().strip(): link.get_attribute("href")
        for link in menu.get_by_role("link", include_hidden=True).all()
    }
    listed = {
        link.inner_text(): link.get_attribute("href")
        for link in main.get_by_role("listitem").get_by_role("link").all()
    }
    assert listed.items() <= entries.items()  # the home offers what the menu offers
    assert entries["Site administration"] == "/admin/"
    for label, href in entries.items():
        response = page.goto(live_server.url + href)
        assert response.status == 200, f"The menu's {label!r} ({href}) answers {response.status}"
