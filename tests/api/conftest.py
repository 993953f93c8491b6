from __future__ import annotations

import pytest
from django.test import Client

from lockport_sw.api import services


def token_of(user, scope: str = "read", days: int = 30) -> str:
    return services.token_create(acting_user=user, name="Tests", scope=scope, days=days)[1]


def bearer(raw: str) -> Client:
    return Client(headers={"Authorization": f"Bearer {raw}"})


@pytest.fixture
def api_client():
    """``api_client(user, scope)``: a client sending a new token of ``user``."""

    def _client(user, scope: str = "read") -> Client:
        return bearer(token_of(user, scope))

    return _client
