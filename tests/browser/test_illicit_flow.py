"""Chapter 158 end to end in Chromium (issue 10, acceptance): an anonymous report on a
375-px phone with a photo, triage, a case, its investigation, a violation handed to
enforcement, elimination verified by a follow-up visit; the reporter's status page shows
each step and never another reporter's data. Each page is checked with axe-core."""

from __future__ import annotations

import re

import pytest
from django.core import signing
from django.utils import timezone

from illicit.forms import STARTED_SALT
from illicit.models import Case, Report
from illicit.services import reports
from illicit.views.public import MIN_SECONDS
from lockport_sw.accounts.roles import Role
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, follow, sign_in
from tests.conditions import wait_until
from tests.factories import PartyFactory, PropertyFactory
from tests.illicit.world import PNG

DESKTOP = {"width": 1280, "height": 900}


def form_age(page) -> float:
    """Seconds since the report form was shown, read from its signed time check."""
    started = page.locator("input[name=started]").input_value()
    return timezone.now().timestamp() - float(signing.loads(started, salt=STARTED_SALT)["t"])


def new_page(browser, base_url: str, *, phone: bool):
    context = browser.new_context(
        viewport={"width": 375, "height": 740} if phone else DESKTOP, base_url=base_url
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


@pytest.mark.django_db(transaction=True)
def test_a_report_from_a_phone_to_an_eliminated_and_verified_case(browser, live_server, make_user):
    smo = make_user(Role.SMO, full_name="Sam Officer")
    parcel = PropertyFactory(street_address="4800 Transit Road")
    operator = PartyFactory(name="Transit Auto Wash")
    # Another reporter's report, nearby: its details must never show to our reporter.
    reports.report_submit(
        kind="oil",
        address="4810 Transit Road",
        description="Other person's sheen",
        name="Otto Other",
        email="otto@example.org",
        phone="716-555-0777",
    )

    phone = new_page(browser, live_server.url, phone=True)
    phone.goto("/report/")
    assert_fits_a_phone(phone)
    assert_accessible(phone)
    phone.locator("input[name=kind][value=suds]").check()
    phone.get_by_label("Street address or a landmark").fill("4800 Transit Road, car wash lot")
    phone.get_by_label("When did you see it? Date").fill(timezone.localdate().isoformat())
    phone.get_by_label("What did you see? (optional)").fill("Foam running into the catch basin.")
    phone.locator("input[name=photos]").set_input_files(
        files=[{"name": "foam.png", "mimeType": "image/png", "buffer": PNG}]
    )
    phone.get_by_label("Your email (optional)").fill("nora@example.org")
    # A person takes longer than the spam check's minimum: wait until the form is that old.
    wait_until(lambda: form_age(phone) > MIN_SECONDS, 30, "the form to pass the time check")
    phone.get_by_role("button", name="Send the report").click()
    phone.wait_for_url(re.compile(r"/report/R-\d{4}-\d{4}/"))
    status_url = phone.url
    report = Report.objects.get(reporter_email="nora@example.org")
    assert report.reference in phone.content()
    assert_fits_a_phone(phone)
    assert_accessible(phone)

    staff = new_page(browser, live_server.url, phone=False)
    sign_in(staff, live_server.url, smo.email)
    staff.goto("/illicit/reports/")
    assert_accessible(staff)
    follow(staff, report.reference)
    assert_accessible(staff)
    staff.get_by_role("button", name="Open a case").click()
    staff.wait_for_url(re.compile(r"/illicit/cases/\d{4}-\d{4}/$"))
    case = Case.objects.get()
    assert_accessible(staff)

    staff.get_by_role("link", name="Details").click()
    staff.get_by_label("Premises").select_option(str(parcel.pk))
    staff.get_by_label("Operator").select_option(str(operator.pk))
    staff.get_by_role("button", name="Save").click()
    staff.wait_for_url(re.compile(case.reference + "/$"))

    follow(staff, "Add to the log")
    assert_accessible(staff)
    staff.get_by_label("Kind").select_option("site_visit")
    staff.get_by_label("Notes").fill("Foam from the bay 2 floor drain into the catch basin.")
    staff.get_by_role("button", name="Add").click()
    staff.wait_for_url(re.compile(case.reference + "/$"))

    staff.get_by_role("link", name="Source confirmed").click()
    staff.get_by_label("The source found").fill("Bay 2 floor drain piped to the catch basin")
    staff.get_by_role("button", name="Confirm").click()
    staff.wait_for_url(re.compile(case.reference + "/$"))

    follow(staff, "Hand a violation to enforcement")
    assert_accessible(staff)
    staff.get_by_role("button", name="Record the violation").click()
    staff.wait_for_url(re.compile(case.reference + "/$"))
    assert re.search(r"V-\d{4}-\d{4}", staff.content())
    assert_accessible(staff)

    staff.get_by_role("link", name="Eliminated").click()
    staff.get_by_label("How it was eliminated").fill(
        "Drain plugged; wash water to the sanitary sewer."
    )
    staff.get_by_role("button", name="Record the elimination").click()
    staff.wait_for_url(re.compile(case.reference + "/$"))
    staff.get_by_role("link", name="Follow-up visit").click()
    staff.get_by_label("No: eliminated").check()
    staff.get_by_label("Notes").fill("Dry at the catch basin; the plug is in place.")
    staff.get_by_role("button", name="Record the visit").click()
    staff.wait_for_url(re.compile(case.reference + "/$"))
    assert "Eliminated and verified" in staff.content()
    case.refresh_from_db()
    assert case.state == Case.State.VERIFIED

    phone.goto(status_url)
    html = phone.content()
    for step in (
        "Received",
        "A case was opened",
        "found the source",
        "The discharge was stopped",
        "Eliminated and verified",
    ):
        assert step in html, step
    assert "Closed" in html
    for private in ("Otto", "otto@example.org", "555-0777", "Other person", "Transit Auto Wash"):
        assert private not in html
    assert_fits_a_phone(phone)
    assert_accessible(phone)
