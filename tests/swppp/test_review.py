"""The SMO's review and the reviewing body's action, through the services (issue 4):
§ 159-4A(2)-(3), § 159-4B(1)-(2), § 159-4C. Each test is named after its rule."""

from __future__ import annotations

import pypdf
import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from swppp.models import ChecklistItem, Finding, Outcome, ReviewingBody, Submission
from swppp.services import checklist, review
from tests.deadlines.conftest import local
from tests.money.factories import engineer_approved
from tests.swppp.factories import body_acts, forwarded, review_all, submitted

pytestmark = pytest.mark.django_db

SOILS = "159-5B(1)(c)"
REASONS = "The soils are not described; give the county soil survey units."


def pdf_text(document) -> str:
    with document.file.open("rb") as fh:
        reader = pypdf.PdfReader(fh)
        return "\n".join(page.extract_text() for page in reader.pages)


def item(code: str) -> ChecklistItem:
    return ChecklistItem.objects.get(code=code)


def state_of(submission: Submission) -> str:
    return Submission.objects.get(pk=submission.pk).state


# --- § 159-4C: the SMO decides -------------------------------------------------------
def test_159_4c_the_smo_approves_only_a_swppp_without_deficient_items(smo, applicant):
    submission = submitted(applicant)
    review_all(smo, submission, {SOILS: "No soil survey."})

    with pytest.raises(ValidationError) as exc:
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    assert f"§ {SOILS}" in exc.value.message_dict["outcome"][0]
    assert "§ 159-4C" in exc.value.message_dict["outcome"][0]
    submission.refresh_from_db()
    assert submission.state == Submission.State.RECEIVED
    assert submission.smo_outcome == "" and submission.letter is None
    assert clocks_for(submission).get().status == Deadline.Status.OPEN


@pytest.mark.parametrize(
    ("outcome", "state"),
    [
        (Outcome.APPROVE_WITH_MODIFICATIONS, Submission.State.APPROVED_WITH_MODIFICATIONS),
        (Outcome.DISAPPROVE, Submission.State.DISAPPROVED),
    ],
)
def test_159_4c_reasons_in_writing_for_modifications_or_disapproval(smo, applicant, outcome, state):
    submission = submitted(applicant)
    review_all(smo, submission, {SOILS: "No soil survey."})

    for blank in ("", "   \n "):
        with pytest.raises(ValidationError) as exc:
            review.smo_decide(
                acting_user=smo, submission=submission, outcome=outcome, reasons=blank
            )
        assert "§ 159-4C" in exc.value.message_dict["reasons"][0]
    assert state_of(submission) == Submission.State.RECEIVED

    decided = review.smo_decide(
        acting_user=smo, submission=submission, outcome=outcome, reasons=f"  {REASONS}  "
    )

    assert decided.state == state
    assert decided.smo_reasons == REASONS
    assert REASONS in pdf_text(decided.letter)


def test_159_4c_every_item_reviewed_before_approval(smo, applicant):
    submission = submitted(applicant)
    for code in submission.checklist[:-1]:
        review.finding_record(
            acting_user=smo, submission=submission, item=item(code), status="acceptable"
        )
    last = submission.checklist[-1]

    with pytest.raises(ValidationError) as exc:
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    assert f"not yet reviewed: § {last}" in exc.value.message_dict["outcome"][0]
    assert state_of(submission) == Submission.State.RECEIVED

    review.finding_record(
        acting_user=smo, submission=submission, item=item(last), status="acceptable"
    )
    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    assert approved.state == Submission.State.APPROVED


def test_159_4c_a_decision_meets_the_45_day_clock(smo, applicant):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        submission = submitted(applicant)
    clock = clocks_for(submission).get()
    assert clock.rule_code == "swppp_decision"
    assert clock.status == Deadline.Status.OPEN
    review_all(smo, submission)

    with time_machine.travel(local(2026, 4, 6, 15, 30), tick=False):
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET
    assert clock.met_at == local(2026, 4, 6, 15, 30)
    assert not clock.met_late
    assert clock.history.first().history_user == smo


def test_159_4c_a_late_decision_meets_the_missed_clock_late(smo, applicant):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        submission = submitted(applicant)
    review_all(smo, submission)
    with time_machine.travel(local(2026, 4, 20, 9, 0), tick=False):
        sweep.run()
        assert clocks_for(submission).get().status == Deadline.Status.MISSED
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    clock = clocks_for(submission).get()
    assert clock.status == Deadline.Status.MET
    assert clock.met_late and clock.status_label == "Met late"


@pytest.mark.parametrize("outcome", [Outcome.APPROVE, Outcome.DISAPPROVE])
def test_159_4c_a_decision_issues_a_letter_citing_the_sections(smo, applicant, outcome):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        submission = submitted(applicant)
    deficient = {} if outcome == Outcome.APPROVE else {SOILS: "No soil survey."}
    review_all(smo, submission, deficient)

    with time_machine.travel(local(2026, 4, 6, 15, 30), tick=False):
        decided = review.smo_decide(
            acting_user=smo,
            submission=submission,
            outcome=outcome,
            reasons="" if outcome == Outcome.APPROVE else REASONS,
        )

    letter = decided.letter
    assert letter.number == "SWPPP-DEC-2026-0001"
    assert letter.subject == decided
    text = pdf_text(letter)
    assert "SWPPP-DEC-2026-0001" in text
    assert "§ 159-4C" in text
    assert "Town of Lockport" in text
    assert decided.project.reference in text
    if outcome == Outcome.APPROVE:
        assert "§ 159-5E" in text
        assert "48 hours" in text
    else:
        assert REASONS in text
        assert f"§ {SOILS}" in text and "No soil survey." in text
    # The applicant is told, with the letter's number.
    message = Notification.objects.get(event_key=f"swppp:{decided.pk}:decided")
    assert message.recipient == applicant
    assert "SWPPP-DEC-2026-0001" in message.body


# --- § 159-4B(1): the SMO recommends and forwards ------------------------------------
def test_159_4b1_the_smo_forwards_a_recommendation_and_meets_the_clock(
    smo, applicant, planning_member
):
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        submission = submitted(applicant, town_approval="planning_board")
    clock = clocks_for(submission).get()
    assert clock.rule_code == "swppp_recommendation"
    review_all(smo, submission, {SOILS: "No soil survey."})

    with time_machine.travel(local(2026, 4, 6, 15, 30), tick=False):
        sent = review.smo_recommend(
            acting_user=smo,
            submission=submission,
            outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
            reasons=REASONS,
        )

    assert sent.state == Submission.State.FORWARDED
    assert sent.smo_outcome == Outcome.APPROVE_WITH_MODIFICATIONS
    assert sent.letter is None  # the body decides (§ 159-4B(2))
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET
    assert clock.met_at == local(2026, 4, 6, 15, 30)
    letter = sent.recommendation_letter
    assert letter.number == "SWPPP-REC-2026-0001"
    text = pdf_text(letter)
    assert "§ 159-4B(1)" in text
    assert "Planning Board" in text
    assert REASONS in text
    member_message = Notification.objects.get(event_key=f"swppp:{sent.pk}:forwarded")
    assert member_message.recipient == planning_member


def test_159_4b1_approval_is_recommended_only_for_a_swppp_that_complies(smo, applicant):
    submission = submitted(applicant, town_approval="planning_board")
    review_all(smo, submission, {SOILS: "No soil survey."})

    with pytest.raises(ValidationError) as exc:
        review.smo_recommend(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    assert "§ 159-4B(1)" in exc.value.message_dict["outcome"][0]

    with pytest.raises(ValidationError) as exc:
        review.smo_recommend(
            acting_user=smo, submission=submission, outcome=Outcome.DISAPPROVE, reasons=""
        )
    assert "reasons" in exc.value.message_dict
    assert state_of(submission) == Submission.State.RECEIVED


# --- § 159-4B(2): the reviewing body acts --------------------------------------------
def test_159_4b2_the_body_acts_only_on_what_was_forwarded_to_it(
    smo, applicant, planning_member, make_user
):
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    not_yet = submitted(applicant, town_approval="planning_board")
    with pytest.raises(ValidationError, match="not waiting for the reviewing body"):
        body_acts(
            acting_user=planning_member,
            submission=not_yet,
            outcome=Outcome.APPROVE,
            complies=True,
        )

    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        sent = forwarded(smo, applicant, planning_member)
    inspector_body = make_user(Role.REVIEWING_BODY)
    ReviewingBody.objects.get(kind="building_inspector").members.add(inspector_body)
    with pytest.raises(
        PermissionDenied, match="Only a member of the reviewing body records its act on this "
    ):
        body_acts(
            acting_user=inspector_body, submission=sent, outcome=Outcome.APPROVE, complies=True
        )
    assert state_of(sent) == Submission.State.FORWARDED

    with time_machine.travel(local(2026, 5, 4, 19, 0), tick=False):
        acted = body_acts(
            acting_user=planning_member, submission=sent, outcome=Outcome.APPROVE, complies=True
        )

    assert acted.state == Submission.State.APPROVED
    assert acted.body_outcome == Outcome.APPROVE and acted.body_acted_by == planning_member
    assert acted.smo_outcome == Outcome.APPROVE  # the recommendation is kept
    text = pdf_text(acted.letter)
    assert acted.letter.number == "SWPPP-DEC-2026-0001"
    assert "§ 159-4B(2)" in text and "Planning Board" in text
    assert "§ 159-5E" in text and "48 hours" in text


def test_159_4b2_the_body_does_not_approve_without_finding_compliance(
    smo, applicant, planning_member
):
    sent = forwarded(smo, applicant, planning_member)

    with pytest.raises(ValidationError) as exc:
        body_acts(
            acting_user=planning_member, submission=sent, outcome=Outcome.APPROVE, complies=False
        )

    assert "§ 159-4B(2)" in exc.value.message_dict["complies"][0]
    sent.refresh_from_db()
    assert sent.state == Submission.State.FORWARDED and sent.letter is None


@pytest.mark.parametrize("outcome", [Outcome.APPROVE_WITH_MODIFICATIONS, Outcome.DISAPPROVE])
def test_159_4b2_reasons_in_writing_when_not_approving(smo, applicant, planning_member, outcome):
    sent = forwarded(smo, applicant, planning_member)

    with pytest.raises(ValidationError) as exc:
        body_acts(acting_user=planning_member, submission=sent, outcome=outcome, reasons=" ")
    assert "§ 159-4B(2)" in exc.value.message_dict["reasons"][0]
    assert state_of(sent) == Submission.State.FORWARDED

    acted = body_acts(
        acting_user=planning_member, submission=sent, outcome=outcome, reasons=REASONS
    )

    assert acted.state in Submission.NEEDS_REVISION
    assert acted.body_reasons == REASONS
    assert REASONS in pdf_text(acted.letter)


# --- § 159-4A: how the SMO reviews ---------------------------------------------------
def test_159_4a2_an_outside_engineer_needs_town_board_approval(smo, applicant):
    submission = submitted(applicant)

    with pytest.raises(ValidationError) as exc:
        review.review_options_save(
            acting_user=smo, submission=submission, outside_engineer="Pat Engineer, PE 099999"
        )
    assert "§ 159-4A(2)" in exc.value.message_dict["outside_engineer"][0]
    submission.refresh_from_db()
    assert submission.outside_engineer == ""

    approval = engineer_approved(submission.project, engineer="Pat Engineer, PE 099999")
    saved = review.review_options_save(
        acting_user=smo, submission=submission, outside_engineer="Pat Engineer, PE 099999"
    )
    assert saved.outside_engineer_board_approval == approval.citation
    assert saved.history.first().history_user == smo

    cleared = review.review_options_save(
        acting_user=smo, submission=submission, outside_engineer=""
    )
    assert cleared.outside_engineer == "" and cleared.outside_engineer_board_approval == ""


def test_159_4a3_the_smo_may_accept_the_professionals_certification(smo, applicant, make_user):
    submission = submitted(applicant, conformance=True)
    assert submission.certification.certifies_conformance  # § 159-4A(3): it was made

    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer reviews SWPPPs\\."
    ):
        review.review_options_save(
            acting_user=make_user(Role.INSPECTOR),
            submission=submission,
            accepted_professional_certification=True,
        )

    accepted = review.review_options_save(
        acting_user=smo, submission=submission, accepted_professional_certification=True
    )

    assert Submission.objects.get(pk=submission.pk).accepted_professional_certification
    assert accepted.history.first().history_user == smo
    # Once decided the version no longer changes.
    review_all(smo, submission)
    review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    with pytest.raises(
        ValidationError, match="Version 1 is approved, not under the SMO's review\\."
    ):
        review.review_options_save(
            acting_user=smo, submission=submission, accepted_professional_certification=False
        )


# --- findings --------------------------------------------------------------------------
def test_a_deficient_finding_says_what_is_deficient(smo, applicant):
    submission = submitted(applicant)

    with pytest.raises(ValidationError) as exc:
        review.finding_record(
            acting_user=smo, submission=submission, item=item(SOILS), status="deficient"
        )
    assert "comment" in exc.value.message_dict
    with pytest.raises(ValidationError, match="Choose acceptable or deficient\\."):
        review.finding_record(
            acting_user=smo, submission=submission, item=item(SOILS), status="maybe"
        )
    assert not Finding.objects.exists()


def test_findings_are_saved_all_or_nothing_with_errors_keyed_by_item(smo, applicant):
    submission = submitted(applicant)
    a, c = item("159-5B(1)(a)"), item(SOILS)

    with pytest.raises(ValidationError) as exc:
        review.findings_save(
            acting_user=smo,
            submission=submission,
            findings={a.pk: ("acceptable", ""), c.pk: ("deficient", "")},
        )

    assert set(exc.value.message_dict) == {f"finding-{c.pk}"}
    assert not Finding.objects.exists()

    saved = review.findings_save(
        acting_user=smo,
        submission=submission,
        findings={a.pk: ("acceptable", ""), c.pk: ("deficient", "No survey."), 999999: ("", "")},
    )
    assert {f.item.code: f.status for f in saved} == {
        "159-5B(1)(a)": "acceptable",
        SOILS: "deficient",
    }


def test_a_received_version_keeps_the_checklist_it_was_received_with(smo, applicant):
    submission = submitted(applicant)
    added = checklist.checklist_item_add(
        acting_user=smo,
        code="159-5B(3)(a)",
        part="5B3",
        label="Water quantity and quality controls",
        statute_text="Description of the water quantity and water quality controls.",
        order=5,
    )

    with pytest.raises(ValidationError, match="not part of this version's checklist"):
        review.finding_record(
            acting_user=smo, submission=submission, item=added, status="acceptable"
        )
    review_all(smo, submission)
    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    assert approved.state == Submission.State.APPROVED
    assert "159-5B(3)(a)" not in approved.checklist


# --- who may act, on which path, and only once ---------------------------------------
@pytest.mark.parametrize("role", [Role.INSPECTOR, Role.CLERK, Role.APPLICANT, Role.TOWN_BOARD])
def test_only_the_smo_reviews_decides_or_recommends(make_user, smo, applicant, role):
    someone = make_user(role)
    decide_path = submitted(applicant)
    body_path = submitted(applicant, town_approval="planning_board")

    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer reviews SWPPPs\\."
    ):
        review.finding_record(
            acting_user=someone, submission=decide_path, item=item(SOILS), status="acceptable"
        )
    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer reviews SWPPPs\\."
    ):
        review.review_options_save(acting_user=someone, submission=decide_path)
    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer reviews SWPPPs\\."
    ):
        review.smo_decide(
            acting_user=someone, submission=decide_path, outcome=Outcome.DISAPPROVE, reasons="x"
        )
    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer reviews SWPPPs\\."
    ):
        review.smo_recommend(
            acting_user=someone, submission=body_path, outcome=Outcome.DISAPPROVE, reasons="x"
        )
    assert state_of(decide_path) == state_of(body_path) == Submission.State.RECEIVED


def test_159_4b2_a_non_member_does_not_act_for_the_body(smo, applicant, planning_member, make_user):
    sent = forwarded(smo, applicant, planning_member)

    for outsider in (smo, make_user(Role.REVIEWING_BODY), make_user(Role.TOWN_BOARD), applicant):
        with pytest.raises(
            PermissionDenied, match="Only a member of the reviewing body records its act on this "
        ):
            body_acts(acting_user=outsider, submission=sent, outcome=Outcome.APPROVE, complies=True)
    assert state_of(sent) == Submission.State.FORWARDED


def test_the_wrong_path_is_refused(smo, applicant):
    decide_path = submitted(applicant)
    body_path = submitted(applicant, town_approval="planning_board")
    review_all(smo, decide_path)
    review_all(smo, body_path)

    with pytest.raises(ValidationError, match=r"§ 159-4B\(1\)"):
        review.smo_decide(acting_user=smo, submission=body_path, outcome=Outcome.APPROVE)
    with pytest.raises(ValidationError, match="§ 159-4C"):
        review.smo_recommend(acting_user=smo, submission=decide_path, outcome=Outcome.APPROVE)

    assert state_of(decide_path) == state_of(body_path) == Submission.State.RECEIVED


def test_acting_twice_is_refused(smo, applicant, planning_member):
    decided = submitted(applicant)
    review_all(smo, decided)
    review.smo_decide(acting_user=smo, submission=decided, outcome=Outcome.APPROVE)
    with pytest.raises(ValidationError, match="not under the SMO's review"):
        review.smo_decide(
            acting_user=smo, submission=decided, outcome=Outcome.DISAPPROVE, reasons="Changed."
        )
    with pytest.raises(
        ValidationError, match="Version 1 is approved, not under the SMO's review\\."
    ):
        review.finding_record(
            acting_user=smo, submission=decided, item=item(SOILS), status="acceptable"
        )

    sent = forwarded(smo, applicant, planning_member)
    with pytest.raises(
        ValidationError, match="Version 1 is forwarded to the reviewing body, not under the "
    ):
        review.smo_recommend(acting_user=smo, submission=sent, outcome=Outcome.APPROVE)
    body_acts(acting_user=planning_member, submission=sent, outcome=Outcome.APPROVE, complies=True)
    with pytest.raises(ValidationError, match="not waiting"):
        body_acts(
            acting_user=planning_member,
            submission=sent,
            outcome=Outcome.DISAPPROVE,
            reasons="Changed our mind.",
        )
    assert state_of(decided) == state_of(sent) == Submission.State.APPROVED


# --- the checklist service (swppp/services/checklist.py) -----------------------------
@pytest.mark.parametrize(
    ("code", "part", "message"),
    [
        ("", "5B3", "Give the item's section"),
        ("159-6A(1)", "5B3", "starts with 159-5B"),
        ("159-5B3a", "5B3", "e.g. 159-5B(3)(a)"),
        ("159-5B(1)(q)", "5B3", "starting with 159-5B(3)"),
        ("159-5B(1)(c)", "5B1", "already on the checklist"),
    ],
)
def test_159_5b_a_checklist_item_has_a_well_formed_new_code(smo, code, part, message):
    with pytest.raises(ValidationError) as exc:
        checklist.checklist_item_add(
            acting_user=smo, code=code, part=part, label="L", statute_text="T", order=1
        )
    assert message in exc.value.message_dict["code"][0]


def test_159_5b_the_smo_adds_an_item_for_drafts_and_takes_it_out_of_use(smo, make_user):
    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer adds checklist items\\."
    ):
        checklist.checklist_item_add(
            acting_user=make_user(Role.INSPECTOR),
            code="159-5B(3)(a)",
            part="5B3",
            label="L",
            statute_text="T",
            order=1,
        )
    with pytest.raises(ValidationError) as exc:
        checklist.checklist_item_add(
            acting_user=smo, code="159-5B(3)(a)", part="5B3", label="", statute_text="", order=-1
        )
    assert set(exc.value.message_dict) == {"label", "statute_text", "order"}

    added = checklist.checklist_item_add(
        acting_user=smo,
        code=" 159-5B(3)(a) ",
        part="5B3",
        label="Water quantity and quality controls",
        statute_text="Description of the controls.",
        order=5,
    )
    assert added.code == "159-5B(3)(a)" and added.active and added.added_by == smo
    assert added.history.get().history_user == smo

    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer changes the checklist"
    ):
        checklist.checklist_item_set_active(
            acting_user=make_user(Role.CLERK), item=added, active=False
        )
    withdrawn = checklist.checklist_item_set_active(acting_user=smo, item=added, active=False)
    assert not withdrawn.active
    assert withdrawn.history.first().history_user == smo
    assert withdrawn.history.count() == 2


# --- compliance: who judges it ----------------------------------------------------------
def test_159_4b2_the_body_judges_compliance_itself_despite_the_smos_findings(
    smo, applicant, planning_member
):
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(applicant, town_approval="planning_board")
    review_all(smo, submission, {SOILS: "No soil survey."})
    review.smo_recommend(
        acting_user=smo, submission=submission, outcome=Outcome.DISAPPROVE, reasons=REASONS
    )

    acted = body_acts(
        acting_user=planning_member, submission=submission, outcome=Outcome.APPROVE, complies=True
    )

    assert acted.state == Submission.State.APPROVED


def test_159_4a3_accepting_the_certification_stands_in_for_item_by_item_review(smo, applicant):
    submission = submitted(applicant, conformance=True)
    with pytest.raises(ValidationError, match="not yet reviewed"):
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    review.review_options_save(
        acting_user=smo, submission=submission, accepted_professional_certification=True
    )

    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    assert approved.state == Submission.State.APPROVED
    text = pdf_text(approved.letter)
    assert "§ 159-4A(3)" in text and "081234" in text


def test_159_4a3_a_deficient_finding_still_blocks_approval_after_accepting_the_certification(
    smo, applicant
):
    submission = submitted(applicant, conformance=True)
    review.review_options_save(
        acting_user=smo, submission=submission, accepted_professional_certification=True
    )
    review.finding_record(
        acting_user=smo, submission=submission, item=item(SOILS), status="deficient", comment="x"
    )
    with pytest.raises(ValidationError, match="deficient"):
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)


def test_findings_on_an_unknown_item_are_an_error_not_a_crash(smo, applicant):
    submission = submitted(applicant)
    with pytest.raises(ValidationError) as exc:
        review.findings_save(
            acting_user=smo, submission=submission, findings={999999: ("acceptable", "")}
        )
    assert "finding-999999" in exc.value.message_dict
