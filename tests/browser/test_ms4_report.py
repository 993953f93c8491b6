"""Issue 21: the SMO opens the MS4 report from the menu, follows a figure to its records,
adjusts one with a reason, and signs and issues the PDF; each page axe-clean at 1280 and
375 px."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.utils import timezone

from illicit.models import Report
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.reports import selectors
from lockport_sw.reports.models import IssuedReport
from tests.browser.conftest import (
    PHONE,
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    sign_in,
)

DESKTOP = {"width": 1280, "height": 900}


def _both_sizes(page) -> None:
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        assert_accessible(page)
    assert_fits_a_phone(page)
    page.set_viewport_size(DESKTOP)


@pytest.mark.slow
def test_the_smo_follows_a_figure_adjusts_one_and_issues_the_report(page, live_server, make_user):
    smo = make_user(Role.SMO, email="smo@lockport.example", full_name="Sam Morgan")
    # The report shown first is the one due next: the earliest not issued (issue 47).
    period = selectors.period_due_next(timezone.localdate())
    at = datetime.combine(period.start + timedelta(days=1), time(9), tzinfo=TOWN_TZ)
    for i in range(3):
        Report.objects.create(
            reference=f"R-2025-{i:04d}",
            token_hash="x" * 64,
            kind="other",
            address=f"{10 + i} Market Street",
            requested_at=at + timedelta(days=i),
        )
    page.set_viewport_size(DESKTOP)
    sign_in(page, live_server.url, smo.email)

    page.get_by_role("link", name="MS4 report").click()
    page.get_by_role("heading", name="MS4 report").wait_for()
    assert period.name in page.content()
    _both_sizes(page)

    page.get_by_role("link", name="Reports received", exact=True).click()
    page.get_by_role("heading", name="Reports received").wait_for()
    assert page.locator("[data-record-count]").inner_text() == "3"
    assert page.get_by_role("link", name="Report R-2025-0001").count() == 1
    _both_sizes(page)

    page.go_back()
    click_and_load(page.get_by_role("link", name="Adjust Outfalls screened in the period"))
    _both_sizes(page)
    page.get_by_label("Amount to add to the computed figure").fill("14")
    page.get_by_label("Reason").fill("Screened from the paper field book.")
    click_and_load(page.get_by_role("button", name="Save the adjustment"))
    row = page.locator("#figure-idde-outfalls_screened")
    row.get_by_text("Screened from the paper field book.").wait_for()
    assert row.locator("[data-reported]").inner_text().strip() == "14"

    click_and_load(page.get_by_role("link", name="Sign and issue the PDF"))
    _both_sizes(page)
    page.get_by_role("button", name="Sign and issue").click()
    page.get_by_text("Issued MS4-REPORT-").first.wait_for()
    issued = IssuedReport.objects.get()
    with page.expect_download() as download:
        page.get_by_role("link", name=issued.document.number).click()
    assert download.value.suggested_filename.endswith(".pdf")
    _both_sizes(page)
