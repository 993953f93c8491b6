from django.contrib.contenttypes.models import ContentType

from .models import AuditEvent


def record(
    *, subject, actor, action: str, summary: str, actor_label: str = "", **data
) -> AuditEvent:
    """Add an event to ``subject``'s timeline (call inside the transaction of the change)."""
    user = actor if actor is not None and getattr(actor, "is_authenticated", False) else None
    return AuditEvent.objects.create(
        subject_type=ContentType.objects.get_for_model(subject),
        subject_id=subject.pk,
        actor=user,
        actor_label=actor_label[:200],
        action=action,
        summary=summary[:500],
        data=data,
    )
