"""Issue 22, item 2: the site's own 400, 403, 404 and 500 pages, each saying what to do
next, with DEBUG off (the test settings, like production; the browser test
tests/browser/test_error_pages.py runs 404 and 500 under the production settings)."""

from __future__ import annotations

import pytest
from django.test import RequestFactory
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.core.errors import server_error

pytestmark = pytest.mark.django_db

PHONE = "(716) 439-9520"


def _says_what_to_do(html: str, heading: str) -> None:
    assert f">{heading}</h1>" in html
    assert "What to do next" in html
    assert PHONE in html and "Town of Lockport" in html
    assert "letterhead" in html  # the site's layout


def test_400_a_request_the_site_cannot_read(client, settings):
    assert settings.DEBUG is False
    response = client.get("/", HTTP_HOST="not-this-site.example")

    assert response.status_code == 400
    _says_what_to_do(response.content.decode(), "We could not understand that request")


def test_403_a_page_outside_ones_role(client, make_user):
    client.force_login(make_user(Role.APPLICANT))

    response = client.get(reverse("accounts:staff_list"))

    assert response.status_code == 403
    html = response.content.decode()
    _says_what_to_do(html, "You are not allowed to see this page")
    assert "ask the Stormwater Management Officer" in html


@pytest.mark.parametrize("signed_in", [False, True])
def test_404_a_page_that_does_not_exist(client, make_user, signed_in):
    if signed_in:
        client.force_login(make_user(Role.APPLICANT))

    response = client.get("/no/such/page/")

    assert response.status_code == 404
    html = response.content.decode()
    _says_what_to_do(html, "Page not found")
    assert ("sign in</a> and find the record" in html) is not signed_in


def test_500_reads_nothing_but_settings(django_assert_num_queries):
    with django_assert_num_queries(0):
        response = server_error(RequestFactory().get("/"))

    assert response.status_code == 500
    _says_what_to_do(response.content.decode(), "Sorry, something went wrong on our side")
