"""Demo money of Chapter 159 (development only; run after swppp's demo):

- the Town Board's fee schedule (§ 159-8D), recorded by the Clerk with the Board's vote;
- Dysinger Road townhomes: its review fee and the outside engineer's review
  (§ 159-4A(2)) invoiced, part paid by check: fees paid and owed; its performance
  guarantee, a letter of credit expiring in 45 days, accepted (the renewal clock runs:
  reminders, then the SMO);
- Town park pavilion: final acceptance over a year ago (swppp/demo_site_records.py), the
  one-year inspection, on the first business day from the anniversary within the Town's
  working hours, found the facilities acceptable; its letter of credit released
  (§ 159-8B(1)).
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from inspections.models import FinalAcceptance, Finding, Inspection
from inspections.services import field, scheduling
from lockport_sw.accounts.roles import Role
from lockport_sw.bodies.models import Body
from lockport_sw.calendar.hours import working_moment
from lockport_sw.calendar.selectors import town_calendar
from swppp.models import Project
from swppp.services import engineer as engineer_services

from .inspections import ONE_YEAR
from .models import FeeSchedule, Guarantee, Purpose, Service
from .services import fees, guarantees, invoices, payments, release, schedules

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
D = Decimal

LINES = [
    schedules.LineSpec(Service.REVIEW, "flat", rate=D("250"), acres_to=D("5")),
    schedules.LineSpec(Service.REVIEW, "per_acre", rate=D("60"), cap=D("3000"), acres_from=D("5")),
    schedules.LineSpec(Service.RESUBMISSION, "flat", rate=D("100")),
    schedules.LineSpec(Service.MILESTONE, "flat", rate=D("75")),
    schedules.LineSpec(Service.REINSPECTION, "flat", rate=D("50")),
    schedules.LineSpec(Service.ENGINEER, "at_cost", cap=D("1500")),
    schedules.LineSpec(Service.MAINTENANCE, "at_cost"),
]


def _letter_of_credit(applicant, requirement, *, number, effective_on, expires_on):
    return guarantees.guarantee_post(
        acting_user=applicant,
        requirement=requirement,
        kind=Guarantee.Kind.LETTER_OF_CREDIT,
        issuer="M&T Bank",
        issuer_address="One M&T Plaza\nBuffalo, NY 14203",
        instrument_number=number,
        amount=requirement.amount,
        effective_on=effective_on,
        expires_on=expires_on,
        file=SimpleUploadedFile(f"{number}.pdf", PDF),
    )


def _require(smo, project, amount: str):
    return guarantees.requirement_set(
        acting_user=smo,
        project=project,
        purpose=Purpose.PERFORMANCE,
        amount=D(amount),
        basis="Final design plans, sheet C-4: the wet pond, swales and landscaping.",
    )


def seed(ctx: dict) -> None:
    users = ctx.get("users", {})
    smo, clerk = users.get(Role.SMO), users.get(Role.CLERK)
    applicant, inspector = users.get(Role.APPLICANT), users.get(Role.INSPECTOR)
    if not (smo and clerk and applicant and inspector) or FeeSchedule.objects.exists():
        return
    today = timezone.localdate()
    adopted = today - timedelta(days=60)
    board = Body.objects.get(kind="town_board")
    schedules.schedule_adopt(
        acting_user=clerk,
        resolution=f"{adopted.year}-37",
        adopted_on=adopted,
        effective_on=adopted + timedelta(days=14),
        title="Stormwater fees",
        lines=LINES,
        votes={m.pk: "for" for m in board.members_on(adopted)},
    )

    # Fees paid and owed; a letter of credit nearing its expiry.
    building = Project.objects.filter(
        applicant=applicant, title=f"{_place().street('dysinger')} townhomes"
    ).first()
    if building is not None:
        submission = building.submissions.exclude(received_at=None).order_by("version").first()
        fees.review_fee_assess(submission=submission, acting_user=smo)
        # § 159-4A(2): the engagement the Town Board approved, with its vote.
        engineer_services.engineer_approval_record(
            acting_user=clerk,
            project=building,
            engineer="Erie Engineering PC, Dana Reyes, PE, license no. 081234",
            resolution=f"{adopted.year}-38",
            adopted_on=adopted,
            votes={m.pk: "for" for m in board.members_on(adopted)},
        )
        fees.engineer_invoice_record(
            acting_user=smo,
            project=building,
            engineer="Erie Engineering PC",
            invoice_number="EE-2211",
            amount=D("640.00"),
            dated=today,
        )
        invoices.invoice_issue(acting_user=smo, project=building)
        payments.payment_record(
            acting_user=clerk,
            project=building,
            amount=D("400.00"),
            method="check",
            reference="1042",
            received_on=today,
        )
        loc = _letter_of_credit(
            applicant,
            _require(smo, building, "48000"),
            number="SB-2026-0441",
            effective_on=today - timedelta(days=320),
            expires_on=today + timedelta(days=45),
        )
        guarantees.guarantee_accept(acting_user=smo, guarantee=loc)

    # A guarantee released: a year after final acceptance and the one-year inspection.
    finished = Project.objects.filter(applicant=applicant, title="Town park pavilion").first()
    acceptance = (
        FinalAcceptance.objects.filter(subject_id=finished.pk).first() if finished else None
    )
    if acceptance is None:
        return
    # Demo only: the clock moved back (time_machine is a development requirement) to the
    # afternoon of the final acceptance, when the guarantee's year starts, and to the
    # one-year inspection: on the first business day from the anniversary, assigned the
    # business day before.
    import time_machine

    calendar = town_calendar()
    with time_machine.travel(working_moment(calendar, acceptance.accepted_on, 0, 16), tick=False):
        loc = _letter_of_credit(
            applicant,
            _require(smo, finished, "36000"),
            number=f"SB-{acceptance.accepted_on.year}-0107",
            effective_on=acceptance.accepted_on - timedelta(days=100),
            expires_on=today + timedelta(days=700),
        )
        guarantees.guarantee_accept(acting_user=smo, guarantee=loc)
        release.final_acceptance_starts_the_year(
            acceptance=acceptance, subject=finished, acting_user=smo
        )
    inspection = Inspection.objects.get(kind=ONE_YEAR.code, subject_id=finished.pk)
    on = release.anniversary(acceptance.accepted_on)
    at = working_moment(calendar, on, 0, 10)
    with time_machine.travel(working_moment(calendar, on, -1, 9), tick=False):
        scheduling.inspection_assign(
            acting_user=smo, inspection=inspection, inspector=inspector, scheduled_for=at
        )
    with time_machine.travel(at + timedelta(minutes=50), tick=False):
        field.inspection_complete(
            acting_user=inspector,
            inspection=inspection,
            findings={item.code: (Finding.Outcome.SATISFACTORY, "") for item in ONE_YEAR.checklist},
            result=Inspection.Result.APPROVED,
            summary="Pond, rain garden and plantings as built and working.",
        )
    release.guarantee_release(acting_user=smo, guarantee=loc)


def _place():
    """Where the demo's records are: the municipality served (its ``Place``)."""
    from lockport_sw.jurisdiction.registry import current

    return current().place
