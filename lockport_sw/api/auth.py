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
