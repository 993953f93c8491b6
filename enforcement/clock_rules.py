"""The clocks of a notice that reads and services share (issue 43 item 14): a
person's appeal window and the time to correct. Below the selectors, the letters and
the services, which all import it; it imports none of them."""

from __future__ import annotations

from django.core.exceptions import ValidationError

from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for

from . import chapters
from .models import Addressee, NoticeOfViolation


def chapter_of(code: str) -> chapters.ChapterEnforcement:
    try:
        return chapters.get(code)
    except LookupError as exc:
        raise ValidationError({"chapter": str(exc)}) from None


def correction_rules() -> list[str]:
    """The clocks that hold a violator's time to correct, for every chapter."""
    rules = {c.remediation_rule for c in chapters.registered()}
    rules.update(c.correction_rule for c in chapters.registered() if c.correction_rule)
    return sorted(rules)


def time_to_correct(notice: NoticeOfViolation) -> Deadline | None:
    """The clock holding the violator's time to correct (the latest), if any."""
    return (
        clocks_for(notice)
        .filter(rule_code__in=correction_rules())
        .exclude(status=Deadline.Status.WAIVED)
        .order_by("-starts_at", "-pk")
        .first()
    )


def window_clock(notice: NoticeOfViolation, addressee: Addressee | None = None):
    """A person's appeal window (§ 158-12 from issuance, § 159-8C(1)(f) from their own
    service): the clock whose subject is ``addressee``. Without one, the window that
    ends last among the notice's addressees (the notice's own, for a notice issued
    before service was per person). None while it has not opened."""
    rule = chapter_of(notice.chapter).appeal_window_rule
    if addressee is not None:
        clock = clocks_for(addressee).filter(rule_code=rule).first()
        return clock or clocks_for(notice).filter(rule_code=rule).first()
    windows = [w for p in notice.addressees.all() if (w := window_clock(notice, p)) is not None]
    if windows:
        return max(windows, key=lambda w: w.due_at)
    return clocks_for(notice).filter(rule_code=rule).first()


def window_text(notice: NoticeOfViolation) -> str:
    chapter = chapter_of(notice.chapter)
    rule = catalogue.get(chapter.appeal_window_rule)
    start = "service on you" if chapter.appeal_from_service else "issuance"
    return f"{rule.period_text} from the notice's {start} ({chapter.appeal_citation})"


def times_to_restore(action, letters) -> list[tuple[object, Deadline | None]]:
    """§ 159-8C(6) "within a reasonable time after notice": each landowner's own time to
    restore, the clock their notice to restore opened when it was served on them
    (``corrective.restoration_served``: it starts at that service). ``letters`` are the
    action's notices to restore, one to each landowner; each is paired with its clock
    (None while it is not served). Withdrawn clocks are not counted."""
    rule = chapter_of(action.chapter).restoration_rule
    clocks = list(
        clocks_for(action)
        .filter(rule_code=rule)
        .exclude(status=Deadline.Status.WAIVED)
        .order_by("starts_at", "pk")
    )
    paired = []
    for letter in letters:
        own = next((c for c in clocks if c.starts_at == letter.served_at), None)
        if own is not None:
            clocks.remove(own)
        paired.append((letter, own))
    return paired
