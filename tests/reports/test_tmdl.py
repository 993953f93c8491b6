"""Issue 46, item 7: DEADLINES.md row 24 (§ 158-2, TMDL strategy, D). The SMO records an
EPA TMDL approval with its date and source; that opens the six-month clock to modify the
stormwater management program, which the sweep reminds and escalates like every other,
and which the program's change meets."""

from __future__ import annotations

from datetime import date, datetime

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Deadline
from lockport_sw.notifications.models import Notification
from lockport_sw.reports import tmdl
from lockport_sw.reports.models import TmdlApproval

pytestmark = pytest.mark.django_db

RECORDED = datetime(2026, 3, 12, 10, 0, tzinfo=TOWN_TZ)
APPROVAL = {
    "water_body": "Eighteenmile Creek",
    "pollutant": "Phosphorus",
    "approved_on": date(2026, 3, 10),
    "source": "EPA Region 2 approval letter of March 10, 2026",
}


def _record(smo, **changes):
    with time_machine.travel(RECORDED, tick=False):
        return tmdl.tmdl_approval_record(acting_user=smo, **{**APPROVAL, **changes})


def test_158_2_D_an_epa_tmdl_approval_opens_the_six_month_program_clock_swept_like_the_others(
    smo,
):
    approval = _record(smo)
    clock = tmdl.program_clock(approval)
    assert clock.rule_code == "tmdl_program_update"
    assert clock.rule.number == 24
    assert clock.due_date == date(2026, 9, 10)  # six months from the approval, not the record
    assert clock.responsible_role == Role.SMO
    assert clock.subject == approval
    assert clock.subject_url() == approval.get_absolute_url()

    with time_machine.travel(datetime(2026, 9, 4, 9, 0, tzinfo=TOWN_TZ), tick=False):
        sweep.run()
    assert clock.reminders.filter(kind="lead:7d").exists()
    reminded = Notification.objects.filter(recipient=smo, body__contains="Eighteenmile Creek")
    assert reminded.exists()

    with time_machine.travel(datetime(2026, 9, 11, 9, 0, tzinfo=TOWN_TZ), tick=False):
        sweep.run()
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MISSED
    assert clock.reminders.filter(kind="escalation").exists()

    with time_machine.travel(datetime(2026, 9, 15, 9, 0, tzinfo=TOWN_TZ), tick=False):
        tmdl.tmdl_program_modified(
            acting_user=smo,
            approval=approval,
            on=date(2026, 9, 14),
            note="Phosphorus reduction practices added to the program's post-construction part.",
        )
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET


def test_158_2_D_the_approval_needs_its_date_and_source_and_only_the_smo_records_it(smo, make_user):
    with pytest.raises(ValidationError, match="EPA approved") as refused:
        _record(smo, approved_on=None, source="")
    assert set(refused.value.message_dict) == {"approved_on", "source"}
    with pytest.raises(ValidationError, match="future"):
        _record(smo, approved_on=date(2026, 4, 1))
    with pytest.raises(PermissionDenied, match="Only the SMO"):
        _record(make_user(Role.CLERK))
    _record(smo)
    with pytest.raises(ValidationError, match="already recorded"):
        _record(smo)
    assert TmdlApproval.objects.count() == 1
    assert Deadline.objects.filter(rule_code="tmdl_program_update").count() == 1


def test_158_2_D_the_page_records_it_keeps_what_was_typed_and_its_queries_are_fixed(
    client, smo, make_user
):
    url = reverse("reports:tmdl")
    client.force_login(smo)
    with time_machine.travel(RECORDED, tick=False):
        typed = {**APPROVAL, "approved_on": "", "action": "record"}
        refused = client.post(url, typed)
        body = refused.content.decode()
        assert refused.status_code == 200
        assert refused.context["form"].errors["approved_on"]
        assert "is-invalid" in body
        assert 'value="Eighteenmile Creek"' in body
        done = client.post(url, {**typed, "approved_on": "2026-03-10"})
        assert done.status_code == 302
        page = client.get(url).content.decode()
    assert "Eighteenmile Creek" in page and "Record the program" in page

    def count() -> int:
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        return len(queries.captured_queries)

    with time_machine.travel(RECORDED, tick=False):
        one = count()
        for n in range(5):
            tmdl.tmdl_approval_record(
                acting_user=smo, **{**APPROVAL, "water_body": f"Tributary {n}"}
            )
        assert count() == one

    clerk = make_user(Role.CLERK)
    client.force_login(clerk)
    seen = client.get(url).content.decode()
    assert "Eighteenmile Creek" in seen and "Record an EPA TMDL approval" not in seen
    assert client.post(url, {**typed, "approved_on": "2026-03-10"}).status_code == 403
