"""§ 159-7A(2): the site log — weekly and storm inspections by the qualified professional,
storm events entered or imported, missed inspections escalated to the SMO."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile

from inspections.models import SiteLogEntry, StormEvent
from inspections.services import site_log
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from tests.documents.factories import png_bytes
from tests.inspections.sitelog_factories import entry, local, report
from tests.swppp.factories import make_project

PNG = png_bytes()  # a real image: the pipeline decodes it (issue 45, item 2)

pytestmark = pytest.mark.django_db


@pytest.fixture
def project(applicant):
    return make_project(applicant)


@pytest.fixture
def log(applicant, project):
    with time_machine.travel(local(2026, 4, 6, 8), tick=False):
        return site_log.site_log_open(
            acting_user=applicant, subject=project, opened_at=local(2026, 4, 6, 7)
        )


def _csv(text: str):
    return SimpleUploadedFile("gauge.csv", text.encode(), content_type="text/csv")


def test_159_7A_2_site_log_only_for_condition_a_b_or_c(applicant):
    small = make_project(
        applicant,
        disturbed_acres=Decimal("0.40"),
        max_disturbed_at_once_acres=Decimal("0.40"),
        total_site_acres=Decimal("0.50"),
    )
    with pytest.raises(ValidationError, match="Condition A, B or C"):
        site_log.site_log_open(acting_user=applicant, subject=small, opened_at=local(2026, 4, 6, 7))


def test_159_7A_2_only_the_projects_applicant_enters_inspections(log, other_applicant_user):
    with pytest.raises(PermissionDenied, match="enters their qualified professional"):
        entry(other_applicant_user, log, local(2026, 4, 7, 9))


def test_159_7A_2_weekly_inspection_every_seven_days_meets_the_clock_and_starts_the_next(
    applicant, log
):
    first = clocks_for(log).get()
    # Opened Monday April 6 at 07:00: seven days end Monday April 13 (GCL § 20).
    assert first.rule_code == "site_inspection_weekly" and first.due_date == date(2026, 4, 13)
    with time_machine.travel(local(2026, 4, 10, 12), tick=False):
        made = entry(
            applicant,
            log,
            local(2026, 4, 10, 11),
            photos=[SimpleUploadedFile("fence.png", PNG, content_type="image/png")],
        )
    first.refresh_from_db()
    assert first.status == Deadline.Status.MET
    nxt = clocks_for(log).filter(status=Deadline.Status.OPEN).get()
    assert nxt.due_date == date(2026, 4, 17)
    from lockport_sw.documents.models import Upload

    assert Upload.objects.filter(subject_id=made.pk).count() == 1


def test_159_7A_2_missed_weekly_inspection_is_a_missed_clock_escalated_to_the_smo(
    applicant, log, smo
):
    with time_machine.travel(local(2026, 4, 14, 9), tick=False):
        sweep.run()
    clock = clocks_for(log).get()
    assert clock.status == Deadline.Status.MISSED
    assert Notification.objects.filter(recipient=smo, subject__icontains="missed").exists()
    # A late inspection does not erase the miss; the next seven days run from it.
    with time_machine.travel(local(2026, 4, 15, 10), tick=False):
        entry(applicant, log, local(2026, 4, 15, 9))
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MISSED
    assert clocks_for(log).filter(status=Deadline.Status.OPEN).get().due_date == date(2026, 4, 22)


def test_159_7A_2_gcl_25a_a_weekly_inspection_on_friday_december_18_is_due_friday_december_25(
    applicant, project, smo
):
    """Statute README: an inspection frequency is a schedule the site keeps, not a period
    GCL § 25-a extends. Christmas Day is a holiday, and the Town sets no extension."""
    with time_machine.travel(local(2026, 12, 11, 8), tick=False):
        log = site_log.site_log_open(
            acting_user=applicant, subject=project, opened_at=local(2026, 12, 11, 7)
        )
    with time_machine.travel(local(2026, 12, 18, 15), tick=False):
        entry(applicant, log, local(2026, 12, 18, 14))

    clock = clocks_for(log).filter(status=Deadline.Status.OPEN).get()
    assert clock.due_date == date(2026, 12, 25)  # Friday, Christmas Day: not Monday the 28th
    assert clock.due_at == local(2026, 12, 25, 23, 59, 59, 999999)
    # On Saturday the 26th the inspection is missed, and the SMO is told.
    with time_machine.travel(local(2026, 12, 26, 0, 5), tick=False):
        sweep.run()
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MISSED
    assert Notification.objects.filter(recipient=smo, subject__icontains="missed").exists()


def test_159_7A_2_storm_of_half_an_inch_needs_an_inspection_within_24_elapsed_hours(applicant, log):
    with time_machine.travel(local(2026, 4, 8, 20), tick=False):
        heavy = site_log.storm_record(
            acting_user=applicant,
            log=log,
            ended_at=local(2026, 4, 8, 18),
            precipitation_inches=Decimal("0.50"),
        )
        light = site_log.storm_record(
            acting_user=applicant,
            log=log,
            ended_at=local(2026, 4, 8, 6),
            precipitation_inches=Decimal("0.49"),
        )
    assert clocks_for(light).count() == 0
    clock = clocks_for(heavy).get()
    assert clock.due_at == local(2026, 4, 9, 18)
    with time_machine.travel(local(2026, 4, 9, 18, 30), tick=False):
        made = entry(applicant, log, local(2026, 4, 9, 17, 59))
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.MET
    assert list(made.storms.all()) == [heavy]


def test_159_7A_2_storm_inspection_missed_is_reported_to_the_smo(applicant, log, smo):
    with time_machine.travel(local(2026, 4, 8, 20), tick=False):
        storm = site_log.storm_record(
            acting_user=applicant,
            log=log,
            ended_at=local(2026, 4, 8, 18),
            precipitation_inches=Decimal("1.10"),
        )
    # An inspection 24 h 1 min after the storm is late: the clock stays unmet.
    with time_machine.travel(local(2026, 4, 9, 19), tick=False):
        entry(applicant, log, local(2026, 4, 9, 18, 1))
        sweep.run()
    clock = clocks_for(storm).get()
    assert clock.status == Deadline.Status.MISSED
    assert Notification.objects.filter(recipient=smo, body__icontains="storm").exists()


def test_159_7A_2_rain_gauge_csv_imports_every_row_or_none_listing_bad_lines(applicant, log):
    bad = (
        "ended_at,inches,gauge\n"
        "2026-04-07 06:00,0.62,Roof gauge\n"
        "2026-04-07 25:00,0.30,Roof gauge\n"
        "2026-04-08 06:00,lots,Roof gauge\n"
        "2026-04-07 06:00,0.10,Roof gauge\n"
    )
    with (
        time_machine.travel(local(2026, 4, 9, 12), tick=False),
        pytest.raises(ValidationError) as exc,
    ):
        site_log.storms_import(acting_user=applicant, log=log, file=_csv(bad))
    problems = exc.value.message_dict["file"]
    assert [p.split(":")[0] for p in problems] == ["Line 3", "Line 4", "Line 5"]
    assert "also on line 2" in problems[2]
    assert StormEvent.objects.count() == 0 and Deadline.objects.count() == 1

    good = "ended_at,inches,gauge\n2026-04-07 06:00,0.62,Roof gauge\n2026-04-08 06:00,0.20,\n"
    with time_machine.travel(local(2026, 4, 9, 12), tick=False):
        made = site_log.storms_import(acting_user=applicant, log=log, file=_csv(good))
    assert [s.source for s in made] == ["imported", "imported"]
    assert clocks_for(made[0]).get().due_at == local(2026, 4, 8, 6)
    assert clocks_for(made[1]).count() == 0


def test_159_7A_2_an_inspection_entered_before_the_storm_is_imported_meets_it(applicant, log):
    with time_machine.travel(local(2026, 4, 9, 12), tick=False):
        made = entry(applicant, log, local(2026, 4, 7, 10))
        storm = site_log.storms_import(
            acting_user=applicant,
            log=log,
            file=_csv("ended_at,inches\n2026-04-07 06:00,0.75\n"),
        )[0]
    assert clocks_for(storm).get().status == Deadline.Status.MET
    assert list(made.storms.all()) == [storm]


def test_159_7A_2_entry_refused_before_the_log_began_keeps_nothing(applicant, log):
    with (
        time_machine.travel(local(2026, 4, 9, 12), tick=False),
        pytest.raises(ValidationError) as exc,
    ):
        site_log.site_log_entry_record(
            acting_user=applicant,
            log=log,
            inspected_at=local(2026, 4, 5, 12),
            **report(practices_effective=False),
        )
    assert set(exc.value.message_dict) == {"inspected_at", "corrective_actions"}
    assert SiteLogEntry.objects.count() == 0


# --- issue 23, item 5: the log opens itself and closes at final acceptance ------------
def test_159_7A_2_the_site_log_opens_itself_with_the_first_milestone_accepted(smo, applicant):
    """§ 159-7A(2): a project meeting Condition C needs site inspections every 7 days
    while it is built: the first milestone accepted starts the log and its clock; nobody
    has to remember to open it. A site-stabilization request does not."""
    from inspections.services.site_log import site_log_of
    from lockport_sw.deadlines.models import Deadline
    from lockport_sw.deadlines.selectors import clocks_for
    from tests.inspections.factories import accepted_inspection, approved_project

    with time_machine.travel(local(2026, 12, 1, 9), tick=False):
        project = approved_project(smo, applicant)
        accepted_inspection(applicant, project, kind="159-stabilization")
        assert site_log_of(project) is None
    with time_machine.travel(local(2026, 12, 4, 10), tick=False):  # a Friday
        accepted_inspection(applicant, project, kind="159-milestone-a")
    log = site_log_of(project)
    assert log is not None and log.opened_automatically
    assert log.opened_at == local(2026, 12, 4, 10)
    weekly = clocks_for(log).get(rule_code="site_inspection_weekly")
    assert weekly.status == Deadline.Status.OPEN
    # Seven days, not extended (row 4): Friday, December 11.
    assert weekly.due_at.astimezone(local(2026, 1, 1).tzinfo).date() == local(2026, 12, 11).date()
    with time_machine.travel(local(2026, 12, 5, 10), tick=False):
        accepted_inspection(applicant, project, kind="159-milestone-b")  # no second log
    assert type(log).objects.count() == 1


def test_159_7A_2_the_site_log_closes_at_final_acceptance(smo, applicant):
    """§ 159-7A(2) runs during construction; at final acceptance (§ 159-8A(2)) the log
    closes, its open clocks are withdrawn, and no inspection is entered after."""
    from inspections.services import after_construction as ac
    from inspections.services.site_log import site_log_of
    from lockport_sw.deadlines.models import Deadline
    from lockport_sw.deadlines.selectors import clocks_for
    from tests.inspections.factories import ONE_MILESTONE, approved_project, construction_done

    with time_machine.travel(local(2027, 3, 1, 9), tick=False):
        project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
        log = site_log.site_log_open(
            acting_user=applicant, subject=project, opened_at=local(2027, 3, 1, 8)
        )
    with time_machine.travel(local(2027, 3, 15, 10), tick=False):
        construction_done(smo, applicant, project)
        ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=date(2027, 3, 15))
    log = site_log_of(project)
    assert log.closed_at == local(2027, 3, 15, 10)
    assert not clocks_for(log).filter(status__in=Deadline.UNRESOLVED).exists()
    with (
        time_machine.travel(local(2027, 3, 16, 10), tick=False),
        pytest.raises(ValidationError, match="closed at final acceptance"),
    ):
        site_log.site_log_entry_record(
            acting_user=applicant,
            log=log,
            inspected_at=local(2027, 3, 16, 9),
            professional_name="Quinn Qualified",
            professional_credential="CPESC #4567",
            practices_effective=True,
            observations="All fine.",
        )
