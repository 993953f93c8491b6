"""Issue 21, item 1: every MS4 report figure equals the hand count of a fixture built to
know it (tests/reports/world.py), its list has exactly that many rows, records just
outside the period are left out, and the interim periods split at July 2 and 3."""

from __future__ import annotations

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
