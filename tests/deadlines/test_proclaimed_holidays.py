"""GCL § 24: a day the President or the Governor proclaims a public holiday (issue 23,
item 5). Staff enter it as a proclaimed holiday, distinct from an office closure: it
counts like the holidays § 24 names, for every act (GCL § 25-a extends the Town's own
duties over it too, which a closure never does), and entering or removing it recounts
the open clocks it moves. Every date here is worked out by hand."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import NYCalendar
from lockport_sw.calendar.models import ProclaimedHoliday
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.deadlines import services
from tests.deadlines.conftest import local

pytestmark = pytest.mark.django_db

MOURNING = "National Day of Mourning (proclaimed by the President, GCL § 24)"


def proclaim(smo, day: date, name="National Day of Mourning", by="president"):
    return services.proclaimed_holiday_add(
        acting_user=smo,
        day=day,
        name=name,
        proclaimed_by=by,
        proclamation="Proclamation 10878 of December 29, 2024",
    )


# --- Counting (pure) ------------------------------------------------------------------


def test_gcl_24_25a_a_proclaimed_holiday_on_the_last_day_runs_to_the_next_business_day():
    # December 25, 2024 + 15 days = Thursday, January 9, 2025, proclaimed a day of mourning.
    cal = NYCalendar(proclaimed={date(2025, 1, 9): MOURNING})

    counted = cal.add_days(date(2024, 12, 25), 15)

    assert counted.value == date(2025, 1, 10)
    assert (
        "January 9, 2025 is National Day of Mourning (proclaimed by the President; public holiday, "
        "GCL § 24)" in counted.steps
    )
    assert counted.sections == ("GCL § 20", "GCL § 24", "GCL § 25-a")


def test_gcl_24_25a_a_proclaimed_holiday_extends_a_duty_of_the_town_a_closure_does_not():
    closed = NYCalendar(closures={date(2025, 1, 9): "Day of mourning"})
    proclaimed = NYCalendar(proclaimed={date(2025, 1, 9): MOURNING})

    # A duty of the Town itself (closures_extend=False): the closure leaves it on the 9th.
    assert closed.add_days(date(2024, 12, 25), 15).value == date(2025, 1, 9)
    assert proclaimed.add_days(date(2024, 12, 25), 15).value == date(2025, 1, 10)


def test_gcl_24_a_proclaimed_holiday_is_not_a_business_day():
    cal = NYCalendar(proclaimed={date(2025, 1, 9): MOURNING})

    # Wednesday January 8 + 1 business day: Thursday the 9th is a holiday, so Friday.
    assert cal.add_business_days(date(2025, 1, 8), 1).value == date(2025, 1, 10)
    assert cal.non_business_reason(date(2025, 1, 9)) == f"public holiday: {MOURNING}"
    assert cal.holiday_name(date(2025, 1, 8)) is None


def test_gcl_24_the_town_calendar_reads_closures_and_proclaimed_holidays_in_one_query(
    smo, django_assert_num_queries
):
    services.closure_add(acting_user=smo, day=date(2026, 11, 27), reason="Day after Thanksgiving")
    proclaim(smo, date(2025, 1, 9))
    proclaim(smo, date(2026, 3, 9), name="Day of Remembrance", by="governor")

    with django_assert_num_queries(1):
        cal = town_calendar()

    assert cal.closures == {date(2026, 11, 27): "Day after Thanksgiving"}
    assert cal.proclaimed == {
        date(2025, 1, 9): MOURNING,
        date(2026, 3, 9): "Day of Remembrance (proclaimed by the Governor, GCL § 24)",
    }


# --- Entering one recounts the open clocks it moves ------------------------------------


def test_gcl_24_25a_proclaiming_the_45th_day_of_the_smos_review_moves_it_across_dst(
    open_clock, smo
):
    """§ 159-4C is a duty of the Town: an office closure never extends it, a proclaimed
    holiday does. Received Friday, January 23, 2026 (EST): the 45th day is Monday,
    March 9 (EDT, the day after clocks sprang forward)."""
    clock = open_clock("swppp_decision", starts_at=local(2026, 1, 23, 10, 0))
    assert clock.due_date == date(2026, 3, 9)

    services.closure_add(acting_user=smo, day=date(2026, 3, 9), reason="Snow emergency")
    clock.refresh_from_db()
    assert clock.due_date == date(2026, 3, 9)  # a closure: not moved

    proclaim(smo, date(2026, 3, 9), name="Day of Remembrance", by="governor")

    clock.refresh_from_db()
    assert clock.due_date == date(2026, 3, 10)
    assert clock.due_at == local(2026, 3, 10, 23, 59, 59, 999999)
    assert clock.due_at == datetime(2026, 3, 11, 3, 59, 59, 999999, tzinfo=UTC)  # EDT, UTC-4
    change = clock.history.first()
    assert change.history_change_reason == (
        "Public holiday proclaimed March 9, 2026 (Day of Remembrance): due moved from March 9, 2026"
    )
    assert change.history_user == smo
    assert any("proclaimed by the Governor" in step for step in clock.reasoning)


def test_gcl_24_a_proclaimed_holiday_moves_a_business_day_clock_and_leaves_others(open_clock, smo):
    # § 158-10: written confirmation within 3 business days of a telephone notice on
    # Monday, January 6, 2025: Tue 7, Wed 8, Thu 9. Thursday proclaimed: Friday 10.
    spill = open_clock("spill_written_confirmation", starts_at=local(2025, 1, 6, 9, 0))
    later = open_clock("nov158_appeal", starts_at=local(2025, 1, 13, 9, 0))
    assert spill.due_date == date(2025, 1, 9)

    proclaim(smo, date(2025, 1, 9))

    spill.refresh_from_db()
    later.refresh_from_db()
    assert spill.due_date == date(2025, 1, 10)
    assert later.due_date == date(2025, 1, 28)  # counted from after the holiday
    assert later.history.count() == 1


def test_gcl_24_removing_a_proclaimed_holiday_recounts_back(open_clock, smo):
    clock = open_clock("swppp_decision", starts_at=local(2026, 1, 23, 10, 0))
    holiday = proclaim(smo, date(2026, 3, 9))
    pk = holiday.pk
    clock.refresh_from_db()
    assert clock.due_date == date(2026, 3, 10)

    services.proclaimed_holiday_remove(acting_user=smo, holiday=holiday)

    clock.refresh_from_db()
    assert clock.due_date == date(2026, 3, 9)
    assert clock.history.first().history_change_reason == (
        "Proclaimed holiday of March 9, 2026 removed: due moved from March 10, 2026"
    )
    history = ProclaimedHoliday.history.filter(id=pk).order_by("history_date")
    assert [(h.history_type, h.history_user) for h in history] == [("+", smo), ("-", smo)]


def test_gcl_24_only_the_smo_enters_a_proclaimed_holiday_with_who_and_the_proclamation(
    smo, make_user
):
    with pytest.raises(PermissionDenied, match="enters proclaimed holidays"):
        proclaim(make_user(Role.INSPECTOR), date(2025, 1, 9))
    with pytest.raises(ValidationError) as refused:
        services.proclaimed_holiday_add(
            acting_user=smo, day=date(2025, 1, 9), name=" ", proclaimed_by="mayor", proclamation=""
        )
    assert set(refused.value.message_dict) == {"name", "proclaimed_by", "proclamation"}
    assert "the President or the Governor" in refused.value.message_dict["proclaimed_by"][0]

    proclaim(smo, date(2025, 1, 9))

    with pytest.raises(ValidationError) as again:
        proclaim(smo, date(2025, 1, 9))
    assert again.value.message_dict["day"] == [
        "A proclaimed holiday is already entered on January 9, 2025."
    ]
    with pytest.raises(ValidationError) as statutory:
        proclaim(smo, date(2026, 12, 25))
    assert statutory.value.message_dict["day"] == [
        "December 25, 2026 is already a public holiday: Christmas Day."
    ]
    assert ProclaimedHoliday.objects.count() == 1


# --- The page ----------------------------------------------------------------------------


def _form(day="2025-01-09", **overrides) -> dict:
    return {
        "enter": "holiday",
        "holiday-day": day,
        "holiday-name": "National Day of Mourning",
        "holiday-proclaimed_by": "president",
        "holiday-proclamation": "Proclamation 10878 of December 29, 2024",
        **overrides,
    }


def test_gcl_24_the_smo_enters_a_proclaimed_holiday_on_the_closures_page(client, smo, open_clock):
    clock = open_clock("spill_written_confirmation", starts_at=local(2025, 1, 6, 9, 0))
    client.force_login(smo)

    response = client.post(reverse("deadlines:closures"), _form())

    assert response.status_code == 302
    clock.refresh_from_db()
    assert clock.due_date == date(2025, 1, 10)
    page = client.get(reverse("deadlines:closures")).content.decode()
    assert "Proclaimed public holidays (GCL § 24)" in page
    assert "National Day of Mourning" in page
    assert "President of the United States: Proclamation 10878 of December 29, 2024" in page
    assert "entered National Day of Mourning, Jan 9, 2025" in page  # the history


def test_gcl_24_a_refused_holiday_keeps_what_was_typed_beside_its_error(client, smo):
    client.force_login(smo)

    refused = client.post(
        reverse("deadlines:closures"), _form(day="2026-12-25", **{"holiday-name": "Yule"})
    )

    assert refused.status_code == 200
    page = refused.content.decode()
    assert "December 25, 2026 is already a public holiday: Christmas Day." in page
    assert 'value="Yule"' in page
    assert 'value="Proclamation 10878 of December 29, 2024"' in page
    assert '<a href="#id_holiday-day" data-error-link>' in page
    assert not ProclaimedHoliday.objects.exists()


def test_gcl_24_staff_who_read_the_calendar_cannot_enter_a_holiday(client, make_user):
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)

    page = client.get(reverse("deadlines:closures")).content.decode()
    assert "Enter a proclaimed holiday" not in page
    assert client.post(reverse("deadlines:closures"), _form()).status_code == 403
    assert not ProclaimedHoliday.objects.exists()


def test_gcl_24_removing_asks_first_then_recounts(client, smo, open_clock):
    clock = open_clock("spill_written_confirmation", starts_at=local(2025, 1, 6, 9, 0))
    holiday = proclaim(smo, date(2025, 1, 9))
    client.force_login(smo)
    url = reverse("deadlines:holiday_remove", args=[holiday.pk])

    asked = client.get(url).content.decode()
    assert "Remove the proclaimed holiday of Thursday, January 9, 2025?" in asked
    assert ProclaimedHoliday.objects.exists()

    assert client.post(url).status_code == 302
    assert not ProclaimedHoliday.objects.exists()
    clock.refresh_from_db()
    assert clock.due_date == date(2025, 1, 9)
    page = client.get(reverse("deadlines:closures")).content.decode()
    assert "removed National Day of Mourning, Jan 9, 2025" in page


@pytest.mark.parametrize("rows", [2, 40])
def test_gcl_24_the_closures_page_keeps_a_fixed_number_of_queries(
    client, smo, rows, django_assert_num_queries
):
    for i in range(rows):
        ProclaimedHoliday.objects.create(
            date=date(2001 + i, 1, 9),
            name=f"Day {i}",
            proclaimed_by="governor",
            proclamation="Executive Order",
            created_by=smo,
        )
        services.closure_add(acting_user=smo, day=date(2001 + i, 3, 2), reason="Storm")
    client.force_login(smo)
    client.get(reverse("deadlines:closures"))  # warm the session and permission caches

    with django_assert_num_queries(QUERIES):
        response = client.get(reverse("deadlines:closures"))

    assert response.status_code == 200


# 14 before issue 44; the roles, the two permission queries and the unread count are
# kept across requests since (core/floor.py).
QUERIES = 10
