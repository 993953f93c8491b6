"""§ 159-8A(2) as-built plans and final acceptance; § 159-8A(3) the inspection programs of
the practices (routine, random, complaint) and maintenance-required notices."""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from inspections import kinds
from inspections.models import (
    AsBuiltPlan,
    FinalAcceptance,
    Finding,
    Inspection,
    PracticeInspection,
    WorkHold,
)
from inspections.services import after_construction as ac
from inspections.services import scheduling
from inspections.services.field import inspection_complete
from inspections.services.holds import hold_applies
from lockport_sw.notifications.models import Notification
from tests.inspections.factories import (
    ONE_MILESTONE,
    accepted_inspection,
    approved_project,
    complete_approved,
    complete_with_violations,
    construction_done,
    scheduled,
)
from tests.inspections.sitelog_factories import local
from tests.pdf_checks import check_letter
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
NOW = local(2027, 3, 15, 10)


@pytest.fixture(autouse=True)
def _frozen():
    with time_machine.travel(NOW, tick=False):
        yield


@pytest.fixture
def project(applicant):
    return make_project(applicant)


def _plans(applicant, project, **overrides):
    data = {
        "file": SimpleUploadedFile("as-built.pdf", PDF),
        "engineer_name": "Erin Engineer",
        "engineer_license": "081234",
        "certified_on": date(2027, 3, 10),
        "shows_final_design": True,
        **overrides,
    }
    return ac.as_built_submit(acting_user=applicant, subject=project, **data)


def _practice(smo, project, code="P-1", **overrides):
    return ac.practice_save(
        acting_user=smo,
        subject=project,
        code=code,
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
        **overrides,
    )


def test_159_8A_2_as_built_plans_certified_by_a_professional_engineer(applicant, project):
    with pytest.raises(ValidationError) as exc:
        _plans(applicant, project, engineer_license="81234", shows_final_design=False)
    assert set(exc.value.message_dict) == {"engineer_license", "shows_final_design"}
    assert "final design specifications" in exc.value.message_dict["shows_final_design"][0]
    plan = _plans(applicant, project)
    assert plan.state == AsBuiltPlan.State.SUBMITTED and plan.document.subject == project


def test_159_8A_2_only_the_projects_applicant_submits_as_built_plans(
    smo, project, other_applicant_user
):
    for user in (smo, other_applicant_user):
        with pytest.raises(PermissionDenied, match="Only the project's applicant"):
            _plans(user, project)


def test_159_8A_2_final_acceptance_waits_for_accepted_as_built_plans(smo, applicant):
    project = approved_project(smo, applicant, milestones=[])
    _practice(smo, project)
    with pytest.raises(ValidationError, match="certified by a professional"):
        ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=date(2027, 3, 15))
    plan = _plans(applicant, project)
    with pytest.raises(ValidationError) as exc:
        ac.as_built_review(acting_user=smo, plan=plan, accept=False)
    assert exc.value.message_dict == {"note": ["Say what must be corrected."]}
    ac.as_built_review(acting_user=smo, plan=plan, accept=True)
    acceptance = ac.final_acceptance_record(
        acting_user=smo, subject=project, accepted_on=date(2027, 3, 15)
    )
    assert acceptance.as_built == plan
    with pytest.raises(ValidationError, match="already recorded"):
        ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=date(2027, 3, 15))


# --- issue 46 item 2: construction before acceptance (§ 159-8A(2)) ----------------------
def test_159_8A2_nothing_built_nothing_accepted_on_the_day_of_approval(smo, applicant):
    """The walk of issue 46: on the day of approval, as-built plans accepted, the start
    of construction not inspected, no practice in the inventory: refused, naming each."""
    project = approved_project(smo, applicant, milestones=["159-8A(1)(a)", "159-8A(1)(e)"])
    plan = _plans(applicant, project)
    ac.as_built_review(acting_user=smo, plan=plan, accept=True)
    with pytest.raises(ValidationError, match="§ 159-8A") as exc:
        ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=date(2027, 3, 15))
    said = " ".join(exc.value.messages)
    assert "(a) Start of construction; (e) Completion of final grading" in said
    assert "§ 159-8A(3)" in said and "inventory" in said
    assert not FinalAcceptance.objects.exists()
    assert ac.final_acceptance_missing(project) == exc.value.messages


def test_159_8A2_an_unapproved_project_is_never_accepted(smo, applicant, project):
    assert "no SWPPP of the project is approved" in ac.final_acceptance_missing(project)[0]


def test_159_8A2_a_milestone_counts_only_when_its_latest_inspection_approved_the_work(
    smo, applicant, inspector
):
    project = approved_project(smo, applicant, milestones=["159-8A(1)(a)"])
    found = scheduled(inspector, accepted_inspection(applicant, project, kind="159-milestone-a"))
    complete_with_violations(inspector, found)
    missing = ac.final_acceptance_missing(project)
    assert any("(a) Start of construction" in m for m in missing)
    assert any("work hold" in m for m in missing)  # § 159-8A(1): the hold it imposed
    again = scheduling.reinspection_schedule(
        acting_user=smo, inspection=found, inspector=inspector, scheduled_for=NOW
    )
    complete_approved(inspector, again)
    missing = ac.final_acceptance_missing(project)
    assert not any("Start of construction" in m or "work hold" in m for m in missing)


def test_159_8A2_as_built_plans_submitted_before_the_final_inspection_do_not_count(
    smo, applicant, inspector
):
    project = approved_project(smo, applicant, milestones=["159-8A(1)(a)"])
    early = _plans(applicant, project)
    ac.as_built_review(acting_user=smo, plan=early, accept=True)
    _practice(smo, project)
    with time_machine.travel(NOW + timedelta(days=1), tick=False):
        inspection = accepted_inspection(applicant, project, kind="159-milestone-a")
        complete_approved(inspector, scheduled(inspector, inspection))
        missing = ac.final_acceptance_missing(project)
        assert len(missing) == 1 and "before the final inspection" in missing[0]
    with time_machine.travel(NOW + timedelta(days=2), tick=False):
        later = _plans(applicant, project)
        ac.as_built_review(acting_user=smo, plan=later, accept=True)
        assert ac.final_acceptance_missing(project) == []
        acceptance = ac.final_acceptance_record(
            acting_user=smo, subject=project, accepted_on=date(2027, 3, 17)
        )
    assert acceptance.as_built == later


def test_159_8A2_an_open_violation_or_stop_work_order_holds_final_acceptance(
    smo, applicant, inspector
):
    from enforcement.services import orders
    from enforcement.services import violations as found

    project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
    construction_done(smo, applicant, project, inspector=inspector)
    assert ac.final_acceptance_missing(project) == []
    violation = found.violation_record(
        acting_user=smo,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        provisions=["159-7A(1)"],
        description="Silt fence down along the east line.",
        started_on=date(2027, 3, 14),
        subject=project,
        subject_label=project.label,
    )
    order = orders.order_issue(
        acting_user=smo,
        violation=violation,
        reasons="Sediment leaving the site.",
        work_allowed="Site stabilization only.",
    )
    with pytest.raises(ValidationError, match=violation.reference) as exc:
        ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=date(2027, 3, 15))
    said = " ".join(exc.value.messages)
    assert "§ 159-8C:" in said and f"stop-work order {order.number}" in said


def test_159_8A2_the_page_offers_final_acceptance_only_when_nothing_is_missing(
    client, smo, applicant, inspector
):
    project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
    page_url = reverse("inspections:after_construction", args=["project", project.pk])
    act_url = reverse(
        "inspections:after_construction_act", args=["project", project.pk, "acceptance"]
    )
    client.force_login(smo)
    page = client.get(page_url).content.decode()
    assert "Final acceptance waits for:" in page and "(a) Start of construction" in page
    assert act_url not in page and "Record final acceptance" not in page
    # The act's own page asks nothing ("cannot be undone") while something is missing.
    refused = client.get(act_url)
    assert refused.status_code == 302 and refused["Location"] == f"{page_url}#acceptance"

    construction_done(smo, applicant, project, inspector=inspector)
    page = client.get(page_url).content.decode()
    assert "Final acceptance waits for:" not in page and act_url in page
    assert "cannot be undone" in client.get(act_url).content.decode()


def test_159_8A_2_an_inspector_may_not_give_final_acceptance(inspector, applicant, project):
    plan = _plans(applicant, project)
    with pytest.raises(PermissionDenied, match="Only the SMO accepts"):
        ac.as_built_review(acting_user=inspector, plan=plan, accept=True)


def test_159_8A_3_practice_kinds_carry_the_sections_checklist():
    for code in ("159-smp-routine", "159-smp-random", "159-smp-complaint"):
        kind = kinds.get(code)
        assert kind.citation == "§ 159-8A(3)"
        assert {i.citation for i in kind.checklist} >= {"§ 159-8A(3)", "§ 159-7C(1)"}


def test_159_8A_3_routine_inspections_come_round_every_interval(smo, project):
    # Every 12 months from January 31: the next after January 31, 2027 is January 31, 2028.
    pond = _practice(smo, project, next_routine_on=date(2027, 1, 31))
    swale = _practice(smo, project, code="P-2", next_routine_on=date(2027, 4, 1))
    made = ac.routine_inspections_schedule(acting_user=smo, through=date(2027, 3, 31))
    assert [i.subject for i in made] == [pond]
    assert made[0].kind == "159-smp-routine" and made[0].scheduled_for == local(2027, 1, 31, 9)
    pond.refresh_from_db()
    assert pond.next_routine_on == date(2028, 1, 31)
    # An open routine inspection is not doubled: only the swale's comes due.
    later = ac.routine_inspections_schedule(acting_user=smo, through=date(2028, 2, 1))
    assert [i.subject for i in later] == [swale]


def test_159_8A_3_routine_inspections_come_due_by_the_towns_schedule(smo, project):
    # Frozen at Monday, March 15, 2027: the schedule looks 14 days ahead, to March 29.
    pond = _practice(smo, project, next_routine_on=date(2027, 3, 29))
    _practice(smo, project, code="P-2", next_routine_on=date(2027, 3, 30))
    made = ac.routine_inspections_schedule_due()
    assert [i.subject for i in made] == [pond]
    assert made[0].created_by is None
    assert made[0].scheduled_for == local(2027, 3, 29, 9)
    # The next hour's run finds nothing new: the pond's next date moved on a year.
    assert ac.routine_inspections_schedule_due() == []
    pond.refresh_from_db()
    assert pond.next_routine_on == date(2028, 3, 29)


def test_159_8A_3_a_routine_inspection_is_assigned_an_inspector_and_a_time(smo, inspector, project):
    pond = _practice(smo, project, next_routine_on=date(2027, 3, 29))
    (made,) = ac.routine_inspections_schedule_due()
    assigned = scheduling.inspection_assign(
        acting_user=smo, inspection=made, inspector=inspector, scheduled_for=local(2027, 3, 29, 10)
    )
    assert assigned.inspector == inspector and assigned.subject == pond
    # Nobody asked for it, so nobody is told: the inspector finds it on their day.
    assert not Notification.objects.filter(event_key__startswith="inspections.scheduled").exists()


def test_159_8A_3_random_inspections_draw_from_the_pool(smo, project):
    practices = [_practice(smo, project, code=f"P-{n}") for n in range(1, 6)]
    ac.practice_save(
        acting_user=smo,
        subject=project,
        practice=practices[0],
        code="P-1",
        in_random_pool=False,
    )
    made = ac.random_inspections_draw(
        acting_user=smo, count=3, on=date(2027, 3, 16), rng=random.Random(7)
    )
    assert len(made) == 3
    assert practices[0] not in [i.subject for i in made]
    assert {pi.basis for pi in PracticeInspection.objects.all()} == {"random"}


def test_159_8A_3_complaint_inspection_found_wanting_gets_a_maintenance_notice(
    smo, project, tmp_path: Path
):
    pond = _practice(smo, project)
    with pytest.raises(ValidationError, match="complaint or notice"):
        ac.complaint_inspection_open(acting_user=smo, practice=pond, reason=" ", scheduled_for=NOW)
    inspection = ac.complaint_inspection_open(
        acting_user=smo, practice=pond, reason="Neighbor: pond outlet blocked.", scheduled_for=NOW
    )
    kind = kinds.get("159-smp-complaint")
    findings = {i.code: (Finding.Outcome.SATISFACTORY, "") for i in kind.checklist}
    findings["condition"] = (Finding.Outcome.DEFICIENT, "Outlet structure clogged with debris.")
    violations = Inspection.Result.VIOLATIONS
    with pytest.raises(ValidationError) as exc:
        inspection_complete(
            acting_user=smo,
            inspection=inspection,
            findings={"condition": findings["condition"]},
            result=violations,
        )
    assert "finding_records" in exc.value.message_dict
    done = inspection_complete(
        acting_user=smo, inspection=inspection, findings=findings, result=violations
    )
    assert done.state == Inspection.State.COMPLETED and done.result == "violations"
    # § 159-8A(1)'s work hold is construction's: a practice's violations hold no work.
    assert not hold_applies(done) and not WorkHold.objects.exists()

    with pytest.raises(ValidationError) as exc:
        ac.maintenance_notice_issue(
            acting_user=smo, practice=pond, work_required="", complete_by=date(2027, 3, 15)
        )
    assert set(exc.value.message_dict) == {"work_required", "complete_by"}
    # The notice reads the inspection as it stands, even from a copy held from before its
    # completion (the date it was inspected is in the letter).
    notice = ac.maintenance_notice_issue(
        acting_user=smo,
        practice=pond,
        inspection=inspection,
        work_required="Clear the outlet structure and remove the debris.",
        complete_by=date(2027, 4, 14),
    )
    assert notice.document.number == "MAINT-2027-0001"
    with notice.document.file.open("rb") as fh:
        data = fh.read()
    text, _pages = check_letter(data, tmp_path / "maint", [smo.get_full_name() or smo.email])
    for expected in (
        project.applicant_party.name,
        "P-1 Wet pond",
        project.parcel.street_address,
        "§ 159-7C",
        "§ 159-8A(3)",
        inspection.reference,
        "Outlet structure clogged with debris.",
        "Clear the outlet structure and remove the debris.",
        "Wednesday, April 14, 2027",
        "The Town inspected the practice on March 15, 2027",
    ):
        assert expected in text, expected


def test_159_8A_3_an_inspector_may_not_issue_a_maintenance_notice(smo, inspector, project):
    pond = _practice(smo, project)
    with pytest.raises(PermissionDenied, match="Only the SMO issues"):
        ac.maintenance_notice_issue(
            acting_user=inspector,
            practice=pond,
            work_required="Mow.",
            complete_by=NOW.date() + timedelta(days=30),
        )
