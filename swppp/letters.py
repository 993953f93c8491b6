"""The SWPPP letters, issued as PDFs (lockport_sw/documents) with the sections cited."""

from __future__ import annotations

from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.services import document_issue

from .models import Finding, Outcome, Submission

DECISION_KIND = "SWPPP-DEC"
RECOMMENDATION_KIND = "SWPPP-REC"


def _how_reviewed(submission: Submission) -> list[str]:
    """§ 159-4A(2), (3): how the SMO reviewed, cited on the letter when it applies."""
    cited = []
    if submission.outside_engineer:
        cited.append("§ 159-4A(2)")
    if submission.accepted_professional_certification:
        cited.append("§ 159-4A(3)")
    return cited


def _context(submission: Submission) -> dict:
    project = submission.project
    return {
        "submission": submission,
        "project": project,
        "parcel": project.parcel,
        "applicant": project.applicant_party,
        "deficient": submission.findings.filter(status=Finding.Status.DEFICIENT).select_related(
            "item"
        ),
    }


def issue_decision(*, acting_user, submission: Submission, by_body: bool) -> IssuedDocument:
    """The decision letter: by the SMO (§ 159-4C) or the reviewing body (§ 159-4B(2)).
    An approval reminds the applicant that a copy of the SWPPP is kept on the site
    (§ 159-5E) and that construction inspections need 48 hours' notice (§ 159-8A(1))."""
    outcome = submission.body_outcome if by_body else submission.smo_outcome
    citations = ["§ 159-4B(2)" if by_body else "§ 159-4C", "§ 159-5", *_how_reviewed(submission)]
    if outcome == Outcome.APPROVE:
        citations += ["§ 159-5E", "§ 159-8A(1)"]
    return document_issue(
        acting_user=acting_user,
        kind=DECISION_KIND,
        template_name="pdf/swppp/decision.html",
        context={
            **_context(submission),
            "outcome": Outcome(outcome),
            "reasons": submission.body_reasons if by_body else submission.smo_reasons,
            "by_body": by_body,
            "decider": submission.reviewing_body.name
            if by_body
            else "Stormwater Management Officer",
        },
        subject=submission,
        title=f"SWPPP {submission.project.reference} version {submission.version}: "
        f"{Outcome(outcome).label.lower()}",
        citations=citations,
    )


def issue_recommendation(*, acting_user, submission: Submission) -> IssuedDocument:
    """§ 159-4B(1): the SMO's written recommendation, forwarded with the SWPPP."""
    return document_issue(
        acting_user=acting_user,
        kind=RECOMMENDATION_KIND,
        template_name="pdf/swppp/recommendation.html",
        context={
            **_context(submission),
            "outcome": Outcome(submission.smo_outcome),
            "reasons": submission.smo_reasons,
            "body": submission.reviewing_body,
        },
        subject=submission,
        title=f"SWPPP {submission.project.reference} version {submission.version}: "
        f"recommendation to the {submission.reviewing_body.name}",
        citations=["§ 159-4B(1)", "§ 159-5", *_how_reviewed(submission)],
    )
