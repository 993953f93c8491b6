"""Fee schedules for tests: adopted through the service, with the Town Board seated."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from money.models import Basis, Service
from money.services import schedules
from money.services.schedules import LineSpec
from tests.seats import votes

D = Decimal

STANDARD_LINES = [
    LineSpec(Service.REVIEW, Basis.FLAT, rate=D("250"), acres_to=D("5")),
    LineSpec(Service.REVIEW, Basis.PER_ACRE, rate=D("60"), cap=D("3000"), acres_from=D("5")),
    LineSpec(Service.RESUBMISSION, Basis.FLAT, rate=D("100")),
    LineSpec(Service.MILESTONE, Basis.FLAT, rate=D("75")),
    LineSpec(Service.REINSPECTION, Basis.FLAT, rate=D("50")),
    LineSpec(Service.ENGINEER, Basis.AT_COST, cap=D("1500")),
    LineSpec(Service.MAINTENANCE, Basis.AT_COST),
]


def adopt(
    recorder,
    *,
    resolution: str = "2026-14",
    adopted_on: date = date(2026, 1, 5),
    effective_on: date = date(2026, 2, 1),
    lines=None,
):
    """A schedule the Board adopted 3 to 2 (its seats filled first by the caller)."""
    return schedules.schedule_adopt(
        acting_user=recorder,
        resolution=resolution,
        adopted_on=adopted_on,
        effective_on=effective_on,
        lines=list(STANDARD_LINES if lines is None else lines),
        votes=votes(on=adopted_on),
    )
