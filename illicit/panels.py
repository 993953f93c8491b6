"""Context for Chapter 158's home panel and property section (each one query)."""

from lockport_sw.core.compiled import PreparedRows

from . import selectors
from .models import Case


def triage(request) -> dict:
    # Its SQL compiled once per process (core/compiled.py, issue 44).
    queue = PreparedRows("illicit.triage", selectors.triage_queue)
    return {"reports": queue[:10], "count": queue.count()}


def property_cases(parcel, user):
    return Case.objects.filter(parcel=parcel).order_by("-opened_at")[:50]
