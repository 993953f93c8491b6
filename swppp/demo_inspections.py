"""Demo inspections of Chapter 159 projects (issue 11 item 9), called at the end of
swppp/demo.py (the inspections app's own demo runs before the chapters have projects).

Built through the services with the clock moved back to when each step happened, each
inspection on a business day within the Town's working hours
(lockport_sw/calendar/hours.py; issue 22, item 8):

- requests accepted (and scheduled) and refused: one for short notice (left for staff to
  accept late), one under a work hold, one before a contractor signed (§ 159-5D) and
  under a stop-work order (the Dysinger Road project);
- the inspector's day: three inspections today (the next business day, when the demo is
  built on a weekend or a holiday);
- inspections approved, and one with violations: its notice issued and a work hold in
  effect; on another project a hold lifted by an approving re-inspection.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from inspections.models import Finding, Inspection, InspectionRequest
from inspections.services import field, requests, scheduling
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.hours import working_moment
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.jurisdiction.registry import cite, cite_code

from .models import Outcome, Project
from .services import review

_TODAY: list = []  # the real day the demo is built, fixed before any clock is moved


def _at(days: int, hour: int, minute: int = 0) -> datetime:
    """``hour``:``minute`` of the ``days``-th business day from today (before it, when
    negative; 0: today, or the next business day when today is not one)."""
    return working_moment(town_calendar(), _TODAY[0], days, hour, minute)


def _findings(inspection, deficient: dict[str, str] | None = None) -> dict:
    deficient = deficient or {}
    return {
        item.code: (
            (Finding.Outcome.DEFICIENT, deficient[item.code])
            if item.code in deficient
            else (Finding.Outcome.SATISFACTORY, "")
        )
        for item in inspection.kind_spec.checklist
    }


def seed(ctx: dict, *, smo, applicant, received, confirm, review_all, unsigned_project) -> None:
    import time_machine  # development only

    inspector = ctx.get("users", {}).get(Role.INSPECTOR)
    if inspector is None or InspectionRequest.objects.exists():
        return
    _TODAY[:] = [timezone.localdate()]

    def approved(title, street, sbl, days_ago, description):
        with time_machine.travel(_at(-days_ago, 9), tick=False):
            submission = received(applicant, title, street, sbl, description=description)
        with time_machine.travel(_at(-days_ago + 5, 14), tick=False):
            confirm(smo, submission)
            review_all(smo, submission, {})
            return review.smo_decide(
                acting_user=smo, submission=submission, outcome=Outcome.APPROVE
            ).project

    def request(project: Project, kind: str, made: datetime, proposed: datetime):
        with time_machine.travel(made, tick=False):
            return requests.request_make(
                acting_user=applicant, subject=project, kind=kind, proposed_for=proposed
            )

    def assign(inspection, made: datetime, at: datetime):
        with time_machine.travel(made, tick=False):
            return scheduling.inspection_assign(
                acting_user=smo, inspection=inspection, inspector=inspector, scheduled_for=at
            )

    canal = approved(
        f"{_place().street('canal_street')} apartments",
        f"55 {_place().street('canal_street')}",
        "109.07-2-15",
        30,
        "Two apartment buildings with parking, a storm sewer and a sediment basin.",
    )
    market = approved(
        f"{_place().street('market')} shops",
        f"210 {_place().street('market')}",
        "109.08-1-3",
        30,
        "A row of shops with a rear parking lot and porous pavement.",
    )
    # Canal Street's developer is recorded (a firm of its own): its notices name it.
    from lockport_sw.registry.models import Party

    from .services.projects import project_developer_set

    canal = project_developer_set(
        acting_user=smo,
        project=canal,
        developer=Party.objects.create(
            name=f"{_place().street('canal_street')} Partners LLC",
            kind=Party.Kind.ORGANIZATION,
            mailing_street=f"1 {_place().street('canal_street')}",
            mailing_city=_place().postal_city,
            mailing_state="NY",
            mailing_postal_code=_place().postal_code,
        ),
    )

    # Canal Street: start of construction approved; controls installed with violations
    # (a work hold in effect); then a milestone refused under the hold, and a
    # site-stabilization inspection accepted and on today's schedule.
    start = request(canal, "159-milestone-a", _at(-20, 9), _at(-17, 9)).inspection
    assign(start, _at(-20, 11), _at(-17, 9))
    with time_machine.travel(_at(-17, 9, 40), tick=False):
        field.inspection_complete(
            acting_user=inspector,
            inspection=start,
            findings=_findings(start),
            result=Inspection.Result.APPROVED,
            summary="Limits of disturbance flagged; stone entrance in place.",
        )
    controls = request(canal, "159-milestone-b", _at(-8, 9), _at(-5, 10)).inspection
    assign(controls, _at(-8, 10), _at(-5, 10))
    with time_machine.travel(_at(-5, 10, 45), tick=False):
        field.inspection_complete(
            acting_user=inspector,
            inspection=controls,
            findings=_findings(
                controls,
                {
                    "traps-50pct": "The east sediment trap is about 70% full.",
                    "turbidity": "Visible brown plume where the swale meets the canal.",
                },
            ),
            result=Inspection.Result.VIOLATIONS,
            nature="The east sediment trap holds sediment past 50% of its design capacity "
            f"({cite_code('159-7A(1)')}) and turbid water leaves the site "
            f"at the canal swale ({cite('swm.performance_criteria')}).",
            corrective_action="Clean out the east sediment trap, repair the swale's check "
            "dams, and stabilize the swale banks within 48 hours.",
            latitude="43.170310",
            longitude="-78.693150",
        )
    # A milestone asked for under the hold is refused on the page and not stored (issue 46).
    stabilize = request(canal, "159-stabilization", _at(-3, 9, 5), _at(0, 13)).inspection
    assign(stabilize, _at(-3, 10), _at(0, 13))

    # Market Street: violations found and corrected: the re-inspection lifted the hold;
    # two more milestones on today's schedule; a request with short notice refused.
    clearing = request(market, "159-milestone-a", _at(-15, 9), _at(-12, 9)).inspection
    assign(clearing, _at(-15, 10), _at(-12, 9))
    with time_machine.travel(_at(-12, 9, 30), tick=False):
        field.inspection_complete(
            acting_user=inspector,
            inspection=clearing,
            findings=_findings(clearing, {"entrance": "No stabilized construction entrance."}),
            result=Inspection.Result.VIOLATIONS,
            nature=f"Trucks track mud onto {_place().street('market')}: "
            "there is no stabilized entrance.",
            corrective_action="Build the stone construction entrance shown on sheet C-3 and "
            f"sweep {_place().street('market')}.",
        )
        again = scheduling.reinspection_schedule(
            acting_user=smo, inspection=clearing, inspector=inspector, scheduled_for=_at(-10, 9)
        )
    with time_machine.travel(_at(-10, 9, 20), tick=False):
        field.inspection_complete(
            acting_user=inspector,
            inspection=again,
            findings=_findings(again),
            result=Inspection.Result.APPROVED,
            summary="Stone entrance built; street swept.",
        )
    for kind, hour in (("159-milestone-b", 9), ("159-milestone-c", 11)):
        inspection = request(market, kind, _at(-4, 8), _at(0, hour)).inspection
        assign(inspection, _at(-4, 9), _at(0, hour, 30))
    # Refused: short notice (asked now, for the work a day from now; staff may accept it).
    now = timezone.now()
    request(market, "159-milestone-d", now, now + timedelta(days=1))

    # The Dysinger Road project: a subcontractor has not signed (§ 159-5D) and a
    # stop-work order is in effect (swppp/demo.py): its request page says so up front, and
    # a request is refused without being stored (issue 46, item 8).


def _place():
    """Where the demo's records are: the municipality served (its ``Place``)."""
    from lockport_sw.jurisdiction.registry import current

    return current().place
