"""Notices of violation: issuing (§ 158-11A, § 159-8C(1)), correcting, and recording
how an issued document was served.

What a notice must contain is the chapter's data (``ChapterEnforcement.nov_requirements``
and ``nov_always_needs``); ``missing_elements`` checks it here, once, for both chapters,
and names each missing element with its section.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, time

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import combine_town
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.services import effective_period
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.jurisdiction.registry import current
from lockport_sw.notifications.services import notify
from lockport_sw.registry.models import Party
from lockport_sw.registry.selectors import landowners_of_record
from lockport_sw.registry.validation import postal_address_refusal

from .. import chapters, letters, policy, statements
from ..chapters import (
    NEEDS_ABATEMENT_BY,
    NEEDS_ADDRESSEE_ADDRESS,
    NEEDS_DEADLINE,
    NEEDS_MEASURES,
    NEEDS_NATURE,
    NEEDS_PROPERTY,
)
from ..clock_rules import window_clock
from ..models import Addressee, Appeal, NoticeOfViolation, ServiceRecord, Violation
from ._common import (
    chapter_of,
    close_clocks,
    long_date,
    record,
    require,
    require_perm,
    today,
    town_date,
)
from .addressing import ADD_ADDRESS, _entry, service_completed_at

ISSUE = "enforcement.issue_notice"
SERVE = "enforcement.record_service"
# How a missing address is added: by staff on the party's registry page.


def chosen_requirements(chapter: chapters.ChapterEnforcement, codes: Iterable[str]) -> list:
    """The elements the notice contains: all of them where the statute says the notice
    "shall contain" them (§ 159-8C(1)); else those the SMO chose (§ 158-11A "may
    require"), in the statute's order."""
    if chapter.nov_all_required:
        return list(chapter.nov_requirements)
    codes = set(codes or [])
    return [r for r in chapter.nov_requirements if r.code in codes]


def contents(chapter: chapters.ChapterEnforcement, codes: Iterable[str]) -> dict:
    """What the notice says, in its letter's words (pdf/enforcement/notice.html): the
    elements it contains (§ 159-8C(1): "shall contain") or requires (§ 158-11A: "may
    require"), and apart what the Town gives notice it will do (§ 158-11A(5): ``warns``)."""
    chosen = chosen_requirements(chapter, codes)
    return {
        "heading": "This notice contains" if chapter.nov_all_required else "This notice requires",
        "required": [r for r in chosen if not r.warns],
        "warnings": [r for r in chosen if r.warns],
    }


def states_abatement(chapter: chapters.ChapterEnforcement, requirements: Iterable[str]) -> bool:
    """§ 158-11A: the notice that orders abatement or restoration "shall further advise
    that, should the violator fail to remediate or restore within the established
    deadline, the work will be done by a designated governmental agency or a contractor
    and the expense thereof shall be charged to the violator": a fixed statutory warning,
    printed on every such notice, never a box the SMO ticks (issue 43, item 13)."""
    chosen = chosen_requirements(chapter, requirements)
    return NEEDS_ABATEMENT_BY in chapter.nov_always_needs or any(
        NEEDS_ABATEMENT_BY in r.needs for r in chosen
    )


def missing_elements(
    *,
    chapter: chapters.ChapterEnforcement,
    requirements: Iterable[str],
    addressee: Party | None,
    parcel,
    nature: str,
    measures: str,
    deadline: date | None,
    property_description: str,
    issued_on: date,
    emergency_reason: str = "",
) -> dict[str, list[str]]:
    """What the notice lacks, by form field, each message naming the element and its
    section. Empty when the notice may be issued."""
    chosen = chosen_requirements(chapter, requirements)
    errors: dict[str, list[str]] = {}
    if not chosen:
        errors["requirements"] = [
            f"Choose what the notice requires ({chapter.nov_citation}(1)-(6))."
        ]
    needs: dict[str, list[str]] = {need: [] for need in chapter.nov_always_needs}
    for requirement in chosen:
        for need in requirement.needs:
            needs.setdefault(need, []).append(requirement.citation)

    def cite(need: str) -> str:
        return ", ".join(needs[need]) or chapter.nov_citation

    def add(field: str, message: str) -> None:
        errors.setdefault(field, []).append(message)

    if NEEDS_ADDRESSEE_ADDRESS in needs:
        if addressee is None:
            add("addressee", f"Name {chapter.nov_addressee} ({cite(NEEDS_ADDRESSEE_ADDRESS)}).")
        elif refusal := postal_address_refusal(
            addressee,
            letter=f"the notice ({cite(NEEDS_ADDRESSEE_ADDRESS)})",
            how_to_add=ADD_ADDRESS,
        ):
            add("addressee", refusal)
    if NEEDS_PROPERTY in needs and not (
        (parcel is not None and parcel.street_address.strip()) or property_description.strip()
    ):
        add(
            "property_description",
            f"Give the address or a description of the land ({cite(NEEDS_PROPERTY)}).",
        )
    if NEEDS_NATURE in needs and not (nature or "").strip():
        add("nature", f"State the nature of the violation ({cite(NEEDS_NATURE)}).")
    if NEEDS_MEASURES in needs and not (measures or "").strip():
        add("measures", f"Describe the remedial measures required ({cite(NEEDS_MEASURES)}).")
    if NEEDS_DEADLINE in needs:
        if deadline is None:
            add(
                "deadline",
                f"Set the date by which the measures must be completed ({cite(NEEDS_DEADLINE)}).",
            )
        elif deadline <= issued_on:
            add("deadline", "The deadline must be after the date of the notice.")
        elif not (emergency_reason or "").strip() and deadline <= (
            window_end := earliest_appeal_end(chapter, issued_on)
        ):
            # Issue 18, item 8: the time to correct does not run out while the person
            # may still appeal (corrective measures wait for the appeal), unless the
            # SMO records the emergency that cannot wait.
            add(
                "deadline",
                f"The deadline falls inside the period to appeal, which runs to at least "
                f"{long_date(window_end)} ({window_text_of(chapter)}): set it after that "
                "day, or record the emergency that requires it sooner.",
            )
    return errors


def earliest_appeal_end(chapter, issued_on: date) -> date:
    """The earliest last day to appeal a notice issued on ``issued_on``: from issuance
    (§ 158-12) it is that day; from service (§ 159-8C(1)(f)) the window cannot end
    sooner (service is never before issuance)."""
    rule = catalogue.get(chapter.appeal_window_rule)
    start = combine_town(issued_on, time(12))
    unit, period = rule.counting_basis(start, period=effective_period(rule))
    return catalogue.count(
        town_calendar(),
        unit,
        start,
        period,
        extends=rule.extends,
        closures_extend=rule.closures_extend,
    ).value


def window_text_of(chapter) -> str:
    rule = catalogue.get(chapter.appeal_window_rule)
    start = "service" if chapter.appeal_from_service else "issuance"
    return f"{rule.period_text} from the notice's {start}, {chapter.appeal_citation}"


def no_landowner_refusal(chapter, parcel, on: date) -> str:
    """§ 159-8C(1), (5), (6): the notice, the occupancy hold and the notice to restore go
    to the landowner. Where the registry records none on the day of issue, they are not
    given to someone else in the landowner's place (issue 43, item 9)."""
    where = parcel.full_address if parcel is not None else "the property"
    return (
        f"The registry records no landowner of record of {where} on {long_date(on)}, and "
        f"{chapter.nov_citation} gives this notice to the landowner. Record the owner from "
        "the deed on the property's page in the registry (Record an owner from the deed: "
        "liber and page, or instrument number), then issue it again."
    )


def addressees(chapter, violation: Violation, chosen: Party | None, on: date):
    """§ 159-8C(1): "it may issue a written notice of violation to the landowner": where
    the chapter says so and the registry records the landowners of record on the day of
    issue, the notice is addressed to every one of them (the one chosen first, if an
    owner), named "landowner of record"; where it records none, refused (issue 43, item
    9). A chapter that does not address the landowner (Chapter 158): the party chosen.
    Returns (addressee, the other addressees, their status)."""
    if not chapter.nov_to_landowners:
        return chosen, [], ""
    owners = landowners_of_record(violation.parcel, on)
    if not owners:
        # Issue 43, item 9: never to whoever was chosen in the landowner's place.
        raise ValidationError(no_landowner_refusal(chapter, violation.parcel, on))
    first = next((o for o in owners if chosen is not None and o.pk == chosen.pk), owners[0])
    return first, [o for o in owners if o.pk != first.pk], "landowner of record"


def addressed_with_copies(chapter, violation: Violation, chosen: Party | None, on: date):
    """For a letter that follows the notice (§ 159-8C(5) occupancy, § 159-8C(6)
    restoration): the landowners of record on the day of issue (else the party chosen),
    the status the record gives them, and the copies. Returns (addressees, role, copies)."""
    first, also, role = addressees(chapter, violation, chosen, on)
    everyone = [p for p in [first, *also] if p is not None]
    return everyone, role, copies_for(chapter, violation, everyone)


def copies_for(chapter, violation: Violation, addressed) -> list[tuple[str, Party]]:
    """Who receives a copy of a notice or letter about ``violation`` (§ 159-8C(1): the
    applicant and the developer, each as the record names them), other than those it is
    addressed to: [(role, party)]."""
    pks = {p.pk for p in addressed}
    seen: set[int] = set()
    copies = []
    for role, party in chapter.nov_copies(violation) if chapter.nov_copies else []:
        if party is not None and party.pk not in pks and party.pk not in seen:
            seen.add(party.pk)
            copies.append((role, party))
    return copies


def _appeal_last_day(chapter, issued_at: datetime) -> date | None:
    """Where the window runs from issuance (§ 158-12), its last day, printed on the
    notice; from service (§ 159-8C(1)(f)) it is not known at issuance."""
    if chapter.appeal_from_service:
        return None
    rule = catalogue.get(chapter.appeal_window_rule)
    unit, period = rule.counting_basis(issued_at, period=effective_period(rule))
    counted = catalogue.count(
        town_calendar(),
        unit,
        issued_at,
        period,
        extends=rule.extends,
        closures_extend=rule.closures_extend,
    )
    return counted.value


def notice_check(
    *,
    violation: Violation,
    addressee: Party | None,
    requirements: Iterable[str] = (),
    nature: str = "",
    measures: str = "",
    deadline: date | None = None,
    property_description: str = "",
    supersedes: NoticeOfViolation | None = None,
    correction_reason: str = "",
    emergency_reason: str = "",
    issued_at: datetime | None = None,
):
    """Everything that refuses a notice (or its correction), by form field: the one check
    the page's "Check the notice" step runs and ``notice_issue`` runs again before issuing
    (issue 43, item 13). Returns (the addressee, the others addressed, their status);
    raises ValidationError naming every refusal."""
    chapter = chapter_of(violation.chapter)
    issued_at = issued_at or timezone.now()
    if supersedes is not None:
        require(
            supersedes.violation_id == violation.pk,
            "A correction is of a notice about the same violation.",
            ValidationError,
        )
        require(
            supersedes.is_current,
            f"{supersedes.number} is {supersedes.get_state_display().lower()}: it cannot be "
            "corrected.",
            ValidationError,
        )
        if not (correction_reason or "").strip():
            raise ValidationError({"correction_reason": "Say what the correction changes."})
    addressee, also, role = addressees(chapter, violation, addressee, town_date(issued_at))
    errors = missing_elements(
        chapter=chapter,
        requirements=requirements,
        addressee=addressee,
        parcel=violation.parcel,
        nature=nature,
        measures=measures,
        deadline=deadline,
        property_description=property_description,
        issued_on=town_date(issued_at),
        emergency_reason=emergency_reason,
    )
    for owner in also:
        if refusal := postal_address_refusal(
            owner, letter=f"the notice ({chapter.nov_citation})", how_to_add=ADD_ADDRESS
        ):
            errors.setdefault("addressee", []).append(refusal)
    if errors:
        raise ValidationError(errors)
    return addressee, also, role


@transaction.atomic
def notice_issue(
    *,
    acting_user,
    violation: Violation,
    addressee: Party | None,
    requirements: Iterable[str] = (),
    nature: str = "",
    measures: str = "",
    deadline: date | None = None,
    property_description: str = "",
    supersedes: NoticeOfViolation | None = None,
    correction_reason: str = "",
    emergency_reason: str = "",
) -> NoticeOfViolation:
    """Issue a notice of violation: § 158-11A (written, by the SMO, to the responsible
    person, with the requirements the SMO chooses) or § 159-8C(1) (to the landowner, with
    every element (a)-(f)). Refused, naming each missing element, when it lacks one.
    Issuing opens the appeal window where it runs from issuance (§ 158-12) and the clock
    of the deadline set in the notice (§ 158-11A, § 159-8C(1)(d))."""
    # § 158-11A: "the SMO ... may order compliance by written notice of violation".
    require_perm(acting_user, ISSUE, "Only the Stormwater Management Officer issues notices.")
    violation = Violation.objects.select_related("parcel", "party").get(pk=violation.pk)
    chapter = chapter_of(violation.chapter)
    issued_at = timezone.now()
    if supersedes is not None:
        supersedes = NoticeOfViolation.objects.select_for_update().get(pk=supersedes.pk)
    addressee, also, role = notice_check(
        violation=violation,
        addressee=addressee,
        requirements=requirements,
        nature=nature,
        measures=measures,
        deadline=deadline,
        property_description=property_description,
        supersedes=supersedes,
        correction_reason=correction_reason,
        emergency_reason=emergency_reason,
        issued_at=issued_at,
    )
    copied = copies_for(chapter, violation, [addressee, *also])
    copies = [_entry(party, copy_role) for copy_role, party in copied]
    chosen = chosen_requirements(chapter, requirements)
    body = policy.hearing_body(chapter)
    last_day = _appeal_last_day(chapter, issued_at)
    notice = NoticeOfViolation(
        chapter=chapter.chapter,
        violation=violation,
        addressee=addressee,
        addressee_name=addressee.name,
        addressee_address=addressee.mailing_address,
        addressee_role=role,
        also_addressed=[_entry(owner, role) for owner in also],
        copies=copies,
        requirements=[r.code for r in chosen],
        nature=nature.strip(),
        measures=(measures or "").strip(),
        deadline=deadline,
        states_abatement=states_abatement(chapter, requirements),
        property_description=(property_description or "").strip(),
        # Kept (and printed) only where the deadline needs it: inside the appeal period.
        emergency_reason=(emergency_reason or "").strip()
        if deadline is not None and deadline <= earliest_appeal_end(chapter, town_date(issued_at))
        else "",
        penalty_statement=statements.penalty_statement(chapter),
        appeal_statement=statements.appeal_statement(chapter, body=body, last_day=last_day),
        appeal_to=body,
        issued_at=issued_at,
        issued_by=acting_user,
        supersedes=supersedes,
        correction_reason=(correction_reason or "").strip(),
    )
    document = letters.issue_notice(
        acting_user=acting_user,
        notice=notice,
        chapter=chapter,
        requirements=chosen,
        issued_at=issued_at,
    )
    notice.document = document
    notice.number = document.number
    notice._history_user = acting_user
    notice.save()
    notice.also_to.set(also)
    notice.copied_to.set([party for _role, party in copied])
    # Service is on a person (statute README): each addressee is a row, served apart.
    people = [
        Addressee.objects.create(
            notice=notice,
            party=party,
            position=i,
            name=party.name,
            address=party.mailing_address,
            role=role,
        )
        for i, party in enumerate([addressee, *also])
    ]

    if supersedes is not None:
        supersedes._supersede()
        supersedes._history_user = acting_user
        supersedes.save()
        for subject in (supersedes, *supersedes.addressees.all()):
            close_clocks(
                subject,
                reason=f"Superseded by the correction {notice.number}",
                acting_user=acting_user,
            )
    if not chapter.appeal_from_service:
        # § 158-12: "within 15 days of its issuance": each addressee's own window.
        for person in people:
            _open_window(notice, person, chapter, starts_at=issued_at, acting_user=acting_user)
    # The time to correct (§ 158-11A(6), § 159-8C(1)(d)) starts when every addressee is
    # served (``_notice_served``).
    verb = "Corrected" if supersedes else "Issued"
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.notice_issued",
        summary=f"{verb} notice of violation {notice.number} ({chapter.nov_citation}) to "
        + " and ".join([addressee.name, *(o.name for o in also)])
        + (f" ({role})" if role else "")
        + (f", correcting {supersedes.number}" if supersedes else "")
        + ".",
        notice=notice.number,
    )
    _tell_addressee(
        notice,
        subject=f"Notice of violation {notice.number}",
        body=f"The {current().name} issued notice of violation {notice.number} about "
        f"{violation.parcel.full_address} ({chapter.nov_citation}). {notice.appeal_statement}",
    )
    from .served import tell_party

    for copy_role, party in copied:
        tell_party(
            party,
            event_key=f"notice:{notice.pk}:copy:{party.pk}",
            subject=f"Copy: notice of violation {notice.number}",
            body=f"A copy for you as the {copy_role}: the {current().name} issued notice of "
            f"violation {notice.number} to {addressee.name} about "
            f"{violation.parcel.full_address} ({chapter.nov_citation}).",
            url=notice.get_absolute_url(),
        )
    return notice


def _tell_addressee(notice: NoticeOfViolation, *, subject: str, body: str) -> None:
    """Every addressee with an account (the landowners of record it is addressed to)."""
    users = [notice.addressee.user]
    if notice.also_addressed:
        users += [p.user for p in notice.also_to.select_related("user")]
    users = [u for u in dict.fromkeys(users) if u is not None and u.is_active]
    if users:
        notify(
            event_key=f"notice:{notice.pk}:{subject}",
            recipients=users,
            subject=subject,
            body=body,
            url=notice.get_absolute_url(),
        )


@transaction.atomic
def notice_correct(*, acting_user, notice: NoticeOfViolation, reason: str, **fields):
    """A correction is a new notice that supersedes the old one; the old PDF is never
    changed (DESIGN.md). Its clocks are withdrawn and the new notice opens its own."""
    return notice_issue(
        acting_user=acting_user,
        violation=notice.violation,
        supersedes=notice,
        correction_reason=reason,
        **fields,
    )


def close_current_notices(*, violation: Violation, acting_user) -> None:
    """The violation ended: its current notices close and the time to correct stops."""
    for notice in NoticeOfViolation.objects.select_for_update().filter(
        violation=violation, state__in=NoticeOfViolation.CURRENT
    ):
        notice._close()
        notice._history_user = acting_user
        notice.save()
        for rule in (*_remediation_rules(), *_correction_rules()):
            close_clocks(
                notice,
                rule=rule,
                reason="The violation ended: nothing is left to correct",
                acting_user=acting_user,
            )


def _remediation_rules() -> list[str]:
    return [c.remediation_rule for c in chapters.registered()]


def _correction_rules() -> list[str]:
    return [c.correction_rule for c in chapters.registered() if c.correction_rule]


# --- Service ----------------------------------------------------------------------------


def _check_service(
    *,
    method: str,
    served_by_name: str,
    served_at: datetime | None,
    posted_where: str,
    article_number: str,
    mailed_on: date | None,
    receipt_on: date | None,
    issued_on: date,
) -> dict[str, str]:
    errors = {}
    now = timezone.now()
    if method not in ServiceRecord.Method.values or method == ServiceRecord.Method.ACCOUNT:
        errors["method"] = "Choose how it was served."
    if not served_by_name.strip():
        errors["served_by_name"] = "Name who delivered, mailed or posted it."
    if method in (ServiceRecord.Method.PERSONAL, ServiceRecord.Method.POSTING):
        if served_at is None:
            errors["served_at"] = "Give the date and time it was delivered or posted."
        elif served_at > now:
            errors["served_at"] = "Service cannot be recorded in the future."
        elif town_date(served_at) < issued_on:
            errors["served_at"] = "It cannot have been served before it was issued."
        if method == ServiceRecord.Method.POSTING and not posted_where.strip():
            errors["posted_where"] = "Say where at the property it was posted."
    if method == ServiceRecord.Method.FIRST_CLASS:
        if mailed_on is None:
            errors["mailed_on"] = "Give the date it was mailed."
        elif mailed_on > today():
            errors["mailed_on"] = "It cannot have been mailed in the future."
        elif mailed_on < issued_on:
            errors["mailed_on"] = "It cannot have been mailed before it was issued."
    if method == ServiceRecord.Method.CERTIFIED_MAIL:
        if not article_number:
            errors["article_number"] = "Enter the Certified Mail article number."
        elif not (article_number.isdigit() and len(article_number) in (20, 22)):
            errors["article_number"] = "Enter the 20- or 22-digit Certified Mail article number."
        if mailed_on is None:
            errors["mailed_on"] = "Give the date it was mailed."
        elif mailed_on > today():
            errors["mailed_on"] = "It cannot have been mailed in the future."
        elif mailed_on < issued_on:
            errors["mailed_on"] = "It cannot have been mailed before it was issued."
        if receipt_on is not None:
            if receipt_on > today():
                errors["receipt_on"] = "The return receipt cannot be dated in the future."
            elif mailed_on and receipt_on < mailed_on:
                errors["receipt_on"] = "The receipt cannot be dated before the mailing."
    return errors


@transaction.atomic
def service_record(
    *,
    acting_user,
    document: IssuedDocument,
    method: str,
    served_by_name: str,
    served_at: datetime | None = None,
    posted_where: str = "",
    article_number: str = "",
    mailed_on: date | None = None,
    receipt_on: date | None = None,
    note: str = "",
    addressee: Addressee | None = None,
) -> ServiceRecord:
    """Record how an issued notice, order or letter was served on a person: personal
    delivery, certified mail (article number, date mailed, date on the return receipt),
    first-class mail or posting; who served it and when. A notice of violation is
    served on each of its addressees: ``addressee`` names whom this served (the only
    one by default)."""
    require_perm(acting_user, SERVE, "Only Town office staff record service.")
    addressee = _served_person(document, addressee)
    article_number = "".join((article_number or "").split())
    errors = _check_service(
        method=method,
        served_by_name=served_by_name or "",
        served_at=served_at,
        posted_where=posted_where or "",
        article_number=article_number,
        mailed_on=mailed_on,
        receipt_on=receipt_on,
        issued_on=town_date(document.issued_at),
    )
    if errors:
        raise ValidationError(errors)
    certified = method == ServiceRecord.Method.CERTIFIED_MAIL
    mailed = certified or method == ServiceRecord.Method.FIRST_CLASS
    service = ServiceRecord(
        document=document,
        addressee=addressee,
        method=method,
        served_by_name=served_by_name.strip(),
        served_at=None if mailed else served_at,
        posted_where=(posted_where or "").strip() if method == "posting" else "",
        article_number=article_number if certified else "",
        mailed_on=mailed_on if mailed else None,
        receipt_on=receipt_on if certified else None,
        note=(note or "").strip()[:300],
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    service._history_user = acting_user
    service.save()
    _after_service(service, acting_user)
    return service


@transaction.atomic
def service_receipt_record(
    *, acting_user, service: ServiceRecord, receipt_on: date
) -> ServiceRecord:
    """The return receipt of a certified mailing came back: its date completes service."""
    require_perm(acting_user, SERVE, "Only Town office staff record service.")
    service = ServiceRecord.objects.select_for_update().get(pk=service.pk)
    require(
        service.method == ServiceRecord.Method.CERTIFIED_MAIL,
        "Only a certified mailing has a return receipt.",
        ValidationError,
    )
    require(service.receipt_on is None, "The return receipt is already recorded.", ValidationError)
    require(
        service.returned_on is None,
        f"It came back {service.get_returned_as_display().lower()}: no receipt follows.",
        ValidationError,
    )
    if receipt_on is None:
        raise ValidationError({"receipt_on": "Give the date on the return receipt."})
    if receipt_on > today():
        raise ValidationError({"receipt_on": "The return receipt cannot be dated in the future."})
    if receipt_on < service.mailed_on:
        raise ValidationError({"receipt_on": "The receipt cannot be dated before the mailing."})
    service.receipt_on = receipt_on
    service._history_user = acting_user
    service.save()
    _after_service(service, acting_user)
    return service


@transaction.atomic
def service_return_record(
    *, acting_user, service: ServiceRecord, returned_as: str, returned_on: date
) -> ServiceRecord:
    """A certified mailing came back refused or unclaimed: service is complete on the
    date of the refusal or return (issue 18, item 7), and where the appeal runs from
    service (§ 159-8C(1)(f)) its window opens from that date."""
    require_perm(acting_user, SERVE, "Only Town office staff record service.")
    service = ServiceRecord.objects.select_for_update().get(pk=service.pk)
    require(
        service.method == ServiceRecord.Method.CERTIFIED_MAIL,
        "Only a certified mailing comes back refused or unclaimed.",
        ValidationError,
    )
    require(
        service.receipt_on is None and service.returned_on is None,
        "What became of this mailing is already recorded.",
        ValidationError,
    )
    errors = {}
    if returned_as not in ServiceRecord.Returned.values:
        errors["returned_as"] = "Say whether it was refused or returned unclaimed."
    if returned_on is None:
        errors["returned_on"] = "Give the date of the refusal or return on the envelope."
    elif returned_on > today():
        errors["returned_on"] = "It cannot have come back in the future."
    elif returned_on < service.mailed_on:
        errors["returned_on"] = "It cannot have come back before it was mailed."
    if errors:
        raise ValidationError(errors)
    service.returned_as = returned_as
    service.returned_on = returned_on
    service._history_user = acting_user
    service.save()
    _after_service(service, acting_user)
    return service


def _served_person(document: IssuedDocument, addressee: Addressee | None) -> Addressee | None:
    """Whom a record of service of ``document`` served: for a notice of violation, one of
    its addressees (the only one when it has one); else nobody (a letter has one)."""
    notice = NoticeOfViolation.objects.filter(document=document).first()
    if notice is None:
        return None
    people = list(notice.addressees.all())
    if addressee is None:
        if len(people) == 1:
            return people[0]
        raise ValidationError(
            {
                "addressee": "Choose the person it served: the notice is served on each of "
                + " and ".join(p.name for p in people)
                + " separately."
            }
        )
    if addressee.pk not in {p.pk for p in people}:
        raise ValidationError({"addressee": "Choose a person the notice is addressed to."})
    return addressee


def records_of(service: ServiceRecord):
    """Every record of service on the same person (the addressee; else the document)."""
    if service.addressee_id is not None:
        return ServiceRecord.objects.filter(addressee_id=service.addressee_id)
    return ServiceRecord.objects.filter(document_id=service.document_id)


def _after_service(service: ServiceRecord, acting_user) -> None:
    """What a completed service starts: the person is served, and where the appeal runs
    from service (§ 159-8C(1)(f)) their window opens. A decision's mailing is the
    appeal's business (services/appeals.py)."""
    from .appeals import decision_mailed, hearing_notice_served
    from .served import letter_served

    moment = service_completed_at(records_of(service))
    if service.addressee_id is not None:
        _addressee_served(service, moment, acting_user)
    letter_served(service=service, moment=moment, acting_user=acting_user)
    decision_mailed(service=service, acting_user=acting_user)
    hearing_notice_served(service=service, acting_user=acting_user)


def _open_window(notice, person: Addressee, chapter, *, starts_at, acting_user):
    """The person's own appeal window (§ 158-12 from issuance, § 159-8C(1)(f) from
    their service): a clock whose subject is the addressee."""
    return clocks.deadline_open(
        rule=chapter.appeal_window_rule,
        subject=person,
        subject_label=f"{notice.number} · {person.name}",
        starts_at=starts_at,
        acting_user=acting_user,
    )


def date_passed_before_service(notice: NoticeOfViolation) -> str:
    """Statute README: "A date set in a notice that passes before the notice is served is
    no date: the notice must be corrected with a new one." What to say, or ""."""
    if notice.deadline is None or not notice.is_current:
        return ""
    late = [
        p
        for p in notice.addressees.all()
        if p.served_at is not None and town_date(p.served_at) > notice.deadline
    ]
    if not late:
        return ""
    return (
        f"The date set in {notice.number}, {long_date(notice.deadline)}, passed before it was "
        "served on "
        + " and ".join(f"{p.name} ({long_date(town_date(p.served_at))})" for p in late)
        + ": it is no date. Issue a correction with a new date."
    )


def _addressee_served(service: ServiceRecord, moment: datetime | None, acting_user) -> None:
    person = Addressee.objects.select_for_update().get(pk=service.addressee_id)
    notice = NoticeOfViolation.objects.select_for_update().get(pk=person.notice_id)
    violation = notice.violation
    how = service.get_method_display().lower()
    if moment is None:
        if service.method in (
            ServiceRecord.Method.CERTIFIED_MAIL,
            ServiceRecord.Method.FIRST_CLASS,
        ):
            what = f"mailed by {how} on {long_date(service.mailed_on)}" + (
                f", article {service.article_number_display}" if service.article_number else ""
            )
        else:
            what = f"{how} on {long_date(town_date(service.served_at))}"
        record(
            violation=violation,
            actor=acting_user,
            action="enforcement.notice_mailed",
            summary=f"{notice.number} to {person.name}: {what}; service on them is not yet "
            "complete.",
        )
        return
    if person.served_at is not None:
        return  # served already (e.g. delivered in person, then the receipt came back)
    person.served_at = moment
    person._history_user = acting_user
    person.save()
    chapter = chapter_of(notice.chapter)
    if chapter.appeal_from_service and notice.is_current:
        # § 159-8C(1)(f): "within 15 days of service of notice of violation": their own.
        _open_window(notice, person, chapter, starts_at=moment, acting_user=acting_user)
    served_on = town_date(moment)
    if service.returned_as:
        how += f", {service.get_returned_as_display().lower()}"
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.notice_served",
        summary=f"{notice.number} served on {person.name} by {how}; complete on "
        f"{long_date(served_on)} ({service.served_by_name}).",
    )
    people = list(notice.addressees.all())
    if any(p.served_at is None for p in people):
        return
    # Every addressee served: the notice is served, and its time to correct starts.
    notice.served_at = max(p.served_at for p in people)
    if notice.state == NoticeOfViolation.State.ISSUED:
        notice._serve()
    notice._history_user = acting_user
    notice.save()
    if notice.is_current and notice.deadline is not None:
        _start_time_to_correct(notice, chapter, people, acting_user)


def _start_time_to_correct(notice, chapter, people, acting_user) -> None:
    """The date set in the notice (§ 158-11A(6), § 159-8C(1)(d)) runs once every
    addressee is served. A date that passed before service is no date (statute README):
    no clock, and the SMO is told to correct the notice. It is never "missed" while a
    person may still appeal: unless the SMO recorded an emergency, it runs at least to
    the last day of the last window."""
    if passed := date_passed_before_service(notice):
        record(
            violation=notice.violation,
            actor=acting_user,
            action="enforcement.notice_date_passed",
            summary=passed,
        )
        from lockport_sw.accounts.models import User
        from lockport_sw.accounts.roles import Role

        notify(
            event_key=f"notice:{notice.pk}:date-passed",
            recipients=list(User.objects.filter(groups__name=Role.SMO, is_active=True)),
            subject=f"{notice.number}: its date passed before service",
            body=passed,
            url=notice.get_absolute_url(),
        )
        return
    due = notice.deadline
    if not notice.emergency_reason:
        last = [w.due_date for p in people if (w := window_clock(notice, p)) is not None]
        due = max([due, *last])
    clock = clocks.deadline_open(
        rule=chapter.remediation_rule,
        subject=notice,
        subject_label=f"{notice.number} · {notice.violation.parcel.street_address}",
        starts_at=notice.served_at,
        due_date=due,
        acting_user=acting_user,
    )
    if pending := notice.appeals.filter(state__in=Appeal.PENDING).first():
        # § 158-13A: corrective measures wait for the decision on the appeal.
        clocks.deadline_pause(
            deadline=clock,
            reason=f"Appeal {pending.reference} pending: corrective measures wait for the decision",
            acting_user=acting_user,
        )
