"""Issue 45, the hostile-input sweep: every form of every role, posted with values
nobody types on purpose (NUL, control and bidirectional-override characters, a 1 MB
string, emoji, HTML and SQL in every field), answers without a 5xx, and a refused post
saves nothing.

The forms are found as a user finds them: every named route (tests/access.py's matrix,
on tests/route_world.py's records) that a role opens (200), every ``<form
method="post">`` on it, each role in one session across its pages as a person browses
(signed in again if a page does not answer 200). A form seen already (the same action
and fields) is posted once per role. Each form gets three posts: NUL and the rest in
every field; the rest without NUL (so a NUL refusal does not hide another check); 1 MB
in its first free-text field.
A refusal is a 4xx or the form again with its errors; "saved" is read as rows added or
removed (PostgreSQL's statistics of this transaction) in any table but the few every
request or refusal writes (the session, the security log, sign-in attempts). The admin
is left out (Django's own forms). Hypothesis is not a
dependency: the values are a fixed list."""

from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from tests.access import MATRIX
from tests.error_summary import FIELD_ERROR

pytestmark = pytest.mark.django_db

CONTROL = "\x01\x08\x0b\x1b\x7f\x9f"
BIDI = "\u202e\u2066\u200f"
EMOJI = "💧🧪👩🏽‍🔧"
HTML = "<script>alert(1)</script><img src=x onerror=alert(2)>"
SQL = "'; DROP TABLE illicit_report; -- \" OR 1=1"
MIXED = f"Mill{CONTROL} Road {BIDI}{EMOJI} {HTML} {SQL}"
WITH_NUL = f"\x00{MIXED}\x00"
MEGABYTE = "x" * (1024 * 1024)

TEXT_TYPES = {
    "text",
    "email",
    "tel",
    "search",
    "url",
    "password",
    "number",
    "date",
    "time",
    "datetime-local",
    "month",
    "week",
    "",
}
# Forms whose post ends the session the sweep runs in, or leaves it (signing out).
SKIP_ACTIONS = ("/accounts/logout/",)
# Tables any request or refusal may write: the session, the security event log and its
# tallies, the sign-in attempts (a refused sign-in is counted, by design).
WRITTEN_BY_ANY_REQUEST = ("django_session", "security_", "allauth_", "account_")


class Forms(HTMLParser):
    """The page's POST forms: their action and fields (name, kind, a value)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms: list[dict] = []
        self._form: dict | None = None
        self._select: str | None = None

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            if a.get("method", "get").lower() == "post":
                self._form = {"action": a.get("action", ""), "fields": [], "multipart": False}
                self._form["multipart"] = "multipart" in a.get("enctype", "")
            return
        if self._form is None or not a.get("name"):
            if tag == "option" and self._form is not None and self._select:
                self._form["fields"].append((self._select, "option", a.get("value", "")))
            return
        name = a["name"]
        if tag == "input":
            self._form["fields"].append((name, a.get("type", "text").lower(), a.get("value", "")))
        elif tag == "textarea":
            self._form["fields"].append((name, "textarea", ""))
        elif tag == "select":
            self._select = name
            self._form["fields"].append((name, "select", ""))

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "form" and self._form is not None:
            self.forms.append(self._form)
            self._form = None


def post_data(fields, hostile: str, big: bool) -> dict:
    data: dict[str, list[str]] = {}
    free = [n for n, kind, _ in fields if kind == "textarea"] + [
        n for n, kind, _ in fields if kind in ("text", "")
    ]
    for name, kind, value in fields:
        if kind == "hidden" or name in ("csrfmiddlewaretoken", "action"):
            data.setdefault(name, []).append(value)
        elif kind in ("submit", "button", "image", "reset", "file", "option"):
            if kind == "submit" and value:
                data.setdefault(name, [value])
        elif big:
            if free and name == free[0]:
                data[name] = [MEGABYTE]
            else:
                data.setdefault(name, [EMOJI])
        elif kind in ("checkbox", "radio", "select", "textarea") or kind in TEXT_TYPES:
            data[name] = [hostile]
    return data


def refused(response) -> bool:
    """A refusal: a 4xx, or the form shown again with its errors (a page that answers
    a post with 200 and no error did what was asked, e.g. a new calendar address)."""
    if 400 <= response.status_code < 500:
        return True
    if response.status_code != 200:
        return False
    html = response.content.decode(errors="replace")
    return "There is a problem" in html or bool(FIELD_ERROR.search(html))


def writes() -> dict[str, int]:
    """Rows inserted and deleted so far in this test's transaction, by table (the
    statistics PostgreSQL keeps per transaction: one cheap query, where counting every
    table's rows took half the sweep's time). A row written and rolled back within a
    refused post's savepoint counts too: a refusal writes nothing before it refuses."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname, n_tup_ins + n_tup_del FROM pg_stat_xact_user_tables "
            "WHERE n_tup_ins + n_tup_del > 0"
        )
        return {t: n for t, n in cursor.fetchall() if not t.startswith(WRITTEN_BY_ANY_REQUEST)}


def _groups(count: int = 4) -> dict[str, list[str]]:
    """The routes some role opens, in ``count`` groups: each group loads the route world
    once (about 12 s), so few groups, as many as two workers share evenly."""
    names = [
        name
        for name, (_, expected) in MATRIX.items()
        if 200 in expected.values() and not name.startswith("admin:")
    ]
    return {f"routes-{i + 1}": names[i::count] for i in range(count)}


GROUPS = _groups()


@pytest.mark.slow
@pytest.mark.parametrize("group", list(GROUPS))
def test_every_form_refuses_hostile_values_without_a_5xx_and_saves_nothing(
    group, route_world, make_user
):
    users = {}
    clients: dict[str, Client] = {}
    seen: set = set()
    wrong: list[str] = []
    posted = 0

    def signed_in(role: str) -> Client:
        """A new client of ``role``, signed in (a user made once per role)."""
        client = Client()
        if role != "anonymous":
            if role not in users:
                users[role] = make_user(role)
                if role == Role.TOWN_BOARD:
                    from tests.seats import take_seat

                    take_seat("town_board", users[role])
            client.force_login(users[role])
        clients[role] = client
        return client

    for name in GROUPS[group]:
        builder, expected = MATRIX[name]
        url = reverse(name, kwargs=route_world[builder] if builder else None)
        for role, status in expected.items():
            if status != 200:
                continue
            # One session per role across its pages, as a person browses (a sign-in is
            # about a fifth of the sweep's time). A post may have ended or changed that
            # session (a refused post never should, but an accepted one may): a page
            # that does not answer 200 is asked again from a session just signed in.
            reused = role in clients
            client = clients[role] if reused else signed_in(role)
            page = client.get(url)
            if page.status_code != 200 and reused:
                client = signed_in(role)
                page = client.get(url)
            if page.status_code != 200 or "html" not in page.get("Content-Type", ""):
                continue
            parser = Forms()
            parser.feed(page.content.decode(errors="replace"))
            for form in parser.forms:
                target = urlsplit(urljoin(url, form["action"] or url)).path
                signature = (role, target, tuple(sorted({f[0] for f in form["fields"]})))
                if target.startswith(SKIP_ACTIONS) or signature in seen:
                    continue
                seen.add(signature)
                for hostile, big in ((WITH_NUL, False), (MIXED, False), ("", True)):
                    before = writes()
                    response = client.post(target, post_data(form["fields"], hostile, big))
                    posted += 1
                    where = f"{name} {role} POST {target} ({'1 MB' if big else repr(hostile[:6])})"
                    if response.status_code >= 500:
                        wrong.append(f"{where}: {response.status_code}")
                        continue
                    if not refused(response):
                        continue  # accepted: hostile text is text, kept as typed
                    after = writes()
                    changed = {
                        t: n - before.get(t, 0) for t, n in after.items() if n != before.get(t, 0)
                    }
                    if changed:
                        wrong.append(f"{where}: refused ({response.status_code}) but {changed}")
    assert not wrong, f"{posted} posts:\n" + "\n".join(wrong)
