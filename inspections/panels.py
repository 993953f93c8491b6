"""Home-page panels of inspections (registered in wiring.py): each a selector call, so
its query count does not grow with the data."""

from __future__ import annotations

from django.utils import timezone

from . import selectors
from .models import WorkHold

PANEL_SIZE = 10


def my_day(request) -> dict:
    """The inspector's inspections today, in order of time."""
    return {
        "inspections": list(
            selectors.inspector_day(request.user, timezone.localdate())[:PANEL_SIZE]
        )
    }


def my_holds(request) -> dict:
    """The work holds in effect on an applicant's projects (§ 159-8A(1)). One query."""
    return {
        "holds": list(
            selectors.holds_visible_to(request.user)
            .filter(state=WorkHold.State.IN_EFFECT)
            .select_related("notice")
            .order_by("-imposed_at", "-pk")[:PANEL_SIZE]
        )
    }
