"""Corrective measures when the violator does not correct (§ 158-13, § 159-8C(6)).

The violator's time to correct has run when the clock that holds it (the deadline set
in the notice, the chapter's ``remediation_rule``; or, after a decision upholding the
notice, the five business days of § 158-13A) is past its due moment, no appeal is
pending and the violation continues. Then, under Chapter 158, the SMO requests the
owner's permission for access (a letter); under Chapter 159, the violator is given
notice to restore within the Town's period, after which the Town restores and its cost
is a lien.
"""

from __future__ import annotations

from datetime import date, time
from decimal import Decimal

from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import combine_town
from lockport_sw.core.money_words import dollars
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.deadlines.services import effective_period
from lockport_sw.jurisdiction.registry import chapter_named, cite
from lockport_sw.registry.validation import postal_address_refusal

from .. import chapters, letters
from ..clock_rules import time_to_correct, times_to_restore, window_clock, window_text
from ..models import (
    AbatementCost,
    Appeal,
    CorrectiveAction,
    NoticeOfViolation,
    SummaryAbatement,
    Violation,
)
from ._common import chapter_of, long_date, record, require, require_perm, today, town_date
from .notices import ADD_ADDRESS, addressed_with_copies
from .served import issue_restoration_notice
from .violations import violation_end

ACT = "enforcement.take_corrective_action"
# The provision under which the Town enters with a warrant and seeks a court order.
WARRANT = "idl.corrective_measures.court_order"


def why_not_yet(notice: NoticeOfViolation) -> str | None:
    """Why corrective measures cannot start yet, or None when the time to correct has
    run (§ 158-13A: the requirements of the notice not met, or five business days after
    a decision upholding it; no appeal pending)."""
    if not notice.violation.continuing:
        return "The violation has ended: there is nothing to correct."
    if not notice.is_current:
        return f"{notice.number} is {notice.get_state_display().lower()}."
    chapter = chapters.get(notice.chapter)
    if notice.appeals.filter(state__in=Appeal.PENDING).exists():
        return (
            "An appeal is pending: corrective measures wait for the decision "
            f"({chapter.corrective_citation})."
        )
    if waiting := _appeal_may_still_come(notice, chapter):
        return waiting
    from .notices import date_passed_before_service

    if passed := date_passed_before_service(notice):
        return passed
    # Decided: the clock opened by the decision (§ 158-13A: five business days after a
    # decision upholding) or the notice's resumed schedule holds the time to correct.
    clock = time_to_correct(notice)
    if clock is None and notice.deadline is not None:
        unserved = [p.name for p in notice.addressees.all() if p.served_at is None]
        if unserved:
            return (
                f"{notice.number} has not been served on " + " and ".join(unserved) + ": the "
                "time to correct starts when every person it is addressed to is served."
            )
    if clock is None:
        return f"{notice.number} set no deadline to correct."
    if clock.status == Deadline.Status.MET:
        return "The violator corrected the violation in time."
    if clock.due_at >= timezone.now():
        return (
            f"The violator has until {long_date(clock.due_date)} to correct "
            f"({clock.rule.citation})."
        )
    return None


def _appeal_may_still_come(notice: NoticeOfViolation, chapter) -> str | None:
    """Issue 18, item 8 (§ 158-13A: "if the violation has not been corrected pursuant to
    the requirements set forth in the notice of violation, or, in the event of an
    appeal, within five business days of the decision ... upholding"): corrective
    measures wait until the period to appeal has closed with no appeal. None when it
    has, or when an appeal was filed (its decision then governs)."""

    people = list(notice.addressees.all())
    if chapter.appeal_from_service and (unserved := [p for p in people if p.served_at is None]):
        return (
            f"{notice.number} has not been served on "
            + " and ".join(p.name for p in unserved)
            + f": their period to appeal ({window_text(notice)}) has not begun, and "
            f"corrective measures wait until it has ended with no appeal "
            f"({chapter.corrective_citation})."
        )
    for person in people or [None]:
        window = window_clock(notice, person) if person is not None else window_clock(notice)
        if window is None:
            if chapter.appeal_from_service and not people:
                return (
                    f"{notice.number} has not been served: the period to appeal "
                    f"({window_text(notice)}) has not begun, and corrective measures wait "
                    f"until it has ended with no appeal ({chapter.corrective_citation})."
                )
            continue
        if window.status == Deadline.Status.OPEN and window.due_at >= timezone.now():
            who = f" for {person.name}" if person is not None and len(people) > 1 else ""
            return (
                f"The period to appeal{who} runs to {long_date(window.due_date)} "
                f"({window_text(notice)}): corrective measures wait until it has ended with "
                f"no appeal ({chapter.corrective_citation})."
            )
    return None


def _open_action(notice: NoticeOfViolation) -> CorrectiveAction | None:
    return notice.corrective_actions.filter(state__in=CorrectiveAction.OPEN).first()


def _start(
    *, acting_user, notice: NoticeOfViolation, measures: str, state: str
) -> CorrectiveAction:
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer takes these steps.")
    notice = NoticeOfViolation.objects.select_for_update().get(pk=notice.pk)
    existing = _open_action(notice)
    require(
        existing is None,
        f"Corrective measures on {notice.number} are already under way.",
        ValidationError,
    )
    reason = why_not_yet(notice)
    require(reason is None, reason or "", ValidationError)
    if not (measures or "").strip():
        raise ValidationError({"measures": "Describe the measures to abate or restore."})
    return CorrectiveAction(
        state=state,  # the protected state is set once, when the row is made
        chapter=notice.chapter,
        notice=notice,
        opened_at=timezone.now(),
        opened_by=acting_user,
        measures=measures.strip(),
    )


def access_addressees(notice: NoticeOfViolation, on: date) -> tuple[list, bool]:
    """§ 158-13A: "the SMO shall request the owner's permission for access": the request
    goes to the landowners of record on the day it is made (issue 23, item 1), not to
    the notice's addressee, who may be a tenant or an operator. Where the registry
    records no owner, it goes to the notice's addressee, and the letter names no status
    the record lacks. Returns (the addressees, whether they are the landowners of record)."""
    from lockport_sw.registry.selectors import landowners_of_record

    owners = landowners_of_record(notice.violation.parcel, on)
    return (owners, True) if owners else ([notice.addressee], False)


@transaction.atomic
def access_request(*, acting_user, notice: NoticeOfViolation, measures: str) -> CorrectiveAction:
    """§ 158-13A: "the SMO shall request the owner's permission for access to the subject
    private property to take any and all measures reasonably necessary to abate the
    violation and/or restore the property". A letter is issued."""
    chapter = chapter_of(notice.chapter)
    require(
        chapter.access_request_citation is not None,
        f"{chapter_named(chapter.chapter)} has no access request: give notice to restore "
        f"({chapter.corrective_citation}).",
        ValidationError,
    )
    owners, of_record = access_addressees(notice, today())
    for owner in owners:
        if refusal := postal_address_refusal(
            owner, letter="the request for access", how_to_add=ADD_ADDRESS
        ):
            raise ValidationError({NON_FIELD_ERRORS: refusal})
    action = _start(
        acting_user=acting_user,
        notice=notice,
        measures=measures,
        state=CorrectiveAction.State.ACCESS_REQUESTED,
    )
    action.letter = letters.issue_access_request(
        acting_user=acting_user,
        action=action,
        chapter=chapter,
        correct_by=time_to_correct(notice),
        addressees=owners,
        of_record=of_record,
    )
    action._history_user = acting_user
    action.save()
    # Served like every letter (issue 43, item 3): one request addressed to the owners.
    from .served import letter_record

    letter_record(
        acting_user=acting_user,
        kind=letters.ACCESS_KIND,
        document=action.letter,
        subject=action,
        addressee=owners[0],
        also=owners[1:],
        parcel=notice.violation.parcel,
        title=action.letter.title,
        citation=chapter.access_request_citation,
        chapter=notice.chapter,
        addressee_role="landowner of record" if of_record else "",
    )
    record(
        violation=notice.violation,
        actor=acting_user,
        action="enforcement.access_requested",
        summary=f"Requested the owner's permission for access to abate "
        f"({chapter.access_request_citation}); letter {action.letter.number}.",
    )
    return action


@transaction.atomic
def restoration_notice(
    *, acting_user, notice: NoticeOfViolation, measures: str
) -> CorrectiveAction:
    """§ 159-8C(6): "Any violator may be required to restore land to its undisturbed
    condition": notice to restore within the Town's period (a policy, "a reasonable
    time"), after which the Town may restore at the violator's cost."""
    chapter = chapter_of(notice.chapter)
    require(
        chapter.restoration_rule is not None,
        f"{chapter_named(chapter.chapter)} has no notice to restore: request access "
        f"({chapter.access_request_citation}).",
        ValidationError,
    )
    action = _start(
        acting_user=acting_user,
        notice=notice,
        measures=measures,
        state=CorrectiveAction.State.RESTORATION_NOTICED,
    )
    action._history_user = acting_user
    action.save()
    # § 159-8C(6): "within a reasonable time after notice": the period (Town policy)
    # runs from service of the notice, not its issue (issue 23, item 3): the clock opens
    # when service is complete (restoration_served).
    period = restoration_period(chapter.chapter)
    # Issue 23, item 1: a letter of its own to each landowner of record on the day of
    # issue (else the notice's addressee), with copies to the applicant and the developer.
    owners, role, copies = addressed_with_copies(
        chapter, notice.violation, notice.addressee, today()
    )
    issued = issue_restoration_notice(
        acting_user=acting_user,
        action=action,
        chapter=chapter,
        period=period,
        addressees=owners,
        role=role,
        copies=copies,
    )
    action.letter = issued[0].document
    action.save(update_fields=["letter"])
    record(
        violation=notice.violation,
        actor=acting_user,
        action="enforcement.restoration_noticed",
        summary=f"Notice to restore the land within {period} of its service "
        f"({chapter.corrective_citation}); "
        + "; ".join(f"letter {x.number} to {x.addressee_name}" for x in issued)
        + (f" ({role})" if role else "")
        + ".",
    )
    return action


def restoration_served(letter, moment, acting_user) -> None:
    """A notice to restore was served: the Town's period to restore runs, for that
    landowner, from then (§ 159-8C(6) "within a reasonable time after notice"); each
    landowner's letter opens a clock of its own."""
    action = CorrectiveAction.objects.select_related("notice").get(pk=letter.subject_id)
    chapter = chapter_of(action.chapter)
    clock = clocks.deadline_open(
        rule=chapter.restoration_rule,
        subject=action,
        subject_label=f"{action.notice.number} · restoration · {letter.addressee_name}",
        starts_at=moment,
        acting_user=acting_user,
    )
    record(
        violation=action.notice.violation,
        actor=acting_user,
        action="enforcement.restoration_served",
        summary=f"Notice to restore {letter.number} served on {letter.addressee_name}: the "
        f"land is to be restored by {long_date(clock.due_date)} "
        f"({chapter.corrective_citation}).",
    )


def restoration_letters(action: CorrectiveAction):
    """The notices to restore of ``action``: one to each addressee."""
    from ..letters import RESTORE_KIND
    from .served import served_letters

    return served_letters(action).filter(kind=RESTORE_KIND).order_by("pk")


def _restoration_unserved(action: CorrectiveAction) -> str | None:
    """§ 159-8C(6) "after notice": why the Town may not yet act on a notice to restore.
    Given to several landowners of record, the notice is given only when every one of
    them was served: the Town waits for the last service and the period that runs from
    it."""
    if action.chapter and chapter_of(action.chapter).restoration_rule is None:
        return None
    if action.state != CorrectiveAction.State.RESTORATION_NOTICED and not action.letter_id:
        return None
    unserved = [x for x in restoration_letters(action) if not x.is_served]
    if unserved:
        return (
            "The notice to restore has not been served on "
            + " and ".join(f"{x.addressee_name} ({x.number})" for x in unserved)
            + ": the time to restore runs from its service on each landowner "
            f"({chapter_of(action.chapter).corrective_citation}). Record its service first."
        )
    return None


def restoration_time_refusal(action: CorrectiveAction, on: date) -> str | None:
    """§ 159-8C(6): "In the event that restoration is not undertaken within a reasonable
    time after notice, the Town may take necessary corrective action, the cost of which
    shall become a lien". The Town's restoration may be dated only on a day after every
    landowner's time to restore ran: each landowner's own period, from their own service
    of the notice to restore (``clock_rules.times_to_restore``), its last day theirs.
    Why ``on`` is too early, naming each landowner whose time had not run, or None."""
    chapter = chapter_of(action.chapter)
    if chapter.restoration_rule is None:
        return None
    running = [
        (letter, clock)
        for letter, clock in times_to_restore(action, restoration_letters(action))
        if clock is not None and on <= clock.due_date
    ]
    if not running:
        return None
    last = max(clock.due_date for _letter, clock in running)
    whose = " and ".join(
        f"{letter.addressee_name} until {long_date(clock.due_date)}" for letter, clock in running
    )
    return (
        f"The violator has until {long_date(last)} to restore the land "
        f"({chapter.corrective_citation}): on {long_date(on)} the time to restore of "
        f"{whose} had not run (each from their own service of the notice to restore). "
        "The Town's work is dated after every landowner's time has run."
    )


def _lien_owner_unnotified(action: CorrectiveAction, chapter, on: date) -> str | None:
    """§ 159-8C(6): the cost becomes a lien "upon the property", after notice: the lien
    falls on the landowners of record, so each of them must have been served the notice
    to restore, or given the notice of violation (issue 43, item 9). Why not, or None."""
    from lockport_sw.registry.selectors import landowners_of_record

    from .notices import no_landowner_refusal

    notice = action.notice
    parcel = notice.violation.parcel
    owners = landowners_of_record(parcel, on)
    if not owners:
        return no_landowner_refusal(chapter, parcel, on)
    notified = {x.addressee_id for x in restoration_letters(action) if x.is_served}
    if not notified:
        notified = {notice.addressee_id, *notice.also_to.values_list("pk", flat=True)}
    never = [o for o in owners if o.pk not in notified]
    if never:
        return (
            "A lien falls on the property of its landowners of record, and "
            + " and ".join(o.name for o in never)
            + (" was" if len(never) == 1 else " were")
            + f" never given notice ({chapter.corrective_citation}: a lien only after "
            "notice). Give them the notice first."
        )
    return None


def _locked(action: CorrectiveAction) -> CorrectiveAction:
    return CorrectiveAction.objects.select_for_update().select_related("notice").get(pk=action.pk)


def _check_date(field: str, day: date | None, label: str, not_before: date) -> None:
    if day is None:
        raise ValidationError({field: f"Give the date {label}."})
    if day > today():
        raise ValidationError({field: "It cannot be in the future."})
    if day < not_before:
        raise ValidationError({field: f"It cannot be before {long_date(not_before)}."})


def _save(action: CorrectiveAction, acting_user, summary: str, event: str) -> CorrectiveAction:
    action._history_user = acting_user
    action.save()
    record(violation=action.notice.violation, actor=acting_user, action=event, summary=summary)
    return action


@transaction.atomic
def access_answer(
    *, acting_user, action: CorrectiveAction, granted: bool, answered_on: date, note: str = ""
) -> CorrectiveAction:
    """The owner's answer to the access request (§ 158-13A, B)."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(
        action.state == CorrectiveAction.State.ACCESS_REQUESTED,
        "No access request is waiting for an answer.",
        ValidationError,
    )
    _check_date("answered_on", answered_on, "of the answer", town_date(action.opened_at))
    if granted:
        action._grant()
    else:
        action._refuse()
    action.access_answer_on = answered_on
    action.access_answer_note = (note or "").strip()[:300]
    word = "granted" if granted else "refused"
    return _save(
        action,
        acting_user,
        f"The owner {word} access on {long_date(answered_on)}.",
        f"enforcement.access_{word}",
    )


@transaction.atomic
def warrant_seek(
    *, acting_user, action: CorrectiveAction, applied_on: date, court: str
) -> CorrectiveAction:
    """§ 158-13B: "If refused access ... the SMO may seek a warrant in a court of
    competent jurisdiction"."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(
        action.state == CorrectiveAction.State.ACCESS_REFUSED,
        f"A warrant is sought after the owner refuses access ({cite(WARRANT)}).",
        ValidationError,
    )
    _check_date("warrant_applied_on", applied_on, "of the application", action.access_answer_on)
    if not (court or "").strip():
        raise ValidationError({"warrant_court": "Name the court."})
    action._seek_warrant()
    action.warrant_applied_on = applied_on
    action.warrant_court = court.strip()[:200]
    return _save(
        action,
        acting_user,
        f"Warrant applied for on {long_date(applied_on)} in {action.warrant_court} "
        f"({cite(WARRANT)}).",
        "enforcement.warrant_sought",
    )


@transaction.atomic
def warrant_issued_record(
    *, acting_user, action: CorrectiveAction, issued_on: date
) -> CorrectiveAction:
    """§ 158-13B: the court issued the warrant "to enter upon the property to determine
    whether a violation has occurred"."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(
        action.state == CorrectiveAction.State.WARRANT_SOUGHT,
        f"Record the warrant application first ({cite(WARRANT)}).",
        ValidationError,
    )
    require(action.warrant_issued_on is None, "The warrant is already recorded.", ValidationError)
    _check_date("warrant_issued_on", issued_on, "the warrant was issued", action.warrant_applied_on)
    action.warrant_issued_on = issued_on
    return _save(
        action,
        acting_user,
        f"Warrant issued on {long_date(issued_on)} by {action.warrant_court} ({cite(WARRANT)}).",
        "enforcement.warrant_issued",
    )


@transaction.atomic
def violation_finding_record(
    *, acting_user, action: CorrectiveAction, found_on: date, finding: str
) -> CorrectiveAction:
    """§ 158-13B: "Upon determination that a violation has occurred" (on entry under the
    warrant) the SMO may seek a court order: the determination, with its date."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(
        action.state == CorrectiveAction.State.WARRANT_SOUGHT
        and action.warrant_issued_on is not None,
        f"{cite(WARRANT)}: the determination is made on entry under the warrant: record the "
        "warrant's issue first.",
        ValidationError,
    )
    _check_date("violation_found_on", found_on, "of the determination", action.warrant_issued_on)
    if not (finding or "").strip():
        raise ValidationError(
            {"violation_finding": "State what was found: that a violation has occurred."}
        )
    action.violation_found_on = found_on
    action.violation_finding = finding.strip()
    return _save(
        action,
        acting_user,
        f"Violation determined on {long_date(found_on)}, on entry under the warrant "
        f"({cite(WARRANT)}): {action.violation_finding[:200]}",
        "enforcement.violation_determined",
    )


@transaction.atomic
def court_order_record(
    *, acting_user, action: CorrectiveAction, ordered_on: date, reference: str
) -> CorrectiveAction:
    """§ 158-13B: the court order "to take any and all measures reasonably necessary to
    abate the violation and/or restore the property"."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(
        action.state == CorrectiveAction.State.WARRANT_SOUGHT,
        "Record the warrant application first.",
        ValidationError,
    )
    # § 158-13B: the warrant, then "upon determination that a violation has occurred",
    # the court order (issue 23, item 7).
    require(
        action.warrant_issued_on is not None and action.violation_found_on is not None,
        f"{cite(WARRANT)}: a court order is sought upon the determination that a violation has "
        "occurred, made on entry under the warrant: record the warrant's issue and the "
        "determination first.",
        ValidationError,
    )
    _check_date("court_order_on", ordered_on, "of the order", action.violation_found_on)
    if not (reference or "").strip():
        raise ValidationError({"court_order_reference": "Give the order's index or docket number."})
    action._order()
    action.court_order_on = ordered_on
    action.court_order_reference = reference.strip()[:100]
    return _save(
        action,
        acting_user,
        f"Court order {action.court_order_reference} of {long_date(ordered_on)} ({cite(WARRANT)}).",
        "enforcement.court_ordered",
    )


@transaction.atomic
def abatement_record(
    *, acting_user, action: CorrectiveAction, abated_on: date, abated_by: str
) -> CorrectiveAction:
    """The Town or its contractor abated the violation or restored the land; the
    violation ends. § 159-8C(6): only after the time given in the notice to restore."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(
        action.state
        in (
            CorrectiveAction.State.ACCESS_GRANTED,
            CorrectiveAction.State.COURT_ORDERED,
            CorrectiveAction.State.RESTORATION_NOTICED,
        ),
        "The Town abates only with the owner's permission, a court order, or after the "
        "period given to restore has run.",
        ValidationError,
    )
    _check_date("abated_on", abated_on, "the work was completed", town_date(action.opened_at))
    if action.state == CorrectiveAction.State.RESTORATION_NOTICED:
        # § 159-8C(6): "not undertaken within a reasonable time after notice": only once
        # the notice was served on every landowner and every one's time has run.
        if reason := _restoration_unserved(action):
            raise ValidationError(reason)
        if reason := restoration_time_refusal(action, abated_on):
            raise ValidationError({"abated_on": reason})
    if not (abated_by or "").strip():
        raise ValidationError({"abated_by": "Name the Town department or the contractor."})
    action._abate()
    action.abated_on = abated_on
    action.abated_by = abated_by.strip()[:200]
    _save(
        action,
        acting_user,
        f"Abated by {action.abated_by} on {long_date(abated_on)}, at the violator's expense.",
        "enforcement.abated",
    )
    violation = Violation.objects.get(pk=action.notice.violation_id)
    if violation.continuing:
        violation_end(
            acting_user=acting_user,
            violation=violation,
            ended_on=abated_on,
            reason=Violation.EndReason.ABATED,
        )
    return action


@transaction.atomic
def cost_add(
    *,
    acting_user,
    action: CorrectiveAction,
    incurred_on: date,
    description: str,
    amount: Decimal,
) -> AbatementCost:
    """A cost of abatement or restoration, charged to the violator (§ 158-11A, § 158-13B,
    § 159-8C(6))."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records costs.")
    action = _locked(action)
    errors = {}
    if not (description or "").strip():
        errors["description"] = "Say what the cost was for."
    if amount is None or amount <= 0:
        errors["amount"] = "Enter an amount greater than $0."
    if incurred_on is None or incurred_on > today():
        errors["incurred_on"] = "Give the date (not in the future)."
    if errors:
        raise ValidationError(errors)
    cost = AbatementCost(
        action=action,
        incurred_on=incurred_on,
        description=description.strip()[:300],
        amount=amount,
        charged_to=action.notice.addressee,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    cost._history_user = acting_user
    cost.save()
    record(
        violation=action.notice.violation,
        actor=acting_user,
        action="enforcement.cost_recorded",
        summary=f"Cost of {dollars(amount)} charged to {cost.charged_to.name}: {cost.description}.",
    )
    return cost


@transaction.atomic
def lien_record(
    *, acting_user, action: CorrectiveAction, recorded_on: date, reference: str
) -> CorrectiveAction:
    """§ 159-8C(6): the cost of the Town's corrective action "shall become a lien upon
    the property until paid". Chapter 158 provides no lien: refused there."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records liens.")
    action = _locked(action)
    chapter = chapter_of(action.chapter)
    require(
        chapter.costs_are_lien,
        f"{chapter_named(chapter.chapter)} makes no cost a lien on the property "
        f"({chapter.corrective_citation}: the cost is charged to the discharger).",
        ValidationError,
    )
    if reason := _restoration_unserved(action):
        raise ValidationError(reason)  # § 159-8C(6): "after notice"
    if reason := _lien_owner_unnotified(action, chapter, recorded_on):
        raise ValidationError(reason)
    require(
        action.state == CorrectiveAction.State.ABATED and action.costs.exists(),
        "A lien is recorded for the cost of work the Town has done: record the work and "
        "its cost first.",
        ValidationError,
    )
    if reason := restoration_time_refusal(action, action.abated_on):
        # A restoration recorded before the rule was kept (issue 46, item 5): its cost is
        # no lien while the work it is for was dated within an owner's time to restore.
        raise ValidationError(
            f"The Town's work is recorded on {long_date(action.abated_on)}. {reason}"
        )
    _check_date("lien_recorded_on", recorded_on, "it was recorded", action.abated_on)
    if not (reference or "").strip():
        raise ValidationError({"lien_reference": "Give the County Clerk's recording reference."})
    action.lien_recorded_on = recorded_on
    action.lien_reference = reference.strip()[:100]
    return _save(
        action,
        acting_user,
        f"Lien for the Town's cost recorded on {long_date(recorded_on)} "
        f"({action.lien_reference}, {chapter.corrective_citation}).",
        "enforcement.lien_recorded",
    )


@transaction.atomic
def corrective_close(
    *, acting_user, action: CorrectiveAction, corrected_on: date, note: str
) -> CorrectiveAction:
    """The violator corrected the violation after all: the measures stop."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records this.")
    action = _locked(action)
    require(action.is_open, "These corrective measures are not under way.", ValidationError)
    if not (note or "").strip():
        raise ValidationError({"note": "Say how the violation was corrected."})
    _check_date("corrected_on", corrected_on, "it was corrected", town_date(action.opened_at))
    action._close()
    action.closed_note = note.strip()[:300]
    for clock in clocks_for(action).filter(status__in=Deadline.UNRESOLVED):
        clocks.deadline_meet(
            deadline=clock,
            at=combine_town(corrected_on, time(12)),
            note="Corrected",
            acting_user=acting_user,
        )
    _save(
        action,
        acting_user,
        f"Corrected by the violator: {action.closed_note}",
        "enforcement.corrected",
    )
    violation = Violation.objects.get(pk=action.notice.violation_id)
    if violation.continuing:
        violation_end(
            acting_user=acting_user,
            violation=violation,
            ended_on=corrected_on,
            reason=Violation.EndReason.CORRECTED,
        )
    return action


def restoration_period(chapter_code: str) -> str:
    chapter = chapter_of(chapter_code)
    if chapter.restoration_rule is None:
        return ""
    # The Town's policy in force (the SMO's setting), as the clock will count it.
    rule = catalogue.get(chapter.restoration_rule)
    return f"{effective_period(rule)} {rule.unit.label}"


# --- § 158-16: summary abatement of a nuisance --------------------------------------------


@transaction.atomic
def summary_abatement_record(
    *, acting_user, violation: Violation, condition: str, abated_on: date, abated_by: str
) -> SummaryAbatement:
    """§ 158-16: "any condition caused or permitted to exist in violation of any of the
    provisions of this chapter ... is declared and deemed a nuisance; and may be summarily
    abated or restored at the violator's expense": an action of its own, not a step of
    § 158-13; the violation ends, abated, and its costs are charged to the violator."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer abates a nuisance.")
    violation = Violation.objects.select_for_update().select_related("parcel").get(pk=violation.pk)
    chapter = chapter_of(violation.chapter)
    require(
        chapter.nuisance_citation is not None,
        f"{chapter_named(chapter.chapter)} declares no nuisance to abate summarily.",
        ValidationError,
    )
    errors = {}
    if not (condition or "").strip():
        errors["condition"] = "Describe the condition abated as a nuisance."
    if not (abated_by or "").strip():
        errors["abated_by"] = "Name the Town department or the contractor."
    if abated_on is None or abated_on > today():
        errors["abated_on"] = "Give the date the work was done (not in the future)."
    elif abated_on < violation.started_on:
        errors["abated_on"] = "It cannot be before the violation was first observed."
    if errors:
        raise ValidationError(errors)
    abatement = SummaryAbatement(
        chapter=chapter.chapter,
        violation=violation,
        condition=condition.strip(),
        abated_on=abated_on,
        abated_by=abated_by.strip()[:200],
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    abatement._history_user = acting_user
    abatement.save()
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.summary_abated",
        summary=f"Nuisance summarily abated by {abatement.abated_by} on {long_date(abated_on)}, "
        f"at the violator's expense ({chapter.nuisance_citation}).",
    )
    if violation.continuing:
        violation_end(
            acting_user=acting_user,
            violation=violation,
            ended_on=abated_on,
            reason=Violation.EndReason.ABATED,
        )
    return abatement


@transaction.atomic
def summary_cost_add(
    *,
    acting_user,
    abatement: SummaryAbatement,
    incurred_on: date,
    description: str,
    amount: Decimal,
) -> AbatementCost:
    """A cost of the summary abatement, charged to the violator (§ 158-16 "at the
    violator's expense")."""
    require_perm(acting_user, ACT, "Only the Stormwater Management Officer records costs.")
    abatement = SummaryAbatement.objects.select_related("violation__party").get(pk=abatement.pk)
    errors = {}
    if not (description or "").strip():
        errors["description"] = "Say what the cost was for."
    if amount is None or amount <= 0:
        errors["amount"] = "Enter an amount greater than $0."
    if incurred_on is None or incurred_on > today():
        errors["incurred_on"] = "Give the date (not in the future)."
    if errors:
        raise ValidationError(errors)
    cost = AbatementCost(
        summary=abatement,
        incurred_on=incurred_on,
        description=description.strip()[:300],
        amount=amount,
        charged_to=abatement.violation.party,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    cost._history_user = acting_user
    cost.save()
    record(
        violation=abatement.violation,
        actor=acting_user,
        action="enforcement.cost_recorded",
        summary=f"Cost of {dollars(amount)} of the summary abatement charged to "
        f"{cost.charged_to.name}: {cost.description}.",
    )
    return cost
