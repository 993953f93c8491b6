"""Raising notifications (inside the caller's transaction) and delivering them."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone

from lockport_sw.core import floor

from .models import Notification

log = logging.getLogger(__name__)

MAX_EMAIL_ATTEMPTS = 5


@dataclass(frozen=True)
class Recipient:
    address: str
    user_id: int | None = None

    @classmethod
    def of(cls, user) -> Recipient:
        return cls(address=user.email.lower(), user_id=user.pk)


def notify(
    *,
    event_key: str,
    recipients: Iterable,
    subject: str,
    body: str,
    url: str = "",
    email: bool = True,
) -> int:
    """Queue one message per recipient for this event; return how many are new.

    Recipients are users or ``Recipient``s (for people without an account). A message
    already queued for this event and address is left alone, so calling this twice is
    harmless. Delivery starts when the caller's transaction commits.
    """
    rows = {}
    for r in recipients:
        rec = r if isinstance(r, Recipient) else Recipient.of(r)
        if rec.address:
            rows[rec.address] = Notification(
                event_key=event_key,
                address=rec.address,
                recipient_id=rec.user_id,
                subject=subject[:200],
                body=body,
                url=url,
                email_status=(
                    Notification.EmailStatus.PENDING
                    if email
                    else Notification.EmailStatus.NOT_EMAILED
                ),
            )
    if not rows:
        return 0
    existing = set(
        Notification.objects.filter(event_key=event_key, address__in=rows).values_list(
            "address", flat=True
        )
    )
    new = [n for a, n in rows.items() if a not in existing]
    # A concurrent caller may insert the same row between the check and here: the
    # unique constraint makes the second insert a no-op.
    Notification.objects.bulk_create(new, ignore_conflicts=True)
    floor.bump(floor.UNREAD, [n.recipient_id for n in new])  # bulk_create sends no signal
    if new and email:
        _kick_drain_on_commit()
    return len(new)


def _kick_drain_on_commit() -> None:
    """Queue one drain when the transaction commits, however many messages it raised."""
    connection = transaction.get_connection()
    if any(func is _kick_drain for _sids, func, _robust in connection.run_on_commit):
        return
    transaction.on_commit(_kick_drain)


def _kick_drain() -> None:
    from .tasks import drain_outbox

    try:
        drain_outbox.delay()
    except Exception:  # broker down: the periodic drain will deliver it
        log.warning("Could not queue drain_outbox; the periodic drain will send the mail.")


def drain_outbox(batch_size: int = 100) -> int:
    """Email every pending message once; return how many were sent.

    Rows are claimed with SELECT ... FOR UPDATE SKIP LOCKED, so concurrent drains never
    send the same row. A message is marked sent in the transaction that sent it; a
    crash between the SMTP hand-off and the commit can resend that one message (email
    is at-least-once), never skip it.
    """
    sent = 0
    while True:
        with transaction.atomic():
            batch = list(
                Notification.objects.select_for_update(skip_locked=True)
                .filter(email_status=Notification.EmailStatus.PENDING)
                .order_by("created_at", "pk")[:batch_size]
            )
            if not batch:
                return sent
            for message in batch:
                message.email_attempts += 1
                try:
                    send_mail(
                        subject=f"{settings.ACCOUNT_EMAIL_SUBJECT_PREFIX}{message.subject}",
                        message=_with_link(message),
                        from_email=settings.DEFAULT_FROM_EMAIL,
                        recipient_list=[message.address],
                    )
                except Exception as exc:  # noqa: BLE001 (any transport error is recorded)
                    message.email_error = str(exc)[:2000]
                    if message.email_attempts >= MAX_EMAIL_ATTEMPTS:
                        message.email_status = Notification.EmailStatus.FAILED
                    log.warning("Email to %s failed: %s", message.address, exc)
                else:
                    message.email_status = Notification.EmailStatus.SENT
                    message.email_sent_at = timezone.now()
                    message.email_error = ""
                    _redact_link(message)
                    sent += 1
                message.save(
                    update_fields=[
                        "email_attempts",
                        "email_status",
                        "email_sent_at",
                        "email_error",
                        "url",
                        "link_redacted",
                    ]
                )
            if any(m.email_status == Notification.EmailStatus.PENDING for m in batch):
                # Failed sends stay pending for the next periodic drain, not this loop.
                return sent


def _redact_link(message: Notification) -> None:
    """Once emailed, a message to a person without an account loses its link: such a link
    opens a record by its secret token (a signing link, a report's status page), and the
    outbox is no place to keep it in plain text. A message to an account keeps its link:
    it is the inbox's, to a page behind the sign-in."""
    if message.recipient_id is None and message.url:
        message.url = ""
        message.link_redacted = True


def _with_link(message: Notification) -> str:
    if not message.url:
        return message.body
    link = message.url if message.url.startswith("http") else settings.SITE_URL + message.url
    return f"{message.body}\n\n{link}"


def mark_read(*, acting_user, notification_ids: Iterable[int] | None = None) -> int:
    """Mark the user's own messages read (all of them when no ids are given)."""
    qs = Notification.objects.filter(recipient=acting_user, read_at__isnull=True)
    if notification_ids is not None:
        qs = qs.filter(pk__in=list(notification_ids))
    marked = qs.update(read_at=timezone.now())
    floor.bump(floor.UNREAD, [acting_user.pk])  # QuerySet.update sends no signal
    return marked
