"""The pages of the site log, after construction and facilities: what a refused form
keeps, what the import lists, what each act stores, and the site log's query budget."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils import timezone

from inspections.models import AccessRefusal, MaintenanceNotice, SiteLogEntry, StormEvent
from inspections.services import after_construction as ac
from inspections.services import facility, site_log
from lockport_sw.calendar.counting import TOWN_TZ
from tests.bulk import bulk_site_log_entries
from tests.documents.factories import png_bytes
from tests.factories import PartyFactory, PropertyFactory
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db
PNG = png_bytes()  # a real image: the pipeline decodes it (issue 45, item 2)


@pytest.fixture
def project(applicant):
    return make_project(applicant)


@pytest.fixture
def log(applicant, project):
    return site_log.site_log_open(
        acting_user=applicant, subject=project, opened_at=timezone.now() - timedelta(days=3)
    )


def _url(name, project, step=None):
    args = ["project", project.pk] + ([step] if step else [])
    return reverse(f"inspections:{name}", args=args)


def _local(moment) -> str:
    return timezone.localtime(moment, TOWN_TZ).strftime("%Y-%m-%dT%H:%M")


def test_159_7A_2_entry_page_stores_the_report_with_its_photo(client, applicant, project, log):
    client.force_login(applicant)
    url = _url("site_log_act", project, "entry")
    data = {
        "inspected_at": _local(timezone.now() - timedelta(hours=2)),
        "professional_name": "Quinn Qualified",
        "professional_credential": "CPESC #4567",
        "practices_effective": "no",
        "observations": "Silt fence down along the east swale.",
        "corrective_actions": "",
    }
    refused = client.post(url, data)
    assert refused.status_code == 200
    body = refused.content.decode()
    assert "Silt fence down along the east swale." in body and "error-summary" in body
    assert SiteLogEntry.objects.count() == 0
    data["corrective_actions"] = "Re-trench the fence today."
    data["photos"] = [SimpleUploadedFile("fence.png", PNG, content_type="image/png")]
    response = client.post(url, data)
    assert response.status_code == 302
    entry = SiteLogEntry.objects.get()
    page = client.get(_url("site_log", project)).content.decode()
    assert "Re-trench the fence today." in page and "fence.png" in page
    assert entry.entered_by == applicant


def test_159_7A_2_import_page_lists_bad_lines_and_keeps_nothing(client, applicant, project, log):
    client.force_login(applicant)
    day = timezone.localtime(timezone.now() - timedelta(days=1), TOWN_TZ)
    csv = f"ended_at,inches\n{day:%Y-%m-%d} 06:00,0.8\nyesterday,0.6\n{day:%Y-%m-%d} 07:00,x\n"
    response = client.post(
        _url("site_log_act", project, "import"),
        {"file": SimpleUploadedFile("gauge.csv", csv.encode(), content_type="text/csv")},
    )
    body = response.content.decode()
    assert response.status_code == 200
    assert "Line 3" in body and "Line 4" in body and "Line 2" not in body
    assert StormEvent.objects.count() == 0


def test_159_7A_2_another_applicant_never_sees_the_site_log(client, project, log, make_user):
    from lockport_sw.accounts.roles import Role

    client.force_login(make_user(Role.APPLICANT))
    for name in ("site_log", "after_construction"):
        assert client.get(_url(name, project)).status_code == 404
    assert client.get(_url("site_log_act", project, "storm")).status_code == 404


@pytest.mark.slow
def test_159_7A_2_site_log_page_keeps_its_queries_at_10_and_5000_entries(
    client, applicant, project, log, django_assert_num_queries, django_assert_max_num_queries
):
    bulk_site_log_entries(log, 10, storms_every=3)
    client.force_login(applicant)
    url = _url("site_log", project)
    client.get(url)  # the user's roles and permissions, kept (core/floor.py)
    with django_assert_max_num_queries(30) as captured:
        response = client.get(url)
    assert response.status_code == 200
    baseline = len(captured.captured_queries)
    bulk_site_log_entries(log, 4990, start=10, storms_every=7)
    assert SiteLogEntry.objects.filter(log=log).count() == 5000
    for params in ({}, {"page": 2}, {"page": 200}):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert len(response.context["page_obj"].object_list) == 25


def test_159_8A_3_maintenance_notice_page_issues_the_letter(client, smo, project):
    pond = ac.practice_save(
        acting_user=smo,
        subject=project,
        code="P-1",
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
    )
    client.force_login(smo)
    url = reverse("inspections:practice_act", args=[pond.pk, "notice"])
    assert "data-confirm" in client.get(url).content.decode()
    due = timezone.localdate() + timedelta(days=30)
    response = client.post(url, {"work_required": "Mow the embankment.", "complete_by": due})
    assert response.status_code == 302
    notice = MaintenanceNotice.objects.get()
    assert notice.document.number in client.get(pond.get_absolute_url()).content.decode()


def test_158_9_refusal_and_warrant_pages(client, smo):
    plant = PropertyFactory()
    visit = facility.facility_inspection_open(
        acting_user=smo, subject=plant, subject_label="Plant", parcel=plant
    )
    operator = PartyFactory()
    client.force_login(smo)
    response = client.post(
        reverse("inspections:refusal_create", args=[visit.pk]),
        {
            "party": operator.pk,
            "occurred_at": _local(timezone.now() - timedelta(hours=1)),
            "notes": "Gate locked; refused.",
        },
    )
    refusal = AccessRefusal.objects.get()
    assert response.status_code == 302 and response.url == refusal.get_absolute_url()
    response = client.post(
        reverse("inspections:refusal_act", args=[refusal.pk, "apply"]),
        {
            "basis": "violation",
            "probable_cause": "Sheen at the outfall below the plant on two dry days.",
            "applied_on": timezone.localdate(),
            "court": "Town of Lockport Justice Court",
        },
    )
    assert response.status_code == 302
    refusal.refresh_from_db()
    assert refusal.state == AccessRefusal.State.WARRANT_APPLIED
    page = client.get(refusal.get_absolute_url()).content.decode()
    assert "Sheen at the outfall" in page and refusal.violation.reference in page


def test_158_9_facility_findings_page_completes_the_inspection(client, inspector):
    from inspections import kinds
    from inspections.models import Inspection

    plant = PropertyFactory()
    visit = facility.facility_inspection_open(
        acting_user=inspector, subject=plant, subject_label="Plant", parcel=plant
    )
    client.force_login(inspector)
    url = reverse("inspections:conduct", args=[visit.reference])
    page = client.get(reverse("inspections:facility_detail", args=[visit.pk])).content.decode()
    assert f'href="{url}"' in page
    checklist = kinds.get("158-facility").checklist
    partial = {
        f"finding_{checklist[0].code}": "ok",
        f"note_{checklist[0].code}": "Badge issued.",
    }
    refused = client.post(url, partial)
    assert refused.status_code == 200 and "Badge issued." in refused.content.decode()
    data = {f"finding_{i.code}": "ok" for i in checklist}
    data["finding_calibration"] = "deficient"
    data["note_calibration"] = "Flow meter last calibrated in 2019."
    data["result"] = "violations"
    assert client.post(url, data).status_code == 302
    visit.refresh_from_db()
    assert visit.state == Inspection.State.COMPLETED and visit.result == "violations"
    page = client.get(reverse("inspections:facility_detail", args=[visit.pk])).content.decode()
    assert "Flow meter last calibrated in 2019." in page
    # The inspection page leads back to the facility's.
    detail = client.get(visit.get_absolute_url()).content.decode()
    assert f'href="{reverse("inspections:facility_detail", args=[visit.pk])}"' in detail


def test_a_facility_inspection_awaiting_its_inspector_says_so_and_tells_no_applicant(
    client, smo, inspector
):
    plant = PropertyFactory()
    visit = facility.facility_inspection_open(
        acting_user=smo,
        subject=plant,
        subject_label="Plant",
        parcel=plant,
        scheduled_for=timezone.now() + timedelta(days=2),
    )
    client.force_login(smo)
    detail = client.get(visit.get_absolute_url()).content.decode()
    assert "Awaiting an inspector" in detail and "Awaiting a time" not in detail
    facility_page = client.get(reverse("inspections:facility_detail", args=[visit.pk]))
    assert "no inspector assigned yet" in facility_page.content.decode()
    # Nobody asked for a § 158-9 inspection: the page promises no applicant a message.
    assign = client.get(reverse("inspections:assign", args=[visit.reference])).content.decode()
    assert "applicant" not in assign
    response = client.post(
        reverse("inspections:assign", args=[visit.reference]),
        {
            "inspector": inspector.pk,
            "scheduled_for": timezone.localtime(visit.scheduled_for).strftime("%Y-%m-%dT%H:%M"),
        },
    )
    assert response.status_code == 302
    visit.refresh_from_db()
    assert visit.inspector == inspector


def test_159_7A_2_a_storm_inspection_past_due_shows_overdue_before_the_sweep_runs(
    client, applicant, project, log
):
    from decimal import Decimal

    site_log.storm_record(
        acting_user=applicant,
        log=log,
        ended_at=timezone.now() - timedelta(hours=30),
        precipitation_inches=Decimal("0.75"),
    )
    client.force_login(applicant)
    page = client.get(_url("site_log", project)).content.decode()
    # 24 elapsed hours ran out six hours ago; the sweep has not marked it missed yet.
    assert "Overdue" in page and "Due by" not in page
