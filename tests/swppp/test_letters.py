"""The Chapter 159 letters as mailed: read back with pypdf, rendered to PNG with
pdftoppm. Every figure comes from the record; the closing paragraph stays on the page
of the signature; the approval letter lists the milestones chosen and quotes only the
certifications made."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from swppp.models import Outcome
from swppp.services import maintenance, review
from tests.pdf_checks import check_letter, page_texts
from tests.swppp.factories import board_act, forwarded, review_all, submitted
from tests.swppp.test_chapter159_reading import today

pytestmark = pytest.mark.django_db
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def check_mailable(document, tmp_path: Path, closing: str, signature: str) -> str:
    """Read back and rendered (tests/pdf_checks.py); the closing paragraph is on the page
    of the signature."""
    with document.file.open("rb") as fh:
        data = fh.read()
    text, _pages = check_letter(data, tmp_path / document.number, [signature])
    last = " ".join(page_texts(data)[-1].split())
    assert closing in last and signature in last, last
    return text


def test_the_smos_approval_letter_with_a_facility_and_chosen_milestones(smo, applicant, tmp_path):
    submission = submitted(applicant, conformance=True, contents={"stormwater_facility": "yes"})
    review_all(smo, submission)
    for kind, extra in (("easement", {}), ("agreement", {"follows_appendix_a": True})):
        maintenance.instrument_record(
            acting_user=smo,
            project=submission.project,
            kind=kind,
            approved_by="Ada Turner, Town Attorney",
            approved_on=today() - timedelta(days=9),
            recorded_on=today() - timedelta(days=3),
            instrument_number=f"2026-{kind}",
            file=SimpleUploadedFile(f"{kind}.pdf", PDF),
            **extra,
        )
    approved = review.smo_decide(
        acting_user=smo,
        submission=submission,
        outcome=Outcome.APPROVE,
        milestones=["159-8A(1)(a)", "159-8A(1)(c)"],
    )

    text = check_mailable(
        approved.letter,
        tmp_path,
        "This approval is the Town's acceptance",
        "Stormwater Management Officer",
    )
    assert "(a) Start of construction" in text and "(c) Completion of site clearing" in text
    assert "Completion of rough grading" not in text
    assert "instrument no. 2026-easement" in text and "instrument no. 2026-agreement" in text
    assert "New York license no. 081234" in text
    # § 159-4A(3) was made but not relied on: quoted, not said to be accepted.
    assert "conforms to the requirements of Chapter 159" in text
    assert "accepted that certification" not in text


def test_the_boards_letter_in_its_name_with_the_recommendation(
    smo, applicant, planning_member, tmp_path
):
    sent = forwarded(
        smo, applicant, planning_member, Outcome.APPROVE_WITH_MODIFICATIONS, reasons="Fix it."
    )
    acted = review.body_act(
        acting_user=planning_member,
        submission=sent,
        act=board_act(
            outcome=Outcome.DISAPPROVE, reasons="The swale needs stabilization.", complies=False
        ),
    )

    text = check_mailable(
        acted.letter,
        tmp_path,
        "To be approved, the SWPPP must be",
        "For the Planning Board, by Resolution No. 2026-41",
    )
    assert "the Planning Board of the Town of Lockport" in text
    assert "adopted Resolution No. 2026-41" in text and "5 in favor and 1 against" in text
    assert "with a written recommendation (letter SWPPP-REC-" in text
    assert ": approve with modifications (§ 159-4B(1))" in text
    assert "For the Planning Board, by Resolution No. 2026-41" in text


def test_the_recommendation_letter(smo, applicant, planning_member, tmp_path):
    sent = forwarded(smo, applicant, planning_member, Outcome.DISAPPROVE, reasons="No soils.")

    text = check_mailable(
        sent.recommendation_letter,
        tmp_path,
        "acts to approve, approve with",
        "Stormwater Management Officer",
    )
    assert "No soils." in text and "§ 159-4B(1)" in text


@pytest.mark.parametrize(
    "outcome, says",
    [
        (Outcome.DISAPPROVE, "recommends that the Planning Board disapprove the SWPPP."),
        (
            Outcome.APPROVE_WITH_MODIFICATIONS,
            "recommends that the Planning Board approve the SWPPP with modifications.",
        ),
    ],
)
def test_159_4b1_the_recommendation_is_addressed_to_the_body_with_a_copy_to_the_applicant(
    smo, applicant, planning_member, tmp_path, outcome, says
):
    """Issue 24, item 7: one address block, the reviewing body's at the Town Hall; the
    applicant is the copy, after the signature; the recommendation in a sentence."""
    from django.conf import settings

    from lockport_sw.bodies.models import Body
    from tests.seats import seat

    if outcome == Outcome.APPROVE_WITH_MODIFICATIONS:  # a board with a chair recorded
        seat("planning_board", [planning_member])
    board = Body.objects.get(kind="planning_board")
    chair = board.chair.name if board.chair_id else ""
    sent = forwarded(smo, applicant, planning_member, outcome, reasons="No soils.")
    party = sent.project.applicant_party
    with sent.recommendation_letter.file.open("rb") as fh:
        data = fh.read()
    text, _ = check_letter(data, tmp_path, ["Stormwater Management Officer"])

    first = [line.strip() for line in page_texts(data)[0].splitlines() if line.strip()]
    block = first[first.index("Planning Board") : first.index("Planning Board") + 5]
    assert block[:2] == ["Planning Board", "Town of Lockport"]
    assert settings.TOWN["address"] in block
    assert (f"Attention: {chair}, Chair" in block) == bool(chair)
    before_re = " ".join(first[: next(i for i, x in enumerate(first) if x.startswith("Re:"))])
    assert party.name not in before_re  # the applicant is not a second addressee
    assert f"Copy to: {party.name} (applicant), {party.mailing_address}." in text
    assert text.index("Copy to:") > text.index("Signed electronically")
    assert says in text
    assert "with the written recommendation to" not in text


@pytest.mark.parametrize("by_the_chair", [True, False])
def test_159_4b2_the_boards_letter_is_signed_as_the_record_holds_who_signed(
    smo, applicant, planning_member, make_user, tmp_path, by_the_chair
):
    """Issue 46, item 8: the recommendation is addressed to the board's chair of record
    (lockport_sw/bodies); when that chair records the board's act the letter is signed
    "Chair, Planning Board", never "Member, for the Planning Board"; another member
    signs as "Member of the Planning Board". The chair is seated by the Clerk only: no
    chair is chosen on the SWPPP's reviewing body."""
    from lockport_sw.accounts.roles import Role
    from swppp.models import ReviewingBody
    from tests.seats import seat

    other = make_user(Role.REVIEWING_BODY, full_name="Mo Member")
    seat("planning_board", [planning_member, other], members=7)  # the first seated chairs
    assert ReviewingBody.objects.get(kind="planning_board").chair_id is None
    sent = forwarded(smo, applicant, planning_member, Outcome.DISAPPROVE, reasons="No soils.")
    ReviewingBody.objects.get(kind="planning_board").members.add(other)
    with sent.recommendation_letter.file.open("rb") as fh:
        assert "Attention: Pat Planner, Chair" in page_texts(fh.read())[0]

    signer = planning_member if by_the_chair else other
    acted = review.body_act(
        acting_user=signer,
        submission=sent,
        act=board_act(outcome=Outcome.DISAPPROVE, reasons="The swale is unstable."),
    )

    title = "Chair, Planning Board" if by_the_chair else "Member of the Planning Board"
    text = check_mailable(
        acted.letter, tmp_path, "To be approved, the SWPPP must be", signer.get_full_name()
    )
    assert (
        f"For the Planning Board, by Resolution No. 2026-41 {signer.get_full_name()} {title} "
        "Town of Lockport"
    ) in text
    assert "Member, for the" not in text
