"""Issue 21, item 3: search across everything, on PostgreSQL's full-text search: a notice
by its reference, a project by a word of its description, a case by its address; an
applicant's search never reaches another applicant's records (a test for each kind);
grouped by kind, paginated, a fixed number of queries."""

from __future__ import annotations

from datetime import datetime

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.urls import reverse

from enforcement.models import Appeal, NoticeOfViolation, StopWorkOrder, Violation
from illicit.models import Case, Report
from inspections.models import Inspection
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.reports import search
from swppp.models import Project, Submission
from tests.documents.factories import issued_document
from tests.factories import PartyFactory, PropertyFactory
from tests.reports.queries import queries_for
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db

AT = datetime(2026, 5, 4, 10, tzinfo=TOWN_TZ)
WORD = "Quenneville"  # in every record of both applicants


def _results(client, q, kind=None) -> dict[str, list[str]]:
    params = {"q": q, **({"kind": kind} if kind else {})}
    response = client.get(reverse("reports:search"), params)
    assert response.status_code == 200
    if kind:
        return {kind: [r["label"] for r in response.context["rows"]]}
    return {g.source.key: [r["label"] for r in g.rows] for g in response.context["groups"]}


def _records_of(user, smo, tag: str) -> dict[str, str]:
    """One record of every kind an applicant may have, about ``user``; their labels."""
    party = PartyFactory(user=user, name=f"{tag} {WORD}")
    project = make_project(user, description=f"Twelve townhouses by the {WORD} pond, lot {tag}.")
    parcel = project.parcel
    submission = Submission.objects.create(
        project=project, version=2, state="received", received_at=AT, smo_reasons=WORD
    )
    violation = Violation.objects.create(
        reference=f"V-{tag}",
        chapter="159",
        party=party,
        parcel=parcel,
        description=f"Silt in the {WORD} ditch.",
        started_on=AT.date(),
        found_by=smo,
        found_at=AT,
    )
    document = issued_document(subject=violation, issued_by=smo, kind="NOV", title=WORD)
    notice = NoticeOfViolation.objects.create(
        number=document.number,
        chapter="159",
        violation=violation,
        document=document,
        addressee=party,
        addressee_name=party.name,
        addressee_address="1 Main St",
        nature=f"Sediment on {WORD} Road.",
        appeal_to="Town Board",
        issued_at=AT,
        issued_by=smo,
    )
    order_doc = issued_document(subject=violation, issued_by=smo, kind="SWO", title=WORD)
    order = StopWorkOrder.objects.create(
        number=order_doc.number,
        chapter="159",
        violation=violation,
        document=order_doc,
        addressee=party,
        addressee_name=party.name,
        addressee_address="1 Main St",
        reasons=f"{WORD} silt fence down.",
        work_allowed="Repairs.",
        issued_at=AT,
        issued_by=smo,
    )
    appeal = Appeal.objects.create(
        reference=f"APL-{tag}",
        chapter="159",
        notice=notice,
        appellant=party,
        channel="online",
        received_at=AT,
        filed_by=user,
        grounds=f"The {WORD} fence was standing.",
        hearing_body="Town Board",
    )
    inspection = Inspection.objects.create(
        reference=f"I-{tag}",
        kind="159-milestone-b",
        chapter="159",
        subject_type=ContentType.objects.get_for_model(Project),
        subject_id=project.pk,
        subject_label=str(project),
        parcel=parcel,
        summary=f"{WORD} basin checked.",
    )
    return {
        "projects": str(project),
        "swppps": str(submission),
        "notices": str(notice),
        "orders": str(order),
        "appeals": str(appeal),
        "inspections": str(inspection),
    }


@pytest.fixture
def two_applicants(make_user):
    smo = make_user(Role.SMO)
    alice, bob = make_user(Role.APPLICANT), make_user(Role.APPLICANT)
    mine = _records_of(alice, smo, "A")
    theirs = _records_of(bob, smo, "B")
    # Records only the Town sees.
    Case.objects.create(
        reference="C-1",
        kind="discharge",
        summary=f"{WORD} wash water.",
        opened_at=AT,
        opened_by=smo,
        address="77 Quenneville Road",
    )
    Report.objects.create(
        reference="R-1",
        token_hash="x" * 64,
        kind="other",
        address="77 Quenneville Road",
        description=WORD,
        requested_at=AT,
    )
    PropertyFactory(street_address=f"9 {WORD} Road")
    return alice, mine, theirs


STAFF_ONLY = ("reports", "cases", "violations", "properties", "parties", "documents")


@pytest.mark.parametrize(
    "kind", ["projects", "swppps", "notices", "orders", "appeals", "inspections"]
)
def test_an_applicant_finds_their_own_records_never_anothers(client, two_applicants, kind):
    alice, mine, theirs = two_applicants
    client.force_login(alice)

    grouped = _results(client, WORD)
    one_kind = _results(client, WORD, kind)[kind]

    assert mine[kind] in grouped.get(kind, []), grouped
    assert theirs[kind] not in grouped.get(kind, [])
    assert one_kind == [mine[kind]]


@pytest.mark.parametrize("kind", STAFF_ONLY)
def test_an_applicant_finds_nothing_only_the_town_sees(client, two_applicants, kind):
    alice, _, _ = two_applicants
    client.force_login(alice)
    assert kind not in _results(client, WORD)
    assert _results(client, WORD, kind) == {kind: []}


def test_staff_find_every_kind(client, two_applicants, make_user):
    client.force_login(make_user(Role.INSPECTOR))
    found = _results(client, WORD)
    assert set(found) == {
        "projects",
        "swppps",
        "notices",
        "orders",
        "appeals",
        "inspections",
        "reports",
        "cases",
        "violations",
        "properties",
        "parties",
        "documents",
    }


def test_search_finds_a_notice_by_its_reference(client, two_applicants, make_user):
    assert connection.vendor == "postgresql"
    _, mine, _ = two_applicants
    number = mine["notices"].removeprefix("Notice of violation ")
    client.force_login(make_user(Role.SMO))
    assert _results(client, number)["notices"] == [mine["notices"]]
    assert _results(client, number.lower())["notices"] == [mine["notices"]]


def test_search_finds_a_project_by_a_word_of_its_description(client, two_applicants, make_user):
    _, mine, theirs = two_applicants
    client.force_login(make_user(Role.SMO))
    # Full text: "townhouse" finds "townhouses"; ranked, the words highlighted.
    response = client.get(reverse("reports:search"), {"q": "townhouse", "kind": "projects"})
    labels = [r["label"] for r in response.context["rows"]]
    assert sorted(labels) == sorted([mine["projects"], theirs["projects"]])
    assert "<mark>townhouses</mark>" in response.content.decode()


def test_search_finds_a_case_by_its_address(client, two_applicants, make_user):
    client.force_login(make_user(Role.INSPECTOR))
    assert _results(client, "77 Quenneville Road")["cases"] == ["Case C-1"]


def test_a_highlight_is_escaped(client, make_user):
    smo = make_user(Role.SMO)
    Case.objects.create(
        reference="C-X",
        kind="discharge",
        summary="<script>alert(1)</script> oily sheen",
        opened_at=AT,
        opened_by=smo,
    )
    client.force_login(smo)
    html = client.get(reverse("reports:search"), {"q": "oily"}).content.decode()
    assert "<script>alert(1)</script>" not in html
    assert "<mark>oily</mark>" in html


def test_without_postgresql_each_field_is_matched_by_its_text(
    client, two_applicants, make_user, monkeypatch
):
    """``make run`` on SQLite: no full text, a plain match of each field (the same rules of
    who sees what)."""
    alice, mine, theirs = two_applicants
    monkeypatch.setattr(search, "full_text", lambda: False)
    client.force_login(alice)
    found = _results(client, "townhouses by the")
    assert found["projects"] == [mine["projects"]]
    assert "cases" not in found


def _cases(smo, n, start):
    Case.objects.bulk_create(
        Case(
            reference=f"B-{start + i:06d}",
            kind="discharge",
            summary="Oily sheen in the ditch.",
            opened_at=AT,
            opened_by=smo,
            address=f"{i} Lake Avenue",
        )
        for i in range(n)
    )


@pytest.mark.parametrize("params", [{"q": "sheen"}, {"q": "sheen", "kind": "cases", "page": "2"}])
def test_a_fixed_number_of_queries_at_10_and_1000_matches(client, make_user, params):
    smo = make_user(Role.SMO)
    client.force_login(smo)
    _cases(smo, 30, 0)
    at_small = queries_for(client, reverse("reports:search"), params)
    _cases(smo, 970, 30)
    assert Case.objects.count() == 1000
    assert queries_for(client, reverse("reports:search"), params) == at_small


def test_the_highlight_escapes_the_record_and_marks_only_the_words():
    assert (
        search.highlight("<b>oil</b> \x02sheen\x03") == "&lt;b&gt;oil&lt;/b&gt; <mark>sheen</mark>"
    )
