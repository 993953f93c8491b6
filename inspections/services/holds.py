"""Violations found on an inspection (§ 159-8A(1)): the written notice, the work hold,
the violation in enforcement; a re-inspection approving the corrected work lifts it."""

from __future__ import annotations

from django.utils import timezone

from enforcement.services.violations import violation_record
from lockport_sw.notifications.services import notify

from .. import letters, subjects
from ..models import Inspection, WorkHold
from ._common import record, subject_parts


def hold_applies(inspection: Inspection) -> bool:
    """§ 159-8A(1): violations found hold the work of a subject whose chapter says so (a
    project under construction); a practice's or a facility's inspection holds nothing."""
    spec = subjects.find(inspection.subject)
    return bool(spec and spec.hold_citation)


def any_hold_in_effect(subject) -> bool:
    return WorkHold.objects.filter(
        **subject_parts(subject), state=WorkHold.State.IN_EFFECT
    ).exists()


def charged_provisions(spec, deficient, *, work_during_hold: bool = False) -> list[str]:
    """The provisions a violation found on an inspection cites: each deficient item's own
    (§ 159-7A(1) for a sediment trap, § 159-6C for turbidity, work not in accordance with
    the approved SWPPP, § 159-8A(1), for a milestone's item), and the subject's "work
    during a hold" provision only when work was observed while a hold was in effect."""
    codes = [item.provision for item, _ in deficient if item.provision]
    if work_during_hold and spec.work_during_hold_provision:
        codes.append(spec.work_during_hold_provision)
    return list(dict.fromkeys(codes))


def hold_impose(
    *,
    acting_user,
    inspection: Inspection,
    nature: str,
    corrective_action: str,
    deficient,
    work_during_hold: bool = False,
) -> WorkHold:
    """§ 159-8A(1): "If any violations are found, the applicant and developer shall be
    notified in writing of the nature of the violation and the required corrective
    actions. No further work shall be conducted except for site stabilization until any
    violations are corrected and all work previously completed has received approval by
    the SMO." Inside the completing transaction: the violation is recorded in
    enforcement, the hold put on the subject, the notice issued (a PDF) and sent."""
    subject = inspection.subject
    spec = subjects.of(subject)
    now = timezone.now()
    provisions = charged_provisions(spec, deficient, work_during_hold=work_during_hold)
    violation = violation_record(
        acting_user=acting_user,
        chapter=spec.chapter,
        party=spec.responsible_party(subject),
        parcel=inspection.parcel,
        provisions=provisions,
        description=nature,
        started_on=timezone.localdate(now),
        subject=subject,
        subject_label=inspection.subject_label,
        inspection=inspection,
    )
    hold = WorkHold(
        **subject_parts(subject),
        subject_label=inspection.subject_label,
        parcel=inspection.parcel,
        citation=spec.hold_citation,
        found_by=inspection,
        nature=nature,
        corrective_action=corrective_action,
        violation=violation,
        imposed_at=now,
    )
    parties = spec.notice_parties(subject)
    hold.notice = letters.issue_violation_notice(
        acting_user=acting_user,
        inspection=inspection,
        hold=hold,
        parties=parties,
        deficient=deficient,
        work_during_hold=work_during_hold,
        issued_at=now,
    )
    hold._history_user = acting_user
    hold.save()
    record(
        inspection=inspection,
        subject=subject,
        actor=acting_user,
        action="inspections.hold_imposed",
        summary=f"Violations found on inspection {inspection.reference}; notice "
        f"{hold.notice.number} issued; work hold in effect ({hold.citation}): no further work "
        "except site stabilization until a re-inspection approves the corrected work.",
    )
    notify(
        event_key=f"inspections.hold.{inspection.reference}",
        recipients=spec.applicants(subject),
        subject=f"Violations found: work hold on {inspection.subject_label}",
        body=(
            f"Inspection {inspection.reference} found violations. Nature: {nature}\n"
            f"Corrective action required: {corrective_action}\n"
            "No further work except site stabilization until a re-inspection approves the "
            f"corrected work ({hold.citation}). The written notice is {hold.notice.number}."
        ),
        url=spec.url(subject),
    )
    return hold


def reinspected(inspection: Inspection) -> list[int]:
    """The inspections ``inspection`` re-inspects: the one it was scheduled after, and
    that one's own, back to the first (a re-inspection that found violations again is
    re-inspected in turn). Bounded by the chain's length."""
    chain, seen = [], {inspection.pk}
    current = inspection.reinspection_of_id
    while current is not None and current not in seen:
        chain.append(current)
        seen.add(current)
        current = (
            Inspection.objects.filter(pk=current)
            .values_list("reinspection_of_id", flat=True)
            .first()
        )
    return chain


def holds_lift(*, acting_user, inspection: Inspection) -> list[WorkHold]:
    """§ 159-8A(1): "until any violations are corrected and all work previously completed
    has received approval by the SMO": a re-inspection approving the corrected work lifts
    the holds of the violations it re-inspected (those found by the inspection it
    re-inspects, and by the ones before it), never another hold on the subject (inside
    the completing transaction). The applicants are told what still applies."""
    subject = inspection.subject
    holds = list(
        WorkHold.objects.select_for_update().filter(
            **subject_parts(subject),
            state=WorkHold.State.IN_EFFECT,
            found_by_id__in=reinspected(inspection),
        )
    )
    now = timezone.now()
    for hold in holds:
        hold.lift()
        hold.lifted_by = inspection
        hold.lifted_at = now
        hold._history_user = acting_user
        hold.save()
    if holds:
        spec = subjects.of(subject)
        found_by = ", ".join(h.found_by.reference for h in holds)
        still = spec.restraints(subject)
        record(
            inspection=inspection,
            subject=subject,
            actor=acting_user,
            action="inspections.hold_lifted",
            summary=f"Re-inspection {inspection.reference} approved the corrected work; the "
            f"work hold of inspection {found_by} is lifted ({holds[0].citation})."
            + (f" Still in force: {len(still)}." if still else ""),
        )
        body = (
            f"Re-inspection {inspection.reference} approved the corrected work. The work "
            f"hold from inspection {found_by} is lifted ({holds[0].citation})."
        )
        if still:
            body += " This lifts only that hold. Still in force:\n" + "\n".join(
                f"- {line}" for line in still
            )
        else:
            body += " No other work hold or stop-work order is in effect: work may continue."
        notify(
            event_key=f"inspections.hold_lifted.{inspection.reference}",
            recipients=spec.applicants(subject),
            subject=f"Work hold lifted: {inspection.subject_label}",
            body=body,
            url=spec.url(subject),
        )
    return holds
