"""Issue 21, item 1: every MS4 report figure equals the hand count of a fixture built to
know it (tests/reports/world.py), its list has exactly that many rows, records just
outside the period are left out, and the interim periods split at July 2 and 3."""

from __future__ import annotations

from datetime import datetime

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.reports import figures, periods
from tests.reports.world import EXPECTED, ZERO, build

pytestmark = pytest.mark.django_db

PERIODS = (periods.annual(2026), periods.half(2026, "1"), periods.half(2026, "2"))


@pytest.fixture
def world(make_user):
    smo = make_user(Role.SMO)
    build(smo, make_user(Role.APPLICANT))
    return smo


def test_the_periods_are_the_permits():
    year, first, second = PERIODS
    assert (year.start.isoformat(), year.end.isoformat(), year.due.isoformat()) == (
        "2026-01-03",
        "2027-01-02",
        "2027-04-01",
    )
    assert (first.start.isoformat(), first.end.isoformat(), first.due.isoformat()) == (
        "2026-01-03",
        "2026-07-02",
        "2026-10-01",
    )
    assert (second.start.isoformat(), second.end.isoformat(), second.due.isoformat()) == (
        "2026-07-03",
        "2027-01-02",
        "2027-04-01",
    )


def test_a_town_setting_moves_the_period(settings):
    settings.MS4_PERIOD_START = "07-01"
    year = periods.annual(2026)
    assert (year.start.isoformat(), year.end.isoformat(), year.due.isoformat()) == (
        "2026-07-01",
        "2027-06-30",
        "2027-09-01",
    )


def test_the_period_reported_is_the_last_that_ended():
    from datetime import date

    assert periods.last_ended(date(2027, 3, 1)) == periods.annual(2026)
    assert periods.last_ended(date(2027, 1, 2)) == periods.annual(2025)
    assert periods.from_slug("2026-2") == periods.half(2026, "2")
    assert periods.from_slug("2026-3") is None


def test_every_figure_has_a_hand_count():
    keys = {f.key for f in figures.all_figures()}
    assert set(EXPECTED) <= keys, set(EXPECTED) - keys


@pytest.mark.parametrize("index", [0, 1, 2], ids=["year", "first-half", "second-half"])
def test_each_figure_equals_the_hand_count(world, index):
    period = PERIODS[index]
    wrong = {}
    for figure in figures.all_figures():
        expected = EXPECTED.get(figure.key, ZERO)[index]
        got = figure.compute(period)
        if got != expected:
            wrong[figure.key] = (got, expected)
    assert not wrong, wrong


@pytest.mark.parametrize("index", [0, 1, 2], ids=["year", "first-half", "second-half"])
def test_the_reports_one_statement_gives_each_figure_its_hand_count(world, index):
    """Issue 44: the report computes its counts in one statement (``compute_all``); each
    is the hand count, as each figure computed alone, and the statement is one query
    beside one per sum or median (counting them all, as issuing does)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    period = PERIODS[index]
    every = figures.all_figures()
    with CaptureQueriesContext(connection) as queries:
        values = figures.compute_all(every, period, stored=False)
    wrong = {
        f.key: (values[f.key], EXPECTED.get(f.key, ZERO)[index])
        for f in every
        if values[f.key] != EXPECTED.get(f.key, ZERO)[index]
    }
    assert not wrong, wrong
    assert len(queries.captured_queries) == 1 + sum(1 for f in every if f.value is not None)
    # Stored between requests (tests/reports/test_figure_store.py), the same values.
    assert figures.compute_all(every, period) == values


@pytest.mark.parametrize("index", [0, 1, 2], ids=["year", "first-half", "second-half"])
def test_each_figures_list_has_exactly_that_many_rows(world, client, index):
    client.force_login(world)
    period = PERIODS[index]
    for figure in figures.all_figures():
        response = client.get(reverse("reports:figure", args=[period.slug, figure.key]))
        assert response.status_code == 200, figure.key
        page = response.context["page_obj"]
        if figure.records is None:
            assert page is None
            continue
        expected = EXPECTED.get(figure.key, ZERO)[index]
        count = expected if figure.value is None else figure.records(period).count()
        assert page.paginator.count == count, figure.key
        assert len(response.context["rows"]) == count, figure.key


def test_the_reports_to_file_are_those_ended_and_not_yet_due():
    from datetime import date

    # On February 10, 2027: the 2026 annual report and the July-to-January certification
    # (both due April 1, 2027); the first half's was due October 1, 2026.
    assert periods.to_file(date(2027, 2, 10)) == [periods.annual(2026), periods.half(2026, "2")]
    # On April 1 they are still due that day; on April 2 nothing is, until July 3.
    assert periods.to_file(date(2027, 4, 2)) == []
    assert periods.to_file(date(2027, 7, 3)) == [periods.half(2027, "1")]


def test_the_smos_home_shows_the_reports_due(client, make_user):
    import time_machine

    from lockport_sw.calendar.counting import TOWN_TZ

    smo = make_user(Role.SMO)
    with time_machine.travel(datetime(2027, 2, 10, 9, tzinfo=TOWN_TZ), tick=False):
        client.force_login(smo)
        html = client.get("/").content.decode()
    assert "MS4 reports due to NYSDEC" in html
    assert (
        "Annual report: January 3, 2026 to January 2, 2027</a>: due Thursday, April 1, 2027" in html
    )
