from celery import shared_task

from . import roll


@shared_task(name="registry.tasks.roll_import_run")
def roll_import_run(pk: int) -> str:
    """Import a checked tax-parcel roll (registry/roll.py), all or nothing."""
    return roll.roll_import_run(pk)
