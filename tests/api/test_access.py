"""Every API route, for every role, with a token of each scope (tests/api/access.py):
a token reads what its user reads in the browser and never more; a read token never
writes."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from tests.access_helpers import ALL_ROLES, ANON, Role
from tests.api.access import API_MATRIX, API_WRITES
from tests.api.conftest import bearer, token_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def clients_by_scope(make_user):
    """{scope: {role: client}}: one user per role, a token of each scope."""
    from tests.seats import take_seat

    users = {}
    for role in ALL_ROLES:
        if role == ANON:
            continue
        users[role] = make_user(role)
        if role == Role.TOWN_BOARD:
            take_seat("town_board", users[role])
    return {
        scope: {
            ANON: Client(),
            **{role: bearer(token_of(user, scope)) for role, user in users.items()},
        }
        for scope in ("read", "write")
    }


@pytest.mark.slow
def test_every_api_route_every_role_every_scope(route_world, clients_by_scope):
    wrong = []
    for name, (builder, expected) in API_MATRIX.items():
        url = reverse(name, kwargs=route_world[builder] if builder else None)
        for scope, clients in clients_by_scope.items():
            for role, status in expected.items():
                response = clients[role].get(url)
                if response.status_code != status:
                    wrong.append(f"{name} {scope} {role}: {response.status_code}, not {status}")
                elif (
                    status >= 400
                    and name not in ("api:schema", "api:docs")
                    and response["Content-Type"] != "application/problem+json"
                ):
                    wrong.append(f"{name} {scope} {role}: {response['Content-Type']}")
    for name, (builder, body_of, by_scope) in API_WRITES.items():
        url = reverse(name, kwargs=route_world[builder] if builder else None)
        body = body_of(route_world)
        for scope, expected in by_scope.items():
            for role, status in expected.items():
                response = clients_by_scope[scope][role].post(
                    url, json.dumps(body), content_type="application/json"
                )
                if response.status_code != status:
                    wrong.append(
                        f"POST {name} {scope} {role}: {response.status_code}, not {status}"
                    )
                elif status >= 400 and response["Content-Type"] != "application/problem+json":
                    wrong.append(f"POST {name} {scope} {role}: {response['Content-Type']}")
    assert not wrong, "\n".join(wrong)


def test_every_api_route_is_in_the_token_matrix():
    from tests.test_url_access import _route_names

    routes = {n for n in _route_names() if n.startswith("api:")}
    assert routes == set(API_MATRIX)
