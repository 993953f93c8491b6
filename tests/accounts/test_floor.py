"""The per-request floor kept across requests (issue 44, core/floor.py): a user's roles,
permissions, seats and unread count come from the cache (Redis) until a write they depend
on, and from the database on the very next request after it."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import Group, Permission
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from lockport_sw.accounts import services as accounts
from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.bodies import services as bodies
from lockport_sw.calendar.words import town_today
from lockport_sw.core import floor
from lockport_sw.notifications import services as notifications

pytestmark = pytest.mark.django_db

BOARD = "/clocks/"  # deadlines.view_clock_board: the office's roles, by their groups


def _get(client, url):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    return response, [q["sql"] for q in queries.captured_queries]


def _floor_queries(sqls: list[str]) -> list[str]:
    """The queries of the floor: the roles, the permissions, the unread count, the seats."""
    tables = ("auth_group", "auth_permission", "notifications_notification", "bodies_membership")
    return [sql for sql in sqls if any(f'FROM "{table}"' in sql for table in tables)]


def _unread(response) -> int:
    for entry in response.context["nav_menu"]:
        for item, _active, badge in entry.links:
            if item.url_name == "notifications:inbox":
                return badge
    raise AssertionError("no Messages entry")


def test_a_warm_staff_page_asks_the_database_nothing_of_the_floor(client, make_user):
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)
    first, cold = _get(client, BOARD)
    assert first.status_code == 200
    # The roles, the user's and groups' permissions, the seats, the unread count.
    assert len(_floor_queries(cold)) >= 4, cold
    second, warm = _get(client, BOARD)
    assert second.status_code == 200
    assert _floor_queries(warm) == []
    assert len(warm) <= len(cold) - 4


def test_a_revoked_role_is_refused_on_the_very_next_request(client, smo, make_user):
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)
    assert client.get(BOARD).status_code == 200
    assert client.get(BOARD).status_code == 200  # from the cache now

    accounts.staff_account_set_roles(acting_user=smo, user=inspector, roles=[Role.TOWN_BOARD])

    assert client.get(BOARD).status_code == 403
    assert client.get(reverse("illicit:triage")).status_code == 403  # by role


def test_a_group_removed_outside_the_services_is_refused_on_the_next_request(client, make_user):
    """As the admin's form does (groups.set): m2m_changed forgets the roles."""
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)
    assert client.get(BOARD).status_code == 200
    assert client.get(BOARD).status_code == 200
    inspector.groups.set([Group.objects.get(name=Role.TOWN_BOARD)])
    assert client.get(BOARD).status_code == 403


def test_a_permission_taken_from_a_group_is_refused_on_the_next_request(client, make_user):
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)
    assert client.get(BOARD).status_code == 200
    group = Group.objects.get(name=Role.INSPECTOR)
    board = Permission.objects.get(codename="view_clock_board")
    group.permissions.remove(board)
    assert client.get(BOARD).status_code == 403
    group.permissions.add(board)
    assert client.get(BOARD).status_code == 200


def test_a_role_granted_and_rolled_back_is_never_kept(client, make_user):
    """Read inside a transaction that is then rolled back: what it saw is not stored."""
    user = make_user(Role.TOWN_BOARD)
    client.force_login(user)
    assert client.get(BOARD).status_code == 403
    with pytest.raises(RuntimeError, match="rolled back"), transaction.atomic():
        accounts.grant_roles(user, {Role.INSPECTOR})
        fresh = User.objects.get(pk=user.pk)
        assert Role.INSPECTOR in fresh.roles
        assert fresh.has_perm("deadlines.view_clock_board")
        raise RuntimeError("rolled back")
    assert Role.INSPECTOR not in User.objects.get(pk=user.pk).roles
    assert client.get(BOARD).status_code == 403


def test_the_unread_count_changes_right_after_each_write(client, smo):
    client.force_login(smo)
    assert _unread(client.get("/")) == 0
    assert _unread(client.get("/")) == 0  # kept
    notifications.notify(
        event_key="floor-test", recipients=[smo], subject="A notice", body="Read me.", email=False
    )
    assert _unread(client.get("/")) == 1
    notifications.mark_read(acting_user=smo)
    assert _unread(client.get("/")) == 0


def test_a_seat_on_a_board_opens_the_docket_at_once_and_its_end_closes_it(client, make_user):
    """enforcement.see_docket: the docket's readers by role, and every member seated on a
    board (the seats are kept; today is compared on each request)."""
    member = make_user(Role.REVIEWING_BODY)
    clerk = make_user(Role.CLERK)  # the Clerk records the seats (issue 43, item 11)
    client.force_login(member)
    docket = reverse("enforcement:docket")
    assert client.get(docket).status_code == 403
    body = bodies.body_of("planning_board")
    today = town_today()
    seat = bodies.membership_start(
        acting_user=clerk, body=body, starts_on=today - timedelta(days=30), user=member
    )
    assert client.get(docket).status_code == 200
    assert client.get(docket).status_code == 200
    bodies.membership_end(acting_user=clerk, membership=seat, ends_on=today - timedelta(days=1))
    assert client.get(docket).status_code == 403


def test_with_the_cache_not_answering_a_page_is_the_databases_and_a_role_change_fails(
    client, smo, make_user, settings
):
    """Pages serve without Redis (from the database, nothing kept); a change of who may do
    what refuses rather than leave an entry a persistent Redis would bring back."""
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",  # nothing listens on port 1
        }
    }
    _, sqls = _get(client, BOARD)
    assert len(_floor_queries(sqls)) >= 4
    with pytest.raises(floor.unavailable_errors(), match="(?i)connect"):
        accounts.staff_account_set_roles(acting_user=smo, user=inspector, roles=[Role.CLERK])
    assert User.objects.get(pk=inspector.pk).roles == {Role.INSPECTOR}
