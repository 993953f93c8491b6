"""Issue 47, item 2: a report not issued never vanishes. Every period from the first
reporting year whose report was not issued stays on the SMO's home, marked late with its
due date once that has passed, until it is issued; a late report's PDF says when it was
due and when it was issued; the report page opens on the period due next; the demo holds
an issued annual report and an interim certification."""

from __future__ import annotations

import re
from datetime import date, datetime

import pytest
import time_machine
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.reports import periods, selectors, services
from lockport_sw.reports.models import IssuedReport
from tests.pdf_checks import render_png
from tests.pdf_checks import text as pdf_text

pytestmark = pytest.mark.django_db

DEC_7_2026 = datetime(2026, 12, 7, 9, 30, tzinfo=TOWN_TZ)


@pytest.fixture(autouse=True)
def first_year(settings):
    settings.MS4_FIRST_YEAR = 2025


@pytest.fixture
def smo(make_user):
    return make_user(Role.SMO, full_name="Sam Morgan")


def _issue(smo, period, on: datetime) -> IssuedReport:
    with time_machine.travel(on, tick=False):
        return services.report_issue(acting_user=smo, period=period)


def _home(client, smo) -> str:
    client.force_login(smo)
    html = client.get("/").content.decode()
    return " ".join(html.split())


def _panel(html: str) -> dict[str, str]:
    """Each report on the home panel, by its period, in words."""
    items = re.findall(r'<li class="mb-2" data-ms4-due="([^"]+)">(.*?)</li>', html)
    return {slug: re.sub(r"<[^>]+>", "", body).strip() for slug, body in items}


def test_the_reports_owed_are_every_ended_period_from_the_first_year():
    assert periods.owed(date(2026, 12, 7)) == [
        periods.half(2025, "1"),  # due October 1, 2025
        periods.annual(2025),  # due April 1, 2026: the annual report first
        periods.half(2025, "2"),
        periods.half(2026, "1"),  # due October 1, 2026
    ]
    assert periods.is_late(periods.annual(2025), date(2026, 4, 2))
    assert not periods.is_late(periods.annual(2025), date(2026, 4, 1))
    assert periods.days_late(periods.annual(2025), date(2026, 4, 15)) == 14
    assert periods.days_late(periods.annual(2025), date(2026, 3, 9)) == 0


def test_a_report_not_issued_stays_on_the_smos_home_marked_late_until_issued(client, smo):
    _issue(smo, periods.half(2025, "1"), datetime(2025, 9, 15, 10, tzinfo=TOWN_TZ))
    with time_machine.travel(DEC_7_2026, tick=False):
        panel = _panel(_home(client, smo))
    assert "No MS4 report is due now" not in panel
    assert panel == {
        "2025": "Annual report: January 3, 2025 to January 2, 2026: Late was due "
        "Wednesday, April 1, 2026; not yet issued",
        "2025-2": "Interim progress certification: July 3, 2025 to January 2, 2026: Late "
        "was due Wednesday, April 1, 2026; not yet issued",
        "2026-1": "Interim progress certification: January 3, 2026 to July 2, 2026: Late "
        "was due Thursday, October 1, 2026; not yet issued",
    }
    # Issued late, the annual report leaves the home; the others stay.
    _issue(smo, periods.annual(2025), datetime(2026, 12, 7, 9, tzinfo=TOWN_TZ))
    with time_machine.travel(DEC_7_2026, tick=False):
        assert set(_panel(_home(client, smo))) == {"2025-2", "2026-1"}


def test_a_report_issued_before_its_due_day_shows_issued_until_then(client, smo):
    _issue(smo, periods.annual(2025), datetime(2026, 3, 9, 10, tzinfo=TOWN_TZ))
    with time_machine.travel(datetime(2026, 3, 11, 10, tzinfo=TOWN_TZ), tick=False):
        panel = _panel(_home(client, smo))
    assert panel["2025"].endswith("due Wednesday, April 1, 2026 · issued March 9, 2026")
    assert panel["2025-2"].endswith("due Wednesday, April 1, 2026 · not yet issued")
    assert "Late" in panel["2025-1"]


def test_the_home_panel_is_one_query_however_many_reports(smo, django_assert_num_queries):
    with (
        time_machine.travel(DEC_7_2026, tick=False),
        django_assert_num_queries(1),
    ):
        rows = selectors.reports_to_file(date(2026, 12, 7))
    assert len(rows) == 4 and all(r["late"] for r in rows)


def test_a_late_reports_pdf_says_when_it_was_due_and_when_it_was_issued(client, smo, tmp_path):
    client.force_login(smo)
    with time_machine.travel(datetime(2026, 4, 15, 10, tzinfo=TOWN_TZ), tick=False):
        issue_page = client.get(reverse("reports:annual_issue", args=["2025"])).content.decode()
        assert "it is 14 days after it was due" in " ".join(issue_page.split())
        response = client.post(reverse("reports:annual_issue", args=["2025"]), follow=True)
    said = " ".join(m.message for m in response.context["messages"])
    assert "14 days after it was due on April 1, 2026" in said
    report = IssuedReport.objects.get()
    assert report.days_late == 14
    with report.document.file.open("rb") as fh:
        data = fh.read()
    text = " ".join(pdf_text(data).split())
    assert (
        "Due to the New York State Department of Environmental Conservation on April 1, "
        "2026; issued on April 15, 2026, 14 days after it was due." in text
    )
    pages = render_png(data, tmp_path, dpi=60)
    assert pages and pages[0].stat().st_size > 1000

    # A correction says when the report was first issued, and late.
    second = _issue(smo, periods.annual(2025), datetime(2026, 5, 4, 10, tzinfo=TOWN_TZ))
    with second.document.file.open("rb") as fh:
        text = " ".join(pdf_text(fh.read()).split())
    assert "first issued on April 15, 2026, 14 days after it was due." in text
    assert "This is version 2, a correction issued on May 4, 2026." in text


def test_a_report_issued_on_time_says_so_without_lateness(smo):
    report = _issue(smo, periods.annual(2025), datetime(2026, 4, 1, 15, tzinfo=TOWN_TZ))
    with report.document.file.open("rb") as fh:
        text = " ".join(pdf_text(fh.read()).split())
    assert "on April 1, 2026; issued on April 1, 2026." in text
    assert "after it was due" not in text


def test_the_report_page_opens_on_the_period_due_next(client, smo):
    def opened():
        with time_machine.travel(DEC_7_2026, tick=False):
            client.force_login(smo)
            response = client.get(reverse("reports:annual"))
        assert response.status_code == 200
        return response

    first = opened()
    assert first.context["period"] == periods.half(2025, "1")  # the earliest not issued
    assert first.context["late"] and "data-late" in first.content.decode()
    _issue(smo, periods.half(2025, "1"), datetime(2025, 9, 15, 10, tzinfo=TOWN_TZ))
    assert opened().context["period"] == periods.annual(2025)
    for period in (periods.annual(2025), periods.half(2025, "2"), periods.half(2026, "1")):
        _issue(smo, period, datetime(2026, 12, 1, 10, tzinfo=TOWN_TZ))
    # Every report owed issued: the next due, the year running now (due April 1, 2027).
    page = opened()
    assert page.context["period"] == periods.annual(2026)
    assert not page.context["late"]


def test_the_demo_holds_an_issued_annual_report_and_a_late_interim_certification(demo):
    reports = list(IssuedReport.objects.order_by("issued_at"))
    assert sorted(r.annual for r in reports) == [False, True]
    annual = next(r for r in reports if r.annual)
    interim = next(r for r in reports if not r.annual)
    assert annual.days_late == 0 and annual.period == periods.annual(2025)
    assert interim.days_late == 14 and interim.period == periods.half(2025, "1")
    with interim.document.file.open("rb") as fh:
        text = " ".join(pdf_text(fh.read()).split())
    assert "on October 1, 2025; issued on October 15, 2025, 14 days after it was due." in text


def test_the_report_page_keeps_its_queries_with_one_and_many_reports_issued(client, smo):
    from tests.reports.queries import queries_for

    urls = (reverse("reports:annual"), reverse("reports:annual_period", args=["2025"]))
    _issue(smo, periods.annual(2025), datetime(2026, 3, 9, 10, tzinfo=TOWN_TZ))
    with time_machine.travel(DEC_7_2026, tick=True):
        client.force_login(smo)
        one = [queries_for(client, url) for url in urls]
    for day in (10, 11, 12):  # corrections, and the other reports owed
        _issue(smo, periods.annual(2025), datetime(2026, 3, day, 10, tzinfo=TOWN_TZ))
    for period in (periods.half(2025, "1"), periods.half(2025, "2")):
        _issue(smo, period, datetime(2026, 3, 13, 10, tzinfo=TOWN_TZ))
    with time_machine.travel(DEC_7_2026, tick=True):
        assert [queries_for(client, url) for url in urls] == one
