"""What the applicant and the SMO met with the money on a walk (issue 46, item 8): when
and how to pay before an invoice; "how to pay" on the invoice's first page; a receipt for
every payment; a check printed once; no empty "Actions" column; the guarantee forms say
where the amount comes from, what was saved, and keep the chosen file; the SMO reads the
Town's policy that governs the SMO's own final acceptance."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.urls import reverse

from lockport_sw.notifications.models import Notification
from money.models import Entry, Guarantee, GuaranteeRequirement, Purpose
from money.services import guarantees, invoices, payments
from tests.enforcement.factories import local
from tests.inspections.factories import approved_project
from tests.money.factories import D, adopt, instrument_file
from tests.pdf_checks import page_texts, render_png
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

MARCH = local(2026, 3, 2, 10)


@pytest.fixture
def schedule(board, clerk):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        return adopt(clerk)


@pytest.fixture
def owed(schedule, applicant):
    """A project with its review fee ($250.00) on the account, not yet invoiced."""
    with time_machine.travel(MARCH, tick=False):
        return submitted(applicant).project


def _read(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


def _money_page(client, user, project) -> str:
    client.force_login(user)
    with time_machine.travel(MARCH, tick=False):
        page = client.get(reverse("money:project", args=[project.pk]))
    assert page.status_code == 200
    return page.content.decode()


def test_159_8D_before_an_invoice_the_balance_says_when_and_how_to_pay(client, owed, applicant):
    page = _money_page(client, applicant, owed)
    assert "$250.00" in page
    assert "Nothing is due yet: the Town sends an invoice for these fees, due 30 days" in page
    assert 'id="how-to-pay"' in page and "by check payable to the Town of Lockport" in page


def test_159_8D_the_invoice_says_how_to_pay_on_its_first_page(owed, smo, tmp_path):
    with time_machine.travel(MARCH, tick=False):
        invoice = invoices.invoice_issue(acting_user=smo, project=owed)
    data = _read(invoice.document)
    first = page_texts(data)[0]
    assert "How to pay:" in first and invoice.document.number in first
    assert "$250.00 due by" in first
    pngs = render_png(data, tmp_path)
    assert pngs and pngs[0].stat().st_size > 0


def test_159_8D_the_payer_gets_a_receipt_and_the_check_is_printed_once(
    client, owed, clerk, applicant, tmp_path
):
    with time_machine.travel(MARCH, tick=False):
        entry = payments.payment_record(
            acting_user=clerk,
            project=owed,
            amount=D("100.00"),
            method=Entry.Method.CHECK,
            reference="Check 1047",  # typed with its word: printed once
            received_on=date(2026, 3, 2),
        )
    assert entry.reference == "1047" and entry.description == "Check 1047"
    assert entry.receipt is not None and entry.receipt.number.startswith("RCPT-")
    data = _read(entry.receipt)
    text = " ".join(page_texts(data))
    assert "received $100.00" in text and "Check 1047" in text
    assert "The balance still owed after it is $150.00." in text
    assert "Municipal Clerk" in text
    assert render_png(data, tmp_path)
    told = Notification.objects.get(recipient=applicant, subject__startswith="Receipt RCPT-")
    assert "$100.00" in told.body
    page = _money_page(client, applicant, owed)
    assert "Payment: Check 1047" in page
    assert "Payment by check" not in page and "Check Check" not in page
    assert f"Receipt {entry.receipt.number} (PDF)" in page


def test_159_8D_the_recorder_is_told_the_payment_and_its_receipt(client, owed, clerk):
    client.force_login(clerk)
    with time_machine.travel(MARCH, tick=False):
        form = client.get(reverse("money:payment", args=[owed.pk])).context["form"]
        done = client.post(
            reverse("money:payment", args=[owed.pk]),
            {
                "idempotency_key": str(form["idempotency_key"].value()),
                "amount": "250.00",
                "method": "cash",
                "reference": "",
                "received_on": "2026-03-02",
            },
            follow=True,
        )
    said = " ".join(str(m) for m in done.context["messages"])
    assert "The payment of $250.00 is recorded (Cash); receipt RCPT-2026-0001" in said


def test_the_actions_column_only_when_a_row_has_an_action(client, owed, clerk, applicant):
    with time_machine.travel(MARCH, tick=False):
        payments.payment_record(
            acting_user=clerk,
            project=owed,
            amount=D("50.00"),
            method=Entry.Method.CASH,
            received_on=date(2026, 3, 2),
        )
    assert ">Actions<" not in _money_page(client, applicant, owed)  # nothing to do
    assert ">Actions<" in _money_page(client, clerk, owed)  # reverse the payment


def test_159_8B_1_the_requirement_form_says_where_the_amount_comes_from(client, smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        client.force_login(smo)
        url = reverse("money:requirement", args=[project.pk])
        form = client.get(url).content.decode()
        assert "final design plans" in form and "cost estimate you accepted" not in form
        done = client.post(
            url,
            {"purpose": Purpose.PERFORMANCE, "amount": "48000", "basis": "Sheet C-4: $48,000."},
            follow=True,
        )
    said = " ".join(str(m) for m in done.context["messages"])
    assert said == (
        "The performance guarantee of $48,000.00 is required (§ 159-8B(1)); the applicant is told."
    )


def test_159_8B_a_refused_guarantee_form_keeps_the_chosen_file(client, smo, applicant):
    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("48000"),
            basis="Sheet C-4.",
        )
        client.force_login(applicant)
        url = reverse("money:guarantee_post", args=[project.pk])
        typed = {
            "purpose": Purpose.PERFORMANCE,
            "kind": Guarantee.Kind.LETTER_OF_CREDIT,
            "issuer": "M&T Bank",
            "instrument_number": "SB-2026-0441",
            "amount": "100",  # less than required: refused
            "effective_on": "2026-03-01",
            "expires_on": "2027-03-01",
        }
        refused = client.post(url, {**typed, "file": instrument_file()})
        assert refused.status_code == 200
        body = refused.content.decode()
        assert "not less" in body
        assert "letter-of-credit.pdf" in body and "is kept" in body
        held = refused.context["held"]
        assert f'value="{held.pk}"' in body
        assert not Guarantee.objects.exists()

        # Sent again with the amount corrected and no file chosen: the kept one is posted.
        done = client.post(url, {**typed, "amount": "48000", "held_file": str(held.pk)})
    assert done.status_code == 302
    posted = Guarantee.objects.get()
    assert posted.document_id == held.pk
    assert GuaranteeRequirement.objects.get().guarantees.count() == 1


def test_159_8B_another_users_kept_file_is_not_taken(client, smo, applicant):
    from tests.factories import UserFactory

    with time_machine.travel(MARCH, tick=False):
        project = approved_project(smo, applicant)
        stranger = UserFactory()
        upload = guarantees.guarantee_file_hold(
            acting_user=smo, project=project, file=instrument_file()
        )
        assert upload is not None
        assert (
            guarantees.held_file(acting_user=applicant, project=project, upload_id=upload.pk)
            is None
        )
        assert guarantees.held_file(acting_user=stranger, project=project, upload_id="x") is None
