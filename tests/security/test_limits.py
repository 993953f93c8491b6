"""Issue 19, item 5: limits that hold under concurrency. Each test sends its requests at
once from threads, each with its own database connection (real PostgreSQL, real Redis),
released together by a barrier: a limit that reads the count and writes it later lets
them all through; one Redis INCR or one row lock lets exactly the limit through."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from illicit.admin import issue_key
from illicit.models import Report
from lockport_sw.accounts.roles import Role
from lockport_sw.invitations import services as links
from lockport_sw.invitations.models import Invitation
from lockport_sw.security import limits
from lockport_sw.security.models import ForbiddenTally, Kind, SecurityEvent
from tests.factories import PropertyFactory
from tests.illicit.test_public_report import form_data

pytestmark = pytest.mark.django_db(transaction=True)

AT_ONCE = 10


def at_once(act, n: int = AT_ONCE) -> list:
    """Run ``act(i)`` in ``n`` threads released together; their results."""
    barrier = threading.Barrier(n)

    def run(i):
        try:
            barrier.wait(timeout=30)
            return act(i)
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=n) as pool:
        return list(pool.map(run, range(n)))


def test_ten_concurrent_reports_from_one_address_give_exactly_five_accepted(settings):
    settings.ILLICIT_REPORT_RATE = "5/h"
    posts = [form_data(description=f"Suds, report {i}") for i in range(AT_ONCE)]

    def send(i):
        return Client().post("/report/", posts[i], REMOTE_ADDR="198.51.100.20").status_code

    codes = at_once(send)
    assert sorted(codes) == [302] * 5 + [429] * 5
    assert Report.objects.count() == 5
    # Another address is not affected; the first is still refused.
    assert Client().post("/report/", form_data(), REMOTE_ADDR="198.51.100.21").status_code == 302
    assert Client().post("/report/", form_data(), REMOTE_ADDR="198.51.100.20").status_code == 429


@pytest.mark.parametrize(
    "backend",
    [
        "django.core.cache.backends.filebased.FileBasedCache",  # make run's, no REDIS_URL
        "django.core.cache.backends.locmem.LocMemCache",
    ],
)
def test_without_redis_ten_concurrent_reports_give_exactly_five_accepted(
    settings, tmp_path, backend
):
    """Issue 45, item 6g: under ``make run``'s cache (no Redis) the count is a database
    row raised by one UPDATE: ten reports at once, five accepted (it was eight)."""
    from lockport_sw.security.models import LimitCount

    settings.CACHES = {"default": {"BACKEND": backend, "LOCATION": str(tmp_path / "cache")}}
    settings.ILLICIT_REPORT_RATE = "5/h"
    posts = [form_data(description=f"Suds, report {i}") for i in range(AT_ONCE)]

    def send(i):
        return Client().post("/report/", posts[i], REMOTE_ADDR="198.51.100.40").status_code

    codes = at_once(send)
    assert sorted(codes) == [302] * 5 + [429] * 5
    assert Report.objects.count() == 5
    assert LimitCount.objects.get().count == 5  # the five refused were given back
    assert limits.exhausted("illicit.report", "198.51.100.40", "5/h")
    assert Client().post("/report/", form_data(), REMOTE_ADDR="198.51.100.41").status_code == 302


def test_ten_concurrent_open311_requests_with_one_key_give_exactly_its_rate(settings):
    settings.OPEN311_KEY_RATE = "5/h"
    _, key = issue_key(name="Busy client")
    _, other = issue_key(name="Other client")

    def data(api_key, i=0):
        return {
            "api_key": api_key,
            "service_code": "oil",
            "lat": "43.1701",
            "long": "-78.6902",
            "description": f"Sheen {i}",
        }

    def send(i):
        return Client().post("/open311/v2/requests.json", data(key, i)).status_code

    codes = at_once(send)
    assert sorted(codes) == [201] * 5 + [429] * 5
    assert Report.objects.count() == 5
    refused = Client().post("/open311/v2/requests.json", data(key))
    assert refused.status_code == 429
    assert "the most allowed" in refused.json()[0]["description"]
    assert Client().post("/open311/v2/requests.json", data(other)).status_code == 201


def test_an_open311_request_refused_for_its_content_does_not_use_the_keys_rate(settings):
    settings.OPEN311_KEY_RATE = "1/h"
    _, key = issue_key(name="Careful client")
    bad = Client().post("/open311/v2/requests.json", {"api_key": key, "service_code": "oil"})
    assert bad.status_code == 400
    good = Client().post(
        "/open311/v2/requests.json",
        {"api_key": key, "service_code": "oil", "lat": "43.17", "long": "-78.69"},
    )
    assert good.status_code == 201


def test_ten_concurrent_links_for_one_case_give_exactly_the_daily_limit(make_user):
    smo = make_user(Role.SMO)
    links.policy_set(acting_user=smo, values={"daily_limit": 5})
    case = PropertyFactory()

    def send(i):
        from django.core.exceptions import ValidationError
        from django.db import transaction

        try:
            with transaction.atomic():
                links.invitation_send(
                    acting_user=smo,
                    subject=case,
                    kind="test.sign",
                    purpose="a test signature",
                    email=f"person{i}@example.org",
                    url_for=lambda token: f"/sign/{token}/",
                    mail_subject="Please sign",
                    mail_body="Open the link to sign.",
                )
            return "sent"
        except ValidationError:
            return "refused"

    assert sorted(at_once(send)) == ["refused"] * 5 + ["sent"] * 5
    assert Invitation.objects.count() == 5


def test_ten_concurrent_refusals_write_one_log_row_counting_ten(make_user):
    applicant = make_user(Role.APPLICANT)
    url = reverse("registry:search")

    def refuse(i):
        client = Client()
        client.force_login(applicant)
        return client.get(url).status_code

    assert at_once(refuse) == [403] * AT_ONCE
    rows = SecurityEvent.objects.filter(kind=Kind.FORBIDDEN)
    assert rows.count() == 1
    tally = ForbiddenTally.objects.get()
    assert tally.count == AT_ONCE and tally.event == rows.get()
    assert rows.get().user == applicant and rows.get().path == url


def test_a_limit_counts_exactly_its_number_in_a_window_and_starts_again_in_the_next():
    import time_machine

    with time_machine.travel("2026-03-02 10:00:05 -05:00", tick=False) as traveller:
        assert [limits.take("t", "a", "3/m") for _ in range(4)] == [True, True, True, False]
        assert limits.exhausted("t", "a", "3/m") and not limits.exhausted("t", "b", "3/m")
        traveller.shift(60)
        assert limits.take("t", "a", "3/m")


@pytest.mark.django_db
def test_with_the_cache_down_the_public_report_is_still_received(settings, caplog):
    """Redis stopped: the limits let the report through and say so in the log."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",  # nothing listens there
        }
    }
    response = Client().post("/report/", form_data(), REMOTE_ADDR="198.51.100.30")
    assert response.status_code == 302
    assert Report.objects.count() == 1
    assert "the cache does not answer" in caplog.text
