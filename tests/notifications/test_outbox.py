"""The outbox: one message per event and address, emailed once (issue 3, item 6)."""

import pytest
from django.core import mail
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.core import floor
from lockport_sw.notifications import services
from lockport_sw.notifications.models import Notification
from lockport_sw.notifications.services import Recipient

pytestmark = pytest.mark.django_db


def test_notify_writes_one_row_per_recipient_and_is_idempotent(applicant, smo):
    first = services.notify(
        event_key="swppp:1:received", recipients=[applicant, smo], subject="Received", body="x"
    )
    again = services.notify(
        event_key="swppp:1:received", recipients=[applicant, smo], subject="Received", body="x"
    )

    assert (first, again) == (2, 0)
    assert Notification.objects.count() == 2


def test_people_without_an_account_are_reached_by_email_only():
    services.notify(
        event_key="report:7:received",
        recipients=[Recipient(address="resident@example.org")],
        subject="Thank you",
        body="Your report",
    )

    message = Notification.objects.get()
    assert message.recipient is None
    assert message.address == "resident@example.org"


def test_the_drain_emails_each_pending_message_once(applicant):
    services.notify(
        event_key="e:1", recipients=[applicant], subject="Hello", body="Body", url="/x/"
    )

    assert services.drain_outbox() == 1
    assert services.drain_outbox() == 0

    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == [applicant.email]
    assert "http://" in mail.outbox[0].body and "/x/" in mail.outbox[0].body
    assert Notification.objects.get().email_status == Notification.EmailStatus.SENT


def test_a_secret_link_to_a_person_without_an_account_is_redacted_once_sent(applicant):
    services.notify(
        event_key="link:1",
        recipients=[Recipient(address="erin@engineers.example")],
        subject="Please sign",
        body="Open the link to sign.",
        url="/sign/s3cret-token/",
    )
    services.notify(
        event_key="e:2", recipients=[applicant], subject="Hello", body="Body", url="/x/"
    )
    pending = Notification.objects.get(address="erin@engineers.example")
    assert pending.url == "/sign/s3cret-token/"  # kept until it is sent

    assert services.drain_outbox() == 2

    sent = Notification.objects.get(address="erin@engineers.example")
    assert "/sign/s3cret-token/" in mail.outbox[0].body + mail.outbox[1].body
    assert sent.url == "" and sent.link_redacted
    assert "s3cret" not in sent.body
    inbox = Notification.objects.get(recipient=applicant)  # the inbox's link stays
    assert inbox.url == "/x/" and not inbox.link_redacted


def test_a_failed_send_stays_pending_and_is_retried(applicant, settings):
    services.notify(event_key="e:2", recipients=[applicant], subject="Hello", body="Body")
    settings.EMAIL_BACKEND = "tests.notifications.failing_backend.FailingBackend"

    assert services.drain_outbox() == 0
    message = Notification.objects.get()
    assert message.email_status == Notification.EmailStatus.PENDING
    assert message.email_attempts == 1
    assert "refused" in message.email_error

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    assert services.drain_outbox() == 1


def test_in_app_only_messages_are_never_emailed(applicant):
    services.notify(event_key="e:3", recipients=[applicant], subject="S", body="B", email=False)

    assert services.drain_outbox() == 0
    assert not mail.outbox


def test_the_inbox_lists_only_the_users_own_messages(client, applicant, make_user):
    other = make_user(Role.APPLICANT)
    services.notify(event_key="e:4", recipients=[applicant], subject="Mine", body="B")
    services.notify(event_key="e:4", recipients=[other], subject="Theirs", body="B")
    client.force_login(applicant)

    response = client.get(reverse("notifications:inbox"))

    assert b"Mine" in response.content
    assert b"Theirs" not in response.content
    client.post(reverse("notifications:mark_all_read"))
    assert Notification.objects.get(recipient=applicant).read_at is not None
    assert Notification.objects.get(recipient=other).read_at is None


def test_the_inbox_is_paginated_with_a_fixed_number_of_queries(
    client, applicant, django_assert_max_num_queries, django_assert_num_queries
):
    def messages(n, start):
        for i in range(start, start + n):
            services.notify(event_key=f"e:{i}", recipients=[applicant], subject=f"S{i}", body="B")

    messages(3, 0)
    client.force_login(applicant)
    url = reverse("notifications:inbox")
    client.get(url)  # the roles, permissions and unread count, kept (core/floor.py)
    with django_assert_max_num_queries(15) as small:
        client.get(url)
    messages(60, 3)
    # The new messages made the menu's unread count forgotten: it is counted again.
    with django_assert_num_queries(len(small.captured_queries) + 1):
        response = client.get(url, {"page": 2})
    with django_assert_num_queries(len(small.captured_queries)):
        response = client.get(url, {"page": 2})
    assert len(response.context["page_obj"].object_list) == 25


def test_one_transaction_kicks_one_drain_however_many_messages(
    applicant, smo, django_capture_on_commit_callbacks
):
    from django.db import transaction

    with django_capture_on_commit_callbacks() as callbacks, transaction.atomic():
        for i in range(5):
            services.notify(event_key=f"k:{i}", recipients=[applicant, smo], subject="S", body="B")

    # One drain (beside the bump of the recipients' unread counts, core/floor.py).
    assert [c for c in callbacks if c is not floor._bump_pending] == [services._kick_drain]
