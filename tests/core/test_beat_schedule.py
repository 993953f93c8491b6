"""The periodic schedule kept in code reaches beat's database scheduler, and every task
it names exists (issue 3, item 5: the sweep every five minutes)."""

import pytest
from django_celery_beat.models import PeriodicTask
from django_celery_beat.schedulers import DatabaseScheduler

from lockport_sw.celery import app as celery_app

# The scheduler closes stale connections as beat does, so this runs outside a test transaction.
pytestmark = pytest.mark.django_db(transaction=True)


def test_beat_installs_the_sweep_every_five_minutes_and_the_outbox_drain():
    DatabaseScheduler(app=celery_app)  # what `celery beat` does at start-up

    sweep = PeriodicTask.objects.get(name="deadlines-sweep")
    drain = PeriodicTask.objects.get(name="notifications-drain-outbox")
    assert sweep.task == "lockport_sw.deadlines.tasks.sweep_deadlines"
    assert (sweep.interval.every, sweep.interval.period) == (300, "seconds")
    assert (drain.interval.every, drain.interval.period) == (60, "seconds")
    assert sweep.enabled and drain.enabled
    # § 159-8A(3): routine inspections of practices are scheduled as they fall due.
    routine = PeriodicTask.objects.get(name="inspections-routine")
    assert routine.task == "inspections.tasks.schedule_routine_inspections"
    assert (routine.interval.every, routine.interval.period) == (3600, "seconds")
    assert routine.enabled


def test_every_scheduled_task_is_registered_with_the_worker():
    celery_app.loader.import_default_modules()
    for entry in celery_app.conf.beat_schedule.values():
        assert entry["task"] in celery_app.tasks, entry["task"]
