"""The office's main pages, with records on them, are accessible and fit a phone."""

from datetime import date

import pytest

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.selectors import clocks_for
from swppp.models import Outcome
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, sign_in
from tests.swppp.factories import decided, submitted

PAGES = [
    "/clocks/",
    "/clocks/policies/",
    "/clocks/closures/",
    "/links/policy/",
    "/staff/accounts/new/",
    "/registry/",
    "/staff/accounts/",
    "/swppp/review/",
    "/swppp/projects/",
    "/swppp/checklist/",
    "/messages/",
]


@pytest.mark.slow
def test_the_smos_pages_are_accessible_on_a_phone(page, live_server, make_user):
    smo = make_user(Role.SMO, email="smo@lockport.example")
    applicant = make_user(Role.APPLICANT)
    received = submitted(applicant)
    decided(smo, applicant, Outcome.DISAPPROVE)
    clocks.closure_add(acting_user=smo, day=received.received_at.date(), reason="Storm")
    holiday = clocks.proclaimed_holiday_add(  # GCL § 24: shown apart from the closures
        acting_user=smo,
        day=date(2025, 1, 9),
        name="National Day of Mourning",
        proclaimed_by="president",
        proclamation="Proclamation 10878 of December 29, 2024",
    )
    sign_in(page, live_server.url, smo.email)

    for path in [
        *PAGES,
        received.project.get_absolute_url(),
        received.get_absolute_url(),
        f"{received.get_absolute_url()}review/",
        f"{received.project.get_absolute_url()}maintenance/",
        clocks_for(received).first().get_absolute_url(),
        f"/clocks/closures/holidays/{holiday.pk}/remove/",
    ]:
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
        assert_accessible(page)
        assert_fits_a_phone(page)
