from celery import shared_task

from .services import after_construction


@shared_task(name="inspections.tasks.schedule_routine_inspections")
def schedule_routine_inspections() -> int:
    """§ 159-8A(3): schedule the routine inspections of stormwater management practices
    falling due soon (beat runs it every hour; a second run finds nothing to do)."""
    return len(after_construction.routine_inspections_schedule_due())
