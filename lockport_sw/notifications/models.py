"""The outbox: every message to a person is a row, written in the transaction of the
event that causes it and delivered afterwards by a Celery task.

A message is unique per (event, address): the same event can never message the same
person twice, however often the code that raises it runs.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Notification(models.Model):
    class EmailStatus(models.TextChoices):
        PENDING = "pending", "Waiting to be sent"
        SENT = "sent", "Sent"
        FAILED = "failed", "Failed"
        NOT_EMAILED = "none", "In-app only"

    event_key = models.CharField(
        max_length=200, help_text="What caused it, e.g. deadline:42:reminder:7d."
    )
    address = models.EmailField(help_text="Where the email goes (lower case).")
    recipient = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="notifications",
        help_text="The account that sees it in the app, when the recipient has one.",
    )
    subject = models.CharField(max_length=200)
    body = models.TextField()
    url = models.CharField(max_length=500, blank=True)
    link_redacted = models.BooleanField(
        default=False,
        help_text="The link was removed once emailed: a link to a person without an "
        "account opens a record by its secret token (a signing or status page).",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    read_at = models.DateTimeField(null=True, blank=True)
    email_status = models.CharField(
        max_length=10, choices=EmailStatus.choices, default=EmailStatus.PENDING
    )
    email_attempts = models.PositiveSmallIntegerField(default=0)
    email_sent_at = models.DateTimeField(null=True, blank=True)
    email_error = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["event_key", "address"], name="notifications_once_per_event_and_address"
            )
        ]
        indexes = [
            models.Index(
                fields=["created_at"],
                condition=models.Q(email_status="pending"),
                name="notifications_pending_idx",
            ),
            models.Index(fields=["recipient", "-created_at"], name="notifications_inbox_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.subject} → {self.address}"
