"""Site log records for tests, through the services."""

from __future__ import annotations

from datetime import datetime

from inspections.services import site_log
from lockport_sw.calendar.counting import TOWN_TZ


def local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN_TZ)


def report(**overrides) -> dict:
    return {
        "professional_name": "Quinn Qualified",
        "professional_credential": "CPESC #4567",
        "practices_effective": True,
        "observations": "Silt fence intact; inlet protection clean; stabilized entrance OK.",
        **overrides,
    }


def entry(applicant, log, at, **overrides):
    return site_log.site_log_entry_record(
        acting_user=applicant, log=log, inspected_at=at, **report(**overrides)
    )
