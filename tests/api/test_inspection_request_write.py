"""The applicant's inspection request through the API (§ 159-8A(1)): the request page's
service, its rules and its words, as problem details."""

from __future__ import annotations

import json

import pytest
import time_machine
from django.urls import reverse

from inspections.models import InspectionRequest
from inspections.services import requests as request_services
from tests.inspections.factories import approved_project, local

pytestmark = pytest.mark.django_db

URL = "/api/v1/inspection-requests/"


@pytest.fixture
def project(smo, applicant):
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        return approved_project(smo, applicant)


def _post(client, project, proposed_for, kind="159-milestone-b"):
    body = {
        "subject": "project",
        "subject_id": project.pk,
        "kind": kind,
        "proposed_for": proposed_for.isoformat(),
        "note": "Silt fence is up.",
    }
    return client.post(URL, json.dumps(body), content_type="application/json")


def test_159_8A_1_a_request_with_48_hours_notice_is_accepted(api_client, project, applicant):
    client = api_client(applicant, "write")
    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        response = _post(client, project, local(2026, 12, 6, 9))
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["state"] == "accepted" and body["inspection"]
    assert body["proposed_for"] == "2026-12-06T09:00:00-05:00"
    made = InspectionRequest.objects.get(reference=body["reference"])
    assert made.requested_by == applicant and made.inspection is not None


def test_159_8A_1_short_notice_is_refused_as_in_the_browser_with_the_same_reason(
    api_client, client, project, applicant
):
    api = api_client(applicant, "write")
    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        response = _post(api, project, local(2026, 12, 6, 8, 59))
        client.force_login(applicant)
        page = client.post(
            reverse("inspections:request_create", args=["project", project.pk]),
            {"kind": "159-milestone-b", "proposed_for": "2026-12-06T08:59"},
        )
    assert response.status_code == 422
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    kept = InspectionRequest.objects.get(reference=problem["request"])
    reason = request_services.short_notice_refusal(kept.earliest_allowed)
    assert problem["detail"] == reason
    assert problem["errors"] == {"proposed_for": [reason]}
    assert problem["status"] == 422 and problem["title"] == "Unprocessable Content"
    assert kept.state == InspectionRequest.State.REFUSED and kept.short_notice
    # The request page refuses the same with the same sentence beside the time.
    assert page.status_code == 200
    assert page.context["form"].errors["proposed_for"] == [reason]


def test_159_8A_1_a_kind_not_required_is_refused_as_the_service_does_nothing_kept(
    api_client, project, applicant
):
    """A refusal of the rules (here: no such milestone chosen for the project) is 422 with
    the service's words beside its field, and nothing is stored."""
    client = api_client(applicant, "write")
    before = InspectionRequest.objects.count()
    with time_machine.travel(local(2026, 12, 4, 9), tick=False):
        response = _post(client, project, local(2026, 12, 10, 9), kind="not-a-kind")
    assert response.status_code == 422
    problem = response.json()
    assert problem["errors"]["kind"] == ["Choose one of the inspections required for this project."]
    assert problem["detail"] == problem["errors"]["kind"][0]
    assert InspectionRequest.objects.count() == before


def test_a_malformed_body_is_400_problem_details(api_client, project, applicant):
    client = api_client(applicant, "write")
    response = client.post(URL, json.dumps({"subject": "project"}), content_type="application/json")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    assert set(response.json()["errors"]) >= {"subject_id", "kind", "proposed_for"}
