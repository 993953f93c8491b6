"""Chapter 158's served letters (issue 23, item 3): orders and notices that bind a
person, issued through enforcement's one machinery (``enforcement.services.served``:
checked first, a numbered PDF, service recorded, "Notices to you", a message and an
email). Each letter cites only Chapter 158 and says only what the record holds."""

from __future__ import annotations

from enforcement import served
from enforcement.services.served import letter_issue

from .models import Order

TEMPLATE = "pdf/served/letter.html"

ORDER_KIND = "ORDER"  # § 158-5C, § 158-6A, 6B, § 158-7

# What each order says, in the section's words (the record adds what is required).
ORDER_WORDS = {
    Order.Kind.NOTICE_5C: (
        "Notice under § 158-5C",
        "The Town of Lockport notifies you that you are engaged in activities that cause or "
        "contribute to violations of the Town's MS4 SPDES stormwater discharge permit "
        "authorization. Under § 158-5C you shall take all reasonable actions to correct "
        "such activities such that you no longer cause or contribute to those violations.",
    ),
    Order.Kind.BMP_6A: (
        "Order to provide protection from accidental discharge (§ 158-6A)",
        "Under § 158-6A the owner or operator of a commercial or industrial establishment "
        "shall provide, at their own expense, reasonable protection from accidental "
        "discharge of prohibited materials or other wastes into the MS4 through the use of "
        "structural and nonstructural best management practices (BMPs).",
    ),
    Order.Kind.BMP_6B: (
        "Order to implement additional best management practices (§ 158-6B)",
        "The Stormwater Management Officer has identified the property or premises named "
        "above as the source, or a possible source, of an illicit discharge or an activity "
        "contaminating stormwater. Under § 158-6B you are required to implement, at your "
        "expense, additional structural and nonstructural best management practices "
        "(BMPs) to reduce or eliminate the source of pollutants to the MS4.",
    ),
    Order.Kind.PROOF_7: (
        "Request for proof of SPDES permit compliance (§ 158-7)",
        "Under § 158-7 any person subject to an industrial or construction activity SPDES "
        "stormwater discharge permit shall comply with all provisions of the permit, and "
        "proof of compliance may be required in a form acceptable to the Town before "
        "discharges to the MS4 are allowed.",
    ),
}
# § 158-6C: what counts as compliance with a BMP order.
SPDES_6C = (
    "Compliance with all terms and conditions of a valid SPDES permit authorizing the "
    "discharge of stormwater associated with industrial activity, to the extent practicable, "
    "shall be deemed compliance with the provisions of Chapter 158 (§ 158-6C)."
)


def register() -> None:
    served.register(
        served.LetterKind(
            code=ORDER_KIND,
            chapter="158",
            name="§ 158-5C, 6 and 7 orders",
            # § 158-5C "upon notification", § 158-6, § 158-7: the date set in the order,
            # counted from its issuance.
            clock_rule="order158_due",
        ),
    )


def issue_order_letter(*, acting_user, order: Order, field: str = "party"):
    title, opening = ORDER_WORDS[Order.Kind(order.kind)]
    case = order.case
    paragraphs = [opening]
    if order.kind in (Order.Kind.BMP_6A, Order.Kind.BMP_6B):
        paragraphs.append(SPDES_6C)
    required_heading = (
        "Proof required" if order.kind == Order.Kind.PROOF_7 else "You are required to"
    )
    due_text = (
        f"To be completed by {order.due_date:%A, %B} {order.due_date.day}, {order.due_date.year}."
        if order.due_date
        else ""
    )
    closing = (
        "Not doing what this order requires is a violation of Chapter 158, for which a notice "
        "of violation may be issued (§ 158-11A) and penalties sought (§ 158-11B)."
    )
    return letter_issue(
        acting_user=acting_user,
        kind=ORDER_KIND,
        subject=order,
        addressee=order.party,
        parcel=case.parcel,
        title=title,
        citation=order.citation,
        template_name=TEMPLATE,
        context={
            "reference": f"Case {case.reference}",
            "paragraphs": paragraphs,
            "required": order.requirements,
            "required_heading": required_heading,
            "due_text": due_text,
            "closing": closing,
        },
        citations=[order.citation],
        due_date=order.due_date,
        field=field,
        message=f"What you must do: {order.requirements}",
    )
