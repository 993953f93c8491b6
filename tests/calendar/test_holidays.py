"""GCL § 24 public holidays, checked against hand-written tables for whole years."""

from datetime import date

import pytest

from lockport_sw.calendar.holidays import holiday_name, public_holidays

HOLIDAYS_2026 = {
    date(2026, 1, 1): "New Year's Day",
    date(2026, 1, 19): "Martin Luther King Jr. Day",
    date(2026, 2, 12): "Lincoln's Birthday",
    date(2026, 2, 16): "Washington's Birthday",
    date(2026, 5, 25): "Memorial Day",
    date(2026, 6, 14): "Flag Day",
    date(2026, 6, 19): "Juneteenth",
    date(2026, 7, 4): "Independence Day",  # a Saturday: stays on the Saturday
    date(2026, 9, 7): "Labor Day",
    date(2026, 10, 12): "Columbus Day",
    date(2026, 11, 3): "General Election Day",
    date(2026, 11, 11): "Veterans' Day",
    date(2026, 11, 26): "Thanksgiving Day",
    date(2026, 12, 25): "Christmas Day",
}

HOLIDAYS_2027 = {
    date(2027, 1, 1): "New Year's Day",
    date(2027, 1, 18): "Martin Luther King Jr. Day",
    date(2027, 2, 12): "Lincoln's Birthday",
    date(2027, 2, 15): "Washington's Birthday",
    date(2027, 5, 31): "Memorial Day",
    date(2027, 6, 13): "Flag Day",
    date(2027, 6, 19): "Juneteenth",  # a Saturday: not moved to Friday June 18
    # July 4, 2027 is a Sunday: the holiday is Monday July 5.
    date(2027, 7, 5): "Independence Day (observed Monday, GCL § 24)",
    date(2027, 9, 6): "Labor Day",
    date(2027, 10, 11): "Columbus Day",
    date(2027, 11, 2): "General Election Day",
    date(2027, 11, 11): "Veterans' Day",
    date(2027, 11, 25): "Thanksgiving Day",
    date(2027, 12, 25): "Christmas Day",  # a Saturday: not moved to Friday December 24
}

HOLIDAYS_2028 = {
    date(2028, 1, 1): "New Year's Day",  # a Saturday: not moved to Friday, Dec 31, 2027
    date(2028, 1, 17): "Martin Luther King Jr. Day",
    date(2028, 2, 12): "Lincoln's Birthday",  # a Saturday
    date(2028, 2, 21): "Washington's Birthday",
    date(2028, 5, 29): "Memorial Day",
    date(2028, 6, 11): "Flag Day",
    date(2028, 6, 19): "Juneteenth",
    date(2028, 7, 4): "Independence Day",
    date(2028, 9, 4): "Labor Day",
    date(2028, 10, 9): "Columbus Day",
    date(2028, 11, 7): "General Election Day",
    date(2028, 11, 11): "Veterans' Day",  # a Saturday
    date(2028, 11, 23): "Thanksgiving Day",
    date(2028, 12, 25): "Christmas Day",
}

HOLIDAYS_2029 = {
    date(2029, 1, 1): "New Year's Day",
    date(2029, 1, 15): "Martin Luther King Jr. Day",
    date(2029, 2, 12): "Lincoln's Birthday",
    date(2029, 2, 19): "Washington's Birthday",
    date(2029, 5, 28): "Memorial Day",
    date(2029, 6, 10): "Flag Day",
    date(2029, 6, 19): "Juneteenth",
    date(2029, 7, 4): "Independence Day",
    date(2029, 9, 3): "Labor Day",
    date(2029, 10, 8): "Columbus Day",
    date(2029, 11, 6): "General Election Day",
    # November 11, 2029 is a Sunday: the holiday is Monday November 12.
    date(2029, 11, 12): "Veterans' Day (observed Monday, GCL § 24)",
    date(2029, 11, 22): "Thanksgiving Day",
    date(2029, 12, 25): "Christmas Day",
}

HOLIDAYS_2030 = {
    date(2030, 1, 1): "New Year's Day",
    date(2030, 1, 21): "Martin Luther King Jr. Day",
    date(2030, 2, 12): "Lincoln's Birthday",
    date(2030, 2, 18): "Washington's Birthday",
    date(2030, 5, 27): "Memorial Day",
    date(2030, 6, 9): "Flag Day",
    date(2030, 6, 19): "Juneteenth",
    date(2030, 7, 4): "Independence Day",
    date(2030, 9, 2): "Labor Day",
    date(2030, 10, 14): "Columbus Day",
    date(2030, 11, 5): "General Election Day",
    date(2030, 11, 11): "Veterans' Day",
    date(2030, 11, 28): "Thanksgiving Day",
    date(2030, 12, 25): "Christmas Day",
}


@pytest.mark.parametrize(
    ("year", "expected"),
    [
        (2026, HOLIDAYS_2026),
        (2027, HOLIDAYS_2027),
        (2028, HOLIDAYS_2028),
        (2029, HOLIDAYS_2029),
        (2030, HOLIDAYS_2030),
    ],
)
def test_gcl_24_public_holidays_match_the_hand_written_table(year, expected):
    assert len(expected) == 14
    assert public_holidays(year) == expected
    assert list(public_holidays(year)) == sorted(expected), "listed in date order"


@pytest.mark.parametrize(
    ("sunday", "monday", "name"),
    [
        (date(2027, 7, 4), date(2027, 7, 5), "Independence Day (observed Monday, GCL § 24)"),
        (date(2029, 11, 11), date(2029, 11, 12), "Veterans' Day (observed Monday, GCL § 24)"),
        (date(2033, 6, 19), date(2033, 6, 20), "Juneteenth (observed Monday, GCL § 24)"),
        (date(2033, 12, 25), date(2033, 12, 26), "Christmas Day (observed Monday, GCL § 24)"),
        (date(2034, 1, 1), date(2034, 1, 2), "New Year's Day (observed Monday, GCL § 24)"),
        (date(2034, 2, 12), date(2034, 2, 13), "Lincoln's Birthday (observed Monday, GCL § 24)"),
    ],
)
def test_gcl_24_sunday_holiday_moves_to_monday(sunday, monday, name):
    assert sunday.weekday() == 6
    assert holiday_name(sunday) is None
    assert holiday_name(monday) == name


@pytest.mark.parametrize(
    "flag_day", [date(2026, 6, 14), date(2027, 6, 13), date(2028, 6, 11), date(2030, 6, 9)]
)
def test_gcl_24_flag_day_is_the_second_sunday_of_june_and_never_moves(flag_day):
    assert holiday_name(flag_day) == "Flag Day"
    next_day = flag_day.replace(day=flag_day.day + 1)
    assert holiday_name(next_day) is None


@pytest.mark.parametrize(
    ("saturday", "friday"),
    [
        (date(2026, 7, 4), date(2026, 7, 3)),  # Independence Day
        (date(2027, 6, 19), date(2027, 6, 18)),  # Juneteenth
        (date(2027, 12, 25), date(2027, 12, 24)),  # Christmas Day
        (date(2028, 1, 1), date(2027, 12, 31)),  # New Year's Day
        (date(2028, 2, 12), date(2028, 2, 11)),  # Lincoln's Birthday
        (date(2028, 11, 11), date(2028, 11, 10)),  # Veterans' Day
    ],
)
def test_gcl_24_saturday_holiday_is_not_moved_to_friday(saturday, friday):
    assert saturday.weekday() == 5
    assert holiday_name(saturday) is not None
    assert holiday_name(friday) is None


@pytest.mark.parametrize(
    "election_day",
    [date(2026, 11, 3), date(2027, 11, 2), date(2028, 11, 7), date(2029, 11, 6), date(2030, 11, 5)],
)
def test_gcl_24_general_election_day_every_year(election_day):
    assert holiday_name(election_day) == "General Election Day"


def test_gcl_24_the_friday_after_thanksgiving_is_not_a_holiday():
    assert holiday_name(date(2026, 11, 26)) == "Thanksgiving Day"
    assert holiday_name(date(2026, 11, 27)) is None


@pytest.mark.parametrize("year", range(2026, 2041))
def test_gcl_24_every_year_has_fourteen_holidays_on_the_right_weekdays(year):
    days = public_holidays(year)
    assert len(days) == 14
    by_name = {name.split(" (observed")[0]: day for day, name in days.items()}
    assert by_name["Flag Day"].weekday() == 6
    assert by_name["Thanksgiving Day"].weekday() == 3
    assert by_name["General Election Day"].weekday() == 1
    for name in ("Martin Luther King Jr. Day", "Washington's Birthday", "Memorial Day"):
        assert by_name[name].weekday() == 0
    # Only Flag Day is ever on a Sunday.
    assert [name for day, name in days.items() if day.weekday() == 6] == ["Flag Day"]


def test_public_holidays_returns_a_copy_callers_cannot_spoil_the_cache():
    first = public_holidays(2026)
    first.clear()
    assert len(public_holidays(2026)) == 14
