from django.db.models import QuerySet

from .models import Notification


def inbox(user) -> QuerySet[Notification]:
    return Notification.objects.filter(recipient=user).order_by("-created_at", "-pk")
