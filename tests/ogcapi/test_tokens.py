"""Issue 48, item 4: the OGC API - Features is read with the REST API's personal tokens
(``Authorization: Bearer …``, registered on the OGC API's auth hook by the api app):
the staff collections to a Town role's token, each through its selector; an unknown,
expired or revoked token answered 401, never read as anonymous; an applicant's token
refused the staff collections as their session is."""

from __future__ import annotations

import time_machine
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.api import services
from tests.illicit.world import case

BASE = "/ogcapi"
CASES = f"{BASE}/collections/cases/items"


def _bearer(raw: str) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {raw}"}


def test_a_staff_token_reads_the_cases_and_a_bad_one_is_refused(client, make_user):
    smo = make_user(Role.SMO)
    the_case = case(smo)
    token, raw = services.token_create(acting_user=smo, name="GIS", scope="read", days=30)

    read = client.get(CASES, **_bearer(raw))
    assert read.status_code == 200
    assert the_case.reference in [f["id"] for f in read.json()["features"]]
    assert client.get(CASES).status_code == 401  # no token, no session

    refused = client.get(CASES, **_bearer("lps_not-a-token"))
    assert refused.status_code == 401
    assert any(c.startswith("Bearer") for c in refused["WWW-Authenticate"].split(", "))

    services.token_revoke(acting_user=smo, token=token)
    assert client.get(CASES, **_bearer(raw)).status_code == 401


def test_an_expired_token_is_refused(client, make_user):
    smo = make_user(Role.SMO)
    _, raw = services.token_create(acting_user=smo, name="GIS", scope="read", days=1)
    with time_machine.travel(timezone.now() + timezone.timedelta(days=2)):
        assert client.get(CASES, **_bearer(raw)).status_code == 401


def test_an_applicants_token_reads_the_public_collections_not_the_cases(client, applicant):
    _, raw = services.token_create(acting_user=applicant, name="mine", scope="read", days=30)
    assert client.get(f"{BASE}/collections/outfalls/items", **_bearer(raw)).status_code == 200
    assert client.get(CASES, **_bearer(raw)).status_code == 403
