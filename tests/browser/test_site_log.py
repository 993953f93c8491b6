"""§ 159-7A(2) in Chromium on a 375-px phone: the applicant enters the qualified
professional's inspection with a photo from the camera, then imports storms from a rain
gauge CSV (a bad file lists its lines and keeps nothing; the good one is imported).
Every page is checked with axe-core."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from inspections.models import SiteLogEntry, StormEvent
from inspections.services import site_log
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from tests.browser.conftest import (
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    follow,
    sign_in,
)
from tests.documents.factories import png_bytes
from tests.swppp.factories import make_project

PNG = png_bytes()  # a real image: the pipeline decodes it (issue 45, item 2)


@pytest.mark.django_db(transaction=True)
def test_159_7A_2_site_log_entry_and_rain_gauge_import_on_a_phone(page, live_server, make_user):
    applicant = make_user(Role.APPLICANT, email="ann@builders.example", full_name="Ann Builder")
    project = make_project(applicant)
    site_log.site_log_open(
        acting_user=applicant, subject=project, opened_at=timezone.now() - timedelta(days=3)
    )
    base = live_server.url
    sign_in(page, base, "ann@builders.example")
    page.goto(f"{base}/inspections/site-log/project/{project.pk}/")
    expect(page.get_by_role("heading", name="Site log book (§ 159-7A(2))")).to_be_visible()
    assert_fits_a_phone(page)
    assert_accessible(page)

    follow(page, "Enter an inspection")
    assert_fits_a_phone(page)
    assert_accessible(page)
    when = timezone.localtime(timezone.now() - timedelta(hours=1), TOWN_TZ)
    page.get_by_label("Date and time of the inspection").fill(when.strftime("%Y-%m-%dT%H:%M"))
    page.get_by_label("Qualified professional").fill("Quinn Qualified")
    page.get_by_label("Credential and number").fill("CPESC #4567")
    page.get_by_label("No, some were not").check()
    page.get_by_label("Effectiveness of each practice").fill("Silt fence down at the east swale.")
    page.get_by_label("Photos").set_input_files(
        files=[{"name": "fence.png", "mimeType": "image/png", "buffer": PNG}]
    )
    click_and_load(page.get_by_role("button", name="Enter the inspection"))
    # Refused: the corrective actions are missing; everything typed is kept.
    summary = page.locator(".error-summary, [role=alert]").first
    expect(summary).to_be_visible()
    assert_accessible(page)
    expect(page.get_by_label("Qualified professional")).to_have_value("Quinn Qualified")
    page.get_by_label("Corrective actions (required when a practice was not effective)").fill(
        "Re-trench the fence today."
    )
    page.get_by_label("Photos").set_input_files(
        files=[{"name": "fence.png", "mimeType": "image/png", "buffer": PNG}]
    )
    page.get_by_role("button", name="Enter the inspection").click()
    expect(page.get_by_text("Inspection entered in the site log.")).to_be_visible()
    expect(page.get_by_role("link", name="fence.png")).to_be_visible()
    assert SiteLogEntry.objects.count() == 1

    follow(page, "Import storms (CSV)")
    assert_fits_a_phone(page)
    assert_accessible(page)
    day = f"{timezone.localtime(timezone.now() - timedelta(days=1), TOWN_TZ):%Y-%m-%d}"
    bad = f"ended_at,inches,gauge\n{day} 06:00,0.80,Roof\nyesterday,0.60,Roof\n"
    page.get_by_label("Rain gauge CSV").set_input_files(
        files=[{"name": "gauge.csv", "mimeType": "text/csv", "buffer": bad.encode()}]
    )
    page.get_by_role("button", name="Import").click()
    expect(page.get_by_text("Line 3:").first).to_be_visible()
    assert_accessible(page)
    assert StormEvent.objects.count() == 0
    good = f"ended_at,inches,gauge\n{day} 06:00,0.80,Roof\n{day} 18:00,0.10,Roof\n"
    page.get_by_label("Rain gauge CSV").set_input_files(
        files=[{"name": "gauge.csv", "mimeType": "text/csv", "buffer": good.encode()}]
    )
    page.get_by_role("button", name="Import").click()
    expect(page.get_by_text("Storms imported.")).to_be_visible()
    assert StormEvent.objects.count() == 2
    assert_fits_a_phone(page)
    assert_accessible(page)
