"""Every enforcement document, read back (pypdf) and rendered (pdftoppm): a notice of
violation of each chapter, a stop-work order and its lifting, an appeal decision, the
hearing packet, an access request and a notice to restore. Every figure, date and
citation on them comes from the record."""

from datetime import date

import pytest
import time_machine

from enforcement import chapters, letters, selectors
from enforcement.models import Appeal, ServiceRecord
from enforcement.services import appeals, corrective, notices, orders
from lockport_sw.documents.rendering import render_pdf
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    order_served,
    schedule_hearing,
    served_in_person,
)
from tests.pdf_checks import check_letter
from tests.seats import votes

pytestmark = pytest.mark.django_db
SIGNATURE = ["Sam Morgan", "Stormwater Management Officer"]


def _read(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_the_notice_prints_the_chosen_requirements_deadline_warning_and_appeal_date(
    smo, respondent, tmp_path
):
    notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 20))

    content, pages = check_letter(_read(notice.document), tmp_path, SIGNATURE)

    assert notice.number in content
    assert "Rita Respondent" in content and "12 Mill Road" in content
    assert "§ 158-11A(2)" in content and "§ 158-11A(3)" in content
    assert "§ 158-11A(1)" not in content  # not chosen
    assert "To be completed by Friday, March 20, 2026" in content
    assert "designated governmental agency or a contractor" in content
    # § 158-12: 15 days from issuance on Monday March 2.
    assert "on or before Tuesday, March 17, 2026" in content
    flat = " ".join(content.split())
    assert "Office of the Municipal Clerk, Town Hall, 6560 Dysinger Road" in flat
    assert f"/enforcement/notices/{notice.number}/appeal/" in flat  # online
    assert f"quoting notice {notice.number}" in flat
    assert "§ 158-4A" in content and "Illicit discharge to the MS4" in content
    assert "Certified mail, return receipt requested" in content
    assert "a fine not exceeding $350" in content
    assert pages >= 1


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_159_8c1_the_notice_prints_every_element_and_the_appeal_from_service(
    smo, respondent, tmp_path
):
    notice = issue(
        smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 3, 20)
    )

    content, _ = check_letter(_read(notice.document), tmp_path, SIGNATURE)

    for element in "abcdef":
        assert f"§ 159-8C(1)({element})" in content
    assert "To be completed by Friday, March 20, 2026" in content
    assert "within 15 days of service of this notice (§ 159-8C(1)(f))" in content
    flat = " ".join(content.split())
    assert "not a requirement of the chapter" not in flat
    assert "The Town has designated the Town Board to hear appeals." in flat
    # Issue 18, item 11: whom, where and how, and how the days are counted from service.
    assert "Office of the Municipal Clerk, Town Hall, 6560 Dysinger Road" in flat
    assert f"quoting notice {notice.number}" in flat
    assert f"/enforcement/notices/{notice.number}/appeal/" in flat
    assert "counted from the day after the day of service" in flat
    assert "refused or returned unclaimed" in flat
    assert "§ 159-8C(4)" in content


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_159_8c1_the_notice_names_the_town_once(smo, respondent, tmp_path):
    """Issue 23, Words: the Chapter 159 notice opened "The Town of the Town of Lockport
    has determined"; § 159-8C(1) gives it in the Town's name, § 158-11A in the SMO's."""
    n159 = issue(
        smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 3, 20)
    )
    n158 = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 20))

    text159, _ = check_letter(_read(n159.document), tmp_path / "159", SIGNATURE)
    text158, _ = check_letter(_read(n158.document), tmp_path / "158", SIGNATURE)

    assert "The Town of Lockport has determined that a violation of Chapter 159" in text159
    assert "Town of the Town" not in text159
    assert (
        "The Stormwater Management Officer of the Town of Lockport has determined that a "
        "violation of Chapter 158"
    ) in text158


@pytest.mark.parametrize("chapter", ["158", "159"])
@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_159_8c1_the_notice_prints_its_measures_and_deadline_once(
    smo, respondent, tmp_path, chapter
):
    """Issue 23, Words: the Chapter 158 notice printed its measures and deadline under
    § 158-11A(3) and again below the table."""
    violation = make_violation(smo, chapter=chapter, party=respondent)
    notice = issue(smo, violation, deadline=date(2026, 3, 20), measures="Plug the floor drains.")

    content, _ = check_letter(_read(notice.document), tmp_path, SIGNATURE)

    assert content.count("Plug the floor drains.") == 1
    assert content.count("March 20, 2026") == 1
    assert "To be completed by Friday, March 20, 2026." in content
    assert 'See "Remedial measures and deadline" below.' in content


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a5_the_towns_remedies_are_given_as_notice_not_as_a_requirement(
    smo, respondent, tmp_path
):
    """Issue 23, Words: "You are required" headed "That the Town will seek civil
    remedies...". § 158-11A(5) says what the Town will do: the notice gives notice of it
    under its own heading, apart from what the person is required to do."""
    violation = make_violation(smo, party=respondent)
    notice = issue(smo, violation, deadline=date(2026, 3, 20), requirements=["2", "3", "5"])

    content, _ = check_letter(_read(notice.document), tmp_path, SIGNATURE)

    assert "You are required" not in content
    requires = content.index("This notice requires")
    take_notice = content.index("Take notice § 158-11A(5) That the Town will seek civil remedies")
    assert requires < content.index("§ 158-11A(2)") < content.index("§ 158-11A(3)") < take_notice


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a5_a_notice_giving_only_notice_has_no_empty_requirements(smo, tmp_path):
    notice = issue(smo, make_violation(smo), deadline=None, requirements=["5"], measures="")

    content, _ = check_letter(_read(notice.document), tmp_path, SIGNATURE)

    assert "This notice requires" not in content
    assert "Take notice § 158-11A(5)" in content


def test_159_8c2_stop_work_order_and_its_lifting_notice(smo, respondent, tmp_path):
    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        violation = make_violation(smo, chapter="159", party=respondent)
        order = orders.order_issue(
            acting_user=smo,
            violation=violation,
            reasons="Sediment leaving the site into Robinson Road.",
            work_allowed="Stabilization and silt fence repair only.",
        )
    with time_machine.travel(local(2026, 5, 11, 10, 0), tick=False):
        order_served(smo, order)
        order = orders.order_lift(
            acting_user=smo,
            order=order,
            compliance_finding="Silt fence reinstalled; road swept.",
            confirming_evidence="Inspection of May 11, 2026",
        )

    content, _ = check_letter(_read(order.document), tmp_path / "order", SIGNATURE)
    assert "STOP WORK" in content and "§ 159-8C(2)" in content
    assert "Stabilization and silt fence repair only." in content
    lifted, _ = check_letter(_read(order.lift_document), tmp_path / "lift", SIGNATURE)
    assert f"Stop-work order {order.number}, issued May 4, 2026" in lifted
    assert "lifted as of May 11, 2026" in lifted
    assert "Inspection of May 11, 2026" in lifted


def _decided(smo, board, clerk, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 20))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(
            acting_user=respondent.user, notice=notice, grounds="The water came from a hydrant."
        )
        schedule_hearing(board, appeal, local(2026, 3, 26, 19), place="Town Hall")
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 26), for_=4, against=1),
            decision_text="The dye test traced the flow to the wash bays.",
            decided_on=date(2026, 3, 26),
        )
    appeal.refresh_from_db()
    return notice, appeal


def test_158_13a_the_decision_says_what_follows_and_every_page_gives_one_deadline(
    smo, board, clerk, respondent, tmp_path, client
):
    """Issue 18, item 6: upheld on Thursday March 26, the violator corrects within five
    business days: Fri 27, Mon 30, Tue 31, Wed Apr 1, Thu Apr 2 (§ 158-13A), not by the
    notice's March 20. The letter, the notice's page and "Notices to you" say April 2;
    filing and mailing are still to come."""
    from django.urls import reverse

    notice, appeal = _decided(smo, board, clerk, respondent)

    content, _ = check_letter(
        _read(appeal.decision_document), tmp_path, ["Bo Ardley", "for the Town Board"]
    )
    flat = " ".join(content.split())
    assert "The Town Board upholds the determination of violation" in flat
    assert (
        "Within five business days of this decision, that is, on or before Thursday, April 2, "
        "2026, correct the violation" in flat
    )
    assert "Plug the floor drains and clean the catch basin." in flat
    assert "request your permission for access to the property" in flat
    assert "will be filed in the office of the Municipal Clerk" in flat
    assert "is filed" not in flat and "is mailed" not in flat
    assert "by March 31, 2026" in flat  # the filing clock: five days from March 26

    client.force_login(respondent.user)
    with time_machine.travel(local(2026, 3, 27, 10, 0), tick=False):
        mine = client.get(reverse("enforcement:mine")).content.decode()
        page = client.get(notice.get_absolute_url()).content.decode()
    assert "Apr 2, 2026" in mine and "Mar 20, 2026" not in mine
    assert "Thursday, April 2, 2026" in page
    assert "the notice had set March 20, 2026" in page


def test_158_12_the_decision_letter_carries_the_vote_and_the_bodys_name(
    smo, board, clerk, respondent, tmp_path
):
    notice, appeal = _decided(smo, board, clerk, respondent)

    content, _ = check_letter(
        _read(appeal.decision_document), tmp_path, ["Bo Ardley", "for the Town Board"]
    )

    assert "Decision: Upheld" in content
    # GCL § 41: each member named, not only counted.
    assert "Vote: 4 in favor (Ann Ames, Bo Ardley, Cy Cole, and Di Dunn), 1 against (Ed Eng)" in (
        " ".join(content.split())
    )
    assert "heard the appeal on March 26, 2026 at Town Hall" in content
    assert f"notice of violation {notice.number} of March 2, 2026" in content
    assert "mailed to you by certified mail (§ 158-12)" in content


def test_158_12_the_hearing_packet_holds_the_notice_the_record_and_the_grounds(
    smo, board, clerk, respondent, tmp_path
):
    notice, appeal = _decided(smo, board, clerk, respondent)
    chapter = chapters.get("158")

    data = letters.render_hearing_packet(
        appeal=appeal, chapter=chapter, record=selectors.hearing_packet_record(appeal)
    )
    content, _ = check_letter(
        data, tmp_path, [f"End of the hearing packet for appeal {appeal.reference}"]
    )

    assert "The water came from a hydrant." in content  # the grounds
    assert f"The notice of violation {notice.number}" in content
    assert "last day March 17, 2026" in content  # the window
    assert "by April 9, 2026 (§ 158-12)" in content  # the hearing clock
    assert "Gray wash water flowing into the catch basin." in content  # the record


def test_158_13a_access_request_letter(smo, tmp_path):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.access_request(
            acting_user=smo, notice=notice, measures="Plug the three floor drains."
        )

    content, _ = check_letter(_read(action.letter), tmp_path, SIGNATURE)
    assert f"Notice of violation {notice.number} of March 2, 2026" in content
    assert "the time to correct it ended on March 20, 2026" in " ".join(content.split())
    assert "Under § 158-13A the Stormwater Management Officer requests your permission" in content
    assert "Plug the three floor drains." in content
    assert "lien" not in content.lower()  # Chapter 158 has no lien


def test_159_8c6_notice_to_restore_prints_the_period_from_service_and_the_lien(smo, tmp_path):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.restoration_notice(
            acting_user=smo, notice=notice, measures="Regrade and seed the east slope."
        )

    content, _ = check_letter(_read(action.letter), tmp_path, SIGNATURE)
    # The period runs from service (issue 23, item 3): no date is known at issue.
    assert "within 30 calendar days after this notice is served on you" in " ".join(content.split())
    assert "April 22, 2026" not in content
    assert "shall become a lien upon the property until paid (§ 159-8C(6))" in content


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
@pytest.mark.parametrize("lines", range(8, 60, 3))
def test_the_closing_paragraph_stays_with_the_signature_at_every_page_break(
    smo, respondent, tmp_path, lines
):
    """The measures grow line by line so that the page break moves across the end of
    the letter: the signature never stands alone on a page."""
    violation = make_violation(smo, party=respondent)
    measures = "\n".join(f"{i}. Clean catch basin {i} and record it." for i in range(lines))
    notice = notices.NoticeOfViolation(
        chapter="158",
        violation=violation,
        addressee=respondent,
        addressee_name=respondent.name,
        addressee_address=respondent.mailing_address,
        requirements=["3"],
        nature="Wash water.",
        measures=measures,
        deadline=date(2026, 3, 20),
        penalty_statement="Penalties.",
        appeal_statement="You may appeal within 15 days of its issuance (§ 158-12).",
        appeal_to="Town Board",
        issued_at=local(2026, 3, 2, 10, 0),
        issued_by=smo,
    )
    chapter = chapters.get("158")
    data = render_pdf(
        "pdf/enforcement/notice.html",
        {
            "notice": notice,
            "violation": violation,
            "parcel": violation.parcel,
            "chapter": chapter,
            "provisions": list(violation.provisions.all()),
            "requirements": [chapter.requirement("3")],
            "signer": letters.signer(smo),
            "document_number": "NOV-2026-9999",
            "issued_at": notice.issued_at,
            "citations": ["§ 158-11A"],
            "title": "Notice of violation: Chapter 158",
        },
    )
    check_letter(data, tmp_path, SIGNATURE)


def test_service_record_shows_on_the_packet(smo, board, clerk, respondent):
    # Certified mail recorded for the notice appears with its article number.
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 3, 20))
        service = notices.service_record(
            acting_user=clerk,
            document=notice.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=date(2026, 3, 2),
        )
    assert service.article_number_display == "9589 0710 5270 0123 4567 89"


def test_159_8c1f_the_decision_gives_the_completion_date_of_the_resumed_schedule(
    smo, board, respondent, tmp_path, client
):
    """Issue 18, item 6, Chapter 159: the notice's schedule (complete by Thursday April
    30) paused when the appeal was filed on Tuesday March 10, with 51 days left (21 in
    March, 30 in April); upheld on Thursday March 26, it runs again: 51 days from March 26
    is Saturday May 16 (a date set in a notice, not extended by GCL § 25-a)."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 30)
        )
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(acting_user=respondent.user, notice=notice, grounds="No.")
        schedule_hearing(board, appeal, local(2026, 3, 26, 19))
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        appeal = appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 26), for_=3, against=2),
            decision_text="The silt fence was down on both visits.",
            decided_on=date(2026, 3, 26),
        )

    content, _ = check_letter(
        _read(appeal.decision_document), tmp_path, ["Bo Ardley", "for the Town Board"]
    )
    flat = " ".join(content.split())
    assert "runs again from this decision: complete them on or before Saturday, May 16, 2026" in (
        flat
    )
    assert "(§ 159-8C(1)(d))" in flat
    assert "§ 158" not in flat
    assert "lien upon the property" in flat
    client.force_login(respondent.user)
    with time_machine.travel(local(2026, 3, 27, 10, 0), tick=False):
        page = client.get(notice.get_absolute_url()).content.decode()
    assert "Saturday, May 16, 2026" in page
