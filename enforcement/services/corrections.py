"""Correction notices (issue 23, item 2): an issued notice of violation that charged a
provision the finding does not support is never changed; the Town issues a correction
notice, a numbered letter through the served-letter machinery, that cites the original
notice by number and date, states the charge withdrawn and what stands.

A correction is owed where the record says so: the data migration of the wrong charges
(inspections/0005) notes it on the notice (``enforcement.correction_owed``, with the
provisions before and after). The SMO finds the notices owed a correction on the home
page, checks the correction first, then issues it; it is sent to everyone the notice
was addressed to (a letter served on each), with copies to those the notice was copied
to.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Exists, OuterRef, QuerySet

from lockport_sw.audit.models import AuditEvent

from ..letters import CORRECTION_KIND
from ..models import NoticeOfViolation, Provision, ServedLetter
from ._common import chapter_of, record, require, require_perm

ISSUE = "enforcement.issue_notice"
OWED = "enforcement.correction_owed"
KIND = CORRECTION_KIND


@dataclass(frozen=True)
class Correction:
    """What a correction notice says: the charges the notice printed that are withdrawn
    and those that stand. A correction only takes charges away (issue 43, item 8): a
    charge the violation is now recorded under that the notice did not make
    (``now_recorded``) is never printed on it; charging it needs a new notice of
    violation, with its own time to appeal (§ 158-11A, § 159-8C(1))."""

    notice: NoticeOfViolation
    withdrawn: list[Provision]
    stands: list[Provision]
    now_recorded: list[Provision]
    reason: str


def owed_events(notice_ids=None) -> QuerySet[AuditEvent]:
    events = AuditEvent.objects.filter(
        subject_type=ContentType.objects.get_for_model(NoticeOfViolation), action=OWED
    )
    return events if notice_ids is None else events.filter(subject_id__in=notice_ids)


def corrections_owed() -> QuerySet[NoticeOfViolation]:
    """Current notices noted as owed a correction for which none was issued yet."""
    letters = ServedLetter.objects.filter(
        kind=KIND,
        subject_type=ContentType.objects.get_for_model(NoticeOfViolation),
        subject_id=OuterRef("pk"),
    )
    owed = owed_events().filter(subject_id=OuterRef("pk"))
    return NoticeOfViolation.objects.filter(
        Exists(owed), ~Exists(letters), state__in=NoticeOfViolation.CURRENT
    )


def correction_of(notice: NoticeOfViolation) -> Correction | None:
    """The correction owed on ``notice`` (None when none is owed, or it was issued)."""
    if not corrections_owed().filter(pk=notice.pk).exists():
        return None
    event = owed_events([notice.pk]).order_by("-at", "-pk").first()
    before = set(event.data.get("before", []))
    after = set(event.data.get("after", []))
    provisions = {p.code: p for p in Provision.objects.filter(code__in=before | after)}

    def listed(codes):
        return [provisions[c] for c in sorted(codes) if c in provisions]

    return Correction(
        notice=notice,
        withdrawn=listed(before - after),
        stands=listed(before & after),
        now_recorded=listed(after - before),
        reason=event.summary,
    )


def appeal_words(notice: NoticeOfViolation, chapter) -> str:
    """What the correction tells the person of their right to appeal, as the record holds
    it today (issue 43, item 8). The correction withdraws a charge and adds none: it is
    no new determination against the person, so it opens no new period to appeal; the
    period of § 158-12 ("within 15 days of its issuance") or § 159-8C(1)(f) (of its
    service) runs from the notice of violation itself."""
    from django.utils import timezone

    from lockport_sw.calendar.words import long_date
    from lockport_sw.deadlines.selectors import clocks_for

    from ..models import Appeal

    why = (
        "This correction withdraws a charge and adds none: it is not a new determination "
        "against you, and it does not open a new period to appeal. The period runs from the "
        f"notice of violation's {'service' if chapter.appeal_from_service else 'issuance'} "
        f"({chapter.appeal_citation})."
    )
    appeal = notice.appeals.exclude(state=Appeal.State.WITHDRAWN).order_by("received_at").first()
    if appeal is not None:
        return (
            f"An appeal of notice {notice.number} was received on "
            f"{long_date(appeal.received_at)}; this correction does not change it. {why}"
        )
    # Each person's own window is a clock on their addressee row (service per person);
    # a notice issued before that keeps its window on the notice.
    windows = [
        w
        for subject in [notice, *notice.addressees.all()]
        for w in clocks_for(subject).filter(rule_code=chapter.appeal_window_rule)
    ]
    if not windows:
        return (
            f"The period to appeal notice {notice.number} has not started: it runs from the "
            f"notice's service on you. {why}"
        )
    last = max(windows, key=lambda w: w.due_at)
    if last.due_at < timezone.now():
        return (
            f"The period to appeal notice {notice.number} ended on {long_date(last.due_date)}, "
            f"and no appeal was received. {why}"
        )
    return (
        f"You may appeal notice {notice.number} until {long_date(last.due_date, weekday=True)}, "
        f"as that notice states. {why}"
    )


def _letter(correction: Correction) -> dict:
    """The arguments of ``letters_to_each`` (without the acting user)."""
    notice = correction.notice
    chapter = chapter_of(notice.chapter)
    addressees = [notice.addressee, *notice.also_to.order_by("pk")]
    copied = {p.pk: p for p in notice.copied_to.all()}
    copies = [(e["role"], copied[e["party"]]) for e in notice.copies if e["party"] in copied]
    return {
        "kind": KIND,
        "subject": notice,
        "addressees": addressees,
        "addressee_role": notice.addressee_role,
        "copies": copies,
        "parcel": notice.violation.parcel,
        "title": f"Correction of notice of violation {notice.number}",
        "citation": chapter.nov_citation,
        "template_name": "pdf/enforcement/correction.html",
        "context": {
            "notice": notice,
            "violation": notice.violation,
            "chapter": chapter,
            "correction": correction,
            "appeal_words": appeal_words(notice, chapter),
        },
        "citations": [chapter.nov_citation],
        "field": "__all__",
        "chapter": chapter.chapter,
        "message": f"Notice of violation {notice.number} is corrected: "
        + ", ".join(f"{p.citation} {p.title}" for p in correction.withdrawn)
        + " is withdrawn; the rest of the notice stands.",
    }


def correction_preview(*, acting_user, notice: NoticeOfViolation) -> dict:
    """Check first: the correction notice ``correction_issue`` would issue."""
    from .served import letter_preview

    correction = _owed(acting_user, notice)
    kwargs = _letter(correction)
    addressees = kwargs.pop("addressees")
    preview = letter_preview(addressee=addressees[0], also=addressees[1:], **kwargs)
    preview["correction"] = correction
    return preview


def _owed(acting_user, notice: NoticeOfViolation) -> Correction:
    require_perm(acting_user, ISSUE, "Only the Stormwater Management Officer issues corrections.")
    correction = correction_of(notice)
    require(
        correction is not None,
        f"No correction is owed on {notice.number}: its charges match the finding, or the "
        "correction was issued.",
        ValidationError,
    )
    return correction


@transaction.atomic
def correction_issue(*, acting_user, notice: NoticeOfViolation) -> list[ServedLetter]:
    """Issue the correction notice owed on ``notice``: a letter to each addressee of the
    notice, copies to those it was copied to; the notice itself is not changed (its
    document, its clocks and the appeal it offers stand)."""
    from .served import letters_to_each

    notice = NoticeOfViolation.objects.select_for_update().get(pk=notice.pk)
    correction = _owed(acting_user, notice)
    issued = letters_to_each(acting_user=acting_user, **_letter(correction))
    record(
        violation=notice.violation,
        actor=acting_user,
        action="enforcement.correction_issued",
        summary=f"Correction of {notice.number} issued ("
        + ", ".join(x.number for x in issued)
        + "): "
        + ", ".join(p.citation for p in correction.withdrawn)
        + " withdrawn.",
        notice=notice.number,
    )
    return issued
