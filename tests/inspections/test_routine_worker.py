"""§ 159-8A(3): the routine inspections of practices come due through a real Celery
worker, Redis and PostgreSQL, as beat runs them, with nobody asking."""

from __future__ import annotations

from datetime import timedelta

import pytest

from inspections.models import Inspection, PracticeInspection
from inspections.services import after_construction as ac
from inspections.services._common import town_today
from inspections.tasks import schedule_routine_inspections
from tests.swppp.factories import make_project

pytestmark = [pytest.mark.worker, pytest.mark.slow]


def test_159_8A_3_the_worker_schedules_routine_inspections_falling_due(
    celery_worker, smo, applicant
):
    project = make_project(applicant)
    due, later = (
        ac.practice_save(
            acting_user=smo,
            subject=project,
            code=code,
            name=name,
            type="pond",
            owner=project.applicant_party,
            next_routine_on=town_today() + timedelta(days=days),
        )
        for code, name, days in (("P-1", "Wet pond", 3), ("P-2", "Swale", 40))
    )

    assert schedule_routine_inspections.delay().get(timeout=60) == 1
    assert schedule_routine_inspections.delay().get(timeout=60) == 0

    scheduled = PracticeInspection.objects.get()
    assert scheduled.practice == due and scheduled.basis == PracticeInspection.Basis.ROUTINE
    assert scheduled.inspection.state == Inspection.State.SCHEDULED
    assert not later.inspections.exists()
