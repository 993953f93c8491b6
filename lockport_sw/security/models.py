"""The security event log: who signed in, failed, was locked out, changed what, when.

Append-only (ASVS V16): rows are inserted by ``services.record`` and never updated nor
deleted; the model, its queryset and a PostgreSQL trigger refuse (core/immutable.py).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from lockport_sw.core.immutable import ImmutableModel


class Kind(models.TextChoices):
    LOGIN_SUCCEEDED = "login_succeeded", "Sign-in succeeded"
    LOGIN_FAILED = "login_failed", "Sign-in failed"
    LOCKOUT = "lockout", "Sign-in refused: too many failures"
    LOGOUT = "logout", "Signed out"
    SESSION_EXPIRED = "session_expired", "Session ended: absolute lifetime reached"
    PASSWORD_CHANGED = "password_changed", "Password changed"
    PASSWORD_RESET = "password_reset", "Password reset"
    EMAIL_CHANGED = "email_changed", "Email address changed"
    MFA_ENABLED = "mfa_enabled", "Two-step verification enabled"
    MFA_DISABLED = "mfa_disabled", "Two-step verification disabled"
    MFA_RESET = "mfa_reset", "Two-step verification reset by the SMO"
    RECOVERY_CODES_REGENERATED = "recovery_codes", "Recovery codes regenerated"
    ROLE_GRANTED = "role_granted", "Role granted"
    ROLE_REMOVED = "role_removed", "Role removed"
    STAFF_CREATED = "staff_created", "Staff account created"
    STAFF_DEACTIVATED = "staff_deactivated", "Staff account deactivated"
    FILE_DOWNLOADED = "file_downloaded", "File downloaded"
    LETTER_DOWNLOADED = "letter_downloaded", "Letter downloaded"
    FORBIDDEN = "forbidden", "Refused (403)"
    API_TOKEN_CREATED = "api_token_created", "API token created"
    API_TOKEN_REVOKED = "api_token_revoked", "API token revoked"


class SecurityEvent(ImmutableModel):
    at = models.DateTimeField(default=timezone.now)
    kind = models.CharField(max_length=30, choices=Kind.choices)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="The account concerned (empty: an address that has no account).",
    )
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="Who acted on the account, when someone else (the SMO, an administrator).",
    )
    email = models.CharField(
        max_length=254, blank=True, help_text="The address typed, or the account's address."
    )
    ip = models.GenericIPAddressField(null=True, blank=True)
    user_agent = models.CharField(max_length=300, blank=True)
    path = models.CharField(max_length=500, blank=True)
    detail = models.CharField(max_length=500, blank=True)
    data = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-at", "-pk"]
        indexes = [
            models.Index(fields=["-at", "-id"], name="security_event_at"),
            models.Index(fields=["kind", "-at"], name="security_event_kind"),
            models.Index(fields=["user", "-at"], name="security_event_user"),
        ]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M:%S} {self.kind} {self.email}"


class ForbiddenTally(models.Model):
    """Refusals (403) counted per person (the account, or the address when signed out)
    and minute, whatever the path: the first of each minute is a ``SecurityEvent`` (its
    path is ``path`` here), the others only add to its count, so a person sweeping
    thousands of distinct paths writes at most one row a minute (issue 19, item 7;
    issue 45, item 6b).
    Counted by one ``INSERT ... ON CONFLICT DO UPDATE`` (``services.forbidden_record``):
    two refusals at once never both take the first place."""

    who = models.CharField(max_length=80, help_text="user:<id> or ip:<address>")
    path = models.CharField(max_length=500, help_text="The minute's first refused path.")
    minute = models.DateTimeField()
    count = models.PositiveIntegerField(default=1)
    event = models.OneToOneField(
        SecurityEvent, null=True, blank=True, on_delete=models.PROTECT, related_name="tally"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["who", "minute"], name="security_forbidden_once_a_minute_per_person"
            )
        ]

    def __str__(self) -> str:
        return f"{self.who} {self.path} {self.minute:%Y-%m-%d %H:%M} x{self.count}"


class LimitCount(models.Model):
    """A limit's count for one scope, identity and window, when the cache is not Redis
    (``make run`` with no ``REDIS_URL``): the file and local-memory caches read then write
    an increment, so ten reports at once were eight accepted against five (issue 45,
    item 6g). Counted by one ``UPDATE ... SET count = count + 1`` on this row, which the
    database runs one at a time (``limits._add_in_database``)."""

    key = models.CharField(max_length=200, unique=True)
    count = models.IntegerField(default=0)
    expires_at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key} = {self.count}"
