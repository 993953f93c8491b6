"""Chapter 158's settings, with their defaults (README, "Configuration")."""

from __future__ import annotations

from django.conf import settings


def duplicate_meters() -> int:
    """Reports this close to another report or open case are possible duplicates."""
    return int(getattr(settings, "ILLICIT_DUPLICATE_METERS", 150))


def duplicate_days() -> int:
    """... when made within this many days of it."""
    return int(getattr(settings, "ILLICIT_DUPLICATE_DAYS", 14))


def report_rate() -> str:
    """How many reports one client may send (e.g. 5/h; security/limits.py counts them)."""
    return getattr(settings, "ILLICIT_REPORT_RATE", "5/h")


def open311_key_rate() -> str:
    """How many requests one Open311 API key may create (e.g. 100/h), counted atomically."""
    return getattr(settings, "OPEN311_KEY_RATE", "100/h")


def tile_url() -> str:
    return getattr(settings, "MAP_TILE_URL", "https://tile.openstreetmap.org/{z}/{x}/{y}.png")


def tile_attribution() -> str:
    return getattr(
        settings,
        "MAP_TILE_ATTRIBUTION",
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    )


def jurisdiction_id() -> str:
    return getattr(settings, "OPEN311_JURISDICTION_ID", "elockport.com")


# The Town of Lockport, for maps with nothing on them yet.
TOWN_CENTER = (43.1617, -78.6936)
