"""Demo projects, one in each state of the SWPPP workflow (development only).

Built through the services, as a user would. Receipt dates are moved into the past
afterwards (demo only) so that the clocks show every state: due soon, overdue, met.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for

from .models import ChecklistItem, Finding, Outcome, Project, ReviewingBody, Submission
from .services import contractors, plans, projects, review

BASE = {
    "description": "Residential lots with a new street, storm sewer and a wet pond.",
    "total_site_acres": Decimal("12.00"),
    "disturbed_acres": Decimal("3.20"),
    "max_disturbed_at_once_acres": Decimal("2.50"),
    "receiving_waters": "Eighteen Mile Creek",
    "town_approval": "none",
}
PROFESSIONAL = {
    "professional_name": "Erin Engineer",
    "professional_designation": "PE",
    "professional_license_number": "081234",
    "professional_certifies": True,
    "professional_signature": "Erin Engineer",
    "professional_signed_on": date(2026, 9, 1),
    "other_permits": "NYSDEC SPDES construction general permit: notice of intent filed.",
    "other_permits_assured": True,
}


def _complete(applicant, submission: Submission) -> Submission:
    for item in plans.required_items(submission.project):
        plans.answer_save(
            acting_user=applicant,
            submission=submission,
            item=item,
            text=f"{item.label}: see sheets C-1 to C-9 of the plan set.",
        )
    return plans.contents_save(acting_user=applicant, submission=submission, **PROFESSIONAL)


def _received(applicant, title: str, street: str, sbl: str, **overrides) -> Submission:
    project = projects.project_create(
        acting_user=applicant, street_address=street, sbl=sbl, title=title, **{**BASE, **overrides}
    )
    draft = _complete(applicant, project.submissions.get())
    return plans.submit(acting_user=applicant, submission=draft)


def _backdate(submission: Submission, days: int) -> None:
    """Demo only: pretend the SWPPP was received ``days`` ago and recount its clock."""
    moment = timezone.now() - timedelta(days=days)
    Submission.objects.filter(pk=submission.pk).update(received_at=moment)
    ids = clocks_for(submission).values("pk")
    Deadline.objects.filter(pk__in=ids).update(starts_at=moment, count_from=moment)
    clocks.recount_open(deadlines=Deadline.objects.filter(pk__in=ids), reason="Demo data")


def _review(smo, submission: Submission, deficient: dict[str, str]) -> None:
    findings = {
        item.pk: (
            Finding.Status.DEFICIENT if item.code in deficient else Finding.Status.ACCEPTABLE,
            deficient.get(item.code, ""),
        )
        for item in ChecklistItem.objects.filter(code__in=submission.checklist)
    }
    review.findings_save(acting_user=smo, submission=submission, findings=findings)


def seed(ctx: dict) -> None:
    users = ctx.get("users", {})
    applicant = users.get(Role.APPLICANT)
    engineer = users.get("engineer@lockport.example")
    smo = users.get(Role.SMO)
    planner = users.get(Role.REVIEWING_BODY)
    board = users.get(Role.TOWN_BOARD)
    if not (applicant and smo and planner and board):
        return
    ReviewingBody.objects.get(kind="planning_board").members.add(planner)
    ReviewingBody.objects.get(kind="town_board").members.add(board)
    if Project.objects.filter(applicant=applicant).exists():
        return  # already seeded

    # A draft with a few items answered.
    draft = projects.project_create(
        acting_user=applicant,
        street_address="6300 Snyder Drive",
        sbl="110.06-3-12",
        title="Snyder Meadows, phase 2 (draft)",
        **BASE,
    )
    first = ChecklistItem.objects.get(code="159-5B(1)(a)")
    plans.answer_save(
        acting_user=applicant, submission=draft.submissions.get(), item=first, text="24 lots."
    )

    # Received, under the SMO's review (due in about three weeks).
    _backdate(_received(applicant, "Robinson Road plaza", "5750 Robinson Road", "123.15-2-4"), 20)
    # Received long ago: its 45 days have run out (the sweep marks it missed).
    _backdate(
        _received(
            engineer or applicant, "Transit Road warehouse", "4800 Transit Road", "109.03-1-7.1"
        ),
        50,
    )

    # Approved (§ 159-4C), with a contractor certification (§ 159-5D).
    approved = _received(applicant, "Dysinger Road townhomes", "6100 Dysinger Road", "108.00-1-40")
    _review(smo, approved, {})
    review.smo_decide(acting_user=smo, submission=approved, outcome=Outcome.APPROVE)
    invitation = contractors.invitation_create(acting_user=applicant, project=approved.project)
    contractors.certification_sign(
        invitation=invitation,
        agree=True,
        name="Nick Digger",
        title="Site superintendent",
        firm_name="Niagara Earthworks Inc.",
        firm_address="12 Mill Road, Lockport, NY 14094",
        firm_phone="(716) 555-0123",
        site="6100 Dysinger Road, Lockport, NY",
    )

    # Disapproved, and a revision being drafted.
    refused = _received(applicant, "Lincoln Avenue lots", "7100 Lincoln Avenue", "95.00-2-44")
    _review(smo, refused, {"159-5B(1)(c)": "No soil survey; give the NRCS soil units."})
    review.smo_decide(
        acting_user=smo,
        submission=refused,
        outcome=Outcome.DISAPPROVE,
        reasons="The soils are not described (§ 159-5B(1)(c)).",
    )
    plans.revise(acting_user=applicant, project=refused.project)

    # § 159-4B: forwarded to the Planning Board, waiting for its action.
    forwarded = _received(
        applicant,
        "Canal Side subdivision",
        "5900 Canal Road",
        "109.11-1-3",
        town_approval="planning_board",
    )
    _review(smo, forwarded, {})
    review.smo_recommend(acting_user=smo, submission=forwarded, outcome=Outcome.APPROVE)

    # § 159-4B: the Town Board approved with modifications.
    modified = _received(
        applicant,
        "Town park pavilion",
        "6560 Dysinger Road",
        "108.00-1-23",
        town_approval="town_board",
    )
    _review(smo, modified, {"159-5B(3)(h)": "Show the easement on the plan."})
    review.smo_recommend(
        acting_user=smo,
        submission=modified,
        outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
        reasons="Record the maintenance easement on the plan (§ 159-5B(3)(h)).",
    )
    review.body_act(
        acting_user=board,
        submission=modified,
        outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
        reasons="Approved if the easement is recorded on the plan.",
    )

    # An exemption claimed and waiting for the SMO.
    projects.project_create(
        acting_user=applicant,
        street_address="7000 Lincoln Avenue",
        sbl="95.00-2-41",
        title="Orchard drainage repair",
        exemption="3B3",
        exemption_explanation="Regrading an existing farm ditch to its original line and grade.",
        **{
            **BASE,
            "disturbed_acres": Decimal("1.10"),
            "max_disturbed_at_once_acres": Decimal("1.10"),
        },
    )

    # § 159-8C(2): a stop-work order in effect on the approved project (enforcement/).
    _stop_work(smo, approved.project)


def _stop_work(smo, project: Project) -> None:
    from enforcement.services import orders
    from enforcement.services import violations as found

    violation = found.violation_record(
        acting_user=smo,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        provisions=["159-5D"],
        description="The grading subcontractor began clearing before signing the § 159-5D "
        "certification.",
        started_on=timezone.localdate() - timedelta(days=1),
        subject=project,
        subject_label=project.label,
    )
    orders.order_issue(
        acting_user=smo,
        violation=violation,
        reasons="Land disturbance by a contractor who has not signed the certification of "
        "§ 159-5D.",
        work_allowed="Site stabilization only, until every contractor has signed.",
    )
