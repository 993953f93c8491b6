"""Invoices (§ 159-8D): a numbered letter to the one who owes the fees not yet invoiced,
with each fee, the schedule that priced it, the due date and how to pay."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.audit.services import record
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.guards import require_perm
from lockport_sw.core.money_words import dollars
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.notifications.services import notify
from lockport_sw.registry.validation import postal_address_refusal

from .. import letters
from ..models import Invoice, InvoiceLine, Service
from ..selectors import uninvoiced_fees

ASSESS = "money.assess_fee"
# Town policy (the law sets no time to pay): an invoice is due this many days after it is
# issued, counted as the Town counts a party's act at the Town (GCL §§ 20, 25-a, closures).
INVOICE_DUE_DAYS = 30


def due_date(issued_on):
    counted = town_calendar().add_days(
        issued_on, INVOICE_DUE_DAYS, extend=True, closures_extend=True
    )
    return counted.value


def when_to_pay(project, balance) -> str:
    """When the balance of ``project`` is to be paid, as its money page says it (issue 46,
    item 8): before any invoice, that nothing is due until the Town invoices the fees and
    when the invoice will be due; after, the due date of the latest invoice. One query."""
    if balance <= 0:
        return ""
    latest = (
        Invoice.objects.filter(project=project)
        .select_related("document")
        .order_by("-issued_at", "-pk")
        .first()
    )
    if latest is None:
        return (
            "Nothing is due yet: the Town sends an invoice for these fees, due "
            f"{INVOICE_DUE_DAYS} days after it is issued (Town policy). You may also pay "
            "before the invoice."
        )
    return (
        f"Invoice {latest.document.number} is due by {long_date(latest.due_on)}; fees assessed "
        f"since are invoiced later, each invoice due {INVOICE_DUE_DAYS} days after it is issued."
    )


@transaction.atomic
def invoice_issue(*, acting_user, project, payer=None) -> Invoice:
    """Invoice every fee of ``payer`` (the applicant by default; the owner of a practice
    for its maintenance) not yet invoiced and not reversed."""
    require_perm(acting_user, ASSESS, "Only the SMO issues invoices.")
    from swppp.models import Project

    project = Project.objects.select_for_update().get(pk=project.pk)
    payer = payer or project.applicant_party
    fees = list(uninvoiced_fees(project, payer))
    if not fees:
        raise ValidationError(f"{payer.name} owes no fee on {project.label} not yet invoiced.")
    refusal = postal_address_refusal(
        payer,
        letter="an invoice",
        how_to_add="add it on the party's page in the registry, or ask them to add it on "
        "“Your mailing address”.",
    )
    if refusal:
        raise ValidationError(refusal)
    total = sum((fee.amount for fee in fees), start=fees[0].amount * 0)
    issued_on = town_today()
    due_on = due_date(issued_on)
    schedules = sorted(
        {fee.fee_line.schedule for fee in fees if fee.fee_line_id},
        key=lambda s: (s.effective_on, s.pk),
    )
    citations = [cite("swm.fees")]
    if any(fee.service == Service.ENGINEER for fee in fees):
        citations.append(cite("swm.smo_designation.engineer"))
    document = letters.issue_invoice(
        acting_user=acting_user,
        project=project,
        payer=payer,
        lines=fees,
        total=total,
        due_on=due_on,
        schedules=schedules,
        citations=citations,
    )
    invoice = Invoice.objects.create(
        project=project,
        payer=payer,
        document=document,
        total=total,
        due_on=due_on,
        issued_by=acting_user,
        issued_at=document.issued_at,
    )
    InvoiceLine.objects.bulk_create(InvoiceLine(invoice=invoice, entry=fee) for fee in fees)
    record(
        subject=project,
        actor=acting_user,
        action="money.invoice",
        summary=f"Invoice {document.number} issued to {payer.name}: {dollars(total)}, due "
        f"{long_date(due_on)}.",
    )
    if payer.user_id:
        notify(
            event_key=f"money:invoice:{invoice.pk}",
            recipients=[payer.user],
            subject=f"Invoice {document.number}: {dollars(total)} due {long_date(due_on)}",
            body=f"The {current().name} issued invoice {document.number} for fees on "
            f"{project.label} under {cite('swm.fees')}: {dollars(total)}, due {long_date(due_on)}. "
            "It is on the project's money page, with how to pay.",
            url=project.get_absolute_url(),
        )
    return invoice
