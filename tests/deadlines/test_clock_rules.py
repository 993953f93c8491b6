"""Every clock of the catalogue, opened through ``deadline_open`` on a chosen date, and
its due moment (issue 13, item 1).

Each case is worked out by hand from the law (statute README, "How time is counted"):
GCL § 20 (the day of the event is not counted), § 24 (holidays), § 25-a (a period of
days ending on a Saturday, Sunday or holiday runs to the next business day; hours never
do), §§ 30, 58 (months and years), Town closures, and DST. Each rule has at least one
case whose last day and the days either side are all business days, so a period one
longer or shorter moves the due moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

import pytest

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import catalogue, services
from tests.deadlines.conftest import local

pytestmark = pytest.mark.django_db


def end_of(y: int, m: int, d: int) -> datetime:
    """The last moment of a Town day: an act is on time until midnight."""
    return local(y, m, d, 23, 59, 59, 999999)


@dataclass(frozen=True)
class Case:
    code: str
    why: str
    starts_at: datetime
    due_at: datetime
    due_date: date | None = None  # a date set by an order or approval
    closed: tuple[date, ...] = ()  # Town office closures entered before the clock opens
    reasoning: str = ""  # a phrase the clock's reasoning must contain

    @property
    def id(self) -> str:
        return f"{catalogue.get(self.code).citation.split(',')[0][2:]} {self.why}"


CASES = [
    # § 159-4B(1): 45 calendar days, a duty of the Town.
    Case(
        "swppp_recommendation",
        "45th day a Thursday",
        local(2026, 3, 2, 9, 0),
        end_of(2026, 4, 16),
    ),
    Case(
        "swppp_recommendation",
        "45th day a Saturday runs to Monday",
        local(2026, 3, 18, 10, 0),
        end_of(2026, 5, 4),
        reasoning="GCL § 25-a",
    ),
    # § 159-4C: 45 calendar days.
    Case(
        "swppp_decision",
        "across the spring DST change: the end of the local day, EDT",
        local(2026, 2, 2, 10, 0),  # EST
        end_of(2026, 3, 19),  # EDT (clocks sprang forward on 2026-03-08)
    ),
    Case(
        "swppp_decision",
        "45th day Thanksgiving runs to Friday",
        local(2026, 10, 12, 14, 30),
        end_of(2026, 11, 27),
        reasoning="Thanksgiving",
    ),
    Case(
        "swppp_decision",
        "a Town closure never extends the Town's own duty",
        local(2026, 10, 13, 9, 0),
        end_of(2026, 11, 27),
        closed=(date(2026, 11, 27),),
        reasoning="never a duty of the Town itself",
    ),
    # § 159-7A(2): every 7 days, the qualified professional's act at the site. A
    # schedule, not a period: never extended by GCL § 25-a (statute README).
    Case(
        "site_inspection_weekly",
        "7 days from a Tuesday",
        local(2026, 6, 2, 8, 0),
        end_of(2026, 6, 9),
    ),
    Case(
        "site_inspection_weekly",
        "Friday December 18 makes the next due Friday December 25, Christmas: not extended",
        local(2026, 12, 18, 8, 0),
        end_of(2026, 12, 25),
        reasoning="Not extended",
    ),
    Case(
        "site_inspection_weekly",
        "7th day Juneteenth (a Friday) stays on Juneteenth",
        local(2026, 6, 12, 8, 0),
        end_of(2026, 6, 19),
        reasoning="Juneteenth",
    ),
    Case(
        "site_inspection_weekly",
        "a Saturday inspection before spring DST: due the next Saturday, EDT",
        local(2026, 3, 7, 10, 0),  # EST
        end_of(2026, 3, 14),  # EDT (clocks sprang forward on Sunday 2026-03-08)
    ),
    # § 159-7A(2): within 24 elapsed hours of the storm, never extended.
    Case(
        "storm_inspection",
        "24 hours on a weekday",
        local(2026, 11, 4, 9, 0),
        local(2026, 11, 5, 9, 0),
    ),
    Case(
        "storm_inspection",
        "spring forward: Saturday noon EST to Sunday 13:00 EDT, not extended",
        local(2026, 3, 7, 12, 0),
        local(2026, 3, 8, 13, 0),
    ),
    Case(
        "storm_inspection",
        "fall back: Saturday 20:00 EDT to Sunday 19:00 EST, not extended",
        local(2026, 10, 31, 20, 0),
        local(2026, 11, 1, 19, 0),
    ),
    # § 158-12: 15 days from issuance to appeal (the statute README's example).
    Case(
        "nov158_appeal",
        "issued March 2: the last day is March 17",
        local(2026, 3, 2, 11, 0),
        end_of(2026, 3, 17),
    ),
    Case(
        "nov158_appeal",
        "15th day Christmas on a Saturday (not moved to Friday) runs to Monday",
        local(2027, 12, 10, 11, 0),
        end_of(2027, 12, 27),
    ),
    # § 159-8C(1)(f): 15 days from service to file a written notice of appeal.
    Case(
        "nov159_appeal",
        "15 days from service on a Wednesday",
        local(2026, 6, 3, 15, 0),
        end_of(2026, 6, 18),
    ),
    Case(
        "nov159_appeal",
        "15th day general election day runs to Wednesday",
        local(2026, 10, 19, 15, 0),
        end_of(2026, 11, 4),
        reasoning="General Election Day",
    ),
    Case(
        "nov159_appeal",
        "a Town closure on the last day extends a party's filing at the Town",
        local(2026, 6, 3, 15, 0),
        end_of(2026, 6, 22),  # Thu 18 closed, Fri 19 Juneteenth, weekend: Monday 22
        closed=(date(2026, 6, 18),),
    ),
    # § 158-12: the Town Board hears the appeal within 30 days of its filing.
    Case(
        "appeal_hearing",
        "30 days from a Tuesday filing",
        local(2026, 6, 2, 10, 0),
        end_of(2026, 7, 2),
    ),
    Case(
        "appeal_hearing",
        "30th day July 4 on a Saturday runs to Monday",
        local(2026, 6, 4, 10, 0),
        end_of(2026, 7, 6),
    ),
    # § 159-8C(1)(f): the law names no hearing period; the Town's policy, 30 days.
    Case(
        "nov159_appeal_hearing",
        "Town policy: 30 days from a Tuesday filing",
        local(2026, 6, 2, 10, 0),
        end_of(2026, 7, 2),
    ),
    Case(
        "nov159_appeal_hearing",
        "Town policy: 30th day July 4 on a Saturday runs to Monday",
        local(2026, 6, 4, 10, 0),
        end_of(2026, 7, 6),
    ),
    # § 159-8C(1)(f): nor a decision deadline; the Town's policy, 5 days.
    Case(
        "nov159_decision_filing",
        "Town policy: 5 days from a Thursday decision",
        local(2026, 6, 4, 19, 0),
        end_of(2026, 6, 9),
    ),
    Case(
        "nov159_decision_filing",
        "Town policy: 5th day Veterans' Day runs to Thursday",
        local(2026, 11, 6, 19, 0),
        end_of(2026, 11, 12),
    ),
    # § 158-12: within 5 days of its decision the Board files it and mails it.
    Case(
        "decision_filing",
        "5 days from a Thursday decision",
        local(2026, 6, 4, 19, 0),
        end_of(2026, 6, 9),
    ),
    Case(
        "decision_filing",
        "5th day Veterans' Day runs to Thursday",
        local(2026, 11, 6, 19, 0),
        end_of(2026, 11, 12),
        reasoning="Veterans' Day",
    ),
    # § 158-13A: 5 business days for the violator to correct.
    Case(
        "violator_correction",
        "5 business days from a Monday",
        local(2026, 6, 1, 9, 0),
        end_of(2026, 6, 8),
    ),
    Case(
        "violator_correction",
        "5 business days over Lincoln's and Washington's Birthdays",
        local(2027, 2, 5, 16, 0),
        end_of(2027, 2, 16),
    ),
    # § 158-11A(6) (row 11): the deadline set in a Chapter 158 notice is that date,
    # never extended by GCL § 25-a (statute README).
    Case(
        "nov158_remediation",
        "the date set, a Wednesday",
        local(2026, 6, 1, 10, 0),
        end_of(2026, 7, 15),
        due_date=date(2026, 7, 15),
    ),
    Case(
        "nov158_remediation",
        "a date set on Saturday July 4 stays on the Saturday",
        local(2026, 6, 1, 10, 0),
        end_of(2026, 7, 4),
        due_date=date(2026, 7, 4),
        reasoning="Not extended",
    ),
    # § 159-8C(1)(d) (row 11): the time schedule set in a Chapter 159 notice, likewise.
    Case(
        "nov159_remediation",
        "a date set on Christmas Day, a Friday, is that day",
        local(2026, 12, 7, 10, 0),
        end_of(2026, 12, 25),
        due_date=date(2026, 12, 25),
        reasoning="Christmas Day",
    ),
    Case(
        "nov159_remediation",
        "a date set on the Sunday clocks fall back ends that Sunday, EST",
        local(2026, 10, 19, 10, 0),  # EDT
        end_of(2026, 11, 1),  # EST
        due_date=date(2026, 11, 1),
    ),
    # § 158-10: written confirmation within 3 business days of a telephone notice.
    Case(
        "spill_written_confirmation",
        "3 business days from a Tuesday",
        local(2026, 6, 2, 9, 0),
        end_of(2026, 6, 5),
    ),
    Case(
        "spill_written_confirmation",
        "over Thanksgiving and a closure on the Friday after",
        local(2026, 11, 23, 9, 0),
        end_of(2026, 11, 30),  # Tue 24, Wed 25, (Thu 26 holiday, Fri 27 closed), Mon 30
        closed=(date(2026, 11, 27),),
    ),
    # § 158-10: the on-site record is kept at least 3 years (a minimum, not extended).
    Case(
        "spill_record_retention",
        "3 years from February 29 end on February 28",
        local(2028, 2, 29, 13, 0),
        end_of(2031, 2, 28),
    ),
    Case(
        "spill_record_retention",
        "3 years ending on a Saturday are not extended",
        local(2026, 12, 1, 13, 0),
        end_of(2029, 12, 1),
    ),
    # § 158-4A(2): exempt only for the period the SMO approves (not extended).
    Case(
        "emergency_discharge_approval",
        "the approved period ends on a Wednesday",
        local(2026, 6, 1, 7, 0),
        end_of(2026, 6, 10),
        due_date=date(2026, 6, 10),
    ),
    Case(
        "emergency_discharge_approval",
        "the approved period ends on a Saturday and stays there",
        local(2026, 6, 1, 7, 0),
        end_of(2026, 6, 6),
        due_date=date(2026, 6, 6),
    ),
    # § 158-5C, 6, 7: the date set in the order is that date (not extended).
    Case(
        "order158_due",
        "the date set, a Wednesday",
        local(2026, 6, 1, 10, 0),
        end_of(2026, 6, 10),
        due_date=date(2026, 6, 10),
    ),
    Case(
        "order158_due",
        "the date set, a Saturday, stays there",
        local(2026, 6, 1, 10, 0),
        end_of(2026, 6, 6),
        due_date=date(2026, 6, 6),
    ),
    # § 159-8B: a letter of credit renewed or replaced 30 days before it expires (the date
    # set from its expiry when accepted); a Sunday stays a Sunday.
    Case(
        "guarantee_renewal",
        "30 days before an expiry of September 30",
        local(2026, 3, 2, 10, 0),
        end_of(2026, 8, 31),
        due_date=date(2026, 8, 31),
    ),
    Case(
        "guarantee_renewal",
        "the date set, a Sunday, stays there",
        local(2026, 3, 2, 10, 0),
        end_of(2026, 8, 30),
        due_date=date(2026, 8, 30),
    ),
    # § 158-4A(1): the plan for reducing pollutants, Town policy 30 days.
    Case(
        "exempt_discharge_plan",
        "30 days from a Monday end on a Wednesday",
        local(2026, 6, 1, 10, 0),
        end_of(2026, 7, 1),
    ),
    Case(
        "exempt_discharge_plan",
        "30 days ending on Sunday, July 5, run to Monday",
        local(2026, 6, 5, 10, 0),
        end_of(2026, 7, 6),
        reasoning="GCL § 25-a",
    ),
    # § 158-8B: the petition for reconsideration, Town policy 10 days from service.
    Case(
        "access_termination_petition",
        "10 days from a Monday end on a Thursday",
        local(2026, 6, 1, 10, 0),
        end_of(2026, 6, 11),
    ),
    Case(
        "access_termination_petition",
        "10 days ending on Saturday, July 4, run to Monday",
        local(2026, 6, 24, 10, 0),
        end_of(2026, 7, 6),
        reasoning="GCL § 25-a",
    ),
    # § 158-8A: written notice "within a reasonable time": policy, 2 business days.
    Case(
        "emergency_suspension_notice",
        "2 business days from a Monday",
        local(2026, 6, 1, 9, 0),
        end_of(2026, 6, 3),
    ),
    Case(
        "emergency_suspension_notice",
        "July 4 on a Saturday is not moved to the Friday",
        local(2026, 7, 2, 9, 0),
        end_of(2026, 7, 6),  # Fri 3 (1), Mon 6 (2)
    ),
    # § 159-8B(1): the guarantee stays in force at least 1 year after final acceptance.
    Case(
        "performance_guarantee",
        "one year from a Monday",
        local(2026, 6, 15, 10, 0),
        end_of(2027, 6, 15),
    ),
    Case(
        "performance_guarantee",
        "a year ending on a Sunday is not extended",
        local(2026, 7, 4, 10, 0),
        end_of(2027, 7, 4),
    ),
    # § 159-8C(6): restoration "within a reasonable time": policy, 30 days.
    Case(
        "restoration",
        "30 days from a Monday",
        local(2026, 8, 3, 10, 0),
        end_of(2026, 9, 2),
    ),
    Case(
        "restoration",
        "30th day a Sunday, then Labor Day: Tuesday",
        local(2026, 8, 7, 10, 0),
        end_of(2026, 9, 8),
        reasoning="Labor Day",
    ),
    # § 158-2 (TMDL): the program is modified within 6 months of the TMDL's approval.
    Case(
        "tmdl_program_update",
        "6 months from March 10",
        local(2026, 3, 10, 12, 0),
        end_of(2026, 9, 10),
    ),
    Case(
        "tmdl_program_update",
        "6 months from August 31: February has no 31st, the 28th a Sunday",
        local(2026, 8, 31, 12, 0),
        end_of(2027, 3, 1),
    ),
]

CLOCKS = [rule.code for rule in catalogue.RULES if rule.kind == catalogue.Kind.CLOCK]


def test_every_clock_of_the_catalogue_has_a_case():
    assert {case.code for case in CASES} == set(CLOCKS)
    for code in CLOCKS:
        assert len([case for case in CASES if case.code == code]) >= 2, code


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_a_clock_opened_on_a_chosen_date_is_due_when_the_law_says(case, subject, smo):
    for day in case.closed:
        services.closure_add(acting_user=smo, day=day, reason="Town offices closed")

    clock = services.deadline_open(
        rule=case.code,
        subject=subject,
        subject_label="Case 2026-0001 · 6300 Snyder Drive",
        starts_at=case.starts_at,
        due_date=case.due_date,
    )

    due = clock.due_at.astimezone(TOWN_TZ)
    assert due.isoformat() == case.due_at.isoformat()
    assert clock.due_date == case.due_at.date()
    clock.refresh_from_db()
    assert clock.due_at == case.due_at  # as stored
    if case.reasoning:
        assert any(case.reasoning in step for step in clock.reasoning), clock.reasoning
