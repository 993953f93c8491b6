"""The SWPPP letters, issued as PDFs (lockport_sw/documents) with the sections cited.

Every figure, date and citation comes from the record: the professional's signature as
it was made (§ 159-5B(4), and § 159-4A(3) only when made), the SMO's recommendation
(§ 159-4B(1)) in the body's letter, the body's meeting, resolution and vote
(§ 159-4B(2)), the milestones the approver chose (§ 159-8A(1)) and the site inspections
of § 159-7A(2) when Condition A, B or C applies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings

from lockport_sw.bodies.models import Body
from lockport_sw.bodies.services import vote_roll, votes_of
from lockport_sw.documents import signatures
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.services import document_issue
from lockport_sw.jurisdiction.registry import cite

from . import applicability, milestones, selectors
from .models import Finding, Outcome, Submission

DECISION_KIND = "SWPPP-DEC"
RECOMMENDATION_KIND = "SWPPP-REC"


def _how_reviewed(submission: Submission) -> list[str]:
    """§ 159-4A(2), (3), § 159-5B(4): how the SWPPP was certified and reviewed, cited on the
    letter when it applies."""
    cited = []
    if submission.certification is not None:
        cited.append(cite("swm.professional_certification"))
    if submission.outside_engineer:
        cited.append(cite("swm.smo_designation.engineer"))
    if submission.accepted_professional_certification and _conformance(submission):
        cited.append(cite("swm.smo_designation.professional_certification"))
    return cited


def _cited(*keys: str) -> list[str]:
    return [cite(key) for key in keys]


def _conformance(submission: Submission) -> bool:
    certification = submission.certification
    return certification is not None and certification.certifies_conformance


SMO_TITLE = "Stormwater Management Officer"


@dataclass(frozen=True)
class ApprovalTerms:
    """A part of an approval letter another app owns (issue 46, item 8): a heading, the
    sections it rests on (added to the letter's citations) and its lines, each from the
    record. Chapter 159's money registers the guarantees required and the fees owed
    (§ 159-8B, § 159-8D; money/letters.py: ``approval_terms``)."""

    heading: str
    citations: tuple[str, ...]
    lines: tuple[str, ...]


# Called with the project when an approval letter is written; each returns a list of
# ApprovalTerms (nothing when the record holds nothing). Registered from AppConfig.ready().
APPROVAL_TERMS: list[Callable[..., list[ApprovalTerms]]] = []


def approval_terms(project) -> list[ApprovalTerms]:
    return [terms for source in APPROVAL_TERMS for terms in source(project)]


def project_url(project) -> str:
    """The project's page, where the applicant gives the 48 hours' notice of § 159-8A(1)
    (its "Request an inspection")."""
    return f"{settings.SITE_URL}{project.get_absolute_url()}"


def _signer(user, title: str) -> dict:
    return signatures.signer(user, title)


def body_signer(body, acting_user, on=None) -> dict:
    """A body's letter is signed by whoever records its act in the system, with the title
    the record gives them (issue 46, item 8). A board (§ 159-4B(2)): its chair of record
    on the day of the meeting (lockport_sw/bodies, the chair the SMO's recommendation is
    addressed to, or the chair chosen here, ``ReviewingBody.chair``) signs as "Chair,
    Planning Board", another member as "Member of the Planning Board"; the Building
    Inspector as the Building Inspector. The signature block says who signed it and how
    (documents/signatures.py), so it never names as signer a chair who did not sign."""
    if not body.acts_by_resolution:
        return _signer(acting_user, body.signer_title)
    from lockport_sw.bodies.services import presides
    from lockport_sw.calendar.words import town_today

    board = Body.objects.filter(kind=body.kind).select_related("chair").first()
    chair = body.chair_id == acting_user.pk or (
        board is not None and presides(acting_user, board, on or town_today())
    )
    return _signer(acting_user, body.signer_title if chair else f"Member of the {body.name}")


def _context(submission: Submission) -> dict:
    project = submission.project
    return {
        "submission": submission,
        "project": project,
        "parcel": project.parcel,
        "applicant": project.applicant_party,
        "certification": submission.certification,
        "relied_on_conformance": submission.accepted_professional_certification
        and _conformance(submission),
        "deficient": submission.findings.filter(status=Finding.Status.DEFICIENT).select_related(
            "item"
        ),
    }


def issue_decision(*, acting_user, submission: Submission, by_body: bool) -> IssuedDocument:
    """The decision letter: by the SMO (§ 159-4C) or in the reviewing body's name
    (§ 159-4B(2)). An approval lists the construction milestones the approver chose
    (§ 159-8A(1)) and, for Condition A, B or C, the site inspections of § 159-7A(2); it
    reminds the applicant that a copy of the SWPPP is kept on the site (§ 159-5E)."""
    context, citations, title = decision_letter(
        acting_user=acting_user, submission=submission, by_body=by_body
    )
    return document_issue(
        acting_user=acting_user,
        kind=DECISION_KIND,
        template_name=DECISION_TEMPLATE,
        context=context,
        subject=submission,
        title=title,
        citations=citations,
    )


DECISION_TEMPLATE = "pdf/swppp/decision.html"


def decision_letter(*, acting_user, submission: Submission, by_body: bool):
    """What the decision letter says: its context, citations and title."""
    outcome = Outcome(submission.body_outcome if by_body else submission.smo_outcome)
    body = submission.reviewing_body if by_body else None
    decided_under = cite("swm.review_with_other_body.body_act" if by_body else "swm.review_by_smo")
    citations = [decided_under, cite("swm.swppp"), *_how_reviewed(submission)]
    site_inspections = False
    terms: list[ApprovalTerms] = []
    if outcome == Outcome.APPROVE:
        site_inspections = applicability.assess(submission.project).post_construction_required
        citations += _cited(
            "swm.contractor_certification", "swm.swppp_on_site", "swm.construction_inspection"
        )
        if site_inspections:
            citations.append(cite("swm.maintenance_during_construction.site_inspections"))
        if submission.includes_facility:
            citations += _cited("swm.maintenance_easements", "swm.maintenance_agreements")
        # The guarantees required before construction and the fees owed (issue 46, item 8).
        terms = approval_terms(submission.project)
        citations += [c for t in terms for c in t.citations if c not in citations]
    context = {
        **_context(submission),
        "outcome": outcome,
        "reasons": submission.body_reasons if by_body else submission.smo_reasons,
        "by_body": by_body,
        "body": body,
        "decider": body.name if by_body else SMO_TITLE,
        "signer": body_signer(body, acting_user, submission.body_meeting_on)
        if by_body
        else _signer(acting_user, SMO_TITLE),
        # § 159-4B(2): the body's act is issued in its name, on its letterhead.
        "letter_office": body.name if by_body else "",
        "milestones": milestones.chosen(submission.milestones),
        # § 159-8A(1): where the 48 hours' notice is given.
        "project_url": project_url(submission.project),
        "approval_terms": terms,
        "site_inspections": milestones.SITE_INSPECTIONS if site_inspections else "",
        "maintenance": list(
            submission.project.maintenance_instruments.order_by("kind", "created_at")
        )
        if outcome == Outcome.APPROVE and submission.includes_facility
        else [],
    }
    if by_body:
        recommended = selectors.recommendation_for(submission)
        context["recommendation"] = recommended
        context["comments"] = list(submission.comments.select_related("author"))
        # GCL § 41: the members are named, not only counted.
        context["vote_roll"] = vote_roll(votes_of(submission))
    title = f"SWPPP {submission.project.reference} version {submission.version}: " + (
        f"{outcome.result} by the {body.name}" if by_body else outcome.result
    )
    return context, citations, title


def _chair_of(body) -> str:
    """The name of the board's chair (lockport_sw/bodies: who presides on the day), or ""
    for the Building Inspector, an officer, or a board with no chair recorded."""
    board = Body.objects.filter(kind=body.kind).select_related("chair").first()
    return board.chair.name if board is not None and board.chair_id else ""


def issue_recommendation(*, acting_user, submission: Submission) -> IssuedDocument:
    """§ 159-4B(1): the SMO's written recommendation, forwarded with the SWPPP: addressed
    to the reviewing body (to its chair's attention), a copy to the applicant."""
    return document_issue(
        acting_user=acting_user,
        kind=RECOMMENDATION_KIND,
        template_name="pdf/swppp/recommendation.html",
        context={
            **_context(submission),
            "outcome": Outcome(submission.smo_outcome),
            "reasons": submission.smo_reasons,
            "body": submission.reviewing_body,
            "body_chair": _chair_of(submission.reviewing_body),
            "signer": _signer(acting_user, SMO_TITLE),
        },
        subject=submission,
        title=f"SWPPP {submission.project.reference} version {submission.version}: "
        f"recommendation to the {submission.reviewing_body.name}",
        citations=[
            cite("swm.review_with_other_body.recommendation"),
            cite("swm.swppp"),
            *_how_reviewed(submission),
        ],
    )
