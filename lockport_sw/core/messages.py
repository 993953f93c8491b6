"""Django's messages, stored as Django does (a cookie, then the session), under a cookie
name taken from ``MESSAGE_COOKIE_NAME``: production names it ``__Host-messages``, as
every other cookie there (docs/security.md, "Smaller guards")."""

from __future__ import annotations

from django.conf import settings
from django.contrib.messages.storage.cookie import CookieStorage
from django.contrib.messages.storage.fallback import FallbackStorage
from django.contrib.messages.storage.session import SessionStorage


class NamedCookieStorage(CookieStorage):
    @property
    def cookie_name(self) -> str:
        return getattr(settings, "MESSAGE_COOKIE_NAME", "messages")


class MessageStorage(FallbackStorage):
    storage_classes = (NamedCookieStorage, SessionStorage)
