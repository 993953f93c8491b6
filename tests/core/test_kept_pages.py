"""Staff pages kept until the rows they show change (core/kept_pages.py, issue 44): the
second GET of a page is read from the cache and is the same page; a write to a table it
read, another user, a new CSRF secret, a message waiting, or the user's own name changed
make it anew; its CSRF token is accepted; who may see it is decided on every request."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from illicit.models import Report
from lockport_sw.accounts.roles import Role
from lockport_sw.core import kept
from tests.illicit.world import report

pytestmark = pytest.mark.django_db

TRIAGE = "/illicit/reports/"
BOARD = "/clocks/"


def _get(client, url=TRIAGE) -> tuple[str, int]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200
    return response.content.decode(), len(queries.captured_queries)


def _main(page: str) -> str:
    return page[page.index('id="main"') :]


def _warm(client, url=TRIAGE) -> int:
    """Two requests (the first learns which tables the page reads), then the queries of
    one made anew (nothing kept), which keeps it."""
    _get(client, url)
    _get(client, url)
    kept.replace_all()
    return _get(client, url)[1]


@pytest.fixture
def smo_client(smo) -> Client:
    client = Client()
    client.force_login(smo)
    client.get("/")  # the CSRF secret: a page is kept only for a user holding one
    return client


def test_the_second_get_is_the_same_page_from_the_cache(smo_client):
    report()
    made_anew = _warm(smo_client)
    page, asked = _get(smo_client)
    again, _asked = _get(smo_client)
    assert _main(page) == _main(again)
    assert asked < made_anew
    assert asked <= 5  # the floor's: the session, the user, the idle timeout's write


def test_a_write_to_a_table_the_page_read_makes_it_anew(smo_client):
    made, _token = report()
    _warm(smo_client)
    assert made.reference in _get(smo_client)[0]
    Report.objects.filter(pk=made.pk).update(state=Report.State.CLOSED)
    assert made.reference not in _get(smo_client)[0]


def test_another_user_never_sees_the_page_kept_for_the_first(smo_client, make_user):
    _warm(smo_client)
    other = Client()
    other.force_login(make_user(Role.SMO, full_name="Olga Other"))
    other.get("/")
    page, _asked = _get(other)
    assert "Olga Other" in page
    assert "Sam Officer" not in page


def test_the_users_new_name_shows_at_once(smo_client, smo):
    _warm(smo_client)
    type(smo).objects.filter(pk=smo.pk).update(full_name="Samantha Officer")
    assert "Samantha Officer" in _get(smo_client)[0]


def test_a_user_without_the_page_is_refused_though_it_is_kept_for_another(smo_client, make_user):
    _warm(smo_client)
    applicant = Client()
    applicant.force_login(make_user(Role.APPLICANT))
    applicant.get("/")
    assert applicant.get(TRIAGE).status_code in (302, 403)


def test_the_kept_pages_csrf_token_is_accepted(smo):
    client = Client(enforce_csrf_checks=True)
    client.force_login(smo)
    client.get("/")
    _warm(client)
    page, asked = _get(client)
    assert asked <= 5  # from the cache
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    response = client.post(reverse("account_logout"), {"csrfmiddlewaretoken": token})
    assert response.status_code == 302  # signed out, not refused (403)


def test_a_new_csrf_secret_makes_the_page_anew(smo_client):
    made_anew = _warm(smo_client)
    smo_client.cookies.pop("csrftoken")
    smo_client.get("/")  # a new secret
    assert _get(smo_client)[1] == made_anew


def test_a_message_waiting_is_shown_once_and_the_page_made_anew(smo_client):
    """A message left for the next page (as a post's redirect does) is shown on it, and
    not again on the page after."""
    from django.contrib.messages import constants
    from django.http import HttpRequest, HttpResponse

    from lockport_sw.core.messages import NamedCookieStorage

    _warm(smo_client)
    storage = NamedCookieStorage(HttpRequest())
    storage.add(constants.SUCCESS, "Saved the thing.")
    carrier = HttpResponse()
    storage.update(carrier)
    name = storage.cookie_name
    smo_client.cookies[name] = carrier.cookies[name].value
    assert "Saved the thing." in _get(smo_client)[0]
    assert "Saved the thing." not in _get(smo_client)[0]


def test_an_htmx_request_is_kept_apart(smo_client):
    _warm(smo_client, BOARD)
    whole = _get(smo_client, BOARD)[0]
    rows = smo_client.get(BOARD, headers={"HX-Request": "true"}).content.decode()
    assert "<html" in whole
    assert "<html" not in rows


def test_a_page_is_made_anew_with_nothing_kept(smo_client):
    made_anew = _warm(smo_client)
    kept.replace_all()
    assert _get(smo_client)[1] == made_anew
