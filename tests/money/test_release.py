"""§ 159-8B(1): released only one year after final acceptance AND after a one-year
inspection found the facilities acceptable (DEADLINES.md row 22); § 159-8B(2): draws on
the maintenance guarantee."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine
from django.core.exceptions import ValidationError

from inspections.models import Inspection
from inspections.services import _common as inspections
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.models import Deadline
from money.inspections import ONE_YEAR
from money.models import Draw, Entry, Guarantee, Purpose, Service
from money.selectors import balance, guarantee_detail
from money.services import fees, guarantees, invoices, release
from tests.documents.test_issue import pdf_text
from tests.enforcement.factories import local
from tests.factories import UserFactory
from tests.inspections.factories import approved_project
from tests.money.factories import (
    D,
    adopt,
    final_accepted,
    letter_of_credit,
    maintenance_notice,
    one_year_inspected,
    undone_inspection,
)

pytestmark = pytest.mark.django_db

ACCEPTED_ON = date(2026, 6, 15)


def at(day: date, hour: int = 10):
    return time_machine.travel(local(day.year, day.month, day.day, hour), tick=False)


@pytest.fixture
def inspector(db):
    return UserFactory(roles=[Role.INSPECTOR], full_name="Ivy Inspector")


@pytest.fixture
def schedule(board, clerk):
    with at(date(2026, 1, 20)):
        return adopt(clerk)


@pytest.fixture
def accepted(smo, applicant):
    return final_accepted(smo, applicant, ACCEPTED_ON)


def _one_year_inspection(project):
    return Inspection.objects.get(kind=ONE_YEAR.code, subject_id=project.pk)


def _inspect(inspector, project, day):
    return one_year_inspected(inspector, project, day)


def test_159_8b_1_final_acceptance_opens_row_22_and_schedules_the_one_year_inspection(
    accepted,
):
    project, _ = accepted
    clock = Deadline.objects.get(rule_code="performance_guarantee", subject_id=project.pk)
    assert clock.due_date == date(2027, 6, 15)
    inspection = _one_year_inspection(project)
    assert inspection.state == Inspection.State.SCHEDULED
    assert inspection.scheduled_for == local(2027, 6, 15, 9)


def test_159_8b_1_release_refused_at_364_days(accepted, smo, inspector):
    project, loc = accepted
    day_364 = ACCEPTED_ON + timedelta(days=364)  # June 14, 2027
    with at(day_364), pytest.raises(ValidationError) as refused:
        release.guarantee_release(acting_user=smo, guarantee=loc)
    year, inspected = refused.value.messages
    assert "at least one year from final acceptance on June 15, 2026" in year
    assert "1 day to go" in year
    assert "no one-year inspection, conducted on or after June 15, 2027" in inspected
    loc.refresh_from_db()
    assert loc.state == Guarantee.State.ACCEPTED and loc.release_document is None


def test_159_8B1_a_one_year_inspection_before_the_anniversary_does_not_count(
    accepted, smo, inspector
):
    """§ 159-8B(1): "not less than one year from the date of final acceptance ... and
    that a one-year inspection has been conducted": an inspection three days before the
    anniversary found the facilities acceptable, yet after the year the release is still
    refused for want of a one-year inspection; the release letter names only the one
    done at or after the anniversary."""
    project, loc = accepted
    early = _inspect(inspector, project, ACCEPTED_ON + timedelta(days=362))  # June 12, 2027
    assert early.result == Inspection.Result.APPROVED
    assert release.one_year_inspection(project, ACCEPTED_ON) is None
    with at(ACCEPTED_ON + timedelta(days=370)), pytest.raises(ValidationError) as refused:
        release.guarantee_release(acting_user=smo, guarantee=loc)
    assert refused.value.messages == [
        "§ 159-8B(1): no one-year inspection, conducted on or after June 15, 2027 (one year "
        "from final acceptance), has found the facilities acceptable to the Town yet; an "
        "inspection before then does not count."
    ]
    with at(ACCEPTED_ON + timedelta(days=371), 8):
        again = inspections.inspection_create(
            acting_user=smo,
            kind=ONE_YEAR.code,
            subject=project,
            scheduled_for=local(2027, 6, 21, 9),
        )
    counted = one_year_inspected(inspector, project, date(2027, 6, 21), inspection=again)
    assert release.one_year_inspection(project, ACCEPTED_ON) == counted
    with at(date(2027, 6, 22)):
        released = release.guarantee_release(acting_user=smo, guarantee=loc)
    text = " ".join(pdf_text(released.release_document)[1].split())
    assert f"One-year inspection {counted.reference}, completed June 21, 2027" in text
    assert early.reference not in text


@pytest.mark.parametrize(
    ("accepted_on", "scheduled"),
    [
        (date(2026, 8, 7), local(2027, 8, 9, 9)),  # the anniversary a Saturday: Monday
        (date(2026, 11, 25), local(2027, 11, 26, 9)),  # Thanksgiving: the Friday
        (date(2026, 6, 15), local(2027, 6, 15, 9)),  # a Tuesday: that day
    ],
)
def test_159_8B1_the_one_year_inspection_is_scheduled_on_a_working_day(
    smo, applicant, accepted_on, scheduled
):
    project, _ = final_accepted(smo, applicant, accepted_on)
    inspection = _one_year_inspection(project)
    assert inspection.scheduled_for == scheduled
    assert release.one_year_inspection_day(accepted_on) == scheduled


def test_159_8b_1_release_refused_at_366_days_without_the_inspection(accepted, smo):
    _, loc = accepted
    with at(ACCEPTED_ON + timedelta(days=366)), pytest.raises(ValidationError) as refused:
        release.guarantee_release(acting_user=smo, guarantee=loc)
    assert refused.value.messages == [
        "§ 159-8B(1): no one-year inspection, conducted on or after June 15, 2027 (one year "
        "from final acceptance), has found the facilities acceptable to the Town yet; an "
        "inspection before then does not count."
    ]
    loc.refresh_from_db()
    assert loc.state == Guarantee.State.ACCEPTED


def test_159_8b_1_release_allowed_at_366_days_with_the_inspection(
    accepted, smo, inspector, applicant
):
    project, loc = accepted
    day_366 = ACCEPTED_ON + timedelta(days=366)
    _inspect(inspector, project, ACCEPTED_ON + timedelta(days=365))
    with at(day_366):
        released = release.guarantee_release(acting_user=smo, guarantee=loc)
    assert released.state == Guarantee.State.RELEASED
    assert released.release_document.number == "GUAR-REL-2027-0001"
    assert released.release_document.citations == ["§ 159-8B(1)"]
    year = Deadline.objects.get(rule_code="performance_guarantee", subject_id=project.pk)
    assert year.status == Deadline.Status.MET
    renewal = Deadline.objects.get(rule_code="guarantee_renewal")
    assert renewal.status == Deadline.Status.WAIVED  # withdrawn: no longer required
    with pytest.raises(ValidationError, match="Only an accepted guarantee"):
        release.guarantee_release(acting_user=smo, guarantee=released)


def _maintenance_guarantee(smo, applicant):
    """A project whose maintenance guarantee (a letter of credit of $12,000) the SMO
    accepted, and a maintenance notice to finish by March 20, 2026 (§ 159-7C)."""
    with at(date(2026, 3, 2)):
        project = approved_project(smo, applicant)
        requirement = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.MAINTENANCE,
            amount=D("12000"),
            basis="The pond's operation and maintenance for five years.",
        )
        loc = letter_of_credit(applicant, requirement, expires_on=date(2028, 3, 1))
        guarantees.guarantee_accept(acting_user=smo, guarantee=loc)
        notice = maintenance_notice(smo, project)
    return project, loc, notice


COSTS = {
    "work_cost": D("2400"),
    "engineering_cost": D("350"),
    "inspection_cost": D("125.50"),
    "work_done": "Niagara Pond Services cleared the outlet and removed the debris.",
}


def test_159_8b_2_a_draw_is_booked_on_the_guarantee_and_never_invoiced(smo, applicant):
    """Issue 46, item 4: the money comes from the letter of credit: the draw reduces what
    the guarantee holds, and the owner's account, balance and invoices never show it."""
    project, loc, notice = _maintenance_guarantee(smo, applicant)
    found = undone_inspection(smo, notice, date(2026, 3, 23))
    with at(date(2026, 3, 25)):
        draw = release.draw_record(
            acting_user=smo,
            guarantee=loc,
            notice=notice,
            inspection=found,
            drawn_on=date(2026, 3, 25),
            **COSTS,
        )
    assert draw.total == D("2875.50")
    assert draw.document.number == "GUAR-DRAW-2026-0001"
    assert draw.inspection == found
    assert not Entry.objects.filter(project=project).exists()
    assert balance(project) == D("0")
    assert guarantee_detail(loc.pk).held == D("9124.50")
    with at(date(2026, 3, 26)), pytest.raises(ValidationError, match="owes no fee"):
        invoices.invoice_issue(acting_user=smo, project=project, payer=notice.practice.owner)


def test_159_8b_2_a_draw_needs_an_inspection_after_the_notice_date_that_found_the_work_undone(
    smo, applicant
):
    project, loc, notice = _maintenance_guarantee(smo, applicant)

    def draw(inspection, on=date(2026, 3, 25)):
        with at(date(2026, 3, 25)):
            return release.draw_record(
                acting_user=smo,
                guarantee=loc,
                notice=notice,
                inspection=inspection,
                drawn_on=on,
                **COSTS,
            )

    with pytest.raises(ValidationError) as refused:
        draw(None)
    assert "Choose the inspection" in refused.value.message_dict["inspection"][0]
    # Inspected on the notice's own date: the owner still had that day.
    within = undone_inspection(smo, notice, date(2026, 3, 20))
    with pytest.raises(ValidationError) as refused:
        draw(within)
    assert (
        "within the owner's time (until March 20, 2026"
        in (refused.value.message_dict["inspection"][0])
    )
    later = undone_inspection(smo, notice, date(2026, 3, 24))
    with pytest.raises(ValidationError) as refused:
        draw(later, on=date(2026, 3, 23))
    assert "after the draw's date" in refused.value.message_dict["inspection"][0]
    assert not Draw.objects.exists()
    assert draw(later).inspection == later


def test_159_8b_2_and_159_8d_one_rule_for_the_date_of_a_draw_and_of_a_charge(
    schedule, smo, applicant
):
    """The owner has the whole of the notice's date; the Town's draw and its charge are
    refused on that day, in the same words; the day after is the Town's (the charge
    dated after the notice's date: test_fees.py)."""
    project, loc, notice = _maintenance_guarantee(smo, applicant)
    found = undone_inspection(smo, notice, date(2026, 3, 21))
    with at(date(2026, 3, 25)):
        with pytest.raises(ValidationError, match="had until March 20, 2026") as draw_refused:
            release.draw_record(
                acting_user=smo,
                guarantee=loc,
                notice=notice,
                inspection=found,
                drawn_on=date(2026, 3, 20),
                **COSTS,
            )
        with pytest.raises(ValidationError, match="had until March 20, 2026") as charge_refused:
            fees.maintenance_charge(
                acting_user=smo,
                notice=notice,
                cost=D("900"),
                performed_by="DPW",
                dated=date(2026, 3, 20),
            )
    [drawn] = draw_refused.value.message_dict["drawn_on"]
    [charged] = charge_refused.value.message_dict["dated"]
    assert drawn.startswith("The owner had until March 20, 2026 to do the work")
    assert charged.startswith("The owner had until March 20, 2026 to do the work")
    with at(date(2026, 3, 25)):
        draw = release.draw_record(
            acting_user=smo,
            guarantee=loc,
            notice=notice,
            inspection=found,
            drawn_on=date(2026, 3, 21),
            **COSTS,
        )
    assert draw.drawn_on == date(2026, 3, 21)


def test_159_8b_2_and_159_8d_a_notice_is_drawn_on_or_charged_never_both(schedule, smo, applicant):
    project, loc, notice = _maintenance_guarantee(smo, applicant)
    found = undone_inspection(smo, notice, date(2026, 3, 23))
    with at(date(2026, 3, 25)):
        draw = release.draw_record(
            acting_user=smo,
            guarantee=loc,
            notice=notice,
            inspection=found,
            drawn_on=date(2026, 3, 25),
            **COSTS,
        )
        with pytest.raises(ValidationError) as refused:
            fees.maintenance_charge(
                acting_user=smo,
                notice=notice,
                cost=D("900"),
                performed_by="DPW",
                dated=date(2026, 3, 24),
            )
        assert refused.value.message_dict["notice"] == [
            "The Town drew on the maintenance guarantee for "
            f"{notice.document.number} on March 25, 2026 ({draw.document.number}): the "
            "same work is not also charged or drawn again."
        ]
        with pytest.raises(ValidationError, match="not also charged or drawn again"):
            release.draw_record(
                acting_user=smo,
                guarantee=loc,
                notice=notice,
                inspection=found,
                drawn_on=date(2026, 3, 25),
                **COSTS,
            )
    assert Draw.objects.count() == 1
    assert not Entry.objects.filter(project=project, service=Service.MAINTENANCE).exists()

    # Charged first, the draw for the same notice is refused.
    from inspections.services.after_construction import maintenance_notice_issue

    with at(date(2026, 4, 1)):
        second = maintenance_notice_issue(
            acting_user=smo,
            practice=notice.practice,
            work_required="Mow the pond's banks.",
            complete_by=date(2026, 4, 10),
        )
    with at(date(2026, 4, 14)):
        fees.maintenance_charge(
            acting_user=smo,
            notice=second,
            cost=D("900"),
            performed_by="DPW",
            dated=date(2026, 4, 13),
        )
    found = undone_inspection(smo, second, date(2026, 4, 13))
    with at(date(2026, 4, 14)), pytest.raises(ValidationError) as refused:
        release.draw_record(
            acting_user=smo,
            guarantee=loc,
            notice=second,
            inspection=found,
            drawn_on=date(2026, 4, 14),
            **COSTS,
        )
    assert "was charged to the owner on April 13, 2026" in refused.value.message_dict["notice"][0]


def test_159_8b_2_the_draw_letter_says_what_the_inspection_found(smo, applicant, tmp_path):
    from tests.pdf_checks import check_letter

    project, loc, notice = _maintenance_guarantee(smo, applicant)
    found = undone_inspection(smo, notice, date(2026, 3, 23), note="Outlet still blocked.")
    with at(date(2026, 3, 25)):
        draw = release.draw_record(
            acting_user=smo,
            guarantee=loc,
            notice=notice,
            inspection=found,
            drawn_on=date(2026, 3, 25),
            **COSTS,
        )
    with draw.document.file.open("rb") as fh:
        text, _ = check_letter(fh.read(), tmp_path / "draw", [smo.get_full_name()])
    flat = " ".join(text.split())
    assert "It was not done" not in flat
    for expected in (
        f"On March 23, 2026 {smo.get_full_name()} inspected the practice",
        found.reference,
        "Outlet still blocked.",
        "to be completed by March 20, 2026",
        "it is not billed to the owner",
        "$2,875.50",
    ):
        assert expected in flat, expected
