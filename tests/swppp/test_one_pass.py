"""One pass to a decision (issue 24, item 3): the review path's confirmation is part of
the decision form, and "Issue the decision" reports every missing thing at once, in one
error summary with a link to each field, keeping everything typed (§ 159-4B, § 159-4C)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from swppp.models import ChecklistItem, Finding, Submission
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

SOILS = "159-5B(1)(c)"


def review_url(submission: Submission) -> str:
    return reverse("swppp:review", args=[submission.project_id, submission.version])


def page_post(submission, overrides=None, **fields) -> dict:
    """The review form as the browser sends it: the path as shown, every finding, the act."""
    overrides = overrides or {}
    data = {"path": submission.review_path, "body": "", "reason": ""}
    for it in ChecklistItem.objects.filter(code__in=submission.checklist):
        status, comment = overrides.get(it.code, ("acceptable", ""))
        data[f"status-{it.pk}"] = status
        data[f"comment-{it.pk}"] = comment
    data.update(fields)
    return data


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def summary_links(html: str) -> list[tuple[str, str]]:
    box = html[html.index("data-error-summary") :]
    box = box[: box.index("</div>")]
    return re.findall(r'<a href="#([^"]+)" data-error-link>([^<]+)</a>', box)


def test_159_4C_one_refusal_lists_the_reason_the_comment_and_the_path_and_keeps_all(smo, applicant):
    submission = submitted(applicant, confirm=False)
    soils = ChecklistItem.objects.get(code=SOILS)
    response = signed_in(smo).post(
        review_url(submission),
        page_post(
            submission,
            {SOILS: ("deficient", "")},  # a deficient finding without its comment
            action="act",
            outcome="disapprove",
            reasons="",  # disapproval without its reasons
            confirm="on",
            # the path is shown, not confirmed
        ),
    )
    assert response.status_code == 200
    html = response.content.decode()
    links = dict(summary_links(html))
    # Issue 46, item 8: the summary names the item that needs its comment.
    named = escape(f"Say what is deficient in § {SOILS} ({soils.label}).")
    assert links[f"id_comment-{soils.pk}"] == named
    assert links["id_reasons"] == "State the reasons in writing (§ 159-4C)."
    assert "Confirm or correct the review path first" in links["id_confirm_path"]
    assert html.count("data-error-summary") == 1
    # Nothing was saved, and everything typed is on the page.
    submission.refresh_from_db()
    assert submission.state == "received" and not submission.path_confirmed
    assert not Finding.objects.filter(submission=submission).exists()
    assert response.context["act_form"]["outcome"].value() == "disapprove"
    row = html[html.index(f'id="item-{soils.pk}"') :]
    assert "checked" in row.split('value="deficient"')[1].split(">")[0]


def test_159_4B_the_path_is_confirmed_with_the_decision_in_one_pass(smo, applicant):
    submission = submitted(applicant, confirm=False)
    done = signed_in(smo).post(
        review_url(submission),
        page_post(
            submission,
            {SOILS: ("deficient", "No soil survey.")},
            action="act",
            outcome="disapprove",
            reasons="The soils are not described.",
            confirm="on",
            confirm_path="on",
        ),
    )
    assert done.status_code == 302
    submission.refresh_from_db()
    assert submission.path_confirmed_by == smo and submission.state == "disapproved"
    assert submission.findings.get(item__code=SOILS).comment == "No soil survey."


def test_159_4B_recording_the_path_keeps_the_findings_and_the_decision_typed(smo, applicant):
    submission = submitted(applicant, confirm=False)
    page = signed_in(smo).post(
        review_url(submission),
        page_post(
            submission,
            {SOILS: ("deficient", "No soil survey.")},
            action="path",
            outcome="disapprove",
            reasons="The soils are not described.",
        ),
    )
    assert page.status_code == 200
    submission.refresh_from_db()
    assert submission.path_confirmed
    assert submission.findings.get(item__code=SOILS).comment == "No soil survey."
    html = page.content.decode()
    assert "The soils are not described." in html  # the decision typed is still there
    assert "data-error-summary" not in html


def test_159_4B2_the_body_is_told_it_approves_over_a_standing_deficient_finding(
    smo, applicant, planning_member
):
    from django.utils import timezone

    from swppp.models import Outcome, ReviewingBody
    from swppp.services import review
    from tests.swppp.factories import board_votes, review_all

    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(applicant, town_approval="planning_board")
    review_all(smo, submission, {SOILS: "No soil survey."})
    sent = review.smo_recommend(
        acting_user=smo, submission=submission, outcome=Outcome.DISAPPROVE, reasons="Soils."
    )
    url = reverse("swppp:body_act", args=[sent.project_id, sent.version])
    member = signed_in(planning_member)
    assert "data-over-deficient" in member.get(url).content.decode()
    board = {
        "step": "review",
        "meeting_on": timezone.localdate().isoformat(),
        "resolution": "2026-41",
        **{
            f"vote_{pk}": vote
            for pk, vote in board_votes(on=timezone.localdate(), ayes=5, nays=1, absent=1).items()
        },
    }
    confirm = member.post(url, {**board, "outcome": "approve", "complies": "on"})
    html = confirm.content.decode()
    assert "Confirm the Planning Board's act" in html
    assert "approves over 1 finding the SMO left deficient" in html and f"§ {SOILS}" in html
    disapprove = member.post(url, {**board, "outcome": "disapprove", "reasons": "Soils."})
    assert "data-over-deficient" not in disapprove.content.decode()
