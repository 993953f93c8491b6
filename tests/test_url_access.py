"""Every URL, for every role: allowed, forbidden (403), hidden (404) or redirected."""

from __future__ import annotations

import pytest
import time_machine
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.models import OfficeClosure, ProclaimedHoliday
from tests import snapshot
from tests.access import ALL_ROLES, MATRIX, SKIP_NAMESPACES
from tests.documents.factories import issued_document
from tests.documents.factories import upload as stored_upload
from tests.enforcement.world import enforcement_world
from tests.factories import PartyFactory, PropertyFactory, number_users_after_those_stored
from tests.illicit.access import illicit_world
from tests.inspections.access import inspections_world
from tests.money.access import money_world
from tests.once import built_once
from tests.swppp.world import swppp_world


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


@pytest.fixture
def world(db, make_user, tmp_path_factory, _media_root):
    """The records that routes with arguments point at, every chapter's (several issue
    PDFs): built once per run by the first group's test and saved, then loaded into each
    group's (tests/snapshot.py, tests/once.py), with time held at the moment they were
    made. The keys are as the URLs take them (text)."""

    def build(root):
        records = _base_world(make_user, make_user(Role.INSPECTOR))
        for more in (enforcement_world, inspections_world, money_world):
            records.update(more(make_user))
        return snapshot.save(root, records=records)

    made = built_once(tmp_path_factory, "url-access-world", build, snapshot.load)
    number_users_after_those_stored()
    with time_machine.travel(snapshot.saved_at(made), tick=True):
        yield made["records"]
    snapshot.forget_cached_keys()


def _base_world(make_user, staff):
    return {
        **swppp_world(make_user),
        **illicit_world(make_user),
        "staff_account": {"pk": staff.pk},
        "property": {"pk": PropertyFactory().pk},
        "party": {"pk": PartyFactory().pk},
        "roll_import": {"pk": _roll_import(staff).pk},
        "issued_document": {
            "number": issued_document(subject=PropertyFactory(), issued_by=staff).number
        },
        "upload": {"pk": stored_upload(uploaded_by=make_user(Role.APPLICANT)).pk},
        "clock": {"pk": _clock(staff).pk},
        "policy_rule": {"code": "restoration"},
        "closure": {"pk": OfficeClosure.objects.create(date="2026-12-24", reason="Holiday").pk},
        "proclaimed_holiday": {
            "pk": ProclaimedHoliday.objects.create(
                date="2025-01-09",
                name="National Day of Mourning",
                proclaimed_by="president",
                proclamation="Proclamation 10878 of December 29, 2024",
            ).pk
        },
        "ms4_period": {"slug": "2026"},
        "ms4_figure": {"slug": "2026", "key": "idde.reports"},
        "bad_reset_key": {"uidb36": "zz", "key": "set-password"},
        "bad_email_key": {"key": "not-a-key"},
    }


def _roll_import(staff):
    from lockport_sw.registry.models import RollImport

    return RollImport.objects.create(
        file_name="roll.csv", data=b"", as_of="2026-03-01", state="checked", created_by=staff
    )


def _clock(staff):
    from datetime import UTC, datetime

    from lockport_sw.deadlines.services import deadline_open

    return deadline_open(
        rule="swppp_decision",
        subject=PropertyFactory(),
        subject_label="Case",
        starts_at=datetime(2026, 3, 2, 15, tzinfo=UTC),
    )


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


@pytest.mark.parametrize("group", list(ROUTE_GROUPS))
def test_route_answers_each_role_as_decided(group, world, client_for):
    """Each route of the group, every role; a client per role, signed in once."""
    clients = {role: client_for(role) for role in ALL_ROLES}
    wrong = []
    for name in ROUTE_GROUPS[group]:
        builder, expected = MATRIX[name]
        url = reverse(name, kwargs=world[builder] if builder else None)
        for role, status in expected.items():
            response = clients[role].get(url)
            if response.status_code != status:
                wrong.append(
                    f"{name} ({url}) {role}: got {response.status_code}, expected {status}"
                )
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
