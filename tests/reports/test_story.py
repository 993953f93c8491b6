"""Issue 21, item 4: a property's and a party's whole story: every record about it in
time order, filtered by kind, printable; the party's page carries the offense history;
another property's records never appear. Issue 44: a window of the story at a time, a
fixed number of queries at 10 and 1,000 rows, with the earlier and later entries linked.
(Issue 47, item 3, every issued document in the story: tests/reports/test_story_whole.py.)"""

from __future__ import annotations

import io
import re
from datetime import date, datetime, timedelta
from decimal import Decimal

import pypdf
import pytest
from django.urls import reverse

from enforcement.models import NoticeOfViolation, Offense
from illicit.models import Case, Report
from inspections.models import Inspection
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core import kept
from swppp.models import Project
from tests import pdf_checks
from tests.reports.queries import queries_for
from tests.reports.test_search import _records_of

pytestmark = pytest.mark.django_db

AT = datetime(2026, 5, 4, 10, tzinfo=TOWN_TZ)


@pytest.fixture
def place(make_user):
    smo, alice = make_user(Role.SMO), make_user(Role.APPLICANT)
    labels = _records_of(alice, smo, "A")
    _records_of(make_user(Role.APPLICANT), smo, "B")  # another property, another party
    project = Project.objects.get(reference=labels["projects"].split(":")[0].split()[-1])
    case = Case.objects.create(
        reference="C-OLD",
        kind="discharge",
        summary="Oil.",
        opened_at=AT - timedelta(days=400),
        opened_by=smo,
        parcel=project.parcel,
    )
    Report.objects.create(
        reference="R-OLD",
        token_hash="x" * 64,
        kind="other",
        address="here",
        requested_at=AT - timedelta(days=401),
        case=case,
        state="case",
    )
    notice = NoticeOfViolation.objects.get(violation__reference="V-A")
    Offense.objects.create(
        party=notice.addressee,
        chapter="159",
        violation=notice.violation,
        committed_on=date(2026, 5, 4),
        convicted_on=date(2026, 6, 1),
        tier=1,
        fine=Decimal("250"),
        recorded_by=smo,
        recorded_at=AT,
    )
    Inspection.objects.filter(reference="I-A").update(completed_at=AT)
    return smo, project.parcel, notice.addressee, labels


def _labels(response) -> list[str]:
    return [row["label"] for row in response.context["rows"]]


def test_a_propertys_story_lists_every_record_oldest_first(client, place):
    smo, parcel, _, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]))
    shown = _labels(response)
    assert shown[:2] == ["Report R-OLD", "Case C-OLD"]  # oldest first
    for kind in ("projects", "swppps", "appeals", "inspections"):
        assert labels[kind] in shown, kind
    # The notice and the order are issued documents: listed by their number and title.
    notice = NoticeOfViolation.objects.get(violation__reference="V-A")
    assert str(notice.document) in shown
    assert "Violation V-A" in shown
    assert "Violation V-B" not in shown and not any("-B" in s for s in shown if "APL" in s)
    keys = [row["key"] for row in response.context["rows"]]
    assert keys == sorted(keys)  # oldest first, every row dated


def test_the_story_filters_by_kind(client, place):
    smo, parcel, _, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]), {"kind": "appeals"})
    assert _labels(response) == [labels["appeals"]]


def test_a_partys_story_carries_the_offense_history(client, place):
    smo, _, party, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:party_story", args=[party.pk]))
    shown = _labels(response)
    assert "Offense of May 4, 2026 (Chapter 159)" in shown
    notice = NoticeOfViolation.objects.get(violation__reference="V-A")
    assert str(notice.document) in shown and labels["appeals"] in shown
    assert "Violation V-B" not in shown
    assert "§ 158-11B, § 159-8C(4)" in response.content.decode()


def test_the_story_prints_as_a_pdf(client, place):
    smo, parcel, _, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]), {"format": "pdf"})
    assert response["Content-Type"] == "application/pdf"
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(response.content)).pages)
    assert "Case C-OLD" in text and "Violation V-A" in text


def test_the_story_keeps_a_fixed_number_of_queries_at_10_and_1000_rows_a_window_at_a_time(
    client, place
):
    """Issue 44: each kind one query, reading a window, however many rows; the later and
    the earlier entries linked, every row shown once, in order."""
    smo, parcel, _, _ = place

    def cases(n, start):
        Case.objects.bulk_create(
            Case(
                reference=f"B-{start + i:06d}",
                kind="discharge",
                summary="x",
                opened_at=AT + timedelta(minutes=i % 7),  # ties: ordered by id
                opened_by=smo,
                parcel=parcel,
            )
            for i in range(n)
        )

    client.force_login(smo)
    url = reverse("reports:property_story", args=[parcel.pk])
    cases(10, 0)
    at_10 = queries_for(client, url)
    cases(990, 10)
    assert Case.objects.filter(parcel=parcel).count() == 1001
    assert queries_for(client, url) == at_10
    # Walk the story window by window, forward then back.
    kept.replace_all()  # the page made anew: its context (a kept page has none)
    first = client.get(url)
    assert len(first.context["rows"]) == 50 and not first.context["earlier_url"]
    seen, keys, pages, page = [], [], [first], first
    while True:
        seen += _labels(page)
        keys += [row["key"] for row in page.context["rows"]]
        if not page.context["later_url"]:
            break
        page = client.get(url + page.context["later_url"])
        pages.append(page)
        assert queries_for(client, url + pages[-2].context["later_url"]) == at_10
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert len([s for s in seen if s.startswith("Case B-")]) == 1000
    back = [_labels(page)]
    while page.context["earlier_url"]:
        page = client.get(url + page.context["earlier_url"])
        back.insert(0, _labels(page))
    assert [label for labels in back for label in labels] == seen


def test_a_window_of_one_kind_and_a_position_that_is_none(client, place):
    smo, parcel, _, _ = place
    client.force_login(smo)
    url = reverse("reports:property_story", args=[parcel.pk])
    whole = _labels(client.get(url))
    assert _labels(client.get(url, {"after": "not-a-position"})) == whole
    assert _labels(client.get(url, {"kind": "cases"})) == ["Case C-OLD"]


def test_the_printed_story_keeps_its_footer_on_one_line_and_a_year_with_two_rows(
    client, place, tmp_path
):
    """Issue 47, item 3: "Chapters 158 and 159 of the Code ..." on one line on every
    page; no page ends on a year's heading with fewer than two of its rows."""
    smo, parcel, _, _ = place
    Case.objects.bulk_create(
        Case(
            reference=f"Y-{i:03d}",
            kind="discharge",
            summary="x",
            opened_at=AT - timedelta(days=400 * (i % 3) + i),
            opened_by=smo,
            parcel=parcel,
        )
        for i in range(120)
    )
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]), {"format": "pdf"})
    pages = pdf_checks.page_texts(response.content)
    assert len(pages) > 2
    for number, page in enumerate(pages, 1):
        lines = [line.strip() for line in page.splitlines() if line.strip()]
        assert "Chapters 158 and 159 of the Code of the Town of Lockport" in lines, number
        body = pdf_checks.body_lines(page)
        years = [i for i, line in enumerate(body) if re.fullmatch(r"\d{4}", line)]
        for at in years:
            rows = [line for line in body[at + 1 :] if not line.startswith("When What")]
            assert len(rows) >= 2, f"page {number} ends on the heading {body[at]}"
    assert pdf_checks.render_png(response.content, tmp_path / "story", dpi=50)
