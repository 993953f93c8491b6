"""Staff pages kept until the rows they show change (issue 44).

``@kept_page`` keeps a signed-in user's GET of a page (the whole HTML response) with
``core/kept.py``: under the tables its statements read, each table's version, the minute
and the user's floor versions; a write to any of those tables is a new page. At a
county's volume the office's lists and reports (the review queue, the docket, the clock
board, the story, the MS4 report, ...) cost 10 to 40 ms a request, and ask the same
statements again for every request until someone writes.

Keyed on everything else the page depends on: the view, the user (every page reads
``request.user``), the path with its query string, whether htmx asked (a page's rows
alone), and the user's CSRF secret: the page holds a CSRF token masked from that secret,
valid for as long as the secret is (a new sign-in rotates it, and the page is made anew).
The user's own row (the name in the header) is among the tables every kept page reads.

Made anew, and not kept: any request but a GET; a user not signed in or without a CSRF
secret yet (the page would set a new one); a request with messages waiting (they are
shown once) or whose view adds one; a response other than a 200 HTML page, a streamed
one, or one that sets a cookie of its own. Put it below the access decorators: who may
see the page is decided on every request, before anything kept is read.
"""

from __future__ import annotations

import hashlib
from functools import wraps

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.http import HttpRequest, HttpResponse

from . import kept

# Headers Django sets on a response itself, or that are the request's own.
_NOT_KEPT = frozenset({"content-length", "set-cookie"})


def _messages_waiting(request: HttpRequest) -> bool:
    storage = getattr(request, "_messages", None)
    return storage is not None and len(messages.get_messages(request)) > 0


def _keepable(request: HttpRequest) -> bool:
    return (
        request.method == "GET"
        and request.user.is_authenticated
        and "CSRF_COOKIE" in request.META
        and not _messages_waiting(request)
    )


class _NotKept(Exception):
    """The page made anew is not one to keep: returned as it is."""

    def __init__(self, response: HttpResponse):
        self.response = response


def kept_page(view):
    """Keep the view's GET for each signed-in user until a table it read is written."""
    name = f"page:{view.__module__}.{view.__qualname__}"

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs):
        if not _keepable(request):
            return view(request, *args, **kwargs)
        secret = hashlib.blake2b(request.META["CSRF_COOKIE"].encode(), digest_size=8)

        def make():
            response = view(request, *args, **kwargs)
            if (
                response.status_code != 200
                or response.streaming
                or response.cookies
                or not response.get("Content-Type", "").startswith("text/html")
                or _messages_waiting(request)
            ):
                raise _NotKept(response)
            headers = {k: v for k, v in response.items() if k.lower() not in _NOT_KEPT}
            return response.content, headers

        parts = (
            name,
            request.user.pk,
            request.get_full_path(),
            request.headers.get("HX-Request", ""),
            request.headers.get("HX-Target", ""),
            secret.hexdigest(),
        )
        try:
            content, headers = kept.kept(
                parts, make, user=request.user, reads=(get_user_model()._meta.db_table,)
            )
        except _NotKept as made:
            return made.response
        response = HttpResponse(content)
        for header, value in headers.items():
            response[header] = value
        return response

    wrapper.kept_page = True
    return wrapper
