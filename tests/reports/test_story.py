"""Issue 21, item 4: a property's and a party's whole story: every record about it in
time order, filtered by kind, printable; the party's page carries the offense history;
another property's records never appear; a fixed number of queries at 10 and 1,000."""

from __future__ import annotations

import io
from datetime import date, datetime, timedelta
from decimal import Decimal

import pypdf
import pytest
from django.urls import reverse

from enforcement.models import NoticeOfViolation, Offense
from illicit.models import Case, Report
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from swppp.models import Project
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
    return smo, project.parcel, notice.addressee, labels


def _labels(response) -> list[str]:
    return [row["label"] for row in response.context["page_obj"]]


def test_a_propertys_story_lists_every_record_oldest_first(client, place):
    smo, parcel, _, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]))
    shown = _labels(response)
    assert shown[:2] == ["Report R-OLD", "Case C-OLD"]  # oldest first
    for kind in ("projects", "swppps", "notices", "orders", "appeals", "inspections"):
        assert labels[kind] in shown, kind
    assert "Violation V-A" in shown
    assert "Violation V-B" not in shown and not any("-B" in s for s in shown if "APL" in s)
    moments = [row["moment"] for row in response.context["page_obj"]]
    dated = [m for m in moments if m is not None]
    assert moments == dated + [None] * (len(moments) - len(dated))  # undated last
    assert dated == sorted(dated)


def test_the_story_filters_by_kind(client, place):
    smo, parcel, _, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]), {"kind": "notices"})
    assert _labels(response) == [labels["notices"]]


def test_a_partys_story_carries_the_offense_history(client, place):
    smo, _, party, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:party_story", args=[party.pk]))
    shown = _labels(response)
    assert "Offense of May 4, 2026 (Chapter 159)" in shown
    assert labels["notices"] in shown and labels["appeals"] in shown
    assert "Violation V-B" not in shown
    assert "§ 158-11B, § 159-8C(4)" in response.content.decode()


def test_the_story_prints_as_a_pdf(client, place):
    smo, parcel, _, labels = place
    client.force_login(smo)
    response = client.get(reverse("reports:property_story", args=[parcel.pk]), {"format": "pdf"})
    assert response["Content-Type"] == "application/pdf"
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(response.content)).pages)
    assert "Case C-OLD" in text and "Violation V-A" in text


def test_the_story_keeps_a_fixed_number_of_queries_at_10_and_1000_rows(client, place):
    smo, parcel, _, _ = place

    def cases(n, start):
        Case.objects.bulk_create(
            Case(
                reference=f"B-{start + i:06d}",
                kind="discharge",
                summary="x",
                opened_at=AT + timedelta(minutes=i),
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
