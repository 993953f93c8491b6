"""Stop-work orders (§ 159-8C(2)): issuing and lifting."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.documents.services import upload_store
from lockport_sw.jurisdiction.registry import chapter_named, current
from lockport_sw.notifications.services import notify
from lockport_sw.registry.selectors import landowners_of_record
from lockport_sw.registry.validation import postal_address_refusal

from .. import letters
from ..models import Evidence, StopWorkOrder, Violation
from ._common import chapter_of, record, require, require_perm, town_date
from .addressing import ADD_ADDRESS, entries, service_completed_at
from .served import tell_party

ISSUE = "enforcement.issue_notice"


@transaction.atomic
def order_issue(
    *, acting_user, violation: Violation, reasons: str, work_allowed: str, addressee=None
) -> StopWorkOrder:
    """§ 159-8C(2): "The Town may issue a stop-work order for violations of this
    chapter": all land development activity halts, except what addresses the violations,
    until the Town confirms compliance."""
    require_perm(acting_user, ISSUE, "Only the Stormwater Management Officer issues orders.")
    violation = Violation.objects.select_related("parcel", "party").get(pk=violation.pk)
    chapter = chapter_of(violation.chapter)
    require(
        chapter.stop_work_citation is not None,
        f"{chapter_named(chapter.chapter)} provides no stop-work order.",
        ValidationError,
    )
    addressee = addressee or violation.party
    errors = {}
    if not (reasons or "").strip():
        errors["reasons"] = "State the violations that lead to the order."
    if not (work_allowed or "").strip():
        errors["work_allowed"] = (
            "Say which work may continue: only what addresses the violations "
            f"({chapter.stop_work_citation})."
        )
    if refusal := postal_address_refusal(
        addressee, letter="the stop-work order", how_to_add=ADD_ADDRESS
    ):
        errors["addressee"] = refusal
    if errors:
        raise ValidationError(errors)
    copied = order_copies(chapter, violation, addressee, town_date(timezone.now()))
    order = StopWorkOrder(
        chapter=chapter.chapter,
        violation=violation,
        addressee=addressee,
        addressee_name=addressee.name,
        addressee_address=addressee.mailing_address,
        copies=[e for role, party in copied for e in entries([party], role)],
        reasons=reasons.strip(),
        work_allowed=work_allowed.strip(),
        issued_at=timezone.now(),
        issued_by=acting_user,
    )
    order.document = letters.issue_order(acting_user=acting_user, order=order, chapter=chapter)
    order.number = order.document.number
    order._history_user = acting_user
    order.save()
    order.copied_to.set([party for _role, party in copied])
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.order_issued",
        summary=f"Stop-work order {order.number} issued ({chapter.stop_work_citation}): all "
        "work stops except what addresses the violations.",
    )
    _tell(
        order,
        f"Stop-work order {order.number}",
        "All land development activity must stop "
        "except work that addresses the violations, until the Town lifts the order.",
    )
    for role, party in copied:
        tell_party(
            party,
            event_key=f"order:{order.pk}:copy:{party.pk}",
            subject=f"Copy: stop-work order {order.number}",
            body=f"A copy for you as the {role}: the {current().name} issued stop-work order "
            f"{order.number} to {order.addressee_name} about {violation.parcel.full_address} "
            f"({chapter.stop_work_citation}).",
            url=order.get_absolute_url(),
        )
    return order


def order_copies(chapter, violation: Violation, addressee, on) -> list:
    """Who receives a copy of a stop-work order (issue 43, item 11): the landowners of
    record on the day of issue and the developer, other than the party it goes to:
    [(role, party)]."""
    copies, seen = [], {addressee.pk}
    owners = [("landowner of record", o) for o in landowners_of_record(violation.parcel, on)]
    developers = [
        (role, party)
        for role, party in (chapter.nov_copies(violation) if chapter.nov_copies else [])
        if "developer" in role
    ]
    for role, party in [*owners, *developers]:
        if party is not None and party.pk not in seen:
            seen.add(party.pk)
            copies.append((role, party))
    return copies


def served_at(order: StopWorkOrder):
    """When service of the order on its party was complete (statute README), or None."""
    return service_completed_at(order.document.service_records.all())


def _tell(order: StopWorkOrder, subject: str, body: str) -> None:
    user = order.addressee.user
    if user is not None and user.is_active:
        notify(
            event_key=f"order:{order.pk}:{subject}",
            recipients=[user],
            subject=subject,
            body=body,
            url=order.get_absolute_url(),
        )


def lifting_evidence_description(order: StopWorkOrder, confirming_evidence: str) -> str:
    text = f"Compliance confirmed, lifting stop-work order {order.number}: "
    return (text + (confirming_evidence or "").strip())[:500]


@transaction.atomic
def order_lift(
    *,
    acting_user,
    order: StopWorkOrder,
    compliance_finding: str,
    confirming_evidence: str,
    file=None,
) -> StopWorkOrder:
    """§ 159-8C(2): the order "shall be in effect until the Town confirms that the land
    development activity is in compliance and the violation has been satisfactorily
    addressed": the confirmation names the inspection or evidence; a notice is issued."""
    require_perm(acting_user, ISSUE, "Only the Stormwater Management Officer lifts orders.")
    order = StopWorkOrder.objects.select_for_update().get(pk=order.pk)
    require(order.in_effect, f"{order.number} was already lifted.", ValidationError)
    require(
        served_at(order) is not None,
        f"Stop-work order {order.number} has not been served on {order.addressee_name}: an "
        "order is lifted only after it was served. Record its service first.",
        ValidationError,
    )
    errors = {}
    if not (compliance_finding or "").strip():
        errors["compliance_finding"] = (
            "Confirm that the activity complies and the violation has been satisfactorily "
            "addressed."
        )
    if not (confirming_evidence or "").strip():
        errors["confirming_evidence"] = "Name the inspection or evidence that confirms it."
    if errors:
        raise ValidationError(errors)
    chapter = chapter_of(order.chapter)
    now = timezone.now()
    if file is not None:
        order.confirming_upload = upload_store(
            acting_user=acting_user, file=file, subject=order.violation
        )
        # The file confirming compliance is evidence on the violation too (shown on the
        # order's page and the violation's).
        Evidence.objects.create(
            violation=order.violation,
            kind=Evidence.Kind.FILE,
            description=lifting_evidence_description(order, confirming_evidence),
            upload=order.confirming_upload,
            recorded_by=acting_user,
            recorded_at=now,
        )
    order._lift()
    order.lifted_at = now
    order.lifted_by = acting_user
    order.compliance_finding = compliance_finding.strip()
    order.confirming_evidence = confirming_evidence.strip()[:300]
    order.lift_document = letters.issue_lift(acting_user=acting_user, order=order, chapter=chapter)
    order._history_user = acting_user
    order.save()
    record(
        violation=order.violation,
        actor=acting_user,
        action="enforcement.order_lifted",
        summary=f"Stop-work order {order.number} lifted: {order.confirming_evidence} "
        f"(notice {order.lift_document.number}).",
    )
    _tell(order, f"Stop-work order {order.number} lifted", order.compliance_finding)
    return order
