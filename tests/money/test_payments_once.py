"""§ 159-8D payments, one post one entry (issue 45, item 5): an idempotency token on the
payment form, a check number booked once per payer and method, the account's row locked;
amounts read as plain decimals of at most two places within ``PAYMENT_CEILING``; an
overpayment booked only when confirmed, saying what becomes of the credit."""

from __future__ import annotations

import re
import threading
import uuid
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.db import connection
from django.test import Client
from django.urls import reverse

from lockport_sw.core.money_words import plain_amount
from money.forms import PaymentForm
from money.models import Entry
from money.selectors import balance
from money.services import payments
from tests.enforcement.factories import local
from tests.money.factories import D, adopt
from tests.swppp.factories import submitted

MARCH = local(2026, 3, 2, 10)


@pytest.fixture
def project(board, clerk, applicant):
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    with time_machine.travel(MARCH, tick=False):
        project = submitted(applicant).project
    assert balance(project) == D("250.00")
    return project


def _pay(clerk, project, **kw):
    data = {
        "acting_user": clerk,
        "project": project,
        "amount": D("25.00"),
        "method": "check",
        "reference": "1042",
        "received_on": date(2026, 3, 2),
    } | kw
    with time_machine.travel(MARCH, tick=False):
        return payments.payment_record(**data)


def _payments(project):
    return Entry.objects.filter(project=project, kind=Entry.Kind.PAYMENT)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("25", D("25")),
        ("1,250.50", D("1250.50")),
        ("$40.5", D("40.5")),
        (" 0.75 ", D("0.75")),
        ("1e5", None),
        ("1E5", None),
        ("1,000.001", None),
        ("12,34", None),
        ("-5", None),
        ("+5", None),
        ("NaN", None),
        ("Infinity", None),
        ("0x10", None),
        ("", None),
        (Decimal("NaN"), None),
        (Decimal("1E+5"), D("100000")),
    ],
)
def test_plain_amount_reads_dollars_and_cents_only(typed, read):
    assert plain_amount(typed) == read


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("1e5", "dollars and cents"),
        ("1,000.001", "dollars and cents"),
        ("-25", "dollars and cents"),
        ("NaN", "dollars and cents"),
        ("9,999,999,999.99", "more than $1,000,000.00"),
        ("0", "more than $0.00"),
    ],
)
def test_159_8d_the_payment_form_refuses_an_amount_that_is_not_plain(typed, said):
    form = PaymentForm(
        {"amount": typed, "method": "cash", "received_on": "2026-03-02", "idempotency_key": ""}
    )
    if form.is_valid():  # the form reads it; the service's ceiling and floor refuse it
        assert payments.amount_errors(form.cleaned_data["amount"])
        assert said in payments.amount_errors(form.cleaned_data["amount"])
    else:
        assert said in form.errors["amount"][0]


@pytest.mark.django_db
def test_159_8d_the_service_refuses_an_exponent_nan_a_third_place_and_the_ceiling(
    project, clerk, settings
):
    for amount in ("1e5", Decimal("NaN"), Decimal("-25"), "1,000.001", D("9999999999.99")):
        with pytest.raises(ValidationError) as refused:
            _pay(clerk, project, amount=amount, method="cash", reference="")
        assert set(refused.value.message_dict) == {"amount"}, amount
    settings.PAYMENT_CEILING = D("100.00")
    with pytest.raises(ValidationError, match=re.escape("more than $100.00")):
        _pay(clerk, project, amount=D("100.01"), method="cash", reference="")
    _pay(clerk, project, amount=D("100.00"), method="cash", reference="")
    assert not _payments(project).exclude(amount=D("-100.00")).exists()


@pytest.mark.django_db
def test_159_8d_a_check_number_is_booked_once_per_payer_and_method(project, clerk):
    _pay(clerk, project, reference="1042")
    with pytest.raises(ValidationError) as refused:
        _pay(clerk, project, reference=" 1042 ")
    assert "check number 1042 from this payer is recorded already" in str(
        refused.value.message_dict["reference"]
    )
    _pay(clerk, project, reference="1042", method="card")  # a card reference is another
    assert _payments(project).count() == 2


@pytest.mark.django_db
def test_159_8d_the_database_holds_one_check_number_per_payer_and_method(project, clerk):
    from django.db import IntegrityError, transaction

    first = _pay(clerk, project, reference="77")
    with (
        pytest.raises(IntegrityError, match="money_one_payment_per_check_number"),
        transaction.atomic(),
    ):
        Entry.objects.create(
            project=project,
            kind=Entry.Kind.PAYMENT,
            amount=D("-1.00"),
            dated=first.dated,
            description="Payment by check 77",
            payer=first.payer,
            method="check",
            reference="77",
            recorded_at=first.recorded_at,
        )


@pytest.mark.django_db
def test_159_8d_an_overpayment_needs_a_confirmation_and_becomes_a_credit(project, clerk):
    with pytest.raises(ValidationError) as refused:
        _pay(clerk, project, amount=D("300.00"))
    said = refused.value.message_dict["overpayment_confirmed"][0]
    assert "$300.00 is more than the $250.00 owed" in said
    assert "stays on the account as a credit" in said
    assert not _payments(project).exists()
    _pay(clerk, project, amount=D("300.00"), overpayment_confirmed=True)
    assert balance(project) == D("-50.00")


@pytest.mark.django_db
def test_159_8d_the_same_payment_form_posted_twice_books_once(client, project, clerk):
    client.force_login(clerk)
    url = reverse("money:payment", kwargs={"pk": project.pk})
    with time_machine.travel(MARCH, tick=False):
        page = client.get(url).content.decode()
        token = re.search(r'name="idempotency_key" value="([0-9a-f-]{36})"', page).group(1)
        assert "maxlength" not in re.search(r'<input[^>]*name="amount"[^>]*>', page).group(0)
        assert "stays on the account as a credit" in page
        data = {
            "idempotency_key": token,
            "amount": "25.00",
            "method": "check",
            "reference": "1042",
            "received_on": "2026-03-02",
        }
        first = client.post(url, data, follow=True)
        again = client.post(url, data, follow=True)
    assert "The payment of $25.00 is recorded (Check " in first.content.decode()
    assert "This payment was recorded already" in again.content.decode()
    assert "Nothing more was booked" in again.content.decode()
    assert _payments(project).get().idempotency_key == uuid.UUID(token)
    assert balance(project) == D("225.00")
    # A new form (a new token) with the same check number is told so beside the box.
    with time_machine.travel(MARCH, tick=False):
        refused = client.post(url, data | {"idempotency_key": str(uuid.uuid4())})
    assert refused.status_code == 200
    assert "check number 1042 from this payer is recorded already" in refused.content.decode()
    assert 'value="1042"' in refused.content.decode()


@pytest.mark.django_db(transaction=True)
def test_159_8d_ten_identical_payment_posts_at_once_book_exactly_one_entry(
    project, clerk, settings
):
    """Ten threads, each with its own PostgreSQL connection, post one payment form (one
    token) at once: exactly one entry, $25 credited once, every post answered 302."""
    assert connection.vendor == "postgresql"
    client = Client()
    client.force_login(clerk)
    cookies = client.cookies
    url = reverse("money:payment", kwargs={"pk": project.pk})
    data = {
        "idempotency_key": str(uuid.uuid4()),
        "amount": "25.00",
        "method": "check",
        "reference": "5150",
        "received_on": "2026-03-02",
    }
    barrier = threading.Barrier(10)

    def post(_):
        try:
            mine = Client()
            mine.cookies = cookies
            barrier.wait(timeout=30)
            return mine.post(url, data).status_code
        finally:
            connection.close()

    with time_machine.travel(MARCH, tick=False), ThreadPoolExecutor(max_workers=10) as pool:
        codes = list(pool.map(post, range(10)))
    assert codes == [302] * 10
    assert _payments(project).count() == 1
    assert balance(project) == D("225.00")
