"""Demo projects, one in each state of the SWPPP workflow (development only).

Built through the services, as a user would: the licensed professional signs through
the link sent to them (§ 159-5B(4)); the SMO confirms each review path (§ 159-4B) and
records the easement and the agreement before approving a plan with a facility
(§ 159-7B, § 159-7C(4)); the boards act by resolution, at a meeting, by vote
(§ 159-4B(2)). Each story happens in the past (demo only: the clock is moved back to
each step, on the Town's business days, as swppp/demo_inspections.py does), so that the
clocks show every state (due soon, overdue, met) and the receipt, the queue and the
clocks name the same days (issue 22, item 8; tests/core/test_demo_invariants.py).
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.bodies.services import body_of
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.hours import working_moment
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.jurisdiction.registry import cite, cite_code

from . import milestones
from .models import ChecklistItem, Finding, Outcome, Project, ReviewingBody, Submission
from .services import contractors, maintenance, plans, professional, projects, review, site
from .services._common import smo_users

# The milestones the SMO chose for the pavilion (§ 159-8A(1)): inspected before its
# final acceptance (demo_site_records).
PAVILION_MILESTONES = ["159-8A(1)(a)", "159-8A(1)(e)"]


def _base():
    return {
        "total_site_acres": Decimal("12.00"),
        "disturbed_acres": Decimal("3.20"),
        "max_disturbed_at_once_acres": Decimal("2.50"),
        "receiving_waters": "Eighteen Mile Creek",
        "town_approval": "none",
        # The applicant's mailing address, given with the project (every letter goes there).
        "mailing_street": f"4410 {_place().street('transit')}, Suite 2",
        "mailing_city": _place().postal_city,
        "mailing_state": "NY",
        "mailing_postal_code": _place().postal_code,
    }


CONTENTS = {
    "stormwater_facility": "no",
    "other_permits": "NYSDEC SPDES construction general permit: notice of intent filed.",
    "other_permits_assured": True,
}
ENGINEER = {"name": "Erin Engineer", "designation": "PE", "email": "erin@engineers.example"}
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def _today():
    return timezone.now().astimezone(TOWN_TZ).date()


def _ago(days: int, hour: int, minute: int = 0):
    """Demo only: the clock moved back to ``hour``:``minute`` of the last business day at
    least ``days`` days ago (``time_machine`` is a development requirement), to act then."""
    import time_machine

    calendar = town_calendar()
    day = _today() - timedelta(days=days)
    moment = working_moment(calendar, day, 0, hour, minute)
    if moment.date() > day:  # not a business day: the one before it
        moment = working_moment(calendar, day, -1, hour, minute)
    return time_machine.travel(moment, tick=False)


def _ask_signature(applicant, submission: Submission):
    return professional.signature_request(acting_user=applicant, submission=submission, **ENGINEER)


def _signed(applicant, submission: Submission, *, conformance: bool = False) -> None:
    """§ 159-5B(4): the professional signs through the link sent to them."""
    professional.signature_sign(
        signature=_ask_signature(applicant, submission),
        name=ENGINEER["name"],
        designation=ENGINEER["designation"],
        license_number="081234",
        certifies_design=True,
        certifies_conformance=conformance,
    )


def _complete(applicant, submission: Submission, **contents) -> Submission:
    submission = plans.draft_save(  # the whole draft page at once, as the applicant saves it
        acting_user=applicant,
        submission=submission,
        answers={
            item.pk: (f"{item.label}: see sheets C-1 to C-9 of the plan set.", [])
            for item in plans.required_items(submission.project)
        },
        contents={**CONTENTS, **contents},
    )
    _signed(applicant, submission)
    return submission


def _received(
    applicant, title: str, street: str, sbl: str, contents=None, confirm_site=True, **overrides
):
    project = projects.project_create(
        acting_user=applicant,
        street_address=street,
        postal_code=_place().postal_code,
        sbl=sbl,
        title=title,
        **{**_base(), **overrides},
    )
    if confirm_site and not project.site_confirmed:
        # § 159-3A: a parcel the registry does not hold; the SMO confirmed it is in the Town.
        site.site_confirm(acting_user=smo_users().first(), project=project)
    draft = _complete(applicant, project.submissions.get(), **(contents or {}))
    return plans.submit(acting_user=applicant, submission=draft)


def _confirm(smo, submission: Submission, reason: str = "") -> Submission:
    return review.review_path_decide(
        acting_user=smo,
        submission=submission,
        path=submission.review_path,
        body_kind=submission.reviewing_body.kind if submission.reviewing_body else "",
        reason=reason,
    )


def _review(smo, submission: Submission, deficient: dict[str, str]) -> None:
    findings = {
        item.pk: (
            Finding.Status.DEFICIENT if item.code in deficient else Finding.Status.ACCEPTABLE,
            deficient.get(item.code, ""),
        )
        for item in ChecklistItem.objects.filter(code__in=submission.checklist)
    }
    review.findings_save(acting_user=smo, submission=submission, findings=findings)


def _record_maintenance(smo, project: Project) -> None:
    """§ 159-7B and § 159-7C(4): the easement and the agreement, recorded."""
    today = _today()
    common = {"acting_user": smo, "project": project, "approved_by": "Ada Turner, Town Attorney"}
    maintenance.instrument_record(
        **common,
        kind="easement",
        approved_on=today - timedelta(days=20),
        recorded_on=today - timedelta(days=14),
        instrument_number="2026-418877",
        file=SimpleUploadedFile("maintenance-easement.pdf", PDF),
    )
    maintenance.instrument_record(
        **common,
        kind="agreement",
        approved_on=today - timedelta(days=20),
        recorded_on=today - timedelta(days=14),
        follows_appendix_a=True,
        liber="4102",
        page="233",
        file=SimpleUploadedFile("maintenance-agreement.pdf", PDF),
    )


def _votes(kind: str) -> dict[int, str]:
    """GCL § 41: every member seated today votes in favor but the last, against."""
    members = list(body_of(kind).members_on(_today()))
    return {m.pk: "against" if m == members[-1] else "for" for m in members}


def _board_act(member, submission: Submission, outcome: str, reasons: str, resolution: str):
    return review.body_act(
        acting_user=member,
        submission=submission,
        act=review.BodyAct(
            outcome=outcome,
            reasons=reasons,
            complies=outcome == Outcome.APPROVE,
            meeting_on=_today(),
            resolution=resolution.format(year=_today().year),
            votes=_votes(submission.reviewing_body.kind),
        ),
    )


def seed(ctx: dict) -> None:
    users = ctx.get("users", {})
    applicant = users.get(Role.APPLICANT)
    engineer = users.get(_place().demo_email("engineer"))
    smo = users.get(Role.SMO)
    planner = users.get(Role.REVIEWING_BODY)
    board = users.get(Role.TOWN_BOARD)
    if not (applicant and smo and planner and board):
        return
    ReviewingBody.objects.get(kind="planning_board").members.add(planner)
    ReviewingBody.objects.get(kind="town_board").members.add(board)
    if Project.objects.filter(applicant=applicant).exists():
        return  # already seeded

    # A draft with a few items answered, the professional's signature asked and pending.
    draft = projects.project_create(
        acting_user=applicant,
        street_address=f"6300 {_place().street('snyder')}",
        postal_code=_place().postal_code,
        sbl="110.06-3-12",
        title="Snyder Meadows, phase 2 (draft)",
        **{**_base(), "description": "Phase 2 of Snyder Meadows: 24 house lots on a new street."},
    )
    first = ChecklistItem.objects.get(code="159-5B(1)(a)")
    plans.answer_save(
        acting_user=applicant, submission=draft.submissions.get(), item=first, text="24 lots."
    )
    _ask_signature(applicant, draft.submissions.get())

    # Received, under the SMO's review (due in about three weeks), path not yet confirmed.
    with _ago(20, 10):
        _received(
            applicant,
            f"{_place().street('robinson')} plaza",
            f"5750 {_place().street('robinson')}",
            "123.15-2-4",
            description="Two more shops at the plaza, a larger parking lot and an "
            "underground detention system.",
        )
    # Received long ago: its 45 days have run out (the sweep marks it missed).
    with _ago(50, 11):
        _received(
            engineer or applicant,
            f"{_place().street('transit')} warehouse",
            f"5000 {_place().street('transit')}",
            "109.03-1-9",
            description="A warehouse with a truck court and a dry detention basin.",
        )

    # Approved (§ 159-4C): a wet pond, so the easement and agreement were recorded first
    # (§ 159-7B, § 159-7C(4)); the SMO chose the milestones (§ 159-8A(1)); a contractor
    # signed the § 159-5D certification and began work, another has not signed yet.
    with _ago(40, 9):
        approved = _received(
            applicant,
            f"{_place().street('dysinger')} townhomes",
            f"6100 {_place().street('dysinger')}",
            "108.00-1-40",
            contents={"stormwater_facility": "yes"},
            description="Twelve townhomes on a private drive, with a storm sewer and a wet pond.",
        )
    with _ago(30, 10):
        _confirm(smo, approved)
        _review(smo, approved, {})
    with _ago(14, 11):
        _record_maintenance(smo, approved.project)
        review.smo_decide(
            acting_user=smo,
            submission=approved,
            outcome=Outcome.APPROVE,
            milestones=[m.code for m in milestones.MILESTONES if m.letter != "h"],
        )
    with _ago(10, 10):
        signs = contractors.contractor_identify(
            acting_user=applicant,
            project=approved.project,
            firm_name="Niagara Earthworks Inc.",
            role="contractor",
            responsibility="Clearing, grading and the wet pond",
            email="nick@earthworks.example",
        )
        contractors.certification_sign(
            invitation=signs,
            agree=True,
            name="Nick Digger",
            title="Site superintendent",
            firm_name="Niagara Earthworks Inc.",
            firm_address=f"12 {_place().street('mill')}, {_place().postal_city}, "
            f"NY {_place().postal_code}",
            firm_phone="(716) 555-0123",
            site=f"6100 {_place().street('dysinger')}, {_place().postal_city}, NY",
        )
    with _ago(7, 8):
        contractors.work_begins(acting_user=applicant, contractor=signs.contractor, on=_today())
    with _ago(3, 10):
        contractors.contractor_identify(
            acting_user=applicant,
            project=approved.project,
            firm_name=f"{_place().postal_city} Fence & Silt Co.",
            role="subcontractor",
            responsibility="Silt fence installation",
            email="office@lockportsilt.example",
        )

    # Disapproved, and a revision being drafted.
    # Left for the SMO to confirm in the Town (the home page's "Sites to confirm").
    with _ago(35, 10):
        refused = _received(
            applicant,
            f"{_place().street('lincoln')} lots",
            f"7100 {_place().street('lincoln')}",
            "95.00-2-44",
            confirm_site=False,
            description="Four house lots with driveways and a roadside swale.",
        )
    with _ago(20, 14):
        _confirm(smo, refused)
        _review(smo, refused, {"159-5B(1)(c)": "No soil survey; give the NRCS soil units."})
        review.smo_decide(
            acting_user=smo,
            submission=refused,
            outcome=Outcome.DISAPPROVE,
            reasons=f"The soils are not described ({cite_code('159-5B(1)(c)')}).",
        )
    with _ago(5, 9):
        plans.revise(acting_user=applicant, project=refused.project)

    # § 159-4C: approved with modifications, which is not approval (issue 46): the
    # applicant revises the SWPPP and submits the revision; no work may begin (§ 159-5A).
    with _ago(12, 10):
        offices = _received(
            applicant,
            f"{_place().street('dysinger')} offices",
            f"6200 {_place().street('dysinger')}",
            "108.00-1-52",
            description="Two office buildings with a parking lot and a bioretention area.",
        )
    with _ago(6, 14):
        _confirm(smo, offices)
        _review(
            smo,
            offices,
            {"159-5B(1)(g)": "No temporary stabilization of the parking lot's slopes."},
        )
        review.smo_decide(
            acting_user=smo,
            submission=offices,
            outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
            reasons="Add temporary stabilization of the parking lot's slopes "
            f"({cite_code('159-5B(1)(g)')}), then submit the revised SWPPP.",
        )

    # § 159-4B: forwarded to the Planning Board, waiting for its action.
    with _ago(25, 10):
        forwarded = _received(
            applicant,
            "Canal Side subdivision",
            f"5900 {_place().street('canal_road')}",
            "109.11-1-3",
            town_approval="planning_board",
            description="A 30-lot subdivision with a new street, a storm sewer and a wet pond.",
        )
    with _ago(15, 11):
        _confirm(smo, forwarded)
        _review(smo, forwarded, {})
        review.smo_recommend(acting_user=smo, submission=forwarded, outcome=Outcome.APPROVE)

    # § 159-4B: the Town Board approved with modifications, by resolution at a meeting,
    # long ago; the applicant revised the SWPPP and the Board approved the revision
    # (§ 159-4B(2): approval with modifications is not approval, no work before). Then the
    # pavilion was built, its milestones inspected, and its facilities accepted
    # (demo_site_records).
    with _ago(540, 10):
        modified = _received(
            applicant,
            "Town park pavilion",
            f"6560 {_place().street('dysinger')}",
            "108.00-1-23",
            town_approval="town_board",
            description="A picnic pavilion in the Town park, with a parking lot, a rain "
            "garden and a wet pond.",
        )
    with _ago(525, 11):
        _confirm(smo, modified)
        _review(smo, modified, {"159-5B(3)(h)": "Show the easement on the plan."})
        review.smo_recommend(
            acting_user=smo,
            submission=modified,
            outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
            reasons=f"Record the maintenance easement on the plan ({cite_code('159-5B(3)(h)')}).",
            milestones=PAVILION_MILESTONES,
        )
    with _ago(510, 15):
        _board_act(
            board,
            modified,
            Outcome.APPROVE_WITH_MODIFICATIONS,
            "Record the maintenance easement on the plan, then submit the revised SWPPP.",
            "TB-{year}-118",
        )
    with _ago(505, 10):
        pavilion = plans.revise(acting_user=applicant, project=modified.project)
        plans.responses_save(
            acting_user=applicant,
            submission=pavilion,
            responses={
                f.pk: "The maintenance easement is shown on sheet C-7."
                for f in plans.findings_to_answer(pavilion)
            },
        )
        _signed(applicant, pavilion)
        pavilion = plans.submit(acting_user=applicant, submission=pavilion)
    with _ago(495, 15):
        _board_act(board, pavilion, Outcome.APPROVE, "", "TB-{year}-131")

    # § 159-4B(2): the Planning Board disapproved; the revision went to the Board, with a
    # copy to the SMO, who commented; no new SMO clock.
    with _ago(45, 10):
        canal = _received(
            applicant,
            "Canal Side, phase 2",
            f"5910 {_place().street('canal_road')}",
            "109.11-1-4",
            town_approval="planning_board",
            description="Phase 2 of Canal Side: 18 house lots, a street extension and a "
            "grass swale.",
        )
    with _ago(35, 11):
        _confirm(smo, canal, "The Planning Board reviews the subdivision plat.")
        _review(smo, canal, {"159-5B(1)(g)": "No stabilization measures for the swale."})
        review.smo_recommend(
            acting_user=smo,
            submission=canal,
            outcome=Outcome.DISAPPROVE,
            reasons=f"The swale has no stabilization measures ({cite_code('159-5B(1)(g)')}).",
        )
    with _ago(28, 15):
        _board_act(
            planner,
            canal,
            Outcome.DISAPPROVE,
            "Stabilize the swale, as the SMO found.",
            "PB-{year}-22",
        )
    with _ago(10, 10):
        revision = plans.revise(acting_user=applicant, project=canal.project)
        plans.responses_save(
            acting_user=applicant,
            submission=revision,
            responses={
                f.pk: "Turf matting on the swale: sheet C-4."
                for f in plans.findings_to_answer(revision)
            },
        )
        _signed(applicant, revision, conformance=True)
        revision = plans.submit(acting_user=applicant, submission=revision)
    with _ago(8, 11):
        review.smo_comment(
            acting_user=smo,
            submission=revision,
            text=f"The turf matting answers my finding on {cite_code('159-5B(1)(g)')}.",
        )

    # An exemption claimed and waiting for the SMO.
    projects.project_create(
        acting_user=applicant,
        street_address=f"7000 {_place().street('lincoln')}",
        postal_code=_place().postal_code,
        sbl="95.00-2-41",
        title="Orchard drainage repair",
        exemption="3B3",
        exemption_explanation="Regrading an existing farm ditch to its original line and grade.",
        maintains_original_facility=True,
        **{
            **_base(),
            "description": "Drainage repair in the orchard: the farm ditch regraded to its "
            "original line and grade.",
            "disturbed_acres": Decimal("1.10"),
            "max_disturbed_at_once_acres": Decimal("1.10"),
        },
    )

    # § 159-8C(2): a stop-work order in effect on the approved project (enforcement/).
    _stop_work(smo, approved.project)

    # Inspections of approved projects (§ 159-8A(1)): swppp/demo_inspections.py (first:
    # it seeds only while no request exists, and the finished project's are next).
    from . import demo_inspections

    demo_inspections.seed(
        ctx,
        smo=smo,
        applicant=applicant,
        received=_received,
        confirm=_confirm,
        review_all=_review,
        unsigned_project=approved.project,
    )

    # The site log (§ 159-7A(2)) and the records after construction (§ 159-8A(2), (3)).
    from . import demo_site_records

    demo_site_records.seed(
        smo=smo,
        inspector=users.get(Role.INSPECTOR) or smo,
        applicant=applicant,
        building=approved.project,
        finished=modified.project,
    )


def _stop_work(smo, project: Project) -> None:
    from enforcement.services import orders
    from enforcement.services import violations as found

    violation = found.violation_record(
        acting_user=smo,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        provisions=["159-5D"],
        description=f"The grading subcontractor began clearing before signing the "
        f"{cite('swm.contractor_certification')} "
        "certification.",
        started_on=timezone.localdate() - timedelta(days=1),
        subject=project,
        subject_label=project.label,
    )
    orders.order_issue(
        acting_user=smo,
        violation=violation,
        reasons="Land disturbance by a contractor who has not signed the certification of "
        f"{cite('swm.contractor_certification')}.",
        work_allowed="Site stabilization only, until every contractor has signed.",
    )


def _place():
    """Where the demo's records are: the municipality served (its ``Place``)."""
    from lockport_sw.jurisdiction.registry import current

    return current().place
