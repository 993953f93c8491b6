"""Issue 46, item 8: an approval letter (§ 159-4C, § 159-4B(2)) names the guarantees the
Town requires before construction (§ 159-8B), the fees owed on the project's account
(§ 159-8D) and where the 48 hours' notice of § 159-8A(1) is given, only from the record.
Read back with pypdf and rendered to PNG (tests/pdf_checks.py)."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.conf import settings

from money.models import Purpose
from money.services import guarantees
from swppp.models import Outcome
from swppp.services import review
from tests.enforcement.factories import local
from tests.money.factories import D, adopt, letter_of_credit
from tests.pdf_checks import check_letter
from tests.swppp.factories import review_all, submitted

pytestmark = pytest.mark.django_db

MARCH = local(2026, 3, 2, 10)
SMO = ["Sam Morgan", "Stormwater Management Officer"]


def _approve(smo, submission):
    review_all(smo, submission)
    return review.smo_decide(
        acting_user=smo,
        submission=submission,
        outcome=Outcome.APPROVE,
        milestones=["159-8A(1)(a)", "159-8A(1)(b)"],
    )


def _read(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


def test_159_8b_159_8d_159_8a1_the_approval_names_the_guarantee_the_fees_owed_and_where_to_notify(
    board, clerk, smo, applicant, tmp_path
):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    with time_machine.travel(MARCH, tick=False):
        submission = submitted(applicant)  # the review fee, $250.00, assessed at receipt
        project = submission.project
        performance = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("48000"),
            basis="The engineer's estimate of the basin and the swales.",
        )
        letter_of_credit(applicant, performance, expires_on=date(2027, 3, 1))
        guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.MAINTENANCE,
            amount=D("12000"),
            basis="The pond's operation and maintenance.",
        )
        approved = _approve(smo, submission)

    text, _ = check_letter(_read(approved.letter), tmp_path, SMO, max_pages=3)

    assert "Guarantees required before construction" in text
    assert (
        "A performance guarantee of $48,000.00, naming the Town as beneficiary (§ 159-8B(1)): "
        "posted on March 2, 2026, waiting for the Stormwater Management Officer to accept it."
    ) in text
    assert (
        "A maintenance guarantee of $12,000.00, naming the Town as beneficiary (§ 159-8B(2)): "
        "not yet provided."
    ) in text
    assert "Fees owed $250.00 is owed on the project's account on March 2, 2026." in text
    # § 159-8A(1): where the notice is given, before the work.
    assert "48 hours or more before that work begins, through “Request an inspection”" in text
    assert f"{settings.SITE_URL}/swppp/projects/{project.pk}/:" in text
    assert approved.letter.citations[-3:] == ["§ 159-8B(1)", "§ 159-8B(2)", "§ 159-8D"]
    assert text.index("A performance guarantee") < text.index("A maintenance guarantee")


def test_159_8b_159_8d_an_approval_with_nothing_required_or_owed_says_nothing_of_either(
    smo, applicant, tmp_path
):
    with time_machine.travel(MARCH, tick=False):
        approved = _approve(smo, submitted(applicant))

    text, _ = check_letter(_read(approved.letter), tmp_path, SMO, max_pages=3)

    assert "Guarantees required" not in text and "Fees owed" not in text
    assert "§ 159-8D" not in approved.letter.citations
    assert "through “Request an inspection” on the project's page" in text
