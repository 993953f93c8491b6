from datetime import datetime

import pytest

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines import services
from tests.factories import PropertyFactory


def local(*args) -> datetime:
    """An aware moment in the Town's time zone: local(2026, 3, 2, 9, 0)."""
    return datetime(*args, tzinfo=TOWN_TZ)


@pytest.fixture
def subject(db):
    """Any record can carry clocks; the registry's Property is the simplest."""
    return PropertyFactory(street_address="6300 Snyder Drive")


@pytest.fixture
def open_clock(subject):
    def _open(rule="swppp_decision", starts_at=None, **kwargs):
        return services.deadline_open(
            rule=rule,
            subject=subject,
            subject_label=kwargs.pop("label", "SWPPP 2026-0001 · 6300 Snyder Drive"),
            starts_at=starts_at or local(2026, 3, 2, 10, 0),
            **kwargs,
        )

    return _open
