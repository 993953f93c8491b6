"""What still keeps work on a project from going ahead (issue 23, item 6).

A letter or message that lifts one restraint (a § 159-8A(1) work hold, a § 159-8C(2)
stop-work order) names every other that still applies, instead of saying that work may
resume. One function, registered with inspections (the hold lifted) and enforcement (the
stop-work order lifted), which never import this chapter.
"""

from __future__ import annotations

from enforcement.selectors import orders_in_effect
from inspections.selectors import holds_in_effect
from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import cite

from .models import Project
from .selectors import approved_version


def _day(moment) -> str:
    return long_date(moment)


def still_in_force(project: Project, *, lifting=None) -> list[str]:
    """Each restraint in force on ``project`` besides ``lifting`` (the hold or order
    being lifted, whose state may not be saved yet), one sentence each."""
    found = []
    for hold in holds_in_effect(project).order_by("imposed_at", "pk"):
        if lifting is not None and type(hold) is type(lifting) and hold.pk == lifting.pk:
            continue
        found.append(
            f"The work hold of {_day(hold.imposed_at)}, from inspection "
            f"{hold.found_by.reference} ({hold.citation}): no further work except site "
            "stabilization until a re-inspection approves the corrected work."
        )
    for order in orders_in_effect(project).order_by("issued_at", "pk"):
        if lifting is not None and type(order) is type(lifting) and order.pk == lifting.pk:
            continue
        found.append(
            f"Stop-work order {order.number} of {_day(order.issued_at)} "
            f"({cite('swm.stop_work_order')}): all "
            "land development activity halts except work that addresses the violations."
        )
    if approved_version(project) is None:
        found.append(
            f"The project has no approved SWPPP ({cite('swm.swppp_review')}): work goes ahead "
            "only as an approved SWPPP shows it."
        )
    return found
