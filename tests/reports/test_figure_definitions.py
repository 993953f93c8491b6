"""Issue 47, item 1: each MS4 figure counts what its definition says, with records that
must count and records that must not, named after the section each rests on; and the
definition is stated beside the figure on the page and in the CSV."""

from __future__ import annotations

import csv
import io
from datetime import date, datetime, timedelta
from decimal import Decimal

import pytest
import time_machine
from django.contrib.contenttypes.models import ContentType
from django.urls import reverse

from enforcement.services import penalties
from illicit.models import Authorization, Case
from illicit.services import authorizations, cases
from inspections.models import AsBuiltPlan, FinalAcceptance, Inspection, SiteLog
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.reports import figures, periods
from swppp.models import Contractor, Project
from swppp.services import contractors
from tests.documents.factories import upload
from tests.factories import PartyFactory
from tests.illicit.world import case
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db

YEAR = periods.annual(2026)  # January 3, 2026 to January 2, 2027
IN = datetime(2026, 5, 4, 10, tzinfo=TOWN_TZ)


def _count(key: str, period=YEAR) -> int | Decimal | None:
    return figures.get(key).compute(period)


def _keys(key: str, period=YEAR) -> set:
    return set(figures.get(key).records(period).values_list("pk", flat=True))


# --- Illicit discharges and connections found (§ 158-4A, § 158-4B) -----------------------
def _confirmed(smo, **kw) -> Case:
    made = case(smo, **kw)
    return cases.case_confirm(acting_user=smo, case=made, source="A floor drain to the ditch.")


def test_158_4A_confirmed_discharge_is_counted_found(smo):
    with time_machine.travel(IN, tick=False):
        discharge = _confirmed(smo)
        connection = _confirmed(smo, kind=Case.Kind.CONNECTION)
        sewage = _confirmed(smo, kind=Case.Kind.SEWAGE_CONNECTION)
        eliminated = cases.case_eliminate(
            acting_user=smo, case=_confirmed(smo), how="The drain was plugged."
        )
    assert _keys("idde.found") == {discharge.pk, connection.pk, sewage.pk, eliminated.pk}
    assert _count("idde.found") == 4


def test_158_4A_exempt_discharge_is_not_counted_found(smo):
    """§ 158-2: an illicit discharge is one "except as exempted in § 158-4": a case closed
    as exempt under § 158-4A(1) is not found, though its source was confirmed."""
    with time_machine.travel(IN, tick=False):
        watering = _confirmed(smo)
        exemption = authorizations.authorization_record(
            acting_user=smo,
            ground=Authorization.Ground.EXEMPT_DISCHARGE,
            case=watering,
            description="Lawn watering runs down the driveway to the street.",
            category=Authorization.Category.LANDSCAPE,
        )
        cases.case_close(
            acting_user=smo,
            case=watering,
            reason=Case.CloseReason.EXEMPT,
            exemption=exemption,
        )
        counted = _confirmed(smo)
    assert _keys("idde.found") == {counted.pk}
    assert _keys("idde.traced") == {counted.pk}


def test_158_3A_agency_exempted_discharge_is_not_counted_found(smo):
    with time_machine.travel(IN, tick=False):
        dewatering = _confirmed(smo)
        exemption = authorizations.agency_exemption_record(
            acting_user=smo,
            agency="NYSDEC Region 9",
            description="Dewatering of the Canal Road pump station excavation.",
            granted_on=date(2026, 5, 1),
        )
        cases.case_close(
            acting_user=smo,
            case=dewatering,
            reason=Case.CloseReason.EXEMPT,
            agency_exemption=exemption,
        )
    assert _count("idde.found") == 0
    assert _count("idde.traced") == 0


def test_158_4A_case_never_confirmed_is_not_counted_found(smo):
    """A case reported and never investigated, one under investigation, and one closed
    because nothing was found are not illicit discharges found."""
    with time_machine.travel(IN, tick=False):
        case(smo)  # reported: never investigated
        investigating = case(smo)
        cases.entry_add(
            acting_user=smo,
            case=investigating,
            kind="site_visit",
            at=IN - timedelta(hours=1),
            notes="Looked at the outfall; dry.",
        )
        nothing = case(smo)
        cases.case_close(
            acting_user=smo, case=nothing, reason=Case.CloseReason.NO_DISCHARGE, note="Dry."
        )
    assert Case.objects.count() == 3
    assert _count("idde.found") == 0


def test_158_5_activity_and_158_10_spill_are_not_counted_found(smo):
    """An activity contaminating stormwater (§ 158-5) is counted apart, under its own
    figure; a spill under § 158-10."""
    with time_machine.travel(IN, tick=False):
        activity = _confirmed(smo, kind=Case.Kind.ACTIVITY)
        _confirmed(smo, kind=Case.Kind.SPILL)
    assert _count("idde.found") == 0
    assert _keys("idde.activities") == {activity.pk}


def test_158_4A_discharge_found_is_counted_in_the_period_it_was_opened(smo):
    with time_machine.travel(datetime(2027, 1, 2, 16, tzinfo=TOWN_TZ), tick=False):
        late = case(smo)  # opened on the period's last day
    with time_machine.travel(datetime(2027, 1, 5, 10, tzinfo=TOWN_TZ), tick=False):
        cases.case_confirm(acting_user=smo, case=late, source="A washing machine drain.")
        _confirmed(smo)  # opened after the period
    assert _keys("idde.found") == {late.pk}
    assert _count("idde.found", periods.annual(2027)) == 1


# --- Chapter 158 enforcement: penalties (§ 158-11B) --------------------------------------
def test_158_11B_conviction_in_the_period_is_counted_with_its_fine(make_user):
    attorney = make_user(Role.TOWN_ATTORNEY)
    party = PartyFactory()
    for chapter, convicted_on, fine in (
        ("158", date(2026, 3, 2), 250),  # counted
        ("158", date(2027, 1, 2), 500),  # counted: the period's last day
        ("158", date(2027, 1, 3), 700),  # after the period
        ("159", date(2026, 3, 2), 300),  # Chapter 159's, counted under construction
    ):
        penalties.offense_record(
            acting_user=attorney,
            party=party,
            chapter=chapter,
            committed_on=convicted_on - timedelta(days=30),
            convicted_on=convicted_on,
            fine=fine,
        )
    assert _count("idde.penalties") == 2
    assert _count("idde.fines") == Decimal("750")
    assert _count("construction.penalties") == 1
    # Penalties collected are not kept: the SMO enters them as an adjustment.
    assert not figures.get("idde.collected").counted


# --- Active construction sites (land disturbance under way) -----------------------------
def _project(applicant) -> Project:
    return make_project(applicant)


def _subject(project) -> dict:
    return {
        "subject_type": ContentType.objects.get_for_model(Project),
        "subject_id": project.pk,
    }


def _work_began(project, on: date, applicant) -> None:
    Contractor.objects.create(
        project=project,
        firm_name="Niagara Earthworks",
        role="contractor",
        responsibility="Soil disturbance",
        email="dig@example.com",
        identified_by=applicant,
        work_began_on=on,
    )


def _accepted(project, on: date, smo) -> None:
    plan = AsBuiltPlan.objects.create(
        **_subject(project),
        document=upload(uploaded_by=smo),
        engineer_name="Eve Engineer",
        engineer_license="012345",
        certified_on=on,
        shows_final_design=True,
        state="accepted",
        submitted_by=smo,
        submitted_at=datetime.combine(on, datetime.min.time(), tzinfo=TOWN_TZ),
    )
    FinalAcceptance.objects.create(
        **_subject(project), accepted_on=on, as_built=plan, accepted_by=smo
    )


def test_159_5D_1_contractor_work_begun_counts_an_active_site(smo, applicant):
    begun = _project(applicant)
    _work_began(begun, date(2025, 10, 1), applicant)  # begun before the period, still going
    in_period = _project(applicant)
    _work_began(in_period, date(2027, 1, 2), applicant)  # the period's last day
    after = _project(applicant)
    _work_began(after, date(2027, 1, 3), applicant)
    _project(applicant)  # no land disturbance yet
    assert _keys("construction.active_sites") == {begun.pk, in_period.pk}
    rows = list(figures.get("construction.active_sites").records(YEAR))
    assert [r.disturbance_began_on for r in rows] == [date(2025, 10, 1), date(2027, 1, 2)]


def test_159_7A_2_site_log_started_counts_an_active_site_without_a_contractor(smo, applicant):
    logged = _project(applicant)
    SiteLog.objects.create(
        **_subject(logged),
        subject_label=logged.label,
        parcel=logged.parcel,
        opened_at=datetime(2026, 7, 3, 0, 0, tzinfo=TOWN_TZ),
        opened_by=smo,
    )
    assert _keys("construction.active_sites") == {logged.pk}
    assert _keys("construction.active_sites", periods.half(2026, "1")) == set()
    assert _keys("construction.active_sites", periods.half(2026, "2")) == {logged.pk}


def test_159_8A_1_construction_inspection_counts_an_active_site(smo, applicant):
    inspected = _project(applicant)
    Inspection.objects.create(
        reference="I-2026-0901",
        kind="159-milestone-a",
        chapter="159",
        **_subject(inspected),
        subject_label=inspected.label,
        parcel=inspected.parcel,
        state="completed",
        result="approved",
        completed_at=IN,
    )
    assert _keys("construction.active_sites") == {inspected.pk}


def test_159_5A_activity_without_an_approved_swppp_counts_an_active_site(smo, applicant):
    seen = _project(applicant)
    with time_machine.travel(IN, tick=False):
        contractors.work_observed(
            acting_user=smo,
            project=seen,
            on=date(2026, 5, 1),
            description="Topsoil stripped along the east line.",
        )
    assert _keys("construction.active_sites") == {seen.pk}


def test_159_8A_2_site_finally_accepted_before_the_period_is_not_active(smo, applicant):
    before = _project(applicant)
    _work_began(before, date(2025, 4, 1), applicant)
    _accepted(before, date(2026, 1, 2), smo)  # accepted the day before the period
    during = _project(applicant)
    _work_began(during, date(2025, 4, 1), applicant)
    _accepted(during, date(2026, 1, 3), smo)  # accepted on its first day: active in it
    assert _keys("construction.active_sites") == {during.pk}
    assert _keys("construction.active_sites", periods.annual(2025)) == {before.pk, during.pk}


# --- The definition beside each figure ----------------------------------------------------
def test_each_figures_definition_is_beside_it_on_the_page_and_in_the_csv(client, smo):
    from django.utils.html import escape

    client.force_login(smo)
    page = client.get(reverse("reports:annual_period", args=["2026"])).content.decode()
    rows = list(
        csv.DictReader(
            io.StringIO(client.get(reverse("reports:annual_csv", args=["2026"])).content.decode())
        )
    )
    every = figures.all_figures()
    assert {r["key"]: r["definition"] for r in rows} == {f.key: f.how for f in every}
    for figure in every:
        row = page.split(f'id="{figure.anchor}"')[1].split("</tr>")[0]
        assert escape(figure.how) in row, figure.key
    found = figures.get("idde.found").how
    assert "source was confirmed" in found and "closed as exempt" in found
