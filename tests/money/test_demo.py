"""The demo holds a project with fees paid and owed, a letter of credit nearing its
expiry, and a guarantee released (issue 20)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from lockport_sw.deadlines.models import Deadline
from money.models import Entry, Guarantee, Invoice
from money.selectors import balance

pytestmark = pytest.mark.django_db


def test_the_demo_shows_fees_paid_and_owed_an_expiring_letter_and_a_release(demo):

    invoice = Invoice.objects.get()
    project = invoice.project
    assert Entry.objects.filter(project=project, kind=Entry.Kind.PAYMENT).exists()
    assert balance(project) == invoice.total - Decimal("400.00") > 0
    expiring = Guarantee.objects.get(state=Guarantee.State.ACCEPTED, requirement__project=project)
    assert expiring.expires_on == timezone.localdate() + timedelta(days=45)
    assert Deadline.objects.filter(rule_code="guarantee_renewal", subject_id=expiring.pk).exists()
    released = Guarantee.objects.get(state=Guarantee.State.RELEASED)
    assert released.release_document.number.startswith("GUAR-REL-")
