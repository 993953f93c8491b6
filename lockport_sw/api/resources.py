"""What every resource shares: read through the app's selector (``visible(user)``), a
cursor page of a fixed number of queries, and an ETag on a single record
(``If-None-Match`` answers 304 Not Modified when the record is unchanged)."""

from __future__ import annotations

import hashlib
import json

from django.core.serializers.json import DjangoJSONEncoder
from rest_framework import viewsets
from rest_framework.response import Response


def etag_of(data) -> str:
    body = json.dumps(data, sort_keys=True, cls=DjangoJSONEncoder).encode()
    return '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def matches(header: str, etag: str) -> bool:
    """RFC 9110 § 13.1.2: If-None-Match by weak comparison; ``*`` matches any."""
    if not header:
        return False
    tags = [t.strip() for t in header.split(",")]
    return any(t == "*" or t.removeprefix("W/") == etag for t in tags)


class ETagRetrieve:
    def retrieve(self, request, *args, **kwargs):
        data = self.get_serializer(self.get_object()).data
        etag = etag_of(data)
        if matches(request.headers.get("If-None-Match", ""), etag):
            return Response(status=304, headers={"ETag": etag})
        return Response(data, headers={"ETag": etag})


class ReadResource(ETagRetrieve, viewsets.ReadOnlyModelViewSet):
    """A read-only resource. Subclasses name ``visible(user) -> queryset`` (the app's
    selector, with the joins the serializer reads), and ``required_permission`` when the
    browser's page asks for one."""

    required_permission: str | None = None
    # Any path segment reaches the view, so a key that is no record's ("0.5") is a 404
    # problem like any other, not the site's HTML page.
    lookup_value_regex = "[^/]+"

    def visible(self, user):
        raise NotImplementedError

    def get_queryset(self):
        return self.visible(self.request.user)
