"""Every URL, for every role: allowed, forbidden (403), hidden (404) or redirected."""

from __future__ import annotations

import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.access import ALL_ROLES, MATRIX, SKIP_NAMESPACES


def _route_names(patterns=None, namespace=None):
    for pattern in patterns if patterns is not None else get_resolver().url_patterns:
        if isinstance(pattern, URLResolver):
            ns = pattern.namespace
            full = f"{namespace}:{ns}" if namespace and ns else (ns or namespace)
            yield from _route_names(pattern.url_patterns, full)
        elif isinstance(pattern, URLPattern) and pattern.name:
            yield f"{namespace}:{pattern.name}" if namespace else pattern.name


def test_every_named_route_has_an_expectation_for_every_role():
    routes = {n for n in _route_names() if not n.startswith(SKIP_NAMESPACES)}
    missing = routes - MATRIX.keys()
    stale = {n for n in MATRIX if not n.startswith(SKIP_NAMESPACES)} - routes
    assert not missing, f"Routes without an access decision in tests/access.py: {missing}"
    assert not stale, f"tests/access.py lists routes that no longer exist: {stale}"
    for name, (_, expected) in MATRIX.items():
        assert set(expected) == set(ALL_ROLES), name


def _route_groups(size: int = 20) -> dict[str, list[str]]:
    """The routes in groups of at most ``size`` from one namespace: the records routes
    point at (a world, about 2 s to build) are built once per group, not per route."""
    by_namespace: dict[str, list[str]] = {}
    for name in MATRIX:
        by_namespace.setdefault(name.split(":")[0] if ":" in name else "site", []).append(name)
    groups = {}
    for namespace, names in by_namespace.items():
        for start in range(0, len(names), size):
            groups[f"{namespace}-{start // size + 1}"] = names[start : start + size]
    return groups


ROUTE_GROUPS = _route_groups()


def test_the_groups_hold_every_route_once():
    grouped = [name for names in ROUTE_GROUPS.values() for name in names]
    assert sorted(grouped) == sorted(MATRIX)


# A textarea that keeps a limit (maxlength) cuts a pasted text without a word (issue 45,
# item 1): every page drawn, for every role, has none.
TEXTAREA_WITH_MAXLENGTH = re.compile(
    r"<textarea\b[^>]*\smaxlength\b", re.IGNORECASE
)  # not data-maxlength


@pytest.mark.slow
@pytest.mark.parametrize("group", list(ROUTE_GROUPS))
def test_route_answers_each_role_as_decided(group, route_world, client_for):
    """Each route of the group, every role; a client per role, signed in once. A page
    drawn has no textarea with a maxlength (issue 45, item 1)."""
    clients = {role: client_for(role) for role in ALL_ROLES}
    wrong = []
    for name in ROUTE_GROUPS[group]:
        builder, expected = MATRIX[name]
        url = reverse(name, kwargs=route_world[builder] if builder else None)
        for role, status in expected.items():
            response = clients[role].get(url)
            if response.status_code != status:
                wrong.append(
                    f"{name} ({url}) {role}: got {response.status_code}, expected {status}"
                )
            elif status == 200 and TEXTAREA_WITH_MAXLENGTH.search(
                response.content.decode(errors="replace")
                if response.get("Content-Type", "").startswith("text/html")
                else ""
            ):
                wrong.append(f"{name} ({url}) {role}: a textarea keeps a maxlength")
            elif (
                role == "anonymous"
                and status == 302
                and ":" in name
                and name != "admin:index"
                and not response.url.startswith(reverse("account_login"))
            ):
                wrong.append(
                    f"{name} ({url}) anonymous redirected to {response.url}, not the login page"
                )
    assert not wrong, "\n".join(wrong)
