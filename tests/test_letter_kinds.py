"""Every kind of letter the Town issues, as it is mailed (issue 8, item 3): each is
issued through its service, read back and rendered to PNG with pdftoppm
(tests/pdf_checks.py: check_letter), its page count bounded, no page holding only the
signature block, the signer named with their title, the letterhead naming who issues
it (a body's letter in the body's name) and the Town's email, never localhost. The
outcome of a SWPPP decision is in words. Each is a tagged PDF (PDF/UA-1, issue 22 item
1: tests/pdf_checks.py, assert_tagged) that a screen reader reads in the letter's order.
A kind added to a letters module without a case here fails
``test_every_letter_kind_has_a_case``."""

from __future__ import annotations

import io
from datetime import date
from decimal import Decimal

import pypdf
import pytest
import time_machine
from django.conf import settings
from django.core.exceptions import ValidationError

from enforcement import letters as enforcement_letters
from enforcement.models import Appeal
from enforcement.services import appeals, corrective, notices, orders
from illicit import letters as illicit_letters
from illicit.services import orders as illicit_orders
from inspections import letters as inspections_letters
from inspections.models import WorkHold
from inspections.services import after_construction
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.documents.rendering import PDF_VARIANT, letter_html, render_pdf, write_options
from lockport_sw.jurisdiction.registry import current
from lockport_sw.reports import letters as reports_letters
from lockport_sw.reports import periods as report_periods
from lockport_sw.reports import services as report_services
from money import letters as money_letters
from swppp import letters as swppp_letters
from swppp.models import Outcome, ReviewingBody
from swppp.services import review
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    order_served,
    respondent_party,
    schedule_hearing,
    served_in_person,
)
from tests.factories import UserFactory
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_with_violations,
    scheduled,
)
from tests.pdf_checks import (
    assert_tagged,
    check_letter,
    layout_problems,
    layouts,
    page_texts,
    render_png,
)
from tests.seats import seat, votes
from tests.swppp.factories import (
    board_act,
    decided,
    forwarded,
    make_project,
    review_all,
    submitted,
)

pytestmark = pytest.mark.django_db

SMO = ["Sam Morgan", "Stormwater Management Officer"]
OFFICE = "Stormwater Management Officer"


def _read(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


@pytest.fixture
def people(db):
    return {
        "smo": UserFactory(roles=[Role.SMO], full_name="Sam Morgan"),
        "board": _seated(UserFactory(roles=[Role.TOWN_BOARD], full_name="Bo Ardley")),
        "applicant": UserFactory(roles=[Role.APPLICANT], full_name="Alice Applicant"),
        "planner": UserFactory(roles=[Role.REVIEWING_BODY], full_name="Pat Planner"),
        "respondent": respondent_party(
            user=UserFactory(roles=[Role.APPLICANT]), name="Rita Respondent"
        ),
    }


# Each case returns (issued document, signature lines, office on the letterhead).
def _nov(p):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(p["smo"], make_violation(p["smo"]), deadline=date(2026, 3, 20))
    return notice.document, SMO, OFFICE


def _nov159(p):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        violation = make_violation(p["smo"], chapter="159")
        notice = issue(p["smo"], violation, deadline=date(2026, 3, 20))
    return notice.document, SMO, OFFICE


def _inspection_notice(p):
    """§ 159-8A(1): violations found on a construction inspection, and the work hold."""
    inspector = UserFactory(roles=[Role.INSPECTOR], full_name="Ivy Inspector")
    with time_machine.travel(local(2026, 12, 1, 9, 0), tick=False):
        project = approved_project(p["smo"], p["applicant"])
        inspection = scheduled(inspector, accepted_inspection(p["applicant"], project))
        complete_with_violations(inspector, inspection)
    hold = WorkHold.objects.get(found_by=inspection)
    return hold.notice, ["Ivy Inspector", f"Inspector, for the {OFFICE}"], OFFICE


def _maintenance_notice(p):
    """§ 159-7C, § 159-8A(3): maintenance required of a practice's owner."""
    with time_machine.travel(local(2027, 3, 15, 10, 0), tick=False):
        project = make_project(p["applicant"])
        pond = after_construction.practice_save(
            acting_user=p["smo"],
            subject=project,
            code="P-1",
            name="Wet pond",
            type="pond",
            owner=project.applicant_party,
        )
        notice = after_construction.maintenance_notice_issue(
            acting_user=p["smo"],
            practice=pond,
            work_required="Clear the outlet structure and remove the debris.",
            complete_by=date(2027, 4, 14),
        )
    return notice.document, SMO, OFFICE


def _order(p, lifted=False):
    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        order = orders.order_issue(
            acting_user=p["smo"],
            violation=make_violation(p["smo"], chapter="159"),
            reasons="Sediment leaving the site into Robinson Road.",
            work_allowed="Stabilization and silt fence repair only.",
        )
    if not lifted:
        return order.document, SMO, OFFICE
    with time_machine.travel(local(2026, 5, 11, 10, 0), tick=False):
        order_served(p["smo"], order)
        order = orders.order_lift(
            acting_user=p["smo"],
            order=order,
            compliance_finding="Silt fence reinstalled; road swept.",
            confirming_evidence="Inspection of May 11, 2026",
        )
    return order.lift_document, SMO, OFFICE


def _seated(user):
    seat("town_board", [user], members=5)
    return user


def _appeal_decision(p):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            p["smo"], make_violation(p["smo"], party=p["respondent"]), deadline=date(2026, 3, 20)
        )
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(
            acting_user=p["respondent"].user, notice=notice, grounds="A hydrant test."
        )
        schedule_hearing(p["board"], appeal, local(2026, 3, 26, 19))
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        appeal = appeals.appeal_decide(
            acting_user=p["board"],
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 26), for_=4, against=1),
            decision_text="The dye test traced the flow to the wash bays.",
            decided_on=date(2026, 3, 26),
        )
    return (
        appeal.decision_document,
        ["For the Town Board", "Bo Ardley", "Member of the Town Board"],
        "Town Board",
    )


def _hearing_notice(p, chapter="158"):
    """§ 158-12 / § 159-8C(1)(f): the notice of hearing, moved once (it replaces the first)."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        violation = make_violation(p["smo"], chapter=chapter, party=p["respondent"])
        notice = issue(p["smo"], violation, deadline=date(2026, 4, 30))
    if chapter == "159":
        from enforcement.services import notices

        with time_machine.travel(local(2026, 3, 3, 10, 0), tick=False):
            notices.service_record(
                acting_user=p["smo"],
                document=notice.document,
                method="personal",
                served_by_name="Ines Park",
                served_at=local(2026, 3, 3, 10, 0),
            )
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(
            acting_user=p["respondent"].user, notice=notice, grounds="A hydrant test."
        )
        schedule_hearing(p["board"], appeal, local(2026, 3, 26, 19))
        appeal = schedule_hearing(p["board"], appeal, local(2026, 4, 2, 18, 30))
    return (
        appeal.notice_of_hearing().document,
        ["For the Town Board", "Bo Ardley", "Member of the Town Board"],
        "Town Board",
    )


def _corrective(p, kind):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        chapter = "158" if kind == "access" else "159"
        notice = issue(
            p["smo"], make_violation(p["smo"], chapter=chapter), deadline=date(2026, 3, 20)
        )
        served_in_person(p["smo"], notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        act = corrective.access_request if kind == "access" else corrective.restoration_notice
        action = act(acting_user=p["smo"], notice=notice, measures="Regrade and seed.")
    return action.letter, SMO, OFFICE


def _illicit_order(p):
    """§ 158-5C: the notice to correct an activity, a served letter."""
    from tests.illicit.world import case

    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        made = case(p["smo"], kind="activity", owner=p["respondent"])
        order = illicit_orders.order_issue(
            acting_user=p["smo"],
            case=made,
            party=p["respondent"],
            kind="5C",
            requirements="Remove the pet waste piled at the catch basin.",
            due_date=date(2026, 6, 10),
        )
    return order.letters.get().document, SMO, OFFICE


def _access_notice(p, kind):
    """§ 158-8A written notice of a suspension; § 158-8B notice of a proposed termination."""
    from illicit.services import access
    from tests.illicit.world import confirmed

    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        made = confirmed(p["smo"], operator=p["respondent"])
        start = access.emergency_suspend if kind == "8A" else access.termination_propose
        action = start(
            acting_user=p["smo"],
            case=made,
            party=p["respondent"],
            reasons="Solvent pouring into the storm sewer toward Eighteen Mile Creek.",
            at=local(2026, 6, 1, 9, 30),
        )
        if kind == "8A":
            access.suspension_notice_issue(acting_user=p["smo"], action=action)
    return action.letters.get().document, SMO, OFFICE


def _correction(p):
    """Issue 23, item 2: the correction notice of a notice that printed a wrong charge."""
    from enforcement.services import corrections
    from tests.enforcement.test_corrections import owed_notice

    notice = owed_notice(p["smo"], p["respondent"])
    with time_machine.travel(local(2026, 3, 4, 10, 0), tick=False):
        (letter,) = corrections.correction_issue(acting_user=p["smo"], notice=notice)
    return letter.document, SMO, OFFICE


def _access_determination(p):
    """§ 158-8B: the SMO's written determination after the petition period."""
    from illicit.services import access

    action = _access_notice(p, "8B")[0].served_letter.subject
    with time_machine.travel(local(2026, 6, 2, 10, 0), tick=False):
        notices.service_record(
            acting_user=p["smo"],
            document=action.letters.get().document,
            method="personal",
            served_by_name="Sam Officer",
            served_at=local(2026, 6, 2, 10, 0),
        )
    with time_machine.travel(local(2026, 6, 20, 10, 0), tick=False):
        access.termination_decide(
            acting_user=p["smo"],
            action=action,
            terminate=True,
            determination="The solvent drain is still connected to the storm sewer.",
        )
    return action.letters.get(kind="MS4-DETERMINE").document, SMO, OFFICE


def _petition_hearing(p):
    """§ 158-8B: the notice of the hearing on a petition for reconsideration (issue 43,
    item 6): its time, its place and what happens there."""
    from illicit.services import access

    action = _access_notice(p, "8B")[0].served_letter.subject
    with time_machine.travel(local(2026, 6, 4, 10, 0), tick=False):
        access.petition_record(
            acting_user=p["smo"],
            action=action,
            received_on=date(2026, 6, 3),
            hearing_at=local(2026, 6, 22, 14, 0),
            # "Town Hall, Meeting Room B, 6560 Dysinger Road, Lockport, NY 14094"
            hearing_place=f"{current().kind} Hall, Meeting Room B, {current().office.address}",
        )
    return action.letters.get(kind=illicit_letters.PETITION_HEARING_KIND).document, SMO, OFFICE


def _discharge_approval(p):
    """§ 158-4A(2): the SMO's written approval of a discharge to protect property."""
    from illicit.services import authorizations
    from tests.illicit.world import case

    with time_machine.travel(local(2026, 4, 10, 9, 0), tick=False):
        approval = authorizations.authorization_record(
            acting_user=p["smo"],
            ground="4A2",
            case=case(p["smo"], operator=p["respondent"]),
            description="Pumping floodwater from a basement to the storm sewer.",
            approved_on=date(2026, 4, 10),
            valid_from=local(2026, 4, 10, 8),
            valid_until=local(2026, 4, 12, 20),
            conditions="Clear water only; stop when the basement is dry.",
        )
    return approval.letters.get().document, SMO, OFFICE


def _occupancy(p):
    """§ 159-8C(5): occupancy withheld, a copy to the Building Inspector."""
    from enforcement.services import remedies

    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        violation = make_violation(p["smo"], chapter="159", party=p["respondent"])
        hold = remedies.occupancy_hold_place(
            acting_user=p["smo"], violation=violation, reason="No as-built survey."
        )
    from enforcement.models import ServedLetter

    return ServedLetter.objects.get(kind="OCCUPANCY", subject_id=hold.pk).document, SMO, OFFICE


def _occupancy_release(p):
    """§ 159-8C(5), issue 43 item 10: the hold released, told to whom it was addressed."""
    from enforcement.services import remedies

    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        violation = make_violation(p["smo"], chapter="159", party=p["respondent"])
        hold = remedies.occupancy_hold_place(
            acting_user=p["smo"], violation=violation, reason="No as-built survey."
        )
    with time_machine.travel(local(2026, 6, 15, 10, 0), tick=False):
        remedies.occupancy_hold_lift(
            acting_user=p["smo"], hold=hold, reason="The as-built survey was accepted."
        )
    from enforcement.models import ServedLetter

    return ServedLetter.objects.get(kind="OCC-RELEASE", subject_id=hold.pk).document, SMO, OFFICE


def _smo_decision(p):
    submission = decided(p["smo"], p["applicant"], Outcome.APPROVE_WITH_MODIFICATIONS)
    return submission.letter, SMO, OFFICE


def _body_decision(p):
    body = ReviewingBody.objects.get(kind="planning_board")
    sent = forwarded(p["smo"], p["applicant"], p["planner"], Outcome.APPROVE)
    body.chair = p["planner"]
    body.save()
    acted = review.body_act(
        acting_user=p["planner"],
        submission=sent,
        act=board_act(outcome=Outcome.DISAPPROVE, reasons="The swale is unstable."),
    )
    return (
        acted.letter,
        [
            "For the Planning Board, by Resolution No. 2026-41",
            "Pat Planner",
            "Chair, Planning Board",
        ],
        "Planning Board",
    )


def _recommendation(p):
    sent = forwarded(
        p["smo"], p["applicant"], p["planner"], Outcome.DISAPPROVE, reasons="No soils."
    )
    return sent.recommendation_letter, SMO, OFFICE


def _ms4_report(p):
    """Issue 21: the MS4 report, signed and issued by the SMO once the period has ended."""
    with time_machine.travel(local(2027, 2, 10, 10, 0), tick=False):
        report = report_services.report_issue(
            acting_user=p["smo"], period=report_periods.annual(2026)
        )
    return report.document, SMO, OFFICE


def _invoice(p):
    """§ 159-8D: the invoice of the fees on a project's account, the schedule cited."""
    from money.services import fees, invoices
    from tests.money.factories import adopt, engineer_approved

    clerk = UserFactory(roles=[Role.CLERK])
    with time_machine.travel(local(2026, 1, 20, 10, 0), tick=False):
        adopt(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        project = submitted(p["applicant"]).project
        engineer_approved(project)
        fees.engineer_invoice_record(
            acting_user=p["smo"],
            project=project,
            engineer="Erie Engineering PC",
            invoice_number="E-101",
            amount=Decimal("400"),
            dated=date(2026, 3, 2),
        )
        invoice = invoices.invoice_issue(acting_user=p["smo"], project=project)
    return invoice.document, SMO, OFFICE


def _guarantee_release(p):
    """§ 159-8B(1): released a year after final acceptance and the one-year inspection."""
    from money.services import release
    from tests.money.factories import final_accepted, one_year_inspected

    inspector = UserFactory(roles=[Role.INSPECTOR], full_name="Ivy Inspector")
    project, loc = final_accepted(p["smo"], p["applicant"], date(2026, 6, 15))
    one_year_inspected(inspector, project, date(2027, 6, 15))
    with time_machine.travel(local(2027, 6, 16, 10, 0), tick=False):
        released = release.guarantee_release(acting_user=p["smo"], guarantee=loc)
    return released.release_document, SMO, OFFICE


def _guarantee_draw(p):
    """§ 159-8B(2): the Town draws on the maintenance guarantee after an unheeded notice."""
    from money.models import Purpose
    from money.services import guarantees, release
    from tests.money.factories import letter_of_credit, maintenance_notice, undone_inspection

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        project = make_project(p["applicant"])
        requirement = guarantees.requirement_set(
            acting_user=p["smo"],
            project=project,
            purpose=Purpose.MAINTENANCE,
            amount=Decimal("12000"),
            basis="The pond's operation and maintenance.",
        )
        loc = letter_of_credit(p["applicant"], requirement, expires_on=date(2028, 3, 1))
        guarantees.guarantee_accept(acting_user=p["smo"], guarantee=loc)
        notice = maintenance_notice(p["smo"], project)
    found = undone_inspection(
        p["smo"], notice, date(2026, 3, 23), note="Outlet structure still clogged with debris."
    )
    with time_machine.travel(local(2026, 3, 25, 10, 0), tick=False):
        draw = release.draw_record(
            acting_user=p["smo"],
            guarantee=loc,
            notice=notice,
            inspection=found,
            work_cost=Decimal("2400"),
            engineering_cost=Decimal("350"),
            inspection_cost=Decimal("125.50"),
            work_done="Niagara Pond Services cleared the outlet and removed the debris.",
            drawn_on=date(2026, 3, 25),
        )
    return draw.document, SMO, OFFICE


def _receipt(p):
    """§ 159-8D: the payer's receipt for a payment the Clerk recorded (issue 46, item 8)."""
    from money.models import Entry
    from money.services import payments
    from tests.money.factories import adopt

    clerk = UserFactory(roles=[Role.CLERK], full_name="Cora Clerk")
    with time_machine.travel(local(2026, 1, 20, 10, 0), tick=False):
        adopt(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        project = submitted(p["applicant"]).project
        entry = payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=Decimal("100.00"),
            method=Entry.Method.CHECK,
            reference="1047",
            received_on=date(2026, 3, 2),
        )
    return entry.receipt, ["Cora Clerk", "Municipal Clerk"], "Municipal Clerk"


CASES = {
    money_letters.INVOICE_KIND: _invoice,
    money_letters.RECEIPT_KIND: _receipt,
    money_letters.RELEASE_KIND: _guarantee_release,
    money_letters.DRAW_KIND: _guarantee_draw,
    enforcement_letters.NOTICE_KIND: _nov,
    f"{enforcement_letters.NOTICE_KIND} (Chapter 159)": _nov159,
    inspections_letters.NOTICE_KIND: _inspection_notice,
    after_construction.NOTICE_KIND: _maintenance_notice,
    enforcement_letters.ORDER_KIND: _order,
    enforcement_letters.LIFT_KIND: lambda p: _order(p, lifted=True),
    enforcement_letters.DECISION_KIND: _appeal_decision,
    enforcement_letters.HEARING_KIND: _hearing_notice,
    f"{enforcement_letters.HEARING_KIND} (Chapter 159)": lambda p: _hearing_notice(p, "159"),
    enforcement_letters.ACCESS_KIND: lambda p: _corrective(p, "access"),
    enforcement_letters.RESTORE_KIND: lambda p: _corrective(p, "restore"),
    illicit_letters.ORDER_KIND: _illicit_order,
    illicit_letters.SUSPENSION_KIND: lambda p: _access_notice(p, "8A"),
    illicit_letters.TERMINATION_KIND: lambda p: _access_notice(p, "8B"),
    illicit_letters.DETERMINATION_KIND: _access_determination,
    illicit_letters.PETITION_HEARING_KIND: _petition_hearing,
    illicit_letters.APPROVAL_KIND: _discharge_approval,
    enforcement_letters.OCCUPANCY_KIND: _occupancy,
    enforcement_letters.OCCUPANCY_RELEASE_KIND: _occupancy_release,
    enforcement_letters.CORRECTION_KIND: _correction,
    swppp_letters.DECISION_KIND: _smo_decision,
    f"{swppp_letters.DECISION_KIND} (body)": _body_decision,
    swppp_letters.RECOMMENDATION_KIND: _recommendation,
    reports_letters.REPORT_KIND: _ms4_report,
}


def _kinds(module) -> set[str]:
    return {value for name, value in vars(module).items() if name.endswith("_KIND")}


def test_every_letter_kind_has_a_case():
    modules = (
        enforcement_letters,
        swppp_letters,
        inspections_letters,
        illicit_letters,
        reports_letters,
        money_letters,
    )
    kinds = set().union(*map(_kinds, modules)) | {after_construction.NOTICE_KIND}
    assert kinds == {kind.split(" ")[0] for kind in CASES}


# A letter is at most three pages; the MS4 report prints every figure of the registry with
# its definition beside it (issue 47, item 1), about five.
MAX_PAGES = {reports_letters.REPORT_KIND: 6}


@pytest.mark.parametrize("kind", list(CASES))
def test_each_letter_kind_renders_mailable_and_is_a_tagged_pdf_read_in_order(
    kind, people, tmp_path, monkeypatch
):
    """Each kind issued once and read back four ways: as mailed (pages, text, the PNG),
    from WeasyPrint's own layout (no orphan closing page, no split row: issue 24, item 7),
    as a screen reader reads it (the tags, below), and for its words (the Town named
    once, only its own chapter cited: tests/test_words.py)."""
    with layouts(monkeypatch) as made:
        document, signature, office = CASES[kind](people)

    content, pages = check_letter(
        _read(document), tmp_path, signature, max_pages=MAX_PAGES.get(kind, 3), office=office
    )
    _assert_laid_out_whole_and_signed(made[-1], document, content, signature)

    assert pages >= 1
    for line in signature:
        assert line in content  # the signer by name and title, or the body
    if office != OFFICE:
        assert OFFICE not in page_texts(_read(document))[0].splitlines()[:6]
    _assert_a_tagged_pdf_read_in_the_letters_order(document, signature, office)
    from tests.test_words import assert_names_the_town_once_and_cites_only_its_own_chapter

    assert_names_the_town_once_and_cites_only_its_own_chapter(kind, _read(document))


def _cited(citations: list[str]) -> str:
    """The citations line's sections as a letter reads them: "§ 158-11A, § 158-12 and
    § 158-13". Every letter's line, whatever its opening words, ends with them."""
    if len(citations) == 1:
        return citations[0]
    return ", ".join(citations[:-1]) + " and " + citations[-1]


def _assert_a_tagged_pdf_read_in_the_letters_order(document, signature, office) -> None:
    """Issue 22, item 1 (WCAG 2.1 AA for documents, ADA Title II): the structure tree,
    /MarkInfo /Marked true, /Lang, the title shown; the letterhead (the seal with its
    alternative text), the number, the title, the citations, the body and the signature
    read in that order, and every line of the letter is in the tree."""
    data = _read(document)

    found = assert_tagged(
        data,
        reading_order=[
            settings.TOWN["name"],
            office,
            document.number,
            document.title,
            f"{_cited(document.citations)} of the Code of the Town of Lockport.",
            *signature,
        ],
    )

    assert found.title == f"{document.title} ({document.number})"
    assert ("/Figure", f"Seal of the {settings.TOWN['name']}") in found.elements
    # The running footer and page numbers are not read as part of the letter.
    assert "Page 1 of" not in found.text


def _is_tagged(data: bytes) -> bool:
    return "/StructTreeRoot" in pypdf.PdfReader(io.BytesIO(data)).trailer["/Root"]


def test_tagging_does_not_change_the_look(people, tmp_path):
    """The tagged letter draws the same pixels as the same letter untagged."""
    submission = decided(people["smo"], people["applicant"], Outcome.APPROVE_WITH_MODIFICATIONS)
    context, citations, title = swppp_letters.decision_letter(
        acting_user=people["smo"], submission=submission, by_body=False
    )
    context = {
        **context,
        "document_number": "SWPPP-DEC-2026-9999",
        "issued_at": submission.smo_acted_at,
        "citations": citations,
        "title": title,
    }
    tagged = render_pdf(swppp_letters.DECISION_TEMPLATE, context)
    plain = letter_html(swppp_letters.DECISION_TEMPLATE, context).write_pdf(**write_options())
    assert PDF_VARIANT == "pdf/ua-1"
    assert [_is_tagged(tagged), _is_tagged(plain)] == [True, False]

    drawn = render_png(tagged, tmp_path / "tagged", dpi=60)
    untagged = render_png(plain, tmp_path / "plain", dpi=60)

    assert [p.read_bytes() for p in drawn] == [p.read_bytes() for p in untagged]


def test_159_4c_the_decision_says_its_outcome_in_words(people, tmp_path):
    submission = decided(people["smo"], people["applicant"], Outcome.APPROVE_WITH_MODIFICATIONS)

    content, _ = check_letter(_read(submission.letter), tmp_path, SMO)

    assert "Decision: Approved with modifications" in content
    assert submission.letter.title.endswith(": Approved with modifications")
    assert "modificationss" not in content


def test_159_4c_the_closing_stays_with_the_signature_at_every_page_break(
    people, tmp_path, monkeypatch, subtests
):
    """The reasons grow five lines at a time so that the page break moves across the end
    of the decision letter: the signature never stands alone on a page. One decided
    submission, its letter rendered again for each length (a subtest each)."""
    submission = decided(people["smo"], people["applicant"], Outcome.DISAPPROVE)
    for lines in range(4, 70, 5):
        with subtests.test(lines=lines):
            submission.smo_reasons = "\n".join(
                f"{i}. The swale at lot {i} is unstable." for i in range(lines)
            )
            context, citations, title = swppp_letters.decision_letter(
                acting_user=people["smo"], submission=submission, by_body=False
            )
            with layouts(monkeypatch) as made:
                data = render_pdf(
                    swppp_letters.DECISION_TEMPLATE,
                    {
                        **context,
                        "document_number": "SWPPP-DEC-2026-9999",
                        "issued_at": submission.smo_acted_at,
                        "citations": citations,
                        "title": title,
                    },
                )

            check_letter(data, tmp_path / f"{lines}-lines", SMO, max_pages=4)
            # not even the closing alone with the signature
            assert layout_problems(made[-1]) == []


def _render(template, context, document_number, issued_at, citations, title, monkeypatch):
    with layouts(monkeypatch) as made:
        data = render_pdf(
            template,
            {
                **context,
                "document_number": document_number,
                "issued_at": issued_at,
                "citations": citations,
                "title": title,
            },
        )
    return data, made[-1]


FILLER = (
    "The terms of this line run long enough to fill the width of the letter's text "
    "column, so that each adds a line or two to the page."
)


def test_no_page_of_an_approval_holds_only_the_signature_or_a_single_line(
    people, tmp_path, monkeypatch, subtests
):
    """Issue 46, item 8: the approval letter's last list ran one bullet over to page 3
    with the signature. Its terms grow a line at a time, so that the page break moves
    across the end of the letter: no page holds only the signature or a single line
    (pypdf, page by page: pdf_checks.thin_pages, in check_letter), and the signature's
    page never holds one bullet or one sentence of the body alone (WeasyPrint's layout).
    One decided submission, its letter rendered again for each length (a subtest each)."""
    submission = decided(people["smo"], people["applicant"], Outcome.APPROVE)
    context, citations, title = swppp_letters.decision_letter(
        acting_user=people["smo"], submission=submission, by_body=False
    )
    for lines in range(0, 26, 2):
        with subtests.test(lines=lines):
            terms = [
                swppp_letters.ApprovalTerms(
                    heading="Fees owed",
                    citations=(),
                    lines=tuple(f"{i}. {FILLER}" for i in range(lines)),
                )
            ]
            data, laid_out = _render(
                swppp_letters.DECISION_TEMPLATE,
                {**context, "approval_terms": terms},
                "SWPPP-DEC-2026-9999",
                submission.smo_acted_at,
                citations,
                title,
                monkeypatch,
            )

            check_letter(data, tmp_path / f"{lines}-lines", SMO, max_pages=4)
            assert layout_problems(laid_out) == []


def test_no_page_of_a_release_holds_only_the_signature_or_its_operative_sentence(
    people, tmp_path, monkeypatch, subtests
):
    """Issue 46, item 8: the release's operative sentence stood alone on page 2 with the
    signature. The issuer's address grows a line at a time, so that the page break moves
    across the end of the letter (one release, rendered again for each length)."""
    from inspections.models import FinalAcceptance
    from money.services.release import _subject_parts, anniversary, one_year_inspection

    guarantee = _guarantee_release(people)[0].subject
    project = guarantee.requirement.project
    acceptance = FinalAcceptance.objects.filter(**_subject_parts(project)).get()
    for lines in range(0, 40, 3):
        with subtests.test(lines=lines):
            guarantee.issuer_address = "\n".join(
                ["One M&T Plaza", *(f"Floor {i}" for i in range(lines)), "Buffalo, NY 14203"]
            )
            context, citations, title = money_letters.release_letter(
                acting_user=people["smo"],
                guarantee=guarantee,
                acceptance=acceptance,
                inspection=one_year_inspection(project, acceptance.accepted_on),
                year_ends=anniversary(acceptance.accepted_on),
            )
            data, laid_out = _render(
                money_letters.RELEASE_TEMPLATE,
                context,
                "GUAR-REL-2027-9999",
                guarantee.released_at,
                citations,
                title,
                monkeypatch,
            )

            check_letter(data, tmp_path / f"{lines}-lines", SMO, max_pages=3)
            assert layout_problems(laid_out) == []


def test_the_thin_page_checks_find_a_lone_line_and_a_lone_bullet():
    """The checks can fail: a page of one line beside the signature is found by pypdf's
    text, a page of one bullet with the signature by the layout."""
    from weasyprint import HTML

    signature = ["Sam Morgan", "Stormwater Management Officer"]
    filler = "".join(f"<p>{i}. {FILLER}</p>" for i in range(3))
    html = (
        f"<main class='body'>{filler}<ul style='break-before: page'>"
        "<li>The lone bullet.</li></ul></main><div class='closing'><p>Sam Morgan<br>"
        "Stormwater Management Officer<br>Town of Lockport</p></div>"
    )
    laid_out = HTML(string=html).render()
    data = laid_out.write_pdf()
    from tests.pdf_checks import thin_pages

    assert [p for p in thin_pages(data, signature) if "holds ['The lone bullet.']" in p]
    assert layout_problems(laid_out)[-1].endswith(
        "holds 1 block of the body with the closing and signature"
    )


def test_159_4c_no_decision_letter_without_the_applicants_postal_address(people):
    submission = submitted(people["applicant"])
    review_all(people["smo"], submission)
    party = submission.project.applicant_party
    party.mailing_postal_code = ""
    party.save()

    with pytest.raises(ValidationError) as refused:
        review.smo_decide(acting_user=people["smo"], submission=submission, outcome=Outcome.APPROVE)

    message = refused.value.message_dict["outcome"][0]
    assert "Alice Applicant has no complete mailing address" in message
    assert "Your mailing address" in message  # how to add it
    submission.refresh_from_db()
    assert submission.letter is None and not submission.smo_outcome


# --- The sweep (issue 24, item 7): the kinds with findings, at length, read from the layout
LONG_COMMENT = (
    "The plan does not show it. Show it on the drawings at the scale of the site plan, with "
    "the calculations that support it, and say in the narrative how it is maintained during "
    "construction and who inspects it after each storm of half an inch or more."
)
LONG_REASONS = "\n".join(
    f"{i}. The item of § 159-5B named in the table below is missing or incomplete."
    for i in range(1, 9)
)


def _everything_deficient(smo, submission):
    """Every item of the checklist found deficient, each with a long comment: the
    findings table runs over several pages."""
    review_all(smo, submission, dict.fromkeys(submission.checklist, LONG_COMMENT))


def _long_smo_decision(p):
    submission = submitted(p["applicant"])
    _everything_deficient(p["smo"], submission)
    decided_ = review.smo_decide(
        acting_user=p["smo"],
        submission=submission,
        outcome=Outcome.DISAPPROVE,
        reasons=LONG_REASONS,
    )
    return decided_.letter, SMO, OFFICE


def _long_forwarded(p):
    """Every finding deficient, at length; forwarded to the Planning Board with the SMO's
    recommendation to disapprove (§ 159-4B(1))."""
    ReviewingBody.objects.get(kind="planning_board").members.add(p["planner"])
    submission = submitted(p["applicant"], town_approval="planning_board")
    _everything_deficient(p["smo"], submission)
    return review.smo_recommend(
        acting_user=p["smo"],
        submission=submission,
        outcome=Outcome.DISAPPROVE,
        reasons=LONG_REASONS,
    )


def _long_recommendation(p):
    return _long_forwarded(p).recommendation_letter, SMO, OFFICE


def _long_body_decision(p):
    sent = _long_forwarded(p)
    body = ReviewingBody.objects.get(kind="planning_board")
    body.chair = p["planner"]
    body.save()
    acted = review.body_act(
        acting_user=p["planner"],
        submission=sent,
        act=board_act(outcome=Outcome.DISAPPROVE, reasons=LONG_REASONS),
    )
    return acted.letter, _body_decision_signature(), "Planning Board"


def _body_decision_signature():
    return [
        "For the Planning Board, by Resolution No. 2026-41",
        "Pat Planner",
        "Chair, Planning Board",
    ]


# The kinds whose letters carry findings, rendered again with every finding, each at
# length: the findings table runs over pages. Every other kind's letter is read from its
# layout where it is issued, in the test of each kind above.
LONG_CASES = {
    swppp_letters.DECISION_KIND: _long_smo_decision,
    f"{swppp_letters.DECISION_KIND} (body)": _long_body_decision,
    swppp_letters.RECOMMENDATION_KIND: _long_recommendation,
}


@pytest.mark.parametrize("kind", list(LONG_CASES))
def test_every_letter_kind_with_findings_at_length_has_no_orphan_closing_page_and_no_split_row(
    kind, people, tmp_path, monkeypatch
):
    with layouts(monkeypatch) as made:
        document, signature, office = LONG_CASES[kind](people)

    content, _ = check_letter(_read(document), tmp_path / "long", signature, office=office)
    _assert_laid_out_whole_and_signed(made[-1], document, content, signature)


def _assert_laid_out_whole_and_signed(laid_out, document, content, signature) -> None:
    """Issue 24, item 7: read from WeasyPrint's own layout of the letter as issued, no
    page holds only the closing and the signature, and no table row (a finding, a
    provision, a fact) is split across two pages. The signature block says who signed it
    and how."""
    assert len(laid_out.pages) == len(page_texts(_read(document)))
    assert layout_problems(laid_out) == []
    name, title = signature[-2], signature[-1]
    day = document.issued_at.astimezone(TOWN_TZ)
    assert (
        "Signed electronically through the Town of Lockport's stormwater system by "
        f"{name}, {title}, on {day:%B} {day.day}, {day.year}." in content
    )


def test_158_159_service_the_certified_mail_block_lists_the_first_class_mailing(
    people, tmp_path, client
):
    """Service counts a first-class mailing (with a posting, § 159-8C(1), § 158-11A; the
    ServiceRecord's methods): the certified-mail block of every served letter lists it
    among the ways it is served and keeps a line for its date, read back from the PDF;
    and once a first-class mailing is recorded, the order's page says when it was
    mailed."""
    from enforcement.models import ServiceRecord

    document, _, _ = _order(people)
    content = " ".join(" ".join(page_texts(_read(document))).split())
    assert "first-class mail" in content.split("Served by", 1)[1].split("Article no.")[0]
    assert "First-class mailed on" in content
    render_png(_read(document), tmp_path / "block", dpi=60)

    with time_machine.travel(local(2026, 5, 6, 10, 0), tick=False):
        notices.service_record(
            acting_user=people["smo"],
            document=document,
            method=ServiceRecord.Method.FIRST_CLASS,
            served_by_name="Ines Park",
            mailed_on=date(2026, 5, 5),
        )
        client.force_login(people["smo"])
        page = client.get(document.stop_work_order.get_absolute_url())
    assert "First-class mail by Ines Park, mailed May 5, 2026" in " ".join(
        page.content.decode().split()
    )
