"""Issue 9, item 4: the security event log. Each event writes exactly one row; the table
is append-only (model, queryset and a PostgreSQL trigger); the SMO reads it with filters."""

from __future__ import annotations

import json
import re

import pytest
from django.core import mail
from django.db import connection, transaction
from django.db.utils import DatabaseError
from django.test import Client
from django.urls import reverse

from lockport_sw.accounts import services as accounts
from lockport_sw.accounts.roles import Role
from lockport_sw.core.immutable import ImmutableRecordError
from lockport_sw.security import services
from lockport_sw.security.models import Kind, SecurityEvent
from tests.documents.factories import issued_document
from tests.documents.factories import upload as stored_upload
from tests.factories import PASSWORD, PropertyFactory
from tests.signin import post_password

pytestmark = pytest.mark.django_db


def rows(kind: Kind, **filters):
    return list(SecurityEvent.objects.filter(kind=kind, **filters))


class one_new_row:
    """``with one_new_row(Kind.X) as got: ...`` then ``got.event``: exactly one row of
    that kind was written (and no other row of the audited kinds of item 4)."""

    def __init__(self, kind: Kind):
        self.kind = kind

    def __enter__(self):
        self.before = (
            SecurityEvent.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
        )
        return self

    def __exit__(self, *exc):
        if exc[0]:
            return False
        new = list(SecurityEvent.objects.filter(pk__gt=self.before, kind=self.kind))
        assert len(new) == 1, f"{self.kind}: {len(new)} rows"
        self.event = new[0]
        return False


def test_sign_in_succeeded_writes_one_row(client, applicant):
    with one_new_row(Kind.LOGIN_SUCCEEDED) as got:
        post_password(client, applicant.email, REMOTE_ADDR="203.0.113.9")
    assert got.event.user == applicant
    assert got.event.ip == "203.0.113.9"


def test_sign_in_failed_writes_one_row_with_the_address_typed(client, applicant):
    with one_new_row(Kind.LOGIN_FAILED) as got:
        post_password(client, applicant.email, "wrong password")
    assert got.event.user == applicant
    assert got.event.data == {"step": "password"}


def test_a_wrong_authenticator_code_is_a_failed_sign_in(client, smo):
    post_password(client, smo.email)
    with one_new_row(Kind.LOGIN_FAILED) as got:
        client.post(reverse("mfa_authenticate"), {"code": "000000"})
    assert got.event.user == smo
    assert got.event.data == {"step": "second factor"}


def test_a_failed_sign_in_for_an_unknown_address_is_recorded_without_an_account(client):
    with one_new_row(Kind.LOGIN_FAILED) as got:
        post_password(client, "nobody@example.org", "guess")
    assert got.event.user is None
    assert got.event.email == "nobody@example.org"


def test_lockout_writes_one_row_per_refused_attempt(client, applicant):
    for _ in range(5):
        post_password(client, applicant.email, "wrong password")
    with one_new_row(Kind.LOCKOUT) as got:
        post_password(client, applicant.email)
    assert got.event.user == applicant
    assert not rows(Kind.LOGIN_FAILED, pk__gt=got.event.pk)


def test_sign_out_writes_one_row(client, applicant):
    client.force_login(applicant)
    with one_new_row(Kind.LOGOUT) as got:
        client.post(reverse("account_logout"))
    assert got.event.user == applicant


def test_password_changed_writes_one_row(client, applicant):
    client.force_login(applicant)
    with one_new_row(Kind.PASSWORD_CHANGED):
        client.post(
            reverse("account_change_password"),
            {
                "oldpassword": PASSWORD,
                "password1": "a-new-long-pass",
                "password2": "a-new-long-pass",
            },
        )


def test_password_reset_writes_one_row(client, applicant):
    client.post(reverse("account_reset_password"), {"email": applicant.email})
    path = re.search(r"https?://[^/\s]+(/accounts/password/reset/key/[^\s]+/)", mail.outbox[0].body)
    form_url = client.get(path.group(1)).url
    with one_new_row(Kind.PASSWORD_RESET) as got:
        client.post(
            form_url, {"password1": "a-reset-passphrase", "password2": "a-reset-passphrase"}
        )
    assert got.event.user == applicant


def test_role_granted_and_removed_write_one_row_per_role_with_who_did_it(smo, make_user):
    clerk = make_user(Role.CLERK)
    with one_new_row(Kind.ROLE_GRANTED) as granted, one_new_row(Kind.ROLE_REMOVED) as removed:
        accounts.staff_account_set_roles(acting_user=smo, user=clerk, roles=[Role.INSPECTOR])
    assert (granted.event.user, granted.event.actor, granted.event.data) == (
        clerk,
        smo,
        {"role": "inspector"},
    )
    assert removed.event.data == {"role": "clerk"}


def test_role_changes_are_in_the_users_history(smo, make_user):
    clerk = make_user(Role.CLERK)
    accounts.staff_account_set_roles(acting_user=smo, user=clerk, roles=[Role.INSPECTOR])

    latest = clerk.history.first()
    assert [g.group.name for g in latest.groups.all()] == ["inspector"]
    earlier = {tuple(g.group.name for g in h.groups.all()) for h in clerk.history.all()}
    assert ("clerk",) in earlier


def test_staff_account_created_writes_one_row(smo):
    with one_new_row(Kind.STAFF_CREATED) as got:
        user = accounts.staff_account_create(
            acting_user=smo, email="ivy@lockport.example", full_name="Ivy", roles=[Role.INSPECTOR]
        )
    assert (got.event.user, got.event.actor) == (user, smo)


def test_staff_account_deactivated_writes_one_row(smo, make_user):
    clerk = make_user(Role.CLERK)
    with one_new_row(Kind.STAFF_DEACTIVATED) as got:
        accounts.staff_account_deactivate(acting_user=smo, user=clerk)
    assert (got.event.user, got.event.actor) == (clerk, smo)


def test_every_file_download_writes_one_row(client, smo, applicant):
    upload = stored_upload(uploaded_by=applicant)
    client.force_login(smo)
    with one_new_row(Kind.FILE_DOWNLOADED) as got:
        assert client.get(upload.get_absolute_url()).status_code == 200
    assert got.event.user == smo
    assert got.event.data == {"upload": str(upload.pk)}


def test_every_letter_download_writes_one_row(client, smo):
    document = issued_document(subject=PropertyFactory(), issued_by=smo)
    client.force_login(smo)
    with one_new_row(Kind.LETTER_DOWNLOADED) as got:
        assert client.get(document.get_absolute_url()).status_code == 200
    assert got.event.detail == document.number


def test_every_403_writes_one_row_with_the_users_identity(client, applicant):
    client.force_login(applicant)
    with one_new_row(Kind.FORBIDDEN) as got:
        assert client.get(reverse("registry:search")).status_code == 403
    assert got.event.user == applicant
    assert got.event.path == reverse("registry:search")


def test_403_rows_are_aggregated_per_user_and_minute_whatever_the_path(client, applicant, smo):
    from datetime import timedelta

    import time_machine
    from django.utils import timezone

    from lockport_sw.security.models import ForbiddenTally

    search, log = reverse("registry:search"), reverse("security:event_list")
    client.force_login(applicant)
    start = timezone.now().replace(second=5, microsecond=0)
    with time_machine.travel(start, tick=False) as clock:
        for _ in range(20):  # a flood: one row, twenty counted
            assert client.get(search).status_code == 403
        assert client.get(log).status_code == 403  # another path: counted on the same row
        # A sweep of many distinct paths in the same minute adds no row (issue 45, 6b).
        for n in range(300):
            assert client.get(f"/reports/ms4/2026/figures/x{n}/").status_code == 403
        clock.shift(timedelta(minutes=1))
        assert client.get(search).status_code == 403  # the next minute: a new row
    rows_of = list(SecurityEvent.objects.filter(kind=Kind.FORBIDDEN).order_by("pk"))
    first_minute = ForbiddenTally.objects.get(event=rows_of[0]).count
    assert first_minute >= 21  # the twenty, the log, and every refused path of the sweep
    assert [(e.path, e.tally.count) for e in rows_of] == [(search, first_minute), (search, 1)]
    assert ForbiddenTally.objects.count() == len(rows_of) == 2
    staff = Client()
    staff.force_login(smo)
    assert (
        f"({first_minute} refusals that minute, of any path; this one first)"
        in staff.get(log).content.decode()
    )


def test_each_event_is_also_a_structured_log_line(caplog, applicant):
    with caplog.at_level("INFO", logger="lockport_sw.security"):
        services.record(Kind.LOGIN_FAILED, user=applicant, step="password")
    line = json.loads(caplog.records[-1].getMessage())
    assert line["event"] == "login_failed"
    assert line["user_id"] == applicant.pk
    assert line["step"] == "password"


# --- Append-only ------------------------------------------------------------------------
def test_the_model_refuses_to_change_or_delete_an_event(applicant):
    event = services.record(Kind.LOGOUT, user=applicant)
    event.detail = "changed"
    with pytest.raises(ImmutableRecordError, match="cannot be changed once stored"):
        event.save()
    with pytest.raises(ImmutableRecordError, match="is never deleted"):
        event.delete()
    with pytest.raises(ImmutableRecordError, match="security events are never changed"):
        SecurityEvent.objects.filter(pk=event.pk).update(detail="x")
    with pytest.raises(ImmutableRecordError, match="security events are never deleted"):
        SecurityEvent.objects.filter(pk=event.pk).delete()


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE security_securityevent SET detail = 'rewritten' WHERE id = %s",
        "DELETE FROM security_securityevent WHERE id = %s",
    ],
)
def test_an_update_or_delete_on_the_log_table_fails_in_postgresql(applicant, sql):
    event = services.record(Kind.LOGOUT, user=applicant)

    with (
        pytest.raises(DatabaseError, match="written once"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute(sql, [event.pk])

    assert SecurityEvent.objects.get(pk=event.pk).detail == ""


# --- The SMO's page ---------------------------------------------------------------------
def _bulk_events(n: int, user):
    SecurityEvent.objects.bulk_create(
        SecurityEvent(
            kind=Kind.LOGIN_FAILED, user=user, actor=user, email=user.email, ip="192.0.2.1"
        )
        for _ in range(n)
    )


def test_the_log_page_keeps_a_fixed_number_of_queries(
    client, smo, make_user, django_assert_num_queries, django_assert_max_num_queries
):
    client.force_login(smo)
    _bulk_events(5, make_user(Role.CLERK))
    url = reverse("security:event_list")
    client.get(url)
    with django_assert_max_num_queries(11) as small:  # 11: the menu counts unread messages
        client.get(url)
    baseline = len(small.captured_queries)

    for _ in range(20):
        _bulk_events(50, make_user(Role.INSPECTOR))
    for params in ({}, {"page": 3}, {"kind": "login_failed"}, {"who": "example"}):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert response.status_code == 200
        assert len(response.context["page_obj"].object_list) == 50


def test_the_log_page_filters_by_event_and_account(client, smo, make_user):
    clerk = make_user(Role.CLERK, email="clara@lockport.example")
    services.record(Kind.LOGIN_FAILED, user=clerk)
    services.record(Kind.LOGOUT, user=smo)
    client.force_login(smo)

    response = client.get(reverse("security:event_list"), {"kind": "login_failed", "who": "clara"})

    events = list(response.context["page_obj"])
    assert [(e.kind, e.user) for e in events] == [("login_failed", clerk)]
    html = response.content.decode()
    assert "Sign-in failed" in html and "clara@lockport.example" in html


def test_only_the_smo_and_administrators_read_the_log(client, make_user):
    client.force_login(make_user(Role.INSPECTOR))
    assert client.get(reverse("security:event_list")).status_code == 403
    client.force_login(make_user(is_superuser=True, is_staff=True))
    assert client.get(reverse("security:event_list")).status_code == 200
