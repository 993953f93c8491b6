"""Every page of the site log, after construction and § 158-9 facilities that the SMO
opens, with records on it, is accessible (axe-core) and fits a 375 px phone. The records
are the URL matrix's (tests/route_world.py), built once per run."""

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, sign_in
from tests.inspections.access import INSPECTIONS_MATRIX


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_every_inspections_page_the_smo_opens_is_accessible_on_a_phone(
    page, live_server, make_user, route_world
):
    user = make_user(Role.SMO, email="smo@lockport.example")
    sign_in(page, live_server.url, user.email)
    paths = [
        reverse(name, kwargs=route_world[builder] if builder else None)
        for name, (builder, expected) in INSPECTIONS_MATRIX.items()
        if expected.get(Role.SMO) == 200
    ]
    # The other steps of the step pages, too.
    paths += [
        reverse("inspections:practice_schedule", args=["random"]),
        reverse("inspections:practice_act", args=[route_world["insp_practice"]["pk"], "edit"]),
        reverse("inspections:practice_act", args=[route_world["insp_practice"]["pk"], "complaint"]),
        reverse(
            "inspections:after_construction_act",
            args=["project", route_world["insp_project"]["pk"], "practice"],
        ),
        reverse(
            "inspections:site_log_act", args=["project", route_world["insp_project"]["pk"], "storm"]
        ),
    ]
    assert len(paths) >= 15, paths
    for path in paths:
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
        assert_accessible(page)
        assert_fits_a_phone(page)
