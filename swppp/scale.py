"""Scale data (``manage.py seed_scale``): ten years of land development projects, their
SWPPP versions and the SMO's reviews (§ 159-4C).

Older projects were decided: approved at the first version, or (every third) disapproved
with findings and approved at the second. The newest tenth have a version received in
the last 40 days with its 45-day decision clock running (§ 159-4C), counted by the
clocks' own rule (``deadline_build``). Each approved project was inspected at the
milestones its approval chose (§ 159-8A(1)) and at stabilization, each inspection with
a finding per checklist item."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from inspections.models import Finding as InspectionFinding
from inspections.models import Inspection
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.core.spans import YEARS_10, along
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.jurisdiction.registry import cite
from swppp import inspections as swppp_inspections
from swppp import milestones
from swppp.models import ChecklistItem, Finding, Project, SiteBasis, Submission
from swppp.models.plans import Outcome

MILESTONES = [m.code for m in milestones.MILESTONES[:4]]


def _project(j: int, parcel, owner, applicant) -> Project:
    return Project(
        reference=f"S-P{j:05d}",
        applicant=applicant,
        applicant_party=owner,
        parcel=parcel,
        title=f"Development at {parcel.street_address}",
        description="Site grading, a building and its parking lot.",
        total_site_acres=Decimal("6.00"),
        disturbed_acres=Decimal("2.50"),
        max_disturbed_at_once_acres=Decimal("1.50"),
        receiving_waters="Eighteenmile Creek",
        review_path=Submission.Path.SMO,
        site_basis=SiteBasis.REGISTRY,  # a parcel of the Town's roll (§ 159-3A)
    )


def seed(ctx) -> None:
    now = timezone.now()
    parcels, owners = ctx.records["parcels"], ctx.records["owners"]
    applicants, smo = ctx.records["applicants"], ctx.records["smo"]
    n = ctx.count("projects")
    step = max(1, len(parcels) // n)
    offset = step // 2  # other parcels than the cases'
    projects = ctx.bulk(
        "projects",
        Project,
        (
            _project(
                j,
                parcels[(j * step + offset) % len(parcels)],
                owners[(j * step + offset) % len(owners)],
                applicants[j % len(applicants)],
            )
            for j in range(n)
        ),
        n,
    )
    checklist = list(ChecklistItem.objects.filter(active=True).values_list("code", flat=True))
    items = list(ChecklistItem.objects.filter(active=True).order_by("order", "pk")[:2])
    pending_from = n - max(1, n // 10)

    def versions():
        for j, project in enumerate(projects):
            if j >= pending_from:  # received in the last 40 days, undecided
                received = now - along(timedelta(days=40), n - j, max(1, n - pending_from))
                yield Submission(
                    project=project,
                    version=1,
                    state=Submission.State.RECEIVED,
                    received_at=received,
                    review_path=Submission.Path.SMO,
                    checklist=checklist,
                    path_confirmed_at=received,
                    path_confirmed_by=smo,
                )
                continue
            received = now - YEARS_10 + along(YEARS_10, j, n)
            revised = j % 3 == 0
            yield _decided(project, 1, received, smo, checklist, approve=not revised)
            if revised:
                yield _decided(
                    project, 2, received + timedelta(days=60), smo, checklist, approve=True
                )

    total = n + len(range(0, pending_from, 3))
    submissions = ctx.bulk("SWPPP versions", Submission, versions(), total)

    def findings():
        for submission in submissions:
            if submission.smo_outcome == Outcome.DISAPPROVE:
                for k, item in enumerate(items):
                    yield Finding(
                        submission=submission,
                        item=item,
                        status=Finding.Status.DEFICIENT if k == 0 else Finding.Status.ACCEPTABLE,
                        comment="The sediment basin is undersized." if k == 0 else "",
                        reviewer=smo,
                    )

    ctx.bulk("SMO findings", Finding, findings(), len(items) * (total - n))

    calendar = town_calendar()
    pending = [s for s in submissions if s.state == Submission.State.RECEIVED]

    def decision_clocks():
        for submission in pending:
            yield clocks.deadline_build(
                rule="swppp_decision",
                subject=submission,
                subject_label=submission.label,
                starts_at=submission.received_at,
                calendar=calendar,
            )

    ctx.bulk("SWPPP decision clocks", Deadline, decision_clocks(), len(pending))
    ctx.records["projects"] = projects
    _inspections(ctx, [s for s in submissions if s.state == Submission.State.APPROVED], now)


def _inspections(ctx, approved, now) -> None:
    """Each approved project: its chosen milestones' inspections, then stabilization."""
    from django.contrib.contenttypes.models import ContentType

    kinds = [swppp_inspections.MILESTONE_KINDS[code] for code in MILESTONES]
    kinds.append(swppp_inspections.STABILIZATION)
    project_type = ContentType.objects.get_for_model(Project)
    inspectors = ctx.records["inspectors"]
    wanted = ctx.count("inspections")
    per_project = len(kinds)
    projects = approved[: max(1, wanted // per_project)]

    def rows():
        for j, submission in enumerate(projects):
            project = submission.project
            for k, kind in enumerate(kinds):
                at = min(submission.smo_acted_at + timedelta(days=30 * (k + 1)), now)
                yield Inspection(
                    reference=f"S-I{j * per_project + k:07d}",
                    kind=kind.code,
                    chapter="159",
                    parcel=project.parcel,
                    state=Inspection.State.COMPLETED,
                    result=Inspection.Result.APPROVED,
                    inspector=inspectors[j % len(inspectors)],
                    scheduled_for=at - timedelta(hours=2),
                    started_at=at - timedelta(hours=1),
                    completed_at=at,
                    summary="Controls in place and maintained.",
                    subject_type=project_type,
                    subject_id=project.pk,
                    subject_label=project.label,
                )

    made = ctx.bulk("inspections", Inspection, rows(), len(projects) * per_project)
    by_code = {kind.code: kind for kind in kinds}
    items = sum(len(by_code[i.kind].checklist) for i in made)
    ctx.bulk(
        "inspection findings",
        InspectionFinding,
        (
            InspectionFinding(
                inspection=i, item=item.code, outcome=InspectionFinding.Outcome.SATISFACTORY
            )
            for i in made
            for item in by_code[i.kind].checklist
        ),
        items,
    )


def _decided(project, version, received, smo, checklist, *, approve: bool) -> Submission:
    acted = received + timedelta(days=30)
    return Submission(
        project=project,
        version=version,
        state=Submission.State.APPROVED if approve else Submission.State.DISAPPROVED,
        received_at=received,
        review_path=Submission.Path.SMO,
        checklist=checklist,
        path_confirmed_at=received,
        path_confirmed_by=smo,
        smo_outcome=Outcome.APPROVE if approve else Outcome.DISAPPROVE,
        smo_reasons="" if approve else f"The plan does not meet {cite('swm.swppp_contents')}.",
        smo_acted_at=acted,
        smo_acted_by=smo,
        milestones=MILESTONES if approve else [],
    )
