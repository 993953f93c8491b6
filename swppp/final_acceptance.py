"""What final acceptance of a project waits for (§ 159-8A(2); issue 46, item 2).

The chapter sets an order: construction, inspected at each milestone the approval chose
(§ 159-8A(1)); then, "after final construction is completed", "as built" plans certified
by a professional engineer (§ 159-8A(2)); the practices entered in the Town's inventory
for their inspections after completion (§ 159-8A(3)); and only then the Town's final
acceptance, which starts the guarantee's year (§ 159-8B(1)). Nothing is accepted while
work is held (§ 159-8A(1): "No further work shall be conducted ... until any violations
are corrected"), a violation is open or a stop-work order is in effect (§ 159-8C).

``missing(project)`` names each condition not yet met, one sentence each citing its
section (empty when final acceptance may be recorded). Registered with inspections/ as
the project's ``Subject.acceptance_missing``: the after-construction page offers
*Record final acceptance* only when it is empty and lists it otherwise, and
``inspections.services.after_construction.final_acceptance_record`` refuses with it.
"""

from __future__ import annotations

from enforcement.models import Violation
from enforcement.selectors import orders_in_effect
from inspections.models import AsBuiltPlan, Inspection, Practice
from inspections.selectors import holds_in_effect
from inspections.services._common import subject_parts
from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import cite, cite_all, current

from . import selectors
from .inspections import MILESTONE_KINDS
from .models import Project


def _milestones(project: Project) -> tuple[list[str], Inspection | None]:
    """§ 159-8A(1): the milestones the approval chose whose latest inspection did not
    approve the work (or that none inspected yet), and the final inspection: the last
    that approved one. One query."""
    chosen = {MILESTONE_KINDS[m.code].code: m for m in selectors.chosen_milestones(project)}
    latest: dict[str, Inspection] = {}
    for inspection in Inspection.objects.filter(
        kind__in=list(chosen), state=Inspection.State.COMPLETED, **subject_parts(project)
    ).order_by("completed_at", "pk"):
        latest[inspection.kind] = inspection
    passed = [i for i in latest.values() if i.result == Inspection.Result.APPROVED]
    waiting = [
        f"({m.letter}) {m.text}"
        for code, m in chosen.items()
        if code not in latest or latest[code].result != Inspection.Result.APPROVED
    ]
    final = max(passed, key=lambda i: (i.completed_at, i.pk), default=None)
    return waiting, final


def missing(project: Project) -> list[str]:
    """Every condition of final acceptance not yet met, each a sentence citing its
    section; empty when it may be recorded. A fixed number of queries."""
    if selectors.approved_version(project) is None:
        return [
            f"{cite_all(['swm.swppp_requirement', 'swm.smp_inspection'])}: no SWPPP of the "
            "project is approved: nothing was approved to be built, so nothing is accepted as "
            "built."
        ]
    reasons = []
    waiting, final = _milestones(project)
    if waiting:
        reasons.append(
            f"{cite('swm.construction_inspection')}: every construction milestone the approval "
            "requires is inspected and the work approved first; not yet: "
            + "; ".join(waiting)
            + "."
        )
    plan = (
        AsBuiltPlan.objects.filter(state=AsBuiltPlan.State.ACCEPTED, **subject_parts(project))
        .order_by("-reviewed_at", "-pk")
        .first()
    )
    if plan is None:
        reasons.append(
            f"{cite('swm.smp_inspection')}: as-built plans, submitted after final construction "
            "is completed and certified by a professional engineer, are accepted by the SMO "
            "first."
        )
    elif final is not None and plan.submitted_at < final.completed_at:
        reasons.append(
            f"{cite('swm.smp_inspection')}: the as-built plans accepted were submitted on "
            f"{long_date(plan.submitted_at)}, before the final inspection "
            f"{final.reference} on {long_date(final.completed_at)}; as-built plans are "
            "submitted after final construction is completed: new plans are needed."
        )
    if not Practice.objects.filter(**subject_parts(project)).exists():
        reasons.append(
            f"{cite('swm.post_completion_inspection')}: the project's stormwater management "
            f"practices are entered in the {current().kind}'s inventory first, for their "
            "inspections after completion."
        )
    for hold in holds_in_effect(project).order_by("imposed_at", "pk"):
        reasons.append(
            f"{cite('swm.construction_inspection')}: the work hold of "
            f"{long_date(hold.imposed_at)}, from inspection {hold.found_by.reference}, is in "
            "effect until a re-inspection approves the corrected work."
        )
    violations = Violation.objects.filter(continuing=True, **subject_parts(project)).order_by(
        "found_at", "pk"
    )
    for violation in violations:
        reasons.append(
            f"{cite('swm.enforcement')}: violation {violation.reference} of "
            f"{long_date(violation.started_on)} is open until it is corrected and ended."
        )
    for order in orders_in_effect(project).order_by("issued_at", "pk"):
        reasons.append(
            f"{cite('swm.stop_work_order')}: stop-work order {order.number} of "
            f"{long_date(order.issued_at)} is in effect."
        )
    return reasons
