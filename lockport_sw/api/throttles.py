"""Every request made with a token counts against that token's limit
(``API_TOKEN_RATE``), in the shared cache (Redis): one token cannot starve the others."""

from __future__ import annotations

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
