"""Every kind of letter the Town issues, as it is mailed (issue 8, item 3): each is
issued through its service, read back and rendered to PNG with pdftoppm
(tests/pdf_checks.py: check_letter), its page count bounded, no page holding only the
signature block, the signer named with their title, the letterhead naming who issues
it (a body's letter in the body's name) and the Town's email, never localhost. The
outcome of a SWPPP decision is in words. A kind added to a letters module without a
case here fails ``test_every_letter_kind_has_a_case``."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import ValidationError

from enforcement import letters as enforcement_letters
from enforcement.models import Appeal
from enforcement.services import appeals, corrective, orders
from illicit import letters as illicit_letters
from illicit.services import orders as illicit_orders
from inspections import letters as inspections_letters
from inspections.models import WorkHold
from inspections.services import after_construction
from lockport_sw.accounts.roles import Role
from lockport_sw.documents.rendering import render_pdf
from money import letters as money_letters
from swppp import letters as swppp_letters
from swppp.models import Outcome, ReviewingBody
from swppp.services import review
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    posted,
    respondent_party,
)
from tests.factories import UserFactory
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_with_violations,
    scheduled,
)
from tests.pdf_checks import check_letter, page_texts
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
        appeals.hearing_schedule(
            acting_user=p["board"], appeal=appeal, hearing_at=local(2026, 3, 26, 19)
        )
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
        appeals.hearing_schedule(
            acting_user=p["board"], appeal=appeal, hearing_at=local(2026, 3, 26, 19)
        )
        appeal = appeals.hearing_schedule(
            acting_user=p["board"], appeal=appeal, hearing_at=local(2026, 4, 2, 18, 30)
        )
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
        posted(p["smo"], notice)
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


def _invoice(p):
    """§ 159-8D: the invoice of the fees on a project's account, the schedule cited."""
    from money.services import fees, invoices
    from tests.money.factories import adopt

    clerk = UserFactory(roles=[Role.CLERK])
    with time_machine.travel(local(2026, 1, 20, 10, 0), tick=False):
        adopt(clerk)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        project = submitted(p["applicant"]).project
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
    from tests.money.factories import letter_of_credit, maintenance_notice

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
    with time_machine.travel(local(2026, 3, 25, 10, 0), tick=False):
        draw = release.draw_record(
            acting_user=p["smo"],
            guarantee=loc,
            notice=notice,
            work_cost=Decimal("2400"),
            engineering_cost=Decimal("350"),
            inspection_cost=Decimal("125.50"),
            work_done="Niagara Pond Services cleared the outlet and removed the debris.",
            drawn_on=date(2026, 3, 25),
        )
    return draw.document, SMO, OFFICE


CASES = {
    money_letters.INVOICE_KIND: _invoice,
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
    illicit_letters.APPROVAL_KIND: _discharge_approval,
    enforcement_letters.OCCUPANCY_KIND: _occupancy,
    swppp_letters.DECISION_KIND: _smo_decision,
    f"{swppp_letters.DECISION_KIND} (body)": _body_decision,
    swppp_letters.RECOMMENDATION_KIND: _recommendation,
}


def _kinds(module) -> set[str]:
    return {value for name, value in vars(module).items() if name.endswith("_KIND")}


def test_every_letter_kind_has_a_case():
    modules = (
        enforcement_letters,
        swppp_letters,
        inspections_letters,
        illicit_letters,
        money_letters,
    )
    kinds = set().union(*map(_kinds, modules)) | {after_construction.NOTICE_KIND}
    assert kinds == {kind.split(" ")[0] for kind in CASES}


@pytest.mark.parametrize("kind", list(CASES))
def test_each_letter_kind_renders_mailable(kind, people, tmp_path):
    document, signature, office = CASES[kind](people)

    content, pages = check_letter(_read(document), tmp_path, signature, max_pages=3, office=office)

    assert pages >= 1
    for line in signature:
        assert line in content  # the signer by name and title, or the body
    if office != OFFICE:
        assert OFFICE not in page_texts(_read(document))[0].splitlines()[:6]


def test_159_4c_the_decision_says_its_outcome_in_words(people, tmp_path):
    submission = decided(people["smo"], people["applicant"], Outcome.APPROVE_WITH_MODIFICATIONS)

    content, _ = check_letter(_read(submission.letter), tmp_path, SMO)

    assert "Decision: Approved with modifications" in content
    assert submission.letter.title.endswith(": Approved with modifications")
    assert "modificationss" not in content


@pytest.mark.parametrize("lines", range(4, 70, 5))
def test_159_4c_the_closing_stays_with_the_signature_at_every_page_break(people, tmp_path, lines):
    """The reasons grow line by line so that the page break moves across the end of the
    decision letter: the signature never stands alone on a page."""
    submission = decided(people["smo"], people["applicant"], Outcome.DISAPPROVE)
    submission.smo_reasons = "\n".join(
        f"{i}. The swale at lot {i} is unstable." for i in range(lines)
    )
    context, citations, title = swppp_letters.decision_letter(
        acting_user=people["smo"], submission=submission, by_body=False
    )
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

    check_letter(data, tmp_path, SMO, max_pages=4)


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
