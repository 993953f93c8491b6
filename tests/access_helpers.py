"""Roles and shorthands for the URL-access matrices (tests/access.py)."""

from __future__ import annotations

from lockport_sw.accounts.roles import Role

ANON = "anonymous"
ALL_ROLES = [ANON, *Role.values]
SIGNED_IN = [r for r in ALL_ROLES if r != ANON]
OFFICE = [Role.SMO, Role.INSPECTOR, Role.CLERK, Role.TOWN_ATTORNEY]


def everyone(status: int = 200) -> dict[str, int]:
    return dict.fromkeys(ALL_ROLES, status)


def signed_in(status: int = 200, anonymous: int = 302) -> dict[str, int]:
    return {ANON: anonymous, **dict.fromkeys(SIGNED_IN, status)}


def anonymous_only(status: int = 200, signed_in: int = 302) -> dict[str, int]:
    return {ANON: status, **dict.fromkeys(SIGNED_IN, signed_in)}


def only(roles, status: int = 200) -> dict[str, int]:
    """Listed roles get ``status``; other signed-in users 403; anonymous to the login."""
    roles = set(roles)
    return {ANON: 302, **{r: (status if r in roles else 403) for r in SIGNED_IN}}
