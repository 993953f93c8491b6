"""manage.py clock: the answer on the first line, then the reasoning (issue 3, item 2)."""

import os
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from lockport_sw.calendar.models import OfficeClosure, ProclaimedHoliday

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]


def clock(*args) -> list[str]:
    out = StringIO()
    call_command("clock", *args, stdout=out)
    return out.getvalue().splitlines()


def test_gcl_20_the_statute_readmes_example_march_2_plus_15_days_is_march_17():
    lines = clock("add", "--from", "2026-03-02", "--days", "15")

    assert lines[0] == "2026-03-17"
    text = "\n".join(lines[1:])
    assert "GCL § 20" in text
    assert "March 2, 2026" in text


def test_gcl_25a_a_period_ending_on_thanksgiving_runs_to_friday():
    # 2026-11-11 (Veterans Day) + 15 days = Thursday 2026-11-26, Thanksgiving Day.
    lines = clock("add", "--from", "2026-11-11", "--days", "15")

    assert lines[0] == "2026-11-27"
    text = "\n".join(lines)
    assert "Thanksgiving" in text
    assert "GCL § 25-a" in text


def test_a_town_closure_entered_in_the_app_counts():
    OfficeClosure.objects.create(date="2026-11-27", reason="Day after Thanksgiving")

    lines = clock("add", "--from", "2026-11-11", "--days", "15", "--party-at-town")

    assert lines[0] == "2026-11-30"
    assert any("Day after Thanksgiving" in line for line in lines)


def test_gcl_24_a_proclaimed_holiday_entered_in_the_app_counts_for_the_towns_own_duty():
    # December 25, 2024 + 15 days = Thursday, January 9, 2025, a day of mourning.
    ProclaimedHoliday.objects.create(
        date="2025-01-09",
        name="National Day of Mourning",
        proclaimed_by="president",
        proclamation="Proclamation 10878 of December 29, 2024",
    )

    lines = clock("add", "--from", "2024-12-25", "--days", "15")

    assert lines[0] == "2025-01-10"
    assert any("proclaimed by the President" in line for line in lines)


def test_business_days_skip_weekends_and_holidays():
    # Wed 2026-12-23 + 5 business days: 24, (25 Christmas), 28, 29, 30, 31.
    lines = clock("add", "--from", "2026-12-23", "--business-days", "5")

    assert lines[0] == "2026-12-31"


def test_negative_hours_across_the_fall_dst_change_print_an_iso_datetime_with_offset():
    # 48 elapsed hours before 2026-11-02 08:00 EST: the clocks fell back on Nov 1.
    lines = clock("add", "--from", "2026-11-02T08:00", "--hours", "-48")

    assert lines[0] == "2026-10-31T09:00-04:00"


def test_hours_across_the_spring_dst_change_are_elapsed_time():
    lines = clock("add", "--from", "2026-03-07T12:00", "--hours", "24")

    assert lines[0] == "2026-03-08T13:00-04:00"


def test_gcl_25a_an_hour_period_ending_on_a_sunday_is_not_extended():
    """Issue 12 acceptance: 24 hours from Saturday 2027-03-13 12:00 EST end Sunday
    2027-03-14 13:00 EDT (clocks sprang forward that night); not moved to Monday."""
    lines = clock("add", "--from", "2027-03-13T12:00", "--hours", "24")

    assert lines[0] == "2027-03-14T13:00-04:00"
    assert any("Not extended: a period of hours runs from a moment" in line for line in lines)


def test_a_closure_extends_the_days_of_a_party_act_at_the_town_only():
    OfficeClosure.objects.create(date="2026-11-27", reason="Day after Thanksgiving")

    party = clock("add", "--from", "2026-11-11", "--days", "15", "--party-at-town")
    town = clock("add", "--from", "2026-10-13", "--days", "45")

    assert party[0] == "2026-11-30"
    assert town[0] == "2026-11-27"
    assert any("never a duty of the Town itself" in line for line in town)


def test_bad_input_is_a_clear_error():
    with pytest.raises(CommandError, match="2026-03-02"):
        clock("add", "--from", "March 2", "--days", "15")
    with pytest.raises(CommandError, match="positive"):
        clock("add", "--from", "2026-03-02", "--days", "-1")


# --- One line instead of a traceback (issue 22, item 2) -----------------------------------


def test_a_start_in_the_skipped_hour_of_the_spring_dst_change_is_said_in_one_line():
    # Clocks moved from 02:00 EST to 03:00 EDT on Sunday, March 8, 2026: 02:30 never was.
    with pytest.raises(CommandError) as refused:
        clock("add", "--from", "2026-03-08T02:30", "--hours", "24")

    message = str(refused.value)
    assert message == (
        "--from 2026-03-08T02:30: March 8, 2026 at 2:30 AM does not exist in "
        "America/New_York: clocks moved forward that night and skipped that hour. Give a "
        "time before 2:00 AM or from 3:00 AM."
    )


def _clock_on_a_fresh_clone(database_url: str, *args: str):
    """``manage.py clock`` as a person runs it on a fresh clone: development settings, a
    database that has no tables (or cannot be opened)."""
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "lockport_sw.settings.dev",
        "DATABASE_URL": database_url,
    }
    return subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "clock", "add", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("where", ["empty database", "no directory"])
def test_on_a_fresh_clone_without_a_database_clock_add_says_what_to_do_in_one_line(tmp_path, where):
    path = tmp_path / ("db.sqlite3" if where == "empty database" else "var/db.sqlite3")

    done = _clock_on_a_fresh_clone(f"sqlite:///{path}", "--from", "2026-03-02", "--days", "15")

    assert done.returncode == 1
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(
        "CommandError: The database is not set up yet, so the Town's closures and proclaimed "
        "holidays cannot be read ("
    )
    assert lines[0].endswith("Run `make run` once, or `manage.py migrate`, then count again.")


def test_on_a_fresh_clone_a_start_in_the_dst_gap_is_said_before_the_database_is_read(
    tmp_path,
):
    done = _clock_on_a_fresh_clone(
        f"sqlite:///{tmp_path / 'db.sqlite3'}", "--from", "2026-03-08T02:30", "--hours", "24"
    )

    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        "CommandError: --from 2026-03-08T02:30: March 8, 2026 at 2:30 AM does not exist in "
        "America/New_York: clocks moved forward that night and skipped that hour. Give a "
        "time before 2:00 AM or from 3:00 AM."
    ]
