"""The per-request floor's levers (issue 44; docs/architecture.md, "Performance"): one
Redis client per pool, the floor's answers in one round trip, the main menu's HTML kept
per process for each menu, static URLs kept per storage. Each test fails when its lever
is taken out, or when what it keeps outlives what it was made of."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache, caches
from django.template.loader import get_template
from django.urls import reverse

from lockport_sw.accounts import services as accounts
from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.core import floor
from lockport_sw.core.cache import RedisCache
from lockport_sw.core.staticfiles import CachedUrlStaticFilesStorage
from lockport_sw.core.templatetags import navigation as menu_tag
from lockport_sw.notifications import services as notifications
from lockport_sw.notifications.selectors import unread_count

BOARD = "/clocks/"


# One client per connection pool ---------------------------------------------------------
def test_the_cache_keeps_one_redis_client_per_pool():
    assert isinstance(caches["default"], RedisCache)
    client = cache._cache.get_client()
    assert cache._cache.get_client() is client
    assert cache._cache.get_client(write=True) is client  # one server: one pool
    cache.set("floor-levers:k", {"a": 1})
    assert cache.get("floor-levers:k") == {"a": 1}
    assert cache.get_many(["floor-levers:k", "floor-levers:none"]) == {"floor-levers:k": {"a": 1}}


# The floor's answers in one round trip --------------------------------------------------
class _Counting:
    """The real cache, its calls counted (a spy: every call goes to Redis)."""

    def __init__(self, real):
        self.real, self.calls = real, []

    def __getattr__(self, name):
        attr = getattr(self.real, name)
        if not callable(attr):
            return attr

        def call(*args, **kwargs):
            self.calls.append(name)
            return attr(*args, **kwargs)

        return call


@pytest.mark.django_db
def test_a_warm_page_reads_the_whole_floor_in_one_round_trip(client, make_user, monkeypatch):
    inspector = make_user(Role.INSPECTOR)
    client.force_login(inspector)
    assert client.get(BOARD).status_code == 200  # every answer computed and stored
    assert client.get(BOARD).status_code == 200
    spy = _Counting(floor.cache)
    monkeypatch.setattr(floor, "cache", spy)
    assert client.get(BOARD).status_code == 200
    # Roles, permissions, seats, unread count and the versions: one get_many.
    assert spy.calls == ["get_many"]


@pytest.mark.django_db
def test_a_write_in_this_process_is_seen_by_the_same_user_object(smo):
    """The snapshot a user object read is read again after a bump made here."""
    user = User.objects.get(pk=smo.pk)
    assert unread_count(user) == 0
    assert unread_count(user) == 0  # from the snapshot
    notifications.notify(
        event_key="floor-levers", recipients=[smo], subject="A", body="B", email=False
    )
    assert unread_count(user) == 1
    notifications.mark_read(acting_user=smo)
    assert unread_count(user) == 0


@pytest.mark.django_db
def test_an_answer_stored_under_an_older_version_is_not_used(make_user):
    user = make_user(Role.INSPECTOR)
    assert User.objects.get(pk=user.pk).roles == {Role.INSPECTOR}
    key = floor._entry_key(floor.WHO, user.pk, "roles")
    version, _roles = cache.get(key)
    cache.set(key, ("an-old-version", frozenset({Role.SMO})))
    assert User.objects.get(pk=user.pk).roles == {Role.INSPECTOR}
    cache.set(key, (version, frozenset({Role.SMO})))  # proves the entry is what is read
    assert User.objects.get(pk=user.pk).roles == {Role.SMO}


# The main menu's HTML ------------------------------------------------------------------
def _menu(response) -> str:
    html = response.content.decode()
    return html.split('aria-label="Main"', 1)[1].split("</nav>", 1)[0]


@pytest.mark.django_db
def test_a_users_menu_changes_after_a_role_change(client, smo, make_user):
    board = reverse("deadlines:board")
    member = make_user(Role.TOWN_BOARD)
    client.force_login(member)
    assert f'href="{board}"' not in _menu(client.get("/"))
    assert f'href="{board}"' not in _menu(client.get("/"))  # kept
    accounts.staff_account_set_roles(acting_user=smo, user=member, roles=[Role.INSPECTOR])
    assert f'href="{board}"' in _menu(client.get("/"))
    accounts.staff_account_set_roles(acting_user=smo, user=member, roles=[Role.TOWN_BOARD])
    assert f'href="{board}"' not in _menu(client.get("/"))


@pytest.mark.django_db
def test_the_menus_count_changes_after_a_write(client, smo):
    badge = '<span class="badge rounded-pill text-bg-primary">{}<span'
    client.force_login(smo)
    assert "badge rounded-pill" not in _menu(client.get("/"))
    notifications.notify(
        event_key="floor-levers", recipients=[smo], subject="A", body="B", email=False
    )
    assert badge.format(1) in _menu(client.get("/"))
    notifications.notify(
        event_key="floor-levers-2", recipients=[smo], subject="C", body="D", email=False
    )
    assert badge.format(2) in _menu(client.get("/"))
    notifications.mark_read(acting_user=smo)
    assert "badge rounded-pill" not in _menu(client.get("/"))


@pytest.mark.django_db
def test_one_menu_is_rendered_once_for_every_user_who_has_it(client, make_user):
    first, second = make_user(Role.INSPECTOR), make_user(Role.INSPECTOR)
    client.force_login(first)
    response = client.get(BOARD)
    kept = dict(menu_tag._HTML)
    client.force_login(second)
    again = client.get(BOARD)
    assert kept == menu_tag._HTML  # nothing rendered for the second inspector
    assert _menu(again) == _menu(response)
    # The kept HTML is the template's own for that menu, the current page marked.
    fresh = get_template("core/_main_menu.html").render(
        {"nav_menu": again.context["nav_menu"], "home_active": False}
    )
    assert fresh in again.content.decode()
    assert f'aria-current="page" href="{BOARD}"' in fresh


# Static URLs ---------------------------------------------------------------------------
def test_static_urls_are_kept_per_storage_and_a_missing_name_is_not(tmp_path, settings):
    settings.DEBUG = False
    (tmp_path / "staticfiles.json").write_text(
        json.dumps({"version": "1.1", "paths": {"css/app.css": "css/app.0123456789ab.css"}})
    )
    storage = CachedUrlStaticFilesStorage(location=str(tmp_path), base_url="/static/")
    assert storage.url("css/app.css") == "/static/css/app.0123456789ab.css"
    assert ("css/app.css", False, False) in storage._urls
    storage.hashed_files["css/app.css"] = "css/app.changed.css"  # read from the dict now
    assert storage.url("css/app.css") == "/static/css/app.0123456789ab.css"
    with pytest.raises(ValueError, match="Missing staticfiles manifest entry"):
        storage.url("js/none.js")
    assert not any(name == "js/none.js" for name, *_ in storage._urls)
    settings.DEBUG = True  # names are not hashed with DEBUG: a key of its own
    assert storage.url("css/app.css") == "/static/css/app.css"
