"""Inspections, split by concern: the shared inspection record (inspections.py), the
§ 159-7A(2) site log (site_log.py), after construction (after_construction.py), § 158-9
access refusals (facility.py), the applicant's requests (requests.py), work holds and
calendar feeds (holds.py)."""

from .after_construction import (
    AsBuiltPlan,
    FinalAcceptance,
    MaintenanceNotice,
    Practice,
    PracticeInspection,
)
from .facility import AccessRefusal
from .holds import CalendarFeed, WorkHold
from .inspections import Finding, Inspection, Photo
from .requests import InspectionRequest
from .site_log import SiteLog, SiteLogEntry, StormEvent

__all__ = [
    "AccessRefusal",
    "AsBuiltPlan",
    "CalendarFeed",
    "FinalAcceptance",
    "Finding",
    "Inspection",
    "InspectionRequest",
    "MaintenanceNotice",
    "Photo",
    "Practice",
    "PracticeInspection",
    "SiteLog",
    "SiteLogEntry",
    "StormEvent",
    "WorkHold",
]
