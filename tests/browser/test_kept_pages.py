"""Pages kept between writes (core/kept_pages.py, issue 44), in the browser: the SMO's
triage queue and home panel, kept while nothing changes, show the report the SMO has just
closed as gone, in the same minute, through the live server's own connections."""

from __future__ import annotations

import re

import pytest

from illicit.models import Report
from lockport_sw.accounts.roles import Role
from tests.browser.conftest import assert_accessible, click_and_load, follow, sign_in
from tests.illicit.world import report

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_report_closed_leaves_the_kept_triage_queue_and_home_at_once(
    browser, live_server, make_user
):
    smo = make_user(Role.SMO, full_name="Sam Officer")
    made, _token = report(address="12 Mill Road")
    kept_too, _token = report(address="14 Mill Road", email="other@example.org")
    context = browser.new_context(base_url=live_server.url)
    page = context.new_page()
    page.set_default_timeout(20_000)
    sign_in(page, live_server.url, smo.email)
    for _ in range(3):  # the third from what was kept
        page.goto("/illicit/reports/")
        assert made.reference in page.content()
        page.goto("/")
    assert made.reference in page.get_by_role("region", name=re.compile("to triage")).inner_text()

    page.goto("/illicit/reports/")
    follow(page, made.reference)
    page.get_by_label("Nothing was found at the place reported").check()
    click_and_load(page.get_by_role("button", name="Close the report"))
    assert f"Report {made.reference} closed" in page.content()  # a message: made anew
    assert Report.objects.get(pk=made.pk).state == Report.State.CLOSED

    page.goto("/illicit/reports/")
    assert made.reference not in page.content()
    assert kept_too.reference in page.content()
    assert_accessible(page)
    page.goto("/")
    panel = page.get_by_role("region", name=re.compile("to triage"))
    assert made.reference not in panel.inner_text()
    assert kept_too.reference in panel.inner_text()
    context.close()
