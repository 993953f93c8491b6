"""Reads of clocks, shaped for the pages that show them."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import QuerySet
from django.utils import timezone

from lockport_sw.core.schedule import SWEEP_INTERVAL

from .models import Deadline, SweepHeartbeat
from .sweep import HEARTBEAT


def clock_board() -> QuerySet[Deadline]:
    """Every clock, soonest due first, with what the board shows joined in."""
    return Deadline.objects.select_related("responsible_user").order_by("due_at", "pk")


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
