from django.db.models import QuerySet

from .models import SecurityEvent


def events() -> QuerySet[SecurityEvent]:
    """The log, newest first, with both accounts and a refusal's tally joined (one query
    per page)."""
    return SecurityEvent.objects.select_related("user", "actor", "tally").order_by("-at", "-pk")
