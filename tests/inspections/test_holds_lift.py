"""Holds and lifts that tell the truth (issue 23, item 6): a re-inspection lifts only the
holds of the violations it re-inspected (§ 159-8A(1)); a lifting letter or message names
what still applies (§ 159-8A(1), § 159-8C(2)); the banner names the project and address;
the file confirming compliance is evidence on the order and the violation."""

from __future__ import annotations

import pytest
import time_machine

from enforcement.models import Evidence
from enforcement.services import orders
from inspections.models import WorkHold
from inspections.selectors import holds_in_effect
from inspections.services import scheduling
from lockport_sw.notifications.models import Notification
from tests.downloads import read_download
from tests.enforcement.factories import order_served
from tests.inspections.factories import (
    accepted_inspection,
    all_ok,
    approved_project,
    complete_approved,
    complete_with_violations,
    local,
    photo_file,
    scheduled,
)
from tests.pdf_checks import check_letter

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_holds(smo, applicant, inspector):
    """A milestone inspection's hold (sediment trap), then a stabilization inspection's
    own hold (turbidity) while the first is in effect."""
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        first = scheduled(inspector, accepted_inspection(applicant, project))
    with time_machine.travel(local(2026, 12, 4, 10), tick=False):
        complete_with_violations(inspector, first)
        stabilization = scheduled(
            inspector, accepted_inspection(applicant, project, kind="159-stabilization")
        )
    with time_machine.travel(local(2026, 12, 8, 10), tick=False):
        complete_with_violations(
            inspector,
            stabilization,
            findings=all_ok(stabilization, turbidity=("deficient", "Brown plume")),
        )
    return project, first, stabilization


def _reinspect(smo, inspector, inspection, day):
    with time_machine.travel(local(2026, 12, day, 9), tick=False):
        again = scheduling.reinspection_schedule(
            acting_user=smo,
            inspection=inspection,
            inspector=inspector,
            scheduled_for=local(2026, 12, day, 11),
        )
    with time_machine.travel(local(2026, 12, day, 11, 30), tick=False):
        complete_approved(inspector, again)
    return again


def test_159_8A_1_lifting_one_of_two_holds_leaves_the_other_in_force(
    smo, applicant, inspector, two_holds
):
    project, first, stabilization = two_holds
    again = _reinspect(smo, inspector, first, 10)

    lifted = WorkHold.objects.get(found_by=first)
    assert (lifted.state, lifted.lifted_by) == (WorkHold.State.LIFTED, again)
    assert [h.found_by for h in holds_in_effect(project)] == [stabilization]
    # The applicant is told what still applies, not "work may continue".
    message = Notification.objects.get(recipient=applicant, subject__startswith="Work hold lifted")
    assert "This lifts only that hold. Still in force:" in message.body
    assert stabilization.reference in message.body
    assert "work may continue" not in message.body

    _reinspect(smo, inspector, stabilization, 14)
    assert not holds_in_effect(project).exists()
    last = Notification.objects.filter(
        recipient=applicant, subject__startswith="Work hold lifted"
    ).latest("pk")
    assert "Still in force" not in last.body and "work may continue" in last.body


def test_159_8A_1_lifting_a_hold_names_a_stop_work_order_still_in_effect(smo, applicant, inspector):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        first = scheduled(inspector, accepted_inspection(applicant, project))
    with time_machine.travel(local(2026, 12, 4, 10), tick=False):
        complete_with_violations(inspector, first)
        order = orders.order_issue(
            acting_user=smo,
            violation=WorkHold.objects.get().violation,
            reasons="Sediment leaving the site.",
            work_allowed="Stabilization only.",
        )
    _reinspect(smo, inspector, first, 8)
    message = Notification.objects.get(recipient=applicant, subject__startswith="Work hold lifted")
    assert f"Stop-work order {order.number}" in message.body
    assert "§ 159-8C(2)" in message.body


def test_159_8C2_the_lifting_letter_names_what_still_applies(
    tmp_path, smo, applicant, inspector, two_holds
):
    """§ 159-8C(2): lifting the order does not lift a § 159-8A(1) work hold: the letter
    names each hold still in effect instead of "Work may resume"."""
    project, first, stabilization = two_holds
    with time_machine.travel(local(2026, 12, 9, 10), tick=False):
        order = orders.order_issue(
            acting_user=smo,
            violation=WorkHold.objects.get(found_by=first).violation,
            reasons="Sediment leaving the site.",
            work_allowed="Stabilization only.",
        )
        order_served(smo, order)
        lifted = orders.order_lift(
            acting_user=smo,
            order=order,
            compliance_finding="Sediment trap cleaned out.",
            confirming_evidence="Site visit of December 9, 2026",
        )
    with lifted.lift_document.file.open("rb") as fh:
        content, _ = check_letter(fh.read(), tmp_path, [smo.get_full_name()])
    flat = " ".join(content.split())
    assert "This lifts only this order. Still in force:" in flat
    assert first.reference in flat and stabilization.reference in flat
    assert "Work may resume" not in flat and "work may resume" not in flat


def test_159_8C2_with_nothing_else_in_force_the_letter_says_work_may_resume(
    tmp_path, smo, applicant, inspector
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        first = scheduled(inspector, accepted_inspection(applicant, project))
    with time_machine.travel(local(2026, 12, 4, 10), tick=False):
        complete_with_violations(inspector, first)
        order = orders.order_issue(
            acting_user=smo,
            violation=WorkHold.objects.get().violation,
            reasons="Sediment leaving the site.",
            work_allowed="Stabilization only.",
        )
    _reinspect(smo, inspector, first, 8)
    with time_machine.travel(local(2026, 12, 9, 10), tick=False):
        order_served(smo, order)
        lifted = orders.order_lift(
            acting_user=smo,
            order=order,
            compliance_finding="Sediment trap cleaned out.",
            confirming_evidence="Re-inspection",
        )
    with lifted.lift_document.file.open("rb") as fh:
        content, _ = check_letter(fh.read(), tmp_path, [smo.get_full_name()])
    flat = " ".join(content.split())
    assert "Still in force" not in flat
    assert "work may resume in accordance with the approved SWPPP" in flat


def test_159_8C2_the_lifting_file_is_evidence_on_the_order_and_the_violation(
    client, smo, applicant, inspector
):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        first = scheduled(inspector, accepted_inspection(applicant, project))
    with time_machine.travel(local(2026, 12, 4, 10), tick=False):
        complete_with_violations(inspector, first)
        violation = WorkHold.objects.get().violation
        order = orders.order_issue(
            acting_user=smo,
            violation=violation,
            reasons="Sediment leaving the site.",
            work_allowed="Stabilization only.",
        )
        order_served(smo, order)
        orders.order_lift(
            acting_user=smo,
            order=order,
            compliance_finding="Sediment trap cleaned out.",
            confirming_evidence="Photo of the cleaned trap",
            file=photo_file("cleaned-trap.jpg"),
        )
    order.refresh_from_db()
    evidence = Evidence.objects.get(violation=violation, kind=Evidence.Kind.FILE)
    assert evidence.upload == order.confirming_upload
    assert order.number in evidence.description
    client.force_login(smo)
    url = order.confirming_upload.get_absolute_url()
    order_page = client.get(order.get_absolute_url()).content.decode()
    assert "Evidence of compliance" in order_page and url in order_page
    violation_page = client.get(violation.get_absolute_url()).content.decode()
    assert url in violation_page
    response = client.get(url)
    assert response.status_code == 200 and read_download(response)


def test_159_8A_1_the_inspections_banner_names_the_project_and_address(
    client, smo, applicant, inspector, two_holds
):
    project, first, _ = two_holds
    client.force_login(smo)
    page = " ".join(client.get("/inspections/").content.decode().split())
    assert f"Work hold in effect on {project.label}" in page
    assert project.parcel.full_address in page
