"""§ 159-8A(1), § 159-8B in a real browser (issue 46, item 8): the request page says up
front that the required guarantee is not yet accepted and what is needed; a refused
request is said beside its field and nothing is stored. Axe-clean at 1280 and 375 px."""

from __future__ import annotations

import pytest
import time_machine

from inspections.models import InspectionRequest
from lockport_sw.accounts.roles import Role
from money.models import Purpose
from money.services import guarantees
from tests.browser.conftest import (
    PHONE,
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    sign_in,
)
from tests.enforcement.factories import local
from tests.factories import UserFactory
from tests.inspections.factories import approved_project
from tests.money.factories import D

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


def _both_widths(page) -> None:
    page.set_viewport_size(DESKTOP)
    assert_accessible(page)
    page.set_viewport_size(PHONE)
    assert_accessible(page)
    assert_fits_a_phone(page)


def test_159_8b_1_the_request_page_warns_before_anything_is_typed(page, live_server):
    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    applicant = UserFactory(roles=[Role.APPLICANT], full_name="Alice Applicant")
    traveller = time_machine.travel(local(2026, 3, 2, 10, 0), tick=True)
    traveller.start()
    try:
        project = approved_project(smo, applicant)
        guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("48000"),
            basis="Sheet C-4: $48,000.",
        )
        sign_in(page, live_server.url, applicant.email)
        page.goto(f"{live_server.url}/inspections/request/project/{project.pk}/")
        warned = page.locator("#requests-up-front")
        assert "none is posted yet" in warned.inner_text()
        _both_widths(page)
        page.set_viewport_size(DESKTOP)
        page.locator("input[name=kind]").first.check()
        page.locator("input[name=proposed_for]").fill("2026-03-09T10:00")
        click_and_load(page.get_by_role("button", name="Send the request"))
        assert page.get_by_text("Nothing was saved").first.is_visible()
        _both_widths(page)
    finally:
        traveller.stop()
    assert not InspectionRequest.objects.exists()
