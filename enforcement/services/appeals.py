"""Appeals: § 158-12 (to the Town Board within 15 days of the notice's issuance, heard
within 30 days of filing, the decision filed with the Municipal Clerk and mailed by
certified mail within 5 days) and § 159-8C(1)(f) ("to the Town" by written notice
within 15 days of service; the body and the periods are Town policy).

While an appeal is pending, the notice's time to correct is paused: corrective
measures wait for the decision (§ 158-13A: "in the event of an appeal, within five
business days of the decision ... upholding the decision of the SMO").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime, time

from django.conf import settings
from django.core.exceptions import NON_FIELD_ERRORS, PermissionDenied, ValidationError
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.bodies import services as bodies
from lockport_sw.bodies.models import Body, Meeting
from lockport_sw.bodies.services import body_of
from lockport_sw.calendar.counting import combine_town
from lockport_sw.calendar.words import long_datetime
from lockport_sw.core import versions
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.services import upload_store
from lockport_sw.notifications.services import Recipient, notify
from lockport_sw.registry.validation import postal_address_refusal

from .. import letters, policy
from ..clock_rules import time_to_correct, window_clock, window_text
from ..models import (
    Addressee,
    Appeal,
    AppealPolicy,
    Appellant,
    HearingNotice,
    NoticeOfViolation,
    ServiceRecord,
)
from . import hearings
from ._common import (
    chapter_of,
    close_clocks,
    long_date,
    meet_clocks,
    record,
    reference,
    require,
    require_perm,
    today,
    town_date,
    unresolved_clocks,
)
from .addressing import ADD_ADDRESS

PAPER = "enforcement.record_paper_appeal"
DECIDE = "enforcement.decide_appeal"
FILE = "enforcement.file_decision"
MAX_FILES = 5
TOWN_HALL = f"Town Hall, {settings.TOWN['address']}"
APPEALABLE = (
    NoticeOfViolation.State.ISSUED,
    NoticeOfViolation.State.SERVED,
    NoticeOfViolation.State.CLOSED,
)


def addressee_of(notice: NoticeOfViolation, party) -> Addressee | None:
    """The notice's addressee that is ``party`` (None when it is not addressed to them)."""
    if party is None:
        return None
    return notice.addressees.filter(party=party).first()


def addressee_for_user(notice: NoticeOfViolation, user) -> Addressee | None:
    """The addressee who is ``user`` (their party with an account)."""
    if not user.is_authenticated:
        return None
    return notice.addressees.filter(party__user=user).select_related("party").first()


def _check_timely(
    notice: NoticeOfViolation, addressee: Addressee, received_at: datetime, late_reason: str
) -> bool:
    """§ 158-12 / § 159-8C(1)(f): an appeal filed after the person's own window is
    refused, with its last day shown, unless staff accept it late with a recorded
    reason. Returns whether the appeal is late."""
    window = window_clock(notice, addressee)
    if window is None or received_at <= window.due_at:
        return False  # in time (or, from service, before their window even opened)
    if late_reason:
        return True
    raise ValidationError(
        f"The period for {addressee.name} to appeal {notice.number} ended on "
        f"{long_date(window.due_date, weekday=True)} ({window_text(notice)}). Town staff may "
        "accept a late appeal only with a recorded reason."
    )


def appeal_refusal(
    notice: NoticeOfViolation, *, online: bool = False, addressee: Addressee | None = None
) -> str:
    """Why ``notice`` cannot be appealed now by ``addressee`` (or by anyone, when none is
    given), or "" (§ 158-12, § 159-8C(1)(f)). Each person it is addressed to appeals in
    their own name, once (a withdrawn appeal excepted): alone, or joining a co-owner's
    appeal. Online, their own period must be open, and where it runs from service they
    must have been served; a late appeal goes only through the Clerk, with a reason."""
    if notice.state not in APPEALABLE:
        return f"{notice.number} is {notice.get_state_display().lower()}: it cannot be appealed."
    taken = Appellant.objects.filter(addressee__notice=notice).exclude(
        appeal__state=Appeal.State.WITHDRAWN
    )
    if addressee is None:
        people = list(notice.addressees.all())
        if people and taken.values("addressee").distinct().count() >= len(people):
            return (
                f"Everyone {notice.number} is addressed to has appealed it: a person appeals "
                "a notice once."
            )
        return ""
    earlier = taken.filter(addressee=addressee).select_related("appeal").first()
    if earlier is not None:
        appeal = earlier.appeal
        status = (
            "is pending" if appeal.is_pending else f"was {appeal.get_outcome_display().lower()}"
        )
        return (
            f"{addressee.name} already appealed {notice.number}: appeal {appeal.reference}, "
            f"filed on {long_date(town_date(earlier.received_at))}, {status}. A person "
            "appeals a notice once."
        )
    if online:
        chapter = chapter_of(notice.chapter)
        if chapter.appeal_from_service and addressee.served_at is None:
            return (
                f"Service of {notice.number} on you is not yet recorded: your period to appeal "
                f"({window_text(notice)}) starts when it is. Meanwhile the Municipal Clerk "
                "records a written appeal."
            )
        window = window_clock(notice, addressee)
        if window is not None and window.due_at < timezone.now():
            return (
                f"Your period to appeal {notice.number} ended on "
                f"{long_date(window.due_date, weekday=True)} ({window_text(notice)}). A late "
                "appeal is accepted only by the Municipal Clerk, with a recorded reason."
            )
    return ""


def joinable(notice: NoticeOfViolation):
    """The pending appeals of ``notice`` a co-owner may join."""
    return notice.appeals.filter(state__in=Appeal.PENDING).order_by("received_at", "pk")


def appeal_recipients(appeal: Appeal) -> tuple[list, list]:
    """Who receives the notice of hearing and the decision (statute README: each person
    appeals in their own name): every appellant, and a copy to each other person the
    notice is addressed to. Returns (appellants' parties, the others' parties)."""
    appellants = hearings.appeal_appellants(appeal)
    taken = {p.pk for p in appellants}
    others = [
        a.party for a in appeal.notice.addressees.select_related("party") if a.party_id not in taken
    ]
    return appellants, others


def _members_to_tell() -> list[User]:
    return list(
        User.objects.filter(
            groups__name__in=[Role.TOWN_BOARD, Role.CLERK, Role.SMO], is_active=True
        ).distinct()
    )


@transaction.atomic
def _file(
    *,
    acting_user,
    notice: NoticeOfViolation,
    addressee: Addressee,
    received_at: datetime,
    channel: str,
    grounds: str,
    files: Iterable,
    late_reason: str = "",
    join: Appeal | None = None,
) -> Appeal:
    notice = NoticeOfViolation.objects.select_for_update().get(pk=notice.pk)
    chapter = chapter_of(notice.chapter)
    if refusal := appeal_refusal(notice, addressee=addressee):
        raise ValidationError(refusal)
    errors = {}
    grounds = (grounds or "").strip()
    if join is not None:
        join = Appeal.objects.select_for_update().get(pk=join.pk)
        if join.notice_id != notice.pk or not join.is_pending:
            errors["join"] = "Choose a pending appeal of this notice to join."
    elif not grounds:
        errors["grounds"] = "State the grounds of the appeal: why the determination is wrong."
    files = [f for f in files or [] if f]
    if len(files) > MAX_FILES:
        errors["files"] = f"Attach at most {MAX_FILES} files."
    if errors:
        raise ValidationError(errors)
    late = _check_timely(notice, addressee, received_at, (late_reason or "").strip())
    late_reason = (late_reason or "").strip() if late else ""
    if join is None:
        appeal = Appeal(
            reference=reference("APL"),
            chapter=chapter.chapter,
            notice=notice,
            appellant=addressee.party,
            channel=channel,
            received_at=received_at,
            filed_by=acting_user,
            grounds=grounds,
            late=late,
            late_reason=late_reason,
            hearing_body=policy.hearing_body(chapter),
        )
        appeal._history_user = acting_user
        appeal.save()
    else:
        appeal = join
    appellant = Appellant(
        appeal=appeal,
        addressee=addressee,
        party=addressee.party,
        channel=channel,
        received_at=received_at,
        filed_by=acting_user,
        grounds=grounds if join is not None else "",
        late=late,
        late_reason=late_reason,
    )
    appellant._history_user = acting_user
    appellant.save()
    for file in files:
        upload_store(acting_user=acting_user, file=file, subject=appeal)
    # The person's own window is met by their appeal (the notice's, before service was
    # per person).
    window = window_clock(notice, addressee)
    if window is not None and window.is_unresolved:
        clocks.deadline_meet(
            deadline=window,
            at=received_at,
            note=f"Appeal {appeal.reference} filed by {addressee.name}",
            acting_user=acting_user,
        )
    late_text = f" Accepted late: {late_reason}" if late else ""
    how = Appeal.Channel(channel).label.lower()
    if join is not None:
        summary = f"{addressee.name} joined appeal {appeal.reference} of {notice.number} ({how})."
        record(
            violation=notice.violation,
            actor=acting_user,
            action="enforcement.appeal_joined",
            summary=summary + late_text,
        )
        record_on_appeal(appeal, acting_user, "enforcement.appeal_joined", summary + late_text)
        notify(
            event_key=f"appeal:{appeal.pk}:joined:{addressee.party_id}",
            recipients=_members_to_tell(),
            subject=f"{addressee.name} joined appeal {appeal.reference}",
            body=summary,
            url=appeal.get_absolute_url(),
        )
        return appeal
    heard_by = f" · {policy.hearing_body_words(chapter)}" if not chapter.appeal_to else ""
    clocks.deadline_open(
        rule=chapter.hearing_rule,
        subject=appeal,
        subject_label=f"Appeal {appeal.reference} · {notice.number}{heard_by}",
        starts_at=received_at,
        acting_user=acting_user,
        responsible_role=body_role(appeal),
    )
    for clock in unresolved_clocks(notice, chapter.remediation_rule).filter(
        status=Deadline.Status.OPEN
    ):
        # § 158-13A: corrective measures wait for the decision on the appeal.
        clocks.deadline_pause(
            deadline=clock,
            reason=f"Appeal {appeal.reference} pending: corrective measures wait for the decision",
            at=received_at,
            acting_user=acting_user,
        )
    record(
        violation=notice.violation,
        actor=acting_user,
        action="enforcement.appeal_filed",
        summary=f"Appeal {appeal.reference} of {notice.number} filed by {addressee.name} "
        f"({how}) with the {appeal.hearing_body}.{late_text}",
    )
    record_on_appeal(appeal, acting_user, "enforcement.appeal_filed", "Appeal filed.")
    notify(
        event_key=f"appeal:{appeal.pk}:filed",
        recipients=_members_to_tell(),
        subject=f"Appeal {appeal.reference} filed: {notice.number}",
        body=f"{appeal.appellant.name} appealed notice of violation {notice.number} "
        f"({chapter.appeal_citation}). Schedule the hearing.",
        url=appeal.get_absolute_url(),
    )
    return appeal


def record_on_appeal(appeal: Appeal, actor, action: str, summary: str) -> None:
    from lockport_sw.audit.services import record as audit_record

    audit_record(subject=appeal, actor=actor, action=action, summary=summary)


def appeal_file(
    *,
    acting_user,
    notice: NoticeOfViolation,
    grounds: str,
    files=(),
    join: Appeal | None = None,
) -> Appeal:
    """A person the notice is addressed to appeals online, in their own name (§ 158-12,
    § 159-8C(1)(f)), alone or joining a co-owner's pending appeal (``join``)."""
    addressee = addressee_for_user(notice, acting_user)
    if addressee is None:
        raise PermissionDenied("Only a person the notice is addressed to may appeal it online.")
    if refusal := appeal_refusal(notice, online=True, addressee=addressee):
        raise ValidationError(refusal)
    return _file(
        acting_user=acting_user,
        notice=notice,
        addressee=addressee,
        received_at=timezone.now(),
        channel=Appeal.Channel.ONLINE,
        grounds=grounds,
        files=files,
        join=join,
    )


def appeal_record_paper(
    *,
    acting_user,
    notice: NoticeOfViolation,
    received_on: date,
    grounds: str,
    files=(),
    late_reason: str = "",
    appellant: Addressee | None = None,
    join: Appeal | None = None,
) -> Appeal:
    """The Clerk records a written appeal received on paper, in the name of the person
    who appealed (``appellant``, an addressee of the notice; the only one by default),
    with its date of receipt; a late one only with a recorded reason; joining a
    co-owner's pending appeal when the writing says so (``join``)."""
    require_perm(acting_user, PAPER, "Only the Municipal Clerk records paper appeals.")
    if appellant is None:
        people = list(notice.addressees.all())
        if len(people) != 1:
            raise ValidationError({"appellant": "Choose the person whose appeal it is."})
        appellant = people[0]
    elif appellant.notice_id != notice.pk:
        raise ValidationError({"appellant": "Choose a person the notice is addressed to."})
    if received_on is None:
        raise ValidationError({"received_on": "Give the date the Town received the appeal."})
    if received_on > today():
        raise ValidationError({"received_on": "It cannot have been received in the future."})
    if received_on < town_date(notice.issued_at):
        raise ValidationError({"received_on": "It cannot predate the notice."})
    received_at = timezone.now() if received_on == today() else combine_town(received_on, time(12))
    try:
        return _file(
            acting_user=acting_user,
            notice=notice,
            addressee=appellant,
            received_at=received_at,
            channel=Appeal.Channel.PAPER,
            grounds=grounds,
            files=files,
            late_reason=late_reason,
            join=join,
        )
    except ValidationError as exc:
        if hasattr(exc, "error_dict"):
            raise
        raise ValidationError({"late_reason": exc.messages}) from None


@transaction.atomic
def hearing_schedule(
    *,
    acting_user,
    appeal: Appeal,
    meeting: Meeting | None = None,
    late_reason: str = "",
    late_confirmed: bool = False,
    consents: dict | None = None,
    new_meeting: dict | None = None,
) -> Appeal:
    """The body sets (or moves) the hearing, at one of its meetings (``meeting``: the
    date, time and place). It cannot be before the appeal was filed, nor in the past.
    The Town Board's least notice (``hearings.short_notice_refusal``; default 10 days)
    runs from service of each appellant's notice of hearing: a sooner meeting is refused
    unless every appellant's own consent to short notice is recorded (``consents``: the
    appellant's party id to {"by", "at", "how"}); each consent goes on that appellant's
    notice only.
    § 158-12: "shall hear the appeal within 30 days after the filing" (for Chapter 159,
    the Town's period): a hearing set later states why and is confirmed on the page; it
    is flagged on the docket, and the SMO and the Clerk are warned. Setting or moving it
    issues a notice of hearing to each appellant (``hearing_notice_issue``).
    ``new_meeting`` ({"starts_at", "place"}): a meeting of the body recorded with it
    (``bodies.meeting_schedule``), in the same transaction."""
    appeal = Appeal.objects.select_for_update().get(pk=appeal.pk)
    require_member(acting_user, appeal, "schedules its hearings")
    if meeting is None and new_meeting and new_meeting.get("starts_at"):
        try:
            meeting = bodies.meeting_schedule(
                acting_user=acting_user,
                body=hearing_body_of(appeal),
                starts_at=new_meeting["starts_at"],
                place=new_meeting.get("place", ""),
            )
        except ValidationError as exc:
            fields = {"starts_at": "new_meeting_at", "place": "new_meeting_place"}
            raise ValidationError(
                {fields.get(k, k): v for k, v in exc.message_dict.items()}
            ) from None
    require(
        appeal.is_pending,
        f"Appeal {appeal.reference} is {appeal.get_state_display().lower()}.",
        ValidationError,
    )
    late_reason = (late_reason or "").strip()
    clock = unresolved_clocks(appeal, chapter_of(appeal.chapter).hearing_rule).first()
    if refusal := hearings.meeting_refusal(appeal, meeting, hearing_body_of(appeal)):
        raise ValidationError({"meeting": refusal})
    hearing_at, place = meeting.starts_at, meeting.place
    if hearing_at < appeal.received_at:
        raise ValidationError(
            {
                "meeting": "The hearing cannot be before the appeal was filed, on "
                f"{long_date(town_date(appeal.received_at))}."
            }
        )
    appellants, _others = appeal_recipients(appeal)
    consents = {int(pk): c for pk, c in (consents or {}).items() if c}
    if errors := hearings.consent_refusal(consents, appellants):
        raise ValidationError(errors)
    days = hearings.least_notice_days()
    if refusal := hearings.short_notice_refusal(
        hearing_at,
        days=days,
        basis=hearings.least_notice_words(),
        without=[p.name for p in appellants if p.pk not in consents],
    ):
        raise ValidationError({"meeting": refusal})
    late = clock is not None and hearing_at > clock.due_at
    if late:
        # § 158-12 (or the Town's period for Chapter 159): a later hearing says why.
        limit = (
            f"{long_date(clock.due_date)}, the last day to hear it ({clock.rule.citation}"
            + (", Town policy" if clock.rule.policy else "")
            + ")"
        )
        if not late_reason:
            raise ValidationError(
                {
                    "late_reason": f"The hearing is after {limit}: state why it cannot be "
                    "held in time."
                }
            )
        if not late_confirmed:
            raise ValidationError(
                {"late_confirmed": f"Confirm that the hearing is set after {limit}."}
            )
    appeal._schedule()
    appeal.meeting = meeting
    appeal.hearing_at = hearing_at
    appeal.hearing_place = place[:200]
    appeal.hearing_late_reason = late_reason if late else ""
    appeal.scheduled_by = acting_user
    appeal._history_user = acting_user
    appeal.save()
    when = long_datetime(hearing_at)
    after = f" After the period to hear it: {late_reason}" if late else ""
    record_on_appeal(
        appeal, acting_user, "enforcement.hearing_scheduled", f"Hearing set for {when}.{after}"
    )
    record(
        violation=appeal.notice.violation,
        actor=acting_user,
        action="enforcement.hearing_scheduled",
        summary=f"Hearing of appeal {appeal.reference} set for {when}.",
    )
    hearing_notice_issue(acting_user=acting_user, appeal=appeal, days=days, consents=consents)
    if late:
        notify(
            event_key=f"appeal:{appeal.pk}:late-hearing:{hearing_at:%Y%m%d%H%M}",
            recipients=list(
                User.objects.filter(
                    groups__name__in=[Role.SMO, Role.CLERK], is_active=True
                ).distinct()
            ),
            subject=f"Hearing of appeal {appeal.reference} set after its due date",
            body=f"The hearing is set for {when}, after {long_date(clock.due_date)}, the last "
            f"day to hear it ({clock.rule.citation}"
            + (", Town policy" if clock.rule.policy else "")
            + f"). The reason given: {late_reason}",
            url=appeal.get_absolute_url(),
        )
    return appeal


def hearing_notice_issue(
    *, acting_user, appeal: Appeal, days: int | None = None, consents: dict | None = None
) -> HearingNotice:
    """§ 158-12, § 159-8C(1)(f): every appellant is told when and where the appeal is
    heard, by a numbered notice of hearing of their own (a hearing moved: a new notice
    replacing the one before), a copy going to each other person the notice of violation
    is addressed to (``appeal_recipients``). A copy in an appellant's account and email
    is a courtesy; the Clerk serves each notice by hand or by certified mail
    (``notices.service_record``), and the decision waits for every one
    (``notice_of_hearing_sent``). An appellant's consent to short notice (``consents``,
    by party id) is recorded on their own notice only. Returns the first appellant's
    notice."""
    chapter = chapter_of(appeal.chapter)
    consents = consents or {}
    appellants, _others = appeal_recipients(appeal)
    for party in appellants:
        if refusal := postal_address_refusal(
            party, letter="the notice of hearing", how_to_add=ADD_ADDRESS
        ):
            raise ValidationError({"hearing_at": refusal})
    earlier = list(
        appeal.hearing_notices.select_related("document__served_letter").order_by(
            "-issued_at", "-pk"
        )
    )
    issued_at = timezone.now()
    days = hearings.least_notice_days() if days is None else days
    issued = []
    for party in appellants:
        previous = next(
            (
                h
                for h in earlier
                if getattr(h.document, "served_letter", None) is not None
                and h.document.served_letter.addressee_id == party.pk
            ),
            earlier[0] if earlier else None,
        )
        document = letters.issue_hearing_notice(
            acting_user=acting_user,
            appeal=appeal,
            chapter=chapter,
            previous=previous,
            issued_at=issued_at,
            to=party,
        )
        _record_letter(acting_user, appeal, document, letters.HEARING_KIND, party)
        hearing_notice = HearingNotice.objects.create(
            appeal=appeal,
            document=document,
            hearing_at=appeal.hearing_at,
            hearing_place=appeal.hearing_place,
            issued_at=issued_at,
            least_notice_days=days,
            consent_by=(consents.get(party.pk) or {}).get("by", "").strip()[:150],
            consent_at=(consents.get(party.pk) or {}).get("at"),
            consent_how=(consents.get(party.pk) or {}).get("how", "").strip()[:200],
            consent_recorded_by=acting_user if consents.get(party.pk) else None,
        )
        issued.append((party, hearing_notice, previous))
        _tell_hearing(acting_user, appeal, party, hearing_notice, previous, issued_at)
    when = long_datetime(appeal.hearing_at, weekday=True)
    numbers = ", ".join(f"{h.document.number} on {party.name}" for party, h, _previous in issued)
    # The notice counts as given when it is served (personal delivery, or certified mail
    # from the day the receipt shows): a copy in the account is not service.
    notify(
        event_key=f"hearing-notice:{issued[0][1].pk}:mail",
        recipients=list(User.objects.filter(groups__name=Role.CLERK, is_active=True).distinct()),
        subject=f"Serve notice of hearing {issued[0][1].document.number}",
        body=f"Serve notice of hearing {numbers} (appeal {appeal.reference}, hearing {when}) "
        f"by hand or by certified mail, and record it. Each must be served at least {days} "
        "days before the hearing (the Town Board's least notice) unless that appellant "
        "consented to shorter notice; the decision cannot be recorded until they are.",
        url=reverse("enforcement:letter_detail", args=[issued[0][1].document.number]),
    )
    return issued[0][1]


def _tell_hearing(acting_user, appeal, party, hearing_notice, previous, issued_at) -> None:
    """The appellant's courtesy copy (account and email), and the appeal's timeline."""
    document = hearing_notice.document
    when = long_datetime(appeal.hearing_at, weekday=True)
    moved = f" (moved; it replaces {previous.document.number})" if previous else ""
    body = (
        f"The {appeal.hearing_body} hears your appeal {appeal.reference} of "
        f"{appeal.notice.number} on {when}, at {appeal.hearing_place}{moved}. You have the "
        "right to be heard and to bring evidence. Notice of hearing "
        f"{document.number} is attached to your appeal's page. Questions: the Municipal "
        f"Clerk, {settings.TOWN['phone']}."
    )
    subject = f"Notice of hearing: appeal {appeal.reference}, {when}"
    user = party.user
    if user is not None and user.is_active:
        notify(
            event_key=f"hearing-notice:{hearing_notice.pk}",
            recipients=[user],
            subject=subject,
            body=body,
            url=appeal.get_absolute_url(),
        )
        service = ServiceRecord(
            document=document,
            method=ServiceRecord.Method.ACCOUNT,
            served_by_name=settings.TOWN["name"],
            served_at=issued_at,
            note=f"Sent to {user.email} and to the account's messages.",
            recorded_by=acting_user,
            recorded_at=issued_at,
        )
        service._history_user = acting_user
        service.save()
        how = f"a copy sent to {party.name}'s account and email; to be served by the Clerk"
    else:
        if party.email:
            # No account to show it in: the email is a courtesy; the letter is mailed.
            notify(
                event_key=f"hearing-notice:{hearing_notice.pk}",
                recipients=[Recipient(address=party.email.lower())],
                subject=subject,
                body=body.replace(" is attached to your appeal's page", " is mailed to you"),
            )
        how = f"to {party.name}, to be served by the Clerk"
    record_on_appeal(
        appeal,
        acting_user,
        "enforcement.hearing_notice_issued",
        f"Notice of hearing {document.number} issued{moved}: {how}.",
    )


def _record_letter(acting_user, appeal: Appeal, document, kind: str, party) -> None:
    """The notice of hearing or the decision as a served letter to one appellant (issue
    43, item 3): the same steps as every letter (service, what came back, the Clerk's
    home until complete), with a copy to each other person the notice of violation is
    addressed to (``appeal_recipients``). One document per appellant."""
    from .served import letter_record

    appellants, others = appeal_recipients(appeal)
    roles = {a.party_id: a.role for a in appeal.notice.addressees.all()}
    letter_record(
        acting_user=acting_user,
        kind=kind,
        document=document,
        subject=appeal,
        addressee=party,
        parcel=appeal.notice.violation.parcel,
        title=document.title,
        citation=chapter_of(appeal.chapter).appeal_citation,
        chapter=appeal.chapter,
        addressee_role="appellant",
        also=[p for p in appellants if p.pk != party.pk],
        copies=[(roles.get(p.pk) or "person also given the notice", p) for p in others],
    )


def hearing_notice_served(*, service: ServiceRecord, acting_user) -> None:
    """Called when service of any document is recorded: a notice of hearing's mailing or
    delivery goes on its appeal's timeline."""
    hearing_notice = HearingNotice.objects.filter(document=service.document).first()
    if hearing_notice is None:
        return
    how = service.get_method_display().lower()
    when = service.mailed_on or town_date(service.served_at)
    record_on_appeal(
        hearing_notice.appeal,
        acting_user,
        "enforcement.hearing_notice_served",
        f"Notice of hearing {service.document.number}: {how}, {long_date(when)}"
        + (f", article {service.article_number_display}" if service.article_number else "")
        + ".",
    )


def notice_of_hearing_sent(appeal: Appeal) -> tuple[HearingNotice | None, str]:
    """The notice of the hearing as it was held, and why it was not given in time ("")
    (the Town's least notice, ``hearings.notice_in_time_refusal``)."""
    return hearings.notice_in_time_refusal(appeal)


def _check_decision(outcome, text) -> dict:
    errors = {}
    if outcome not in Appeal.Outcome.values:
        errors["outcome"] = "Choose: uphold, modify or reverse the determination."
    if not (text or "").strip():
        errors["decision_text"] = "Write the decision: what the body decided and why."
    return errors


def hearing_body_of(appeal: Appeal) -> Body:
    """The board that hears the appeal (the body named when it was filed)."""
    return body_of(appeal.hearing_body)


def hears(user, appeal: Appeal) -> bool:
    """§ 158-12, § 159-8C(1)(f): the body that hears the appeal decides it: its members
    seated today schedule the hearing and record the decision (enforcement.hear_appeal)."""
    return bodies.is_member(user, hearing_body_of(appeal), today())


def require_member(acting_user, appeal: Appeal, act: str) -> None:
    require(
        hears(acting_user, appeal),
        f"Only a member of the {appeal.hearing_body}, which hears appeal {appeal.reference}, "
        f"{act}.",
    )


def body_role(appeal: Appeal) -> str:
    """§ 159-8C(1)(f): the hearing and filing clocks of an appeal are the body's the Town's
    policy names, not always the Town Board's (issue 43, item 11): the Town Board's
    members, else the members of the reviewing body that hears it."""
    if appeal.hearing_body == AppealPolicy.Body.TOWN_BOARD:
        return Role.TOWN_BOARD
    return Role.REVIEWING_BODY


def decision_check(
    *,
    acting_user,
    appeal: Appeal,
    outcome: str,
    votes: Mapping[int, str],
    decision_text: str,
    decided_on: date | None,
):
    """Everything that refuses a decision, by form field: the one check the page's
    "Check the decision" step runs and ``appeal_decide`` runs again before recording it
    (issue 43, item 13: what the check accepts, recording never refuses). Returns the
    vote's tally (GCL § 41); raises ValidationError naming every refusal."""
    require_member(acting_user, appeal, "records its decision")
    require(
        appeal.state == Appeal.State.SCHEDULED,
        "Schedule and hold the hearing before recording a decision.",
        ValidationError,
    )
    errors = _check_decision(outcome, decision_text)
    tally = None
    if decided_on is None:
        errors["decided_on"] = "Give the date of the decision."
    elif decided_on > today():
        errors["decided_on"] = "The decision cannot be dated in the future."
    elif decided_on < town_date(appeal.hearing_at):
        errors["decided_on"] = "The decision cannot predate the hearing."
    if appeal.hearing_at > timezone.now():
        errors["decided_on"] = (
            f"The hearing is set for {long_date(town_date(appeal.hearing_at))}: record the "
            "decision after it is held."
        )
    if "decided_on" not in errors:
        # § 158-12, § 159-8C(1)(f): due process: the notice of the hearing held was served
        # the least notice before it (the Town Board's policy), or short notice consented.
        _, missing = notice_of_hearing_sent(appeal)
        if missing:
            errors[NON_FIELD_ERRORS] = missing
    if "decided_on" not in errors:
        # GCL § 41: a majority of the body's whole number, every member seated named.
        try:
            tally = bodies.vote_check(body=hearing_body_of(appeal), on=decided_on, votes=votes)
        except ValidationError as exc:
            errors.update(exc.message_dict)
    # § 158-12: the decision is mailed to each appellant by certified mail.
    for party in hearings.appeal_appellants(appeal):
        if refusal := postal_address_refusal(
            party, letter="the written decision", how_to_add=ADD_ADDRESS
        ):
            errors[NON_FIELD_ERRORS] = refusal
    if errors:
        raise ValidationError(errors)
    return tally


@transaction.atomic
def appeal_decide(
    *,
    acting_user,
    appeal: Appeal,
    outcome: str,
    votes: Mapping[int, str],
    decision_text: str,
    decided_on: date,
) -> Appeal:
    """The body's decision after the hearing: uphold, modify or reverse, with the vote
    and a written decision (a letter is issued). It opens the clock to file it with the
    Municipal Clerk and mail it by certified mail (§ 158-12: within five days). Upheld
    or modified, the violator's time to correct starts (§ 158-13A: five business days)
    or the notice's own schedule resumes; reversed, the notice falls."""
    appeal = Appeal.objects.select_for_update().select_related("notice").get(pk=appeal.pk)
    chapter = chapter_of(appeal.chapter)
    tally = decision_check(
        acting_user=acting_user,
        appeal=appeal,
        outcome=outcome,
        votes=votes,
        decision_text=decision_text,
        decided_on=decided_on,
    )
    appeal._decide()
    appeal.outcome = outcome
    appeal.votes_for, appeal.votes_against = tally.ayes, tally.nays
    appeal.abstentions, appeal.absent = tally.abstained, tally.absent
    appeal.decision_text = decision_text.strip()
    appeal.decided_on = decided_on
    appeal.decided_by = acting_user
    # The meeting was held and its notice given in time: the record holds the hearing.
    appeal.heard_at = appeal.hearing_at
    bodies.votes_record(subject=appeal, tally=tally)
    appeal._history_user = acting_user
    appeal.save()
    meet_clocks(
        appeal,
        rule=chapter.hearing_rule,
        note="Appeal heard",
        acting_user=acting_user,
        at=appeal.hearing_at,
    )
    decided_at = combine_town(decided_on, time(12))
    if decided_on == today():
        decided_at = timezone.now()
    clocks.deadline_open(
        rule=chapter.decision_filing_rule,
        subject=appeal,
        subject_label=f"Appeal {appeal.reference} · {appeal.notice.number}"
        + ("" if chapter.appeal_to else f" · decided by the {appeal.hearing_body}"),
        starts_at=decided_at,
        acting_user=acting_user,
        responsible_role=body_role(appeal),
    )
    _apply_decision(appeal, chapter, decided_at, acting_user)
    # The letter states what follows from the clocks the decision opened or resumed, so
    # that it, the notice's page and "Notices to you" give one date.
    correction = (
        None if appeal.outcome == Appeal.Outcome.REVERSE else time_to_correct(appeal.notice)
    )
    filing = unresolved_clocks(appeal, chapter.decision_filing_rule).first()
    # Each appellant is sent the decision, a letter of their own (copies to the others
    # the notice is addressed to); the appeal keeps the first appellant's.
    for i, party in enumerate(hearings.appeal_appellants(appeal)):
        document = letters.issue_decision(
            acting_user=acting_user,
            appeal=appeal,
            chapter=chapter,
            correction=correction,
            filing=filing,
            to=party,
        )
        if i == 0:
            appeal.decision_document = document
            appeal.save()
        _record_letter(acting_user, appeal, document, letters.DECISION_KIND, party)
    summary = (
        f"The {appeal.hearing_body} {appeal.get_outcome_display().lower()} the determination "
        f"in {appeal.notice.number} ({appeal.vote_text}); "
        f"decision {appeal.decision_document.number}."
    )
    record_on_appeal(appeal, acting_user, "enforcement.appeal_decided", summary)
    record(
        violation=appeal.notice.violation,
        actor=acting_user,
        action="enforcement.appeal_decided",
        summary=summary,
    )
    notify(
        event_key=f"appeal:{appeal.pk}:decided",
        recipients=list(
            User.objects.filter(groups__name__in=[Role.SMO, Role.CLERK], is_active=True).distinct()
        ),
        subject=f"Appeal {appeal.reference} decided: {appeal.get_outcome_display().lower()}",
        body=f"{summary} File it with the Municipal Clerk and mail it by certified mail "
        f"({catalogue.get(chapter.decision_filing_rule).citation}).",
        url=appeal.get_absolute_url(),
    )
    return appeal


def _apply_decision(appeal: Appeal, chapter, decided_at: datetime, acting_user) -> None:
    notice = NoticeOfViolation.objects.select_for_update().get(pk=appeal.notice_id)
    if appeal.outcome == Appeal.Outcome.REVERSE:
        if notice.is_current:
            notice._reverse()
            notice._history_user = acting_user
            notice.save()
        close_clocks(
            notice,
            rule=chapter.remediation_rule,
            reason=f"Reversed on appeal {appeal.reference}",
            acting_user=acting_user,
        )
        return
    paused = unresolved_clocks(notice, chapter.remediation_rule)
    if chapter.correction_rule:
        # § 158-13A, "within five business days of the decision ... upholding the
        # decision of the SMO", read as the statute README decides: an appeal never
        # shortens the person's time. The time to correct runs to the later of the date
        # the notice set (as its clock held it) and the fifth business day after the
        # decision.
        original = [c.due_date for c in paused]
        if notice.deadline is not None:
            original.append(notice.deadline)
        for clock in paused:
            clocks.deadline_withdraw(
                deadline=clock,
                reason=f"Replaced by the time to correct after appeal {appeal.reference} "
                f"({catalogue.get(chapter.correction_rule).citation})",
                acting_user=acting_user,
            )
        if notice.deadline is not None or notice.violation.continuing:
            label = f"{notice.number} · {notice.violation.parcel.street_address}"
            after = clocks.deadline_build(
                rule=chapter.correction_rule,
                subject=notice,
                subject_label=label,
                starts_at=decided_at,
            )
            if original and max(original) > after.due_date:
                clocks.deadline_open(
                    rule=chapter.remediation_rule,
                    subject=notice,
                    subject_label=label,
                    starts_at=decided_at,
                    due_date=max(original),
                    acting_user=acting_user,
                )
            else:
                clocks.deadline_open(
                    rule=chapter.correction_rule,
                    subject=notice,
                    subject_label=label,
                    starts_at=decided_at,
                    acting_user=acting_user,
                )
        return
    for clock in paused.filter(status=Deadline.Status.PAUSED):
        # The time left when the appeal was filed runs again from the decision: later,
        # never shorter, than the date the notice set.
        clocks.deadline_resume(deadline=clock, at=decided_at, acting_user=acting_user)


@transaction.atomic
def decision_record_filing(*, acting_user, appeal: Appeal, filed_on: date) -> Appeal:
    """The Clerk, for the body, files the decision in the office of the Municipal Clerk
    (§ 158-12). Its certified mailing to each appellant is recorded on the decision
    letter like every served letter (``notices.service_record``); filed and mailed,
    the appeal closes and the five-day clock is met (``decision_mailed``)."""
    require_perm(acting_user, FILE, "Only the Municipal Clerk records the filing of decisions.")
    appeal = Appeal.objects.select_for_update().get(pk=appeal.pk)
    require(
        appeal.state == Appeal.State.DECIDED,
        "Only a decided appeal's decision is filed.",
        ValidationError,
    )
    require(
        appeal.filed_with_clerk_on is None,
        f"Decision {appeal.decision_document.number} was filed on "
        f"{long_date(appeal.filed_with_clerk_on or today())}.",
        ValidationError,
    )
    errors = {}
    if filed_on is None:
        errors["filed_on"] = "Give the date the decision was filed with the Municipal Clerk."
    elif filed_on > today():
        errors["filed_on"] = "It cannot be filed in the future."
    elif filed_on < appeal.decided_on:
        errors["filed_on"] = "It cannot be filed before it was decided."
    if errors:
        raise ValidationError(errors)
    appeal.filed_with_clerk_on = filed_on
    appeal._history_user = acting_user
    appeal.save()
    record_on_appeal(
        appeal,
        acting_user,
        "enforcement.decision_filed_with_clerk",
        f"Decision {appeal.decision_document.number} filed with the Municipal Clerk on "
        f"{long_date(filed_on)}.",
    )
    mailing = (
        appeal.decision_document.service_records.filter(method=ServiceRecord.Method.CERTIFIED_MAIL)
        .order_by("pk")
        .first()
    )
    if mailing is not None:
        decision_mailed(service=mailing, acting_user=acting_user)
    return Appeal.objects.get(pk=appeal.pk)


def decision_mailed(*, service: ServiceRecord, acting_user) -> None:
    """Called when service of any document is recorded: a decision mailed by certified
    mail and filed with the Clerk closes the appeal and meets its five-day clock."""
    from .served import served_letters

    letter = getattr(service.document, "served_letter", None)
    if (
        letter is None
        or letter.kind != letters.DECISION_KIND
        or service.method != ServiceRecord.Method.CERTIFIED_MAIL
    ):
        return
    appeal = Appeal.objects.select_for_update().get(pk=letter.subject_id)
    # Mailed when the decision was mailed to every appellant (the last of the mailings).
    mailings = [
        ServiceRecord.objects.filter(
            document=sent.document_id, method=ServiceRecord.Method.CERTIFIED_MAIL
        )
        .order_by("mailed_on", "pk")
        .values_list("mailed_on", flat=True)
        .first()
        for sent in served_letters(appeal).filter(kind=letters.DECISION_KIND)
    ]
    if not mailings or None in mailings:
        return
    if appeal.mailed_on is None:
        appeal.mailed_on = max(mailings)
        appeal._history_user = acting_user
        appeal.save()
    if appeal.state != Appeal.State.DECIDED or appeal.filed_with_clerk_on is None:
        return
    done = max(appeal.filed_with_clerk_on, appeal.mailed_on)
    chapter = chapter_of(appeal.chapter)
    meet_clocks(
        appeal,
        rule=chapter.decision_filing_rule,
        note="Filed with the Municipal Clerk and mailed by certified mail",
        acting_user=acting_user,
        at=combine_town(done, time(12)) if done != today() else timezone.now(),
    )
    appeal._close()
    appeal._history_user = acting_user
    appeal.save()
    summary = (
        f"Decision {appeal.decision_document.number} filed with the Municipal Clerk on "
        f"{long_date(appeal.filed_with_clerk_on)} and mailed by certified mail on "
        f"{long_date(appeal.mailed_on)}, article {service.article_number_display}."
    )
    record_on_appeal(appeal, acting_user, "enforcement.decision_filed", summary)
    record(
        violation=appeal.notice.violation,
        actor=acting_user,
        action="enforcement.decision_filed",
        summary=summary,
    )
    users = [p.user for p in hearings.appeal_appellants(appeal) if p.user is not None]
    if users := [u for u in users if u.is_active]:
        notify(
            event_key=f"appeal:{appeal.pk}:mailed",
            recipients=users,
            subject=f"Decision on appeal {appeal.reference}: "
            f"{appeal.get_outcome_display().lower()}",
            body=f"The {appeal.hearing_body} decided your appeal of {appeal.notice.number}: "
            f"{appeal.get_outcome_display().lower()}. {decision_deadline_words(appeal)}"
            "A copy was mailed by certified mail.",
            url=appeal.get_absolute_url(),
        )


def decision_deadline_words(appeal: Appeal) -> str:
    """The new deadline a decision sets, for the appellant's message (issue 43, item 12):
    the same clock the decision letter and the notice's page name."""
    if appeal.outcome == Appeal.Outcome.REVERSE:
        return "The notice no longer requires anything of you. "
    clock = time_to_correct(appeal.notice)
    if clock is None:
        return ""
    return (
        f"Correct the violation on or before {long_date(clock.due_date, weekday=True)} "
        f"({clock.rule.citation}). "
    )


@transaction.atomic
def appeal_policy_set(
    *,
    acting_user,
    chapter: str,
    hearing_body: str,
    resolution: str = "",
    adopted_on: date | None = None,
    votes: Mapping[int, str] | None = None,
    version: str | None = None,
) -> AppealPolicy:
    """The Town's choice of the body hearing a chapter's appeals, where the statute names
    none (§ 159-8C(1)(f)): the Town Board's act, recorded with its resolution and date
    by a Board member or the Clerk; never the SMO's, whose determination is appealed.
    Appeals already filed keep the body they were filed with. ``version``: the policy's
    when the page was opened (core/versions.py)."""
    require_perm(
        acting_user,
        "enforcement.change_appealpolicy",
        "The Town Board sets the appeal policy by resolution; a Board member or the "
        "Municipal Clerk records it.",
    )
    the_chapter = chapter_of(chapter)
    require(
        the_chapter.appeal_to is None,
        f"{the_chapter.appeal_citation} names the {the_chapter.appeal_to}: it is not policy.",
        ValidationError,
    )
    errors = {}
    if hearing_body not in AppealPolicy.Body.values:
        errors["hearing_body"] = "Choose a Town body."
    resolution = (resolution or "").strip()
    if not resolution:
        errors["resolution"] = "Give the number of the Town Board's resolution."
    elif len(resolution) > 50:
        errors["resolution"] = "Keep the resolution number to 50 characters."
    if adopted_on is None:
        errors["adopted_on"] = "Give the date the Town Board adopted the resolution."
    elif adopted_on > today():
        errors["adopted_on"] = "Record the resolution once adopted: not a future date."
    tally = None
    if "adopted_on" not in errors:
        # GCL § 41, as a fee schedule's resolution (money/services/schedules.py): the
        # Board's vote, member by member, carried by a majority of its whole number.
        try:
            tally = bodies.vote_check(
                body=body_of(AppealPolicy.Body.TOWN_BOARD), on=adopted_on, votes=votes or {}
            )
        except ValidationError as exc:
            errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    AppealPolicy.objects.select_for_update().filter(chapter=the_chapter.chapter).first()
    versions.require_current(
        AppealPolicy.history.filter(chapter=the_chapter.chapter), version, acting_user=acting_user
    )
    setting, _ = AppealPolicy.objects.select_for_update().get_or_create(
        chapter=the_chapter.chapter, defaults={"hearing_body": hearing_body}
    )
    setting.hearing_body = hearing_body
    setting.resolution = resolution
    setting.adopted_on = adopted_on
    setting._history_user = acting_user
    setting.save()
    # The vote is kept on the version of the policy the resolution adopted.
    bodies.votes_record(subject=setting.history.latest(), tally=tally)
    return setting


def appeal_policy_vote(setting: AppealPolicy | None) -> str:
    """How the Board voted the resolution now in force: "4 in favor (...), 1 against"."""
    if setting is None:
        return ""
    return bodies.vote_words(bodies.votes_of(setting.history.latest()))
