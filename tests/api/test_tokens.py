"""Personal API tokens (issue 48): created on the account page (shown once, stored as a
digest), listed, revoked after a confirmation; both are security events; an expired or
revoked token is refused; the per-token limit; manage.py api_token."""

from __future__ import annotations

import hashlib
from datetime import timedelta

import pytest
import time_machine
from django.core.exceptions import PermissionDenied
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.api import services
from lockport_sw.api.models import APIToken
from lockport_sw.security.models import Kind, SecurityEvent
from tests.api.conftest import bearer, token_of

pytestmark = pytest.mark.django_db

LIST = "/api/v1/inspection-requests/"


def test_a_token_is_shown_once_and_stored_as_its_digest(client, applicant):
    client.force_login(applicant)
    response = client.post(
        reverse("api_tokens:list"), {"name": "My script", "scope": "read", "days": "30"}
    )
    assert response.status_code == 200
    token = APIToken.objects.get(user=applicant)
    raw = response.context["raw"]
    assert raw.startswith("lps_") and raw in response.content.decode()
    assert token.digest == hashlib.sha256(raw.encode()).hexdigest()
    assert raw not in {token.prefix, token.digest, token.name}
    # Never again: the list shows its beginning, not the token.
    page = client.get(reverse("api_tokens:list")).content.decode()
    assert raw not in page and token.prefix in page and "My script" in page
    assert bearer(raw).get(LIST).status_code == 200
    event = SecurityEvent.objects.get(kind=Kind.API_TOKEN_CREATED)
    assert event.user == applicant and raw not in event.detail + str(event.data)


def test_the_account_page_links_to_the_tokens(client, applicant):
    client.force_login(applicant)
    page = client.get(reverse("account_change_password")).content.decode()
    assert reverse("api_tokens:list") in page


def test_a_refused_token_form_keeps_what_was_typed(client, applicant):
    client.force_login(applicant)
    response = client.post(reverse("api_tokens:list"), {"name": "Keep me", "days": "900"})
    assert response.status_code == 200
    assert not APIToken.objects.exists()
    assert 'value="Keep me"' in response.content.decode()


def test_revoking_asks_first_then_refuses_the_token_at_once(client, applicant):
    raw = token_of(applicant)
    token = APIToken.objects.get(user=applicant)
    client.force_login(applicant)
    url = reverse("api_tokens:revoke", args=[token.pk])
    assert "Revoke the token" in client.get(url).content.decode()
    token.refresh_from_db()
    assert token.revoked_at is None  # a GET only asks
    assert client.post(url).status_code == 302
    token.refresh_from_db()
    assert token.revoked_at is not None
    response = bearer(raw).get(LIST)
    assert response.status_code == 401
    assert response["Content-Type"] == "application/problem+json"
    assert response["WWW-Authenticate"].startswith("Bearer")
    assert "revoked" in response.json()["detail"]
    event = SecurityEvent.objects.get(kind=Kind.API_TOKEN_REVOKED)
    assert event.user == applicant and event.data["token_id"] == token.pk


def test_another_users_token_cannot_be_revoked(client, applicant, make_user):
    token_of(applicant)
    token = APIToken.objects.get(user=applicant)
    other = make_user(Role.APPLICANT)
    client.force_login(other)
    assert client.post(reverse("api_tokens:revoke", args=[token.pk])).status_code == 404
    with pytest.raises(PermissionDenied, match="owner"):
        services.token_revoke(acting_user=other, token=token)
    token.refresh_from_db()
    assert token.revoked_at is None


def test_an_expired_token_is_refused(applicant):
    raw = token_of(applicant, days=1)
    assert bearer(raw).get(LIST).status_code == 200
    with time_machine.travel(timezone.now() + timedelta(days=1, seconds=1)):
        response = bearer(raw).get(LIST)
    assert response.status_code == 401
    assert response.json()["status"] == 401


def test_an_unknown_token_is_refused(applicant):
    assert bearer("lps_" + "x" * 43).get(LIST).status_code == 401
    assert bearer("not-even-a-token").get(LIST).status_code == 401


def test_the_last_use_is_kept(applicant):
    raw = token_of(applicant)
    token = APIToken.objects.get(user=applicant)
    assert token.last_used_at is None
    bearer(raw).get(LIST)
    token.refresh_from_db()
    assert token.last_used_at is not None


def test_a_read_token_never_writes(applicant):
    response = bearer(token_of(applicant, "read")).post(
        LIST, {"subject": "project"}, content_type="application/json"
    )
    assert response.status_code == 403
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["detail"] == "This needs a token with the write scope."


def test_the_session_reads_but_never_writes(client, applicant):
    client.force_login(applicant)
    assert client.get(LIST).status_code == 200
    response = client.post(LIST, {"subject": "project"}, content_type="application/json")
    assert response.status_code == 403


def test_staff_create_tokens_only_after_their_second_factor(make_user):
    staff = make_user(Role.SMO, mfa=False)
    with pytest.raises(PermissionDenied, match="two-step verification"):
        services.token_create(acting_user=staff, name="x", scope="read", days=1)
    with_factor = make_user(Role.SMO)
    assert services.token_create(acting_user=with_factor, name="x", scope="read", days=1)


def test_every_tokens_requests_count_against_its_own_limit(settings, applicant):
    settings.API_TOKEN_RATE = "3/m"
    first, second = bearer(token_of(applicant)), bearer(token_of(applicant))
    assert [first.get(LIST).status_code for _ in range(3)] == [200, 200, 200]
    refused = first.get(LIST)
    assert refused.status_code == 429
    assert refused["Content-Type"] == "application/problem+json"
    assert int(refused["Retry-After"]) > 0
    assert second.get(LIST).status_code == 200  # another token's count is its own


def test_manage_api_token_prints_the_token_alone_on_its_last_line(capsys, applicant):
    call_command("api_token", applicant.email, "--scope", "read", "--days", "30")
    raw = capsys.readouterr().out.strip().splitlines()[-1]
    assert raw.startswith("lps_") and " " not in raw
    token = APIToken.objects.get(user=applicant)
    assert token.scope == "read"
    assert token.expires_at - token.created_at == timedelta(days=30)
    assert bearer(raw).get(LIST).status_code == 200
    assert SecurityEvent.objects.filter(kind=Kind.API_TOKEN_CREATED, user=applicant).exists()


def test_the_token_page_costs_the_same_queries_at_1_and_at_20_tokens(client, applicant):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client.force_login(applicant)
    url = reverse("api_tokens:list")
    token_of(applicant)
    client.get(url)

    def count() -> int:
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        return len(queries.captured_queries)

    one = count()
    for _ in range(19):
        token_of(applicant)
    assert count() == one
