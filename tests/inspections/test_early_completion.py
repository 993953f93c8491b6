"""Issue 43, item 13: an inspection scheduled for Monday is not completed on Saturday night
without a word. Before its scheduled day it is refused unless the inspector says why it
was done early; the reason is on the record, and no notice or work hold follows silently."""

from __future__ import annotations

import pytest
import time_machine
from django.core.exceptions import ValidationError

from inspections.models import Inspection, WorkHold
from lockport_sw.audit.models import AuditEvent
from tests.inspections.factories import (
    accepted_inspection,
    approved_project,
    complete_with_violations,
    local,
    scheduled,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def monday_inspection(smo, applicant, inspector):
    with time_machine.travel(local(2026, 12, 3, 9, 0), tick=False):  # a Thursday
        project = approved_project(smo, applicant)
        inspection = accepted_inspection(applicant, project, at=local(2026, 12, 7, 10, 0))
        return scheduled(inspector, inspection, at=local(2026, 12, 7, 10, 0))  # Monday


def test_159_8a1_an_inspection_is_not_completed_before_its_scheduled_day_silently(
    inspector, monday_inspection
):
    saturday_night = time_machine.travel(local(2026, 12, 5, 23, 10), tick=False)
    with saturday_night, pytest.raises(ValidationError, match="is scheduled for Monday") as refused:
        complete_with_violations(inspector, monday_inspection)

    assert "scheduled for Monday, December 7, 2026" in refused.value.message_dict["early_reason"][0]
    monday_inspection.refresh_from_db()
    assert monday_inspection.is_open
    assert not WorkHold.objects.exists()


def test_159_8a1_completed_early_with_a_reason_says_so_on_the_record(inspector, monday_inspection):
    with time_machine.travel(local(2026, 12, 5, 23, 10), tick=False):
        done = complete_with_violations(
            inspector, monday_inspection, early_reason="Storm forecast: inspected before it."
        )

    assert done.result == Inspection.Result.VIOLATIONS
    said = AuditEvent.objects.filter(action="inspections.completed").first().summary
    assert "Done before its scheduled day, December 7, 2026: Storm forecast" in said


def test_159_8a1_on_its_scheduled_day_no_reason_is_asked(inspector, monday_inspection):
    with time_machine.travel(local(2026, 12, 7, 8, 0), tick=False):  # Monday, before the hour
        done = complete_with_violations(inspector, monday_inspection)
    assert done.result == Inspection.Result.VIOLATIONS
