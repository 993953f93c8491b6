"""Fee schedules for tests: adopted through the service, with the Town Board seated."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from money.models import Basis, Service
from money.services import schedules
from money.services.schedules import LineSpec
from tests.seats import votes

D = Decimal

STANDARD_LINES = [
    LineSpec(Service.REVIEW, Basis.FLAT, rate=D("250"), acres_to=D("5")),
    LineSpec(Service.REVIEW, Basis.PER_ACRE, rate=D("60"), cap=D("3000"), acres_from=D("5")),
    LineSpec(Service.RESUBMISSION, Basis.FLAT, rate=D("100")),
    LineSpec(Service.MILESTONE, Basis.FLAT, rate=D("75")),
    LineSpec(Service.REINSPECTION, Basis.FLAT, rate=D("50")),
    LineSpec(Service.ENGINEER, Basis.AT_COST, cap=D("1500")),
    LineSpec(Service.MAINTENANCE, Basis.AT_COST),
]


def adopt(
    recorder,
    *,
    resolution: str = "2026-14",
    adopted_on: date = date(2026, 1, 5),
    effective_on: date = date(2026, 2, 1),
    lines=None,
    left_out_confirmed: bool = True,
):
    """A schedule the Board adopted 3 to 2 (its seats filled first by the caller); one
    leaving out a fee the chapter relies on is confirmed as adopted unless told not."""
    return schedules.schedule_adopt(
        acting_user=recorder,
        resolution=resolution,
        adopted_on=adopted_on,
        effective_on=effective_on,
        lines=list(STANDARD_LINES if lines is None else lines),
        votes=votes(on=adopted_on),
        left_out_confirmed=left_out_confirmed,
    )


def instrument_file(name: str = "letter-of-credit.pdf"):
    from tests.documents.factories import minimal_pdf, uploaded

    return uploaded(name, minimal_pdf("Irrevocable letter of credit"), "application/pdf")


def letter_of_credit(applicant, requirement, *, expires_on: date, effective_on=None, **kw):
    from money.models import Guarantee
    from money.services import guarantees

    return guarantees.guarantee_post(
        acting_user=applicant,
        requirement=requirement,
        kind=kw.pop("kind", Guarantee.Kind.LETTER_OF_CREDIT),
        issuer=kw.pop("issuer", "M&T Bank"),
        issuer_address=kw.pop("issuer_address", "One M&T Plaza\nBuffalo, NY 14203"),
        instrument_number=kw.pop("instrument_number", "SB-2026-0441"),
        amount=kw.pop("amount", requirement.amount),
        effective_on=effective_on or date(2026, 3, 1),
        expires_on=expires_on,
        file=instrument_file(),
        **kw,
    )


def _at(day: date, hour: int = 10):
    import time_machine

    from tests.enforcement.factories import local

    return time_machine.travel(local(day.year, day.month, day.day, hour), tick=False)


def final_accepted(
    smo, applicant, accepted_on: date = date(2026, 6, 15), approved_on: date = date(2026, 3, 2)
):
    """A project whose performance guarantee (a letter of credit, No. SB-2026-0441) the
    SMO accepted on ``approved_on``, built, and its facilities given final acceptance on
    ``accepted_on`` (§ 159-8A(2)). Returns (project, letter of credit)."""
    from inspections.services import after_construction as ac
    from money.models import Purpose
    from money.services import guarantees
    from tests.inspections.factories import ONE_MILESTONE, approved_project, construction_done

    with _at(approved_on):
        project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
        requirement = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("48000"),
            basis="Final design plans: pond, swales and landscaping.",
        )
        loc = letter_of_credit(
            applicant,
            requirement,
            effective_on=approved_on,
            expires_on=approved_on + timedelta(days=4 * 365),
        )
        guarantees.guarantee_accept(acting_user=smo, guarantee=loc)
    with _at(accepted_on):
        construction_done(smo, applicant, project)
        ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=accepted_on)
    return project, loc


def one_year_inspected(inspector, project, day: date, inspection=None):
    """The one-year inspection (§ 159-8B(1)) assigned and found acceptable on ``day``
    (the one scheduled at final acceptance, unless ``inspection`` is given)."""
    from inspections.models import Inspection
    from inspections.services import scheduling
    from money.inspections import ONE_YEAR
    from tests.enforcement.factories import local
    from tests.inspections.factories import complete_approved

    inspection = inspection or Inspection.objects.get(kind=ONE_YEAR.code, subject_id=project.pk)
    with _at(day, 8):
        scheduling.inspection_assign(
            acting_user=inspector,
            inspection=inspection,
            inspector=inspector,
            scheduled_for=local(day.year, day.month, day.day, 9),
        )
    with _at(day, 11):
        return complete_approved(inspector, inspection)


def maintenance_notice(smo, project, complete_by: date = date(2026, 3, 20)):
    """§ 159-7C: a wet pond of ``project`` in the inventory, owned by its applicant, and
    a maintenance notice to finish by ``complete_by``."""
    from inspections.services import after_construction as ac

    pond = ac.practice_save(
        acting_user=smo,
        subject=project,
        code="P-1",
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
    )
    return ac.maintenance_notice_issue(
        acting_user=smo,
        practice=pond,
        work_required="Clear the outlet structure.",
        complete_by=complete_by,
    )


def undone_inspection(smo, notice, day: date, note: str = "Outlet still clogged with debris."):
    """§ 159-8B(2): a complaint inspection of ``notice``'s practice, completed on ``day``
    by ``smo`` with the practice's condition found deficient (the work not done)."""
    from inspections.kinds import get
    from inspections.models import Finding, Inspection
    from inspections.services import after_construction as ac
    from inspections.services.field import inspection_complete
    from tests.enforcement.factories import local

    with _at(day, 9):
        inspection = ac.complaint_inspection_open(
            acting_user=smo,
            practice=notice.practice,
            reason=f"Follow-up of {notice.document.number}.",
            scheduled_for=local(day.year, day.month, day.day, 9, 30),
        )
    kind = get("159-smp-complaint")
    findings = {i.code: (Finding.Outcome.SATISFACTORY, "") for i in kind.checklist}
    findings["condition"] = (Finding.Outcome.DEFICIENT, note)
    with _at(day, 11):
        return inspection_complete(
            acting_user=smo,
            inspection=inspection,
            findings=findings,
            result=Inspection.Result.VIOLATIONS,
        )


def engineer_approved(
    project,
    *,
    engineer: str = "Erie Engineering PC, Dana Reyes, PE, license no. 081234",
    resolution: str = "2026-21",
    adopted_on: date = date(2026, 2, 3),
    recorder=None,
):
    """§ 159-4A(2): the Town Board's resolution approving an outside engineer for
    ``project``, 3 to 2 (the Board's five seats filled when nobody sits that day),
    recorded by a Clerk."""
    from lockport_sw.accounts.roles import Role
    from lockport_sw.bodies.models import Body
    from swppp.services import engineer as engineer_services
    from tests.factories import UserFactory
    from tests.seats import seat

    if not Body.objects.get(kind="town_board").members_on(adopted_on).exists():
        seat("town_board", members=5)

    return engineer_services.engineer_approval_record(
        acting_user=recorder or UserFactory(roles=[Role.CLERK]),
        project=project,
        engineer=engineer,
        resolution=resolution,
        adopted_on=adopted_on,
        votes=votes(on=adopted_on),
    )
