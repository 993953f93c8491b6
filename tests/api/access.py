"""Who may read and write each API route (merged into tests/access.py for the session,
and read by tests/api/test_access.py for every role's token of each scope).

Reading is as in the browser: properties and clocks for Town office staff (others 403),
violations too (the list 403, a violation 404); projects, inspection requests, notices,
stop-work orders and appeals through their selectors (an applicant their own: another's
is 404); lists answer every signed-in user with what each may see. Without
a token or a session: 401, as problem details. The schema and its documentation page
are public."""

from datetime import timedelta

from django.utils import timezone

from tests.access_helpers import ALL_ROLES, ANON, OFFICE, SIGNED_IN, Role, everyone


def _office(other: int) -> dict[str, int]:
    return {ANON: 401, **{r: 200 if r in OFFICE else other for r in SIGNED_IN}}


def _signed_in() -> dict[str, int]:
    return {ANON: 401, **dict.fromkeys(SIGNED_IN, 200)}


def _appealed() -> dict[str, int]:
    """An appealed notice or its appeal (tests/enforcement/access.py): office staff and
    the Town Board, which hears it (a seat held today); to anyone else it does not exist."""
    return {ANON: 401, **{r: 200 if r in (*OFFICE, Role.TOWN_BOARD) else 404 for r in SIGNED_IN}}


API_MATRIX: dict[str, tuple[str | None, dict[str, int]]] = {
    "api:schema": (None, everyone()),
    "api:docs": (None, everyone()),
    "api:property-list": (None, _office(403)),
    "api:property-detail": ("property", _office(403)),
    "api:project-list": (None, _signed_in()),
    "api:project-detail": ("swppp_project", _office(404)),
    "api:inspection-request-list": (None, _signed_in()),
    "api:inspection-request-detail": ("inspection_request", _office(404)),
    "api:clock-list": (None, _office(403)),
    "api:clock-detail": ("clock", _office(403)),
    # Enforcement (enforcement/api_resources.py): violations the office's only (the
    # browser's list 403, a violation 404); notices, stop-work orders and appeals to
    # whom the selectors show them (the route world's respondent is none of these users).
    "api:violation-list": (None, _office(403)),
    "api:violation-detail": ("violation_158", _office(404)),
    "api:notice-list": (None, _signed_in()),
    "api:notice-detail": ("notice", _appealed()),
    "api:stop-work-order-list": (None, _signed_in()),
    "api:stop-work-order-detail": ("order", _office(404)),
    "api:appeal-list": (None, _signed_in()),
    "api:appeal-detail": ("appeal", _appealed()),
}

# The token pages (the account's): one's own tokens; another's token does not exist.
TOKEN_PAGES: dict[str, tuple[str | None, dict[str, int]]] = {
    "api_tokens:list": (None, {ANON: 302, **dict.fromkeys(SIGNED_IN, 200)}),
    "api_tokens:revoke": ("api_token", {ANON: 302, **dict.fromkeys(SIGNED_IN, 404)}),
}


# Every write (POST, JSON): the route world's record it acts on, the body it sends (made
# from the route world), and what each role's token of each scope is answered. A read
# token never writes (403).
#
# The applicant's inspection request for the route world's project, whose applicant is
# none of these users: with a write token, Town office staff see the project but only its
# applicant requests (403, the service's rule); to anyone else it does not exist (404).
def _inspection_request(world) -> dict:
    return {
        "subject": "project",
        "subject_id": int(world["swppp_project"]["pk"]),
        "kind": "159-milestone-c",
        "proposed_for": (timezone.now() + timedelta(days=5)).isoformat(),
    }


API_WRITES: dict[str, tuple[dict | None, object, dict[str, dict[str, int]]]] = {
    # name: (URL kwargs builder or None, body_of(route_world), {scope: {role: status}})
    "api:inspection-request-list": (
        None,
        _inspection_request,
        {
            "read": {ANON: 401, **dict.fromkeys(SIGNED_IN, 403)},
            "write": {ANON: 401, **{r: 403 if r in OFFICE else 404 for r in SIGNED_IN}},
        },
    ),
}

assert all(set(expected) == set(ALL_ROLES) for _, expected in API_MATRIX.values())
assert all(set(e) == set(ALL_ROLES) for _, _, s in API_WRITES.values() for e in s.values())
