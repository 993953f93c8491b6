"""Who may read and write each API route (merged into tests/access.py for the session,
and read by tests/api/test_access.py for every role's token of each scope).

Reading is as in the browser: properties, clocks and violations for Town office staff
(others 403; a violation 404); projects, SWPPP versions, findings, decisions, inspection
requests, inspections, notices, stop-work orders and appeals through their selectors (an
applicant their own: another's is 404); lists answer every signed-in user with what each
may see. Without a token or a session: 401, as problem details. The schema and its
documentation page are public."""

from datetime import timedelta

from django.utils import timezone

from lockport_sw.accounts.roles import Role
from tests.access_helpers import ALL_ROLES, ANON, OFFICE, SIGNED_IN, everyone


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
    "api:swppp-version-list": (None, _signed_in()),
    "api:swppp-version-detail": ("swppp_version", _office(404)),
    "api:finding-list": (None, _signed_in()),
    "api:finding-detail": ("swppp_finding", _office(404)),
    "api:decision-list": (None, _signed_in()),
    "api:decision-detail": ("swppp_decision", _office(404)),
    "api:inspection-list": (None, _signed_in()),
    "api:inspection-detail": ("inspection", _office(404)),
    # A write only (POST): a GET is 405 to whoever signs in.
    "api:inspection-complete": ("inspection", {ANON: 401, **dict.fromkeys(SIGNED_IN, 405)}),
    "api:clock-list": (None, _office(403)),
    "api:clock-detail": ("clock", _office(403)),
    # Chapter 158 (illicit/api_resources.py): every report's and outfall's public fields
    # for everyone signed in (office staff read more in the same record); cases as the
    # case list (403) and the case page (404); screenings as the outfall pages (403).
    "api:report-list": (None, _signed_in()),
    "api:report-detail": ("illicit_report", _signed_in()),
    "api:case-list": (None, _office(403)),
    "api:case-detail": ("illicit_case", _office(404)),
    "api:outfall-list": (None, _signed_in()),
    "api:outfall-detail": ("illicit_outfall", _signed_in()),
    "api:screening-list": (None, _office(403)),
    "api:screening-detail": ("api_screening", _office(403)),
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
    # Chapter 159's money, as on a project's money page (money/api_resources.py).
    "api:fee-list": (None, _signed_in()),
    "api:fee-detail": ("money_fee", _office(404)),
    "api:invoice-list": (None, _signed_in()),
    "api:invoice-detail": ("money_invoice", _office(404)),
    "api:payment-list": (None, _signed_in()),
    "api:payment-detail": ("money_entry", _office(404)),
    "api:guarantee-list": (None, _signed_in()),
    "api:guarantee-detail": ("money_guarantee", _office(404)),
    # The MS4 report's figures: who reads the report in the browser (Town office staff).
    "api:ms4-figure-list": (None, _office(403)),
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


# The route world's inspection completed, as the field form would send it, but with a
# result its findings refuse (every item deficient, "approved"): the inspectors who may
# conduct it reach the service and are refused by its rule (422), so that nothing
# changes; Town office staff who may not conduct it are refused by the service (403);
# to anyone else the inspection does not exist (404).
def _inspection_completion(world) -> dict:
    from inspections.models import Inspection

    inspection = Inspection.objects.get(reference=world["inspection"]["reference"])
    return {
        "findings": [
            {"item": item.code, "outcome": "deficient", "note": "Not done."}
            for item in inspection.kind_spec.checklist
        ],
        "result": "approved",
    }


CONDUCTORS = [Role.SMO, Role.INSPECTOR]


def _illicit_report(world) -> dict:
    return {
        "kind": "suds",
        "address": "12 Mill Road",
        "observed_on": timezone.localdate().isoformat(),
        "description": "Suds in the ditch.",
    }


# A payment on the money world's project (§ 159-8D), as the Clerk's finance system sends
# it: booked for the Clerk and the SMO (201); other office staff see the project but may
# not record payments (403, the service's rule); to anyone else it does not exist (404).
def _payment(world) -> dict:
    from lockport_sw.calendar.words import town_today

    return {
        "project": int(world["money_project"]["pk"]),
        "amount": "10.00",
        "method": "cash",
        "received_on": town_today().isoformat(),
        "overpayment_confirmed": True,
    }


PAYERS = [Role.SMO, Role.CLERK]

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
    "api:inspection-complete": (
        "inspection",
        _inspection_completion,
        {
            "read": {ANON: 401, **dict.fromkeys(SIGNED_IN, 403)},
            "write": {
                ANON: 401,
                **{r: 422 if r in CONDUCTORS else 403 if r in OFFICE else 404 for r in SIGNED_IN},
            },
        },
    ),
    # A report of a suspected illicit discharge, as the public report form makes it: any
    # user's token with the write scope sends one (the public needs no account).
    "api:report-list": (
        None,
        _illicit_report,
        {
            "read": {ANON: 401, **dict.fromkeys(SIGNED_IN, 403)},
            "write": {ANON: 401, **dict.fromkeys(SIGNED_IN, 201)},
        },
    ),
    "api:payment-list": (
        None,
        _payment,
        {
            "read": {ANON: 401, **dict.fromkeys(SIGNED_IN, 403)},
            "write": {
                ANON: 401,
                **{r: 201 if r in PAYERS else 403 if r in OFFICE else 404 for r in SIGNED_IN},
            },
        },
    ),
}

assert all(set(expected) == set(ALL_ROLES) for _, expected in API_MATRIX.values())
assert all(set(e) == set(ALL_ROLES) for _, _, s in API_WRITES.values() for e in s.values())
