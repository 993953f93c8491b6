"""The SMO imports the tax-parcel roll on a phone (issue 23, item 1): a bad file lists its
lines and keeps nothing; the good one is checked, then imported by the worker while the
page shows its progress."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from lockport_sw.accounts.roles import Role
from lockport_sw.registry.models import Property
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, sign_in
from tests.registry.test_roll import roll_file

pytestmark = pytest.mark.worker


@pytest.mark.django_db(transaction=True)
def test_the_smo_imports_the_parcel_roll(page, live_server, make_user, celery_worker):
    make_user(Role.SMO, email="sam@lockport.example", full_name="Sam Officer")
    base = live_server.url
    sign_in(page, base, "sam@lockport.example")
    page.goto(f"{base}/registry/")
    page.get_by_role("link", name="Import the tax-parcel roll").click()
    expect(page.get_by_role("heading", name="Import the tax-parcel roll")).to_be_visible()
    assert_fits_a_phone(page)
    assert_accessible(page)

    bad = roll_file(20, {4: "nope,4 Roll Road,Owner 4,4 Mail Street,Lockport,NY,14094\n"})
    page.get_by_label("The roll (CSV)").set_input_files(
        files=[{"name": "roll.csv", "mimeType": "text/csv", "buffer": bad}]
    )
    page.get_by_label("Date of the roll").fill("2026-03-01")
    page.get_by_role("button", name="Check the roll").click()
    expect(page.get_by_text("1 bad line: nothing was imported.")).to_be_visible()
    expect(page.get_by_text("Line 6: “NOPE” is not a tax map (SBL) number")).to_be_visible()
    assert_accessible(page)
    assert not Property.objects.exists()

    page.get_by_role("link", name="← Import the tax-parcel roll").click()
    page.get_by_label("The roll (CSV)").set_input_files(
        files=[{"name": "roll.csv", "mimeType": "text/csv", "buffer": roll_file(2000)}]
    )
    page.get_by_label("Date of the roll").fill("2026-03-01")
    page.get_by_role("button", name="Check the roll").click()
    expect(page.get_by_text("All 2000 lines were checked: no problems.")).to_be_visible()
    page.get_by_role("button", name="Import 2000 lines").click()
    expect(page.get_by_text("Imported 2000 lines in")).to_be_visible(timeout=120_000)
    assert_fits_a_phone(page)
    assert_accessible(page)
    assert Property.objects.count() == 2000
