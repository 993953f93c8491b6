"""The public report form's blank page, rendered once per process (issue 44,
illicit/views/public.py ``_blank_form_page``): each GET still gets its own CSRF token
and timer token, the kept page is the page the template renders, and a report sent from
it is still checked (CSRF, timer, validation) and accepted."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
import time_machine
from django.test import Client
from django.utils import timezone

from illicit.models import Report
from illicit.views import public

pytestmark = pytest.mark.django_db

URL = "/report/"
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
STARTED = re.compile(r'name="started" value="([^"]+)"')
HX = re.compile(r'"X-CSRFToken": "([^"]+)"')


def _tokens(html: str) -> tuple[str, str, str]:
    return CSRF.search(html).group(1), STARTED.search(html).group(1), HX.search(html).group(1)


def _fields(html: str, csrf: str, started: str) -> dict:
    return {
        "csrfmiddlewaretoken": csrf,
        "started": started,
        "kind": "suds",
        "address": "12 Mill Road",
        "latitude": "",
        "longitude": "",
        "observed_on": (timezone.localdate() - timedelta(days=1)).isoformat(),
        "observed_time": "07:45",
        "description": "Suds in the ditch by the culvert.",
        "name": "",
        "email": "",
        "phone": "",
        "website": "",
    }


def test_each_get_has_its_own_tokens_in_the_same_kept_page():
    public._BLANK.clear()
    client = Client(enforce_csrf_checks=True)
    first = client.get(URL).content.decode()
    assert "page" in public._BLANK  # kept
    second = client.get(URL).content.decode()
    (csrf1, started1, hx1), (csrf2, started2, hx2) = _tokens(first), _tokens(second)
    assert started1 != started2  # a timer token is one of a kind
    assert csrf1 != csrf2 and hx1 != hx2  # masked anew each time
    assert "\x00" not in second
    strip = lambda html, *ts: [html := html.replace(t, "T") for t in ts][-1]  # noqa: E731
    assert strip(first, csrf1, started1, hx1) == strip(second, csrf2, started2, hx2)


def test_the_kept_page_is_the_templates_page():
    """The kept page equals the one rendered from the template for the same tokens."""
    client = Client()
    public._BLANK.clear()
    kept_first = client.get(URL).content.decode()  # rendered, then kept
    kept = client.get(URL).content.decode()  # from the kept page
    c1, s1, h1 = _tokens(kept_first)
    c2, s2, h2 = _tokens(kept)
    assert kept_first.replace(c1, "C").replace(h1, "C").replace(s1, "S") == kept.replace(
        c2, "C"
    ).replace(h2, "C").replace(s2, "S")
    assert 'name="address"' in kept and "§ 158-4" in kept


def test_a_report_sent_from_the_kept_page_is_checked_and_accepted():
    client = Client(enforce_csrf_checks=True)
    client.get(URL)  # the page kept
    with time_machine.travel(timezone.now() - timedelta(seconds=30)):
        html = client.get(URL).content.decode()
    csrf, started, _hx = _tokens(html)
    # Without the CSRF token: refused.
    refused = client.post(URL, {**_fields(html, csrf, started), "csrfmiddlewaretoken": "x" * 64})
    assert refused.status_code == 403
    assert not Report.objects.exists()
    # Invalid: shown again with the reason, nothing saved.
    invalid = client.post(URL, {**_fields(html, csrf, started), "address": ""})
    assert invalid.status_code == 200 and not Report.objects.exists()
    assert "Where" in invalid.content.decode()
    # With the page's own tokens: accepted.
    with time_machine.travel(timezone.now() - timedelta(seconds=30)):
        html = client.get(URL).content.decode()
    csrf, started, _hx = _tokens(html)
    accepted = client.post(URL, _fields(html, csrf, started))
    assert accepted.status_code == 302, accepted.content.decode()[:2000]
    assert Report.objects.get().address == "12 Mill Road"


def test_a_signed_in_users_page_is_rendered_as_before(client, smo):
    client.get(URL)  # kept
    client.force_login(smo)
    page = client.get(URL).content.decode()
    assert 'aria-label="Main"' in page  # the signed-in user's menu, not the kept page
