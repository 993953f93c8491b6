"""§ 159-8D, § 159-4A(2): fees assessed where the work happens, each a line on the
project's account; payments, refunds and reversals; invoices."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from inspections.services import scheduling
from lockport_sw.accounts.roles import Role
from lockport_sw.core.immutable import ImmutableRecordError
from lockport_sw.notifications.models import Notification
from money.models import Entry, Service
from money.selectors import balance, past_due
from money.services import fees, invoices, payments
from tests.enforcement.factories import local
from tests.factories import UserFactory
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_approved,
    complete_with_violations,
    scheduled,
)
from tests.money.factories import D, adopt, engineer_approved, maintenance_notice
from tests.pdf_checks import page_texts
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

MARCH = local(2026, 3, 2, 10)


@pytest.fixture
def schedule(board, clerk):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        return adopt(clerk)


def _fees(project, service=None):
    found = Entry.objects.filter(project=project, kind=Entry.Kind.FEE)
    return found.filter(service=service) if service else found


def test_159_8d_receipt_of_a_swppp_assesses_the_review_fee(schedule, applicant):
    with time_machine.travel(MARCH, tick=False):
        submission = submitted(applicant)
    fee = _fees(submission.project).get()
    assert fee.service == Service.REVIEW
    assert fee.amount == D("250.00")  # 2.5 acres disturbed: the class up to 5 acres
    assert fee.fee_line.schedule == schedule
    assert fee.payer == submission.project.applicant_party
    assert fee.dated == date(2026, 3, 2)
    assert balance(submission.project) == D("250.00")


def test_159_8d_no_review_fee_before_a_schedule_is_in_effect(board, clerk, applicant):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk, effective_on=date(2026, 2, 1))
        submission = submitted(applicant)
    assert not _fees(submission.project).exists()


def test_159_8d_a_resubmission_assesses_its_fee(schedule, smo, applicant):
    from swppp.models import Outcome
    from swppp.services import plans
    from tests.swppp.factories import complete, decided

    with time_machine.travel(MARCH, tick=False):
        first = decided(smo, applicant, Outcome.DISAPPROVE)
        draft = plans.revise(acting_user=applicant, project=first.project)
        plans.responses_save(
            acting_user=applicant,
            submission=draft,
            responses={f.pk: "Soil survey added." for f in plans.findings_to_answer(draft)},
        )
        plans.submit(acting_user=applicant, submission=complete(draft, applicant))
    assert [f.service for f in _fees(first.project).order_by("pk")] == [
        Service.REVIEW,
        Service.RESUBMISSION,
    ]
    assert balance(first.project) == D("350.00")


def test_159_8d_a_completed_inspection_assesses_its_fee_and_a_reinspection_its_own(
    schedule, smo, applicant
):
    inspector = UserFactory(roles=[Role.INSPECTOR])
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        inspection = scheduled(inspector, accepted_inspection(applicant, project))
    with time_machine.travel(MARCH + timedelta(days=5), tick=False):
        complete_with_violations(inspector, inspection)
        again = scheduling.reinspection_schedule(
            acting_user=inspector,
            inspection=inspection,
            inspector=inspector,
            scheduled_for=MARCH + timedelta(days=6),
        )
    with time_machine.travel(MARCH + timedelta(days=6), tick=False):
        complete_approved(inspector, again)
    assert _fees(project, Service.MILESTONE).get().amount == D("75.00")
    assert _fees(project, Service.REINSPECTION).get().amount == D("50.00")
    assert _fees(project, Service.REINSPECTION).get().source == again


def test_159_4a_2_outside_engineer_cost_beyond_the_cap_is_refused(schedule, smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        engineer_approved(project)
        record = {"acting_user": smo, "project": project, "engineer": "Erie Engineering PC"}
        fees.engineer_invoice_record(
            **record, invoice_number="E-101", amount=D("1000"), dated=date(2026, 3, 1)
        )
        with pytest.raises(ValidationError) as refused:
            fees.engineer_invoice_record(
                **record, invoice_number="E-102", amount=D("500.01"), dated=date(2026, 3, 2)
            )
        message = refused.value.message_dict["amount"][0]
        assert "§ 159-4A(2)" in message
        assert "$1,500.00" in message and "at most $500.00 more" in message
        assert _fees(project, Service.ENGINEER).count() == 1
        assert not Notification.objects.filter(
            subject__startswith="Outside engineer's cap"
        ).exists()
        # Exactly to the cap is allowed, and the SMO is told the cap is reached.
        fees.engineer_invoice_record(
            **record, invoice_number="E-102", amount=D("500.00"), dated=date(2026, 3, 2)
        )
    assert fees.engineer_cap(project, date(2026, 3, 2)) == (D("1500.00"), D("1500.00"))
    told = Notification.objects.filter(subject__startswith="Outside engineer's cap reached")
    assert smo.pk in {n.recipient_id for n in told}


def test_159_8d_reversing_a_payment_restores_the_balance(schedule, clerk, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        assert balance(project) == D("250.00")
        paid = payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("100"),
            method="check",
            reference="1042",
            received_on=date(2026, 3, 2),
        )
        assert balance(project) == D("150.00")  # a partial payment
        reversal = payments.entry_reverse(
            acting_user=clerk, entry=paid, reason="The check was returned unpaid."
        )
    assert balance(project) == D("250.00")
    assert reversal.reverses == paid and reversal.amount == D("100.00")
    with pytest.raises(ValidationError, match="reversed already"):
        payments.entry_reverse(acting_user=clerk, entry=paid, reason="Again.")
    # Nothing is deleted or changed: the payment stays, marked reversed.
    with pytest.raises(ImmutableRecordError, match="never deleted"):
        paid.delete()


def test_159_8d_payment_needs_its_check_number_and_a_refund_its_reason(schedule, clerk, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        with pytest.raises(ValidationError) as refused:
            payments.payment_record(
                acting_user=clerk,
                project=project,
                amount=D("250"),
                method="check",
                received_on=date(2026, 3, 3),
            )
        assert set(refused.value.message_dict) == {"reference", "received_on"}
        payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("300"),
            method="cash",
            received_on=date(2026, 3, 2),
            overpayment_confirmed=True,  # $50 beyond the $250 owed (issue 45, item 5)
        )
        with pytest.raises(ValidationError) as too_much:
            payments.refund_record(
                acting_user=clerk,
                project=project,
                amount=D("60"),
                method="check",
                reference="T-7",
                refunded_on=date(2026, 3, 2),
                reason="Overpaid.",
            )
        assert "$50.00" in too_much.value.message_dict["amount"][0]
        payments.refund_record(
            acting_user=clerk,
            project=project,
            amount=D("50"),
            method="check",
            reference="T-7",
            refunded_on=date(2026, 3, 2),
            reason="Overpaid.",
        )
    assert balance(project) == D("0.00")


def test_159_8d_only_the_clerk_or_smo_records_payments(schedule, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        for who in (applicant, UserFactory(roles=[Role.INSPECTOR])):
            with pytest.raises(PermissionDenied, match="records payments"):
                payments.payment_record(
                    acting_user=who,
                    project=project,
                    amount=D("1"),
                    method="cash",
                    received_on=date(2026, 3, 2),
                )


def test_159_8d_invoice_lists_the_fees_cites_the_schedule_and_falls_past_due(
    schedule, smo, clerk, applicant
):
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        engineer_approved(project)
        fees.engineer_invoice_record(
            acting_user=smo,
            project=project,
            engineer="Erie Engineering PC",
            invoice_number="E-101",
            amount=D("400"),
            dated=date(2026, 3, 2),
        )
        invoice = invoices.invoice_issue(acting_user=smo, project=project)
        with pytest.raises(ValidationError, match="not yet invoiced"):
            invoices.invoice_issue(acting_user=smo, project=project)  # nothing left to bill
    assert invoice.total == D("650.00")
    assert invoice.due_on == date(2026, 4, 1)  # 30 days, a Wednesday
    assert invoice.document.number == "INV-2026-0001"
    assert invoice.document.citations == ["§ 159-8D", "§ 159-4A(2)"]
    with invoice.document.file.open("rb") as fh:
        text = " ".join(page_texts(fh.read()))
    assert "Resolution No. 2026-14 of January 5, 2026" in text
    assert "$650.00" in text and "April 1, 2026" in text
    assert "INV-2026-0001 on the check" in text
    assert past_due(project, date(2026, 4, 1)) == D("0")
    assert past_due(project, date(2026, 4, 2)) == D("650.00")
    with time_machine.travel(local(2026, 4, 2, 10), tick=False):
        payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("600"),
            method="card",
            reference="AUTH-9921",
            received_on=date(2026, 4, 2),
        )
    assert past_due(project, date(2026, 4, 2)) == D("50.00")


def test_159_8d_smp_maintenance_by_the_town_charged_at_cost_to_the_owner(schedule, smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        notice = maintenance_notice(smo, project)
        pond = notice.practice
    with (
        time_machine.travel(local(2026, 3, 10, 10), tick=False),
        pytest.raises(ValidationError, match="had until"),
    ):
        fees.maintenance_charge(
            acting_user=smo,
            notice=notice,
            cost=D("900"),
            performed_by="Niagara Pond Services",
            dated=date(2026, 3, 10),
        )
    with time_machine.travel(local(2026, 3, 25, 10), tick=False):
        fee = fees.maintenance_charge(
            acting_user=smo,
            notice=notice,
            cost=D("912.40"),
            performed_by="Niagara Pond Services",
            dated=date(2026, 3, 24),
        )
    assert fee.amount == D("912.40") and fee.payer == pond.owner
    assert fee.service == Service.MAINTENANCE
    assert notice.document.number in fee.description


def test_159_8d_a_balance_past_due_is_reminded_once_through_the_outbox(
    schedule, smo, clerk, applicant
):
    from money.services.reminders import past_due_remind

    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
        invoice = invoices.invoice_issue(acting_user=smo, project=project)
    assert past_due_remind(date(2026, 4, 1)) == 0  # due that day: not yet past due
    assert past_due_remind(date(2026, 4, 2)) == 1
    past_due_remind(date(2026, 4, 3))
    reminded = Notification.objects.filter(event_key=f"money:past-due:{invoice.pk}")
    assert [n.recipient_id for n in reminded] == [applicant.pk]
    assert "$250.00 is past due" in reminded.get().body
    with time_machine.travel(local(2026, 4, 5, 10), tick=False):
        payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("250"),
            method="cash",
            received_on=date(2026, 4, 5),
        )
    assert past_due_remind(date(2026, 4, 6)) == 0
