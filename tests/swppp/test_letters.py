"""The Chapter 159 letters as mailed: read back with pypdf, rendered to PNG with
pdftoppm. Every figure comes from the record; the closing paragraph stays on the page
of the signature; the approval letter lists the milestones chosen and quotes only the
certifications made."""

from __future__ import annotations

import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

import pypdf
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from swppp.models import Outcome
from swppp.services import maintenance, review
from tests.swppp.factories import board_act, forwarded, review_all, submitted
from tests.swppp.test_chapter159_reading import today

pytestmark = pytest.mark.django_db
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def pages_of(document) -> list[str]:
    with document.file.open("rb") as fh:
        return [" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(fh).pages]


def png_pages(document, tmp_path: Path) -> list[Path]:
    assert shutil.which("pdftoppm"), "pdftoppm is installed by scripts/ensure-system.sh"
    source = tmp_path / f"{document.number}.pdf"
    with document.file.open("rb") as fh:
        source.write_bytes(fh.read())
    subprocess.run(
        ["pdftoppm", "-png", "-r", "40", str(source), str(tmp_path / document.number)],
        check=True,
        timeout=60,
    )
    return sorted(tmp_path.glob(f"{document.number}*.png"))


def check_mailable(document, tmp_path, closing: str) -> list[str]:
    pages = pages_of(document)
    images = png_pages(document, tmp_path)
    assert len(images) == len(pages) >= 1
    assert all(image.stat().st_size > 1000 for image in images)
    last = pages[-1]
    # The closing paragraph is on the signature's page, and that page holds more than it.
    assert closing in last, last
    assert len(last.replace(closing, "")) > 200
    return pages


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

    text = " ".join(
        check_mailable(approved.letter, tmp_path, "This approval is the Town's acceptance")
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

    text = " ".join(check_mailable(acted.letter, tmp_path, "To be approved, the SWPPP must be"))
    assert "the Planning Board of the Town of Lockport" in text
    assert "adopted Resolution No. 2026-41" in text and "5 in favor and 1 against" in text
    assert "with a written recommendation (letter SWPPP-REC-" in text
    assert ": approve with modifications (§ 159-4B(1))" in text
    assert "For the Planning Board, by Resolution No. 2026-41" in text


def test_the_recommendation_letter(smo, applicant, planning_member, tmp_path):
    sent = forwarded(smo, applicant, planning_member, Outcome.DISAPPROVE, reasons="No soils.")

    text = " ".join(
        check_mailable(sent.recommendation_letter, tmp_path, "acts to approve, approve with")
    )
    assert "No soils." in text and "§ 159-4B(1)" in text
