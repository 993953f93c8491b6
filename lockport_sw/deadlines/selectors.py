"""Reads of clocks, shaped for the pages that show them."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import QuerySet
from django.urls import reverse
from django.utils import timezone

from lockport_sw.calendar.words import short_date
from lockport_sw.core.schedule import SWEEP_INTERVAL

from .models import Deadline, SweepHeartbeat
from .sweep import HEARTBEAT


def clock_board() -> QuerySet[Deadline]:
    """Every clock, soonest due first, with what the board shows joined in."""
    return Deadline.objects.select_related("responsible_user").order_by("due_at", "pk")


def _pk_url(name: str):
    """``pk -> reverse(name, args=[pk])`` with one ``reverse`` a list, not one a row: the
    address of a stand-in key, cut where the key is."""
    stand_in = 918273645546372819
    before, _, after = reverse(name, args=[stand_in]).partition(str(stand_in))
    return lambda pk: f"{before}{pk}{after}"


def board_rows(deadlines, now=None) -> list[dict]:
    """The clock board's rows (``deadlines/_board_rows.html``): each clock with what its
    row shows worked out here, now and the Town's today once for the page, each row's
    rule looked up once (issue 44: the template no longer asks each row's state,
    ``days_left`` and ``is_overdue``, several times a row)."""
    now = now or timezone.now()
    today = timezone.localdate(now)
    detail, subject = _pk_url("deadlines:detail"), _pk_url("deadlines:subject")
    rows = []
    for deadline in deadlines:
        rule = deadline.rule
        if deadline.responsible_user_id:
            who = str(deadline.responsible_user)
        elif deadline.responsible_role:
            who = deadline.get_responsible_role_display()
        else:
            who = rule.who_acts
        rows.append(
            {
                "url": detail(deadline.pk),
                "due": short_date(deadline.due_date, weekday=True),
                "state": deadline.shown_state(now, today, rule),
                "rule": f"{rule.citation} · {rule.title}",
                "subject_url": subject(deadline.pk),
                "subject_label": deadline.subject_label,
                "who": who,
            }
        )
    return rows


def clocks_for(subject) -> QuerySet[Deadline]:
    """The clocks of one case object, newest first."""
    return (
        Deadline.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        )
        .select_related("responsible_user")
        .order_by("-starts_at", "-pk")
    )


def sweep_status() -> dict:
    """When the sweep last finished, and whether that is older than two intervals."""
    beat = SweepHeartbeat.objects.filter(name=HEARTBEAT).first()
    last = beat.last_finished_at if beat else None
    stale = last is None or timezone.now() - last > 2 * SWEEP_INTERVAL
    return {"last_finished_at": last, "stale": stale, "interval": SWEEP_INTERVAL}
