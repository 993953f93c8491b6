"""The error pages Django renders without a request (handler400, handler500): the
site's look and the Town's name and telephone, from settings only, since the database
or the session may be what failed. 403 and 404 are rendered with the request and the
site's whole layout (templates/403.html, 404.html)."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseServerError
from django.template import loader


def _page(template_name: str) -> str:
    return loader.render_to_string(template_name, {"TOWN": settings.TOWN})


def bad_request(request, exception=None):
    return HttpResponseBadRequest(_page("400.html"))


def server_error(request):
    return HttpResponseServerError(_page("500.html"))
