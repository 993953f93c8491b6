"""tests/bulk.py's fast clocks are the rows its plain ones are."""

from datetime import timedelta

import pytest
import time_machine
from django.forms.models import model_to_dict

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline
from tests.bulk import bulk_clocks, hourly_clocks
from tests.deadlines.conftest import local
from tests.factories import PropertyFactory

pytestmark = pytest.mark.django_db


def _rows(ids) -> list[dict]:
    return [
        {k: v for k, v in model_to_dict(d).items() if k != "id"}
        | {"created_at": d.created_at, "updated_at": d.updated_at}
        for d in Deadline.objects.filter(pk__in=ids).order_by("pk")
    ]


def test_hourly_clocks_are_the_rows_bulk_clocks_makes_across_a_dst_change(make_user):
    subject = PropertyFactory()
    users = [make_user(Role.INSPECTOR), make_user(Role.INSPECTOR)]
    rules = ("swppp_decision", "nov158_appeal", "appeal_hearing")
    # Due from 30 hours before to 30 after the spring change of 2026 (March 8, 2 AM).
    with time_machine.travel(local(2026, 3, 8, 1, 0), tick=False):
        bulk_clocks(
            60,
            due=lambda i, now: now + timedelta(hours=i - 30),
            subject=subject,
            rules=rules,
            users=users,
        )
        plain = list(Deadline.objects.values_list("pk", flat=True))
        hourly_clocks(60, first=-30, subject=subject, rules=rules, users=users)
    fast = list(Deadline.objects.exclude(pk__in=plain).values_list("pk", flat=True))

    assert len(fast) == 60
    assert _rows(fast) == _rows(plain)
