from django.contrib.contenttypes.models import ContentType
from django.db.models import QuerySet

from .models import AuditEvent


def timeline(subject) -> QuerySet[AuditEvent]:
    """A case's events, newest first, with who acted joined in."""
    return (
        AuditEvent.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        )
        .select_related("actor")
        .order_by("-at", "-pk")
    )
