"""Every enforcement page, with records on it, is accessible (axe-core) and fits a 375 px
phone, for the role that works it: the SMO's pages, the Town Attorney's, the Board's
docket, and a refused form showing its error summary. The records are the URL matrix's
(tests/route_world.py), built once per run."""

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, sign_in
from tests.enforcement.access import ENFORCEMENT_MATRIX
from tests.seats import take_seat

# Pages that are not HTML (the hearing packet is a PDF download).
NOT_PAGES = {"enforcement:hearing_packet"}


def _paths(world, role: str) -> list[str]:
    paths = []
    for name, (builder, expected) in ENFORCEMENT_MATRIX.items():
        if name in NOT_PAGES or expected.get(role) != 200:
            continue
        paths.append(reverse(name, kwargs=world[builder] if builder else None))
    return paths


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("role", [Role.SMO, Role.TOWN_ATTORNEY, Role.TOWN_BOARD, Role.CLERK])
def test_every_enforcement_page_a_role_opens_is_accessible_on_a_phone(
    page, live_server, make_user, route_world, role
):
    user = make_user(role, email=f"{role}@lockport.example")
    if role == Role.TOWN_BOARD:
        take_seat("town_board", user)  # the Board's members hear appeals (GCL § 41)
    sign_in(page, live_server.url, user.email)

    paths = _paths(route_world, role)
    assert len(paths) >= 5, paths
    for path in paths:
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
        assert_accessible(page)
        assert_fits_a_phone(page)


@pytest.mark.django_db(transaction=True)
def test_a_refused_notice_shows_the_error_summary_linked_to_its_fields(
    page, live_server, make_user, route_world
):
    smo = make_user(Role.SMO, email="smo2@lockport.example")
    sign_in(page, live_server.url, smo.email)
    page.goto(
        live_server.url + reverse("enforcement:notice_issue", kwargs=route_world["violation_158"])
    )
    page.get_by_label("Nature of the violation").fill("")
    with page.expect_navigation():
        page.get_by_role("button", name="Check the notice").click()

    summary = page.locator("[data-error-summary]")
    assert summary.is_visible()
    assert page.evaluate("document.activeElement.hasAttribute('data-error-summary')")
    summary.get_by_role("link", name="This field is required.").first.click()
    assert page.evaluate("document.activeElement.id") == "id_nature"
    assert_accessible(page)
