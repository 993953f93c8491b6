"""Chapter 158, section by section (issue 10, acceptance: a test named after each)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.utils import timezone

from enforcement.models import Violation
from enforcement.selectors import violations_by, violations_for_subject
from enforcement.services.penalties import assess
from illicit.models import AccessAction, Authorization, Case, Entry, Order, Spill
from illicit.services import access, authorizations, cases, orders, spills
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from tests.factories import PartyFactory, PropertyFactory
from tests.illicit.world import case, confirmed, local
from tests.pdf_checks import page_texts

pytestmark = pytest.mark.django_db

Ground = Authorization.Ground


# --- § 158-3 ---------------------------------------------------------------------------
def test_158_3a_exemptions_by_an_authorized_agency_are_a_register_with_dates(smo):
    with time_machine.travel(local(2026, 5, 4, 10), tick=False):
        exemption = authorizations.agency_exemption_record(
            acting_user=smo,
            agency="NYSDEC Region 9",
            description="Dewatering of the Canal Road pump station excavation.",
            granted_on=date(2026, 5, 1),
            expires_on=date(2026, 6, 30),
        )
        assert exemption.in_force_on(date(2026, 5, 4))
        assert not exemption.in_force_on(date(2026, 7, 1))
        # A case about it closes as exempt on that ground (§ 158-3A "unless explicitly
        # exempted by an authorized enforcement agency").
        made = case(smo)
        closed = cases.case_close(
            acting_user=smo, case=made, reason="exempt", agency_exemption=exemption
        )
    assert closed.state == Case.State.CLOSED
    assert closed.agency_exemption == exemption
    with pytest.raises(ValidationError) as refused:
        authorizations.agency_exemption_record(
            acting_user=smo,
            agency="NYSDEC",
            description="x",
            granted_on=date(2026, 5, 1),
            expires_on=date(2026, 4, 1),
        )
    assert "expires_on" in refused.value.message_dict


def test_158_3a_an_expired_agency_exemption_does_not_close_a_case(smo):
    exemption = authorizations.agency_exemption_record(
        acting_user=smo,
        agency="NYSDEC",
        description="Old dewatering",
        granted_on=date(2020, 1, 1),
        expires_on=date(2020, 12, 31),
    )
    with pytest.raises(ValidationError) as refused:
        cases.case_close(
            acting_user=smo, case=case(smo), reason="exempt", agency_exemption=exemption
        )
    assert "not in force" in str(refused.value)


def test_158_3b_only_the_smo_delegates_in_writing_with_dates(smo, inspector):
    delegation = authorizations.delegation_record(
        acting_user=smo,
        delegate=inspector,
        powers="Inspect facilities and sample discharges (§ 158-9).",
        written_on=date(2026, 1, 5),
        starts_on=date(2026, 1, 5),
        ends_on=date(2026, 12, 31),
    )
    assert delegation.in_force_on(date(2026, 6, 1))
    assert not delegation.in_force_on(date(2027, 1, 1))
    authorizations.delegation_revoke(acting_user=smo, delegation=delegation, on=date(2026, 7, 1))
    delegation.refresh_from_db()
    assert not delegation.in_force_on(date(2026, 7, 1))
    with pytest.raises(PermissionDenied, match="only the SMO delegates"):
        authorizations.delegation_record(
            acting_user=inspector,
            delegate=smo,
            powers="Everything",
            written_on=date(2026, 1, 5),
            starts_on=date(2026, 1, 5),
        )
    with pytest.raises(ValidationError) as refused:
        authorizations.delegation_record(
            acting_user=smo,
            delegate=inspector,
            powers="Inspect",
            written_on=None,
            starts_on=date(2026, 1, 5),
        )
    assert "in writing" in refused.value.message_dict["written_on"][0]


# --- § 158-4A(1)-(4) ---------------------------------------------------------------------
def test_158_4a1_the_plan_is_a_duty_with_its_own_clock_not_a_condition_of_the_exemption(
    smo,
):
    """Issue 23, item 7: lawn watering is exempt with or without a plan typed in; the
    plan for reducing pollutants is the discharger's duty, with its own clock (Town
    policy, 30 days), met when the plan is recorded."""
    made = case(smo)
    with time_machine.travel(local(2026, 6, 1, 10), tick=False):
        watering = authorizations.authorization_record(
            acting_user=smo,
            ground=Ground.EXEMPT_DISCHARGE,
            case=made,
            description="Lawn watering runs down the driveway to the street",
            category=Authorization.Category.LANDSCAPE,
        )
        assert watering.covers(local(2026, 6, 1, 12))[0] is True
    clock = clocks_for(watering).get(rule_code="exempt_discharge_plan")
    assert clock.due_date == date(2026, 7, 1)
    with time_machine.travel(local(2026, 6, 10, 10), tick=False):
        authorizations.reducing_plan_record(
            acting_user=smo, authorization=watering, plan="Water before 8 AM; no fertilizer."
        )
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET
    watering.refresh_from_db()
    assert watering.reducing_plan == "Water before 8 AM; no fertilizer."


def test_158_4a1_an_exempt_discharge_is_exempt_unless_found_a_substantial_contributor(
    smo,
):
    made = case(smo)
    exempt = authorizations.authorization_record(
        acting_user=smo,
        ground=Ground.EXEMPT_DISCHARGE,
        case=made,
        description="Dechlorinated pool water drained to the street",
        category="pool",
        reducing_plan="Held 7 days without chlorine; tested below 0.1 mg/L before draining.",
    )
    assert exempt.covers(local(2026, 6, 1, 12)) == (
        True,
        "§ 158-4A(1): dechlorinated swimming pool discharges.",
    )
    # "unless NYSDEC or the Town has determined them to be substantial contributors"
    exempt.substantial_found_by = "nysdec"
    exempt.substantial_found_on = date(2026, 6, 15)
    assert exempt.covers(local(2026, 6, 1, 12))[0] is True
    covered, why = exempt.covers(local(2026, 6, 20, 12))
    assert covered is False and "substantial contributor" in why


def test_158_4a2_emergency_approval_is_the_smos_in_writing_and_exempt_only_inside_its_period(
    smo, inspector
):
    made = case(smo)
    fields = {
        "ground": Ground.EMERGENCY,
        "case": made,
        "description": "Pumping floodwater from a basement to the storm sewer.",
        "approved_on": date(2026, 4, 10),
        "valid_from": local(2026, 4, 10, 8),
        "valid_until": local(2026, 4, 12, 20),
        "conditions": "Clear water only; stop when the basement is dry.",
    }
    with pytest.raises(PermissionDenied, match="only the SMO approves in writing"):
        authorizations.authorization_record(acting_user=inspector, **fields)
    with time_machine.travel(local(2026, 4, 10, 9), tick=False):
        approval = authorizations.authorization_record(acting_user=smo, **fields)
        assert approval.covers(local(2026, 4, 11, 12))[0] is True
        clock = clocks_for(approval).get()
    assert clock.rule_code == "emergency_discharge_approval"
    assert clock.due_date == date(2026, 4, 12)
    # Issue 23, item 5: the clock and covers() end at the same moment, 8 PM on the 12th.
    assert clock.due_at == local(2026, 4, 12, 20)
    assert approval.covers(local(2026, 4, 12, 20))[0] is True
    assert approval.covers(local(2026, 4, 12, 20, 0, 1))[0] is False
    # The written approval is a letter to the discharger (the case's operator).
    letter = approval.letters.get()
    assert letter.kind == "DISCHARGE-APPROVAL" and letter.addressee == made.operator
    covered, why = approval.covers(local(2026, 4, 12, 21))
    assert covered is False and "not exempt" in why
    # Closing the case as exempt after the period is refused, with the reason.
    with (
        time_machine.travel(local(2026, 4, 13, 9), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        cases.case_close(acting_user=smo, case=made, reason="exempt", exemption=approval)
    assert "after its period" in refused.value.message_dict["exemption"][0]
    with pytest.raises(ValidationError) as refused:
        authorizations.authorization_record(acting_user=smo, **{**fields, "conditions": ""})
    assert "conditions" in refused.value.message_dict


def test_158_4a3_a_dye_test_is_exempt_only_when_the_smo_was_told_before_the_test(smo):
    made = case(smo)
    told_first = authorizations.authorization_record(
        acting_user=smo,
        ground=Ground.DYE_TEST,
        case=made,
        description="Plumber's dye test of the floor drains at 12 Mill Road.",
        tester="Pat Plumber",
        notice_at=local(2026, 5, 5, 8, 30),
        test_at=local(2026, 5, 5, 9, 0),
    )
    assert told_first.covers(local(2026, 5, 5, 9, 30))[0] is True
    told_after = authorizations.authorization_record(
        acting_user=smo,
        ground=Ground.DYE_TEST,
        case=made,
        description="Dye test logged after it started.",
        tester="Pat Plumber",
        notice_at=local(2026, 5, 6, 9, 15),
        test_at=local(2026, 5, 6, 9, 0),
    )
    covered, why = told_after.covers(local(2026, 5, 6, 9, 30))
    assert covered is False and "not exempt" in why
    with pytest.raises(ValidationError) as exc:
        cases.case_close(acting_user=smo, case=made, reason="exempt", exemption=told_after)
    assert set(exc.value.message_dict) == {"exemption"}
    closed = cases.case_close(acting_user=smo, case=made, reason="exempt", exemption=told_first)
    assert closed.exemption == told_first


def test_158_4a4_a_spdes_permit_exempts_in_full_compliance_with_written_approval_for_the_ms4(
    smo,
):
    made = case(smo)
    permit = authorizations.authorization_record(
        acting_user=smo,
        ground=Ground.SPDES,
        case=made,
        description="Noncontact cooling water, permitted outfall 001.",
        instrument="permit",
        permit_number="NY0123456",
        in_full_compliance=True,
    )
    covered, why = permit.covers(local(2026, 5, 5, 9))
    assert covered is False and "written approval" in why
    permit.ms4_approval_on = date(2026, 3, 1)
    assert permit.covers(local(2026, 5, 5, 9))[0] is True
    permit.in_full_compliance = False
    assert "full compliance" in permit.covers(local(2026, 5, 5, 9))[1]


def test_158_4a_a_case_closes_as_exempt_only_on_a_ground(smo):
    made = case(smo)
    with pytest.raises(ValidationError) as refused:
        cases.case_close(acting_user=smo, case=made, reason="exempt")
    assert "exemption" in refused.value.message_dict
    with pytest.raises(ValidationError) as exc:
        cases.case_close(acting_user=smo, case=made, reason="no_discharge", note="")
    assert set(exc.value.message_dict) == {"note"}


# --- § 158-4B ---------------------------------------------------------------------------
def test_158_4b_an_illicit_connection_case_hands_its_violation_to_enforcement(smo):
    made = confirmed(smo, kind=Case.Kind.SEWAGE_CONNECTION)
    violation = cases.case_violation_record(
        acting_user=smo, case=made, party=made.operator, started_on=date(2026, 1, 5)
    )
    assert [p.code for p in violation.provisions.all()] == ["158-4B(3)"]
    assert violation.subject == made and violation.chapter == "158"
    assert list(violations_for_subject(made)) == [violation]
    # An undocumented commercial drain is an illicit connection (§ 158-2, B; § 158-4B).
    drain = confirmed(smo, kind=Case.Kind.UNDOCUMENTED_DRAIN)
    other = cases.case_violation_record(
        acting_user=smo, case=drain, party=drain.operator, started_on=date(2026, 1, 5)
    )
    assert [p.code for p in other.provisions.all()] == ["158-4B"]


def test_158_4b_a_violation_needs_the_premises(smo):
    made = case(smo, with_parcel=False)
    with pytest.raises(ValidationError, match="Name the premises"):
        cases.case_violation_record(
            acting_user=smo, case=made, party=made.operator, started_on=date(2026, 1, 5)
        )


# --- § 158-5 ----------------------------------------------------------------------------
def test_158_5_an_activity_case_and_the_158_5c_notice_with_corrective_actions(smo):
    made = case(smo, kind=Case.Kind.ACTIVITY, summary="Pet waste piled at the catch basin.")
    notice = orders.order_issue(
        acting_user=smo,
        case=made,
        party=made.owner,
        kind=Order.Kind.NOTICE_5C,
        requirements="Remove the pet waste and stop piling it by the catch basin.",
        due_date=date.today() + timedelta(days=10),
    )
    assert notice.citation == "§ 158-5C"
    orders.order_answer(
        acting_user=smo,
        order=notice,
        kind="action",
        received_on=date.today(),
        description="Waste removed; a bin installed in the yard.",
    )
    verified = orders.order_verify(acting_user=smo, order=notice, complied=True, note="Checked.")
    assert verified.state == Order.State.COMPLIED
    # Not correcting after notice is its own provision, 158-5C (found once the order was
    # served and its date passed, issue 43, item 7).
    second = orders.order_issue(
        acting_user=smo,
        case=made,
        party=made.owner,
        kind="5C",
        requirements="Stop it.",
        due_date=date.today() + timedelta(days=10),
    )
    serve_order(smo, second)
    with time_machine.travel(date.today() + timedelta(days=12)):
        failed = orders.order_verify(
            acting_user=smo, order=second, complied=False, note="Still there."
        )
    violation = cases.case_violation_record(
        acting_user=smo,
        case=made,
        party=made.owner,
        provisions=[Order.PROVISION[failed.kind]],
        started_on=date.today(),
    )
    assert [p.code for p in violation.provisions.all()] == ["158-5C"]


# --- § 158-6 ----------------------------------------------------------------------------
def test_158_6_bmp_orders_have_due_dates_and_verification_and_6c_a_spdes_permit_is_compliance(smo):
    made = case(smo, kind=Case.Kind.DISCHARGE)
    with pytest.raises(ValidationError) as refused:
        orders.order_issue(
            acting_user=smo, case=made, party=made.operator, kind="6A", requirements="Berms."
        )
    assert "due_date" in refused.value.message_dict
    order = orders.order_issue(
        acting_user=smo,
        case=made,
        party=made.operator,
        kind=Order.Kind.BMP_6A,
        requirements="Spill kits and secondary containment at the fuel pumps.",
        due_date=date.today() + timedelta(days=30),
    )
    assert not order.is_overdue
    with pytest.raises(ValidationError) as exc:
        orders.order_verify(acting_user=smo, order=order, complied=True, note="Nothing yet")
    assert set(exc.value.message_dict) == {"complied"}
    orders.order_answer(
        acting_user=smo,
        order=order,
        kind="spdes_industrial",
        received_on=date.today(),
        description="Covered by the multi-sector general permit.",
        permit_number="NYR00A123",
    )
    # § 158-6C: compliance with a valid SPDES industrial permit is compliance; not
    # complied only on the SMO's finding about the permit's terms.
    with pytest.raises(ValidationError) as refused:
        orders.order_verify(acting_user=smo, order=order, complied=False, note="No berms")
    assert "158-6C" in refused.value.message_dict["permit_finding"][0]
    assert (
        orders.order_verify(acting_user=smo, order=order, complied=True, note="MSGP").state
        == "complied"
    )
    with time_machine.travel(date.today() + timedelta(days=45)):
        late = Order(state=Order.State.ISSUED, due_date=date.today() - timedelta(days=1))
        assert late.is_overdue


# --- § 158-7 ----------------------------------------------------------------------------
def test_158_7_proof_of_spdes_permit_compliance_is_requested_and_answered(smo):
    made = case(smo)
    request = orders.order_issue(
        acting_user=smo,
        case=made,
        party=made.operator,
        kind=Order.Kind.PROOF_7,
        requirements="Send the last annual report under your SPDES construction permit.",
        due_date=date.today() + timedelta(days=14),
    )
    with pytest.raises(ValidationError) as refused:
        orders.order_answer(
            acting_user=smo, order=request, kind="proof", received_on=date.today(), description="x"
        )
    assert "permit_number" in refused.value.message_dict
    with pytest.raises(ValidationError) as exc:
        orders.order_answer(
            acting_user=smo,
            order=request,
            kind="spdes_industrial",
            received_on=date.today(),
            description="x",
            permit_number="N",
        )
    assert set(exc.value.message_dict) == {"kind"}
    orders.order_answer(
        acting_user=smo,
        order=request,
        kind="proof",
        received_on=date.today(),
        description="Annual report and inspection logs.",
        permit_number="NYR10X999",
    )
    request.refresh_from_db()
    assert request.state == Order.State.ANSWERED
    assert request.citation == "§ 158-7"


# --- § 158-8 ----------------------------------------------------------------------------
def test_158_8a_emergency_suspension_without_notice_then_written_notice_within_two_business_days(
    smo, inspector
):
    made = confirmed(smo)
    with pytest.raises(PermissionDenied, match="only the SMO suspends or terminates"):
        access.emergency_suspend(
            acting_user=inspector,
            case=made,
            party=made.operator,
            reasons="x",
            at=local(2026, 12, 24, 10),
        )
    # Thursday Dec 24; Friday Dec 25 is Christmas, then a weekend: Mon 28 (1), Tue 29 (2).
    with time_machine.travel(local(2026, 12, 24, 10, 30), tick=False):
        action = access.emergency_suspend(
            acting_user=smo,
            case=made,
            party=made.operator,
            reasons="Solvent pouring into the storm sewer toward Eighteen Mile Creek.",
            at=local(2026, 12, 24, 10),
        )
    clock = clocks_for(action).get()
    assert clock.rule_code == "emergency_suspension_notice"
    assert clock.due_date == date(2026, 12, 29)
    assert action.state == AccessAction.State.SUSPENDED and action.in_effect
    with time_machine.travel(local(2026, 12, 28, 9), tick=False):
        access.suspension_notice_issue(acting_user=smo, action=action)
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET and not clock.met_late
    reinstated = access.access_reinstate(
        acting_user=smo, action=action, finding="Drums removed; drain plugged."
    )
    assert reinstated.state == AccessAction.State.REINSTATED


def test_158_8b_termination_notice_petition_hearing_decision_reinstatement_and_reconnection_offense(
    smo, inspector
):
    made = confirmed(smo)
    with pytest.raises(ValidationError) as refused:
        access.termination_propose(
            acting_user=smo, case=made, party=made.operator, reasons="", at=local(2026, 3, 2, 9)
        )
    assert "reasons" in refused.value.message_dict
    action = access.termination_propose(
        acting_user=smo,
        case=made,
        party=made.operator,
        reasons="Wash water discharged daily despite the notice of violation.",
        at=local(2026, 3, 2, 9),
    )
    # The written notice with the reasons: a served letter (issue 23, item 3).
    assert action.notice_at == action.letters.get().issued_at
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        access.petition_record(
            acting_user=inspector,
            action=action,
            received_on=date(2026, 3, 5),
            hearing_at=local(2026, 3, 12, 14),
            hearing_place="Town Hall, Meeting Room B",
        )
    action.refresh_from_db()
    assert action.state == AccessAction.State.PETITIONED
    with pytest.raises(PermissionDenied, match="only the SMO decides"):
        access.termination_decide(
            acting_user=inspector, action=action, terminate=True, determination="x"
        )
    with pytest.raises(ValidationError) as exc:
        access.termination_decide(acting_user=smo, action=action, terminate=True, determination=" ")
    assert set(exc.value.message_dict) == {"determination"}
    with time_machine.travel(local(2026, 3, 12, 15), tick=False):
        access.petition_hearing_record(
            acting_user=smo, action=action, outcome="held", note="The operator attended."
        )
        access.termination_decide(
            acting_user=smo,
            action=action,
            terminate=True,
            determination="Not ceased; likely to reoccur.",
        )
    action.refresh_from_db()
    assert action.state == AccessAction.State.TERMINATED
    # Reconnecting without the SMO's approval is an offense: a violation of 158-8B.
    violation = access.reconnection_record(
        acting_user=inspector, action=action, on=date(2026, 3, 20), notes="Pipe reconnected."
    )
    assert [p.code for p in violation.provisions.all()] == ["158-8B"]
    assert violation.party == made.operator
    assert violation in violations_by(made.operator)
    assert assess(party=made.operator, chapter="158", committed_on=date(2026, 3, 20)) is not None
    # Reinstatement only by the SMO, on a finding.
    with pytest.raises(PermissionDenied, match="reinstated only with the SMO"):
        access.access_reinstate(acting_user=inspector, action=action, finding="ok")
    with pytest.raises(ValidationError) as exc:
        access.access_reinstate(acting_user=smo, action=action, finding="")
    assert set(exc.value.message_dict) == {"finding"}
    access.access_reinstate(acting_user=smo, action=action, finding="Ceased; trap installed.")
    action.refresh_from_db()
    with pytest.raises(ValidationError, match="reconnecting was not an offense"):
        access.reconnection_record(acting_user=smo, action=action, on=date(2026, 4, 2), notes="x")


def test_158_8b_access_kept_after_the_hearing(smo):
    made = confirmed(smo)
    action = access.termination_propose(
        acting_user=smo,
        case=made,
        party=made.operator,
        reasons="Wash water.",
        at=local(2026, 3, 2, 9),
    )
    kept = access.termination_decide(
        acting_user=smo, action=action, terminate=False, determination="Ceased; drain sealed."
    )
    assert kept.state == AccessAction.State.KEPT and not kept.in_effect


# --- § 158-9 ----------------------------------------------------------------------------
def test_158_9_refusing_the_smo_access_is_an_offense_recorded_for_the_penalty_history(smo):
    made = case(smo)
    entry, violation = cases.access_refusal_record(
        acting_user=smo,
        case=made,
        at=local(2026, 2, 10, 10),
        notes="The operator refused entry to sample the floor drains.",
        party=made.operator,
    )
    assert entry.kind == Entry.Kind.ACCESS_REFUSED
    # One way to record it: the case's facility inspection holds the refusal and the
    # warrant (inspections/services/facility.py); the violation is found on the case.
    refusal = violation.access_refusal
    assert refusal.inspection.kind == "158-facility" and refusal.inspection.subject == made
    assert violation.subject == made
    assert [p.code for p in violation.provisions.all()] == ["158-9"]
    assert not violation.continuing and violation.ended_on == date(2026, 2, 10)
    assert Violation.objects.filter(party=made.operator, provisions__code="158-9").count() == 1
    made.refresh_from_db()
    assert made.state == Case.State.INVESTIGATING


# --- § 158-10 ---------------------------------------------------------------------------
def test_158_10_nonhazardous_notice_by_the_next_business_day_across_a_weekend_and_dst(smo):
    # Friday March 6, 2026; DST starts Sunday March 8: the next business day is Monday 9.
    with time_machine.travel(local(2026, 3, 6, 17), tick=False):
        spill = spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 3, 6, 16),
            material="Hydraulic oil",
            hazardous=False,
            address="4800 Transit Road",
        )
    assert spill.case.kind == Case.Kind.SPILL
    assert spill.notice_due_at == local(2026, 3, 9, 23, 59, 59, 999999)
    with time_machine.travel(local(2026, 3, 10, 9), tick=False):
        late = spills.spill_notice_record(
            acting_user=smo,
            spill=spill,
            at=local(2026, 3, 10, 8, 30),
            method="fax",
            notified_by="Manager",
        )
    assert late.notice_late is True
    assert not clocks_for(late).exists()  # a fax needs no written confirmation


def test_158_10_a_holiday_is_not_a_business_day_for_the_notice(smo):
    # Wednesday Nov 25, 2026; Thanksgiving Thursday 26: due Friday 27.
    with time_machine.travel(local(2026, 11, 25, 12), tick=False):
        spill = spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 11, 25, 11),
            material="Grease",
            hazardous=False,
            address="5750 Robinson Road",
        )
    assert spill.notice_due_at.date() == date(2026, 11, 27)
    with time_machine.travel(local(2026, 11, 27, 16), tick=False):
        on_time = spills.spill_notice_record(
            acting_user=smo,
            spill=spill,
            at=local(2026, 11, 27, 15),
            method="telephone",
            notified_by="Cook",
        )
    assert on_time.notice_late is False


def test_158_10_a_telephone_notice_is_confirmed_in_writing_within_three_business_days(smo):
    # Telephone notice Friday Oct 30, 2026; DST ends Sunday Nov 1; Tuesday Nov 3 is general
    # election day (GCL § 24): Mon 2 (1), Wed 4 (2), Thu 5 (3).
    with time_machine.travel(local(2026, 10, 30, 15), tick=False):
        spill = spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 10, 30, 9),
            material="Antifreeze",
            hazardous=False,
            address="4800 Transit Road",
            commercial_industrial=True,
        )
        spills.spill_notice_record(
            acting_user=smo,
            spill=spill,
            at=local(2026, 10, 30, 14),
            method="telephone",
            notified_by="Owner",
        )
    clock = clocks_for(spill).get(rule_code="spill_written_confirmation")
    assert clock.due_date == date(2026, 11, 5)
    # A commercial or industrial establishment keeps its on-site record at least 3 years.
    spill.refresh_from_db()
    assert spill.record_kept_until == date(2029, 10, 30)
    with time_machine.travel(local(2026, 11, 5, 10), tick=False):
        spills.spill_confirmation_record(
            acting_user=smo, spill=spill, received_on=date(2026, 11, 5), mailed_on=date(2026, 11, 4)
        )
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET and not clock.met_late


@pytest.mark.parametrize(
    ("mailed_on", "late"),
    [(date(2026, 11, 5), False), (date(2026, 11, 6), True)],
)
def test_158_10_the_written_confirmation_is_judged_by_the_date_it_was_mailed(smo, mailed_on, late):
    """§ 158-10: "confirmed by written notice addressed and mailed to the Town within three
    business days": a confirmation postmarked on the last day (Thursday, November 5) and
    received the next Monday is on time; one postmarked a day late is late, however soon
    it arrives (issue 23, item 5)."""
    with time_machine.travel(local(2026, 10, 30, 15), tick=False):
        spill = spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 10, 30, 9),
            material="Antifreeze",
            hazardous=False,
            address="4800 Transit Road",
        )
        spills.spill_notice_record(
            acting_user=smo,
            spill=spill,
            at=local(2026, 10, 30, 14),
            method="telephone",
            notified_by="Owner",
        )
    with time_machine.travel(local(2026, 11, 9, 10), tick=False):
        with pytest.raises(ValidationError) as refused:
            spills.spill_confirmation_record(
                acting_user=smo, spill=spill, received_on=date(2026, 11, 9)
            )
        assert "postmark" in refused.value.message_dict["mailed_on"][0]
        spills.spill_confirmation_record(
            acting_user=smo, spill=spill, received_on=date(2026, 11, 9), mailed_on=mailed_on
        )
    clock = clocks_for(spill).get(rule_code="spill_written_confirmation")
    assert clock.status == Deadline.Status.MET and clock.met_late is late
    spill.refresh_from_db()
    assert spill.confirmation_mailed_on == mailed_on


def test_158_10_a_hazardous_release_records_the_time_of_the_emergency_call(smo):
    with time_machine.travel(local(2026, 6, 1, 12), tick=False):
        spill = spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 6, 1, 10),
            material="Chlorine solution",
            hazardous=True,
            address="6560 Dysinger Road",
        )
        assert spill.notice_due_at is None
        assert spills.dispatch_delay(spill) is None
        with pytest.raises(ValidationError) as exc:
            spills.dispatch_record(acting_user=smo, spill=spill, at=local(2026, 6, 1, 9))
        assert set(exc.value.message_dict) == {"at"}
        spills.dispatch_record(acting_user=smo, spill=spill, at=local(2026, 6, 1, 10, 4))
    spill.refresh_from_db()
    assert spills.dispatch_delay(spill) == timedelta(minutes=4)
    assert Spill.objects.get(pk=spill.pk).dispatch_called_at == local(2026, 6, 1, 10, 4)


# --- the case's states -------------------------------------------------------------------
def test_a_case_goes_from_reported_to_eliminated_and_verified_after_a_follow_up(smo, inspector):
    made = case(smo)
    assert made.state == Case.State.REPORTED
    with time_machine.travel(local(2026, 4, 1, 10), tick=False):
        cases.entry_add(
            acting_user=inspector,
            case=made,
            kind="dye_test",
            at=local(2026, 4, 1, 9),
            notes="Dye in the sink reached the ditch.",
            dye_result="Ditch, 4 minutes",
        )
        made.refresh_from_db()
        assert made.state == Case.State.INVESTIGATING
        cases.case_confirm(acting_user=inspector, case=made, source="Sink piped to the ditch")
        with pytest.raises(ValidationError, match="a follow-up visit verifies an elimination"):
            cases.follow_up_record(
                acting_user=smo,
                case=made,
                at=local(2026, 4, 1, 9),
                notes="x",
                discharge_found=False,
            )
        cases.case_eliminate(
            acting_user=inspector, case=made, how="Sink reconnected to the sanitary sewer"
        )
        cases.follow_up_record(
            acting_user=inspector,
            case=made,
            at=local(2026, 4, 1, 9, 30),
            notes="Still grey water",
            discharge_found=True,
        )
        made.refresh_from_db()
        assert made.state == Case.State.CONFIRMED
        cases.case_eliminate(acting_user=inspector, case=made, how="Pipe capped")
        cases.follow_up_record(
            acting_user=inspector,
            case=made,
            at=local(2026, 4, 1, 9, 45),
            notes="Dry",
            discharge_found=False,
        )
    made.refresh_from_db()
    assert made.state == Case.State.VERIFIED and made.is_closed
    with pytest.raises(ValidationError, match="nothing more is logged on it"):
        cases.entry_add(acting_user=smo, case=made, kind="note", at=local(2026, 4, 1, 9), notes="x")


def test_the_state_field_is_protected(smo):
    made = case(smo)
    with pytest.raises(AttributeError, match="Direct state modification is not allowed"):
        made.state = Case.State.VERIFIED


def test_only_town_stormwater_staff_open_cases(make_user):
    clerk = make_user(Role.CLERK)
    with pytest.raises(PermissionDenied, match="Only Town stormwater staff open cases"):
        cases.case_open(acting_user=clerk, kind="discharge", summary="x", address="1 Main St")


def test_158_10_spill_needs_its_material(smo):
    with pytest.raises(ValidationError) as refused:
        spills.spill_record(
            acting_user=smo,
            known_at=local(2026, 1, 5, 9),
            material="",
            hazardous=False,
            address="x",
        )
    assert "material" in refused.value.message_dict


def test_a_property_and_a_party_from_the_registry(smo):
    parcel = PropertyFactory(street_address="7 Canal Street")
    owner = PartyFactory(name="Canal Street LLC")
    made = case(smo, with_parcel=False)
    updated = cases.case_update(
        acting_user=smo, case=made, parcel=parcel, owner=owner, pollutants="Soap"
    )
    assert updated.parcel == parcel and updated.owner == owner
    assert updated.address == "7 Canal Street" and updated.pollutants == "Soap"


def test_158_8a_reconnection_during_an_emergency_suspension_cites_158_8a_not_158_8b(smo):
    """Issue 23, item 7: reconnecting while access is suspended in an emergency is failing
    to comply with the suspension (§ 158-8A); § 158-8B's offense is of access terminated."""
    made = confirmed(smo)
    with time_machine.travel(local(2026, 6, 1, 10), tick=False):
        action = access.emergency_suspend(
            acting_user=smo,
            case=made,
            party=made.operator,
            reasons="Solvent in the storm sewer.",
            at=local(2026, 6, 1, 9),
        )
        violation = access.reconnection_record(
            acting_user=smo, action=action, on=date(2026, 6, 1), notes="Plug pulled out."
        )
    assert [p.code for p in violation.provisions.all()] == ["158-8A"]
    assert "suspended in an emergency" in violation.description


def test_158_6c_the_smo_can_find_a_permit_on_file_not_complied_with(smo, inspector):
    """Issue 23, item 7: § 158-6C deems compliance with the permit's terms compliance, not
    a permit number on file: the SMO may find the permit not complied with (an inspector
    may not), and the BMP order is then not complied with."""
    made = case(smo, kind=Case.Kind.DISCHARGE)
    order = orders.order_issue(
        acting_user=smo,
        case=made,
        party=made.operator,
        kind=Order.Kind.BMP_6B,
        requirements="Secondary containment at the fuel pumps.",
        due_date=date.today() + timedelta(days=30),
    )
    orders.order_answer(
        acting_user=smo,
        order=order,
        kind="spdes_industrial",
        received_on=date.today(),
        description="Covered by the multi-sector general permit.",
        permit_number="NYR00A123",
    )
    authorizations.delegation_record(
        acting_user=smo,
        delegate=inspector,
        powers="Orders under §§ 158-5C, 6 and 7 and their verification.",
        written_on=date.today() - timedelta(days=1),
        starts_on=date.today() - timedelta(days=1),
    )
    with pytest.raises(ValidationError) as refused:
        orders.order_verify(acting_user=inspector, order=order, complied=False, note="Spills")
    assert "only the SMO finds" in refused.value.message_dict["complied"][0]

    serve_order(smo, order)
    with time_machine.travel(date.today() + timedelta(days=32)):
        failed = orders.order_verify(
            acting_user=smo,
            order=order,
            complied=False,
            note="Fuel spilled at the pumps, no containment.",
            permit_finding="The SWPPP's spill prevention measures required by the MSGP are absent.",
        )

    assert failed.state == Order.State.NOT_COMPLIED
    assert "the permit is not complied with" in failed.verification_note


def test_158_3b_an_inspector_orders_only_under_a_written_delegation_in_force(smo, inspector):
    """Issue 23, item 7: § 158-3B: the SMO's powers may be delegated in writing; the
    order service checks the delegation register, and the letter names the delegation."""
    made = case(smo, kind=Case.Kind.ACTIVITY)
    order = {
        "case": made,
        "party": made.owner,
        "kind": Order.Kind.NOTICE_5C,
        "requirements": "Stop piling pet waste by the catch basin.",
    }
    with time_machine.travel(local(2026, 6, 1, 10), tick=False):
        with pytest.raises(PermissionDenied, match="158-3B"):
            orders.order_issue(acting_user=inspector, **order)
        authorizations.delegation_record(
            acting_user=smo,
            delegate=inspector,
            powers="Orders under §§ 158-5C, 6 and 7.",
            written_on=date(2026, 5, 1),
            starts_on=date(2026, 5, 1),
            ends_on=date(2026, 6, 30),
        )
        issued = orders.order_issue(acting_user=inspector, **order)
    with issued.letters.get().document.file.open("rb") as fh:
        text = " ".join(" ".join(page_texts(fh.read())).split())
    assert "written delegation of May 1, 2026, § 158-3B" in text
    # After the delegation ends, the inspector no longer orders.
    with (
        time_machine.travel(local(2026, 7, 1, 10), tick=False),
        pytest.raises(PermissionDenied, match="158-3B"),
    ):
        orders.order_issue(acting_user=inspector, **order)


def serve_order(smo, order):
    """The order's letter served in person now (issue 43, item 7: "not complied" only
    after service and the date)."""
    from enforcement.models import ServiceRecord
    from enforcement.services import notices

    notices.service_record(
        acting_user=smo,
        document=order.letters.get().document,
        method=ServiceRecord.Method.PERSONAL,
        served_by_name="Sam Officer",
        served_at=timezone.now(),
    )
