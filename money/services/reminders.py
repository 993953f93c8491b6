"""Balances past due (§ 159-8D): the payer is reminded through the outbox once per
invoice fallen due while the project's balance is past due. Beat runs it hourly; it reads
only the database, so a run missed is made up by the next, and a second run sends
nothing (a notification is unique per event and address)."""

from __future__ import annotations

from datetime import date

from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.money_words import dollars
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.notifications.services import notify

from ..models import Invoice
from ..selectors import projects_past_due


def past_due_remind(today: date | None = None) -> int:
    today = today or town_today()
    late = {p.pk: p for p in projects_past_due(today)}
    sent = 0
    for invoice in (
        Invoice.objects.filter(due_on__lt=today, project_id__in=list(late))
        .select_related("document", "payer__user")
        .order_by("due_on", "pk")
    ):
        if invoice.payer.user is None:
            continue
        project = late[invoice.project_id]
        notify(
            event_key=f"money:past-due:{invoice.pk}",
            recipients=[invoice.payer.user],
            subject=f"Past due: invoice {invoice.document.number}",
            body=f"Invoice {invoice.document.number} of the {current().name} for fees on "
            f"{project.reference} · {project.title} ({cite('swm.fees')}) was due "
            f"{long_date(invoice.due_on)}. {dollars(project.past_due_raw)} is past due. "
            "The project's money page says how to pay.",
            url=f"/money/projects/{project.pk}/",
        )
        sent += 1
    return sent
