"""The inspections app's routes for every role (merged into tests/access.py), and the
records they point at. The records belong to an applicant none of the matrix's users is.

Requests and inspections: Town office staff see them; another applicant gets a 404. The
site log and after-construction records: office staff see them; to every other role they
do not exist (404). Facility inspections and refusals are seen by Town office staff only.
Lists and forms about no one record answer 403 to roles without them."""

from __future__ import annotations

from datetime import timedelta

from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from tests.access_helpers import ANON, OFFICE, SIGNED_IN, everyone, only, signed_in

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def _record(acting: list[str]) -> dict[str, int]:
    """A page on a record: anonymous to sign in; not office staff, 404; office staff not
    in ``acting``, 403."""
    return {
        ANON: 302,
        **{r: 200 if r in acting else 403 if r in OFFICE else 404 for r in SIGNED_IN},
    }


WORKERS = [Role.SMO, Role.INSPECTOR]

_RECORDS_MATRIX: dict = {
    # § 159-7A(2): the site log (the project's applicant enters; staff read)
    "inspections:site_log": ("insp_project", _record(OFFICE)),
    "inspections:site_log_act": ("insp_site_log_entry", _record([])),
    # § 159-8A(2), (3)
    "inspections:after_construction": ("insp_project", _record(OFFICE)),
    # The SMO's final acceptance: the world's project is not built (§ 159-8A(2)), so the
    # act's page sends the SMO back to the page that says what is missing.
    "inspections:after_construction_act": (
        "insp_acceptance",
        {**_record([Role.SMO]), Role.SMO: 302},
    ),
    "inspections:as_built_review": ("insp_as_built", _record([Role.SMO])),
    "inspections:practice_list": (None, only(OFFICE)),
    "inspections:practice_schedule": ("insp_routine", only(WORKERS)),
    "inspections:practice_detail": ("insp_practice", _record(OFFICE)),
    "inspections:practice_act": ("insp_practice_notice", _record([Role.SMO])),
    # § 158-9
    "inspections:facility_create": (None, only(WORKERS)),
    "inspections:facility_detail": ("insp_facility", _record(OFFICE)),
    "inspections:refusal_create": ("insp_facility", _record(WORKERS)),
    "inspections:refusal_detail": ("insp_refusal", _record(OFFICE)),
    "inspections:refusal_act": ("insp_refusal_apply", _record([Role.SMO])),
}


def _records_world(make_user) -> dict:
    from inspections.services import after_construction, facility, site_log
    from tests.factories import PartyFactory, PropertyFactory
    from tests.swppp.factories import make_project

    owner = make_user(Role.APPLICANT)
    smo = make_user(Role.SMO)
    project = make_project(owner)
    now = timezone.now()
    site_log.site_log_open(acting_user=owner, subject=project, opened_at=now - timedelta(hours=1))
    plan = after_construction.as_built_submit(
        acting_user=owner,
        subject=project,
        file=SimpleUploadedFile("as-built.pdf", PDF),
        engineer_name="Erin Engineer",
        engineer_license="081234",
        certified_on=now.date() - timedelta(days=2),
        shows_final_design=True,
    )
    practice = after_construction.practice_save(
        acting_user=smo,
        subject=project,
        code="P-1",
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
    )
    after_construction.complaint_inspection_open(
        acting_user=smo, practice=practice, reason="Pond outlet blocked.", scheduled_for=now
    )
    premises = PropertyFactory()
    fac = facility.facility_inspection_open(
        acting_user=smo, subject=premises, subject_label="Plant", parcel=premises
    )
    refusal = facility.access_refusal_record(
        acting_user=smo,
        inspection=fac,
        party=PartyFactory(),
        occurred_at=now - timedelta(minutes=5),
        notes="Gate locked; manager refused entry.",
    )
    key = {"subject": "project", "pk": project.pk}
    return {
        "insp_project": key,
        "insp_site_log_entry": {**key, "step": "entry"},
        "insp_acceptance": {**key, "step": "acceptance"},
        "insp_as_built": {"pk": plan.pk},
        "insp_routine": {"basis": "routine"},
        "insp_practice": {"pk": practice.pk},
        "insp_practice_notice": {"pk": practice.pk, "step": "notice"},
        "insp_facility": {"pk": fac.pk},
        "insp_refusal": {"pk": refusal.pk},
        "insp_refusal_apply": {"pk": refusal.pk, "step": "apply"},
    }


SCHEDULERS = [Role.SMO, Role.INSPECTOR]


def _office_else_404() -> dict[str, int]:
    return {ANON: 302, **{r: 200 if r in OFFICE else 404 for r in SIGNED_IN}}


_REQUESTS_MATRIX: dict[str, tuple[str | None, dict[str, int]]] = {
    "inspections:list": (None, signed_in()),
    "inspections:day": (None, only(SCHEDULERS)),
    "inspections:week": (None, only(SCHEDULERS)),
    "inspections:feed_settings": (None, only(SCHEDULERS)),
    # the feed is reached by its secret token only: an unknown one does not exist
    "inspections:feed": ("inspection_feed", everyone(404)),
    # only the project's applicant requests; staff see the project but may not (403)
    "inspections:request_create": (
        "inspection_subject",
        {ANON: 302, **{r: 403 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    "inspections:request_detail": ("inspection_request", _office_else_404()),
    "inspections:request_accept": ("inspection_request", only(SCHEDULERS)),
    # only the request's applicant withdraws it (before the Town acts); staff see the
    # request but may not (403); another applicant never sees it (404)
    "inspections:request_withdraw": (
        "inspection_request",
        {ANON: 302, **{r: 403 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    "inspections:detail": ("inspection", _office_else_404()),
    "inspections:assign": ("inspection", only(SCHEDULERS)),
    "inspections:reinspect": ("inspection", only(SCHEDULERS)),
    "inspections:conduct": ("inspection", only(SCHEDULERS)),
    "inspections:draft": ("inspection", only(SCHEDULERS, status=405)),
    "inspections:photo": ("inspection", only(SCHEDULERS, status=405)),
}


def _requests_world(make_user) -> dict:
    from inspections.services import requests
    from tests.inspections.factories import approved_project

    owner = make_user(Role.APPLICANT)
    project = approved_project(make_user(Role.SMO), owner)
    now = timezone.now()
    accepted = requests.request_make(
        acting_user=owner,
        subject=project,
        kind="159-milestone-a",
        proposed_for=now + timedelta(days=3),
    )
    refused = requests.request_make(
        acting_user=owner,
        subject=project,
        kind="159-milestone-b",
        proposed_for=now + timedelta(hours=5),
    )
    return {
        "inspection": {"reference": accepted.inspection.reference},
        "inspection_request": {"reference": refused.reference},
        "inspection_subject": {"subject": "project", "pk": project.pk},
        "inspection_feed": {"token": "not-a-feed-token"},
    }


INSPECTIONS_MATRIX: dict[str, tuple[str | None, dict[str, int]]] = {
    **_RECORDS_MATRIX,
    **_REQUESTS_MATRIX,
}


def inspections_world(make_user) -> dict:
    return {**_records_world(make_user), **_requests_world(make_user)}
