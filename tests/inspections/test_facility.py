"""§ 158-9: the facility inspection's checklist, and a refusal or unreasonable delay of
access recorded as a violation, with the search warrant tracked to its outcome."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from enforcement.models import Violation
from inspections import kinds
from inspections.models import AccessRefusal
from inspections.services import facility
from tests.factories import PartyFactory, PropertyFactory
from tests.inspections.sitelog_factories import local

pytestmark = pytest.mark.django_db
NOW = local(2027, 2, 10, 15)
CAUSE = (
    "Dry-weather flow with a sheen seen at outfall 12 downstream of the plant on "
    "February 3 and 8; the operator refused entry to the floor drains."
)


@pytest.fixture(autouse=True)
def _frozen():
    with time_machine.travel(NOW, tick=False):
        yield


@pytest.fixture
def visit(smo):
    plant = PropertyFactory(street_address="400 Industrial Park")
    return facility.facility_inspection_open(
        acting_user=smo, subject=plant, subject_label="Niagara Plating", parcel=plant
    )


def _refuse(user, visit, **overrides):
    data = {
        "party": PartyFactory(name="Niagara Plating Inc."),
        "occurred_at": local(2027, 2, 10, 10),
        "notes": "Guard would not admit the SMO without the plant manager, who was away.",
        **overrides,
    }
    return facility.access_refusal_record(acting_user=user, inspection=visit, **data)


def test_158_9_facility_checklist_is_the_sections():
    kind = kinds.get("158-facility")
    texts = " ".join(i.text.lower() for i in kind.checklist)
    for words in ("security", "sampling", "copying of records", "monitoring", "calibration"):
        assert words in texts, words
    assert {i.citation for i in kind.checklist} == {
        "§ 158-9B(1)",
        "§ 158-9B(2)",
        "§ 158-9B(3)",
        "§ 158-9B(4)",
    }
    assert kind.refusal_provision == "158-9"


def test_158_9_a_refusal_of_access_is_a_violation_recorded_through_enforcement(smo, visit):
    refusal = _refuse(smo, visit)
    violation = refusal.violation
    assert [p.code for p in violation.provisions.all()] == ["158-9"]
    assert violation.chapter == "158" and violation.party.name == "Niagara Plating Inc."
    assert not violation.continuing and violation.ended_on == date(2027, 2, 10)
    assert violation.evidence.filter(kind="inspection").count() == 1
    assert refusal.state == AccessRefusal.State.RECORDED


def test_158_9_an_unreasonable_delay_is_a_violation_but_no_ground_for_a_warrant(smo, visit):
    refusal = _refuse(smo, visit, delayed=True)
    assert "unreasonably delayed" in refusal.violation.description
    with pytest.raises(ValidationError, match="when access has been refused"):
        facility.warrant_apply(
            acting_user=smo,
            refusal=refusal,
            basis="violation",
            probable_cause=CAUSE,
            applied_on=date(2027, 2, 10),
            court="Town of Lockport Justice Court",
        )


def test_158_9_warrant_needs_a_probable_cause_statement_and_is_the_smos(smo, inspector, visit):
    refusal = _refuse(smo, visit)
    with pytest.raises(PermissionDenied, match="Only the SMO seeks"):
        facility.warrant_apply(
            acting_user=inspector,
            refusal=refusal,
            basis="violation",
            probable_cause=CAUSE,
            applied_on=date(2027, 2, 10),
            court="Justice Court",
        )
    with pytest.raises(ValidationError) as exc:
        facility.warrant_apply(
            acting_user=smo,
            refusal=refusal,
            basis="",
            probable_cause="Because.",
            applied_on=date(2027, 2, 9),
            court="",
        )
    assert set(exc.value.message_dict) == {"basis", "probable_cause", "court", "applied_on"}
    refusal.refresh_from_db()
    assert refusal.state == AccessRefusal.State.RECORDED


def test_158_9_warrant_tracked_to_its_outcome(smo, visit):
    refusal = _refuse(smo, visit)
    refusal = facility.warrant_apply(
        acting_user=smo,
        refusal=refusal,
        basis=AccessRefusal.Basis.VIOLATION,
        probable_cause=CAUSE,
        applied_on=date(2027, 2, 10),
        court="Town of Lockport Justice Court",
    )
    assert refusal.state == AccessRefusal.State.WARRANT_APPLIED
    with pytest.raises(ValidationError) as exc:
        facility.warrant_outcome_record(
            acting_user=smo, refusal=refusal, issued=True, decided_on=date(2027, 2, 10)
        )
    assert exc.value.message_dict == {"reference": ["Give the warrant's index or docket number."]}
    refusal = facility.warrant_outcome_record(
        acting_user=smo,
        refusal=refusal,
        issued=True,
        decided_on=date(2027, 2, 10),
        reference="SW-2027-004",
    )
    assert refusal.state == AccessRefusal.State.WARRANT_ISSUED
    refusal = facility.warrant_executed_record(
        acting_user=smo, refusal=refusal, executed_on=date(2027, 2, 10)
    )
    assert refusal.state == AccessRefusal.State.EXECUTED
    assert list(refusal.history.values_list("state", flat=True)) == [
        "executed",
        "warrant_issued",
        "warrant_applied",
        "recorded",
    ]


def test_158_9_denied_warrant_and_access_given_after_all(smo, visit):
    denied = _refuse(smo, visit)
    facility.warrant_apply(
        acting_user=smo,
        refusal=denied,
        basis=AccessRefusal.Basis.PROGRAM,
        probable_cause=CAUSE,
        applied_on=date(2027, 2, 10),
        court="Niagara County Court",
    )
    denied = facility.warrant_outcome_record(
        acting_user=smo, refusal=denied, issued=False, decided_on=date(2027, 2, 10)
    )
    assert denied.state == AccessRefusal.State.WARRANT_DENIED
    given = _refuse(smo, visit, occurred_at=local(2027, 2, 10, 11))
    given = facility.access_given_record(acting_user=smo, refusal=given, on=date(2027, 2, 10))
    assert given.state == AccessRefusal.State.RESOLVED
    # The offense stays on the operator's record.
    assert Violation.objects.filter(provisions__code="158-9").count() == 2


def test_158_9_refusal_only_on_a_kind_whose_chapter_makes_it_a_violation(smo):
    from inspections.services._common import inspection_create

    plant = PropertyFactory()
    other = inspection_create(
        acting_user=smo,
        kind="159-smp-routine",
        subject=plant,
        subject_label="Pond",
        parcel=plant,
    )
    with pytest.raises(ValidationError, match="not a violation"):
        _refuse(smo, other)


def test_158_3b_an_inspector_records_a_refusal_only_under_a_written_delegation(
    smo, inspector, visit
):
    """§ 158-3B: the SMO's powers "may be delegated in writing by the SMO": an inspector
    without a written delegation in force is refused; with one on the register (who, by
    whom, its date, its powers), the refusal is recorded and says it was so recorded."""
    from illicit.services.authorizations import delegation_record
    from lockport_sw.audit.models import AuditEvent

    with pytest.raises(PermissionDenied, match="written delegation"):
        _refuse(inspector, visit)
    assert not AccessRefusal.objects.exists()

    delegation_record(
        acting_user=smo,
        delegate=inspector,
        powers="Facility inspections and refusals of access under § 158-9.",
        written_on=date(2027, 2, 1),
        starts_on=date(2027, 2, 1),
    )
    refusal = _refuse(inspector, visit)

    assert refusal.recorded_by == inspector
    said = AuditEvent.objects.filter(action="inspections.access_refused").first().summary
    assert "written delegation of February 1, 2027 by Sam Officer (§ 158-3B)" in said
