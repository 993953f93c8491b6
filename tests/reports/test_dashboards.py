"""Issue 21, item 2: the dashboards count what the records say (clocks on time, late,
missed, by rule and by month; SWPPP turnaround against 45 days; open cases by age and
state; the enforcement pipeline; inspections due and overdue), each with its table, for
a period, in a fixed number of queries at 10 and 1,000 rows."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
import time_machine
from django.contrib.contenttypes.models import ContentType
from django.urls import reverse

from illicit.models import Case
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.reports import dashboards, periods
from tests.bulk import bulk_clocks
from tests.factories import PropertyFactory
from tests.reports.queries import queries_for
from tests.reports.world import M, build

pytestmark = pytest.mark.django_db

NOW = datetime(2027, 2, 10, 10, tzinfo=TOWN_TZ)
YEAR = periods.annual(2026)


def _clock(rule, due, status, met_at=None, starts=None):
    subject = PropertyFactory()
    return Deadline.objects.create(
        rule_code=rule,
        subject_type=ContentType.objects.get_for_model(subject),
        subject_id=subject.pk,
        subject_label="x",
        starts_at=starts or due - timedelta(days=45),
        count_from=starts or due - timedelta(days=45),
        count_unit="days",
        count_period=45,
        due_at=due,
        due_date=due.astimezone(TOWN_TZ).date(),
        status=status,
        met_at=met_at,
        waived_reason="Withdrawn." if status == "waived" else "",
        waived_at=due if status == "waived" else None,
    )


def _rows(key, period=YEAR) -> dict:
    chart = next(c for c in dashboards.charts() if c.key == key)
    return dict(chart.rows(period))


def test_clocks_on_time_late_missed_waived_by_rule_and_by_month():
    due = datetime(2026, 3, 10, 17, tzinfo=TOWN_TZ)
    _clock("swppp_decision", due, "met", met_at=due - timedelta(days=1))
    _clock("swppp_decision", due, "met", met_at=due + timedelta(hours=1))
    _clock("swppp_decision", due, "missed")
    _clock("swppp_decision", due, "waived")
    _clock("swppp_decision", M[0], "missed")  # due January 2, 2026: the period before
    _clock("nov158_appeal", due, "missed")  # a party's window, not the Town's duty
    by_rule = _rows("clocks-by-rule")
    assert by_rule == {
        "§ 159-4C SMO approves, approves with modifications or disapproves the SWPPP": (1, 1, 1, 1)
    }
    assert _rows("clocks-by-month") == {"March 2026": (1, 1, 2, 1)}


def _tallied(key, period=YEAR) -> dict:
    return next(item for item in dashboards.tally(period) if item["chart"].key == key)


def test_every_series_is_drawn_and_every_bar_to_one_scale():
    """Issue 47, item 4: November (5 on time, 5 missed) is a bar of 10, longer than
    October's 8 on time, not shorter because only its on-time count was drawn; each
    series a segment of the row's bar, the numbers said in words."""
    october = datetime(2026, 10, 14, 17, tzinfo=TOWN_TZ)
    november = datetime(2026, 11, 12, 17, tzinfo=TOWN_TZ)
    for _ in range(8):
        _clock("swppp_decision", october, "met", met_at=october - timedelta(days=1))
    for _ in range(5):
        _clock("swppp_decision", november, "met", met_at=november - timedelta(days=1))
        _clock("swppp_decision", november, "missed")
    chart = _tallied("clocks-by-month")
    assert [heading for _, heading, _ in chart["series"]] == ["On time", "Late", "Missed", "Waived"]
    assert chart["scale"] == 10
    oct_row, nov_row = chart["rows"]
    assert oct_row["length"] == 80 and nov_row["length"] == 100
    assert [(s["heading"], s["x"], s["width"]) for s in oct_row["bars"][0]] == [("On time", 0, 80)]
    assert [(s["heading"], s["x"], s["width"]) for s in nov_row["bars"][0]] == [
        ("On time", 0, 50),
        ("Missed", 50, 50),
    ]
    assert oct_row["words"] == "On time 8"
    assert nov_row["words"] == "On time 5, Missed 5 (10 in all)"


def test_a_count_and_a_part_of_it_are_a_bar_each_and_a_total_column_is_not_drawn():
    rows = [("Oil", (4, 1)), ("Silt", (2, 2))]
    grouped = dashboards._drawn(
        dashboards.Chart("x", "X", ("Reports", "Through Open311"), None, stacked=False), rows
    )
    assert grouped["scale"] == 4
    assert [[[s["width"] for s in bar] for bar in row["bars"]] for row in grouped["rows"]] == [
        [[100], [25]],
        [[50], [50]],
    ]
    assert grouped["rows"][0]["words"] == "Reports 4, Through Open311 1"
    ages = dashboards._drawn(
        dashboards.Chart("y", "Y", ("Open", "New", "Old"), None, drawn=(1, 2)),
        [("Reported", (3, 1, 2)), ("Confirmed", (6, 6, 0))],
    )
    assert [h for _, h, _ in ages["series"]] == ["New", "Old"]
    assert ages["scale"] == 6
    assert [[s["width"] for s in row["bars"][0]] for row in ages["rows"]] == [[16.67, 33.33], [100]]


def test_the_page_draws_a_legend_every_series_and_the_table(client, make_user):
    november = datetime(2026, 11, 12, 17, tzinfo=TOWN_TZ)
    _clock("swppp_decision", november, "met", met_at=november - timedelta(days=1))
    _clock("swppp_decision", november, "missed")
    client.force_login(make_user(Role.TOWN_BOARD))
    page = client.get(reverse("reports:dashboard") + "?period=2026").content.decode()
    start, end = page.index('id="chart-clocks-by-month"'), page.index('id="chart-clocks-overdue"')
    section = page[start:end]
    for heading in ("On time", "Late", "Missed", "Waived"):
        assert f"</svg> {heading}</li>" in section
    assert "November 2026</span>: On time 1, Missed 1 (2 in all)" in section
    assert 'width="50.00" height="4" fill="#1b7a3e"' in section
    assert 'x="50.00" y="0" width="50.00" height="4" fill="#a4161a"' in section
    assert '<table class="table table-sm" id="table-clocks-by-month">' in section


def test_swppp_turnaround_against_45_days():
    start = datetime(2026, 3, 2, 9, tzinfo=TOWN_TZ)
    due = start + timedelta(days=45)
    for days, status in ((3, "met"), (15, "met"), (16, "met"), (44, "met"), (46, "met")):
        _clock("swppp_decision", due, status, met_at=start + timedelta(days=days), starts=start)
    _clock("swppp_recommendation", due, "open", starts=start)
    assert list(_rows("swppp-turnaround").values()) == [(2,), (1,), (1,), (1,), (1,), (0,)]


def test_open_cases_by_age_and_state(make_user):
    smo = make_user(Role.SMO)
    for days, state in ((1, "reported"), (40, "reported"), (100, "confirmed"), (400, "confirmed")):
        Case.objects.create(
            reference=f"C-{days}",
            kind="discharge",
            summary="x",
            state=state,
            opened_at=NOW - timedelta(days=days),
            opened_by=smo,
        )
    Case.objects.create(
        reference="C-done",
        kind="discharge",
        summary="x",
        state="verified",
        opened_at=NOW - timedelta(days=5),
        opened_by=smo,
    )
    with time_machine.travel(NOW, tick=False):
        rows = _rows("illicit-open-cases")
    assert rows == {"Reported": (2, 1, 1, 0, 0), "Source confirmed": (2, 0, 0, 1, 1)}


def test_the_enforcement_pipeline_and_inspections_due(make_user):
    build(make_user(Role.SMO), make_user(Role.APPLICANT))
    pipeline = _rows("enforcement-pipeline")
    # The fixture's notices: four of each chapter in 2026 (a correction counts once).
    assert pipeline["Notices of violation issued"] == (4, 4)
    with time_machine.travel(NOW, tick=False):
        due = _rows("inspections-due")
    assert due["Scheduled, past their day and not completed"] == (0,)


def test_the_dashboard_keeps_a_fixed_number_of_queries_at_10_and_1000_rows(client, make_user):
    client.force_login(make_user(Role.TOWN_BOARD))
    url = reverse("reports:dashboard") + "?period=2026"
    due = datetime(2026, 4, 1, 17, tzinfo=TOWN_TZ)
    rules = ("swppp_decision", "appeal_hearing", "violator_correction")
    bulk_clocks(10, due=lambda i, now: due + timedelta(days=i % 200), rules=rules)
    at_10 = queries_for(client, url)
    bulk_clocks(990, due=lambda i, now: due + timedelta(days=i % 200), rules=rules)
    assert Deadline.objects.count() == 1000
    assert queries_for(client, url) == at_10


def test_a_chart_drawn_once_for_its_numbers_shows_the_next_write(client, make_user):
    """The charts' HTML is kept per process by their numbers (dashboards.drawn): a
    clock written between two requests is on the next page, and the kept drawing of the
    same numbers is the template's own."""
    november = datetime(2026, 11, 12, 17, tzinfo=TOWN_TZ)
    _clock("swppp_decision", november, "met", met_at=november - timedelta(days=1))
    client.force_login(make_user(Role.TOWN_BOARD))
    url = reverse("reports:dashboard") + "?period=2026"
    first = client.get(url).content.decode()
    assert "November 2026</span>: On time 1</div>" in first
    _clock("swppp_decision", november, "missed")
    second = client.get(url).content.decode()
    assert "November 2026</span>: On time 1, Missed 1 (2 in all)" in second
    third = client.get(url).content.decode()

    def charts(page):
        return page[page.index('<div class="row g-4">') :]

    assert charts(third) == charts(second)  # the same numbers, the same charts
    chart = next(c for c in dashboards.charts() if c.key == "clocks-by-month")
    rows = chart.rows(YEAR)
    kept = dashboards.drawn(chart, rows)
    dashboards._DRAWN.clear()
    from django.template.loader import render_to_string

    fresh = {"chart": chart, **dashboards._drawn(chart, rows)}
    assert kept["html"] == render_to_string("reports/_chart.html", {"item": fresh})
