"""Suspension of MS4 access (§ 158-8): emergency suspension (A) and termination (B)."""

from __future__ import annotations

from datetime import date, datetime

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.calendar.words import long_date
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.jurisdiction.registry import cite, cite_code

from ..models import AccessAction
from ._common import ACCESS, WORK, now, record, require, require_perm
from .cases import case_violation_record

State = AccessAction.State


def _locked(action: AccessAction) -> AccessAction:
    return AccessAction.objects.select_for_update().get(pk=action.pk)


def _save(action: AccessAction, user) -> None:
    action._history_user = user
    action.save()


def _start(*, acting_user, case, party, kind: str, reasons: str, at: datetime) -> AccessAction:
    require_perm(
        acting_user,
        ACCESS,
        f"{cite('idl.suspension')}: only the SMO suspends or terminates MS4 access.",
    )
    errors = {}
    if party is None:
        errors["party"] = "Name the person whose access it is."
    if case.parcel_id is None:
        errors["parcel"] = "Name the case's premises first."
    if not (reasons or "").strip():
        errors["reasons"] = "State the reasons (they go in the written notice)."
    if at is None or at > now():
        errors["at"] = "Give the time; it cannot be in the future."
    if errors:
        raise ValidationError(errors)
    action = AccessAction(
        case=case,
        party=party,
        parcel=case.parcel,
        kind=kind,
        state=State.SUSPENDED if kind == AccessAction.Kind.EMERGENCY else State.PROPOSED,
        reasons=reasons.strip(),
        started_at=at,
        acted_by=acting_user,
    )
    return action


@transaction.atomic
def emergency_suspend(*, acting_user, case, party, reasons: str, at: datetime) -> AccessAction:
    """§ 158-8A: "without prior notice", to stop an actual or threatened discharge that
    presents imminent and substantial danger. The SMO then notifies the person in writing
    "within a reasonable time": the Town's policy period (DEADLINES.md row 20)."""
    action = _start(
        acting_user=acting_user,
        case=case,
        party=party,
        kind=AccessAction.Kind.EMERGENCY,
        reasons=reasons,
        at=at,
    )
    _save(action, acting_user)
    clocks.deadline_open(
        rule="emergency_suspension_notice",
        subject=action,
        subject_label=f"{case.label} · emergency suspension",
        starts_at=at,
        responsible_user=acting_user,
        acting_user=acting_user,
    )
    record(
        case,
        acting_user,
        "illicit.access_suspended",
        f"MS4 access suspended ({cite('idl.suspension_emergency')}): {reasons[:200]}",
    )
    return action


@transaction.atomic
def suspension_notice_issue(*, acting_user, action: AccessAction) -> AccessAction:
    """§ 158-8A: "The SMO shall notify the person of such suspension within a reasonable
    time thereafter in writing of the reasons for the suspension": the written notice is
    a served letter (issue 23, item 3); issuing it meets the SMO's clock."""
    action = _locked(action)
    _suspension_notice_check(acting_user, action)
    from ..letters import issue_suspension_notice

    letter = issue_suspension_notice(acting_user=acting_user, action=action)
    action.notice_at = letter.issued_at
    _save(action, acting_user)
    for clock in clocks_for(action).filter(
        rule_code="emergency_suspension_notice", status__in=Deadline.UNRESOLVED
    ):
        clocks.deadline_meet(
            deadline=clock,
            at=letter.issued_at,
            note=f"Written notice {letter.number} issued",
            acting_user=acting_user,
        )
    record(
        action.case,
        acting_user,
        "illicit.access_notice",
        f"Written notice of the suspension issued ({cite('idl.suspension_emergency')}): letter "
        f"{letter.number}.",
    )
    return action


@transaction.atomic
def termination_propose(*, acting_user, case, party, reasons: str, at: datetime) -> AccessAction:
    """§ 158-8B: "The SMO will notify a violator in writing of the proposed termination
    of its MS4 access and the reasons therefor" (DEADLINES.md row 21: a record, with the
    notice issued when it is proposed, as a served letter)."""
    action = _start(
        acting_user=acting_user,
        case=case,
        party=party,
        kind=AccessAction.Kind.TERMINATION,
        reasons=reasons,
        at=at,
    )
    _save(action, acting_user)
    # The written notice with the reasons: a served letter; the violator's time to
    # petition (Town policy) runs from its service (issue 23, item 3).
    from ..letters import issue_termination_notice

    letter = issue_termination_notice(acting_user=acting_user, action=action)
    action.notice_at = letter.issued_at
    _save(action, acting_user)
    record(
        case,
        acting_user,
        "illicit.access_termination_proposed",
        f"Termination of MS4 access proposed ({cite('idl.suspension_termination')}), notice "
        f"{letter.number}: {reasons[:200]}",
    )
    return action


def termination_preview(*, acting_user, case, party, reasons: str, at: datetime) -> dict:
    """Check first: the § 158-8B notice ``termination_propose`` would issue; nothing is
    written."""
    from enforcement.services.served import letter_preview

    from ..letters import termination_notice_letter

    action = _start(
        acting_user=acting_user,
        case=case,
        party=party,
        kind=AccessAction.Kind.TERMINATION,
        reasons=reasons,
        at=at,
    )
    return letter_preview(**termination_notice_letter(action))


def suspension_notice_preview(*, acting_user, action: AccessAction) -> dict:
    """Check first: the § 158-8A written notice ``suspension_notice_issue`` would issue."""
    from enforcement.services.served import letter_preview

    from ..letters import suspension_notice_letter

    _suspension_notice_check(acting_user, action)
    return letter_preview(**suspension_notice_letter(action))


def _suspension_notice_check(acting_user, action: AccessAction) -> None:
    require_perm(
        acting_user,
        ACCESS,
        f"{cite('idl.suspension_emergency')}: the SMO gives the written notice.",
    )
    require(
        action.kind == AccessAction.Kind.EMERGENCY,
        "Only an emergency suspension needs this notice.",
        ValidationError,
    )
    if action.notice_at is not None:
        raise ValidationError("The written notice was already issued.")


@transaction.atomic
def petition_record(
    *,
    acting_user,
    action: AccessAction,
    received_on: date,
    hearing_at: datetime,
    hearing_place: str = "",
) -> AccessAction:
    """§ 158-8B: "The violator may petition the SMO for a reconsideration and hearing". The
    hearing is set at a time and place, and the petitioner is served a notice of it (its
    time, place and what happens there) through the served letters (issue 43, item 6)."""
    action = _locked(action)
    _petition_check(acting_user, action, received_on, hearing_at, hearing_place)
    action.petition_on = received_on
    action.hearing_at = hearing_at
    action.hearing_place = hearing_place.strip()
    action._petition()
    _save(action, acting_user)
    for clock in clocks_for(action).filter(rule_code=PETITION_RULE, status__in=Deadline.UNRESOLVED):
        clocks.deadline_meet(deadline=clock, note="Petition received", acting_user=acting_user)
    from ..letters import issue_petition_hearing_notice

    letter = issue_petition_hearing_notice(acting_user=acting_user, action=action)
    record(
        action.case,
        acting_user,
        "illicit.access_petition",
        f"Petition for reconsideration; hearing {long_date(hearing_at)} at "
        f"{action.hearing_place}, notice {letter.number}.",
    )
    return action


def petition_preview(
    *, acting_user, action: AccessAction, received_on, hearing_at, hearing_place: str = ""
) -> dict:
    """Check first: the notice of hearing ``petition_record`` would issue; nothing is
    written."""
    from enforcement.services.served import letter_preview

    from ..letters import petition_hearing_letter

    _petition_check(acting_user, action, received_on, hearing_at, hearing_place)
    action = AccessAction.objects.get(pk=action.pk)  # a copy: nothing is saved
    action.petition_on = received_on
    action.hearing_at = hearing_at
    action.hearing_place = hearing_place.strip()
    return letter_preview(**petition_hearing_letter(action))


def _petition_check(acting_user, action, received_on, hearing_at, hearing_place) -> None:
    require_perm(acting_user, WORK, "Only Town stormwater staff record a petition.")
    errors = {}
    if received_on is None or received_on > now().date():
        errors["received_on"] = "Give the date the petition was received."
    if hearing_at is None:
        errors["hearing_at"] = "Give the date and time of the hearing."
    elif hearing_at <= now():
        errors["hearing_at"] = (
            "Set the hearing in the future: the petitioner is served a notice of it first."
        )
    if not (hearing_place or "").strip():
        errors["hearing_place"] = (
            "Give the place of the hearing (room and street address): the notice tells "
            "the petitioner where to come."
        )
    if errors:
        raise ValidationError(errors)
    require(
        action.state == State.PROPOSED,
        "Only a proposed termination can be petitioned.",
        ValidationError,
    )


@transaction.atomic
def petition_hearing_record(
    *, acting_user, action: AccessAction, outcome: str, note: str
) -> AccessAction:
    """§ 158-8B: what happened at the hearing on the petition, as the SMO records it: held
    (the petitioner appeared and was heard) or the petitioner made no appearance. The
    determination says the hearing was held only when it is recorded held (issue 43,
    item 6); no appearance is recorded only when the notice of the hearing was served
    on the petitioner before it."""
    require_perm(
        acting_user,
        ACCESS,
        f"{cite('idl.suspension_termination')}: the SMO holds the hearing and records it.",
    )
    action = _locked(action)
    errors = {}
    if outcome not in AccessAction.Hearing.values:
        errors["outcome"] = "Choose what happened at the hearing."
    if not (note or "").strip():
        errors["note"] = "Write the record of the hearing (who attended, what was shown)."
    if errors:
        raise ValidationError(errors)
    require(
        action.state == State.PETITIONED,
        "Only a petitioned termination has a hearing.",
        ValidationError,
    )
    if action.hearing:
        raise ValidationError("The hearing is already recorded.")
    if action.hearing_at > now():
        raise ValidationError(
            {
                "outcome": f"The hearing is set for {long_date(action.hearing_at)}: it has not "
                "taken place yet."
            }
        )
    if outcome == AccessAction.Hearing.NO_APPEARANCE:
        from ..letters import PETITION_HEARING_KIND

        served = action.letters.filter(
            kind=PETITION_HEARING_KIND, served_at__lt=action.hearing_at
        ).exists()
        if not served:
            raise ValidationError(
                {
                    "outcome": "The notice of the hearing was not served on the petitioner "
                    "before the hearing: their absence cannot be held against them. Record "
                    "the service of the notice, or set the hearing again."
                }
            )
    action.hearing = outcome
    action.hearing_note = note.strip()
    _save(action, acting_user)
    record(
        action.case,
        acting_user,
        "illicit.access_hearing",
        f"Hearing on the petition ({cite('idl.suspension_termination')}): "
        f"{action.get_hearing_display().lower()}. {note.strip()[:200]}",
    )
    return action


PETITION_RULE = "access_termination_petition"


def why_not_terminate_yet(action: AccessAction) -> str | None:
    """§ 158-8B: "The violator may petition the SMO for a reconsideration and hearing":
    access is terminated only once the violator had the chance. Before the notice is
    served, before the Town's petition period has run, or, on a petition, before its
    hearing was held: why not, or None."""
    if action.state == State.PETITIONED:
        if not action.hearing:
            when_ = f" ({long_date(action.hearing_at)})" if action.hearing_at else ""
            return (
                f"{cite('idl.suspension_termination')}: the violator petitioned; access is "
                f"terminated only after the hearing is held{when_} and recorded (held, or the "
                "petitioner made no appearance)."
            )
        return None
    clock = clocks_for(action).filter(rule_code=PETITION_RULE).order_by("-starts_at").first()
    if clock is None:
        return (
            f"{cite('idl.suspension_termination')}: the notice of the proposed termination has not "
            "been served; the violator's time to petition for a reconsideration and hearing has "
            "not started."
        )
    if clock.due_at >= now():
        return (
            f"{cite('idl.suspension_termination')}: the violator may petition for a "
            f"reconsideration and hearing until {long_date(clock.due_date)} (Town policy)."
        )
    return None


@transaction.atomic
def termination_decide(
    *, acting_user, action: AccessAction, terminate: bool, determination: str
) -> AccessAction:
    """§ 158-8B: access "may be denied if the SMO determines in writing that the illicit
    discharge has not ceased or is likely to reoccur"; it may be granted if the SMO finds
    the discharge has ceased and steps were taken to prevent its recurrence."""
    action = _locked(action)
    _decision_check(acting_user, action, terminate=terminate, determination=determination)
    if terminate:
        action._terminate()
    else:
        action._keep()
    action.decided_at = now()
    action.decision = determination.strip()
    _save(action, acting_user)
    # § 158-8B "determines in writing": the determination is a served letter (issue 23,
    # item 3), refused like every one when the violator has no postal address.
    from ..letters import issue_termination_determination

    letter = issue_termination_determination(
        acting_user=acting_user, action=action, terminate=terminate
    )
    what = "terminated" if terminate else "kept"
    record(
        action.case,
        acting_user,
        "illicit.access_decided",
        f"MS4 access {what} ({cite('idl.suspension_termination')}), determination {letter.number}: "
        f"{determination[:200]}",
    )
    return action


def _decision_check(acting_user, action, *, terminate: bool, determination: str) -> None:
    require_perm(
        acting_user, ACCESS, f"{cite('idl.suspension_termination')}: only the SMO decides."
    )
    if not (determination or "").strip():
        raise ValidationError(
            {
                "determination": "Write the determination "
                f"({cite('idl.suspension_termination')}: in writing)."
            }
        )
    require(
        action.state in (State.PROPOSED, State.PETITIONED),
        f"This action is {action.get_state_display().lower()}.",
        ValidationError,
    )
    if terminate and (reason := why_not_terminate_yet(action)):
        raise ValidationError({"terminate": reason})


def determination_preview(
    *, acting_user, action: AccessAction, terminate: bool, determination: str
) -> dict:
    """Check first: the § 158-8B determination ``termination_decide`` would issue (the
    action is read, not changed)."""
    from enforcement.services.served import letter_preview

    from ..letters import termination_determination_letter

    _decision_check(acting_user, action, terminate=terminate, determination=determination)
    action = AccessAction.objects.get(pk=action.pk)  # a copy: the text set is not saved
    action.decision = determination.strip()
    return letter_preview(**termination_determination_letter(action, terminate=terminate))


@transaction.atomic
def access_reinstate(*, acting_user, action: AccessAction, finding: str) -> AccessAction:
    """Only the SMO reinstates access, on a finding that the discharge ceased and steps were
    taken to prevent its recurrence (§ 158-8B)."""
    require_perm(
        acting_user,
        ACCESS,
        f"{cite('idl.suspension_termination')}: access is reinstated only with the SMO's approval.",
    )
    action = _locked(action)
    if not (finding or "").strip():
        raise ValidationError(
            {
                "finding": "State the finding: the discharge ceased and steps were taken "
                "to prevent its recurrence."
            }
        )
    require(
        action.in_effect,
        f"Access is not suspended or terminated ({action.get_state_display().lower()}).",
        ValidationError,
    )
    action._reinstate()
    action.reinstated_at = now()
    action.reinstatement_finding = finding.strip()
    _save(action, acting_user)
    for clock in clocks_for(action).filter(status__in=Deadline.UNRESOLVED):
        clocks.deadline_withdraw(
            deadline=clock, reason="Access reinstated", acting_user=acting_user
        )
    record(
        action.case,
        acting_user,
        "illicit.access_reinstated",
        f"MS4 access reinstated: {finding[:200]}",
    )
    return action


@transaction.atomic
def reconnection_record(*, acting_user, action: AccessAction, on: date, notes: str):
    """§ 158-8B: "A person commits an offense if the person reinstates MS4 access to the
    premises terminated pursuant to this chapter without the prior approval of the SMO":
    recorded as a violation of 158-8B through enforcement/, for the penalty history.
    Access suspended in an emergency and reconnected: the suspension order not complied
    with, § 158-8A."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record a reconnection.")
    action = _locked(action)
    require(
        action.in_effect,
        "Access was not suspended or terminated at the time; reconnecting was not an offense.",
        ValidationError,
    )
    if not (notes or "").strip():
        raise ValidationError({"notes": "Describe what was found reconnected."})
    if on is None or on > now().date():
        raise ValidationError({"on": "Give the date; it cannot be in the future."})
    # Under an emergency suspension, reconnecting is failing to comply with the suspension
    # order (§ 158-8A); only access terminated under § 158-8B makes it the § 158-8B
    # offense (issue 23, item 7).
    emergency = action.kind == AccessAction.Kind.EMERGENCY
    provision = "158-8A" if emergency else "158-8B"
    what = "suspended in an emergency" if emergency else "terminated"
    violation = case_violation_record(
        acting_user=acting_user,
        case=action.case,
        party=action.party,
        provisions=[provision],
        description=f"MS4 access {what} was reinstated without the SMO's approval "
        f"({cite_code(provision)}): {notes.strip()}",
        started_on=on,
        continuing=True,
    )
    record(
        action.case,
        acting_user,
        "illicit.reconnection",
        f"Reconnected without approval: violation {violation.reference}.",
    )
    return violation
