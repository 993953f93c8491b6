"""Release only as § 159-8B allows, and draws on the maintenance guarantee.

§ 159-8B(1): the performance guarantee "shall remain in force until the surety is
released from liability by the Town, provided that such period shall not be less than
one year from the date of final acceptance ... and that a one-year inspection has been
conducted and the facilities have been found to be acceptable to the Town".

- Final acceptance of a project whose performance guarantee the Town required opens
  catalogue row 22 (``performance_guarantee``, one year, not extended: a minimum, shown
  as "release possible from", never missed) and schedules the one-year inspection on
  the first working day from its first anniversary (``final_acceptance_starts_the_year``).
- A one-year inspection counts only when completed at or after the anniversary
  (``one_year_inspection``): one done earlier is not "one year from the date of final
  acceptance", and the release letter names only the inspection that counts.
- ``why_not_release`` names everything still missing; ``guarantee_release`` refuses
  until nothing is, then issues the release letter to the issuer and the applicant.
- § 159-8B(2): a maintenance guarantee stays "until the facilities are removed from
  operation"; it is released only on the date they were.
- ``draw_record``: the Town draws on the maintenance guarantee when a maintenance notice
  was not heeded (``unheeded``: after its date, on an inspection that found the work
  undone, once), for the costs of the work, engineering and inspection; the draw letter
  goes to the issuer and the owner. The draw reduces what the guarantee holds; it is
  not a fee, so no invoice or balance of the owner shows it.
"""

from __future__ import annotations

from datetime import date, datetime, time
from decimal import Decimal

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from inspections.models import FinalAcceptance, Inspection
from inspections.services._common import inspection_create
from lockport_sw.audit.services import record
from lockport_sw.calendar.counting import TOWN_TZ, NYCalendar
from lockport_sw.calendar.hours import working_moment
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.money_words import cents, dollars
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.notifications.services import notify

from .. import letters
from ..inspections import ONE_YEAR
from ..models import Draw, Guarantee, GuaranteeRequirement, Purpose
from . import unheeded
from .guarantees import MANAGE, renewal_clocks

YEAR_RULE = "performance_guarantee"


def _subject_parts(obj) -> dict:
    return {"subject_type": ContentType.objects.get_for_model(obj), "subject_id": obj.pk}


def anniversary(accepted_on: date) -> date:
    """One year from final acceptance, a calendar year (GCL § 58), not extended (row 22)."""
    return NYCalendar().add_years(accepted_on, 1, extend=False).value


def one_year_inspection_day(accepted_on: date) -> datetime:
    """§ 159-8B(1): when the one-year inspection is scheduled: 9:00 AM on the anniversary
    of final acceptance, or on the first business day after it when the Town's offices
    are not open that day (Saturday, Sunday, holiday, closure: lockport_sw/calendar)."""
    return working_moment(town_calendar(), anniversary(accepted_on), 0, 9)


def final_acceptance_starts_the_year(*, acceptance: FinalAcceptance, subject, acting_user):
    """§ 159-8B(1), DEADLINES.md row 22: final acceptance starts the year the performance
    guarantee stays in force, and the one-year inspection is scheduled for its end, on a
    working day (``one_year_inspection_day``)."""
    from swppp.models import Project

    if not isinstance(subject, Project):
        return None
    if not GuaranteeRequirement.objects.filter(
        project=subject, purpose=Purpose.PERFORMANCE
    ).exists():
        return None
    starts = datetime.combine(acceptance.accepted_on, time(12), tzinfo=TOWN_TZ)
    clocks.deadline_open(
        rule=YEAR_RULE,
        subject=subject,
        subject_label=subject.label,
        starts_at=min(starts, timezone.now()),
        acting_user=acting_user,
    )
    return inspection_create(
        acting_user=acting_user,
        kind=ONE_YEAR.code,
        subject=subject,
        scheduled_for=one_year_inspection_day(acceptance.accepted_on),
        created_by=None,
    )


def one_year_inspection(project, accepted_on: date):
    """§ 159-8B(1): the latest one-year inspection that found the facilities acceptable
    (approved), completed at or after the anniversary of final acceptance on
    ``accepted_on``: the guarantee is released "not less than one year from the date of
    final acceptance ... and [when] a one-year inspection has been conducted"; one done
    before the year ran does not count."""
    year_ends = datetime.combine(anniversary(accepted_on), time.min, tzinfo=TOWN_TZ)
    return (
        Inspection.objects.filter(
            kind=ONE_YEAR.code,
            state=Inspection.State.COMPLETED,
            result=Inspection.Result.APPROVED,
            completed_at__gte=year_ends,
            **_subject_parts(project),
        )
        .order_by("-completed_at")
        .first()
    )


def why_not_release(
    guarantee: Guarantee, today: date | None = None, removed_on: date | None = None
) -> list[str]:
    """Everything § 159-8B still waits for before ``guarantee`` may be released; empty
    when nothing does."""
    today = today or town_today()
    if guarantee.state != Guarantee.State.ACCEPTED:
        return [
            "Only an accepted guarantee is released; this one is "
            f"{guarantee.get_state_display().lower()}."
        ]
    requirement = guarantee.requirement
    project = requirement.project
    if requirement.purpose == Purpose.MAINTENANCE:
        # § 159-8B(2): "until the facilities are removed from operation".
        if removed_on is None or removed_on > today:
            return [
                f"{cite('swm.maintenance_guarantee')}: a maintenance guarantee stays in force "
                "until the facilities are removed from operation: give the date they were."
            ]
        return []
    acceptance = FinalAcceptance.objects.filter(**_subject_parts(project)).first()
    if acceptance is None:
        return [
            f"{cite('swm.performance_guarantee')}: no final acceptance of the facilities is "
            "recorded yet; the guarantee stays in force at least one year from it."
        ]
    reasons = []
    year_ends = anniversary(acceptance.accepted_on)
    if today < year_ends:
        left = (year_ends - today).days
        reasons.append(
            f"{cite('swm.performance_guarantee')}: the guarantee stays in force at least one "
            f"year from final acceptance on {long_date(acceptance.accepted_on)}, through "
            f"{long_date(year_ends)} ({left} day{'s' if left != 1 else ''} to go)."
        )
    if one_year_inspection(project, acceptance.accepted_on) is None:
        reasons.append(
            f"{cite('swm.performance_guarantee')}: no one-year inspection, conducted on or after "
            f"{long_date(year_ends)} (one year from final acceptance), has found the "
            f"facilities acceptable to the {current().kind} yet; an inspection before then "
            "does not count."
        )
    return reasons


@transaction.atomic
def guarantee_release(
    *, acting_user, guarantee: Guarantee, removed_on: date | None = None
) -> Guarantee:
    """Release the surety from liability, only as § 159-8B allows; the release letter
    goes to the issuer and the applicant."""
    require_perm(acting_user, MANAGE, "Only the SMO releases a guarantee.")
    guarantee = (
        Guarantee.objects.select_for_update()
        .select_related("requirement__project__parcel")
        .get(pk=guarantee.pk)
    )
    reasons = why_not_release(guarantee, removed_on=removed_on)
    if reasons:
        raise ValidationError(reasons)
    project = guarantee.project
    acceptance = FinalAcceptance.objects.filter(**_subject_parts(project)).first()
    inspection = (
        one_year_inspection(project, acceptance.accepted_on) if acceptance is not None else None
    )
    document = letters.issue_release(
        acting_user=acting_user,
        guarantee=guarantee,
        acceptance=acceptance if guarantee.requirement.purpose == Purpose.PERFORMANCE else None,
        inspection=inspection if guarantee.requirement.purpose == Purpose.PERFORMANCE else None,
        year_ends=anniversary(acceptance.accepted_on) if acceptance is not None else None,
        removed_on=removed_on,
    )
    guarantee.state = Guarantee.State.RELEASED
    guarantee.released_by = acting_user
    guarantee.released_at = document.issued_at
    guarantee.release_document = document
    guarantee._history_user = acting_user
    guarantee.save()
    for clock in renewal_clocks(guarantee):
        clocks.deadline_withdraw(
            deadline=clock, reason=f"released ({document.number})", acting_user=acting_user
        )
    for clock in Deadline.objects.filter(
        rule_code=YEAR_RULE, status__in=Deadline.UNRESOLVED, **_subject_parts(project)
    ):
        clocks.deadline_meet(
            deadline=clock, note=f"Released by {document.number}", acting_user=acting_user
        )
    record(
        subject=project,
        actor=acting_user,
        action="money.guarantee_released",
        summary=f"{guarantee} released ({document.number}, {guarantee.requirement.citation}).",
    )
    notify(
        event_key=f"money:released:{guarantee.pk}",
        recipients=[project.applicant],
        subject=f"Guarantee released: {project.label}",
        body=f"The {current().name} released {guarantee} ({document.number}). The release "
        "letter is on the project's money page; a copy goes to the issuer.",
        url=project.get_absolute_url(),
    )
    return guarantee


@transaction.atomic
def draw_record(
    *,
    acting_user,
    guarantee: Guarantee,
    notice,
    inspection=None,
    work_cost: Decimal | None,
    engineering_cost: Decimal | None,
    inspection_cost: Decimal | None,
    work_done: str,
    drawn_on: date | None,
) -> Draw:
    """§ 159-8B(2): "If the developer or landowner fails to properly operate and maintain
    stormwater management and erosion and sediment control facilities, the Town may draw
    upon the account to cover the costs of proper operation and maintenance, including
    engineering and inspection costs."

    The draw is booked on the guarantee (``Draw``: what it holds is reduced by it), never
    on the project's account: the money comes from the letter of credit, so nothing is
    owed by the owner for it and no invoice or balance shows it (§ 159-8D fees are the
    owner's; a draw is not a fee). Only after the notice's date, on an inspection after
    it that found the work undone, once per notice and never with a maintenance charge
    for the same notice (``unheeded``); never more than the guarantee holds."""
    require_perm(acting_user, MANAGE, "Only the SMO draws on a guarantee.")
    from ..selectors import guarantee_detail

    notice = unheeded.lock(notice)
    Guarantee.objects.select_for_update().filter(pk=guarantee.pk).first()
    guarantee = guarantee_detail(guarantee.pk)
    requirement = guarantee.requirement
    project = requirement.project
    require(
        requirement.purpose == Purpose.MAINTENANCE,
        f"{cite('swm.maintenance_guarantee')}: the {current().kind} draws on the maintenance "
        "guarantee.",
        ValidationError,
    )
    require(
        guarantee.state == Guarantee.State.ACCEPTED,
        "Only an accepted guarantee in force is drawn on.",
        ValidationError,
    )
    require(
        notice.practice.subject == project,
        "The maintenance notice is about another project.",
        ValidationError,
    )
    if reason := unheeded.acted_refusal(notice, drawing=True):
        raise ValidationError({"notice": reason})
    errors = {}
    costs = {
        "work_cost": work_cost,
        "engineering_cost": engineering_cost if engineering_cost is not None else Decimal("0"),
        "inspection_cost": inspection_cost if inspection_cost is not None else Decimal("0"),
    }
    for name, value in costs.items():
        if value is None or value < 0:
            errors[name] = "Give the cost (0 or more)."
    if not errors and work_cost <= 0:
        errors["work_cost"] = "Give the cost of the work done."
    work_done = (work_done or "").strip()
    if not work_done:
        errors["work_done"] = "Say what work was done, and by whom."
    if drawn_on is None or drawn_on > town_today():
        errors["drawn_on"] = "Give the date of the draw (not in the future)."
    elif reason := unheeded.time_refusal(notice, drawn_on, "the draw"):
        errors["drawn_on"] = reason
    if reason := unheeded.undone_refusal(notice, inspection, drawn_on):
        errors["inspection"] = reason
    if errors:
        raise ValidationError(errors)
    inspection = Inspection.objects.select_related("inspector").get(pk=inspection.pk)
    costs = {name: cents(value) for name, value in costs.items()}
    total = sum(costs.values(), Decimal("0"))
    if total > guarantee.held:
        raise ValidationError(
            {
                "work_cost": f"The guarantee holds {dollars(guarantee.held)}: the draw of "
                f"{dollars(total)} is more."
            }
        )
    document = letters.issue_draw(
        acting_user=acting_user,
        guarantee=guarantee,
        notice=notice,
        inspection=inspection,
        costs=costs,
        total=total,
        drawn_on=drawn_on,
        work_done=work_done,
    )
    draw = Draw.objects.create(
        guarantee=guarantee,
        maintenance_notice=notice,
        inspection=inspection,
        drawn_on=drawn_on,
        work_done=work_done,
        document=document,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
        **costs,
    )
    record(
        subject=project,
        actor=acting_user,
        action="money.draw",
        summary=f"Drew {dollars(total)} on {guarantee} ({document.number}, "
        f"{cite('swm.maintenance_guarantee')}) after {notice.document.number}; it now holds "
        f"{dollars(guarantee.held - total)}.",
    )
    return draw
