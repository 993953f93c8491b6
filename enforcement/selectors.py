"""Reads of enforcement records: who may see what (decided here, once) and the joined
querysets the pages need, so that each page keeps a fixed number of queries.

Who sees what:
- Town office staff (SMO, inspectors, Clerk, Town Attorney) see every record;
- a member of a board sees the part of the appeal docket their board hears: the appeals
  whose hearing body is a board they hold a seat on today, and the notices appealed
  (§ 158-12, § 159-8C(1)(f): the body that hears the appeal; a Planning Board member
  never reads the Chapter 158 appeals the Town Board hears, nor the reverse);
- a respondent (a party with an account) sees only the notices addressed to them, the
  stop-work orders and other served letters addressed to them and their appeals;
- anyone else sees nothing (a 404, never a 403).
"""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import Exists, OuterRef, Q, QuerySet, Subquery
from django.utils import timezone

from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.models import IssuedDocument

from .models import (
    Addressee,
    Appeal,
    Appellant,
    CorrectiveAction,
    HearingNotice,
    NoticeOfViolation,
    OccupancyHold,
    Referral,
    ServedLetter,
    ServiceRecord,
    StopWorkOrder,
    Violation,
)


def _sees_all(user) -> bool:
    return bool(user.is_authenticated and user.is_office_staff)


def _seated_bodies(user) -> list[str]:
    """The names and kinds of the boards ``user`` holds a seat on today (an appeal's
    ``hearing_body`` holds a board's name; ``bodies.body_of`` also reads its kind)."""
    from lockport_sw.bodies.models import Body, Membership
    from lockport_sw.calendar.words import town_today

    if not user.is_authenticated:
        return []
    day = town_today()
    seated = Body.objects.filter(
        Exists(
            Membership.objects.filter(
                body=OuterRef("pk"), user_id=user.pk, starts_on__lte=day
            ).filter(Q(ends_on__isnull=True) | Q(ends_on__gte=day))
        )
    ).values_list("name", "kind")
    return [word for pair in seated for word in pair]


def heard_by_seat(user) -> Q:
    """The appeals heard by a board ``user`` sits on today."""
    return Q(hearing_body__in=_seated_bodies(user))


def violations_visible_to(user) -> QuerySet[Violation]:
    if _sees_all(user):
        return Violation.objects.all()
    return Violation.objects.none()


def notices_visible_to(user) -> QuerySet[NoticeOfViolation]:
    if not user.is_authenticated:
        return NoticeOfViolation.objects.none()
    if _sees_all(user):
        return NoticeOfViolation.objects.all()
    mine = Q(pk__in=addressed_to(user).values("pk")) | Q(pk__in=copied_to(user).values("pk"))
    mine |= Q(pk__in=Appeal.objects.filter(heard_by_seat(user)).values("notice_id"))
    return NoticeOfViolation.objects.filter(mine)


def addressed_to(user) -> QuerySet[NoticeOfViolation]:
    """The notices addressed to ``user``'s parties: the first addressee or another
    (the landowners of record of § 159-8C(1)). No duplicates."""
    return NoticeOfViolation.objects.filter(
        Q(addressee__user=user)
        | Q(
            pk__in=NoticeOfViolation.also_to.through.objects.filter(party__user=user).values(
                "noticeofviolation_id"
            )
        )
    )


def copied_to(user) -> QuerySet[NoticeOfViolation]:
    """The notices sent to ``user``'s parties as a copy (the applicant, the developer of
    § 159-8C(1)) and not addressed to them: they read it, but do not receive it (no
    appeal, § 158-12 "any person receiving a notice")."""
    return NoticeOfViolation.objects.filter(
        pk__in=NoticeOfViolation.copied_to.through.objects.filter(party__user=user).values(
            "noticeofviolation_id"
        )
    ).exclude(pk__in=addressed_to(user).values("pk"))


def orders_visible_to(user) -> QuerySet[StopWorkOrder]:
    if not user.is_authenticated:
        return StopWorkOrder.objects.none()
    if _sees_all(user):
        return StopWorkOrder.objects.all()
    return StopWorkOrder.objects.filter(
        Q(addressee__user=user)
        | Q(
            pk__in=StopWorkOrder.copied_to.through.objects.filter(party__user=user).values(
                "stopworkorder_id"
            )
        )
    )


def letters_visible_to(user) -> QuerySet[ServedLetter]:
    """Served letters: office staff see all; the person addressed sees their own."""
    if not user.is_authenticated:
        return ServedLetter.objects.none()
    if _sees_all(user):
        return ServedLetter.objects.all()
    return letters_to(user)


def letters_to(user) -> QuerySet[ServedLetter]:
    """The served letters addressed to ``user``'s parties, and those they were sent a copy
    of (``is_copy``)."""
    copied = ServedLetter.copied_to.through.objects.filter(party__user=user)
    return ServedLetter.objects.filter(
        Q(addressee__user=user) | Q(pk__in=copied.values("servedletter_id"))
    ).annotate(is_copy=~Q(addressee__user=user))


def other_letters(letters: QuerySet[ServedLetter], shown_elsewhere=()) -> QuerySet[ServedLetter]:
    """The letters but the kinds a page shows in a section of their own (the notices of
    hearing and the decisions, with the person's appeals)."""
    return letter_list(letters.exclude(kind__in=list(shown_elsewhere)))


def letter_list(letters: QuerySet[ServedLetter]) -> QuerySet[ServedLetter]:
    return letters.select_related("parcel", "document").order_by("-issued_at", "-pk")


def unserved_letters() -> QuerySet[ServedLetter]:
    return letter_list(ServedLetter.objects.filter(state=ServedLetter.State.ISSUED))


def unserved_orders() -> QuerySet[StopWorkOrder]:
    """Stop-work orders in effect whose service is not complete (``ServiceRecord.complete``)."""
    complete = ServiceRecord.objects.filter(document=OuterRef("document")).filter(
        ServiceRecord.complete()
    )
    return (
        StopWorkOrder.objects.filter(state=StopWorkOrder.State.IN_EFFECT)
        .exclude(Exists(complete))
        .select_related("violation__parcel")
        .order_by("-issued_at", "-pk")
    )


def appeals_visible_to(user) -> QuerySet[Appeal]:
    """Office staff: every appeal. A board member: the appeals their board hears, by a
    seat held today (§ 158-12, § 159-8C(1)(f)). An appellant: their own."""
    if not user.is_authenticated:
        return Appeal.objects.none()
    if _sees_all(user):
        return Appeal.objects.all()
    return Appeal.objects.filter(Q(pk__in=appeals_of(user).values("pk")) | heard_by_seat(user))


def docket_visible_to(user) -> QuerySet[Appeal]:
    """The docket ``user`` reads: every appeal for office staff, the appeals their board
    hears for a board member (not the appeals they filed themselves)."""
    if _sees_all(user):
        return Appeal.objects.all()
    return Appeal.objects.filter(heard_by_seat(user))


def appeals_of(user) -> QuerySet[Appeal]:
    """The appeals ``user`` is an appellant in (filed, or joined), in their own name."""
    return Appeal.objects.filter(
        Q(appellant__user=user)
        | Q(pk__in=Appellant.objects.filter(party__user=user).values("appeal_id"))
    )


def _clock(model, field: str, rules: list[str] | None = None, ref: str = "pk"):
    """A field of the soonest unresolved clock of each row (one subquery)."""
    clocks = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(model),
        subject_id=OuterRef(ref),
        status__in=Deadline.UNRESOLVED,
    )
    if rules is not None:
        clocks = clocks.filter(rule_code__in=rules)
    return Subquery(clocks.order_by("due_at", "pk").values(field)[:1])


def _notice_clock(field: str):
    """A field of the soonest unresolved clock of each notice, its own or one of its
    addressees' (each person's appeal window), in one subquery."""
    people = Addressee.objects.filter(notice_id=OuterRef(OuterRef("pk"))).values("pk")
    clocks = Deadline.objects.filter(
        Q(
            subject_type=ContentType.objects.get_for_model(NoticeOfViolation),
            subject_id=OuterRef("pk"),
        )
        | Q(subject_type=ContentType.objects.get_for_model(Addressee), subject_id__in=people),
        status__in=Deadline.UNRESOLVED,
    )
    return Subquery(clocks.order_by("due_at", "pk").values(field)[:1])


def _correct_by():
    """The due date of the clock holding the violator's time to correct (the latest, not
    withdrawn): the one deadline every page shows (``corrective.time_to_correct``)."""
    from .clock_rules import correction_rules

    clocks = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(NoticeOfViolation),
        subject_id=OuterRef("pk"),
        rule_code__in=correction_rules(),
    ).exclude(status=Deadline.Status.WAIVED)
    return Subquery(clocks.order_by("-starts_at", "-pk").values("due_date")[:1])


def notice_list(notices: QuerySet[NoticeOfViolation]) -> QuerySet[NoticeOfViolation]:
    """Notices with what the list shows: the violation and property, the addressee, and
    the soonest clock that is still running."""
    return (
        notices.select_related("violation__parcel", "addressee", "document")
        .annotate(
            clock_due_date=_notice_clock("due_date"),
            clock_rule=_notice_clock("rule_code"),
            correct_by=_correct_by(),
            appeal_pending=Exists(
                Appeal.objects.filter(notice=OuterRef("pk"), state__in=Appeal.PENDING)
            ),
        )
        .order_by("-issued_at", "-pk")
    )


def violation_list(violations: QuerySet[Violation]) -> QuerySet[Violation]:
    return (
        violations.select_related("parcel", "party")
        .prefetch_related("provisions")
        .order_by("-found_at", "-pk")
    )


def docket(appeals: QuerySet[Appeal] | None = None) -> QuerySet[Appeal]:
    """The appeal docket: pending appeals first (soonest hearing clock first), then the
    decided ones waiting to be filed and mailed, with their clocks."""
    appeals = Appeal.objects.all() if appeals is None else appeals
    return appeals.select_related("notice__violation__parcel", "appellant").annotate(
        clock_due_date=_clock(Appeal, "due_date"),
        clock_rule=_clock(Appeal, "rule_code"),
    )


def pending_docket(user) -> QuerySet[Appeal]:
    return docket(
        docket_visible_to(user).filter(state__in=[*Appeal.PENDING, Appeal.State.DECIDED])
    ).order_by("clock_due_date", "received_at", "pk")


def decided_docket(user, *, year: int | None = None, outcome: str = "") -> QuerySet[Appeal]:
    """The Board's archive: every decided appeal ``user`` reads, newest decision first,
    with its letter (filterable by the year of the decision and its outcome)."""
    appeals = docket_visible_to(user).filter(state__in=[Appeal.State.DECIDED, Appeal.State.CLOSED])
    if year:
        appeals = appeals.filter(decided_on__year=year)
    if outcome:
        appeals = appeals.filter(outcome=outcome)
    return appeals.select_related(
        "notice__violation__parcel", "appellant", "decision_document"
    ).order_by("-decided_on", "-pk")


def decision_years(user) -> list[int]:
    return [
        d.year
        for d in docket_visible_to(user)
        .filter(decided_on__isnull=False)
        .dates("decided_on", "year", order="DESC")
    ]


def clerk_tasks(user) -> QuerySet[Appeal]:
    """Decisions the Clerk files and mails for the body (§ 158-12: within 5 days)."""
    return docket(docket_visible_to(user).filter(state=Appeal.State.DECIDED)).order_by(
        "clock_due_date", "pk"
    )


def hearing_notices_to(user) -> QuerySet[HearingNotice]:
    """The notices of hearing addressed to a user (as appellant), newest first; each says
    whether a later one replaced it."""
    return (
        HearingNotice.objects.filter(appeal__in=appeals_of(user))
        .select_related("appeal__notice", "document")
        .annotate(replaced=Exists(IssuedDocument.objects.filter(supersedes=OuterRef("document"))))
        .order_by("-issued_at", "-pk")
    )


def hearing_notices_to_mail() -> QuerySet[HearingNotice]:
    """Notices of hearing of pending appeals the Clerk has not yet delivered or mailed
    (a copy sent to an account is not service), not replaced by a later one."""
    return (
        HearingNotice.objects.filter(appeal__state__in=Appeal.PENDING)
        .exclude(
            Exists(
                ServiceRecord.objects.filter(document=OuterRef("document")).exclude(
                    method=ServiceRecord.Method.ACCOUNT
                )
            )
        )
        .exclude(Exists(IssuedDocument.objects.filter(supersedes=OuterRef("document"))))
        .select_related("appeal__appellant", "document")
        .order_by("hearing_at", "pk")
    )


def unserved_notices() -> QuerySet[NoticeOfViolation]:
    return notice_list(NoticeOfViolation.objects.filter(state=NoticeOfViolation.State.ISSUED))


def corrective_due(now=None) -> QuerySet[NoticeOfViolation]:
    """Notices whose violator's time to correct has run (the clock holding it is past
    due), with no appeal pending, the violation continuing and no corrective measures
    under way: the SMO's task list (§ 158-13A, § 159-8C(6))."""
    from .clock_rules import correction_rules

    now = now or timezone.now()
    ran = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(NoticeOfViolation),
        subject_id=OuterRef("pk"),
        rule_code__in=correction_rules(),
        status__in=[Deadline.Status.OPEN, Deadline.Status.MISSED],
        due_at__lt=now,
    )
    from .chapters import registered

    # Issue 18, item 8: not while the period to appeal is still open with no appeal (or,
    # where it runs from service, has not begun).
    window_open = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(NoticeOfViolation),
        subject_id=OuterRef("pk"),
        rule_code__in=[c.appeal_window_rule for c in registered()],
        status=Deadline.Status.OPEN,
        due_at__gte=now,
    )
    # Service per person: each addressee's own window, and (where it runs from service)
    # an addressee not yet served.
    person_window_open = Addressee.objects.filter(
        notice=OuterRef("pk"),
        pk__in=Deadline.objects.filter(
            subject_type=ContentType.objects.get_for_model(Addressee),
            rule_code__in=[c.appeal_window_rule for c in registered()],
            status=Deadline.Status.OPEN,
            due_at__gte=now,
        ).values("subject_id"),
    )
    unserved = Addressee.objects.filter(notice=OuterRef("pk"), served_at__isnull=True)
    from_service = [c.chapter for c in registered() if c.appeal_from_service]
    return (
        notice_list(
            NoticeOfViolation.objects.filter(
                state__in=NoticeOfViolation.CURRENT, violation__continuing=True
            )
        )
        .filter(Exists(ran))
        .exclude(Exists(window_open))
        .exclude(Exists(person_window_open))
        .exclude(chapter__in=from_service, served_at__isnull=True)
        .exclude(Q(chapter__in=from_service) & Q(Exists(unserved)))
        .exclude(Exists(Appeal.objects.filter(notice=OuterRef("pk"), state__in=Appeal.PENDING)))
        .exclude(
            Exists(
                CorrectiveAction.objects.filter(
                    notice=OuterRef("pk"), state__in=CorrectiveAction.OPEN
                )
            )
        )
    )


def orders_in_effect(subject) -> QuerySet[StopWorkOrder]:
    """Stop-work orders in effect on violations found from ``subject`` (a project): the
    project's page shows them to everyone who sees the project."""
    return StopWorkOrder.objects.filter(
        state=StopWorkOrder.State.IN_EFFECT,
        violation__subject_type=ContentType.objects.get_for_model(subject),
        violation__subject_id=subject.pk,
    ).select_related("document", "addressee")


def violations_for_subject(subject) -> QuerySet[Violation]:
    return violation_list(
        Violation.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        )
    )


def violations_at(parcel) -> QuerySet[Violation]:
    return violation_list(Violation.objects.filter(parcel=parcel))


def violations_by(party) -> QuerySet[Violation]:
    return violation_list(Violation.objects.filter(party=party))


def holds_in_effect(parcel) -> QuerySet[OccupancyHold]:
    return OccupancyHold.objects.filter(parcel=parcel, lifted_on__isnull=True).select_related(
        "violation"
    )


def referrals_open() -> QuerySet[Referral]:
    return Referral.objects.filter(outcome=Referral.Outcome.PENDING).select_related(
        "violation__parcel", "violation__party"
    )


def hearing_packet_record(appeal: Appeal) -> dict:
    """Everything in the record behind the appealed notice, for the hearing packet
    (issue 18, item 9): the investigation log of the record the violation was found from
    and the inspections its evidence cites (``records``), the evidence, the notice and
    its service, the appeal's grounds and files (images embedded), the notices of
    hearing, and the timeline oldest first; prepared for the body by the Municipal
    Clerk, who signs it."""
    from lockport_sw.accounts.models import User
    from lockport_sw.accounts.roles import Role
    from lockport_sw.audit.selectors import timeline
    from lockport_sw.deadlines.selectors import clocks_for
    from lockport_sw.documents.selectors import uploads_for

    from . import chapters, records
    from .clock_rules import window_clock

    notice = appeal.notice
    violation = notice.violation
    chapter = chapters.get(appeal.chapter)
    evidence = list(
        violation.evidence.select_related("upload__stripped").order_by("taken_at", "pk")
    )
    sources = [violation.subject, *(e.source for e in evidence if e.source_id)]
    events = list(timeline(violation)[:200])
    events.reverse()  # the timeline is newest first; the packet reads oldest first
    files = sorted(uploads_for(appeal), key=lambda u: u.uploaded_at)
    clerk = User.objects.filter(groups__name=Role.CLERK, is_active=True).order_by("pk").first()
    return {
        "provisions": list(violation.provisions.all()),
        "services": list(notice.document.service_records.all()),
        "evidence": evidence,
        "evidence_photos": {
            e.pk: records.photo_of(e.upload, caption=e.description) for e in evidence if e.upload
        },
        "investigation": records.record_of(*sources),
        "events": events,
        "appeal_files": [records.photo_of(u, caption=u.original_name) for u in files],
        "hearing_notices": list(
            appeal.hearing_notices.select_related("document").prefetch_related(
                "document__service_records"
            )
        ),
        "window": window_clock(notice),
        "hearing_clock": clocks_for(appeal).filter(rule_code=chapter.hearing_rule).first(),
        "clerk": clerk,
    }
