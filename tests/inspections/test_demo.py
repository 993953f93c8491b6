"""The demo data of inspections/ (issue 11, item 9): a site log with a missed storm
inspection, a facility inspection refused with a warrant sought, after-construction
records with a maintenance notice."""

from io import StringIO

import pytest
from django.core.management import call_command

from inspections.models import AccessRefusal, FinalAcceptance, MaintenanceNotice
from lockport_sw.deadlines import sweep
from lockport_sw.deadlines.models import Deadline

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def test_159_7A_2_demo_site_log_has_a_missed_storm_inspection_and_the_rest():
    call_command("seed_demo", stdout=StringIO())
    sweep.run()
    storm = Deadline.objects.filter(rule_code="storm_inspection")
    assert storm.filter(status=Deadline.Status.MISSED).count() == 1
    assert storm.filter(status=Deadline.Status.MET).count() == 1
    assert AccessRefusal.objects.get().state == AccessRefusal.State.WARRANT_APPLIED
    assert FinalAcceptance.objects.count() == 1 and MaintenanceNotice.objects.count() == 1
