"""The OGC API's collections, registered by the chapters (``AppConfig.ready()``).

A ``Collection`` says which rows a reader may see (``rows(user)``: the chapter's own
visibility selector, so the API never shows more than the browser), how one row is a
feature (``feature(row)``: its id, its point in WGS 84 longitude-latitude, its
properties), which field its feature id is, how a bounding box and a time filter it, and
who may read it at all (``readable``: ``None`` for a public collection).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from django.db.models import Q, QuerySet


@dataclass(frozen=True)
class Bbox:
    """A bounding box in CRS84 (longitude, latitude), as the ``bbox`` parameter gives it."""

    min_lon: Decimal
    min_lat: Decimal
    max_lon: Decimal
    max_lat: Decimal


@dataclass(frozen=True)
class Feature:
    id: str
    point: tuple[float, float] | None  # (longitude, latitude)
    properties: dict


@dataclass(frozen=True)
class Collection:
    id: str
    title: str
    description: str
    rows: Callable[[object], QuerySet]
    feature: Callable[[object], Feature]
    key: str  # the model field a feature id is (a reference, an outfall's code)
    bbox: Callable[[Bbox], Q]
    # (property name, label) in the order the HTML table shows them.
    columns: tuple[tuple[str, str], ...] = ()
    # The DateTimeField ``datetime`` filters on, and what that moment is.
    time: str | None = None
    time_label: str = ""
    # None: anyone reads it; otherwise who may (a signed-in reader, auth.reader).
    readable: Callable[[object], bool] | None = None
    keywords: tuple[str, ...] = field(default=())

    @property
    def public(self) -> bool:
        return self.readable is None

    def may_read(self, user) -> bool:
        return self.readable is None or bool(user.is_authenticated and self.readable(user))


def point_in(lat: str, lon: str) -> Callable[[Bbox], Q]:
    """The rows whose (``lat``, ``lon``) fields are in the box (a box across the
    antimeridian, west edge east of the east edge, wraps)."""

    def q(box: Bbox) -> Q:
        lats = Q(**{f"{lat}__gte": box.min_lat, f"{lat}__lte": box.max_lat})
        if box.min_lon <= box.max_lon:
            lons = Q(**{f"{lon}__gte": box.min_lon, f"{lon}__lte": box.max_lon})
        else:
            lons = Q(**{f"{lon}__gte": box.min_lon}) | Q(**{f"{lon}__lte": box.max_lon})
        return lats & lons

    return q


def point(lat, lon) -> tuple[float, float] | None:
    if lat is None or lon is None:
        return None
    return (float(lon), float(lat))


_REGISTRY: dict[str, Collection] = {}


def register(*collections: Collection) -> None:
    for collection in collections:
        _REGISTRY[collection.id] = collection


def registered() -> Iterable[Collection]:
    return list(_REGISTRY.values())


def get(collection_id: str) -> Collection | None:
    return _REGISTRY.get(collection_id)
