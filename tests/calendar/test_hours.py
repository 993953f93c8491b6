"""Hours are elapsed clock time in America/New_York, across the DST changes.

US clock changes in the cases below: 2026-03-08 and 2026-11-01; 2027-03-14 and 2027-11-07;
2028-11-05; 2030-03-10 (second Sunday of March, first Sunday of November).
"""

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from lockport_sw.calendar.counting import TOWN_TZ, NYCalendar, town_moment

CAL = NYCalendar()
EST = timezone(timedelta(hours=-5))
EDT = timezone(timedelta(hours=-4))

ADD_HOURS_CASES = [
    # (start, hours, expected, why); naive starts are Town wall-clock time
    (datetime(2026, 6, 1, 10), 48, datetime(2026, 6, 3, 10, tzinfo=EDT), "no change"),
    (datetime(2026, 6, 1, 10), 0.5, datetime(2026, 6, 1, 10, 30, tzinfo=EDT), "half"),
    (
        datetime(2026, 3, 7, 12),
        24,
        datetime(2026, 3, 8, 13, tzinfo=EDT),
        "spring forward 2026: 24 h ends an hour later on the clock",
    ),
    (
        datetime(2026, 3, 7, 12),
        24,
        datetime(2026, 3, 8, 13, tzinfo=EDT),
        "spring forward 2026, ends Sunday 13:00: not extended to Monday",
    ),
    (
        datetime(2026, 3, 9, 9),
        -48,
        datetime(2026, 3, 7, 8, tzinfo=EST),
        "48-hour notice before Monday 09:00 across spring forward",
    ),
    (
        datetime(2026, 10, 31, 12),
        24,
        datetime(2026, 11, 1, 11, tzinfo=EST),
        "fall back 2026: 24 h ends an hour earlier on the clock",
    ),
    (
        datetime(2026, 11, 2, 8),
        -48,
        datetime(2026, 10, 31, 9, tzinfo=EDT),
        "48-hour notice before Monday 08:00 across fall back",
    ),
    (
        datetime(2027, 3, 13, 20),
        12,
        datetime(2027, 3, 14, 9, tzinfo=EDT),
        "spring forward 2027",
    ),
    (
        datetime(2027, 11, 6, 12),
        24,
        datetime(2027, 11, 7, 11, tzinfo=EST),
        "fall back 2027, ends Sunday 11:00: not extended",
    ),
    (
        datetime(2028, 11, 4, 22),
        6,
        datetime(2028, 11, 5, 3, tzinfo=EST),
        "fall back 2028 overnight",
    ),
    (
        datetime(2030, 3, 9, 12),
        24,
        datetime(2030, 3, 10, 13, tzinfo=EDT),
        "spring forward 2030, ends Sunday: not extended",
    ),
    (
        datetime(2026, 7, 3, 15),
        24,
        datetime(2026, 7, 4, 15, tzinfo=EDT),
        "ends on Saturday July 4 2026: not extended to Monday",
    ),
    (
        datetime(2026, 7, 3, 15),
        24,
        datetime(2026, 7, 4, 15, tzinfo=EDT),
        "storm inspection: not extended",
    ),
    (
        datetime(2026, 11, 25, 10),
        24,
        datetime(2026, 11, 26, 10, tzinfo=EST),
        "ends on Thanksgiving: not extended",
    ),
    (
        datetime(2029, 12, 31, 16),
        24,
        datetime(2030, 1, 1, 16, tzinfo=EST),
        "ends on New Year's Day 2030: not extended",
    ),
    (
        datetime(2029, 11, 9, 9),
        48,
        datetime(2029, 11, 11, 9, tzinfo=EST),
        "ends Sunday Nov 11 2029 (Veterans' Day): not extended",
    ),
    (
        datetime(2026, 11, 2, 9),
        24,
        datetime(2026, 11, 3, 9, tzinfo=EST),
        "ends on election day 2026: not extended",
    ),
    (
        datetime(2026, 7, 1, 16, tzinfo=UTC),
        1,
        datetime(2026, 7, 1, 13, tzinfo=EDT),
        "aware UTC start",
    ),
    (
        datetime(2026, 11, 1, 1, 30),
        1,
        datetime(2026, 11, 1, 1, 30, tzinfo=EST),
        "ambiguous 01:30 is the first (EDT) one; an hour later it is 01:30 EST",
    ),
]


@pytest.mark.parametrize(
    ("start", "hours", "expected", "why"),
    ADD_HOURS_CASES,
    ids=[case[-1] for case in ADD_HOURS_CASES],
)
def test_hours_are_elapsed_time_in_new_york(start, hours, expected, why):
    counted = CAL.add_hours(start, hours)

    # The same instant. Compare in UTC: Python compares datetimes of one zone by wall clock,
    # and never finds a time in the repeated hour (fold=1) equal to one in another zone.
    assert counted.value.astimezone(UTC) == expected.astimezone(UTC)
    # ... shown in the Town's time zone, with the expected wall clock and offset
    assert counted.value.tzinfo is TOWN_TZ
    assert counted.value.replace(tzinfo=None) == expected.replace(tzinfo=None)
    assert counted.value.utcoffset() == expected.utcoffset()


def test_hours_elapsed_equal_the_hours_asked_across_dst():
    counted = CAL.add_hours(datetime(2026, 3, 7, 12), 24)

    # Subtract in UTC: Python subtracts two datetimes of one zone by wall clock.
    assert counted.raw_end.astimezone(UTC) - counted.start.astimezone(UTC) == timedelta(hours=24)
    assert counted.value.replace(tzinfo=None) - datetime(2026, 3, 7, 12) == timedelta(hours=25)


def test_hours_steps_mention_the_spring_forward_offsets():
    counted = CAL.add_hours(datetime(2026, 3, 7, 12), 24)

    assert counted.steps[0] == (
        "Counting 24 elapsed hours from Saturday, March 7, 2026 at 12:00 PM EST (UTC-05:00), "
        "as clock time in America/New_York"
    )
    assert counted.steps[1].startswith(
        "clocks moved forward on March 8, 2026: 02:00 EST (UTC-05:00) became 03:00 EDT (UTC-04:00)"
    )
    assert counted.steps[2] == "The period ends at Sunday, March 8, 2026 at 1:00 PM EDT (UTC-04:00)"


def test_hours_steps_mention_the_fall_back_offsets_when_counting_back():
    counted = CAL.add_hours(datetime(2026, 11, 2, 8), -48)

    assert counted.steps[0].startswith(
        "Counting 48 elapsed hours back from Monday, November 2, 2026"
    )
    assert counted.steps[1].startswith(
        "clocks moved back on November 1, 2026: 02:00 EDT (UTC-04:00) became 01:00 EST (UTC-05:00)"
    )
    assert counted.steps[-1] == "Deadline: Saturday, October 31, 2026 at 9:00 AM EDT (UTC-04:00)"
    assert counted.sections == ()


def test_hours_no_dst_step_when_no_change_lies_inside():
    counted = CAL.add_hours(datetime(2026, 6, 1, 10), 48)

    assert not any(step.startswith("clocks moved") for step in counted.steps)


def test_gcl_25a_a_period_of_hours_is_not_extended_over_a_holiday_or_closure():
    """GCL § 25-a extends a period of days computed from a certain day; a period of hours
    runs from a moment (statute README): 24 hours from Wednesday 10:00 before Thanksgiving
    end on Thanksgiving at 10:00, whatever the Town's closures."""
    cal = NYCalendar({date(2026, 11, 26): "Thanksgiving", date(2026, 11, 27): "Closed"})

    counted = cal.add_hours(datetime(2026, 11, 25, 10), 24)

    assert counted.value == counted.raw_end == datetime(2026, 11, 26, 10, tzinfo=EST)
    assert not counted.extended
    assert counted.steps[-2] == (
        "Not extended: a period of hours runs from a moment, not from a day "
        "(GCL § 25-a extends only a period of days computed from a certain day)"
    )
    assert counted.steps[-1] == "Deadline: Thursday, November 26, 2026 at 10:00 AM EST (UTC-05:00)"
    assert "GCL § 25-a" not in counted.sections


def test_naive_start_in_the_skipped_spring_forward_hour_is_refused():
    with pytest.raises(ValueError, match="does not exist in America/New_York"):
        CAL.add_hours(datetime(2026, 3, 8, 2, 30), 1)


def test_naive_ambiguous_start_uses_the_first_occurrence_and_says_so():
    counted = CAL.add_hours(datetime(2026, 11, 1, 1, 30), 1)

    assert counted.start.utcoffset() == timedelta(hours=-4)
    assert "the first (EDT) occurrence is used" in counted.steps[1]


def test_town_moment_reads_naive_as_local_and_converts_aware():
    assert town_moment(datetime(2026, 1, 15, 9)).utcoffset() == timedelta(hours=-5)
    assert town_moment(datetime(2026, 1, 15, 14, tzinfo=UTC)) == datetime(
        2026, 1, 15, 9, tzinfo=EST
    )
    assert town_moment(datetime(2026, 11, 1, 1, 30, fold=1)).utcoffset() == timedelta(hours=-5)


def test_add_hours_refuses_a_date():
    with pytest.raises(TypeError, match="Expected a datetime, not"):
        CAL.add_hours(date(2026, 11, 2), 24)
