"""Opening, meeting, waiving, pausing and recounting clocks (issue 3, items 1, 3, 4)."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import services
from lockport_sw.deadlines.models import Deadline, PolicySetting
from tests.deadlines.conftest import local

pytestmark = pytest.mark.django_db


def test_159_4c_the_45_day_clock_of_a_receipt_whose_45th_day_is_a_holiday(open_clock):
    # Received 2026-10-12: the 45th day is Thursday 2026-11-26, Thanksgiving Day.
    clock = open_clock("swppp_decision", starts_at=local(2026, 10, 12, 14, 30))

    assert clock.due_date == date(2026, 11, 27)  # GCL § 25-a: the next business day
    assert clock.due_at == local(2026, 11, 27, 23, 59, 59, 999999)
    assert clock.responsible_role == Role.SMO
    assert any("Thanksgiving" in step for step in clock.reasoning)


def test_159_4b1_recommendation_clock_is_45_calendar_days(open_clock):
    clock = open_clock("swppp_recommendation", starts_at=local(2026, 3, 2, 9, 0))

    assert clock.due_date == date(2026, 4, 16)
    assert clock.rule.citation == "§ 159-4B(1)"


def test_158_12_appeal_window_counts_from_issuance_on_a_saturday_end(open_clock):
    # Issued Friday 2027-12-10: +15 = Saturday 2027-12-25 (Christmas on a Saturday, not
    # moved to Friday) -> Monday 2027-12-27.
    clock = open_clock("nov158_appeal", starts_at=local(2027, 12, 10, 11, 0))

    assert clock.due_date == date(2027, 12, 27)


def test_158_13a_five_business_days_skip_weekends_and_holidays(open_clock):
    # Decision Friday 2027-02-05: Mon 8, Tue 9, Wed 10, Thu 11, (Fri 12 Lincoln's
    # Birthday), Mon 15 (Washington's Birthday) skipped, Tue 16.
    clock = open_clock("violator_correction", starts_at=local(2027, 2, 5, 16, 0))

    assert clock.due_date == date(2027, 2, 16)


def test_159_7a2_storm_inspection_is_24_elapsed_hours_across_dst(open_clock):
    # Storm Wednesday 2026-11-04 09:00 EST: 24 hours later, same offset.
    weekday = open_clock("storm_inspection", starts_at=local(2026, 11, 4, 9, 0))
    assert weekday.due_at.astimezone(TOWN_TZ).isoformat() == "2026-11-05T09:00:00-05:00"
    # Storm Saturday 2026-03-07 noon EST: 24 elapsed hours end Sunday 13:00 EDT (clocks
    # sprang forward). A period of hours runs from a moment: GCL § 25-a does not move it.
    spring = open_clock("storm_inspection", starts_at=local(2026, 3, 7, 12, 0))
    assert spring.due_at.astimezone(TOWN_TZ).isoformat() == "2026-03-08T13:00:00-04:00"


def test_158_11a6_remediation_date_set_in_the_notice_is_that_date_gcl_25a(open_clock):
    # July 4 2026 is a Saturday and a holiday: a date the Town sets is that date, not a
    # period GCL § 25-a extends (statute README).
    clock = open_clock(
        "nov158_remediation", starts_at=local(2026, 6, 1, 10, 0), due_date=date(2026, 7, 4)
    )

    assert clock.due_date == date(2026, 7, 4)
    assert (
        clock.reasoning[-1]
        == "Not extended (GCL § 25-a not applied): last day Saturday, July 4, 2026"
    )


def test_a_rule_that_is_not_a_clock_cannot_be_opened(open_clock):
    with pytest.raises(ValueError, match="not a clock"):
        open_clock("milestone_notice")


def test_meeting_a_clock_after_it_ran_out_is_recorded_as_late(open_clock):
    clock = open_clock("swppp_decision", starts_at=local(2026, 3, 2, 10, 0))

    met = services.deadline_meet(deadline=clock, at=local(2026, 4, 20, 9, 0))

    assert met.status == Deadline.Status.MET
    assert met.met_late
    assert met.status_label == "Met late"


def test_the_status_field_is_protected_from_direct_assignment(open_clock):
    clock = open_clock()
    with pytest.raises(AttributeError, match="Direct status modification is not allowed"):
        clock.status = Deadline.Status.MET


def test_only_the_smo_waives_and_only_with_a_reason(open_clock, make_user):
    clock = open_clock()
    with pytest.raises(PermissionDenied, match="Officer waives a clock"):
        services.deadline_waive(deadline=clock, reason="x", acting_user=make_user(Role.CLERK))
    smo = make_user(Role.SMO)
    with pytest.raises(ValidationError) as exc:
        services.deadline_waive(deadline=clock, reason="  ", acting_user=smo)
    assert set(exc.value.message_dict) == {"reason"}

    waived = services.deadline_waive(deadline=clock, reason="Applicant withdrew", acting_user=smo)

    assert waived.status == Deadline.Status.WAIVED
    assert waived.history.first().history_user == smo


def test_a_paused_clock_keeps_its_remaining_days_and_resumes_with_them(open_clock):
    clock = open_clock("swppp_decision", starts_at=local(2026, 3, 2, 10, 0))  # due 2026-04-16

    paused = services.deadline_pause(
        deadline=clock, reason="Appeal pending", at=local(2026, 4, 6, 12, 0)
    )
    assert paused.status == Deadline.Status.PAUSED
    assert paused.paused_remaining == 10  # April 6 -> April 16

    resumed = services.deadline_resume(deadline=paused, at=local(2026, 5, 1, 9, 0))

    assert resumed.status == Deadline.Status.OPEN
    assert resumed.due_date == date(2026, 5, 11)  # May 1 + 10 days, a Monday
    assert resumed.paused_remaining is None


def test_a_paused_hour_clock_keeps_its_elapsed_time(open_clock):
    clock = open_clock("storm_inspection", starts_at=local(2026, 6, 1, 8, 0))  # due Jun 2 08:00

    services.deadline_pause(deadline=clock, reason="Site shut", at=local(2026, 6, 1, 20, 0))
    resumed = services.deadline_resume(deadline=clock, at=local(2026, 6, 3, 8, 0))

    assert resumed.due_at == local(2026, 6, 3, 20, 0)


def test_entering_a_town_closure_recounts_the_open_clocks_it_affects(open_clock, smo):
    # 2026-11-11 + 15 days = Thanksgiving 2026-11-26 -> Friday 27.
    affected = open_clock("nov158_appeal", starts_at=local(2026, 11, 11, 9, 0))
    unaffected = open_clock("swppp_decision", starts_at=local(2026, 3, 2, 9, 0))
    assert affected.due_date == date(2026, 11, 27)

    services.closure_add(acting_user=smo, day=date(2026, 11, 27), reason="Day after Thanksgiving")

    affected.refresh_from_db()
    unaffected.refresh_from_db()
    assert affected.due_date == date(2026, 11, 30)
    assert unaffected.due_date == date(2026, 4, 16)
    change = affected.history.first()
    assert "Town offices closed November 27, 2026" in change.history_change_reason
    assert "due moved from November 27, 2026" in change.history_change_reason
    assert change.history_user == smo
    assert unaffected.history.count() == 1


def test_a_closure_on_the_45th_day_of_an_smo_review_does_not_move_it(open_clock, smo):
    """Statute README: a Town closure never extends a duty of the Town itself; the clock
    keeps the reasoning that says why."""
    clock = open_clock("swppp_decision", starts_at=local(2026, 10, 13, 9, 0))
    assert clock.due_date == date(2026, 11, 27)

    services.closure_add(acting_user=smo, day=date(2026, 11, 27), reason="Day after Thanksgiving")

    clock.refresh_from_db()
    assert clock.due_date == date(2026, 11, 27)
    assert any("never a duty of the Town itself" in step for step in clock.reasoning)
    assert clock.history.first().history_change_reason.endswith("due not moved")


def test_a_closure_on_the_last_day_of_an_appeal_window_moves_it(open_clock, smo):
    # § 158-12: 15 days from Monday 2026-11-02 end Tuesday 2026-11-17.
    clock = open_clock("nov158_appeal", starts_at=local(2026, 11, 2, 9, 0))
    assert clock.due_date == date(2026, 11, 17)

    services.closure_add(acting_user=smo, day=date(2026, 11, 17), reason="Snow emergency")

    clock.refresh_from_db()
    assert clock.due_date == date(2026, 11, 18)


def test_removing_a_closure_recounts_back(open_clock, smo):
    clock = open_clock("nov158_appeal", starts_at=local(2026, 11, 11, 9, 0))
    closure = services.closure_add(acting_user=smo, day=date(2026, 11, 27), reason="Storm")

    services.closure_remove(acting_user=smo, closure=closure)

    clock.refresh_from_db()
    assert clock.due_date == date(2026, 11, 27)


def test_a_closure_extends_business_day_clocks_running_over_it(open_clock, smo):
    clock = open_clock("violator_correction", starts_at=local(2026, 6, 1, 9, 0))
    assert clock.due_date == date(2026, 6, 8)  # Mon 1 -> Tue 2 .. Mon 8

    services.closure_add(acting_user=smo, day=date(2026, 6, 3), reason="Flood")

    clock.refresh_from_db()
    assert clock.due_date == date(2026, 6, 9)


def test_closures_need_the_smo_and_a_reason_and_are_unique(smo, make_user):
    with pytest.raises(PermissionDenied, match="enters closures"):
        services.closure_add(acting_user=make_user(Role.CLERK), day=date(2026, 6, 3), reason="x")
    with pytest.raises(ValidationError) as exc:
        services.closure_add(acting_user=smo, day=date(2026, 6, 3), reason="")
    assert set(exc.value.message_dict) == {"reason"}
    services.closure_add(acting_user=smo, day=date(2026, 6, 3), reason="Flood")
    with pytest.raises(ValidationError) as exc:
        services.closure_add(acting_user=smo, day=date(2026, 6, 3), reason="Again")
    assert set(exc.value.message_dict) == {"day"}


def test_158_8a_policy_period_applies_to_new_clocks_only(open_clock, smo):
    before = open_clock("emergency_suspension_notice", starts_at=local(2026, 6, 1, 9, 0))
    assert before.due_date == date(2026, 6, 3)  # 2 business days (default)

    services.policy_set(acting_user=smo, rule_code="emergency_suspension_notice", period=4)
    after = open_clock("emergency_suspension_notice", starts_at=local(2026, 6, 1, 9, 0))

    before.refresh_from_db()
    assert before.due_date == date(2026, 6, 3)
    assert after.due_date == date(2026, 6, 5)
    setting = PolicySetting.objects.get(rule_code="emergency_suspension_notice")
    assert setting.history.first().history_user == smo


def test_a_statutory_period_cannot_be_changed_as_policy(smo):
    with pytest.raises(ValidationError) as exc:
        services.policy_set(acting_user=smo, rule_code="swppp_decision", period=60)
    assert set(exc.value.message_dict) == {"rule_code"}


def test_days_left_and_overdue_are_computed_in_town_time(open_clock):
    clock = open_clock("swppp_decision", starts_at=local(2026, 3, 2, 10, 0))  # due Apr 16
    with time_machine.travel(local(2026, 4, 14, 23, 30), tick=False):
        assert clock.days_left == 2
        assert not clock.is_overdue
    with time_machine.travel(local(2026, 4, 16, 23, 59), tick=False):
        assert clock.days_left == 0
        assert not clock.is_overdue
    with time_machine.travel(local(2026, 4, 19, 9, 0), tick=False):
        assert clock.is_overdue
        assert clock.days_overdue == 3


def test_opening_requires_an_aware_start(open_clock):
    from datetime import datetime

    with pytest.raises(ValueError, match="must be an aware datetime"):
        open_clock(starts_at=datetime(2026, 3, 2, 10, 0))
