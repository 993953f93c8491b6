"""Issue 43, acceptance (browser): a Chapter 159 notice to two landowners of record,
served on different days by different methods; the second owner appeals online in their
own name, inside the window that runs from their own service; a Town Board member sets
the hearing at a meeting of the Board; the notice of hearing goes to the appellant (a
copy to the other owner); the Clerk mails it by certified mail and records it refused:
it is served that day, in time for the hearing, and leaves the Clerk's home. axe-core at
1280 and 375 px on the pages visited."""

from __future__ import annotations

from datetime import date

import time_machine

from enforcement import letters
from enforcement.models import Appeal, ServiceRecord
from enforcement.services import hearings, notices
from enforcement.services.served import served_letters
from lockport_sw.accounts.roles import Role
from tests.browser.conftest import (
    PHONE,
    assert_accessible,
    assert_fits_a_phone,
    click_and_load,
    sign_in,
)
from tests.enforcement.factories import issue, local, make_violation, respondent_party
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


def _both_widths(page) -> None:
    """The page again at 375 px (axe-clean, fitting), then at a desk's width."""
    page.set_viewport_size(PHONE)
    page.goto(page.url)
    _checked(page, phone=True)
    page.set_viewport_size(DESKTOP)
    page.goto(page.url)
    _checked(page)


def _two_owners(smo, applicant):
    from lockport_sw.registry.services import ownership_record
    from tests.swppp.factories import make_project

    project = make_project(applicant)
    violation = make_violation(
        smo,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        subject=project,
        subject_label=project.label,
        started_on=date(2026, 3, 1),
    )
    bob_user = UserFactory(
        roles=[Role.APPLICANT], full_name="Bob Landholder", email="bob@example.org"
    )
    owners = []
    for name, user in (("Ann Landholder", None), ("Bob Landholder", bob_user)):
        party = respondent_party(name=name, user=user)
        ownership_record(
            acting_user=smo,
            parcel=project.parcel,
            party=party,
            acquired_on=date(2019, 3, 1),
            source="Deed",
        )
        owners.append(party)
    notice = issue(smo, violation, deadline=date(2026, 4, 30))
    return notice, *(notice.addressees.get(party=p) for p in owners)


def test_two_owners_served_apart_the_second_appeals_the_hearing_noticed_in_time(
    browser, live_server
):
    base = live_server.url
    clock = time_machine.travel(local(2026, 3, 2, 9, 0), tick=True)
    traveller = clock.start()
    try:
        smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan", email="smo@example.org")
        board = UserFactory(roles=[Role.TOWN_BOARD], full_name="Bo Ardley", email="bo@example.org")
        seat("town_board", [board], members=5)
        clerk = UserFactory(roles=[Role.CLERK], full_name="Clara Lee", email="clara@example.org")
        applicant = UserFactory(roles=[Role.APPLICANT], full_name="Alice Applicant")
        notice, ann, bob = _two_owners(smo, applicant)

        # --- Served on different days, by different methods ---------------------------
        traveller.move_to(local(2026, 3, 3, 14, 0))
        notices.service_record(
            acting_user=clerk,
            document=notice.document,
            addressee=ann,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=local(2026, 3, 3, 14, 0),
        )
        mailing = notices.service_record(
            acting_user=clerk,
            document=notice.document,
            addressee=bob,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9407111898765432101234",
            mailed_on=date(2026, 3, 3),
        )
        traveller.move_to(local(2026, 3, 12, 16, 0))
        notices.service_receipt_record(
            acting_user=clerk, service=mailing, receipt_on=date(2026, 3, 12)
        )
        ann.refresh_from_db()
        bob.refresh_from_db()
        assert ann.served_at.date() == date(2026, 3, 3)
        assert bob.served_at.date() == date(2026, 3, 12)

        # --- Ann's window closed on March 18; Bob appeals on March 20 in his own name ---
        traveller.move_to(local(2026, 3, 20, 10, 0))
        phone = _page(browser, base, phone=True)
        sign_in(phone, base, "bob@example.org")
        phone.goto(notice.get_absolute_url())
        _checked(phone, phone=True)
        click_and_load(phone.get_by_role("link", name="Appeal this notice"))
        _checked(phone, phone=True)
        phone.get_by_label("Grounds of your appeal").fill("The fence was down after the storm.")
        click_and_load(phone.get_by_role("button", name="File the appeal"))
        _checked(phone, phone=True)
        appeal = Appeal.objects.get(notice=notice)
        assert appeal.appellant == bob.party and not appeal.late
        assert hearings.appeal_appellants(appeal) == [bob.party]

        # --- A Board member sets the hearing at a meeting of the Board, 18 days ahead ---
        bpage = _page(browser, base)
        sign_in(bpage, base, board.email)
        bpage.goto(appeal.get_absolute_url())
        _checked(bpage)
        _both_widths(bpage)
        bpage.get_by_label("Or a new meeting: date and time").fill("2026-04-07T19:00")
        click_and_load(bpage.get_by_role("button", name="Schedule the hearing"))
        _checked(bpage)
        appeal.refresh_from_db()
        assert appeal.hearing_at == local(2026, 4, 7, 19, 0)
        (letter,) = served_letters(appeal).filter(kind=letters.HEARING_KIND)
        assert letter.addressee == bob.party
        assert [e["name"] for e in letter.copies] == ["Ann Landholder"]
        number = letter.number

        # --- The Clerk mails it by certified mail; it comes back refused -------------
        cpage = _page(browser, base)
        sign_in(cpage, base, clerk.email)
        cpage.goto(f"/enforcement/letters/{number}/")
        _checked(cpage)
        _both_widths(cpage)
        click_and_load(cpage.get_by_role("link", name="Record service"))
        _checked(cpage)
        cpage.get_by_label("Certified mail, return receipt requested").check()
        cpage.get_by_label("Certified Mail article number").fill("9589 0710 5270 0123 4567 90")
        click_and_load(cpage.get_by_role("button", name="Record the service"))
        _checked(cpage)
        cpage.goto("/")
        to_serve = cpage.locator("section[aria-labelledby='panel-enforcement-unserved']")
        assert number in to_serve.inner_text()  # mailed, nothing back: not served
        # A decision would be refused: the notice is mailed, not served.
        assert "was not served on Bob Landholder" in hearings.notice_in_time_refusal(appeal)[1]

        traveller.move_to(local(2026, 3, 24, 10, 0))
        cpage = _page(browser, base)
        sign_in(cpage, base, clerk.email)
        cpage.goto(f"/enforcement/letters/{number}/")
        click_and_load(cpage.get_by_role("link", name="Record what came back"))
        _checked(cpage)
        _both_widths(cpage)
        cpage.get_by_label("The letter, marked refused").check()
        cpage.get_by_label("Date on the receipt, or of the refusal or return").fill("2026-03-23")
        click_and_load(cpage.get_by_role("button", name="Record the receipt"))
        _checked(cpage)
        assert "refused" in cpage.locator("main").inner_text()
        _both_widths(cpage)
        cpage.goto("/")
        _checked(cpage)
        to_serve = cpage.locator("section[aria-labelledby='panel-enforcement-unserved']")
        assert number not in to_serve.inner_text()  # served: off the Clerk's home
        # Refused on March 23: served that day, 15 days before the hearing of April 7.
        assert hearings.notice_in_time_refusal(appeal)[1] == ""
    finally:
        clock.stop()
