"""Enforcement end to end in Chromium (issue 7, acceptance): the SMO issues a Chapter
158 notice of violation and a Chapter 159 stop-work order and prints both; the
respondent appeals online; a Town Board member schedules the hearing and upholds; the
Clerk records the filing and the certified mailing; the corrective-measures task appears
on the right date. axe-core on every page visited."""

from __future__ import annotations

import io
import re
from datetime import date
from pathlib import Path

import pypdf
import pytest
import time_machine

from enforcement.models import Appeal, NoticeOfViolation, StopWorkOrder
from lockport_sw.accounts.roles import Role
from tests.browser.conftest import (
    PHONE,
    assert_accessible,
    assert_fits_a_phone,
    cast_votes,
    click_and_load,
    sign_in,
)
from tests.enforcement.factories import local, make_violation, respondent_party
from tests.factories import UserFactory
from tests.seats import seat

DESKTOP = {"width": 1280, "height": 900}


def _page(browser, base_url, *, phone=False):
    context = browser.new_context(viewport=PHONE if phone else DESKTOP, base_url=base_url)
    context.on("dialog", lambda dialog: dialog.accept())
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def _checked(page, phone=False):
    page.wait_for_load_state()
    assert_accessible(page)
    if phone:
        assert_fits_a_phone(page)


def _on_a_phone_too(page) -> None:
    """The same page, for the same person, loaded again at 375 px: axe-clean and fitting.
    Then the window is as wide as a desk's again."""
    _at_width(page, phone=True)
    page.goto(page.url)
    _checked(page, phone=True)
    _at_width(page, phone=False)


def _at_width(page, *, phone: bool) -> None:
    page.set_viewport_size(PHONE if phone else DESKTOP)


def _download_text(page, link_name: str) -> str:
    with page.expect_download() as info:
        page.get_by_role("link", name=link_name).click()
    data = Path(info.value.path()).read_bytes()  # read and closed (warnings are errors)
    assert data.startswith(b"%PDF")
    reader = pypdf.PdfReader(io.BytesIO(data))
    return " ".join(" ".join((p.extract_text() or "") for p in reader.pages).split())


@pytest.mark.django_db(transaction=True)
def test_notice_order_appeal_hearing_filing_and_corrective_task(browser, live_server):
    base = live_server.url
    clock = time_machine.travel(local(2026, 3, 2, 9, 0), tick=True)
    traveller = clock.start()
    try:
        smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan", email="smo@example.org")
        board = UserFactory(roles=[Role.TOWN_BOARD], full_name="Bo Ardley", email="bo@example.org")
        seat("town_board", [board], members=5)
        clerk = UserFactory(roles=[Role.CLERK], full_name="Clara Lee", email="clara@example.org")
        rita = UserFactory(
            roles=[Role.APPLICANT], full_name="Rita Respondent", email="rita@example.org"
        )
        party = respondent_party(user=rita, name="Rita Respondent")
        v158 = make_violation(smo, party=party, started_on=date(2026, 2, 27))
        v159 = make_violation(smo, chapter="159", party=party, started_on=date(2026, 2, 27))

        # --- The SMO issues a Chapter 158 notice and prints it ------------------------
        page = _page(browser, base)
        sign_in(page, base, smo.email)
        page.goto(f"/enforcement/violations/{v158.reference}/")
        _checked(page)
        click_and_load(page.get_by_role("link", name="Issue a notice of violation"))
        _checked(page)
        page.get_by_role("checkbox", name=re.compile(r"158-11A\(2\)")).check()
        page.get_by_role("checkbox", name=re.compile(r"158-11A\(3\)")).check()
        page.get_by_label("Remedial measures required").fill("Plug the floor drains.")
        # Refused first: (3) needs the date by which the measures are completed. The fixed
        # warning of § 158-11A is no box to tick: the check shows it (issue 43, item 13).
        assert page.get_by_label(re.compile("Should the violator fail")).count() == 0
        click_and_load(page.get_by_role("button", name="Check the notice"))
        _checked(page)
        summary = page.locator("[data-error-summary]")
        assert "158-11A(3)" in summary.inner_text()
        assert page.get_by_label("Remedial measures required").input_value() == (
            "Plug the floor drains."
        )
        page.get_by_label("To be completed by").fill("2026-03-20")
        click_and_load(page.get_by_role("button", name="Check the notice"))
        _checked(page)
        assert "designated governmental agency" in page.locator("#main").inner_text()
        click_and_load(page.get_by_role("button", name="Issue the notice"))
        _checked(page)
        notice = NoticeOfViolation.objects.get(violation=v158)
        assert page.get_by_role("heading", name=f"Notice of violation {notice.number}").is_visible()
        text = _download_text(page, "Download the notice (PDF)")
        assert notice.number in text and "on or before Tuesday, March 17, 2026" in text

        # --- ... and a Chapter 159 stop-work order --------------------------------------
        page.goto(f"/enforcement/violations/{v159.reference}/")
        click_and_load(page.get_by_role("link", name="Issue a stop-work order"))
        _checked(page)
        click_and_load(page.get_by_role("button", name="Check the order"))
        _checked(page)
        click_and_load(page.get_by_role("button", name="Issue the stop-work order"))
        _checked(page)
        order = StopWorkOrder.objects.get(violation=v159)
        text = _download_text(page, "Download the order (PDF)")
        assert order.number in text and "STOP WORK" in text

        # --- The respondent appeals online, on a phone -----------------------------------
        traveller.move_to(local(2026, 3, 10, 10, 0))
        phone = _page(browser, base, phone=True)
        sign_in(phone, base, rita.email)
        _checked(phone, phone=True)
        click_and_load(phone.get_by_role("link", name=notice.number).first)
        _checked(phone, phone=True)
        click_and_load(phone.get_by_role("link", name="Appeal this notice"))
        _checked(phone, phone=True)
        click_and_load(phone.get_by_role("button", name="File the appeal"))  # empty: refused
        _checked(phone, phone=True)
        assert phone.locator("[data-error-summary]").is_visible()
        phone.get_by_label("Grounds of your appeal").fill("The water came from a hydrant flush.")
        click_and_load(phone.get_by_role("button", name="File the appeal"))
        _checked(phone, phone=True)
        appeal = Appeal.objects.get(notice=notice)
        assert appeal.channel == "online"

        # --- A Board member schedules the hearing, then upholds -------------------------
        bpage = _page(browser, base)
        sign_in(bpage, base, board.email)
        _checked(bpage)
        click_and_load(bpage.get_by_role("link", name=appeal.reference).first)
        _checked(bpage)
        _on_a_phone_too(bpage)
        # At a meeting of the Board, added here (none is recorded yet).
        bpage.get_by_label("Or a new meeting: date and time").fill("2026-03-26T19:00")
        click_and_load(bpage.get_by_role("button", name="Schedule the hearing"))
        _checked(bpage)
        # --- The appellant sees the notice of hearing in "Notices to you" (issue 18) ----
        # On the phone she appealed from, and at a desk's width.
        hearing_notice = appeal.hearing_notices.get()
        for phone_size in (True, False):
            _at_width(phone, phone=phone_size)
            phone.goto("/enforcement/notices/yours/")
            _checked(phone, phone=phone_size)
            mine = phone.locator("main").inner_text()
            assert hearing_notice.document.number in mine
            assert "Thursday, March 26, 2026 at 7:00 PM" in mine
        # --- The Clerk serves the notice of hearing by certified mail; it comes back
        # refused: service is complete on that day, 14 days before the hearing (issue 43).
        number = appeal.hearing_notices.get().document.number
        cpage = _page(browser, base)
        sign_in(cpage, base, clerk.email)
        _checked(cpage)
        click_and_load(cpage.get_by_role("link", name=number).first)
        _checked(cpage)
        click_and_load(cpage.get_by_role("link", name="Record service"))
        _checked(cpage)
        cpage.get_by_label("Certified mail, return receipt requested").check()
        cpage.get_by_label("Certified Mail article number").fill("9589 0710 5270 0123 4567 90")
        click_and_load(cpage.get_by_role("button", name="Record the service"))
        _checked(cpage)
        to_serve = cpage.locator("section[aria-labelledby='panel-enforcement-unserved']")
        cpage.goto("/")
        assert number in to_serve.inner_text()  # mailed, not yet served
        traveller.move_to(local(2026, 3, 12, 10, 0))
        cpage = _page(browser, base)
        sign_in(cpage, base, clerk.email)
        cpage.goto(f"/enforcement/letters/{number}/")
        click_and_load(cpage.get_by_role("link", name="Record what came back"))
        _checked(cpage)
        _on_a_phone_too(cpage)
        cpage.get_by_label("The letter, marked refused").check()
        cpage.get_by_label("Date on the receipt, or of the refusal or return").fill("2026-03-12")
        click_and_load(cpage.get_by_role("button", name="Record the receipt"))
        _checked(cpage)
        assert "refused" in cpage.locator("main").inner_text()
        cpage.goto("/")
        _checked(cpage)
        to_serve = cpage.locator("section[aria-labelledby='panel-enforcement-unserved']")
        assert number not in to_serve.inner_text()  # served: off the Clerk's home

        traveller.move_to(local(2026, 3, 27, 9, 0))
        bpage = _page(browser, base)
        sign_in(bpage, base, board.email)
        bpage.goto(f"/enforcement/appeals/{appeal.reference}/")
        click_and_load(bpage.get_by_role("link", name="Record the decision"))
        _checked(bpage)
        _on_a_phone_too(bpage)
        bpage.get_by_label("Uphold the determination").check()
        cast_votes(bpage, ["In favor"] * 3 + ["Against"] * 2)  # 3-2 of five (GCL § 41)
        bpage.get_by_label("Written decision").fill("A dye test traced the flow to the bays.")
        bpage.get_by_label("Decided on").fill("2026-03-26")
        click_and_load(bpage.get_by_role("button", name="Check the decision"))
        _checked(bpage)
        click_and_load(bpage.get_by_role("button", name="Record and issue the decision"))
        _checked(bpage)
        appeal.refresh_from_db()
        assert appeal.state == Appeal.State.DECIDED

        # --- The Clerk files it and records the certified mailing ------------------------
        cpage = _page(browser, base)
        sign_in(cpage, base, clerk.email)
        _checked(cpage)
        cpage.get_by_role("link", name=appeal.reference).first.click()
        click_and_load(cpage.get_by_role("link", name="Record the filing with the Clerk"))
        _checked(cpage)
        _on_a_phone_too(cpage)
        click_and_load(cpage.get_by_role("button", name="Record the filing"))
        _checked(cpage)
        # The certified mailing is its own step, on the decision letter (issue 43, item 3).
        click_and_load(cpage.get_by_role("link", name="Record the certified mailing"))
        _checked(cpage)
        cpage.get_by_label("Certified mail, return receipt requested").check()
        cpage.get_by_label("Certified Mail article number").fill("9589 0710 5270 0123 4567 89")
        click_and_load(cpage.get_by_role("button", name="Record the service"))
        _checked(cpage)
        appeal.refresh_from_db()
        assert appeal.state == Appeal.State.CLOSED
        assert "9589 0710 5270 0123 4567 89" in cpage.content()

        # --- The appellant sees one deadline everywhere (issue 18, item 6) ---------------
        # § 158-13A: five business days from Thursday March 26: Thursday April 2, not the
        # notice's March 20.
        rpage = _page(browser, base)
        sign_in(rpage, base, rita.email)
        for phone_size in (False, True):
            _at_width(rpage, phone=phone_size)
            rpage.goto("/enforcement/notices/yours/")
            _checked(rpage, phone=phone_size)
            mine = rpage.locator("main").inner_text()
            assert "Apr 2, 2026" in mine and "Mar 20, 2026" not in mine
            click_and_load(rpage.get_by_role("link", name=notice.number).first)
            _checked(rpage, phone=phone_size)
            assert "Thursday, April 2, 2026" in rpage.locator("#deadline").inner_text()

        # --- The corrective-measures task appears on the right date ---------------------
        # § 158-13A: five business days from Thursday March 26 end Thursday April 2.
        traveller.move_to(local(2026, 4, 2, 16, 0))
        spage = _page(browser, base)
        sign_in(spage, base, smo.email)
        panel = spage.locator(
            "section", has=spage.get_by_role("heading", name=re.compile("Corrective measures due"))
        )
        assert notice.number not in panel.inner_text()
        traveller.move_to(local(2026, 4, 3, 8, 0))
        spage = _page(browser, base)
        sign_in(spage, base, smo.email)
        _checked(spage)
        panel = spage.locator(
            "section", has=spage.get_by_role("heading", name=re.compile("Corrective measures due"))
        )
        assert notice.number in panel.inner_text()
        click_and_load(panel.get_by_role("link", name=notice.number))
        _checked(spage)
        assert spage.get_by_role(
            "link", name="Request the owner's permission for access"
        ).is_visible()
    finally:
        clock.stop()
