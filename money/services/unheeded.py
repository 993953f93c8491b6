"""A maintenance notice not heeded (§ 159-7C): when, and how once, the Town acts on it.

After a maintenance notice the Town may act in one of two ways, never both for one
notice (the owner pays for the same work once):

- § 159-8D: it charges the owner, at cost, the maintenance it did or had a third party
  do (``fees.maintenance_charge``): a fee on the project's account, invoiced to the owner;
- § 159-8B(2): "If the developer or landowner fails to properly operate and maintain
  [the] facilities, the Town may draw upon the account": it draws on the maintenance
  guarantee (``release.draw_record``). The money comes from the letter of credit, not
  from the owner: the draw reduces what the guarantee holds and is never a fee, an
  invoice line or a balance owed.

One date rule for both (``time_refusal``): the owner has the whole of the notice's date
("to be completed by"); the Town's work, charge or draw is dated on a day after it.
A draw rests on a record that the owner failed (§ 159-8B(2) "fails to ... maintain"):
an inspection of the practice completed on a day after the notice's date that found
violations (``undone_inspections``, ``undone_refusal``); its letter says what that
inspection found. ``acted_refusal`` refuses the second act on a notice, with the first
named; both services lock the notice first so that two at once give one act.
"""

from __future__ import annotations

from datetime import date

from django.contrib.contenttypes.models import ContentType
from django.db.models import QuerySet

from inspections.models import Inspection, MaintenanceNotice, Practice
from lockport_sw.calendar.words import long_date, town_date, town_today
from lockport_sw.jurisdiction.registry import cite, current

from ..models import Draw, Entry, Service


def owner_time_ran(notice: MaintenanceNotice, day: date) -> bool:
    """Whether the owner's time under ``notice`` had run on ``day``: the notice gives the
    whole of its date, so only a later day counts."""
    return day > notice.complete_by


def time_refusal(notice: MaintenanceNotice, day: date, what: str) -> str | None:
    """Why ``what`` (the Town's work charged, a draw) may not be dated ``day``, or None."""
    if owner_time_ran(notice, day):
        return None
    return (
        f"The owner had until {long_date(notice.complete_by)} to do the work "
        f"({notice.document.number}, {cite('swm.maintenance_after_construction')}): {what} is "
        "dated after that day."
    )


def notices_past_their_date(project, today: date | None = None) -> QuerySet:
    """The project's maintenance notices whose owner's time has run by ``today`` (the
    forms' choices)."""
    today = today or town_today()
    return MaintenanceNotice.objects.filter(
        practice__subject_type=ContentType.objects.get_for_model(project),
        practice__subject_id=project.pk,
        complete_by__lt=today,
    ).select_related("document", "practice")


def _practice_inspections(practices) -> QuerySet:
    return Inspection.objects.filter(
        subject_type=ContentType.objects.get_for_model(Practice),
        subject_id__in=practices,
        state=Inspection.State.COMPLETED,
        result=Inspection.Result.VIOLATIONS,
    ).select_related("inspector")


def undone_inspections(project) -> QuerySet:
    """Inspections of the project's practices that found violations (the draw form's
    choices; ``undone_refusal`` checks the one chosen against its notice)."""
    practices = Practice.objects.filter(
        subject_type=ContentType.objects.get_for_model(project), subject_id=project.pk
    ).values("pk")
    return _practice_inspections(practices).order_by("-completed_at", "-pk")


def undone_refusal(
    notice: MaintenanceNotice, inspection: Inspection | None, day: date | None = None
) -> str | None:
    """§ 159-8B(2): why ``inspection`` does not show the owner failed to do the work of
    ``notice`` by ``day`` (the draw's), or None: it must be of the notice's practice,
    completed on a day after the notice's date and not after ``day``, with violations
    found."""
    if inspection is None:
        return (
            "Choose the inspection, after the owner's time ran, that found the work not "
            f"done ({cite('swm.maintenance_guarantee')}: the {current().kind} draws when the "
            "owner fails to maintain)."
        )
    inspection = Inspection.objects.get(pk=inspection.pk)
    if (
        inspection.subject_type_id != ContentType.objects.get_for_model(Practice).pk
        or inspection.subject_id != notice.practice_id
    ):
        return f"{inspection.reference} is not an inspection of {notice.practice}."
    if inspection.state != Inspection.State.COMPLETED:
        return f"{inspection.reference} is not completed: only its findings show the work undone."
    if inspection.result != Inspection.Result.VIOLATIONS:
        return f"{inspection.reference} found no violation: it does not show the work undone."
    if not owner_time_ran(notice, town_date(inspection.completed_at)):
        return (
            f"{inspection.reference} was completed on "
            f"{long_date(town_date(inspection.completed_at))}, within the owner's time "
            f"(until {long_date(notice.complete_by)}, {notice.document.number}): choose an "
            "inspection after that day."
        )
    if day is not None and town_date(inspection.completed_at) > day:
        return (
            f"{inspection.reference} was completed on "
            f"{long_date(town_date(inspection.completed_at))}, after the draw's date: the "
            "Town draws on what was found."
        )
    return None


def acted_refusal(notice: MaintenanceNotice, *, drawing: bool) -> str | None:
    """One act per notice: why the Town may not charge or draw again for ``notice``. A
    charge reversed (booked in error) leaves the draw open; a charge is booked once per
    notice, reversed or not (``money_one_fee_per_source_and_service``)."""
    draw = Draw.objects.filter(maintenance_notice=notice).select_related("document").first()
    if draw is not None:
        return (
            f"The Town drew on the maintenance guarantee for {notice.document.number} on "
            f"{long_date(draw.drawn_on)} ({draw.document.number}): the same work is not "
            "also charged or drawn again."
        )
    charged = Entry.objects.filter(
        kind=Entry.Kind.FEE,
        service=Service.MAINTENANCE,
        source_type=ContentType.objects.get_for_model(MaintenanceNotice),
        source_id=notice.pk,
    ).first()
    if charged is not None and drawing and Entry.objects.filter(reverses=charged).exists():
        return None
    if charged is not None:
        return (
            f"The maintenance after {notice.document.number} was charged to the owner on "
            f"{long_date(charged.dated)}: the same work is not also drawn on the guarantee "
            "or charged again (reverse the charge first to draw instead)."
        )
    return None


def lock(notice: MaintenanceNotice) -> MaintenanceNotice:
    """The notice, locked until the act commits: a charge and a draw at once give one."""
    return (
        MaintenanceNotice.objects.select_for_update()
        .select_related("document", "practice__owner")
        .get(pk=notice.pk)
    )
