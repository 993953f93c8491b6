"""Issue 43, item 3: every served letter has the same steps through one machinery.
Each kind (notices of violation, § 158-5C/6/7 orders, stop-work orders, notices of
hearing, decisions on appeals, access requests, notices to restore, occupancy letters,
and every other registered served letter) is issued through its service, then walked:
its certified mailing recorded (it stays on the Clerk's home: "Notices and orders to
serve"), what came back recorded (refused, unclaimed, or delivered with the receipt
date) from the letter's own page link, and it is then off the Clerk's home. A served
letter kind registered without a case here fails ``test_every_served_letter_kind_is_walked``.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine
from django.urls import reverse

from enforcement import letters as enforcement_letters
from enforcement import served
from enforcement.models import ServiceRecord
from illicit import letters as illicit_letters
from lockport_sw.accounts.roles import Role
from tests import test_letter_kinds as kinds
from tests.enforcement.factories import local, staff
from tests.test_letter_kinds import people  # noqa: F401, F811 (the fixture)

pytestmark = pytest.mark.django_db

ARTICLE = "9589071052700123456789"

CASES = {
    enforcement_letters.NOTICE_KIND: kinds._nov,
    f"{enforcement_letters.NOTICE_KIND} (Chapter 159)": kinds._nov159,
    enforcement_letters.ORDER_KIND: kinds._order,
    illicit_letters.ORDER_KIND: kinds._illicit_order,
    enforcement_letters.HEARING_KIND: lambda p: _hearing_notice(p),
    enforcement_letters.DECISION_KIND: kinds._appeal_decision,
    enforcement_letters.ACCESS_KIND: lambda p: kinds._corrective(p, "access"),
    enforcement_letters.RESTORE_KIND: lambda p: kinds._corrective(p, "restore"),
    enforcement_letters.OCCUPANCY_KIND: kinds._occupancy,
    enforcement_letters.CORRECTION_KIND: kinds._correction,
    enforcement_letters.OCCUPANCY_RELEASE_KIND: kinds._occupancy_release,
    illicit_letters.PETITION_HEARING_KIND: kinds._petition_hearing,
    illicit_letters.SUSPENSION_KIND: lambda p: kinds._access_notice(p, "8A"),
    illicit_letters.TERMINATION_KIND: lambda p: kinds._access_notice(p, "8B"),
    illicit_letters.DETERMINATION_KIND: kinds._access_determination,
    illicit_letters.APPROVAL_KIND: kinds._discharge_approval,
}
# What came back, in turn: each way service by certified mail completes.
OUTCOMES = ["refused", "unclaimed", "delivered"]


def _hearing_notice(p):
    """The notice of hearing, issued and not yet served (a copy in the account only)."""
    from enforcement.services import appeals
    from tests.enforcement.factories import issue, make_violation, schedule_hearing

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            p["smo"], make_violation(p["smo"], party=p["respondent"]), deadline=date(2026, 4, 30)
        )
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(
            acting_user=p["respondent"].user, notice=notice, grounds="A hydrant test."
        )
        appeal = schedule_hearing(p["board"], appeal, local(2026, 3, 26, 19), serve=False)
    return (appeal.notice_of_hearing().document,)


def test_every_served_letter_kind_is_walked():
    registered = {kind.code for kind in served.registered()}
    walked = {code.split(" ")[0] for code in CASES}
    assert registered <= walked, f"Served letter kinds without a walk: {registered - walked}"


def _on_home(client, number: str) -> bool:
    """Listed in the Clerk's home panel "Notices and orders to serve"."""
    page = client.get(reverse("home"))
    assert page.status_code == 200
    html = page.content.decode()
    start = html.index('aria-labelledby="panel-enforcement-unserved"')
    return number in html[start : html.index("</section>", start)]


@pytest.mark.parametrize("code", list(CASES))
def test_every_letter_kind_record_service_what_came_back_and_off_the_clerks_home(
    code,
    people,  # noqa: F811
    client,
):
    document = CASES[code](people)[0]
    number = document.number
    clerk = staff(Role.CLERK, full_name="Clara Lee")
    client.force_login(clerk)
    letter = getattr(document, "served_letter", None)
    assert not document.service_records.filter(ServiceRecord.complete()).exists()
    from lockport_sw.calendar.words import town_date

    mailed_on = town_date(document.issued_at) + timedelta(days=1)
    with time_machine.travel(local(mailed_on.year, mailed_on.month, mailed_on.day, 12), tick=False):
        client.force_login(clerk)
        assert _on_home(client, number), "issued, not served: on the Clerk's home"
        page = client.post(
            reverse("enforcement:serve", args=[number]),
            {
                "method": ServiceRecord.Method.CERTIFIED_MAIL,
                "served_by_name": "Clara Lee",
                "article_number": ARTICLE,
                "mailed_on": mailed_on.isoformat(),
            },
        )
        assert page.status_code == 302, page.content.decode()[:2000]
        service = document.service_records.get(method=ServiceRecord.Method.CERTIFIED_MAIL)
        assert _on_home(client, number), "mailed, nothing back yet: still on the Clerk's home"
        # The page the Clerk is sent back to links to "Record what came back".
        back = client.get(page["Location"])
        assert back.status_code == 200
        receipt_url = reverse("enforcement:service_receipt", args=[service.pk])
        if letter is not None:
            letter_page = client.get(letter.get_absolute_url()).content.decode()
            assert receipt_url in letter_page and "Record what came back" in letter_page

    outcome = OUTCOMES[list(CASES).index(code) % len(OUTCOMES)]
    came_back = mailed_on + timedelta(days=3)
    with time_machine.travel(local(came_back.year, came_back.month, came_back.day, 12), tick=False):
        client.force_login(clerk)
        page = client.post(receipt_url, {"outcome": outcome, "outcome_on": came_back.isoformat()})
        assert page.status_code == 302, page.content.decode()[:2000]
        assert not _on_home(client, number), "service complete: off the Clerk's home"
    service.refresh_from_db()
    assert (service.receipt_on or service.returned_on) == came_back
    if letter is not None:
        letter.refresh_from_db()
        assert letter.served_at is not None
