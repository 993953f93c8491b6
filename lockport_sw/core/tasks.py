from celery import shared_task


@shared_task(name="lockport_sw.core.tasks.ping")
def ping(payload: str = "") -> str:
    """Answer 'pong:<payload>': proves the broker, a worker and the result backend."""
    return f"pong:{payload}"
