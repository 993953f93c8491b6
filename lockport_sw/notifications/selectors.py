from django.db.models import QuerySet

from lockport_sw.core import floor

from .models import Notification


def unread_count(user) -> int:
    """The menu's count of unread messages (one query, on the inbox index), kept across
    requests until a message to the user is written (core/floor.py, issue 44)."""
    return floor.remember(
        user,
        floor.UNREAD,
        "count",
        lambda: Notification.objects.filter(recipient=user, read_at__isnull=True).count(),
    )


def inbox(user) -> QuerySet[Notification]:
    return Notification.objects.filter(recipient=user).order_by("-created_at", "-pk")
