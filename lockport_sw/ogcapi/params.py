"""The query parameters of /items (OGC API - Features Part 1, 7.15): ``limit``, ``bbox``,
``datetime``; each wrong one a 400 saying why."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal, InvalidOperation

from lockport_sw.calendar.counting import TOWN_TZ

from .collections import Bbox

DEFAULT_LIMIT = 100
MAX_LIMIT = 1000
CRS84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84"


class BadRequest(Exception):
    """A parameter the API cannot read: a 400 with this text."""


def limit(raw: str | None) -> int:
    """1 to ``MAX_LIMIT``; a larger one is the maximum (the standard: not an error)."""
    if raw is None or raw == "":
        return DEFAULT_LIMIT
    if not raw.isdigit() or int(raw) < 1:
        raise BadRequest(f"limit must be a whole number from 1 to {MAX_LIMIT}, not {raw!r}.")
    return min(int(raw), MAX_LIMIT)


def _number(part: str) -> Decimal:
    try:
        value = Decimal(part.strip())
    except InvalidOperation:
        raise BadRequest(f"bbox holds {part!r}, not a number.") from None
    if not value.is_finite():
        raise BadRequest(f"bbox holds {part!r}, not a number.")
    return value


def bbox(raw: str | None, crs: str | None = None) -> Bbox | None:
    """``minLon,minLat,maxLon,maxLat`` (or six numbers with heights, which are ignored),
    in CRS84: longitude then latitude, WGS 84."""
    if crs not in (None, "", CRS84):
        raise BadRequest(f"bbox-crs must be {CRS84}: no other is offered.")
    if raw is None or raw == "":
        return None
    parts = [_number(p) for p in raw.split(",")]
    if len(parts) == 6:
        parts = [parts[0], parts[1], parts[3], parts[4]]
    if len(parts) != 4:
        raise BadRequest("bbox needs four numbers: minLon,minLat,maxLon,maxLat.")
    min_lon, min_lat, max_lon, max_lat = parts
    if not (-90 <= min_lat <= 90 and -90 <= max_lat <= 90):
        raise BadRequest("bbox latitudes are from -90 to 90.")
    if not (-180 <= min_lon <= 180 and -180 <= max_lon <= 180):
        raise BadRequest("bbox longitudes are from -180 to 180.")
    if min_lat > max_lat:
        raise BadRequest("bbox's southern edge (its second number) is north of its northern.")
    return Bbox(min_lon, min_lat, max_lon, max_lat)


@dataclass(frozen=True)
class Interval:
    """Both ends included; ``None`` is open."""

    start: datetime | None
    end: datetime | None


_MOMENT = re.compile(
    r"^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"
)  # RFC 3339: the offset is part of it
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _end(raw: str, name: str, *, start: bool) -> datetime | None:
    """One end of an interval (or an instant): an RFC 3339 date-time with its offset, or
    a date (the whole day in the Town's time); ``..`` or nothing is open."""
    raw = raw.strip()
    if raw in ("", ".."):
        return None
    if _DAY.match(raw):
        try:
            day = date.fromisoformat(raw)
        except ValueError:
            raise BadRequest(f"{name} {raw} is not a date.") from None
        if not start:
            day += timedelta(days=1)
        moment = datetime.combine(day, time(0), tzinfo=TOWN_TZ)
        return moment if start else moment - timedelta(microseconds=1)
    if not _MOMENT.match(raw):
        raise BadRequest(
            f"{name} {raw!r} is not an RFC 3339 date-time with its offset "
            "(2026-03-02T10:15:00Z) or a date (2026-03-02)."
        )
    try:
        return datetime.fromisoformat(raw.upper().replace("Z", "+00:00").replace(" ", "T"))
    except ValueError:
        raise BadRequest(f"{name} {raw} is not a date-time.") from None


def interval(raw: str | None) -> Interval | None:
    """``datetime``: an instant (a date-time, or a date: that whole day), or an interval
    ``start/end`` with ``..`` (or nothing) for an open end."""
    if raw is None or raw == "":
        return None
    if "/" not in raw:
        if raw.strip() == "..":
            raise BadRequest("datetime .. alone is no time: give an instant or an interval.")
        return Interval(_end(raw, "datetime", start=True), _end(raw, "datetime", start=False))
    parts = raw.split("/")
    if len(parts) != 2:
        raise BadRequest("datetime is an instant or one interval start/end.")
    start = _end(parts[0], "datetime's start", start=True)
    end = _end(parts[1], "datetime's end", start=False)
    if start is None and end is None:
        raise BadRequest("datetime ../.. is no interval: give at least one end.")
    if start is not None and end is not None and end < start:
        raise BadRequest("datetime's end is before its start.")
    return Interval(start, end)
