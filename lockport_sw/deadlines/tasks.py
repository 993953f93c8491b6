from celery import shared_task

from . import sweep


@shared_task(name="lockport_sw.deadlines.tasks.sweep_deadlines")
def sweep_deadlines() -> dict:
    """Mark missed clocks and send reminders (beat runs it every five minutes)."""
    return sweep.run().as_dict()
