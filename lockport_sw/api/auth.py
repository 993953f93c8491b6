"""How the API knows who is asking: a personal token (``Authorization: Bearer lps_…``)
or, for reading in the browser (the documentation page's "Try it out"), the session."""

from __future__ import annotations

from rest_framework import authentication, exceptions

from . import services

REALM = 'Bearer realm="api"'


class TokenAuthentication(authentication.BaseAuthentication):
    """A personal API token (models.APIToken): unknown, expired or revoked is 401."""

    keyword = "bearer"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).split()
        if not header or header[0].lower() != self.keyword.encode():
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed("Give the token after Bearer, alone.")
        try:
            raw = header[1].decode()
        except UnicodeError:
            raise exceptions.AuthenticationFailed("The token is not valid.") from None
        token = services.token_for(raw)
        if token is None:
            raise exceptions.AuthenticationFailed(
                "The token is not valid: unknown, expired or revoked."
            )
        return token.user, token

    def authenticate_header(self, request) -> str:
        return REALM


class SessionAuthentication(authentication.SessionAuthentication):
    """The browser's session, for reading: writes need a token with the write scope
    (permissions.TokenScope), so no page can be made to write through the API."""


def ogcapi_reader(request):
    """The OGC API's reader by the same personal token (``lockport_sw/ogcapi/auth.py``):
    None without a bearer token (the session is asked first), the token's user, or
    ``Refused`` (401) for one unknown, expired or revoked. A token of either scope reads:
    the OGC API only reads. What the user sees is each collection's selector's answer."""
    from lockport_sw.ogcapi.auth import Refused

    header = authentication.get_authorization_header(request).split()
    if not header or header[0].lower() != b"bearer":
        return None
    try:
        raw = header[1].decode() if len(header) == 2 else ""
    except UnicodeError:
        raw = ""
    token = services.token_for(raw) if raw else None
    if token is None:
        raise Refused("The token is not valid: unknown, expired or revoked.")
    request.ogcapi_token = token  # counted against its limit (throttles.ogcapi_count)
    return token.user
