"""Chapter 159 records in any state, built through the services (the real path)."""

from __future__ import annotations

import itertools
from datetime import date
from decimal import Decimal

from swppp.models import ChecklistItem, Finding, Outcome, ReviewingBody, Submission
from swppp.services import plans, projects, review

_sbl = itertools.count(1)

CONDITION_C = {
    "title": "Snyder Meadows, phase 1",
    "description": "Twelve houses with a new street and a stormwater pond.",
    "total_site_acres": Decimal("10.00"),
    "disturbed_acres": Decimal("2.50"),
    "max_disturbed_at_once_acres": Decimal("2.00"),
    "receiving_waters": "Eighteen Mile Creek",
    "town_approval": "none",
}

PROFESSIONAL = {
    "professional_name": "Erin Engineer",
    "professional_designation": "PE",
    "professional_license_number": "081234",
    "professional_certifies": True,
    "professional_signature": "Erin Engineer",
    "professional_signed_on": date(2026, 1, 5),
    "other_permits": "NYSDEC SPDES GP-0-25-001 notice of intent: filed",
    "other_permits_assured": True,
}


def make_project(applicant, **overrides):
    n = next(_sbl)
    data = {
        **CONDITION_C,
        "street_address": f"{6300 + n} Snyder Drive",
        "sbl": f"110.{n % 100:02d}-3-{n}",
        **overrides,
    }
    return projects.project_create(acting_user=applicant, **data)


def draft_of(project) -> Submission:
    return project.submissions.order_by("-version").first()


def complete(submission: Submission, applicant, *, leave_out: tuple[str, ...] = ()) -> Submission:
    """Answer every required item (but those left out) and certify."""
    for item in plans.required_items(submission.project):
        if item.code not in leave_out:
            plans.answer_save(
                acting_user=applicant,
                submission=submission,
                item=item,
                text=f"See sheet for {item.label.lower()}.",
            )
    return plans.contents_save(acting_user=applicant, submission=submission, **PROFESSIONAL)


def submitted(applicant, **overrides) -> Submission:
    project = make_project(applicant, **overrides)
    submission = complete(draft_of(project), applicant)
    return plans.submit(acting_user=applicant, submission=submission)


def review_all(smo, submission: Submission, deficient: dict[str, str] | None = None) -> None:
    deficient = deficient or {}
    for item in ChecklistItem.objects.filter(code__in=submission.checklist):
        code = item.code
        review.finding_record(
            acting_user=smo,
            submission=submission,
            item=item,
            status=Finding.Status.DEFICIENT if code in deficient else Finding.Status.ACCEPTABLE,
            comment=deficient.get(code, ""),
        )


def decided(smo, applicant, outcome=Outcome.APPROVE, **overrides) -> Submission:
    submission = submitted(applicant, **overrides)
    deficient = {} if outcome == Outcome.APPROVE else {"159-5B(1)(c)": "No soil survey."}
    review_all(smo, submission, deficient)
    return review.smo_decide(
        acting_user=smo,
        submission=submission,
        outcome=outcome,
        reasons="" if outcome == Outcome.APPROVE else "The soils are not described.",
    )


def forwarded(smo, applicant, member, outcome=Outcome.APPROVE, body="planning_board", reasons=""):
    ReviewingBody.objects.get(kind=body).members.add(member)
    submission = submitted(applicant, town_approval=body)
    review_all(smo, submission)
    return review.smo_recommend(
        acting_user=smo, submission=submission, outcome=outcome, reasons=reasons
    )
