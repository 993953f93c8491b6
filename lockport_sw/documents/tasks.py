"""Tasks of the documents app: a photo's copy without metadata, made once after upload."""

from celery import shared_task

from . import services


@shared_task(name="lockport_sw.documents.tasks.stripped_copy_make")
def stripped_copy_make(upload_id: str) -> bool:
    """Make the upload's copy without metadata, unless it exists (idempotent)."""
    return services.stripped_copy_make(upload_id)
