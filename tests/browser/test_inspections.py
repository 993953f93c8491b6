"""Inspections in Chromium on a 375 px phone (issue 11, acceptance): the inspector's day;
a field inspection with a photo and violations; the hold shown to the applicant; the
re-inspection lifting it; and a bad connection that loses nothing (the network drops
while an inspection with three photos is saved; when it returns the server has exactly
three photos and one inspection). axe-core on every page visited."""

from __future__ import annotations

import re

import pytest
import time_machine
from playwright.sync_api import expect

from inspections.models import Inspection, Photo, WorkHold
from lockport_sw.accounts.roles import Role
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, click_and_load, sign_in
from tests.factories import UserFactory
from tests.inspections.factories import (
    JPEG,
    accepted_inspection,
    approved_project,
    local,
    scheduled,
)

PHONE = {"width": 375, "height": 740}


def _phone(browser, base_url):
    context = browser.new_context(viewport=PHONE, base_url=base_url)
    context.on("dialog", lambda dialog: dialog.accept())
    page = context.new_page()
    page.set_default_timeout(20_000)
    return context, page


def _checked(page):
    page.wait_for_load_state()
    assert_accessible(page)
    assert_fits_a_phone(page)


def _photo(name: str) -> dict:
    return {"name": name, "mimeType": "image/jpeg", "buffer": JPEG}


def _fill_checklist(page, inspection, deficient=()):
    for item in inspection.kind_spec.checklist:
        group = page.get_by_role("group", name=re.compile(re.escape(item.text)))
        group.get_by_label("Deficient" if item.code in deficient else "Satisfactory").check()


def _world():
    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan", email="smo@example.org")
    inspector = UserFactory(
        roles=[Role.INSPECTOR], full_name="Ivy Inspector", email="ivy@example.org"
    )
    applicant = UserFactory(
        roles=[Role.APPLICANT], full_name="Alice Applicant", email="alice@example.org"
    )
    with time_machine.travel(local(2026, 12, 3, 9), tick=False):
        project = approved_project(smo, applicant)
        inspection = scheduled(
            inspector,
            accepted_inspection(applicant, project, at=local(2026, 12, 7, 10)),
            at=local(2026, 12, 7, 10),
        )
    return smo, inspector, applicant, project, inspection


@pytest.mark.django_db(transaction=True)
def test_inspectors_day_violation_hold_and_reinspection_on_a_phone(browser, live_server):
    base = live_server.url
    smo, inspector, applicant, project, inspection = _world()
    clock = time_machine.travel(local(2026, 12, 7, 8), tick=True)
    clock.start()
    try:
        # --- The inspector's day ---------------------------------------------------------
        _, page = _phone(browser, base)
        sign_in(page, base, inspector.email)
        page.goto("/inspections/day/")
        _checked(page)
        expect(
            page.get_by_role("heading", name=re.compile("Monday, December 7, 2026"))
        ).to_be_visible()
        click_and_load(page.get_by_role("link", name=f"Inspect {inspection.reference}"))

        # --- A field inspection with a photo and violations -----------------------------
        _checked(page)
        _fill_checklist(page, inspection, deficient={"traps-50pct"})
        page.get_by_label("Take or choose photos").set_input_files([_photo("east-trap.jpg")])
        expect(page.locator("#outbox-status")).to_have_text("Everything is sent (1 photo).")
        page.get_by_label("Violations found").check()
        page.get_by_label("Nature of the violation").fill(
            "The east sediment trap holds sediment past 50% of its design capacity."
        )
        page.get_by_label("Corrective action required").fill("Clean out the east trap.")
        _checked(page)
        page.get_by_role("button", name="Complete the inspection").click()
        expect(
            page.get_by_role("heading", name=re.compile(f"Inspection {inspection.reference}"))
        ).to_be_visible()
        _checked(page)
        expect(page.get_by_text("Work hold in effect")).to_be_visible()
        assert Photo.objects.filter(inspection=inspection).count() == 1
        hold = WorkHold.objects.get()
        assert hold.in_effect and hold.violation.subject == project

        # --- The hold, shown to the applicant ---------------------------------------------
        _, apage = _phone(browser, base)
        sign_in(apage, base, applicant.email)
        apage.goto(project.get_absolute_url())
        _checked(apage)
        banner = apage.get_by_role("status").filter(has_text="Work hold in effect")
        expect(banner).to_contain_text("No further work except site stabilization")
        expect(banner).to_contain_text("Clean out the east trap.")

        # --- The re-inspection lifts it -----------------------------------------------------
        click_and_load(page.get_by_role("link", name="Schedule the re-inspection"))
        _checked(page)
        page.get_by_label("Date and time").fill("2026-12-07T14:00")
        click_and_load(page.get_by_role("button", name="Save and tell the applicant"))
        _checked(page)
        again = Inspection.objects.get(reinspection_of=inspection)
        click_and_load(page.get_by_role("link", name="Inspect", exact=True))
        _checked(page)
        _fill_checklist(page, again)
        page.get_by_label("Approved").check()
        page.get_by_role("button", name="Complete the inspection").click()
        expect(
            page.get_by_role("heading", name=re.compile(f"Inspection {again.reference}"))
        ).to_be_visible()
        _checked(page)
        hold.refresh_from_db()
        assert hold.state == WorkHold.State.LIFTED and hold.lifted_by == again
        apage.reload()
        _checked(apage)
        expect(apage.get_by_role("status").filter(has_text="Work hold in effect")).to_have_count(0)
    finally:
        clock.stop()


@pytest.mark.django_db(transaction=True)
def test_a_dropped_connection_loses_no_photo_and_makes_no_duplicate(browser, live_server):
    base = live_server.url
    _, inspector, _, _, inspection = _world()
    clock = time_machine.travel(local(2026, 12, 7, 8), tick=True)
    clock.start()
    try:
        context, page = _phone(browser, base)
        sign_in(page, base, inspector.email)
        page.goto(f"/inspections/{inspection.reference}/conduct/")
        _checked(page)

        context.set_offline(True)
        _fill_checklist(page, inspection)
        page.get_by_label("Approved").check()
        page.get_by_label("Take or choose photos").set_input_files(
            [_photo("north.jpg"), _photo("east.jpg"), _photo("pond.jpg")]
        )
        page.get_by_role("button", name="Complete the inspection").click()
        status = page.locator("#outbox-status")
        expect(status).to_contain_text("No connection: 3 photos and the result kept on this phone")
        expect(page.locator("#outbox-list li")).to_have_count(4)
        assert Photo.objects.count() == 0
        assert Inspection.objects.get().state != Inspection.State.COMPLETED

        context.set_offline(False)
        expect(
            page.get_by_role("heading", name=re.compile(f"Inspection {inspection.reference}"))
        ).to_be_visible()
        _checked(page)
        assert Inspection.objects.count() == 1
        done = Inspection.objects.get()
        assert done.state == Inspection.State.COMPLETED and done.result == "approved"
        assert Photo.objects.filter(inspection=done).count() == 3
        expect(page.get_by_role("heading", name="Photos (3)")).to_be_visible()
    finally:
        clock.stop()


@pytest.mark.django_db(transaction=True)
def test_a_server_that_cannot_take_a_photo_is_said_and_the_photo_kept(browser, live_server):
    base = live_server.url
    _, inspector, _, _, inspection = _world()
    clock = time_machine.travel(local(2026, 12, 7, 8), tick=True)
    clock.start()
    try:
        context, page = _phone(browser, base)
        sign_in(page, base, inspector.email)
        page.goto(f"/inspections/{inspection.reference}/conduct/")
        refused = "**/inspections/*/photos/"
        page.route(refused, lambda route: route.fulfill(status=500, body="Server Error"))
        _fill_checklist(page, inspection)
        page.get_by_label("Approved").check()
        page.get_by_label("Take or choose photos").set_input_files([_photo("north.jpg")])
        page.get_by_role("button", name="Complete the inspection").click()
        expect(page.locator("#outbox-status")).to_contain_text(
            "The Town's server could not take 1 photo and the result just now (error 500); "
            "they stay on this phone and are tried again."
        )
        _checked(page)
        assert Photo.objects.count() == 0

        page.unroute(refused)
        expect(
            page.get_by_role("heading", name=re.compile(f"Inspection {inspection.reference}"))
        ).to_be_visible()
        assert Photo.objects.filter(inspection=inspection).count() == 1
    finally:
        clock.stop()


@pytest.mark.django_db(transaction=True)
def test_sending_0_photos_never_shows_once_the_photos_have_gone(browser, live_server):
    """Issue 22, item 6: with every photo sent, only the result waits; the status says
    so, never "Sending 0 photos" (each text the status line takes is recorded)."""
    base = live_server.url
    _, inspector, _, _, inspection = _world()
    clock = time_machine.travel(local(2026, 12, 7, 8), tick=True)
    clock.start()
    try:
        context, page = _phone(browser, base)
        sign_in(page, base, inspector.email)
        page.goto(f"/inspections/{inspection.reference}/conduct/")
        page.evaluate(
            """() => {
              window.statusTexts = [];
              const line = document.getElementById("outbox-status");
              new MutationObserver(() => window.statusTexts.push(line.textContent))
                .observe(line, {childList: true, characterData: true, subtree: true});
            }"""
        )
        _fill_checklist(page, inspection)
        page.get_by_label("Approved").check()
        page.get_by_label("Take or choose photos").set_input_files([_photo("north.jpg")])
        status = page.locator("#outbox-status")
        expect(status).to_have_text("Everything is sent (1 photo).")

        context.set_offline(True)
        page.get_by_role("button", name="Complete the inspection").click()
        expect(status).to_have_text(
            "No connection: the result kept on this phone; it is sent when the connection "
            "returns. (1 photo already sent)"
        )
        _checked(page)
        texts = page.evaluate("window.statusTexts")
        assert texts and not [t for t in texts if re.search(r"\b0 photos?\b", t)], texts
        context.set_offline(False)
        expect(
            page.get_by_role("heading", name=re.compile(f"Inspection {inspection.reference}"))
        ).to_be_visible()
        assert Photo.objects.filter(inspection=inspection).count() == 1
    finally:
        clock.stop()
