"""Context for Chapter 158's home panel and property section (each one query)."""

from . import selectors
from .models import Case


def triage(request) -> dict:
    queue = selectors.triage_queue()
    return {"reports": list(queue[:10]), "count": queue.count()}


def property_cases(parcel, user):
    return Case.objects.filter(parcel=parcel).order_by("-opened_at")[:50]
