"""Counting days, business days, weeks, months and years (GCL §§ 20, 24, 25-a, 30, 58).

Every expected date below was worked out by hand on a real calendar (weekday checked).
"""

from datetime import date, datetime

import pytest

from lockport_sw.calendar.counting import NYCalendar

CAL = NYCalendar()
THANKSGIVING_FRIDAY_2026 = {date(2026, 11, 27): "Day after Thanksgiving"}


# -- GCL § 20 and § 25-a: calendar days ------------------------------------------------------

ADD_DAYS_CASES = [
    # (start, days, closures, raw end, value, why)
    (date(2026, 3, 2), 15, {}, date(2026, 3, 17), date(2026, 3, 17), "README example, a Tuesday"),
    (date(2026, 3, 2), 0, {}, date(2026, 3, 2), date(2026, 3, 2), "0 days on a business day"),
    (date(2026, 3, 7), 0, {}, date(2026, 3, 7), date(2026, 3, 9), "0 days on a Saturday"),
    (date(2026, 3, 2), 1, {}, date(2026, 3, 3), date(2026, 3, 3), "the next day"),
    (date(2026, 1, 28), 15, {}, date(2026, 2, 12), date(2026, 2, 13), "Lincoln's Birthday, Thu"),
    (
        date(2027, 1, 28),
        15,
        {},
        date(2027, 2, 12),
        date(2027, 2, 16),
        "Lincoln's Birthday Fri, weekend, Washington's Birthday Mon",
    ),
    (date(2029, 1, 28), 15, {}, date(2029, 2, 12), date(2029, 2, 13), "Lincoln's Birthday, Mon"),
    (date(2030, 1, 6), 15, {}, date(2030, 1, 21), date(2030, 1, 22), "MLK Day 2030"),
    (date(2028, 5, 14), 15, {}, date(2028, 5, 29), date(2028, 5, 30), "Memorial Day 2028"),
    (date(2026, 5, 30), 15, {}, date(2026, 6, 14), date(2026, 6, 15), "Flag Day is a Sunday"),
    (date(2027, 6, 4), 15, {}, date(2027, 6, 19), date(2027, 6, 21), "Juneteenth 2027 Sat"),
    (date(2026, 6, 19), 15, {}, date(2026, 7, 4), date(2026, 7, 6), "July 4 2026 Sat"),
    (date(2027, 6, 19), 15, {}, date(2027, 7, 4), date(2027, 7, 6), "July 4 2027 Sun -> Mon"),
    (date(2030, 8, 18), 15, {}, date(2030, 9, 2), date(2030, 9, 3), "Labor Day 2030"),
    (date(2029, 9, 23), 15, {}, date(2029, 10, 8), date(2029, 10, 9), "Columbus Day 2029"),
    (date(2026, 10, 19), 15, {}, date(2026, 11, 3), date(2026, 11, 4), "election day 2026"),
    (date(2027, 10, 18), 15, {}, date(2027, 11, 2), date(2027, 11, 3), "election day 2027"),
    (date(2028, 10, 23), 15, {}, date(2028, 11, 7), date(2028, 11, 8), "election day 2028"),
    (date(2028, 10, 27), 15, {}, date(2028, 11, 11), date(2028, 11, 13), "Veterans' Day Sat"),
    (date(2029, 10, 27), 15, {}, date(2029, 11, 11), date(2029, 11, 13), "Veterans' Day Sun"),
    (date(2026, 11, 11), 15, {}, date(2026, 11, 26), date(2026, 11, 27), "Thanksgiving 2026"),
    (
        date(2026, 11, 11),
        15,
        THANKSGIVING_FRIDAY_2026,
        date(2026, 11, 26),
        date(2026, 11, 30),
        "Thanksgiving and a Town closure on the Friday",
    ),
    (date(2026, 10, 12), 45, {}, date(2026, 11, 26), date(2026, 11, 27), "45-day SWPPP review"),
    (date(2030, 10, 29), 30, {}, date(2030, 11, 28), date(2030, 11, 29), "Thanksgiving 2030"),
    (date(2026, 12, 10), 15, {}, date(2026, 12, 25), date(2026, 12, 28), "Christmas 2026 Fri"),
    (date(2027, 12, 10), 15, {}, date(2027, 12, 25), date(2027, 12, 27), "Christmas 2027 Sat"),
    (date(2026, 12, 17), 15, {}, date(2027, 1, 1), date(2027, 1, 4), "New Year's Day 2027 Fri"),
    (date(2027, 12, 17), 15, {}, date(2028, 1, 1), date(2028, 1, 3), "New Year's Day 2028 Sat"),
    (date(2029, 12, 2), 30, {}, date(2030, 1, 1), date(2030, 1, 2), "Dec 31 -> Jan 1 -> Jan 2"),
    (
        date(2028, 1, 18),
        30,
        {date(2028, 2, 17): "Snow emergency"},
        date(2028, 2, 17),
        date(2028, 2, 18),
        "Town closure",
    ),
]


@pytest.mark.parametrize(
    ("start", "days", "closures", "raw_end", "expected", "why"),
    ADD_DAYS_CASES,
    ids=[case[-1] for case in ADD_DAYS_CASES],
)
def test_gcl_20_and_25a_add_days(start, days, closures, raw_end, expected, why):
    # An act a party does at the Town (an appeal): a Town closure extends it like a holiday.
    counted = NYCalendar(closures).add_days(start, days, closures_extend=True)

    assert counted.start == start
    assert counted.raw_end == raw_end
    assert counted.value == expected
    assert counted.extended is (expected != raw_end)


def test_a_town_closure_never_extends_a_duty_of_the_town():
    """Statute README: a closure extends a period of days only for an act a party must do
    at the Town; the SMO's 45 days ending on a closure end that day."""
    cal = NYCalendar({date(2026, 11, 27): "Day after Thanksgiving"})

    # 45 days from 2026-10-13 is Friday 2026-11-27, the closure.
    counted = cal.add_days(date(2026, 10, 13), 45)

    assert counted.value == date(2026, 11, 27)
    assert not counted.extended
    assert any(
        "Town offices closed (Day after Thanksgiving), but a closure extends only an act a "
        "party must do at the Town" in step
        for step in counted.steps
    )


def test_a_town_duty_ending_on_a_weekend_runs_to_monday_even_if_the_town_closes_it():
    cal = NYCalendar({date(2026, 3, 23): "Storm"})

    # 15 days from Fri 2026-03-06 is Sat 2026-03-21; Monday 23 is a closure.
    duty = cal.add_days(date(2026, 3, 6), 15)
    party = cal.add_days(date(2026, 3, 6), 15, closures_extend=True)

    assert duty.value == date(2026, 3, 23)
    assert party.value == date(2026, 3, 24)


def test_gcl_20_day_of_event_not_counted_readme_example():
    counted = CAL.add_days(date(2026, 3, 2), 15)

    assert counted.value == date(2026, 3, 17)
    assert counted.steps == (
        "Counting 15 calendar days from March 2, 2026, the day of the event not counted (GCL § 20)",
        "Day 1 is March 3, 2026; day 15, the last day of the period, is Tuesday, March 17, 2026",
        "Last day: Tuesday, March 17, 2026",
    )
    assert counted.sections == ("GCL § 20",)


def test_gcl_25a_extension_explains_every_skipped_day():
    counted = NYCalendar(THANKSGIVING_FRIDAY_2026).add_days(
        date(2026, 11, 11), 15, closures_extend=True
    )

    assert counted.steps[2:] == (
        "November 26, 2026 is Thanksgiving Day (public holiday, GCL § 24)",
        "November 27, 2026: Town offices closed: Day after Thanksgiving",
        "November 28, 2026 is a Saturday",
        "November 29, 2026 is a Sunday",
        "Extended to the next business day (GCL § 25-a): last day Monday, November 30, 2026",
    )
    assert counted.sections == ("GCL § 20", "GCL § 24", "GCL § 25-a")


def test_gcl_25a_saturday_holiday_step_names_both_reasons():
    counted = CAL.add_days(date(2026, 6, 19), 15)

    assert "July 4, 2026 is a Saturday and Independence Day (public holiday, GCL § 24)" in (
        counted.steps
    )
    assert counted.steps[-1] == (
        "Extended to the next business day (GCL § 25-a): last day Monday, July 6, 2026"
    )


def test_gcl_25a_not_applied_when_extend_is_false():
    counted = CAL.add_days(date(2026, 6, 19), 15, extend=False)

    assert counted.value == counted.raw_end == date(2026, 7, 4)
    assert (
        counted.steps[-1]
        == "Not extended (GCL § 25-a not applied): last day Saturday, July 4, 2026"
    )
    assert "GCL § 25-a" not in counted.sections


def test_gcl_20_negative_days_are_refused():
    with pytest.raises(ValueError, match="0 or more"):
        CAL.add_days(date(2026, 3, 2), -1)


def test_counting_days_refuses_a_datetime_start():
    with pytest.raises(TypeError, match="must be a date"):
        CAL.add_days(datetime(2026, 3, 2, 9, 0), 15)


# -- Business days ----------------------------------------------------------------------------

BUSINESS_DAY_CASES = [
    # (start, business days, closures, expected, why)
    (date(2026, 11, 24), 3, {}, date(2026, 11, 30), "Thanksgiving skipped, the Friday counts"),
    (date(2026, 11, 24), 3, THANKSGIVING_FRIDAY_2026, date(2026, 12, 1), "Friday closed too"),
    (date(2026, 7, 2), 1, {}, date(2026, 7, 3), "Friday before a Saturday July 4 is open"),
    (date(2027, 7, 2), 1, {}, date(2027, 7, 6), "weekend, then July 5 2027 (observed)"),
    (date(2026, 12, 21), 5, {}, date(2026, 12, 29), "5 business days over Christmas 2026"),
    (date(2026, 12, 30), 3, {}, date(2027, 1, 5), "year end, New Year's Day 2027"),
    (date(2027, 12, 30), 1, {}, date(2027, 12, 31), "Dec 31 2027 is open (Jan 1 2028 Sat)"),
    (date(2028, 11, 3), 3, {}, date(2028, 11, 9), "election day 2028"),
    (date(2029, 11, 9), 2, {}, date(2029, 11, 14), "Veterans' Day 2029 observed Monday"),
    (date(2026, 2, 11), 3, {}, date(2026, 2, 18), "Lincoln's and Washington's Birthdays"),
    (date(2028, 12, 22), 3, {}, date(2028, 12, 28), "Christmas 2028 on a Monday"),
    (date(2028, 6, 16), 1, {}, date(2028, 6, 20), "Juneteenth 2028 on a Monday"),
    (date(2026, 6, 12), 1, {}, date(2026, 6, 15), "Flag Day is only a Sunday"),
    (date(2026, 3, 2), 0, {}, date(2026, 3, 2), "0 days on a business day: itself"),
    (date(2026, 7, 4), 0, {}, date(2026, 7, 6), "0 days on a Saturday holiday: next"),
    (
        date(2030, 1, 31),
        2,
        {date(2030, 2, 1): "Snow emergency", date(2030, 2, 4): "Snow emergency, day 2"},
        date(2030, 2, 6),
        "two Town closures",
    ),
]


@pytest.mark.parametrize(
    ("start", "days", "closures", "expected", "why"),
    BUSINESS_DAY_CASES,
    ids=[case[-1] for case in BUSINESS_DAY_CASES],
)
def test_business_days_skip_weekends_holidays_and_closures(start, days, closures, expected, why):
    counted = NYCalendar(closures).add_business_days(start, days)

    assert counted.value == expected
    assert counted.raw_end == expected
    assert counted.start == start


def test_business_days_steps_count_each_day_and_explain_each_skip():
    counted = NYCalendar(THANKSGIVING_FRIDAY_2026).add_business_days(date(2026, 11, 24), 3)

    assert counted.steps[1:] == (
        "Business day 1: Wednesday, November 25, 2026",
        "November 26, 2026 is Thanksgiving Day (public holiday, GCL § 24)",
        "November 27, 2026: Town offices closed: Day after Thanksgiving",
        "November 28, 2026 is a Saturday",
        "November 29, 2026 is a Sunday",
        "Business day 2: Monday, November 30, 2026",
        "Business day 3: Tuesday, December 1, 2026",
        "Last day: Tuesday, December 1, 2026",
    )
    assert counted.sections == ("GCL § 20", "GCL § 24")


def test_business_days_negative_count_is_refused():
    with pytest.raises(ValueError, match="days must be 0 or more"):
        CAL.add_business_days(date(2026, 3, 2), -2)


# -- Weeks (GCL § 20) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("start", "weeks", "expected"),
    [
        (date(2026, 3, 2), 2, date(2026, 3, 16)),
        (date(2026, 12, 18), 1, date(2026, 12, 28)),  # Christmas Friday, then the weekend
        (date(2026, 11, 19), 1, date(2026, 11, 27)),  # Thanksgiving Thursday
    ],
)
def test_gcl_20_weeks_are_seven_calendar_days(start, weeks, expected):
    counted = CAL.add_weeks(start, weeks)

    assert counted.value == expected
    assert counted.steps[0].startswith(f"Counting {weeks} week")


# -- Months and years (GCL §§ 30, 58) --------------------------------------------------------


@pytest.mark.parametrize(
    ("start", "months", "extend", "raw_end", "expected"),
    [
        (date(2026, 3, 2), 6, True, date(2026, 9, 2), date(2026, 9, 2)),
        (date(2026, 1, 31), 1, False, date(2026, 2, 28), date(2026, 2, 28)),
        (date(2026, 1, 31), 1, True, date(2026, 2, 28), date(2026, 3, 2)),  # Saturday
        (date(2028, 1, 31), 1, True, date(2028, 2, 29), date(2028, 2, 29)),  # leap year
        (date(2026, 8, 31), 6, True, date(2027, 2, 28), date(2027, 3, 1)),  # Sunday
        (date(2026, 5, 31), 1, True, date(2026, 6, 30), date(2026, 6, 30)),
        (date(2026, 11, 30), 2, True, date(2027, 1, 30), date(2027, 2, 1)),  # across the year
        (date(2026, 7, 31), -1, False, date(2026, 6, 30), date(2026, 6, 30)),  # counting back
    ],
)
def test_gcl_30_month_ends_on_same_numbered_day_or_last_day(
    start, months, extend, raw_end, expected
):
    counted = CAL.add_months(start, months, extend=extend)

    assert counted.raw_end == raw_end
    assert counted.value == expected
    assert counted.sections[0] == "GCL § 30"


def test_gcl_30_short_month_is_explained():
    counted = CAL.add_months(date(2026, 1, 31), 1, extend=False)

    assert counted.steps[1] == (
        "February 2026 has no day 31, so the period ends on its last day: "
        "Saturday, February 28, 2026 (GCL § 30)"
    )


@pytest.mark.parametrize(
    ("start", "years", "extend", "raw_end", "expected"),
    [
        (date(2028, 2, 29), 1, True, date(2029, 2, 28), date(2029, 2, 28)),
        (date(2028, 2, 29), 4, True, date(2032, 2, 29), date(2032, 3, 1)),  # a Sunday
        (date(2026, 7, 4), 1, True, date(2027, 7, 4), date(2027, 7, 6)),  # Sun, then Mon holiday
        (date(2026, 3, 2), 3, True, date(2029, 3, 2), date(2029, 3, 2)),
        (date(2026, 3, 2), -5, False, date(2021, 3, 2), date(2021, 3, 2)),  # 5-year look-back
    ],
)
def test_gcl_58_year_is_twelve_months(start, years, extend, raw_end, expected):
    counted = CAL.add_years(start, years, extend=extend)

    assert counted.raw_end == raw_end
    assert counted.value == expected
    assert counted.sections[:2] == ("GCL § 58", "GCL § 30")


def test_counting_back_cannot_be_extended():
    with pytest.raises(ValueError, match="GCL § 25-a"):
        CAL.add_months(date(2026, 3, 2), -6)
    with pytest.raises(ValueError, match="GCL § 25-a"):
        CAL.add_years(date(2026, 3, 2), -5)


# -- What kind of day it is ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("day", "reason"),
    [
        (date(2026, 3, 7), "Saturday"),
        (date(2026, 3, 8), "Sunday"),
        (date(2026, 7, 4), "Saturday"),
        (date(2026, 11, 26), "public holiday: Thanksgiving Day (GCL § 24)"),
        (date(2027, 7, 5), "public holiday: Independence Day (observed Monday, GCL § 24)"),
        (date(2026, 11, 27), "Town offices closed: Day after Thanksgiving"),
        (date(2026, 11, 25), None),
        (date(2026, 7, 3), None),
    ],
)
def test_non_business_reason(day, reason):
    cal = NYCalendar(THANKSGIVING_FRIDAY_2026)

    assert cal.non_business_reason(day) == reason
    assert cal.is_business_day(day) is (reason is None)


def test_closure_and_holiday_lookups():
    cal = NYCalendar(THANKSGIVING_FRIDAY_2026)

    assert cal.closure_reason(date(2026, 11, 27)) == "Day after Thanksgiving"
    assert cal.closure_reason(date(2026, 11, 26)) is None
    assert cal.holiday_name(date(2026, 11, 26)) == "Thanksgiving Day"
    assert cal.holiday_name(date(2026, 11, 27)) is None


@pytest.mark.parametrize(
    ("day", "include_self", "expected"),
    [
        (date(2026, 12, 24), False, date(2026, 12, 28)),  # Christmas Friday, weekend
        (date(2026, 12, 24), True, date(2026, 12, 24)),
        (date(2027, 7, 3), True, date(2027, 7, 6)),  # Sat, Sun July 4, Mon observed
        (date(2026, 12, 31), False, date(2027, 1, 4)),  # New Year's Day Friday, weekend
    ],
)
def test_next_business_day(day, include_self, expected):
    assert CAL.next_business_day(day, include_self=include_self) == expected


def test_gcl_25a_step_for_a_holiday_moved_from_sunday():
    counted = CAL.add_days(date(2027, 6, 19), 15)

    assert counted.steps[2:] == (
        "July 4, 2027 is a Sunday",
        "July 5, 2027 is Independence Day (observed Monday; public holiday, GCL § 24)",
        "Extended to the next business day (GCL § 25-a): last day Tuesday, July 6, 2027",
    )
