"""Issue 44: each project's account row (money.Account), kept by a trigger on the entries
in the transaction that books them, narrows the SMO's panel of balances past due
(§ 159-8D) to the projects that can owe, and the panel lists exactly what it listed by
aggregating every project: after a fee, an invoice falling due, payments, an
overpayment and its refund, a reversal, entries booked in bulk and a negative fee."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from io import StringIO

import pytest
import time_machine
from django.core.management import call_command
from django.db import connection

from money.models import Account, Entry
from money.selectors import projects_past_due, with_balances
from money.services import invoices, payments
from swppp.models import Project
from tests.enforcement.factories import local
from tests.money.factories import D, adopt
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db


def _rows() -> set[tuple]:
    return {(a.project_id, a.balance, a.negative_fees) for a in Account.objects.all()}


def _summed() -> set[tuple]:
    """The rows as the entries give them now."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT project_id, SUM(amount), COUNT(*) FILTER (WHERE kind = 'fee' AND amount < 0)"
            " FROM money_entry GROUP BY project_id"
        )
        return set(cursor.fetchall())


def _same(today: date) -> list:
    """The panel's list is the list of every project aggregated, row for row."""
    assert _rows() == _summed()
    every = (
        with_balances(Project.objects.select_related("parcel"), today)
        .filter(past_due_raw__gt=0)
        .order_by("-past_due_raw", "reference")
    )
    shown = [(p.pk, p.past_due_raw) for p in projects_past_due(today)]
    assert shown == [(p.pk, p.past_due_raw) for p in every]
    return shown


def test_159_8D_the_past_due_panel_from_the_account_rows_lists_what_every_project_gives(
    board, clerk, smo, applicant
):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = submitted(applicant).project
        other = submitted(applicant).project
        assert _same(date(2026, 3, 2)) == []  # fees assessed, not invoiced: not due
        invoice = invoices.invoice_issue(acting_user=smo, project=project)
        invoices.invoice_issue(acting_user=smo, project=other)
    assert invoice.due_on < date(2026, 5, 20)

    def owed(pk):
        return dict(_same(date(2026, 5, 20))).get(pk)

    with time_machine.travel(local(2026, 5, 20, 10), tick=False):
        assert owed(project.pk) == owed(other.pk) == D("250.00")
        payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("40.00"),
            method="check",
            reference="1042",
            received_on=date(2026, 5, 20),
        )
        assert owed(project.pk) == D("210.00")
        # Paid beyond what is owed (a credit), then the credit refunded.
        payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("260.00"),
            method="check",
            reference="1043",
            received_on=date(2026, 5, 20),
            overpayment_confirmed=True,
        )
        assert owed(project.pk) is None
        payments.refund_record(
            acting_user=clerk,
            project=project,
            amount=D("50.00"),
            method="check",
            reference="2001",
            refunded_on=date(2026, 5, 20),
            reason="The credit paid back.",
        )
        assert owed(project.pk) is None
        # The last payment reversed (booked in error): owed again.
        last = Entry.objects.get(project=project, reference="1043")
        payments.entry_reverse(acting_user=clerk, entry=last, reason="The check bounced.")
        assert owed(project.pk) == D("260.00")
        # Entries booked in bulk (no signal) are in the rows too. Negative fees not yet
        # due: the other project's balance falls below zero while its invoiced fee is
        # still past due, and the narrowing keeps it (its negative fees are counted).
        Entry.objects.bulk_create(
            Entry(
                project=other,
                kind=Entry.Kind.FEE,
                amount=amount,
                dated=date(2026, 5, 20),
                description="Adjusted by hand",
                payer=other.applicant_party,
                recorded_at=local(2026, 5, 20, 10),
            )
            for amount in (D("-400.00"), D("-0.01"))
        )
        assert Account.objects.get(project=other).balance == D("-150.01")
        assert owed(other.pk) == D("250.00")
        assert owed(project.pk) == D("260.00")
    # The command computes the same rows from the entries.
    Account.objects.update(balance=Decimal("0"), negative_fees=0)
    assert _rows() != _summed()
    out = StringIO()
    call_command("rebuild_tallies", stdout=out)
    assert _rows() == _summed()
    assert "The projects' accounts: 2 rows" in out.getvalue()
