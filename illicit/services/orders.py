"""Orders on a case: the § 158-5C notice, § 158-6 BMP orders and the § 158-7 request for
proof of SPDES permit compliance; the person's answers, and their verification."""

from __future__ import annotations

from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions
from lockport_sw.jurisdiction.registry import cite, cite_together, current

from ..models import Order, OrderResponse
from ._common import (
    DECIDE,
    EMERGENCY,
    WORK,
    delegation_for,
    now,
    record,
    require,
    require_perm,
)


@transaction.atomic
def order_issue(
    *, acting_user, case, party, kind: str, requirements: str, due_date: date | None = None
) -> Order:
    """A § 158-5C notice, a § 158-6A/6B BMP order or a § 158-7 request for proof: a
    numbered letter to the person (enforcement's served letters), its date counted from
    issuance (``order158_due``)."""
    order, delegation = _checked(
        acting_user=acting_user,
        case=case,
        party=party,
        kind=kind,
        requirements=requirements,
        due_date=due_date,
    )
    order._history_user = acting_user
    order.save()
    # Issue 23, item 3: the order binds the person only as a letter served on them.
    from ..letters import issue_order_letter

    letter = issue_order_letter(acting_user=acting_user, order=order, delegation=delegation)
    record(
        case,
        acting_user,
        "illicit.order_issued",
        f"{order.get_kind_display()} to {party}: letter {letter.number}.",
    )
    return order


def order_preview(
    *, acting_user, case, party, kind: str, requirements: str, due_date: date | None = None
) -> dict:
    """Check first (issue 23, item 3): the letter ``order_issue`` would issue, refused as
    it would be; nothing is written."""
    from enforcement.services.served import letter_preview

    from ..letters import order_letter

    order, delegation = _checked(
        acting_user=acting_user,
        case=case,
        party=party,
        kind=kind,
        requirements=requirements,
        due_date=due_date,
    )
    return letter_preview(**order_letter(order, delegation=delegation))


def _checked(*, acting_user, case, party, kind, requirements, due_date):
    """The order (not saved) and the delegation it is issued under, or refused."""
    require_perm(acting_user, WORK, "Only Town stormwater staff issue orders.")
    # § 158-3B: an inspector orders only under the SMO's written delegation.
    delegation = delegation_for(
        acting_user, act=f"Issuing an order under {current().law('idl').name}"
    )
    errors = {}
    if kind not in Order.Kind.values:
        errors["kind"] = "Choose the kind of order."
    if party is None:
        errors["party"] = "Name the person (a party of the registry)."
    if not (requirements or "").strip():
        errors["requirements"] = "Say what the person must do."
    # § 158-5C ("upon notification ... shall take all reasonable actions"), § 158-6, § 158-7:
    # the order gives the person time to comply; a date on or before the day of issue
    # gives none (issue 43, item 7).
    issued_on = timezone.localdate()
    if due_date is not None and due_date <= issued_on:
        errors["due_date"] = (
            f"The date to comply by must be after the day of issue ({long_date(issued_on)}): "
            "the person needs time to comply after the order reaches them."
        )
    if kind in (Order.Kind.BMP_6A, Order.Kind.BMP_6B) and due_date is None:
        errors["due_date"] = "Give the date the BMPs must be in place."
    if errors:
        raise ValidationError(errors)
    require(not case.is_closed, f"Case {case.reference} is closed.", ValidationError)
    order = Order(
        case=case,
        party=party,
        kind=kind,
        requirements=requirements.strip(),
        due_date=due_date,
        issued_at=now(),
        issued_by=acting_user,
    )
    return order, delegation


def why_not_yet_not_complied(order: Order) -> str | None:
    """§ 158-5C, 6, 7 (issue 43, item 7): the person is bound by an order once it is served
    on them, and has until the date it sets to comply: "not complied" is a finding only
    after the order was served, before its date, and that date has passed. Why not yet,
    or None."""
    if order.due_date is None:
        return (
            "This order sets no date to comply by, so it cannot be found not complied with. "
            "Issue a new order that sets a date (after its day of issue)."
        )
    letter = order.letters.filter(served_at__isnull=False).order_by("served_at").first()
    if letter is None:
        return (
            "The order has not been served: record its service on the letter's page first. "
            "It can be found not complied with only after it was served and its date "
            f"({long_date(order.due_date)}) has passed."
        )
    served_on = timezone.localdate(letter.served_at)
    if served_on >= order.due_date:
        return (
            f"The order was served on {long_date(served_on)}, not before its date "
            f"({long_date(order.due_date)}): it gave no time to comply. Issue a new order "
            "with a new date."
        )
    if timezone.localdate() <= order.due_date:
        return (
            f"The person has until {long_date(order.due_date)} to comply: it can be found not "
            "complied with from the day after."
        )
    return None


@transaction.atomic
def order_answer(
    *,
    acting_user,
    order: Order,
    kind: str,
    received_on: date,
    description: str,
    permit_number: str = "",
    version: str | None = None,
) -> OrderResponse:
    """The person's answer: the corrective actions taken (§ 158-5C), the BMPs installed
    (§ 158-6A, 6B), the proof of compliance (§ 158-7) or a SPDES industrial permit
    (§ 158-6C: compliance with it counts as compliance with the chapter)."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record answers.")
    order = Order.objects.select_for_update().get(pk=order.pk)
    # A page opened before the order's last change (another answer, a verification) is
    # refused: the person sees what was recorded first (core/versions.py).
    versions.require_current(order, version, acting_user=acting_user)
    errors = {}
    if kind not in OrderResponse.Kind.values:
        errors["kind"] = "Choose what was received."
    if received_on is None:
        errors["received_on"] = "Give the date it was received."
    elif received_on > now().date():
        errors["received_on"] = "It cannot be received in the future."
    if not (description or "").strip():
        errors["description"] = "Describe what was received."
    if (
        kind in (OrderResponse.Kind.SPDES_INDUSTRIAL, OrderResponse.Kind.PROOF)
        and not (permit_number or "").strip()
    ):
        errors["permit_number"] = "Give the SPDES permit number."
    if kind == OrderResponse.Kind.SPDES_INDUSTRIAL and order.kind not in (
        Order.Kind.BMP_6A,
        Order.Kind.BMP_6B,
    ):
        errors["kind"] = (
            f"{cite('idl.best_management_practices.spdes_compliance')} applies to BMP orders ("
            + cite_together(
                [
                    "idl.best_management_practices.commercial_industrial",
                    "idl.best_management_practices.additional",
                ],
                abridged=True,
            )
            + ")."
        )
    if errors:
        raise ValidationError(errors)
    require(
        order.state in (Order.State.ISSUED, Order.State.ANSWERED),
        f"This order is already {order.get_state_display().lower()}.",
        ValidationError,
    )
    response = OrderResponse.objects.create(
        order=order,
        kind=kind,
        received_on=received_on,
        description=description.strip(),
        permit_number=(permit_number or "").strip(),
        recorded_by=acting_user,
        recorded_at=now(),
    )
    order._answer()
    order._history_user = acting_user
    order.save()
    record(order.case, acting_user, "illicit.order_answered", f"{order.citation}: {response}.")
    return response


@transaction.atomic
def order_verify(
    *,
    acting_user,
    order: Order,
    complied: bool,
    note: str,
    permit_finding: str = "",
    version: str | None = None,
) -> Order:
    """The SMO or an inspector checks the answer. § 158-6C: "Compliance with all terms and
    conditions of a valid SPDES permit authorizing the discharge of stormwater associated
    with industrial activity ... shall be deemed compliance": compliance with the permit,
    not a permit on file. With a permit on file, the BMP order is found not complied with
    only on the SMO's finding that the permit's terms and conditions are not complied
    with (issue 23, item 7)."""
    require_perm(acting_user, DECIDE, "Only the SMO or an inspector verifies compliance.")
    delegation_for(acting_user, act="Finding whether an order was complied with")
    order = Order.objects.select_for_update().get(pk=order.pk)
    versions.require_current(order, version, acting_user=acting_user)
    note = (note or "").strip()
    permit_finding = (permit_finding or "").strip()
    if not note:
        raise ValidationError({"note": "Say what was checked."})
    permit = order.responses.filter(kind=OrderResponse.Kind.SPDES_INDUSTRIAL).exists()
    if not complied and permit and order.kind in (Order.Kind.BMP_6A, Order.Kind.BMP_6B):
        spdes_6c = cite("idl.best_management_practices.spdes_compliance")
        if not acting_user.has_perm(EMERGENCY):  # the SMO's own finding
            raise ValidationError(
                {
                    "complied": f"{spdes_6c}: a valid SPDES industrial permit is on file; "
                    "compliance with its terms and conditions is compliance with this BMP "
                    "order, and only the SMO finds that they are not complied with."
                }
            )
        if not permit_finding:
            raise ValidationError(
                {
                    "permit_finding": f"{spdes_6c}: state which terms or conditions of the SPDES "
                    "permit are not complied with."
                }
            )
        note = f"{note}\n{spdes_6c}, the SMO's finding: the permit is not complied with: " + (
            permit_finding
        )
    if complied and order.state == Order.State.ISSUED:
        raise ValidationError({"complied": "Nothing was received to verify yet."})
    if not complied and (refusal := why_not_yet_not_complied(order)):
        raise ValidationError({"complied": refusal})
    if complied:
        order._comply()
    else:
        order._fail()
    order.verified_at = now()
    order.verified_by = acting_user
    order.verification_note = note
    order._history_user = acting_user
    order.save()
    outcome = "complied" if complied else "not complied"
    record(
        order.case, acting_user, "illicit.order_verified", f"{order.citation}: {outcome}. {note}"
    )
    return order
