"""§ 159-8D: the fee schedule as the Town Board sets it, by resolution, from its
effective date; never edited; priced from the schedule in effect on the day."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from lockport_sw.audit.models import AuditEvent
from lockport_sw.bodies.services import votes_of
from lockport_sw.core.immutable import ImmutableRecordError
from money.models import Basis, FeeSchedule, Service
from money.services import schedules
from money.services.schedules import LineSpec, NoFee
from tests.enforcement.factories import local
from tests.money.factories import STANDARD_LINES, D, adopt
from tests.seats import votes

pytestmark = pytest.mark.django_db


def test_159_8d_schedule_with_future_effective_date_does_not_price_today(board, clerk):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        first = adopt(clerk, resolution="2026-14", effective_on=date(2026, 2, 1))
        later = adopt(
            clerk,
            resolution="2026-30",
            adopted_on=date(2026, 3, 2),
            effective_on=date(2026, 4, 1),
            lines=[LineSpec(Service.MILESTONE, Basis.FLAT, rate=D("90"))],
        )

        today = schedules.price(Service.MILESTONE, on=date(2026, 3, 2))
        assert today.amount == Decimal("75.00")
        assert today.schedule == first
        assert "Resolution No. 2026-14 of January 5, 2026" in today.citation
        assert "§ 159-8D" in today.citation
        # The day before the new schedule takes effect: still the old one.
        assert schedules.price(Service.MILESTONE, on=date(2026, 3, 31)).amount == D("75.00")

    # From its effective date the new schedule supersedes the old one.
    april = schedules.price(Service.MILESTONE, on=date(2026, 4, 1))
    assert april.amount == Decimal("90.00")
    assert april.schedule == later


def test_159_8d_no_schedule_in_effect_prices_nothing(board, clerk):
    with time_machine.travel(local(2026, 1, 10, 10), tick=False):
        adopt(clerk, effective_on=date(2026, 2, 1))
        with pytest.raises(NoFee, match="No fee schedule is in effect on January 10, 2026"):
            schedules.price(Service.MILESTONE, on=date(2026, 1, 10))


def test_159_8d_review_priced_by_size_class_per_acre_to_its_cap(board, clerk):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        adopt(clerk)
    on = date(2026, 3, 2)
    assert schedules.price(Service.REVIEW, on=on, acres=D("4.5")).amount == D("250.00")
    per_acre = schedules.price(Service.REVIEW, on=on, acres=D("12.25"))
    assert per_acre.amount == D("735.00")
    assert "12.25 acres at $60.00" in per_acre.description
    assert schedules.price(Service.REVIEW, on=on, acres=D("80")).amount == D("3000.00")


def test_159_8d_a_schedule_is_never_edited_once_stored(board, clerk):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        schedule = adopt(clerk)
    schedule.resolution = "2026-99"
    with pytest.raises(ImmutableRecordError, match="changed"):
        schedule.save()
    with pytest.raises(ImmutableRecordError, match="changed"):
        FeeSchedule.objects.filter(pk=schedule.pk).update(resolution="2026-99")
    line = schedule.lines.first()
    line.rate = D("1")
    with pytest.raises(ImmutableRecordError, match="changed"):
        line.save()


def test_159_8d_adopted_by_a_majority_of_the_board_gcl_41(board, clerk):
    with (
        time_machine.travel(local(2026, 3, 2, 10), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        schedules.schedule_adopt(
            acting_user=clerk,
            resolution="2026-14",
            adopted_on=date(2026, 1, 5),
            effective_on=date(2026, 2, 1),
            lines=[LineSpec(Service.MILESTONE, Basis.FLAT, rate=D("75"))],
            votes=votes(on=date(2026, 1, 5), for_=2, against=2, absent=1),
        )
    assert "did not carry" in str(refused.value.message_dict["votes"])
    assert not FeeSchedule.objects.exists()
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        schedule = adopt(clerk)
    assert len(votes_of(schedule)) == 5


def test_159_4a_2_engineer_line_needs_its_cap(board, clerk):
    with (
        time_machine.travel(local(2026, 3, 2, 10), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        adopt(clerk, lines=[LineSpec(Service.ENGINEER, Basis.AT_COST)])
    assert "§ 159-4A(2)" in str(refused.value.message_dict["lines"])


def test_159_8d_overlapping_size_classes_and_future_adoption_refused(board, clerk):
    lines = [
        LineSpec(Service.REVIEW, Basis.FLAT, rate=D("250"), acres_to=D("5")),
        LineSpec(Service.REVIEW, Basis.FLAT, rate=D("400"), acres_from=D("4")),
    ]
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        with pytest.raises(ValidationError) as refused:
            adopt(clerk, lines=lines)
        assert "overlap" in str(refused.value.message_dict["lines"])
        with pytest.raises(ValidationError) as future:
            adopt(clerk, adopted_on=date(2026, 3, 3), effective_on=date(2026, 4, 1))
        assert "adopted_on" in future.value.message_dict


def test_159_8d_only_the_board_or_the_clerk_records_a_schedule(board, smo):
    with (
        time_machine.travel(local(2026, 3, 2, 10), tick=False),
        pytest.raises(PermissionDenied, match="Town Board sets the fees"),
    ):
        adopt(smo)
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        assert adopt(board).recorded_by == board


ONLY_MILESTONES = [LineSpec(Service.MILESTONE, Basis.FLAT, rate=D("90"))]


def test_159_8d_a_schedule_leaving_out_a_relied_on_fee_says_so_and_waits_for_confirmation(
    board, clerk
):
    """Issue 46, item 6: a one-line schedule replaces the one in force whole; it says
    which fees the chapter relies on it leaves out, and is recorded only when confirmed
    (a warning: § 159-8D leaves the fees to the Board)."""
    warnings = schedules.left_out(ONLY_MILESTONES)
    assert [w.split(":")[0] for w in warnings] == [
        "SWPPP review",
        "SWPPP resubmission (a revised version)",
        "Re-inspection after violations found",
        "Outside engineer's review (§ 159-4A(2))",
        "SMP maintenance by the Town or a third party",
    ]
    assert (
        "Outside engineer's review (§ 159-4A(2)): the schedule sets no fee, so the outside "
        "engineer's invoices cannot be charged to the applicant" in warnings[3]
    )
    assert schedules.left_out(list(STANDARD_LINES)) == []
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        with pytest.raises(ValidationError) as refused:
            adopt(clerk, lines=ONLY_MILESTONES, left_out_confirmed=False)
        assert set(refused.value.message_dict) == {"left_out_confirmed"}
        assert not FeeSchedule.objects.exists()
        schedule = adopt(clerk, lines=ONLY_MILESTONES, left_out_confirmed=True)
    event = AuditEvent.objects.get(action="money.schedule_adopted", subject_id=schedule.pk)
    assert "Confirmed as adopted although it leaves out: SWPPP review;" in event.summary


def test_159_8d_a_review_size_class_left_uncovered_is_said(board, clerk):
    lines = [
        *[spec for spec in STANDARD_LINES if spec.service != Service.REVIEW],
        LineSpec(Service.REVIEW, Basis.FLAT, rate=D("250"), acres_to=D("5")),
        LineSpec(Service.REVIEW, Basis.FLAT, rate=D("400"), acres_from=D("10"), acres_to=D("50")),
    ]
    assert schedules.left_out(lines) == [
        "SWPPP review: no line covers more than 5 and up to 10 acres disturbed; for such a "
        "project no review fee is assessed when a SWPPP is received (§ 159-8D).",
        "SWPPP review: no line covers more than 50 acres disturbed; for such a project no "
        "review fee is assessed when a SWPPP is received (§ 159-8D).",
    ]


def test_159_8d_the_check_shows_every_line_against_the_schedule_in_force(board, clerk):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        in_force = adopt(clerk)
    lines = [
        spec
        for spec in STANDARD_LINES
        if spec.service not in (Service.REINSPECTION, Service.MILESTONE)
    ] + [
        LineSpec(Service.MILESTONE, Basis.FLAT, rate=D("90")),
    ]
    rows = {(c.label, c.status, c.before, c.after) for c in schedules.changes(lines, in_force)}
    assert (
        "Construction inspection (§ 159-8A(1))",
        "changed",
        "$75.00 flat",
        "$90.00 flat",
    ) in rows
    assert ("Re-inspection after violations found", "removed", "$50.00 flat", "") in rows
    assert (
        "SWPPP review, up to 5 acres disturbed",
        "unchanged",
        "$250.00 flat",
        "$250.00 flat",
    ) in rows
    assert len(rows) == 7
    assert {c.status for c in schedules.changes(lines, None)} == {"added"}
    assert set(schedules.lines_of(in_force)) == set(STANDARD_LINES)
