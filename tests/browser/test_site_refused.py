"""§ 159-3A in a real browser (issue 46, item 8): the SMO refuses a site outside the Town
with a reason and closes the project after the page asks first; the project page and both
forms axe-clean at 1280 and 375 px, fitting the phone."""

from __future__ import annotations

import pytest

from lockport_sw.accounts.roles import Role
from swppp.models import SiteBasis
from tests.browser.conftest import (
    PHONE,
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    sign_in,
)
from tests.factories import UserFactory
from tests.swppp.factories import make_project

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


def _both_widths(page) -> None:
    page.set_viewport_size(DESKTOP)
    assert_accessible(page)
    page.set_viewport_size(PHONE)
    assert_accessible(page)
    assert_fits_a_phone(page)


def test_159_3A_the_smo_refuses_the_site_and_closes_the_project(page, live_server):
    smo = UserFactory(roles=[Role.SMO], full_name="Sam Officer", email="smo@example.org")
    applicant = UserFactory(roles=[Role.APPLICANT], full_name="Alice Applicant")
    project = make_project(applicant, in_registry=False)
    sign_in(page, live_server.url, smo.email)
    page.goto(f"{live_server.url}{project.get_absolute_url()}")
    _both_widths(page)

    click_and_load(page.get_by_role("link", name="Refuse the site"))
    _both_widths(page)
    page.get_by_label("Why the site is not in the Town").fill("The parcel is in the City.")
    click_and_load(page.get_by_role("button", name="Refuse the site"))
    assert "No: refused" in page.locator("#site-in-town").inner_text()

    click_and_load(page.get_by_role("link", name="Close the project"))
    _both_widths(page)
    page.get_by_label("Why the project is closed").fill("Not in the Town (§ 159-3A).")
    click_and_load(page.get_by_role("button", name="Close the project"))
    # Asked first: not closed until the box is ticked; what was typed stays.
    assert page.get_by_text("Tick the box to confirm").first.is_visible()
    assert page.get_by_label("Why the project is closed").input_value() == (
        "Not in the Town (§ 159-3A)."
    )
    _both_widths(page)
    page.get_by_label("I understand that closing the project cannot be undone").check()
    click_and_load(page.get_by_role("button", name="Close the project"))
    assert page.locator("#project-closed").is_visible()
    project.refresh_from_db()
    assert project.closed_at is not None and project.site_basis == SiteBasis.REFUSED
