"""Chapter 159's SWPPP versions, findings and decisions, and the inspections, in the API
(issue 48): read through the chapters' selectors (what the browser shows each user and
never more), a page of a fixed number of queries, and an inspection completed through
the field form's service, refused as the browser refuses, as problem details."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
import time_machine
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from inspections.models import Inspection
from inspections.services import field
from lockport_sw.accounts.roles import Role
from lockport_sw.audit.models import AuditEvent
from lockport_sw.documents.models import Upload
from swppp.models import ChecklistItem, Finding, ItemAnswer, Outcome, Submission
from swppp.services import plans, review
from tests.bulk import bulk_inspections, bulk_projects
from tests.inspections.factories import (
    accepted_inspection,
    all_ok,
    approved_project,
    local,
    scheduled,
)
from tests.swppp.factories import (
    body_acts,
    decided,
    draft_of,
    forwarded,
    make_project,
    review_all,
    submitted,
)

pytestmark = pytest.mark.django_db

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def _results(client, url) -> list[dict]:
    response = client.get(url)
    assert response.status_code == 200, response.content[:300]
    return response.json()["results"]


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.content[:300])
    return len(queries.captured_queries)


# --- SWPPP versions, findings, decisions ----------------------------------------------
def test_a_version_carries_its_files_metadata_and_the_browsers_download(
    api_client, client, applicant, make_user
):
    project = make_project(applicant)
    answer = plans.answer_save(
        acting_user=applicant,
        submission=draft_of(project),
        item=ChecklistItem.objects.get(code="159-5B(1)(b)"),
        files=[SimpleUploadedFile("map.pdf", PDF)],
    )
    upload = answer.uploads.get()
    body = api_client(applicant).get(f"/api/v1/swppp-versions/{draft_of(project).pk}/").json()
    assert body["project"] == project.pk and body["project_reference"] == project.reference
    assert body["version"] == 1 and body["state"] == "draft" and body["submitted_at"] is None
    [document] = body["documents"]
    download = reverse("documents:upload_download", kwargs={"pk": upload.pk})
    assert document == {
        "id": str(upload.pk),
        "item": "159-5B(1)(b)",
        "name": "map.pdf",
        "content_type": upload.content_type,
        "size": len(PDF),
        "sha256": upload.sha256,
        "uploaded_at": document["uploaded_at"],
        "download": "http://testserver" + download,
        "download_state": "ready",
    }
    assert document["uploaded_at"].endswith(("-05:00", "-04:00"))
    # The link is the browser's download, which gives the file to whoever may have it.
    client.force_login(applicant)
    assert client.get(download).status_code == 200
    client.force_login(make_user(Role.APPLICANT))
    assert client.get(download).status_code == 404
    # Another applicant's token reads no version of it.
    other = api_client(make_user(Role.APPLICANT))
    assert _results(other, "/api/v1/swppp-versions/") == []
    assert other.get(f"/api/v1/swppp-versions/{draft_of(project).pk}/").status_code == 404


def test_findings_are_read_as_the_version_page_shows_them(api_client, client, smo, applicant):
    """Town office staff read the SMO's findings at any time; the applicant once the SMO
    has acted on the version (selectors.findings_shown_to), as on the version's page."""
    version = submitted(applicant)
    review_all(smo, version, {"159-5B(1)(c)": "No soil survey."})
    mine, staff = api_client(applicant), api_client(smo)
    page = reverse("swppp:submission_detail", args=[version.project_id, version.version])
    client.force_login(applicant)
    assert client.get(page).context["show_findings"] is False
    assert _results(mine, "/api/v1/findings/") == []
    found = _results(staff, f"/api/v1/findings/?swppp_version={version.pk}")
    assert len(found) == Finding.objects.filter(submission=version).count() > 1
    deficient = _results(staff, "/api/v1/findings/?status=deficient")
    assert [(f["item"], f["citation"], f["comment"]) for f in deficient] == [
        ("159-5B(1)(c)", "§ 159-5B(1)(c)", "No soil survey.")
    ]
    hidden = deficient[0]["id"]
    assert mine.get(f"/api/v1/findings/{hidden}/").status_code == 404

    review.smo_decide(
        acting_user=smo, submission=version, outcome=Outcome.DISAPPROVE, reasons="No soils."
    )
    assert client.get(page).context["show_findings"] is True
    assert len(_results(mine, f"/api/v1/findings/?project={version.project_id}")) == len(found)
    assert mine.get(f"/api/v1/findings/{hidden}/").json()["status"] == "deficient"


def test_a_decision_names_its_section_and_its_letter(api_client, smo, applicant, make_user):
    refused = decided(smo, applicant, Outcome.DISAPPROVE)
    body = api_client(applicant).get(f"/api/v1/decisions/{refused.pk}/").json()
    assert body["swppp_version"] == refused.pk and body["state"] == "disapproved"
    assert body["smo"]["act"] == "decision" and body["smo"]["citation"] == "§ 159-4C"
    assert body["smo"]["outcome"] == "disapprove"
    assert body["smo"]["reasons"] == "The soils are not described."
    assert body["body"] is None
    refused.refresh_from_db()
    assert body["letters"] == [
        {
            "number": refused.letter.number,
            "kind": "decision",
            "download": "http://testserver"
            + reverse("documents:issued_download", args=[refused.letter.number]),
        }
    ]
    # A version nobody acted on yet is no decision.
    waiting = submitted(applicant)
    assert api_client(smo).get(f"/api/v1/decisions/{waiting.pk}/").status_code == 404
    assert [d["id"] for d in _results(api_client(smo), "/api/v1/decisions/")] == [refused.pk]
    assert _results(api_client(make_user(Role.APPLICANT)), "/api/v1/decisions/") == []


def test_a_recommendation_is_read_by_the_body_it_was_forwarded_to_only(
    api_client, smo, applicant, make_user
):
    member = make_user(Role.REVIEWING_BODY)
    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        sent = forwarded(smo, applicant, member, outcome=Outcome.APPROVE)
    body = api_client(member).get(f"/api/v1/decisions/{sent.pk}/").json()
    assert body["smo"]["act"] == "recommendation"
    assert body["smo"]["citation"] == "§ 159-4B(1)"
    assert body["state"] == "forwarded" and body["body"] is None
    assert [v["id"] for v in _results(api_client(member), "/api/v1/swppp-versions/")] == [sent.pk]
    outsider = api_client(make_user(Role.REVIEWING_BODY))
    assert outsider.get(f"/api/v1/decisions/{sent.pk}/").status_code == 404
    assert _results(outsider, "/api/v1/swppp-versions/") == []

    # The board acts (§ 159-4B(2)): by resolution at a meeting, by vote.
    with time_machine.travel(local(2026, 5, 4, 19, 0), tick=False):
        body_acts(acting_user=member, submission=sent, outcome=Outcome.APPROVE, complies=True)
    acted = api_client(applicant).get(f"/api/v1/decisions/{sent.pk}/").json()
    assert acted["state"] == "approved" and acted["smo"]["act"] == "recommendation"
    assert acted["body"]["citation"] == "§ 159-4B(2)"
    assert acted["body"]["body"] == "Planning Board" and acted["body"]["outcome"] == "approve"
    assert acted["body"]["acted_at"] == "2026-05-04T19:00:00-04:00"
    assert acted["body"]["meeting_on"] == "2026-05-04"
    assert acted["body"]["resolution"] == "2026-41"
    assert acted["body"]["votes"] == {"ayes": 5, "nays": 1, "abstained": 0, "absent": 1}
    assert {letter["kind"] for letter in acted["letters"]} == {"decision", "recommendation"}
    assert [d["id"] for d in _results(api_client(smo), "/api/v1/decisions/?state=approved")] == [
        sent.pk
    ]
    assert _results(api_client(smo), "/api/v1/decisions/?body_acted_before=2026-05-04") == []


def test_versions_filter_by_project_state_and_submission_moment(api_client, smo, applicant):
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        early = submitted(applicant)
    with time_machine.travel(local(2026, 11, 20, 10), tick=False):
        late = submitted(applicant)
    drafting = make_project(applicant)
    client = api_client(smo)

    def ids(query):
        return [v["id"] for v in _results(client, "/api/v1/swppp-versions/" + query)]

    assert ids(f"?project={drafting.pk}") == [draft_of(drafting).pk]
    assert ids("?state=received") == [late.pk, early.pk]
    assert ids("?submitted_after=2026-11-10") == [late.pk]
    assert ids("?submitted_before=2026-11-10") == [early.pk]
    assert ids("?submitted_after=2026-11-20T10:00:00-05:00") == [late.pk]
    assert client.get("/api/v1/swppp-versions/?state=nonsense").status_code == 400


# --- inspections ---------------------------------------------------------------------
@pytest.fixture
def project(smo, applicant):
    with time_machine.travel(local(2026, 11, 2, 10), tick=False):
        return approved_project(smo, applicant)


@pytest.fixture
def inspector(make_user):
    return make_user(Role.INSPECTOR)


@pytest.fixture
def due(inspector, applicant, project):
    """An accepted inspection, its inspector and time set (today, within the hour)."""
    return scheduled(inspector, accepted_inspection(applicant, project))


def _complete(client, inspection, body):
    return client.post(
        f"/api/v1/inspections/{inspection.reference}/complete/",
        json.dumps(body),
        content_type="application/json",
    )


def _ok_body(inspection, **more) -> dict:
    return {
        "findings": [
            {"item": code, "outcome": outcome, "note": note}
            for code, (outcome, note) in all_ok(inspection).items()
        ],
        "result": "approved",
        **more,
    }


def test_an_inspection_is_read_by_its_reference_as_in_the_browser(
    api_client, due, applicant, inspector, make_user
):
    body = api_client(applicant).get(f"/api/v1/inspections/{due.reference}/").json()
    assert body["reference"] == due.reference and body["kind"] == "159-milestone-b"
    assert body["citation"] == "§ 159-8A(1)(b)" and body["chapter"] == "159"
    assert body["subject"] == "project" and body["state"] == "scheduled"
    assert body["inspector"] == (inspector.get_full_name() or inspector.email)
    assert body["scheduled_for"].endswith(("-05:00", "-04:00"))
    assert body["result"] == "" and body["findings"] == []
    other = api_client(make_user(Role.APPLICANT))
    assert other.get(f"/api/v1/inspections/{due.reference}/").status_code == 404
    assert _results(other, "/api/v1/inspections/") == []
    assert [i["reference"] for i in _results(api_client(applicant), "/api/v1/inspections/")] == [
        due.reference
    ]


def test_an_inspector_completes_an_inspection_through_the_field_forms_service(
    api_client, due, inspector
):
    client = api_client(inspector, "write")
    response = _complete(client, due, _ok_body(due, summary="All controls in place."))
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["state"] == "completed" and body["result"] == "approved"
    assert body["completed_at"] and body["summary"] == "All controls in place."
    assert {f["item"] for f in body["findings"]} == {i.code for i in due.kind_spec.checklist}
    assert all(f["outcome"] == "ok" and f["text"] for f in body["findings"])
    due.refresh_from_db()
    assert due.state == Inspection.State.COMPLETED and due.findings.count() == len(
        due.kind_spec.checklist
    )
    # The service's audit and history, as from the field form.
    assert AuditEvent.objects.filter(
        action="inspections.completed",
        subject_type=ContentType.objects.get_for_model(Inspection),
        subject_id=due.pk,
        actor=inspector,
    ).exists()
    assert due.history.first().history_user == inspector
    # The filters find it completed.
    assert [i["reference"] for i in _results(client, "/api/v1/inspections/?state=completed")] == [
        due.reference
    ]


def test_completing_it_again_is_refused_with_the_services_reason(api_client, due, inspector):
    client = api_client(inspector, "write")
    assert _complete(client, due, _ok_body(due)).status_code == 200
    again = _complete(client, due, _ok_body(due))
    assert again.status_code == 422
    assert again["Content-Type"] == "application/problem+json"
    problem = again.json()
    assert problem["detail"] == f"Inspection {due.reference} is completed."
    # The service refuses the same for the field form's path.
    due.refresh_from_db()
    with pytest.raises(ValidationError) as refused:
        field.inspection_complete(
            acting_user=inspector, inspection=due, findings=all_ok(due), result="approved"
        )
    assert refused.value.messages == [problem["detail"]]


def test_the_services_rules_refuse_with_its_words_and_nothing_changes(api_client, due, inspector):
    client = api_client(inspector, "write")
    codes = [i.code for i in due.kind_spec.checklist]
    # A result the findings do not allow.
    deficient = _ok_body(due)
    deficient["findings"][0] = {"item": codes[0], "outcome": "deficient", "note": "Torn."}
    response = _complete(client, due, deficient)
    assert response.status_code == 422
    assert response.json()["errors"]["result"] == [
        "An item is deficient: record violations found, or correct the finding."
    ]
    # Violations that hold the work (§ 159-8A(1)) need their nature and corrective action.
    response = _complete(client, due, {**deficient, "result": "violations"})
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert errors["nature"] == ["State the nature of the violation (§ 159-8A(1))."]
    assert errors["corrective_action"] == ["State the corrective action required (§ 159-8A(1))."]
    # A finding missing for an item.
    partial = _ok_body(due)
    partial["findings"] = partial["findings"][1:]
    response = _complete(client, due, partial)
    assert response.status_code == 422
    assert f"finding_{codes[0]}" in response.json()["errors"]
    # An item that is not the kind's: the body is not the field form's (400).
    stray = _ok_body(due)
    stray["findings"].append({"item": "no-such-item", "outcome": "ok"})
    response = _complete(client, due, stray)
    assert response.status_code == 400
    assert "no-such-item" in response.json()["errors"]["findings"][0]
    due.refresh_from_db()
    assert due.state == Inspection.State.SCHEDULED and not due.findings.exists()


def test_who_may_not_complete_it_is_refused_as_the_browser_refuses(
    api_client, due, applicant, inspector, make_user
):
    body = _ok_body(due)
    # A read token never writes.
    read = _complete(api_client(inspector), due, body)
    assert read.status_code == 403 and read["Content-Type"] == "application/problem+json"
    # The clerk sees the inspection but may not conduct it: the service refuses.
    clerk = _complete(api_client(make_user(Role.CLERK), "write"), due, body)
    assert clerk.status_code == 403
    assert clerk.json()["detail"] == "Only the SMO and inspectors record an inspection."
    # The project's applicant sees it, and is refused the same.
    assert _complete(api_client(applicant, "write"), due, body).status_code == 403
    # Another applicant does not see it.
    assert _complete(api_client(make_user(Role.APPLICANT), "write"), due, body).status_code == 404
    due.refresh_from_db()
    assert due.state == Inspection.State.SCHEDULED


# --- a page costs the same queries at 1 and at 100 rows -------------------------------
def _bulk_versions(applicant, reviewer, n: int, start: int) -> None:
    """``n`` received versions, each acted on by the SMO (disapproved), with a file
    answering an item and a finding on it."""
    projects = bulk_projects(applicant, n, start=start + 1000, received=True)
    versions = list(Submission.objects.filter(project__in=projects))
    now = timezone.now()
    Submission.objects.filter(pk__in=[v.pk for v in versions]).update(
        smo_outcome=Outcome.DISAPPROVE,
        smo_reasons="No soils.",
        smo_acted_at=now,
        smo_acted_by=reviewer,
        state=Submission.State.DISAPPROVED,
    )
    item = ChecklistItem.objects.get(code="159-5B(1)(b)")
    answers = ItemAnswer.objects.bulk_create(
        ItemAnswer(submission=v, item=item, text="See the map.") for v in versions
    )
    uploads = Upload.objects.bulk_create(
        Upload(
            file=f"uploads/bulk-{start}-{i}.pdf",
            original_name=f"map-{i}.pdf",
            content_type="application/pdf",
            size=len(PDF),
            sha256="0" * 64,
            uploaded_by=applicant,
            uploaded_at=now,
        )
        for i in range(len(answers))
    )
    ItemAnswer.uploads.through.objects.bulk_create(
        ItemAnswer.uploads.through(itemanswer_id=a.pk, upload_id=u.pk)
        for a, u in zip(answers, uploads, strict=True)
    )
    Finding.objects.bulk_create(
        Finding(submission=v, item=item, status="deficient", comment="Unclear.", reviewer=reviewer)
        for v in versions
    )


def _bulk_completed_inspections(project, inspector, n: int, start: int) -> None:
    from inspections.models import Finding as InspectionFinding

    prefix = f"I-Q{start:03d}-"
    bulk_inspections(
        n,
        subject=project,
        parcel=project.parcel,
        inspector=inspector,
        created_by=inspector,
        first=timezone.now() - timedelta(days=1),
        reference_prefix=prefix,
    )
    made = list(Inspection.objects.filter(reference__startswith=prefix))
    Inspection.objects.filter(pk__in=[i.pk for i in made]).update(
        state=Inspection.State.COMPLETED, result="approved", completed_at=timezone.now()
    )
    codes = [i.code for i in made[0].kind_spec.checklist]
    InspectionFinding.objects.bulk_create(
        InspectionFinding(inspection=i, item=code, outcome="ok") for i in made for code in codes
    )


@pytest.mark.parametrize("resource", ["swppp-versions", "findings", "decisions", "inspections"])
@pytest.mark.parametrize("role", [Role.SMO, Role.APPLICANT])
def test_a_page_costs_the_same_queries_at_1_and_at_100_rows(
    resource, role, api_client, smo, applicant, project, inspector
):
    """A fixed number of queries per page, whatever the rows (issue 48), for staff and
    for an applicant (whose rows are filtered by the chapter's selector)."""

    def grow(start: int, n: int) -> None:
        if resource == "inspections":
            _bulk_completed_inspections(project, inspector, n, start)
        else:
            _bulk_versions(applicant, smo, n, start)

    client = api_client(smo if role == Role.SMO else applicant)
    url = f"/api/v1/{resource}/?page_size=200"
    grow(0, 1)
    client.get(url)  # the token's last use, the content types, the user's roles
    one = _queries(client, url)
    grow(1, 99)
    assert len(_results(client, url)) >= 100
    assert _queries(client, url) == one
