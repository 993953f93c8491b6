"""§ 159-8D: a fee schedule's resolution is recorded once, whatever its case; two
adoptions recorded at the same moment give one schedule and one clear refusal beside the
resolution number, never a 500 (issue 45, item 6e)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.db import IntegrityError, connection, transaction
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from lockport_sw.bodies.models import Body
from money.models import FeeSchedule
from tests.enforcement.factories import local
from tests.money.factories import adopt

MARCH = local(2026, 3, 2, 10)


def test_159_8d_a_resolution_number_differing_only_in_case_is_refused(board, clerk):
    with time_machine.travel(MARCH, tick=False):
        adopt(clerk, resolution="2026-41a")
        with pytest.raises(ValidationError, match="is already recorded") as refused:
            adopt(clerk, resolution="2026-41A")
    assert (
        "Resolution No. 2026-41A is already recorded"
        in (refused.value.message_dict["resolution"][0])
    )
    assert FeeSchedule.objects.count() == 1


def test_159_8d_the_database_holds_a_resolution_number_once_in_any_case(board, clerk):
    with time_machine.travel(MARCH, tick=False):
        first = adopt(clerk, resolution="2026-41a")
    with pytest.raises(IntegrityError, match="fee_schedule_resolution_once"), transaction.atomic():
        FeeSchedule.objects.create(
            resolution="2026-41A",
            adopted_on=first.adopted_on,
            effective_on=first.effective_on,
            recorded_by=clerk,
            recorded_at=timezone.now(),
        )


def _form(resolution: str) -> dict:
    members = Body.objects.get(kind="town_board").members_on(date(2026, 1, 5))
    data = {
        "resolution": resolution,
        "adopted_on": "2026-01-05",
        "effective_on": "2026-02-01",
        "confirmed": "True",
        "left_out_confirmed": "on",
        "lines-TOTAL_FORMS": "8",
        "lines-INITIAL_FORMS": "0",
        "lines-MIN_NUM_FORMS": "0",
        "lines-MAX_NUM_FORMS": "20",
        "lines-0-service": "milestone",
        "lines-0-basis": "flat",
        "lines-0-rate": "75",
    }
    for n, member in enumerate(members):
        data[f"vote_{member.pk}"] = "for" if n < 3 else "against"
    return data


@pytest.mark.django_db(transaction=True)
def test_159_8d_two_adoptions_at_once_give_one_schedule_and_one_refusal(board, clerk):
    """Two threads, each with its own PostgreSQL connection, record the same resolution
    (in two cases) at the same moment: one 302, one page saying why, one schedule."""
    assert connection.vendor == "postgresql"
    url = reverse("money:schedule_adopt")
    barrier = threading.Barrier(2)
    forms = [_form("2026-77b"), _form("2026-77B")]

    def post(n):
        try:
            mine = Client()
            mine.force_login(clerk if n == 0 else board)
            barrier.wait(timeout=30)
            return mine.post(url, forms[n])
        finally:
            connection.close()

    with time_machine.travel(MARCH, tick=False), ThreadPoolExecutor(max_workers=2) as pool:
        answers = list(pool.map(post, range(2)))
    codes = sorted(a.status_code for a in answers)
    assert codes == [200, 302]
    refused = next(a for a in answers if a.status_code == 200).content.decode()
    assert "is already recorded" in refused
    # Beside the field: the message follows the resolution box, which keeps what was typed.
    beside = refused.split('name="resolution"', 1)[1]
    assert 'value="2026-77' in beside.split(">", 1)[0]
    assert "is already recorded" in beside[:1500]
    assert FeeSchedule.objects.filter(resolution__iexact="2026-77b").count() == 1
