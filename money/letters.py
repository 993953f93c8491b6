"""Chapter 159's money letters, issued as numbered PDFs (lockport_sw/documents), every
figure from the record:

- the invoice (``INV-…``, § 159-8D; § 159-4A(2) when it bills the outside engineer): to
  the one who owes the fees on it, with each fee, the schedule that priced it, the due
  date and how to pay;
- the release of a guarantee (``GUAR-REL-…``, § 159-8B(1) or (2)): to the issuer and the
  applicant, with the final acceptance and the one-year inspection it rests on;
- a draw on a maintenance guarantee (``GUAR-DRAW-…``, § 159-8B(2)): to the issuer and the
  owner, with the costs drawn, the notice not heeded and what the inspection after its
  date found (its date, inspector and findings);
- the receipt of a payment (``RCPT-…``, § 159-8D; issue 46, item 8): to the payer, with
  the amount, how and when it was paid, who recorded it and the balance after it.
"""

from __future__ import annotations

from django.conf import settings

from enforcement.letters import SMO_TITLE, signer
from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.money_words import dollars
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.services import document_issue
from lockport_sw.jurisdiction.registry import cite, current

INVOICE_KIND = "INV"
RELEASE_KIND = "GUAR-REL"
DRAW_KIND = "GUAR-DRAW"
RECEIPT_KIND = "RCPT"


def issue_invoice(
    *, acting_user, project, payer, lines, total, due_on, schedules, citations
) -> IssuedDocument:
    return document_issue(
        acting_user=acting_user,
        kind=INVOICE_KIND,
        template_name="pdf/money/invoice.html",
        context={
            "project": project,
            "parcel": project.parcel,
            "payer": payer,
            "lines": lines,
            "total": total,
            "due_on": due_on,
            "schedules": schedules,
            "signer": signer(acting_user),
        },
        subject=project,
        title=f"Invoice for fees under {current().law('swm').name}",
        citations=citations,
    )


def issue_release(
    *, acting_user, guarantee, acceptance, inspection, year_ends=None, removed_on=None
) -> IssuedDocument:
    context, citations, title = release_letter(
        acting_user=acting_user,
        guarantee=guarantee,
        acceptance=acceptance,
        inspection=inspection,
        year_ends=year_ends,
        removed_on=removed_on,
    )
    return document_issue(
        acting_user=acting_user,
        kind=RELEASE_KIND,
        template_name=RELEASE_TEMPLATE,
        context=context,
        subject=guarantee,
        title=title,
        citations=citations,
    )


RELEASE_TEMPLATE = "pdf/money/release.html"


def release_letter(
    *, acting_user, guarantee, acceptance, inspection, year_ends=None, removed_on=None
):
    """What the release letter says: its context, citations and title."""
    requirement = guarantee.requirement
    context = {
        "guarantee": guarantee,
        "requirement": requirement,
        "project": requirement.project,
        "parcel": requirement.project.parcel,
        "applicant": requirement.project.applicant_party,
        "acceptance": acceptance,
        "inspection": inspection,
        "removed_on": removed_on,
        "year_ends": year_ends,
        "signer": signer(acting_user),
    }
    return context, [requirement.citation], f"Release of the {requirement.kind_words}"


def issue_draw(*, acting_user, guarantee, notice, inspection, costs, total, drawn_on, work_done):
    requirement = guarantee.requirement
    kind = inspection.kind_spec
    return document_issue(
        acting_user=acting_user,
        kind=DRAW_KIND,
        template_name="pdf/money/draw.html",
        context={
            "guarantee": guarantee,
            "project": requirement.project,
            "parcel": requirement.project.parcel,
            "owner": notice.practice.owner,
            "notice": notice,
            "inspection": inspection,
            "inspector": inspection.inspector.get_full_name() if inspection.inspector else "",
            "kind": kind,
            "deficient": [
                (item, finding)
                for finding in inspection.findings.all()
                if finding.outcome == "deficient"
                for item in kind.checklist
                if item.code == finding.item
            ],
            "costs": costs,
            "total": total,
            "drawn_on": drawn_on,
            "work_done": work_done,
            "signer": signer(acting_user),
        },
        subject=guarantee,
        title="Draw on the maintenance guarantee",
        citations=[cite("swm.maintenance_guarantee"), cite("swm.maintenance_after_construction")],
    )


def issue_receipt(
    *, acting_user, project, payer, amount, paid_with, received_on, balance_after
) -> IssuedDocument:
    """The payer's receipt, signed by who recorded the payment (the Clerk or the SMO)."""
    from lockport_sw.accounts.roles import Role

    title = "Municipal Clerk" if acting_user.has_role(Role.CLERK) else SMO_TITLE
    return document_issue(
        acting_user=acting_user,
        kind=RECEIPT_KIND,
        template_name="pdf/money/receipt.html",
        context={
            "project": project,
            "parcel": project.parcel,
            "payer": payer,
            "amount": amount,
            "paid_with": paid_with,
            "received_on": received_on,
            "balance_after": balance_after,
            "credit": -balance_after if balance_after < 0 else 0,
            "signer": signer(acting_user, title),
            # The letterhead names the office that received the payment and signs.
            "letter_office": title,
        },
        subject=project,
        title=f"Receipt for a payment of fees under {current().law('swm').name}",
        citations=[cite("swm.fees")],
    )


def approval_terms(project) -> list:
    """What a SWPPP's approval letter says of the project's money (issue 46, item 8),
    only what the record holds: each guarantee the Town requires before construction
    (§ 159-8B(1), (2)), with the instrument accepted or what is still to be done; and
    the fees owed on the project's account on the day (§ 159-8D). Nothing when no
    guarantee is required and nothing is owed. Registered in swppp.letters.APPROVAL_TERMS
    (money/receivers.py). Three queries."""
    from swppp.letters import ApprovalTerms

    from . import selectors
    from .models import Guarantee

    terms = []
    # § 159-8B(1) before § 159-8B(2): the performance guarantee first.
    requirements = sorted(selectors.guarantees_of(project), key=lambda r: r.citation)
    if requirements:
        lines = []
        for requirement in requirements:
            guarantees = list(requirement.guarantees.all())
            accepted = [
                g
                for g in guarantees
                if g.state in (Guarantee.State.ACCEPTED, Guarantee.State.RELEASED)
            ]
            posted = [g for g in guarantees if g.state == Guarantee.State.POSTED]
            line = (
                f"A {requirement.kind_words} of {dollars(requirement.amount)}, naming the "
                f"Town as beneficiary ({requirement.citation}): "
            )
            if accepted:
                g = accepted[0]
                line += (
                    f"{g.get_kind_display().lower()} No. {g.instrument_number} of "
                    f"{g.issuer}, accepted on {long_date(g.decided_at)}."
                )
            elif posted:
                line += (
                    f"posted on {long_date(posted[0].posted_at)}, waiting for the Stormwater "
                    "Management Officer to accept it. No construction inspection is "
                    "scheduled until it is accepted."
                )
            else:
                line += (
                    "not yet provided. Provide it before construction (a performance bond, "
                    "cash escrow or irrevocable letter of credit) on the project's money "
                    "page; no construction inspection is scheduled until it is accepted."
                )
            lines.append(line)
        terms.append(
            ApprovalTerms(
                heading="Guarantees required before construction",
                citations=tuple(dict.fromkeys(r.citation for r in requirements)),
                lines=tuple(lines),
            )
        )
    today = town_today()
    owed = selectors.balance(project)
    if owed > 0:
        past_due = selectors.past_due(project, today)
        line = f"{dollars(owed)} is owed on the project's account on {long_date(today)}"
        line += f", of which {dollars(past_due)} is past due." if past_due > 0 else "."
        terms.append(
            ApprovalTerms(
                heading="Fees owed",
                citations=(cite("swm.fees"),),
                lines=(
                    line,
                    f"Pay at the Town Clerk's office, {settings.TOWN['address']}, by check "
                    f"payable to the {settings.TOWN['name']}, cash or card, or mail a check to "
                    "that address; each invoice "
                    "says when its fees are due, and the project's money page lists every fee "
                    "and payment.",
                ),
            )
        )
    return terms


__all__ = [
    "SMO_TITLE",
    "approval_terms",
    "issue_draw",
    "issue_invoice",
    "issue_receipt",
    "issue_release",
]
