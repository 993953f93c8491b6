"""The demo data of inspections/ (issue 11, item 9): requests accepted and refused, a
day's schedule, inspections approved and with violations, a work hold in effect; a site
log with a missed storm inspection, a facility inspection refused with a warrant sought,
after-construction records with a maintenance notice."""

import pytest
from django.utils import timezone

from inspections.models import (
    AccessRefusal,
    FinalAcceptance,
    Inspection,
    InspectionRequest,
    MaintenanceNotice,
    WorkHold,
)
from inspections.selectors import inspector_day
from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.hours import business_day
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Deadline

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def test_159_7A_2_demo_site_log_has_a_missed_storm_inspection_and_the_rest(demo):
    sweep.run()
    storm = Deadline.objects.filter(rule_code="storm_inspection")
    assert storm.filter(status=Deadline.Status.MISSED).count() == 1
    assert storm.filter(status=Deadline.Status.MET).count() == 1
    assert AccessRefusal.objects.get().state == AccessRefusal.State.WARRANT_APPLIED
    assert FinalAcceptance.objects.count() == 1 and MaintenanceNotice.objects.count() == 1


def test_demo_has_every_inspection_state(demo):

    requests = InspectionRequest.objects.all()
    assert requests.filter(state="accepted").count() >= 5
    refused = requests.filter(state="refused")
    assert refused.filter(short_notice=True, refusals=[]).exists()  # staff may accept late
    # A request refused for anything but short notice is not stored (issue 46, item 8).
    assert not refused.exclude(refusals=[]).exists()
    inspector = User.objects.filter(groups__name=Role.INSPECTOR).first()
    # Three milestone inspections today (the next business day, when the demo is built on a
    # weekend or a holiday: the Town inspects in its working hours, issue 22 item 8).
    day = business_day(town_calendar(), timezone.localdate())
    assert inspector_day(inspector, day).count() >= 3
    done = Inspection.objects.filter(state="completed")
    assert done.filter(result="approved").exists() and done.filter(result="violations").exists()
    assert WorkHold.objects.filter(state="in_effect").count() == 1
    assert WorkHold.objects.filter(state="lifted").count() == 1
