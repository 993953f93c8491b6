from django.db.models import QuerySet

from .models import Notification


def unread_count(user) -> int:
    """The menu's count of unread messages (one query, on the inbox index)."""
    return Notification.objects.filter(recipient=user, read_at__isnull=True).count()


def inbox(user) -> QuerySet[Notification]:
    return Notification.objects.filter(recipient=user).order_by("-created_at", "-pk")
