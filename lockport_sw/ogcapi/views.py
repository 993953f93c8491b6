"""OGC API - Features Part 1 (Core), GeoJSON and HTML: the landing page, conformance,
the collections, their items (``bbox``, ``datetime``, ``limit``; next and prev links by
keyset, never ``OFFSET``) and one item. JSON unless ``?f=html`` or an ``Accept`` that
prefers ``text/html`` (a browser).

Answers: 400 for a parameter the API cannot read (or does not know), 401 to a staff
collection without a reader (``WWW-Authenticate`` offers each registered way in),
403 to a reader without a Town role for it, 404 for a collection or a feature that is
not there or outside the reader's reach, 405 for anything but GET and HEAD.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime
from decimal import Decimal
from functools import wraps
from urllib.parse import urlencode

from django.contrib.auth.models import AnonymousUser
from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_safe

from lockport_sw.calendar.words import short_datetime
from lockport_sw.core.pagination import KeysetPaginator
from lockport_sw.jurisdiction.registry import current

from . import auth, limits, params
from . import collections as registry

CONFORMANCE = [
    "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
    "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
    "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html",
]
JSON = "application/json"
GEOJSON = "application/geo+json"
HTML = "text/html"
# The Town's bounds, generously (CRS84): the extent each collection states.
EXTENT = [-78.80, 43.08, -78.57, 43.24]

COMMON = {"f"}
ITEMS = COMMON | {"limit", "bbox", "bbox-crs", "datetime", "after", "before", "crs"}


class Answer(Exception):
    def __init__(
        self, status: int, description: str, *, code: str = "", retry_after: int = 0
    ) -> None:
        super().__init__(description)
        self.status, self.description = status, description
        self.retry_after = retry_after
        self.code = code or {
            400: "InvalidParameterValue",
            401: "NotAuthenticated",
            403: "Forbidden",
            404: "NotFound",
            429: "TooManyRequests",
        }.get(status, "Error")


def _admit(request: HttpRequest) -> None:
    """Count the request against its limit (``limits.py``): a token's, or an anonymous
    reader's address's; 429 over it. Credentials that are not good are counted as
    anonymous here and answered 401 by the view that reads them."""
    try:
        user = auth.reader(request)
    except auth.Refused:
        user = AnonymousUser()
    verdict = limits.admit(request, user)
    if not verdict.allowed:
        raise Answer(
            429,
            f"Too many requests: try again in {verdict.retry_after} seconds.",
            retry_after=verdict.retry_after,
        )


def _format(request: HttpRequest) -> str:
    asked = request.GET.get("f")
    if asked:
        if asked in ("json", "geojson", JSON, GEOJSON):
            return "json"
        if asked in ("html", HTML):
            return "html"
        raise Answer(400, f"f must be json or html, not {asked!r}.")
    preferred = request.get_preferred_type([JSON, GEOJSON, HTML])
    return "html" if preferred == HTML else "json"


def _json_value(value):
    if isinstance(value, datetime):
        return timezone.localtime(value).isoformat(timespec="seconds")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return float(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def _json(data, content_type: str = JSON, status: int = 200) -> HttpResponse:
    return HttpResponse(
        json.dumps(data, default=_json_value, ensure_ascii=False),
        status=status,
        content_type=f"{content_type}; charset=utf-8" if content_type == JSON else content_type,
    )


def _endpoint(allowed: set[str]):
    """GET and HEAD only; unknown parameters refused (the standard's
    /req/core/query-param-unknown); ``Answer`` turned into its status, in the format asked
    (or JSON when the format itself was the mistake)."""

    def decorator(view):
        @require_safe
        @wraps(view)
        def wrapped(request: HttpRequest, *args, **kwargs):
            try:
                fmt, unread = "json", None
                try:
                    fmt = _format(request)
                except Answer as exc:
                    unread = exc  # answered 400 once counted: every request counts
                _admit(request)
                if unread is not None:
                    raise unread
                unknown = sorted(set(request.GET) - allowed)
                if unknown:
                    raise Answer(400, f"Unknown parameter: {', '.join(unknown)}.")
                response = view(request, fmt, *args, **kwargs)
            except (Answer, params.BadRequest) as exc:
                answer = exc if isinstance(exc, Answer) else Answer(400, str(exc))
                response = _error(request, fmt, answer, kwargs.get("collection_id"))
            response["Vary"] = "Accept, Cookie, Authorization"
            return response

        return wrapped

    return decorator


def _error(request: HttpRequest, fmt: str, answer: Answer, collection_id) -> HttpResponse:
    if answer.status == 401 and fmt == "html":
        return redirect_to_login(request.get_full_path())
    if fmt == "html":
        response = render(
            request,
            "ogcapi/error.html",
            {"answer": answer, "collection_id": collection_id},
            status=answer.status,
        )
    else:
        response = _json(
            {"code": answer.code, "description": answer.description}, status=answer.status
        )
    if answer.status == 401:
        response["WWW-Authenticate"] = ", ".join(auth.challenges())
    if answer.retry_after:
        response["Retry-After"] = str(answer.retry_after)
    return response


# --- links -----------------------------------------------------------------------------
def _href(request: HttpRequest, name: str, args=(), query: dict | None = None) -> str:
    url = request.build_absolute_uri(reverse(f"ogcapi:{name}", args=args))
    return f"{url}?{urlencode(query)}" if query else url


def _links(request, fmt, name, args=(), query=None, *, json_type=JSON, title="") -> list[dict]:
    """This document as ``self`` in the format read and ``alternate`` in the other."""
    query = {k: v for k, v in (query or {}).items() if k != "f"}
    as_json = _link(_href(request, name, args, {**query, "f": "json"}), "", json_type, title)
    as_html = _link(_href(request, name, args, {**query, "f": "html"}), "", HTML, title)
    this, other = (as_json, as_html) if fmt == "json" else (as_html, as_json)
    return [{**this, "rel": "self"}, {**other, "rel": "alternate"}]


def _link(href: str, rel: str, type_: str, title: str = "") -> dict:
    link = {"href": href, "rel": rel, "type": type_}
    if title:
        link["title"] = title
    return link


# --- the pages -------------------------------------------------------------------------
@_endpoint(COMMON)
def landing(request: HttpRequest, fmt: str) -> HttpResponse:
    data = {
        "title": f"{current().name} stormwater: OGC API - Features",
        "description": (
            "The Town's outfall inventory and the public's reports as Open311 publishes "
            "them, for anyone; cases, projects and inspections for the Town's signed-in "
            "staff, as far as each may see them."
        ),
        "links": [
            *_links(request, fmt, "landing", title="This page"),
            _link(_href(request, "api"), "service-doc", HTML, "How to read this API"),
            _link(_href(request, "conformance"), "conformance", JSON, "Conformance classes"),
            _link(_href(request, "collections"), "data", JSON, "The collections"),
        ],
    }
    if fmt == "html":
        return render(request, "ogcapi/landing.html", {"data": data})
    return _json(data)


@_endpoint(COMMON)
def conformance(request: HttpRequest, fmt: str) -> HttpResponse:
    data = {"conformsTo": CONFORMANCE}
    if fmt == "html":
        return render(request, "ogcapi/conformance.html", {"data": data})
    return _json(data)


@_endpoint(COMMON)
def api(request: HttpRequest, fmt: str) -> HttpResponse:
    """The service's documentation for people (``service-doc``), always HTML."""
    return render(
        request,
        "ogcapi/api.html",
        {
            "collections": registry.registered(),
            "default_limit": params.DEFAULT_LIMIT,
            "max_limit": params.MAX_LIMIT,
            "conformance": CONFORMANCE,
        },
    )


def _collection_data(request: HttpRequest, collection: registry.Collection, fmt: str) -> dict:
    args = [collection.id]
    data = {
        "id": collection.id,
        "title": collection.title,
        "description": collection.description,
        "keywords": list(collection.keywords),
        "itemType": "feature",
        "crs": [params.CRS84],
        "extent": {"spatial": {"bbox": [EXTENT], "crs": params.CRS84}},
        "links": [
            *_links(request, fmt, "collection", args, title=collection.title),
            _link(_href(request, "items", args), "items", GEOJSON, f"{collection.title} (GeoJSON)"),
            _link(
                _href(request, "items", args, {"f": "html"}),
                "items",
                HTML,
                f"{collection.title} (a page)",
            ),
        ],
    }
    if collection.time:
        data["extent"]["temporal"] = {
            "interval": [[None, None]],
            "trs": "http://www.opengis.net/def/uom/ISO-8601/0/Gregorian",
        }
    return data


@_endpoint(COMMON)
def collections(request: HttpRequest, fmt: str) -> HttpResponse:
    user = _reader(request)
    shown = [c for c in registry.registered() if c.may_read(user)]
    data = {
        "links": _links(request, fmt, "collections", title="The collections"),
        "collections": [_collection_data(request, c, "json") for c in shown],
    }
    if fmt == "html":
        return render(request, "ogcapi/collections.html", {"data": data, "collections": shown})
    return _json(data)


def _reader(request: HttpRequest):
    try:
        return auth.reader(request)
    except auth.Refused as exc:
        raise Answer(401, str(exc) or "The credentials sent are not good.") from None


def _readable(request: HttpRequest, collection_id: str):
    """The collection and its reader, or the answer: 404 unknown, 401 without a reader,
    403 for a reader it is not for."""
    collection = registry.get(collection_id)
    if collection is None:
        raise Answer(404, f"There is no collection {collection_id!r}.")
    user = _reader(request)
    if collection.public:
        return collection, user
    if not user.is_authenticated:
        raise Answer(401, f"The collection {collection_id!r} is read by the Town's staff.")
    if not collection.may_read(user):
        raise Answer(403, f"The collection {collection_id!r} is not read with your role.")
    return collection, user


def _private(response: HttpResponse, collection: registry.Collection) -> HttpResponse:
    if not collection.public:
        response["Cache-Control"] = "private, no-store"
    return response


@_endpoint(COMMON)
def collection(request: HttpRequest, fmt: str, collection_id: str) -> HttpResponse:
    found, _user = _readable(request, collection_id)
    data = _collection_data(request, found, fmt)
    if fmt == "html":
        response = render(request, "ogcapi/collection.html", {"data": data, "collection": found})
    else:
        response = _json(data)
    return _private(response, found)


# --- features --------------------------------------------------------------------------
def _absolute(request: HttpRequest, feature: registry.Feature) -> registry.Feature:
    """A feature's ``url`` (its page on this site, staff collections) as a full address."""
    url = feature.properties.get("url")
    if isinstance(url, str) and url.startswith("/"):
        feature.properties["url"] = request.build_absolute_uri(url)
    return feature


def _geometry(feature: registry.Feature) -> dict | None:
    if feature.point is None:
        return None
    return {"type": "Point", "coordinates": list(feature.point)}


def _geojson(feature: registry.Feature) -> dict:
    return {
        "type": "Feature",
        "id": feature.id,
        "geometry": _geometry(feature),
        "properties": feature.properties,
    }


W3 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$")


def _shown(value) -> str:
    """A property as a page shows it: a moment in the Town's words, never ISO."""
    if isinstance(value, str) and W3.match(value):
        value = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if isinstance(value, datetime):
        return short_datetime(timezone.localtime(value))
    if value is None or value == "":
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _row(collection: registry.Collection, feature: registry.Feature) -> dict:
    point = feature.point
    return {
        "id": feature.id,
        "cells": [
            (label, _shown(feature.properties.get(key))) for key, label in collection.columns
        ],
        "where": f"{point[1]:.6f}, {point[0]:.6f}" if point else "—",
        "page": feature.properties.get("url"),
    }


def _filtered(collection: registry.Collection, user, request: HttpRequest):
    rows = collection.rows(user)
    box = params.bbox(request.GET.get("bbox"), request.GET.get("bbox-crs"))
    if box is not None:
        rows = rows.filter(collection.bbox(box))
    when = params.interval(request.GET.get("datetime"))
    if when is not None:
        if collection.time is None:
            raise Answer(400, f"The collection {collection.id!r} has no time to filter by.")
        if when.start is not None:
            rows = rows.filter(**{f"{collection.time}__gte": when.start})
        if when.end is not None:
            rows = rows.filter(**{f"{collection.time}__lte": when.end})
    if request.GET.get("crs") not in (None, "", params.CRS84):
        raise Answer(400, f"crs must be {params.CRS84}: no other is offered.")
    return rows


@_endpoint(ITEMS)
def items(request: HttpRequest, fmt: str, collection_id: str) -> HttpResponse:
    """One page of features, in the order of their keys: the rows after (or before) the
    cursor of a next (prev) link, ``limit + 1`` read wherever the page is, and the rows
    matched counted. Two queries a page, whatever the rows."""
    found, user = _readable(request, collection_id)
    limit = params.limit(request.GET.get("limit"))
    rows = _filtered(found, user, request)
    paginator = KeysetPaginator(rows.order_by("pk"), limit)
    after, before = request.GET.get("after", ""), request.GET.get("before", "")
    for cursor in (after, before):
        if cursor and not paginator.readable(cursor):
            raise Answer(400, "That page's cursor cannot be read: start from the first page.")
    page = paginator.page(after=after, before=before)
    matched = rows.order_by().count()
    features = [_absolute(request, found.feature(row)) for row in page]

    query = {k: v for k, v in request.GET.items() if k not in ("after", "before", "f")}
    args = [found.id]
    links = _links(request, fmt, "items", args, request.GET, json_type=GEOJSON)
    pages = {}
    if page.has_next():
        pages["next"] = {**query, "after": page.next_cursor}
    if page.has_previous():
        pages["prev"] = {**query, "before": page.previous_cursor}
    for rel, page_query in pages.items():
        links.append(_link(_href(request, "items", args, page_query), rel, GEOJSON))
    links.append(_link(_href(request, "collection", args), "collection", JSON, found.title))
    data = {
        "type": "FeatureCollection",
        "features": [_geojson(f) for f in features],
        "links": links,
        "numberMatched": matched,
        "numberReturned": len(features),
        "timeStamp": timezone.now().astimezone(UTC).isoformat(timespec="seconds"),
    }
    if fmt == "html":
        response = render(
            request,
            "ogcapi/items.html",
            {
                "collection": found,
                "rows": [_row(found, f) for f in features],
                "matched": matched,
                "returned": len(features),
                "next": _href(request, "items", args, {**pages["next"], "f": "html"})
                if "next" in pages
                else None,
                "prev": _href(request, "items", args, {**pages["prev"], "f": "html"})
                if "prev" in pages
                else None,
                "json": _href(request, "items", args, {**query, "f": "json"}),
                "filtered": bool(query.keys() - {"limit"}),
            },
        )
    else:
        response = _json(data, GEOJSON)
    return _private(response, found)


@_endpoint(COMMON | {"crs"})
def item(request: HttpRequest, fmt: str, collection_id: str, feature_id: str) -> HttpResponse:
    found, user = _readable(request, collection_id)
    row = found.rows(user).filter(**{found.key: feature_id}).first()
    if row is None:
        raise Answer(404, f"There is no feature {feature_id!r} in {collection_id!r}.")
    feature = _absolute(request, found.feature(row))
    args = [found.id, feature.id]
    data = {
        **_geojson(feature),
        "links": [
            *_links(request, fmt, "item", args, json_type=GEOJSON, title=feature.id),
            _link(_href(request, "collection", [found.id]), "collection", JSON, found.title),
        ],
    }
    if fmt == "html":
        response = render(
            request,
            "ogcapi/item.html",
            {
                "collection": found,
                "feature": feature,
                "row": _row(found, feature),
                "properties": [
                    (label, _shown(feature.properties.get(key))) for key, label in found.columns
                ],
                "json": _href(request, "item", args, {"f": "json"}),
            },
        )
    else:
        response = _json(data, GEOJSON)
    return _private(response, found)
