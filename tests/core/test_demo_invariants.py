"""A demo that agrees with itself (issue 22, item 8).

The demo is built (``manage.py seed_demo``) and read back as a person would: each SWPPP's
receipt says the day the queue shows and its clock starts at that receipt; each clock
starts at or after its event, never in the future; each project's description is about
that project; the Town's inspections are on business days within its working hours
(lockport_sw/calendar/hours.py); nothing that already happened is dated in the future,
and a project is accepted only after it was approved. Each check is a small function of
values, shown failing on a bad record below."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from io import StringIO

import pytest
import time_machine
from django.apps import apps
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ, NYCalendar
from lockport_sw.calendar.hours import outside_working_hours
from lockport_sw.calendar.selectors import town_calendar
from tests.demo import BUILT_AT

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

# When the demo is built: the suite's own demo (tests/demo.py) on a Wednesday of ordinary
# business, and another in the early morning of a public holiday after a weekend
# (Memorial Day), when "today" is no working day.
HOLIDAYS_DAWN = datetime(2026, 5, 25, 7, 15, tzinfo=TOWN_TZ)
SWPPP_CLOCKS = ("swppp_decision", "swppp_recommendation")
FIELD_WORK = ("site_visit", "dye_test", "sample", "follow_up", "access_refused")


# --- the checks, each a function of values ---------------------------------------------------
def _day_words(moment: datetime) -> str:
    return f"{moment.astimezone(TOWN_TZ):%B %-d, %Y}"


def _due_words(day: date) -> str:
    return f"{day:%A, %B} {day.day}, {day.year}"


def receipt_problems(
    label: str, received_at: datetime, clocks: list[tuple[datetime, date]], receipt: str | None
) -> list[str]:
    """The receipt names the day the queue shows (``received_at``) and the due day of the
    review clock, which starts at the receipt."""
    found = []
    if not clocks:
        found.append(f"{label}: received without its review clock")
    for starts_at, due_date in clocks:
        if starts_at < received_at:
            found.append(f"{label}: its clock starts before the SWPPP was received")
        if _day_words(starts_at) != _day_words(received_at):
            found.append(
                f"{label}: its clock starts {_day_words(starts_at)}, received "
                f"{_day_words(received_at)}"
            )
        if receipt is not None and _due_words(due_date) not in receipt:
            found.append(f"{label}: the receipt does not give the clock's due day")
    if receipt is None:
        found.append(f"{label}: no receipt")
    elif _day_words(received_at) not in receipt:
        found.append(
            f"{label}: the queue says received {_day_words(received_at)}; the receipt "
            f"says otherwise"
        )
    return found


STOP_WORDS = {"phase", "draft", "side", "road", "street", "avenue", "drive", "lane", "the"}


def description_problem(title: str, street: str, description: str) -> str | None:
    """A project's description names what its title says it is (a word of the title that
    is not its street's: "warehouse", "townhomes", "pavilion")."""
    street_words = {w.lower() for w in re.findall(r"[A-Za-z]+", street)}
    keys = [
        w.lower()
        for w in re.findall(r"[A-Za-z]+", title)
        if len(w) >= 4 and w.lower() not in STOP_WORDS | street_words
    ]
    text = description.lower()
    if keys and not any(k[:6] in text for k in keys):
        return f"{title!r}: its description ({description!r}) is about something else"
    return None


def inspection_problems(
    label: str,
    scheduled_for: datetime | None,
    completed_at: datetime | None,
    now: datetime,
    calendar: NYCalendar,
) -> list[str]:
    found = []
    for what, moment in (("scheduled", scheduled_for), ("completed", completed_at)):
        if moment is not None and (why := outside_working_hours(moment, calendar)):
            found.append(f"{label}: {what} when the Town does not inspect: {why}")
    if completed_at is not None:
        if completed_at > now:
            found.append(f"{label}: completed in the future")
        if scheduled_for is not None and completed_at < scheduled_for:
            found.append(f"{label}: completed before the time it was scheduled for")
    return found


def happened_problem(what: str, moment, now: datetime) -> str | None:
    """Something that already happened is not dated in the future."""
    if moment is None:
        return None
    later = moment > now if isinstance(moment, datetime) else moment > now.date()
    return f"{what}: dated {moment}, in the future" if later else None


# --- reading the demo -----------------------------------------------------------------------
def demo_problems(now: datetime) -> list[str]:
    from inspections.models import FinalAcceptance, Inspection
    from lockport_sw.deadlines.models import Deadline
    from lockport_sw.notifications.models import Notification
    from swppp.models import Project, Submission

    found: list[str] = []
    calendar = town_calendar()
    submission_type = ContentType.objects.get_for_model(Submission)

    for s in Submission.objects.exclude(received_at=None).select_related("project"):
        clocks = [
            (d.starts_at, d.due_date)
            for d in Deadline.objects.filter(
                subject_type=submission_type, subject_id=s.pk, rule_code__in=SWPPP_CLOCKS
            )
        ]
        receipt = (
            Notification.objects.filter(event_key=f"swppp:{s.pk}:received")
            .values_list("body", flat=True)
            .first()
        )
        if s.forwarded_at and s.forwarded_at == s.received_at and not clocks:
            continue  # § 159-4B(2): a revision sent to the body, no new SMO clock
        found += receipt_problems(s.label, s.received_at, clocks, receipt)
        for what in ("received_at", "smo_acted_at", "body_acted_at", "forwarded_at"):
            found.append(happened_problem(f"{s.label} {what}", getattr(s, what), now))

    for d in Deadline.objects.all():
        found.append(happened_problem(f"the clock {d}: its start", d.starts_at, now))
        if d.starts_at > d.created_at + timedelta(minutes=1):
            found.append(f"the clock {d}: starts after it was opened")
        if d.due_at < d.starts_at:
            found.append(f"the clock {d}: due before it starts")

    for p in Project.objects.select_related("parcel"):
        found.append(description_problem(p.title, p.parcel.street_address, p.description))
        decided = [
            (s.body_acted_at or s.smo_acted_at).astimezone(TOWN_TZ).date()
            for s in p.submissions.filter(state__in=Submission.DECIDED)
            if s.body_acted_at or s.smo_acted_at
        ]
        for acceptance in FinalAcceptance.objects.filter(subject_id=p.pk):
            found.append(
                happened_problem(f"{p.title}: final acceptance", acceptance.accepted_on, now)
            )
            if decided and acceptance.accepted_on < min(decided):
                found.append(f"{p.title}: its facilities accepted before its SWPPP was decided")
            # § 159-5A, § 159-4C (issue 46): built, so accepted, only on an approved version.
            approved = [s.approved_on for s in p.submissions.all() if s.approved_on]
            if not approved or acceptance.accepted_on < min(approved):
                found.append(f"{p.title}: its facilities accepted before its SWPPP was approved")
        accepted = FinalAcceptance.objects.filter(subject_id=p.pk).first()
        for d in Deadline.objects.filter(
            rule_code="performance_guarantee",
            subject_type=ContentType.objects.get_for_model(Project),
            subject_id=p.pk,
        ):
            if accepted is None or d.starts_at.astimezone(TOWN_TZ).date() != accepted.accepted_on:
                found.append(f"{p.title}: the guarantee's year does not start at final acceptance")

    for i in Inspection.objects.all():
        found += inspection_problems(i.reference, i.scheduled_for, i.completed_at, now, calendar)

    # Chapter 158: the investigation's field work follows the case's opening, is done in
    # the Town's working hours and is not in the future; a report is triaged after it came.
    from illicit.models import Entry, Report, Screening

    for sc in Screening.objects.select_related("outfall"):
        label = f"the screening of {sc.outfall.code}"
        found.append(happened_problem(label, sc.at, now))
        if why := outside_working_hours(sc.at, calendar):
            found.append(f"{label}: {why}")

    for e in Entry.objects.filter(kind__in=FIELD_WORK).select_related("case"):
        label = f"case {e.case.reference}: {e.get_kind_display()}"
        found.append(happened_problem(label, e.at, now))
        if e.at < e.case.opened_at:
            found.append(f"{label}: before the case was opened")
        if why := outside_working_hours(e.at, calendar):
            found.append(f"{label}: {why}")
    for r in Report.objects.exclude(triaged_at=None):
        if r.triaged_at < r.requested_at:
            found.append(f"report {r.reference}: triaged before it came in")

    # Nothing that happened is recorded in the future: every history row.
    for model in apps.get_models():
        if model.__name__.startswith("Historical") and hasattr(model, "history_date"):
            later = model.objects.filter(history_date__gt=now)
            if later.exists():
                found.append(f"{later.count()} {model.__name__} row(s) dated in the future")
    later = Notification.objects.filter(created_at__gt=now)
    if later.exists():
        found.append(f"{later.count()} message(s) sent in the future")
    return [f for f in found if f]


def test_the_demo_built_on_a_working_morning_agrees_with_itself(demo):
    assert demo.built_at == BUILT_AT
    assert outside_working_hours(BUILT_AT, town_calendar()) is None
    problems = demo_problems(timezone.now())
    assert not problems, "\n".join(problems)


def test_the_demo_built_at_a_holidays_dawn_agrees_with_itself():
    assert not town_calendar().is_business_day(HOLIDAYS_DAWN.date())
    with time_machine.travel(HOLIDAYS_DAWN, tick=False):
        call_command("seed_demo", stdout=StringIO())
        problems = demo_problems(timezone.now())
    assert not problems, "\n".join(problems)


# --- each check fails on a bad record ----------------------------------------------------------
def test_a_receipt_that_says_another_day_than_the_queue_is_found():
    received = datetime(2026, 2, 9, 10, 0, tzinfo=TOWN_TZ)
    due = date(2026, 3, 26)
    good = "received your SWPPP on February 9, 2026 at 10:00 AM ... by Thursday, March 26, 2026."
    assert receipt_problems("SWPPP 1", received, [(received, due)], good) == []
    backdated = "received your SWPPP on March 11, 2026 at 10:00 AM ... by Thursday, March 26, 2026."
    assert any(
        "the queue says" in p
        for p in receipt_problems("SWPPP 1", received, [(received, due)], backdated)
    )
    moved = receipt_problems("SWPPP 1", received, [(received - timedelta(days=20), due)], good)
    assert any("starts before" in p for p in moved)
    assert receipt_problems("SWPPP 1", received, [], None) == [
        "SWPPP 1: received without its review clock",
        "SWPPP 1: no receipt",
    ]


def test_a_description_about_another_project_is_found():
    assert (
        description_problem(
            "Transit Road warehouse", "4800 Transit Road", "A warehouse with a loading dock."
        )
        is None
    )
    assert "something else" in description_problem(
        "Transit Road warehouse",
        "4800 Transit Road",
        "Residential lots with a new street, storm sewer and a wet pond.",
    )


def test_an_inspection_on_a_saturday_evening_or_done_in_the_future_is_found():
    calendar = NYCalendar()
    now = datetime(2026, 3, 11, 10, 30, tzinfo=TOWN_TZ)
    weekday = datetime(2026, 3, 10, 9, 0, tzinfo=TOWN_TZ)
    done = weekday + timedelta(minutes=40)
    assert inspection_problems("I-1", weekday, done, now, calendar) == []
    saturday = datetime(2026, 3, 7, 19, 0, tzinfo=TOWN_TZ)
    assert "not a business day" in inspection_problems("I-1", saturday, None, now, calendar)[0]
    evening = datetime(2026, 3, 10, 18, 0, tzinfo=TOWN_TZ)
    assert (
        "outside the working hours" in inspection_problems("I-1", evening, None, now, calendar)[0]
    )
    holiday = datetime(2026, 1, 19, 10, 0, tzinfo=TOWN_TZ)  # Martin Luther King Jr. Day
    assert "not a business day" in inspection_problems("I-1", holiday, None, now, calendar)[0]
    later = inspection_problems(
        "I-1", now + timedelta(hours=1), now + timedelta(hours=2), now, calendar
    )
    assert "I-1: completed in the future" in later
    early = inspection_problems("I-1", weekday, weekday - timedelta(minutes=5), now, calendar)
    assert "I-1: completed before the time it was scheduled for" in early


def test_something_that_happened_tomorrow_is_found():
    now = datetime(2026, 3, 11, 10, 30, tzinfo=TOWN_TZ)
    assert happened_problem("received", now - timedelta(days=1), now) is None
    assert "in the future" in happened_problem("received", now + timedelta(minutes=1), now)
    assert "in the future" in happened_problem("accepted", date(2026, 3, 12), now)
