"""The field inspection: checklists per kind (§ 159-7A(1), § 159-6C, § 159-8A(1)),
idempotent photos, completion; violations: notice, hold, enforcement; re-inspection."""

from __future__ import annotations

import threading
import uuid

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import connections, transaction

from enforcement.models import Violation
from inspections import kinds
from inspections.models import Inspection, Photo, WorkHold
from inspections.selectors import holds_in_effect
from inspections.services import field, scheduling
from lockport_sw.documents.models import Upload
from lockport_sw.notifications.models import Notification
from swppp.milestones import MILESTONES
from tests.conditions import backends_blocked_by, wait_until
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
def inspection(smo, applicant, inspector):
    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        return scheduled(inspector, accepted_inspection(applicant, project))


# --- the checklists, as data ------------------------------------------------------
def test_159_8A_1_one_requestable_kind_per_milestone_a_to_h():
    codes = {k.citation for k in kinds.all_kinds("159") if k.requestable and not k.stabilization}
    assert codes == {f"§ 159-8A(1)({m.letter})" for m in MILESTONES}
    assert [k.code for k in kinds.all_kinds("159") if k.stabilization] == ["159-stabilization"]


def _construction_kinds():
    """The kinds inspected during construction (requested under § 159-8A(1)), not the
    post-construction practice inspections of § 159-8A(3)."""
    found = [k for k in kinds.all_kinds("159") if k.requestable]
    assert len(found) >= len(MILESTONES)
    return found


def test_159_7A_1_every_construction_checklist_checks_traps_at_50_percent_of_capacity():
    for kind in _construction_kinds():
        item = kind.item("traps-50pct")
        assert item is not None, kind.code
        assert item.citation == "§ 159-7A(1)"
        assert "50% of their design capacity" in item.text


def test_159_6C_every_construction_checklist_checks_turbidity_at_discharge_points():
    for kind in _construction_kinds():
        item = kind.item("turbidity")
        assert item is not None and item.citation == "§ 159-6C", kind.code
        assert item.provision == "159-6C", kind.code
        assert "turbidity at the discharge points" in item.text


def test_159_8A_1_every_construction_item_cites_a_provision_of_the_catalogue():
    """Whatever is found deficient is charged under a provision enforcement knows."""
    from enforcement.models import Provision

    known = set(Provision.objects.filter(active=True).values_list("code", flat=True))
    for kind in _construction_kinds():
        for item in kind.checklist:
            assert item.provision in known, (kind.code, item.code)
            assert item.provision != "159-8A(1)", (kind.code, item.code)


# --- completion -------------------------------------------------------------------
def test_159_8A_1_each_checklist_item_needs_a_finding(inspector, inspection):
    findings = all_ok(inspection)
    findings.pop("turbidity")
    with pytest.raises(ValidationError) as exc:
        field.inspection_complete(
            acting_user=inspector, inspection=inspection, findings=findings, result="approved"
        )
    assert list(exc.value.message_dict) == ["finding_turbidity"]
    assert Inspection.objects.get(pk=inspection.pk).state == Inspection.State.SCHEDULED


def test_159_8A_1_a_deficient_item_cannot_be_approved(inspector, inspection):
    with pytest.raises(ValidationError) as exc:
        field.inspection_complete(
            acting_user=inspector,
            inspection=inspection,
            findings=all_ok(inspection, turbidity=("deficient", "Brown plume at the outfall")),
            result="approved",
        )
    assert exc.value.message_dict == {
        "result": ["An item is deficient: record violations found, or correct the finding."]
    }


def test_159_8A_1_violations_need_their_nature_and_the_corrective_action(inspector, inspection):
    with pytest.raises(ValidationError) as exc:
        complete_with_violations(inspector, inspection, nature="", corrective_action="")
    assert set(exc.value.message_dict) == {"nature", "corrective_action"}
    assert not WorkHold.objects.exists() and not Violation.objects.exists()


def test_159_8A_1_violations_found_notice_hold_and_enforcement(
    tmp_path, applicant, inspector, inspection
):
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        done = complete_with_violations(
            inspector, inspection, latitude="43.170123", longitude="-78.690456"
        )
    assert done.state == Inspection.State.COMPLETED and done.result == Inspection.Result.VIOLATIONS
    assert str(done.latitude) == "43.170123"
    hold = WorkHold.objects.get()
    assert hold.in_effect and list(holds_in_effect(inspection.subject)) == [hold]
    # The violation, in enforcement, from the project; § 159-7A(1) for the deficient trap.
    violation = hold.violation
    assert violation.subject == inspection.subject
    assert list(violation.provisions.values_list("code", flat=True)) == ["159-7A(1)"]
    # The written notice (a PDF): nature, corrective action, to applicant and developer.
    with hold.notice.file.open("rb") as fh:
        content, _ = check_letter(fh.read(), tmp_path, ["Ivy Inspector"])
    flat = " ".join(content.split())
    assert hold.notice.number in flat
    # No developer is recorded: the applicant is named as the applicant only (issue 23).
    assert "(applicant)" in flat and "developer" not in flat
    assert "past 50% of its design capacity" in flat
    assert "Clean out the east sediment trap within 48 hours." in flat
    assert "No further work shall be conducted except for site stabilization" in flat
    assert "§ 159-8A(1)" in flat and "December 3, 2026" in flat
    assert violation.reference in flat
    assert "Inspector, for the Stormwater Management Officer" in flat
    assert "tell the Stormwater Management Officer at the address above" in flat
    assert Notification.objects.filter(
        recipient=applicant, subject__startswith="Violations found: work hold"
    ).exists()


def _codes(violation) -> list[str]:
    return sorted(violation.provisions.values_list("code", flat=True))


def test_159_7A_1_sediment_in_a_trap_charges_159_7A_1_not_159_8A_1(inspector, inspection):
    """Issue 23: no hold existed before this inspection, so nothing was done during one."""
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(inspector, inspection)
    violation = WorkHold.objects.get().violation
    assert _codes(violation) == ["159-7A(1)"]
    assert [p.citation for p in violation.provisions.all()] == ["§ 159-7A(1)"]


def test_159_6C_turbidity_found_charges_159_6C(inspector, inspection):
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(
            inspector,
            inspection,
            findings=all_ok(inspection, turbidity=("deficient", "Brown plume at the outfall")),
        )
    violation = WorkHold.objects.get().violation
    assert _codes(violation) == ["159-6C"]
    assert violation.provisions.get().citation == "§ 159-6C"


def test_159_8A_1_a_milestone_item_found_deficient_is_work_not_as_the_swppp_approved(
    inspector, inspection
):
    """§ 159-8A(1): "notify the applicant wherein the work fails to comply with … the SWPPP
    as approved": its own provision, not "work during a hold"."""
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(
            inspector,
            inspection,
            findings=all_ok(inspection, **{"silt-fence": ("deficient", "No fence on the east")}),
        )
    provision = WorkHold.objects.get().violation.provisions.get()
    assert provision.code == "159-8A(1)-swppp"
    assert provision.citation == "§ 159-8A(1)"
    assert provision.title == "Work not in accordance with the approved SWPPP"


def test_159_8A_1_violations_cite_what_was_found(inspector, inspection):
    with pytest.raises(ValidationError) as exc:
        complete_with_violations(inspector, inspection, findings=all_ok(inspection))
    assert "violation cites what was found" in exc.value.message_dict["result"][0]
    assert not Violation.objects.exists()


def test_159_8A_1_work_during_a_hold_is_refused_when_no_hold_is_in_effect(inspector, inspection):
    with pytest.raises(ValidationError) as exc:
        complete_with_violations(inspector, inspection, work_during_hold=True)
    assert list(exc.value.message_dict) == ["work_during_hold"]
    assert "No work hold is in effect" in exc.value.message_dict["work_during_hold"][0]
    assert not Violation.objects.exists()


def test_159_8A_1_work_seen_during_a_hold_charges_159_8A_1(
    tmp_path, applicant, inspector, inspection
):
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(inspector, inspection)
        stabilization = scheduled(
            inspector, accepted_inspection(applicant, inspection.subject, kind="159-stabilization")
        )
    with time_machine.travel(local(2026, 12, 7, 10), tick=False):
        with pytest.raises(ValidationError) as exc:
            complete_approved(inspector, stabilization, work_during_hold=True)
        assert list(exc.value.message_dict) == ["result"]
        complete_with_violations(
            inspector,
            stabilization,
            findings=all_ok(stabilization),
            work_during_hold=True,
            nature="Crews were grading the north lot during the hold.",
        )
    hold = WorkHold.objects.get(found_by=stabilization)
    assert _codes(hold.violation) == ["159-8A(1)"]
    with hold.notice.file.open("rb") as fh:
        content, _ = check_letter(fh.read(), tmp_path, ["Ivy Inspector"])
    flat = " ".join(content.split())
    assert "Work during a work hold" in flat


def test_159_8A_1_the_smo_signs_a_notice_in_the_smos_own_title(tmp_path, smo, inspection):
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(smo, inspection)
    with WorkHold.objects.get().notice.file.open("rb") as fh:
        content, _ = check_letter(fh.read(), tmp_path, [smo.get_full_name()])
    flat = " ".join(content.split())
    assert "Stormwater Management Officer" in flat
    assert "Inspector, for the" not in flat


def test_159_8A_1_a_reinspection_approving_the_work_lifts_the_hold(
    applicant, inspector, inspection
):
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(inspector, inspection)
        again = scheduling.reinspection_schedule(
            acting_user=inspector,
            inspection=inspection,
            inspector=inspector,
            scheduled_for=local(2026, 12, 7, 10),
        )
    with time_machine.travel(local(2026, 12, 7, 10, 30), tick=False):
        # Still deficient: violations again, the hold stays.
        complete_with_violations(inspector, again)
        assert WorkHold.objects.filter(state=WorkHold.State.IN_EFFECT).count() == 2
        third = scheduling.reinspection_schedule(
            acting_user=inspector,
            inspection=again,
            inspector=inspector,
            scheduled_for=local(2026, 12, 8, 10),
        )
    with time_machine.travel(local(2026, 12, 8, 10, 30), tick=False):
        complete_approved(inspector, third)
    assert not holds_in_effect(inspection.subject).exists()
    assert set(WorkHold.objects.values_list("state", "lifted_by")) == {("lifted", third.pk)}


def test_159_8A_1_an_approved_inspection_that_is_not_a_reinspection_lifts_nothing(
    applicant, inspector, inspection
):
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(inspector, inspection)
        stabilization = scheduled(
            inspector, accepted_inspection(applicant, inspection.subject, kind="159-stabilization")
        )
        complete_approved(inspector, stabilization)
    assert holds_in_effect(inspection.subject).count() == 1


# --- photos -----------------------------------------------------------------------
def test_a_photo_retried_with_the_same_key_is_stored_once(inspector, inspection):
    key = uuid.uuid4()
    first, created = field.photo_add(
        acting_user=inspector, inspection=inspection, file=photo_file(), idempotency_key=key
    )
    again, created_again = field.photo_add(
        acting_user=inspector, inspection=inspection, file=photo_file(), idempotency_key=key
    )
    assert created and not created_again and first.pk == again.pk
    assert Photo.objects.count() == 1 and Upload.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_tries_of_one_photo_at_once_store_it_once(inspector, inspection):
    """The second try waits on the inspection's row while the first stores the photo,
    then finds it (held at a point the test chooses: seen in pg_locks, not a sleep)."""
    key = uuid.uuid4()
    second: list = []

    def second_try():
        try:
            second.append(
                field.photo_add(
                    acting_user=inspector,
                    inspection=inspection,
                    file=photo_file(),
                    idempotency_key=key,
                )
            )
        finally:
            connections["default"].close()

    with transaction.atomic():
        first, created = field.photo_add(
            acting_user=inspector, inspection=inspection, file=photo_file(), idempotency_key=key
        )
        thread = threading.Thread(target=second_try)
        thread.start()
        wait_until(backends_blocked_by, 30, "the second try to wait for the first")
    thread.join(timeout=30)
    assert created and second and second[0] == (first, False)
    assert Photo.objects.count() == 1 and Upload.objects.count() == 1


def test_the_same_upload_request_replayed_twice_gives_one_file(client, inspector, inspection):
    client.force_login(inspector)
    url = f"/inspections/{inspection.reference}/photos/"
    key = str(uuid.uuid4())
    first = client.post(url, {"file": photo_file(), "idempotency_key": key})
    second = client.post(url, {"file": photo_file(), "idempotency_key": key})
    assert (first.status_code, second.status_code) == (201, 200)
    assert first.json() == {"key": key, "created": True}
    assert second.json() == {"key": key, "created": False}
    assert Photo.objects.filter(inspection=inspection).count() == 1
    assert Upload.objects.count() == 1


def test_a_key_of_another_inspection_is_refused(smo, applicant, inspector, inspection):
    key = uuid.uuid4()
    field.photo_add(
        acting_user=inspector, inspection=inspection, file=photo_file(), idempotency_key=key
    )
    other = accepted_inspection(applicant, inspection.subject, kind="159-milestone-c")
    with pytest.raises(ValidationError) as exc:
        field.photo_add(
            acting_user=inspector, inspection=other, file=photo_file(), idempotency_key=key
        )
    assert exc.value.message_dict == {"idempotency_key": ["This key belongs to another photo."]}


def test_the_draft_is_kept_on_the_server_and_shown_again(client, inspector, inspection):
    client.force_login(inspector)
    saved = client.post(
        f"/inspections/{inspection.reference}/draft/",
        data='{"finding_turbidity": "deficient", "note_turbidity": "Plume at outfall 2"}',
        content_type="application/json",
    )
    assert saved.json() == {"saved": True}
    inspection.refresh_from_db()
    assert inspection.state == Inspection.State.IN_PROGRESS
    page = client.get(f"/inspections/{inspection.reference}/conduct/").content.decode()
    assert 'value="Plume at outfall 2"' in page
    assert 'value="deficient" class="form-check-input" id="id_finding_turbidity_1" checked' in page


def test_a_retried_completion_is_answered_done(client, inspector, inspection):
    client.force_login(inspector)
    data = {f"finding_{code}": outcome for code, (outcome, _) in all_ok(inspection).items()}
    data["result"] = "approved"
    url = f"/inspections/{inspection.reference}/conduct/"
    first = client.post(url, data, headers={"X-Field-Form": "1"})
    second = client.post(url, data, headers={"X-Field-Form": "1"})
    assert first.json() == second.json() == {"url": inspection.get_absolute_url(), "done": True}
    assert Inspection.objects.filter(pk=inspection.pk, state="completed").count() == 1


def test_159_8A_1_existing_wrong_charges_are_corrected_with_a_note_and_letters_kept(
    smo, inspector, inspection
):
    """The data migration of issue 23: a violation charged § 159-8A(1) "work during a
    hold" by the old code cites what its inspection found; the change is noted on its
    timeline; a notice that printed the old charge is not changed, and a correction is
    noted as owed."""
    import importlib
    from datetime import date

    from django.apps import apps

    from enforcement.models import Provision
    from lockport_sw.audit.models import AuditEvent
    from tests.enforcement.factories import issue

    migration = importlib.import_module("inspections.migrations.0005_charges_match_the_findings")
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(
            inspector,
            inspection,
            findings=all_ok(
                inspection,
                turbidity=("deficient", "Brown plume"),
                **{"traps-50pct": ("deficient", "East trap 70% full")},
            ),
        )
        violation = WorkHold.objects.get().violation
        # As the old code charged it.
        violation.provisions.set(Provision.objects.filter(code__in=["159-8A(1)", "159-7A(1)"]))
        # § 159-8C(1): the notice goes to the landowner of record (issue 43, item 9).
        from lockport_sw.registry.services import ownership_record

        ownership_record(
            acting_user=smo, parcel=violation.parcel, party=violation.party, source="Deed"
        )
        notice = issue(smo, violation, deadline=date(2026, 12, 30))
    digest = notice.document.sha256

    migration.forward(apps, None)

    assert _codes(violation) == ["159-6C", "159-7A(1)"]
    from django.contrib.contenttypes.models import ContentType

    events = AuditEvent.objects.filter(
        subject_type=ContentType.objects.get_for_model(violation),
        subject_id=violation.pk,
        action__startswith="enforcement.c",
    )
    corrected = events.get(action="enforcement.charges_corrected")
    assert "§ 159-8A(1) work during an inspection hold withdrawn" in corrected.summary
    assert "§ 159-6C" in corrected.summary and corrected.actor is None
    owed = events.get(action="enforcement.correction_owed")
    assert notice.number in owed.summary
    notice.document.refresh_from_db()
    assert notice.document.sha256 == digest
    # Run again: nothing left to correct.
    migration.forward(apps, None)
    assert events.count() == 2


def test_159_8A_1_the_notice_goes_to_the_developer_recorded_by_name(
    tmp_path, smo, applicant, inspector, inspection
):
    """§ 159-8A(1) "the applicant and developer": a developer recorded is named as the
    developer; only the applicant's own party is "applicant and developer"."""
    from lockport_sw.registry.models import Party
    from swppp.services.projects import project_developer_set

    project = inspection.subject
    with pytest.raises(PermissionDenied, match="Only the project's applicant or the"):
        project_developer_set(acting_user=inspector, project=project, developer=None)
    developer = Party.objects.create(
        name="Dana Developer LLC",
        mailing_street="9 Market Street",
        mailing_city="Lockport",
        mailing_state="NY",
        mailing_postal_code="14094",
    )
    project_developer_set(acting_user=applicant, project=project, developer=developer)
    with time_machine.travel(local(2026, 12, 3, 10), tick=False):
        complete_with_violations(inspector, inspection)
    with WorkHold.objects.get().notice.file.open("rb") as fh:
        content, _ = check_letter(fh.read(), tmp_path, ["Ivy Inspector"])
    flat = " ".join(content.split())
    assert f"{project.applicant_party.name} (applicant)" in flat
    assert "Dana Developer LLC (developer)" in flat
    assert "applicant and developer" not in flat


def test_a_heic_photo_from_the_phone_is_refused_saying_what_to_do(client, inspector, inspection):
    """Issue 45: HEIC cannot be read here; the phone's photo input offers the types taken
    and a HEIC photo sent anyway is refused with what to do, nothing stored."""
    from tests.documents.factories import heic_bytes, uploaded

    client.force_login(inspector)
    page = client.get(f"/inspections/{inspection.reference}/conduct/").content.decode()
    accept = page.split('id="id_photos" accept="', 1)[1].split('"', 1)[0].split(",")
    assert "image/jpeg" in accept and "image/png" in accept
    assert not [a for a in accept if "heic" in a or "heif" in a]
    assert "JPEG, PNG or TIFF photos (not HEIC)" in page

    refused = client.post(
        f"/inspections/{inspection.reference}/photos/",
        {"file": uploaded("IMG_0043.HEIC", heic_bytes()), "idempotency_key": str(uuid.uuid4())},
    )
    assert refused.status_code == 400
    [message] = refused.json()["errors"]["file"]
    assert "Settings > Camera > Formats > Most Compatible" in message
    assert not Photo.objects.exists() and not Upload.objects.exists()
