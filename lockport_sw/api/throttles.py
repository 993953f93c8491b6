"""Every request made with a token counts against that token's limit
(``API_TOKEN_RATE``), in the shared cache (Redis): one token cannot starve the others.
A token's requests to the OGC API - Features count in the same place
(``ogcapi_count``, registered on ``lockport_sw/ogcapi/limits.py``): one budget."""

from __future__ import annotations

import math
from types import SimpleNamespace

from rest_framework.throttling import SimpleRateThrottle

from . import services
from .models import APIToken


class TokenRateThrottle(SimpleRateThrottle):
    scope = "api_token"

    def get_rate(self) -> str:
        return services.rate()

    def get_cache_key(self, request, view):
        token = request.auth
        if not isinstance(token, APIToken):
            return None  # the session's reads are the browser's, limited as pages are
        return f"api-throttle:token:{token.pk}"


def ogcapi_count(request):
    """The OGC API's counter for a request read with a token (``auth.ogcapi_reader``
    marks it): counted as the REST API counts it, in the token's own count; None for a
    request without one (the OGC API counts it by its address, or not at all)."""
    from lockport_sw.ogcapi.limits import ALLOWED, Verdict

    token = getattr(request, "ogcapi_token", None)
    if not isinstance(token, APIToken):
        return None
    throttle = TokenRateThrottle()
    if throttle.allow_request(SimpleNamespace(auth=token), None):
        return ALLOWED
    return Verdict(False, max(1, math.ceil(throttle.wait() or 1)))
