"""Chapter 159 read right (issue 12): one test at least per item, named after the section
it applies. (Item 9, § 159-5D, is in test_contractors.py; the links' own rules in
tests/invitations/.)"""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal as D
from pathlib import Path

import pypdf
import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.audit.selectors import timeline
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.documents.models import Upload
from lockport_sw.notifications.models import Notification
from swppp import applicability, milestones, selectors
from swppp.checklist import BASIC, POST_CONSTRUCTION
from swppp.models import (
    ChecklistItem,
    MaintenanceInstrument,
    Outcome,
    ReviewingBody,
    Submission,
)
from swppp.models.professional import CONFORMANCE_STATEMENT, DESIGN_STATEMENT
from swppp.services import checklist, maintenance, plans, professional, projects, review
from tests.swppp.factories import (
    CONDITION_C,
    ENGINEER_EMAIL,
    SIGNED,
    ask_signature,
    board_act,
    board_votes,
    body_acts,
    complete,
    draft_of,
    forwarded,
    make_project,
    professional_signs,
    review_all,
    submitted,
)

pytestmark = pytest.mark.django_db

STATUTE = Path(__file__).resolve().parents[2] / "docs/statute/chapter-159-stormwater-management.txt"
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def pdf_text(document) -> str:
    with document.file.open("rb") as fh:
        return "\n".join(page.extract_text() for page in pypdf.PdfReader(fh).pages)


def flat(text: str) -> str:
    return " ".join(text.split())


def today() -> date:
    return timezone.now().astimezone(TOWN_TZ).date()


def state_of(submission) -> str:
    return Submission.objects.get(pk=submission.pk).state


# --- item 1: § 159-4A(3) is its own certification -------------------------------------
def test_159_4A3_the_smo_relies_only_on_a_conformance_certification_that_was_made(smo, applicant):
    only_design = submitted(applicant)  # signed under § 159-5B(4) only
    assert only_design.certification.design_statement == DESIGN_STATEMENT
    assert not only_design.certification.certifies_conformance

    with pytest.raises(ValidationError) as exc:
        review.review_options_save(
            acting_user=smo, submission=only_design, accepted_professional_certification=True
        )
    assert (
        "did not certify that the SWPPP conforms"
        in (exc.value.message_dict["accepted_professional_certification"][0])
    )
    with pytest.raises(ValidationError, match="not yet reviewed"):
        review.smo_decide(acting_user=smo, submission=only_design, outcome=Outcome.APPROVE)

    made = submitted(applicant, conformance=True)
    assert made.certification.conformance_statement == CONFORMANCE_STATEMENT
    review.review_options_save(
        acting_user=smo, submission=made, accepted_professional_certification=True
    )
    approved = review.smo_decide(acting_user=smo, submission=made, outcome=Outcome.APPROVE)
    text = flat(pdf_text(approved.letter))
    assert flat(CONFORMANCE_STATEMENT) in text and "accepted that certification" in text


def test_159_4A3_the_decision_states_the_basis_actually_used(smo, applicant):
    """Issue 23: relying on the § 159-4A(3) certification, the letter does not say the
    SMO reviewed the SWPPP against § 159-5 and § 159-6; after findings item by item, it
    does."""
    relied = submitted(applicant, conformance=True)
    review.review_options_save(
        acting_user=smo, submission=relied, accepted_professional_certification=True
    )
    text = flat(
        pdf_text(
            review.smo_decide(acting_user=smo, submission=relied, outcome=Outcome.APPROVE).letter
        )
    )
    assert (
        "relying on the certification of the licensed professional, accepted under § 159-4A(3)"
        in text
    )
    assert "has reviewed the SWPPP" not in text

    own = submitted(applicant)
    review_all(smo, own)
    text = flat(
        pdf_text(review.smo_decide(acting_user=smo, submission=own, outcome=Outcome.APPROVE).letter)
    )
    assert "has reviewed the SWPPP item by item against the requirements of § 159-5" in text
    assert "relying on the certification" not in text


def test_159_4A3_the_letter_quotes_only_the_certifications_made(smo, applicant):
    submission = submitted(applicant)
    review_all(smo, submission)

    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    text = flat(pdf_text(approved.letter))
    assert flat(DESIGN_STATEMENT) in text  # § 159-5B(4), as signed
    assert "Erin Engineer" in text and "081234" in text
    assert "conforms to the requirements" not in text  # § 159-4A(3) was not certified
    assert "§ 159-4A(3)" not in text


# --- item 2: § 159-5B(4), the professional signs in person ----------------------------
def test_159_5B4_the_professional_signs_through_a_link_sent_to_their_own_address(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)

    with pytest.raises(ValidationError) as own:
        ask_signature(draft, applicant, email=applicant.email)
    assert "That is your own address" in own.value.message_dict["email"][0]
    request = ask_signature(draft, applicant)

    mail = Notification.objects.get(address=ENGINEER_EMAIL)
    assert mail.url == reverse("swppp:professional_sign", args=[request.token])
    page = Client().get(mail.url).content.decode()
    assert "See sheet for soils." in page  # the professional reads what they sign
    assert 'name="license_number"' in page and 'name="certifies_design"' in page

    engineer = Client()  # no account
    response = engineer.post(
        mail.url,
        {
            **SIGNED,
            "certifies_design": "on",
            "fingerprint": professional.fingerprint(draft),
        },
    )

    assert response.status_code == 302
    request.refresh_from_db()
    assert request.is_signed and request.signed_on == today()  # the day of signing
    assert request.license_number == "081234" and not request.certifies_conformance
    assert "Thank you: the SWPPP is signed" in engineer.get(mail.url).content.decode()
    assert Client().get(mail.url).status_code == 410  # used once
    assert timeline(draft.project).first().action == "swppp.professional_signed"


def test_159_5B4_a_version_is_not_submitted_until_the_professional_signed_it(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)

    with pytest.raises(ValidationError, match=r"§ 159-5B\(4\): The licensed professional"):
        plans.submit(acting_user=applicant, submission=draft)
    ask_signature(draft, applicant)
    with pytest.raises(ValidationError, match="Waiting for Erin Engineer to sign"):
        plans.submit(acting_user=applicant, submission=draft)

    signature = professional_signs(draft, applicant)
    # A change to the draft after the signature needs a new one.
    plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=ChecklistItem.objects.get(code="159-5B(1)(c)"),
        text="Changed after signing.",
    )
    with pytest.raises(ValidationError, match="The draft changed after Erin Engineer signed"):
        plans.submit(acting_user=applicant, submission=draft)

    again = professional_signs(draft, applicant)
    received = plans.submit(acting_user=applicant, submission=draft)

    assert received.certification == again != signature  # frozen with the version
    assert professional.valid_signature(received) == again


@pytest.mark.parametrize("number", ["81234", "0812345", "08-234", "abcdef", ""])
def test_159_5B4_the_new_york_license_number_is_six_digits(applicant, number):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    request = ask_signature(draft, applicant)

    with pytest.raises(ValidationError) as exc:
        professional.signature_sign(
            signature=request, certifies_design=True, **{**SIGNED, "license_number": number}
        )

    assert "six digits" in exc.value.message_dict["license_number"][0]
    request.refresh_from_db()
    assert not request.is_signed and request.link.is_open


def test_159_5B4_the_applicants_account_cannot_sign_for_the_professional(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    request = ask_signature(draft, applicant)

    with pytest.raises(PermissionDenied, match="signed in as the project's applicant"):
        professional.signature_sign(
            signature=request, signed_in_user=applicant, certifies_design=True, **SIGNED
        )
    client = Client()
    client.force_login(applicant)
    url = reverse("swppp:professional_sign", args=[request.token])
    page = client.get(url).content.decode()
    assert "your account cannot sign for them" in page and 'name="license_number"' not in page
    client.post(url, {**SIGNED, "certifies_design": "on"})
    # The draft's own form has no certification to tick either.
    plans.contents_save(acting_user=applicant, submission=draft, professional_certifies=True)

    request.refresh_from_db()
    assert not request.is_signed
    assert "professional_signature" in {g.key for g in plans.missing(draft)}


def test_159_5B4_the_professional_certifies_the_design_to_sign(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    request = ask_signature(draft, applicant)

    with pytest.raises(ValidationError) as exc:
        professional.signature_sign(signature=request, certifies_design=False, **SIGNED)

    assert "§ 159-5B(4)" in exc.value.message_dict["certifies_design"][0]


# --- item 3: § 159-7B, § 159-7C(4), maintenance before approval -----------------------
def record(smo, project, kind, **values):
    defaults = {
        "approved_by": "Ada Turner, Town Attorney",
        "approved_on": today() - timedelta(days=5),
        "recorded_on": today() - timedelta(days=2),
        "instrument_number": "2026-418877",
        "file": SimpleUploadedFile(f"{kind}.pdf", PDF),
    }
    return maintenance.instrument_record(
        acting_user=smo, project=project, kind=kind, **{**defaults, **values}
    )


def test_159_7B_7C4_approval_waits_for_the_easement_and_the_agreement(smo, applicant):
    submission = submitted(applicant, contents={"stormwater_facility": "yes"})
    review_all(smo, submission)

    with pytest.raises(ValidationError) as exc:
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    refusal = exc.value.message_dict["outcome"][0]
    assert "§ 159-7B" in refusal and "§ 159-7C(4)" in refusal
    assert state_of(submission) == Submission.State.RECEIVED

    easement = record(smo, submission.project, "easement")
    with pytest.raises(ValidationError) as exc:
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    assert "§ 159-7B" not in exc.value.message_dict["outcome"][0]
    assert "Appendix A" in exc.value.message_dict["outcome"][0]

    record(
        smo,
        submission.project,
        "agreement",
        follows_appendix_a=True,
        instrument_number="",
        liber="4102",
        page="233",
    )
    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    assert approved.state == Submission.State.APPROVED
    # Each recorded document is kept as a file on the project.
    assert easement.document.subject == submission.project
    assert Upload.objects.filter(subject_id=submission.project_id).count() == 2
    text = flat(pdf_text(approved.letter))
    assert "instrument no. 2026-418877" in text and "Liber 4102, page 233" in text


def test_159_7B_no_approval_with_modifications_before_the_easement_and_agreement(smo, applicant):
    """§ 159-7B: "Prior to the issuance of any approval that has a stormwater management
    facility as one of the requirements": an approval with modifications waits for the
    easement and the agreement as an approval does; a disapproval does not."""
    submission = submitted(applicant, contents={"stormwater_facility": "yes"})
    review_all(smo, submission, {"159-5B(1)(c)": "No soils."})

    with pytest.raises(ValidationError, match="no approval, with modifications or not") as exc:
        review.smo_decide(
            acting_user=smo,
            submission=submission,
            outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
            reasons="Describe the soils.",
        )
    message = exc.value.message_dict["outcome"][0]
    assert "§ 159-7B" in message and "Appendix A" in message
    assert Submission.objects.get(pk=submission.pk).state == Submission.State.RECEIVED
    # The refusals the review page shows before the SMO acts say the same.
    refusals = review._act_refusals(
        submission, Outcome.APPROVE_WITH_MODIFICATIONS, "Describe the soils.", None
    )
    assert "§ 159-7B" in refusals["outcome"][0]

    record(smo, submission.project, "easement", instrument_number="2026-418877")
    record(
        smo,
        submission.project,
        "agreement",
        follows_appendix_a=True,
        instrument_number="",
        liber="4102",
        page="233",
    )
    acted = review.smo_decide(
        acting_user=smo,
        submission=submission,
        outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
        reasons="Describe the soils.",
    )
    assert acted.state == Submission.State.APPROVED_WITH_MODIFICATIONS


def test_159_7B_a_disapproval_waits_for_no_easement(smo, applicant):
    submission = submitted(applicant, contents={"stormwater_facility": "yes"})
    review_all(smo, submission, {"159-5B(1)(c)": "No soils."})
    acted = review.smo_decide(
        acting_user=smo, submission=submission, outcome=Outcome.DISAPPROVE, reasons="Soils."
    )
    assert acted.state == Submission.State.DISAPPROVED


def test_159_7B_the_smo_finds_a_facility_the_applicant_did_not_declare(smo, applicant):
    submission = submitted(applicant)  # "no facility", says the applicant
    review_all(smo, submission)
    review.review_options_save(acting_user=smo, submission=submission, facility="yes")

    with pytest.raises(ValidationError, match=r"§ 159-7B"):
        review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)


def test_159_7B_the_body_approves_only_once_they_are_recorded(smo, applicant, planning_member):
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(
        applicant, town_approval="planning_board", contents={"stormwater_facility": "yes"}
    )
    review_all(smo, submission)
    sent = review.smo_recommend(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    with pytest.raises(ValidationError) as exc:
        review.body_act(acting_user=planning_member, submission=sent, act=board_act())
    assert "§ 159-7B" in exc.value.message_dict["outcome"][0]


def test_159_7B_the_body_approves_with_modifications_only_once_they_are_recorded(
    smo, applicant, planning_member
):
    """§ 159-7B "prior to the issuance of any approval": the body's approval with
    modifications is refused as its approval is."""
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(
        applicant, town_approval="planning_board", contents={"stormwater_facility": "yes"}
    )
    review_all(smo, submission)
    sent = review.smo_recommend(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    act = board_act(
        outcome=Outcome.APPROVE_WITH_MODIFICATIONS, complies=False, reasons="Add a fence."
    )
    with pytest.raises(ValidationError, match="with modifications or not") as exc:
        review.body_act(acting_user=planning_member, submission=sent, act=act)
    assert "§ 159-7B" in exc.value.message_dict["outcome"][0]
    assert state_of(sent) == Submission.State.FORWARDED


def test_159_7B_the_easement_is_recorded_after_counsel_approves_it_with_its_details(smo, applicant):
    project = make_project(applicant)
    with pytest.raises(ValidationError) as exc:
        record(
            smo,
            project,
            "easement",
            approved_by="",
            recorded_on=today() - timedelta(days=9),
            instrument_number="",
            file=None,
        )
    errors = exc.value.message_dict
    assert "counsel for the Town" in errors["approved_by"][0]
    assert "after approval by the counsel" in errors["recorded_on"][0]
    assert "instrument number, or the liber and page" in errors["instrument_number"][0]
    assert "recorded document" in errors["file"][0]
    with pytest.raises(ValidationError) as exc:
        record(smo, project, "agreement", follows_appendix_a=False)
    assert "Appendix A" in exc.value.message_dict["follows_appendix_a"][0]
    with pytest.raises(
        PermissionDenied, match="Only the Stormwater Management Officer records maintenance d"
    ):
        record(applicant, project, "easement")
    assert not MaintenanceInstrument.objects.exists() and not Upload.objects.exists()


def test_159_7C4_the_town_may_accept_dedication_instead_of_the_agreement(smo, applicant):
    submission = submitted(applicant, contents={"stormwater_facility": "yes"})
    review_all(smo, submission)
    record(smo, submission.project, "easement")
    with pytest.raises(ValidationError) as exc:
        record(smo, submission.project, "dedication", resolution="")
    assert {"resolution", "meets_requirements", "perpetual_access"} <= set(exc.value.message_dict)

    record(
        smo,
        submission.project,
        "dedication",
        resolution="TB-2026-77",
        meets_requirements=True,
        perpetual_access=True,
    )

    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)
    assert approved.state == Submission.State.APPROVED


# --- item 4: § 159-4B, the path is the SMO's call; a revision goes to the body --------
def test_159_4B_the_review_path_is_the_smos_call(smo, applicant):
    received = submitted(applicant, confirm=False)  # the applicant said: no Town body
    assert received.review_path == "4C" and not received.path_confirmed
    review_all(smo, received)
    with pytest.raises(ValidationError, match="Confirm or correct the review path"):
        review.smo_decide(acting_user=smo, submission=received, outcome=Outcome.APPROVE)
    with pytest.raises(ValidationError) as exc:
        review.review_path_decide(
            acting_user=smo, submission=received, path="4B", body_kind="planning_board"
        )
    assert "reason" in exc.value.message_dict

    corrected = review.review_path_decide(
        acting_user=smo,
        submission=received,
        path="4B",
        body_kind="planning_board",
        reason="The lots need subdivision approval by the Planning Board.",
    )

    assert corrected.review_path == "4B" and corrected.reviewing_body.kind == "planning_board"
    rules = {c.rule_code: c.status for c in clocks_for(corrected)}
    assert rules == {"swppp_decision": Deadline.Status.WAIVED, "swppp_recommendation": "open"}
    due = {c.rule_code: c.due_at for c in clocks_for(corrected)}
    assert due["swppp_decision"] == due["swppp_recommendation"]  # the same 45 days
    assert timeline(received.project).first().action == "swppp.path_corrected"

    # The applicant's later answers do not change it: the next version follows the SMO.
    review.smo_recommend(
        acting_user=smo, submission=corrected, outcome=Outcome.DISAPPROVE, reasons="No."
    )
    member = ReviewingBody.objects.get(kind="planning_board")
    body_user = make_member(member)
    body_acts(
        acting_user=body_user,
        submission=corrected,
        outcome=Outcome.DISAPPROVE,
        reasons="As the SMO says.",
    )
    projects.project_update(acting_user=applicant, project=corrected.project, town_approval="none")
    revision = plans.revise(acting_user=applicant, project=corrected.project)
    complete(revision, applicant)
    plans.responses_save(
        acting_user=applicant,
        submission=revision,
        responses={f.pk: "Done." for f in plans.findings_to_answer(revision)},
    )
    professional_signs(revision, applicant)
    again = plans.submit(acting_user=applicant, submission=revision)
    assert again.review_path == "4B" and again.reviewing_body.kind == "planning_board"


def make_member(body: ReviewingBody):
    from tests.factories import UserFactory

    user = UserFactory(roles=[Role.REVIEWING_BODY])
    body.members.add(user)
    return user


def test_159_4B2_a_revision_goes_to_the_body_without_a_new_smo_clock(
    smo, applicant, planning_member
):
    first = forwarded(
        smo, applicant, planning_member, Outcome.DISAPPROVE, reasons="No soil survey."
    )
    body_acts(
        acting_user=planning_member,
        submission=first,
        outcome=Outcome.DISAPPROVE,
        reasons="Add the soil survey.",
        resolution="PB-2026-3",
    )
    revision = plans.revise(acting_user=applicant, project=first.project)
    plans.responses_save(
        acting_user=applicant,
        submission=revision,
        responses={f.pk: "Soil survey added." for f in plans.findings_to_answer(revision)},
    )
    professional_signs(revision, applicant)

    sent = plans.submit(acting_user=applicant, submission=revision)

    # § 159-4B(2): "shall submit the revised SWPPP to such body for review".
    assert sent.state == Submission.State.FORWARDED and sent.forwarded_at is not None
    assert not clocks_for(sent).exists()  # no new 45-day SMO recommendation clock
    assert sent.smo_outcome == ""
    member_mail = Notification.objects.get(event_key=f"swppp:{sent.pk}:forwarded")
    assert member_mail.recipient == planning_member
    assert Notification.objects.filter(event_key=f"swppp:{sent.pk}:copy:smo").exists()
    assert sent in selectors.body_queue(planning_member)
    # Issue 24: the body's queue says why no recommendation is shown, and when it came.
    member = Client()
    member.force_login(planning_member)
    home = " ".join(member.get(reverse("home")).content.decode().split())
    assert "No recommendation: a revision the Planning Board asked for, sent to it" in home
    assert "Received " in home

    # The SMO has a copy and may comment; the body acts on it.
    review.smo_comment(acting_user=smo, submission=sent, text="The soil survey is adequate.")
    with pytest.raises(
        ValidationError, match="Version 2 is forwarded to the reviewing body, not under the "
    ):
        review.smo_recommend(acting_user=smo, submission=sent, outcome=Outcome.APPROVE)
    acted = body_acts(
        acting_user=planning_member, submission=sent, outcome=Outcome.APPROVE, complies=True
    )
    text = flat(pdf_text(acted.letter))
    assert "(version 1)" in text and "disapprove" in text  # what the SMO recommended
    assert "The soil survey is adequate." in text
    assert "submitted to the Planning Board for review (§ 159-4B(2))" in text


# --- item 5: § 159-4B(2), a body acts as a body ----------------------------------------
def test_159_4B2_a_board_acts_by_resolution_at_a_meeting_by_vote(smo, applicant, planning_member):
    sent = forwarded(smo, applicant, planning_member, reasons="")

    with pytest.raises(ValidationError) as exc:
        review.body_act(
            acting_user=planning_member,
            submission=sent,
            act=review.BodyAct(outcome=Outcome.APPROVE, complies=True),
        )
    assert {"meeting_on", "resolution"} <= set(exc.value.message_dict)
    with pytest.raises(ValidationError) as exc:
        review.body_act(
            acting_user=planning_member,
            submission=sent,
            act=board_act(ayes=3, nays=2, abstained=1, absent=1),
        )
    # 3 of the Planning Board's 7 seats is more than the nays but not a majority.
    assert (
        "did not carry: 3 in favor of the Planning Board's whole number of 7"
        in (exc.value.message_dict["votes"][0])
    )
    assert "General Construction Law § 41" in exc.value.message_dict["votes"][0]
    with pytest.raises(ValidationError) as exc:
        review.body_act(
            acting_user=planning_member,
            submission=sent,
            act=board_act(meeting_on=today() + timedelta(days=1)),
        )
    assert "future" in exc.value.message_dict["meeting_on"][0]
    assert state_of(sent) == Submission.State.FORWARDED

    acted = review.body_act(
        acting_user=planning_member,
        submission=sent,
        act=board_act(resolution="PB-2026-41", ayes=4, nays=1, abstained=1, absent=1),
    )

    assert acted.body_resolution == "PB-2026-41" and acted.body_meeting_on == today()
    assert (acted.body_vote_ayes, acted.body_vote_nays) == (4, 1)
    text = flat(pdf_text(acted.letter))
    # In the body's name, with its meeting, resolution and vote, and what the SMO recommended.
    assert "Approved by the Planning Board" in acted.letter.title
    assert text.startswith("Town of Lockport Niagara County, New York Planning Board")
    assert "adopted Resolution No. PB-2026-41" in text
    assert "by a vote of 4 in favor and 1 against, 1 abstaining, 1 absent" in text
    # GCL § 41: each member named (the board was seated with named members, in order).
    assert "In favor: Ann Ames, Cy Cole, Di Dunn, and Ed Eng. Against: Flo Fay." in text
    assert "Abstained: Gus Gold. Absent: Hal Hunt." in text
    assert "with a written recommendation (letter SWPPP-REC-" in text
    assert ": approve (§ 159-4B(1))" in text
    assert "For the Planning Board, by Resolution No. PB-2026-41" in text


def test_159_4B2_the_building_inspector_acts_alone(smo, applicant, make_user):
    inspector = make_user(Role.REVIEWING_BODY)
    sent = forwarded(smo, applicant, inspector, body="building_inspector")

    acted = review.body_act(
        acting_user=inspector,
        submission=sent,
        act=review.BodyAct(outcome=Outcome.APPROVE, complies=True),
    )

    assert acted.state == Submission.State.APPROVED and acted.body_resolution == ""
    text = flat(pdf_text(acted.letter))
    assert "The Building Inspector of the Town of Lockport" in text
    assert "Resolution" not in text


def test_159_4B2_the_bodys_act_asks_for_confirmation_first(smo, applicant, planning_member):
    sent = forwarded(smo, applicant, planning_member)
    client = Client()
    client.force_login(planning_member)
    url = reverse("swppp:body_act", args=[sent.project_id, sent.version])
    data = {
        "outcome": "approve",
        "complies": "on",
        "meeting_on": today().isoformat(),
        "resolution": "PB-2026-41",
        **{
            f"vote_{pk}": vote
            for pk, vote in board_votes(on=today(), ayes=5, nays=0, absent=2).items()
        },
    }

    shown = client.post(url, {**data, "step": "review"})
    page = shown.content.decode()
    assert "Confirm the Planning Board's act" in page and "It is final" in page
    assert state_of(sent) == Submission.State.FORWARDED
    changed = client.post(url, {**data, "step": "change"}).content.decode()
    assert 'value="PB-2026-41"' in changed and "Confirm the" not in changed  # kept as typed

    client.post(url, {**data, "step": "confirm"})

    sent.refresh_from_db()
    assert sent.state == Submission.State.APPROVED
    assert sent.milestones == milestones.ALL_CODES  # the SMO's: all, none being unticked


def test_159_8A1_the_smo_sets_the_milestones_not_the_body(smo, applicant, planning_member):
    """§ 159-8A(1): notice before the milestones "as required by the SMO": the SMO chooses
    them with the recommendation; the body's approval keeps them and cannot set its own."""
    from tests.swppp.factories import board_act

    chosen = [m.code for m in milestones.MILESTONES[:2]]
    sent = forwarded(smo, applicant, planning_member, milestones=chosen)
    with pytest.raises(ValidationError) as exc:
        review.body_act(
            acting_user=planning_member,
            submission=sent,
            act=board_act(milestones=[milestones.ALL_CODES[-1]]),
        )
    assert "sets the construction milestones" in exc.value.message_dict["milestones"][0]
    approved = review.body_act(acting_user=planning_member, submission=sent, act=board_act())
    assert approved.milestones == chosen
    assert [m.code for m in selectors.chosen_milestones(approved.project)] == chosen


def test_159_8A1_the_smos_milestones_outlive_the_bodys_approval_with_modifications(
    smo, applicant, planning_member
):
    """§ 159-4B(2), § 159-8A(1): approval with modifications is not approval; the
    revision the body approves later keeps the milestones the SMO chose with the
    recommendation (the ones final acceptance waits for, § 159-8A(2))."""
    from tests.swppp.factories import board_act

    chosen = [milestones.ALL_CODES[0], milestones.ALL_CODES[4]]
    sent = forwarded(smo, applicant, planning_member, milestones=chosen)
    modified = review.body_act(
        acting_user=planning_member,
        submission=sent,
        act=board_act(outcome=Outcome.APPROVE_WITH_MODIFICATIONS, complies=False, reasons="Fence."),
    )
    assert modified.milestones == chosen
    assert selectors.chosen_milestones(modified.project) == []  # nothing approved yet
    revision = plans.revise(acting_user=applicant, project=sent.project)
    professional_signs(revision, applicant)
    revision = plans.submit(acting_user=applicant, submission=revision)
    approved = review.body_act(acting_user=planning_member, submission=revision, act=board_act())
    assert approved.milestones == chosen
    assert [m.code for m in selectors.chosen_milestones(approved.project)] == chosen


def test_159_4B2_the_clerk_seats_a_boards_members_the_smo_does_not(smo, client, make_user):
    """§ 159-4B(2), issue 43 item 11: a board's members are the Board's appointments, which
    the Municipal Clerk records (bodies.seat_members); the SMO, whose recommendations the
    board acts on, no longer seats them. The board's readers of forwarded SWPPPs follow
    the seats; the staff account page chooses only the Building Inspector."""
    from lockport_sw.bodies import services as seats
    from lockport_sw.bodies.models import Body

    planning = ReviewingBody.objects.get(kind="planning_board")
    board = Body.objects.get(kind="planning_board")
    member = make_user(Role.REVIEWING_BODY, full_name="Pat Planner")
    clerk = make_user(Role.CLERK, full_name="Cora Clerk")

    # The SMO: refused by the service and the page; the staff page offers no board.
    with pytest.raises(PermissionDenied, match="Only the Municipal Clerk records who sits"):
        seats.membership_start(acting_user=smo, body=board, user=member, starts_on=today())
    client.force_login(smo)
    assert client.get(reverse("bodies:members")).status_code == 403
    form = client.get(reverse("accounts:staff_roles", args=[member.pk])).content.decode()
    assert "Building Inspector" in form and f'value="{planning.pk}"' not in form
    refused = client.post(
        reverse("accounts:staff_roles", args=[member.pk]),
        {"roles": ["reviewing_body"], "reviewing_bodies": [planning.pk]},
    )
    assert refused.status_code == 200 and not planning.members.exists()

    # The Clerk seats the member on the page; the board's readers follow.
    client.force_login(clerk)
    url = reverse("bodies:members")
    since = today() - timedelta(days=30)
    sent = {"body": board.pk, "user": member.pk, "name": "", "starts_on": since.isoformat()}
    page = client.post(url, {**sent, "starts_on": ""})
    assert "Enter a valid date" in page.content.decode() or "This field is required" in (
        page.content.decode()
    )
    client.post(url, sent)
    seat = board.members_on(today()).get()
    assert seat.user == member and seat.name == "Pat Planner"
    assert list(planning.members.all()) == [member]
    assert timeline(planning).first().action == "swppp.body_member_added"
    assert seats.sits_anywhere(member)  # the floor cache was told (core/floor.py)

    # Ending the seat asks first, then the member no longer reads or votes.
    unseat = reverse("bodies:unseat", args=[seat.pk])
    asked = client.get(unseat).content.decode()
    assert "End Pat Planner's seat on the Planning Board?" in asked
    assert board.members_on(today()).exists()  # nothing ended by asking
    yesterday = today() - timedelta(days=1)
    refused = client.post(unseat, {"ends_on": (since - timedelta(days=1)).isoformat()})
    assert "cannot end before it starts" in refused.content.decode()
    seat.refresh_from_db()
    assert seat.ends_on is None
    client.post(unseat, {"ends_on": yesterday.isoformat()})
    assert not board.members_on(today()).exists()
    assert not planning.members.exists()
    assert timeline(planning).first().action == "swppp.body_member_removed"
    assert not seats.sits_anywhere(member)


def test_159_4B2_the_boards_page_lists_every_boards_members_in_fixed_queries(
    client, make_user, django_assert_max_num_queries
):
    from lockport_sw.bodies.models import Body
    from tests.seats import seat

    clerk = make_user(Role.CLERK)
    client.force_login(clerk)
    seat("town_board", members=2, seats=5, since=today() - timedelta(days=3))
    client.get(reverse("bodies:members"))  # warm the session and the floor
    with django_assert_max_num_queries(14) as few:
        client.get(reverse("bodies:members"))
    seat("planning_board", members=7, seats=7, since=today() - timedelta(days=3))
    with django_assert_max_num_queries(len(few.captured_queries)):
        page = client.get(reverse("bodies:members")).content.decode()
    assert "Planning Board: 7 of 7 seats filled" in page
    assert Body.objects.count() == 3


# --- item 6: § 159-5B(1), every SWPPP provides the statute's items ---------------------
def test_159_5B1_the_statutes_items_cannot_be_taken_out_of_use(smo):
    for code in ("159-5B(1)(c)", "159-5B(3)(h)"):
        item = ChecklistItem.objects.get(code=code)

        with pytest.raises(ValidationError) as exc:
            checklist.checklist_item_set_active(acting_user=smo, item=item, active=False)

        assert "item of the statute" in exc.value.message_dict["active"][0]
        item.refresh_from_db()
        assert item.active
    added = checklist.checklist_item_add(
        acting_user=smo, code="159-5B(3)(a)", part="5B3", label="L", statute_text="T", order=1
    )
    assert not checklist.checklist_item_set_active(acting_user=smo, item=added, active=False).active


# --- item 7: § 159-3B(2), (3), (5) --------------------------------------------------------
def test_159_3B3_routine_maintenance_is_exempt_only_below_five_acres(applicant, smo):
    claim = {"exemption": "3B3", "exemption_explanation": "Regrading a ditch."}
    with pytest.raises(ValidationError) as exc:
        make_project(
            applicant,
            **claim,
            maintains_original_facility=True,
            total_site_acres=D("20"),
            disturbed_acres=D("5"),
            max_disturbed_at_once_acres=D("5"),
        )
    assert "less than five acres" in exc.value.message_dict["exemption"][0]
    with pytest.raises(ValidationError) as exc:
        make_project(applicant, **claim)  # not said to maintain the original facility
    assert "original line and grade" in exc.value.message_dict["maintains_original_facility"][0]

    project = make_project(applicant, **claim, maintains_original_facility=True)
    assert project.exemption_status == "claimed"


def test_159_3B3_an_unknown_disturbed_area_does_not_pass_the_exemption(applicant):
    """§ 159-3B(3): "that disturb less than five acres": an area not given is not shown to
    be less than five acres; the applicant is asked for it, beside its field."""
    from swppp.applicability import exemption_refusal

    errors = exemption_refusal(
        "3B3",
        disturbed_acres=None,
        includes_landing_or_haul_roads=False,
        maintains_original_facility=True,
        building_permit_number="",
        building_permit_approved_on=None,
        today=date(2026, 12, 1),
    )
    assert list(errors) == ["disturbed_acres"]
    assert "less than five acres (§ 159-3B(3))" in errors["disturbed_acres"]
    with pytest.raises(ValidationError) as exc:
        make_project(
            applicant,
            exemption="3B3",
            exemption_explanation="Regrading a ditch.",
            maintains_original_facility=True,
            disturbed_acres=None,
        )
    assert any("§ 159-3B(3)" in m for m in exc.value.message_dict["disturbed_acres"])


def test_159_3B2_landing_areas_and_log_haul_roads_stay_subject(applicant):
    claim = {"exemption": "3B2", "exemption_explanation": "Selective timber harvest."}
    with pytest.raises(ValidationError) as exc:
        make_project(applicant, **claim, includes_landing_or_haul_roads=True)
    assert "§ 159-3B(2)" in exc.value.message_dict["includes_landing_or_haul_roads"][0]

    assert make_project(applicant, **claim).exemption_status == "claimed"


def test_159_3B5_only_a_building_permit_approved_by_the_effective_date_exempts(applicant, smo):
    claim = {"exemption": "3B5", "exemption_explanation": "Permitted in 2015."}
    with pytest.raises(ValidationError) as exc:
        make_project(applicant, **claim)
    assert {"building_permit_number", "building_permit_approved_on"} <= set(exc.value.message_dict)
    with pytest.raises(ValidationError) as exc:
        make_project(
            applicant,
            **claim,
            building_permit_number="BP-2017-0042",
            building_permit_approved_on=date(2017, 3, 1),
        )
    assert (
        "on or before December 7, 2016" in exc.value.message_dict["building_permit_approved_on"][0]
    )

    project = make_project(
        applicant,
        **claim,
        building_permit_number="BP-2015-0099",
        building_permit_approved_on=date(2015, 6, 1),
    )
    assert project.building_permit_approved_on == date(2015, 6, 1)
    # The SMO still confirms, and cannot confirm a claim whose conditions fail.
    projects.exemption_decide(acting_user=smo, project=project, confirm=True)


def test_159_3B_the_smo_cannot_confirm_a_claim_whose_conditions_fail(applicant, smo):
    project = make_project(
        applicant,
        exemption="3B3",
        exemption_explanation="Ditch.",
        maintains_original_facility=True,
    )
    # Changed behind the service's back (e.g. an old claim): the SMO's act checks again.
    type(project).objects.filter(pk=project.pk).update(maintains_original_facility=False)

    with pytest.raises(ValidationError) as exc:
        projects.exemption_decide(acting_user=smo, project=project, confirm=True)

    assert "§ 159-3B(3)" in exc.value.message_dict["decision"][0]


# --- item 8: § 159-2 with § 159-5B(2)(b), (c), the larger common plan ------------------
def test_159_2_5B2_a_lot_under_one_acre_is_judged_on_the_common_plans_disturbance(applicant):
    lot = make_project(
        applicant,
        total_site_acres=D("0.75"),
        disturbed_acres=D("0.50"),
        max_disturbed_at_once_acres=D("0.50"),
        part_of_common_plan=True,
        common_plan_disturbed_acres=D("6.00"),
    )

    assessment = applicability.assess(lot)

    assert assessment.land_development.applies
    assert assessment.condition_b.applies and not assessment.condition_c.applies
    assert assessment.disturbance_basis.applies
    assert "6.00 acres, the disturbance of the larger common plan" in (
        assessment.disturbance_basis.reason
    )
    codes = set(plans.required_items(lot).values_list("code", flat=True))
    assert "159-5B(3)(b)" in codes  # post-construction items: Condition B
    page = Client()
    page.force_login(applicant)
    html = page.get(lot.get_absolute_url()).content.decode()
    assert "Disturbance used for Conditions B and C" in html
    assert "the disturbance of the larger common plan" in html

    small_plan = make_project(
        applicant,
        total_site_acres=D("0.75"),
        disturbed_acres=D("0.50"),
        max_disturbed_at_once_acres=D("0.50"),
        part_of_common_plan=True,
        common_plan_disturbed_acres=D("3.00"),
    )
    small = applicability.assess(small_plan)
    assert small.condition_c.applies and not small.condition_b.applies


def test_159_2_5B2_a_project_of_an_acre_or_more_is_judged_on_its_own(applicant):
    project = make_project(
        applicant, part_of_common_plan=True, common_plan_disturbed_acres=D("40.00")
    )  # 2.5 acres of its own

    assessment = applicability.assess(project)

    assert assessment.condition_c.applies and not assessment.condition_b.applies
    assert not assessment.disturbance_basis.applies
    assert "2.50 acres, the disturbance of this project" in assessment.disturbance_basis.reason


# --- item 12: the statute's spelling is kept ---------------------------------------------
def test_159_5B1b_is_quoted_as_the_law_prints_it():
    law = flat(STATUTE.read_text())
    item_b = ChecklistItem.objects.get(code="159-5B(1)(b)")

    assert "stormwater discharges(s) [sic]" in item_b.statute_text
    for code, _label, text in (*BASIC, *POST_CONSTRUCTION):
        quoted = flat(text.replace(" [sic]", "")).rstrip(".;")
        assert quoted in law, code
        stored = ChecklistItem.objects.get(code=code).statute_text
        assert flat(stored) == flat(text), code


# --- the approval letter: milestones chosen and certifications made ---------------------
def test_159_8A1_the_approval_letter_lists_the_milestones_the_smo_chose(smo, applicant):
    chosen = ["159-8A(1)(a)", "159-8A(1)(b)", "159-8A(1)(e)"]
    submission = submitted(applicant)
    review_all(smo, submission)
    with pytest.raises(
        ValidationError,
        match="Choose among the milestones of § 159\\-8A\\(1\\)\\(a\\)\\-\\(h\\)\\.",
    ):
        review.smo_decide(
            acting_user=smo,
            submission=submission,
            outcome=Outcome.APPROVE,
            milestones=["159-8A(1)(z)"],
        )

    approved = review.smo_decide(
        acting_user=smo, submission=submission, outcome=Outcome.APPROVE, milestones=chosen[::-1]
    )

    assert approved.milestones == chosen  # in the statute's order
    assert [m.code for m in selectors.chosen_milestones(approved.project)] == chosen
    text = flat(pdf_text(approved.letter))
    assert "(a) Start of construction" in text
    assert "(e) Completion of final grading" in text
    assert "Completion of site clearing" not in text  # (c) was not chosen
    # Condition C: the weekly and storm inspections of § 159-7A(2) are listed too.
    assert "every seven days and within 24 hours of any storm event" in text
    assert "§ 159-7A(2)" in approved.letter.citations


def test_159_8A1_every_milestone_unless_the_approver_chose(smo, applicant):
    submission = submitted(
        applicant,
        **{**CONDITION_C, "single_family_residence": True},  # not Condition C
    )
    review_all(smo, submission)

    approved = review.smo_decide(acting_user=smo, submission=submission, outcome=Outcome.APPROVE)

    assert approved.milestones == milestones.ALL_CODES
    text = flat(pdf_text(approved.letter))
    assert "(h) Successful establishment of landscaping in public areas" in text
    assert "every seven days" not in text  # § 159-7A(2): only for Condition A, B or C
    assert selectors.chosen_milestones(make_project(applicant)) == []  # nothing approved


def test_159_8A1_the_selector_reads_the_milestones_in_one_query(
    smo, applicant, django_assert_num_queries
):
    project = submitted(applicant).project
    review_all(smo, project.submissions.get())
    review.smo_decide(
        acting_user=smo,
        submission=project.submissions.get(),
        outcome=Outcome.APPROVE,
        milestones=["159-8A(1)(a)"],
    )

    with django_assert_num_queries(1):
        chosen = selectors.chosen_milestones(project)

    assert [(m.letter, m.text) for m in chosen] == [("a", "Start of construction")]
    assert chosen[0].citation == "§ 159-8A(1)(a)"
    assert re.fullmatch(r"159-8A\(1\)\([a-h]\)", chosen[0].code)


def test_159_8A1_the_developer_is_recorded_as_a_party(smo, applicant):
    """Issue 23: "the applicant and developer": the developer is a recorded party, the
    applicant's own or another person or firm with a mailing address."""
    project = make_project(applicant)
    client = Client()
    client.force_login(applicant)
    url = reverse("swppp:project_developer", args=[project.pk])
    refused = client.post(url, {"applicant_is_developer": "no", "name": "", "mailing_state": "NY"})
    page = refused.content.decode()
    assert "Give the developer" in page and "Enter the street address" in page
    assert type(project).objects.get(pk=project.pk).developer_party is None

    client.post(
        url,
        {
            "applicant_is_developer": "no",
            "name": "Dana Developer LLC",
            "mailing_street": "9 Market Street",
            "mailing_city": "Lockport",
            "mailing_state": "ny",
            "mailing_postal_code": "14094",
        },
    )
    project.refresh_from_db()
    assert project.developer_party.name == "Dana Developer LLC"
    assert project.developer_party.mailing_address == "9 Market Street, Lockport, NY 14094"
    assert "Dana Developer LLC" in client.get(project.get_absolute_url()).content.decode()

    client.force_login(smo)
    client.post(url, {"applicant_is_developer": "yes"})
    project.refresh_from_db()
    assert project.developer_party == project.applicant_party
