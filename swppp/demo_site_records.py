"""Demo data of the site records (inspections/), called from swppp/demo.py: a site log
with a missed storm inspection (§ 159-7A(2)), and a finished project built in the
chapter's order (issue 46, item 2): its milestones requested, inspected and approved
(§ 159-8A(1)) with its site log kept weekly, then its as-built plans, its practices in
the inventory and its final acceptance (§ 159-8A(2), (3)), a complaint inspection found
wanting and its maintenance-required notice. The finished project's facilities were
accepted 400 days ago, after its approval (swppp/demo.py), so that the money demo can
release its guarantee a year on; every inspection was on a business day, within the
Town's working hours (issue 22, item 8)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from inspections import kinds
from inspections.models import Finding, Inspection
from inspections.services import after_construction as ac
from inspections.services import requests, scheduling, site_log
from inspections.services.field import inspection_complete
from lockport_sw.calendar.hours import working_moment
from lockport_sw.calendar.selectors import town_calendar

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
REPORT = {
    "professional_name": "Quinn Qualified",
    "professional_credential": "CPESC #4567",
    "practices_effective": True,
    "observations": "Silt fence intact; inlet protection clean; construction entrance stable.",
}


def _on(day, offset: int, hour: int, minute: int = 0):
    """Demo only: the clock moved to ``hour``:``minute`` of the ``offset``-th business day
    from ``day`` (``time_machine`` is a development requirement)."""
    import time_machine

    moment = working_moment(town_calendar(), day, offset, hour, minute)
    return time_machine.travel(moment, tick=False)


def _built(*, smo, inspector, applicant, finished, accepted) -> None:
    """§ 159-8A(1): each milestone the approval chose, requested with 48 hours' notice,
    inspected and approved; § 159-7A(2): the site log, begun by the first request, kept
    weekly until the facilities are accepted."""
    from swppp import selectors

    calendar = town_calendar()
    chosen = selectors.chosen_milestones(finished)
    for i, milestone in enumerate(chosen):
        day = accepted - timedelta(days=80 - 14 * i)
        at = working_moment(calendar, day, 0, 10)
        with _on(day, -3, 9):
            made = requests.request_make(
                acting_user=applicant,
                subject=finished,
                kind=f"159-milestone-{milestone.letter}",
                proposed_for=at,
            )
        with _on(day, -2, 9):
            scheduling.inspection_assign(
                acting_user=smo, inspection=made.inspection, inspector=inspector, scheduled_for=at
            )
        with _on(day, 0, 10, 40):
            checklist = kinds.get(made.inspection.kind).checklist
            inspection_complete(
                acting_user=inspector,
                inspection=made.inspection,
                findings={i.code: (Finding.Outcome.SATISFACTORY, "") for i in checklist},
                result=Inspection.Result.APPROVED,
                summary=f"{milestone.text}: as the approved SWPPP shows.",
            )
    log = site_log.site_log_of(finished)
    if log is None:
        return
    entry_at = log.opened_at + timedelta(days=6)
    while entry_at.date() < accepted:
        with time_machine_at(entry_at + timedelta(hours=2)):
            site_log.site_log_entry_record(
                acting_user=applicant, log=log, inspected_at=entry_at, **REPORT
            )
        entry_at += timedelta(days=7)


def time_machine_at(moment):
    import time_machine

    return time_machine.travel(moment, tick=False)


def seed(*, smo, inspector, applicant, building, finished) -> None:
    now = timezone.now()
    today = timezone.localdate()
    # § 159-7A(2): the log began 20 days ago; weekly inspections entered; the storm of
    # 0.80 inches five days ago was not inspected within 24 hours (a missed clock the
    # sweep reports to the SMO); the 0.60-inch storm eight days ago was.
    log = site_log.site_log_open(
        acting_user=applicant, subject=building, opened_at=now - timedelta(days=20)
    )
    for days in (15, 8, 2):
        site_log.site_log_entry_record(
            acting_user=applicant, log=log, inspected_at=now - timedelta(days=days), **REPORT
        )
    for days, inches in ((8.2, "0.60"), (5, "0.80"), (12, "0.30")):
        site_log.storm_record(
            acting_user=applicant,
            log=log,
            ended_at=now - timedelta(days=days),
            precipitation_inches=Decimal(inches),
            gauge="Site rain gauge",
        )

    # § 159-8A(1)-(3): a finished project, built and then accepted 400 days ago.
    accepted = today - timedelta(days=400)
    _built(smo=smo, inspector=inspector, applicant=applicant, finished=finished, accepted=accepted)
    with _on(accepted, -10, 10):
        plan = ac.as_built_submit(
            acting_user=applicant,
            subject=finished,
            file=SimpleUploadedFile("as-built-plans.pdf", PDF),
            engineer_name="Erin Engineer",
            engineer_license="081234",
            certified_on=timezone.localdate() - timedelta(days=3),
            shows_final_design=True,
        )
    with _on(accepted, -5, 11):
        ac.as_built_review(acting_user=smo, plan=plan, accept=True)
    with _on(accepted, -4, 10):
        pond = ac.practice_save(
            acting_user=smo,
            subject=finished,
            code="P-1",
            name="Wet pond",
            type="pond",
            location="North of the pavilion's parking lot",
            owner=finished.applicant_party,
            as_built=plan,
            routine_every_months=12,
            next_routine_on=today + timedelta(days=30),
        )
        ac.practice_save(
            acting_user=smo,
            subject=finished,
            code="B-1",
            name="Rain garden",
            type="bioretention",
            owner=finished.applicant_party,
            as_built=plan,
            routine_every_months=6,
            next_routine_on=today + timedelta(days=3),
        )
    with _on(accepted, 0, 14):
        ac.final_acceptance_record(
            acting_user=smo, subject=finished, accepted_on=timezone.localdate()
        )
    # A complaint: inspected on the last business day, the notice issued that afternoon.
    with _on(today, -1, 9):
        inspection = ac.complaint_inspection_open(
            acting_user=smo,
            practice=pond,
            reason="A neighbor reports standing water and a blocked outlet.",
            scheduled_for=working_moment(town_calendar(), today, -1, 10),
        )
    kind = kinds.get(inspection.kind)
    findings = {i.code: (Finding.Outcome.SATISFACTORY, "") for i in kind.checklist}
    findings["condition"] = (Finding.Outcome.DEFICIENT, "Outlet structure clogged with debris.")
    with _on(today, -1, 10, 45):
        inspection_complete(
            acting_user=smo,
            inspection=inspection,
            findings=findings,
            result=Inspection.Result.VIOLATIONS,
        )
    with _on(today, -1, 14):
        ac.maintenance_notice_issue(
            acting_user=smo,
            practice=pond,
            inspection=inspection,
            work_required="Clear the outlet structure and remove the debris from the forebay.",
            complete_by=today + timedelta(days=30),
        )
