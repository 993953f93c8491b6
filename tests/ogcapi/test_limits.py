"""Issue 48: the OGC API - Features is read within limits (lockport_sw/ogcapi/limits.py).
A token's every request counts against the token's limit, the REST API's own count
(``API_TOKEN_RATE``: one budget for both); an anonymous request against its address's
(``OGCAPI_ANONYMOUS_RATE``); over it, 429 with ``Retry-After``. A signed-in session is
not counted here."""

from __future__ import annotations

import pytest
import time_machine
from django.test import Client
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.api import services

pytestmark = pytest.mark.django_db

BASE = "/ogcapi"
OUTFALLS = f"{BASE}/collections/outfalls/items"
CASES = f"{BASE}/collections/cases/items"


def _bearer(raw: str) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {raw}"}


def _token(user) -> str:
    return services.token_create(acting_user=user, name="GIS", scope="read", days=30)[1]


def test_a_tokens_requests_count_against_its_limit_with_the_rest_apis(settings, make_user):
    settings.API_TOKEN_RATE = "4/h"
    smo = make_user(Role.SMO)
    raw, other = _token(smo), _token(smo)
    client = Client()
    with time_machine.travel(timezone.now(), tick=False):
        # Every request counts: the landing page, a staff collection, a public one, a
        # refused parameter, and the REST API's.
        assert client.get(f"{BASE}/", **_bearer(raw)).status_code == 200
        assert client.get(CASES, **_bearer(raw)).status_code == 200
        assert client.get(OUTFALLS, **_bearer(raw)).status_code == 200
        assert client.get(f"{OUTFALLS}?nonsense=1", **_bearer(raw)).status_code == 400
        over = client.get(CASES, **_bearer(raw))
        assert over.status_code == 429
        assert over.json()["code"] == "TooManyRequests"
        assert 3500 <= int(over["Retry-After"]) <= 3600
        assert client.get("/api/v1/projects/", **_bearer(raw)).status_code == 429
        # Another token (and the anonymous public, from the same address) is not held.
        assert client.get(CASES, **_bearer(other)).status_code == 200
        assert client.get(OUTFALLS).status_code == 200
        # The REST API's requests count against the OGC API's too.
        for _ in range(3):
            assert client.get("/api/v1/projects/", **_bearer(other)).status_code == 200
        assert client.get(OUTFALLS, **_bearer(other)).status_code == 429
    with time_machine.travel(timezone.now() + timezone.timedelta(hours=1, minutes=1)):
        assert client.get(CASES, **_bearer(raw)).status_code == 200


def test_anonymous_requests_count_against_their_address(settings, make_user):
    settings.OGCAPI_ANONYMOUS_RATE = "3/h"
    settings.API_TOKEN_RATE = "100/h"
    here = Client(REMOTE_ADDR="198.51.100.7")
    there = Client(REMOTE_ADDR="198.51.100.8")
    raw = _token(make_user(Role.SMO))
    hour = 3600
    moment = (int(timezone.now().timestamp()) // hour) * hour + 600  # 10 minutes into a window
    with time_machine.travel(moment, tick=False):
        assert here.get(f"{BASE}/").status_code == 200
        assert here.get(OUTFALLS).status_code == 200
        assert here.get(CASES).status_code == 401  # counted, and refused
        over = here.get(OUTFALLS)
        assert over.status_code == 429
        assert over["Retry-After"] == str(hour - 600)  # when the window ends
        assert over.json()["description"].startswith("Too many requests")
        page = here.get(f"{OUTFALLS}?f=html")
        assert page.status_code == 429 and b"Too many requests" in page.content
        # A bad token is no way around it: counted as anonymous (and answered 401).
        assert here.get(f"{BASE}/", **_bearer("lps_not-a-token")).status_code == 429
        # Another address, and a good token from this one, are not held.
        assert there.get(OUTFALLS).status_code == 200
        assert here.get(OUTFALLS, **_bearer(raw)).status_code == 200
    with time_machine.travel(moment + hour, tick=False):
        assert here.get(OUTFALLS).status_code == 200


def test_a_signed_in_session_is_not_counted_as_the_public(client, settings, make_user):
    settings.OGCAPI_ANONYMOUS_RATE = "2/h"
    client.force_login(make_user(Role.SMO))
    for _ in range(4):
        assert client.get(CASES).status_code == 200
