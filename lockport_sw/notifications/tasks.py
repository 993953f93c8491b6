from celery import shared_task

from . import services


@shared_task(name="lockport_sw.notifications.tasks.drain_outbox")
def drain_outbox() -> int:
    """Send pending emails (also run every minute by beat, so nothing waits on Redis)."""
    return services.drain_outbox()
