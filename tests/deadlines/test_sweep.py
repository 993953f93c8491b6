"""The sweep marks missed clocks and issues each reminder exactly once (issue 3, item 5)."""

from datetime import timedelta

import pytest
import time_machine

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import services, sweep
from lockport_sw.deadlines.models import Deadline, Reminder, SweepHeartbeat
from lockport_sw.notifications.models import Notification
from tests.deadlines.conftest import local

pytestmark = pytest.mark.django_db


@pytest.fixture
def smo_user(make_user):
    return make_user(Role.SMO)


def run_at(moment):
    with time_machine.travel(moment, tick=False):
        return sweep.run()


def test_reminders_go_out_at_seven_days_two_days_and_on_the_due_day_once_each(open_clock, smo_user):
    clock = open_clock("swppp_decision", starts_at=local(2026, 3, 2, 10, 0))  # due Apr 16

    run_at(local(2026, 4, 1, 9, 0))  # 15 days out: nothing
    assert not Reminder.objects.exists()
    run_at(local(2026, 4, 9, 9, 0))  # 7 days out
    run_at(local(2026, 4, 9, 9, 5))  # the next sweep: nothing new
    run_at(local(2026, 4, 14, 9, 0))  # 2 days out
    run_at(local(2026, 4, 16, 0, 5))  # the due day
    run_at(local(2026, 4, 16, 12, 0))

    kinds = list(clock.reminders.order_by("created_at").values_list("kind", flat=True))
    assert kinds == ["lead:7d", "lead:2d", "lead:0d"]
    messages = Notification.objects.filter(recipient=smo_user)
    assert messages.count() == 3
    assert messages.filter(subject__startswith="Due today").count() == 1
    assert messages.filter(subject__startswith="Due in 7 days").count() == 1


def test_a_clock_opened_close_to_its_end_gets_only_the_nearest_reminder(open_clock, smo_user):
    clock = open_clock("violator_correction", starts_at=local(2026, 6, 5, 9, 0))
    # due Friday 2026-06-12 (5 business days); sweep on the 11th: 1 day out.
    run_at(local(2026, 6, 11, 9, 0))

    assert list(clock.reminders.values_list("kind", flat=True)) == ["lead:2d"]


def test_a_clock_past_due_is_marked_missed_and_escalated_to_the_smo_once(
    open_clock, smo_user, make_user
):
    applicant = make_user(Role.APPLICANT)
    clock = open_clock(
        "site_inspection_weekly", starts_at=local(2026, 6, 1, 9, 0), responsible_user=applicant
    )  # due Mon 2026-06-08

    run_at(local(2026, 6, 9, 0, 5))
    run_at(local(2026, 6, 9, 0, 10))

    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MISSED
    assert clock.reminders.filter(kind="escalation").count() == 1
    escalations = Notification.objects.filter(event_key__contains=":escalation:")
    assert set(escalations.values_list("recipient", flat=True)) == {smo_user.pk, applicant.pk}
    latest = clock.history.order_by("-history_id").first()
    assert latest.history_change_reason == "Due moment passed (sweep)"


def test_an_appeal_window_closes_without_reminders_or_escalation(open_clock, smo_user):
    clock = open_clock("nov158_appeal", starts_at=local(2026, 6, 1, 9, 0))

    run_at(local(2026, 6, 12, 9, 0))
    run_at(local(2026, 6, 30, 9, 0))

    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MISSED
    assert clock.status_label == "Closed"
    assert not clock.reminders.exists()
    assert not Notification.objects.exists()


def test_159_8B1_row_22_is_a_minimum_never_reminded_missed_or_escalated(open_clock, smo_user):
    """DEADLINES.md row 22: the guarantee stays in force "not less than one year from the
    date of final acceptance" (§ 159-8B(1)): the year's end is the earliest day of the
    release, not a deadline. Past it the clock stays open, shown as "Release possible
    from", never overdue; no reminder, no escalation."""
    clock = open_clock("performance_guarantee", starts_at=local(2026, 6, 15, 12, 0))
    assert clock.due_date.isoformat() == "2027-06-15"

    for moment in (local(2027, 6, 8, 9, 0), local(2027, 6, 15, 9, 0), local(2027, 9, 1, 9, 0)):
        run_at(moment)

    clock.refresh_from_db()
    assert clock.status == Deadline.Status.OPEN and clock.missed_at is None
    assert not clock.reminders.exists() and not Notification.objects.exists()
    with time_machine.travel(local(2027, 9, 1, 9, 0), tick=False):
        assert not clock.is_overdue
    assert clock.possible_from == "Release possible from Jun 15, 2027"


def test_159_8B1_row_22_is_shown_as_release_possible_from_never_missed(
    client, open_clock, smo_user
):
    from django.urls import reverse

    clock = open_clock("performance_guarantee", starts_at=local(2026, 6, 15, 12, 0))
    with time_machine.travel(local(2027, 9, 1, 9, 0), tick=False):
        client.force_login(smo_user)
        sweep.run()
        page = client.get(reverse("deadlines:detail", args=[clock.pk])).content.decode()
        board = client.get(reverse("deadlines:board") + "?status=overdue").content.decode()
    assert "Release possible from Jun 15, 2027" in page
    assert "Overdue" not in page and "Missed" not in page
    assert clock.subject_label not in board


def test_paused_met_and_waived_clocks_are_left_alone(open_clock, smo_user):
    paused = open_clock(starts_at=local(2026, 3, 2, 10, 0))
    services.deadline_pause(deadline=paused, reason="Appeal", at=local(2026, 3, 10, 9, 0))
    met = open_clock(starts_at=local(2026, 3, 2, 10, 0))
    services.deadline_meet(deadline=met, at=local(2026, 3, 20, 9, 0))

    run_at(local(2026, 6, 1, 9, 0))

    assert not Reminder.objects.exists()
    assert Deadline.objects.filter(status=Deadline.Status.MISSED).count() == 0


def test_a_moved_due_date_gets_reminders_for_the_new_date(open_clock, smo_user):
    # § 158-10: written confirmation within 3 business days of a telephone notice on
    # Monday 2026-11-23: Tue 24, Wed 25, (Thanksgiving), Fri 27.
    clock = open_clock("spill_written_confirmation", starts_at=local(2026, 11, 23, 9, 0))
    run_at(local(2026, 11, 25, 9, 0))  # 2-day reminder for Nov 27
    services.closure_add(acting_user=smo_user, day=local(2026, 11, 27).date(), reason="Closed")

    run_at(local(2026, 11, 28, 9, 0))  # now due Nov 30: within 2 days again

    reminders = clock.reminders.filter(kind="lead:2d")
    assert reminders.count() == 2
    assert {r.due_at.astimezone(TOWN_TZ).date() for r in reminders} == {
        local(2026, 11, 27).date(),
        local(2026, 11, 30).date(),
    }


def test_the_heartbeat_records_the_last_run(open_clock):
    from lockport_sw.deadlines.selectors import sweep_status

    assert sweep_status()["stale"]
    moment = local(2026, 6, 1, 9, 0)
    with time_machine.travel(moment, tick=False):
        sweep.run()
        assert not sweep_status()["stale"]
    beat = SweepHeartbeat.objects.get()
    assert beat.last_finished_at == moment
    with time_machine.travel(moment + timedelta(minutes=11), tick=False):
        assert sweep_status()["stale"]
