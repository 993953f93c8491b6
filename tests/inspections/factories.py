"""Inspection records for tests, built through the services (the real path)."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.core.files.uploadedfile import SimpleUploadedFile

from inspections.models import Finding, Inspection
from inspections.services import field, requests, scheduling
from lockport_sw.calendar.counting import TOWN_TZ
from swppp.models import Outcome
from tests.documents.factories import jpeg_bytes
from tests.swppp.factories import decided

JPEG = jpeg_bytes()


def local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN_TZ)


def photo_file(name: str = "silt-fence.jpg") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, JPEG, content_type="image/jpeg")


def approved_project(smo, applicant, milestones=None):
    """A project whose SWPPP the SMO approved (§ 159-4C), milestones chosen."""
    return decided(smo, applicant, Outcome.APPROVE, milestones=milestones).project


def accepted_inspection(applicant, project, *, kind="159-milestone-b", at=None) -> Inspection:
    from django.utils import timezone

    at = at or timezone.now() + timedelta(days=3)
    made = requests.request_make(acting_user=applicant, subject=project, kind=kind, proposed_for=at)
    assert made.inspection is not None, made.all_reasons
    return made.inspection


def scheduled(inspector, inspection, at=None) -> Inspection:
    from django.utils import timezone

    return scheduling.inspection_assign(
        acting_user=inspector,
        inspection=inspection,
        inspector=inspector,
        # Within the hour, today: completing it now is on its day (issue 43, item 13).
        scheduled_for=at or timezone.now() + timedelta(minutes=5),
    )


def all_ok(inspection, **overrides) -> dict:
    findings = {i.code: (Finding.Outcome.SATISFACTORY, "") for i in inspection.kind_spec.checklist}
    findings.update(overrides)
    return findings


def complete_with_violations(inspector, inspection, **kwargs):
    return field.inspection_complete(
        acting_user=inspector,
        inspection=inspection,
        findings=kwargs.pop(
            "findings",
            all_ok(
                inspection,
                **{"traps-50pct": (Finding.Outcome.DEFICIENT, "East trap about 70% full.")},
            ),
        ),
        result=Inspection.Result.VIOLATIONS,
        nature=kwargs.pop(
            "nature", "The east sediment trap holds sediment past 50% of its design capacity."
        ),
        corrective_action=kwargs.pop(
            "corrective_action", "Clean out the east sediment trap within 48 hours."
        ),
        **kwargs,
    )


def complete_approved(inspector, inspection, **kwargs):
    return field.inspection_complete(
        acting_user=inspector,
        inspection=inspection,
        findings=all_ok(inspection),
        result=Inspection.Result.APPROVED,
        **kwargs,
    )


ONE_MILESTONE = ["159-8A(1)(a)"]


def construction_done(smo, applicant, project, *, inspector=None):
    """The construction of an approved project, finished in the chapter's order, ready
    for final acceptance (§ 159-8A(2)): each milestone the approval chose inspected and
    approved (§ 159-8A(1)), then the as-built plans submitted and accepted, and a
    practice entered in the inventory (§ 159-8A(3)). Returns the accepted plans."""
    from django.utils import timezone

    from inspections.services import after_construction as ac
    from swppp import selectors
    from tests.documents.factories import minimal_pdf, uploaded

    inspector = inspector or smo
    for milestone in selectors.chosen_milestones(project):
        inspection = accepted_inspection(
            applicant, project, kind=f"159-milestone-{milestone.letter}"
        )
        complete_approved(inspector, scheduled(inspector, inspection))
    plan = ac.as_built_submit(
        acting_user=applicant,
        subject=project,
        file=uploaded("as-built.pdf", minimal_pdf("As-built"), "application/pdf"),
        engineer_name="Erin Engineer",
        engineer_license="081234",
        certified_on=timezone.localdate(),
        shows_final_design=True,
    )
    ac.as_built_review(acting_user=smo, plan=plan, accept=True)
    ac.practice_save(
        acting_user=smo,
        subject=project,
        code="P-1",
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
    )
    return plan
