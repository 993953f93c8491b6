"""No lost update: a page that edits a record carries the version it was read at, and a
save from a page older than the record is refused, nothing overwritten (issue 24).

A record's version is the id of its latest history row (django-simple-history: every
save of a legally relevant record writes one, whoever saves it and from whichever page),
so no model needs a column of its own. A record whose page also writes rows without
history (a SWPPP draft's answers) is ``touch``-ed by the service that writes them.

- The form: ``VersionedForm`` (``lockport_sw.core.forms``) adds a hidden ``record_version``
  holding ``token(record)`` when the page was drawn; ``form.read_version`` is what came
  back.
- The service: after locking the record (``select_for_update``), ``require_current(record,
  read)`` raises ``StaleEdit`` when someone saved it since; the service then writes
  nothing. ``read=None`` (a caller that read nothing: a command, a test, a page posted
  without the field) is not checked.
- The view: on ``StaleEdit`` the form keeps what was typed, shows the message and,
  item by item, what was typed beside what is saved now (``form.show_stale``; drawn by the
  layout's error summary with ``core/_stale.html``), and carries the new version, so that
  saving again after merging is deliberate.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import clock_time, long_date


@dataclass(frozen=True)
class Version:
    stamp: str
    saved_at: datetime | None = None
    saved_by: object | None = None  # the user of the latest history row


def _history(source) -> QuerySet:
    """A record's history, or a history queryset itself: a page editing a set of rows, or
    a row that may not exist yet (a policy: ``PolicySetting.history.filter(rule_code=…)``)."""
    return source if isinstance(source, QuerySet) else source.history.all()


def current(source) -> Version:
    """The version now of a record (or of a history queryset, see ``_history``): its
    latest history row (one query)."""
    latest = (
        _history(source)
        .order_by("-history_id")
        .select_related("history_user")
        .only("history_id", "history_date", "history_user")
        .first()
    )
    if latest is None:
        return Version(stamp="0")
    return Version(
        stamp=str(latest.history_id), saved_at=latest.history_date, saved_by=latest.history_user
    )


def token(record) -> str:
    return current(record).stamp


def _at(moment: datetime) -> str:
    local = timezone.localtime(moment, TOWN_TZ)
    today = timezone.localtime(timezone.now(), TOWN_TZ).date()
    clock = clock_time(local)
    if local.date() == today:
        return clock
    return f"{clock} on {long_date(local)}"


class StaleEdit(ValidationError):
    """The page was read before the record's latest save: nothing was written."""

    def __init__(self, now: Version, *, acting_user=None):
        self.current = now
        who = "Someone"
        by = now.saved_by
        if by is not None and acting_user is not None and by.pk != getattr(acting_user, "pk", None):
            who = f"Someone ({by.get_full_name() or by.email})"
        when = _at(now.saved_at) if now.saved_at else "a moment ago"
        super().__init__(
            f"{who} saved this page at {when} after you opened it. Nothing you typed was "
            "saved and nothing of theirs was overwritten: what you typed is kept below, "
            "beside what is saved now. Keep what you want of each and save again.",
            code="stale",
        )


def require_current(record, read: str | None, *, acting_user=None) -> None:
    """Refuse a save from a page read at ``read`` when the record has been saved since.
    Call it with the record's row locked, before writing anything."""
    if read in (None, ""):
        return
    now = current(record)
    if now.stamp != str(read):
        raise StaleEdit(now, acting_user=acting_user)


def touch(record, *, acting_user, reason: str = "") -> None:
    """A new version of ``record`` when its page changed rows that keep no history of
    their own (a draft's answers)."""
    record._history_user = acting_user
    if reason:
        record._change_reason = reason
    record.save()
