"""Signing links ("invitations") and the Town's policy for them.

A link is the only key a person without an account holds: a contractor signing the
§ 159-5D certification, a licensed professional signing a SWPPP under § 159-5B(4). So:

- it goes to the person's own address, by email, and is shown to nobody else;
- only a hash of its token is stored (a copy of the database opens no link);
- it is used once; it expires after the Town's policy period (``LinkPolicy``);
- a case (its ``subject``) may send only so many a day (``LinkPolicy``);
- its sending, use and withdrawal are on the case's timeline (lockport_sw.audit).

A chapter keeps what the link is for in its own row (``swppp.ContractorInvitation``,
``swppp.ProfessionalSignature``) pointing at the ``Invitation``.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.utils import timezone
from simple_history.models import HistoricalRecords

from lockport_sw.jurisdiction.registry import words_lazy


class LinkPolicy(models.Model):
    """A Town policy value for signing links, changed by the SMO (history kept)."""

    class Key(models.TextChoices):
        EXPIRY_DAYS = "expiry_days", "Days a link stays valid"
        DAILY_LIMIT = "daily_limit", "Links one case may send in a day"

    key = models.CharField(max_length=20, unique=True, choices=Key.choices)
    value = models.PositiveIntegerField()
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        verbose_name_plural = "link policies"

    def __str__(self) -> str:
        return f"{self.get_key_display()}: {self.value}"


# The values in force until the SMO changes them, and the range they may take.
DEFAULTS = {LinkPolicy.Key.EXPIRY_DAYS: 14, LinkPolicy.Key.DAILY_LIMIT: 10}
BOUNDS = {LinkPolicy.Key.EXPIRY_DAYS: (1, 90), LinkPolicy.Key.DAILY_LIMIT: (1, 100)}


class Invitation(models.Model):
    class State(models.TextChoices):
        OPEN = "open", "Waiting to be used"
        USED = "used", "Used"
        WITHDRAWN = "withdrawn", "Withdrawn"
        EXPIRED = "expired", "Expired"

    kind = models.CharField(
        max_length=60, help_text="What the link is for, e.g. swppp.contractor; one URL each."
    )
    purpose = models.CharField(
        max_length=200,
        help_text=words_lazy(
            "In words, e.g. “the {cite:swm.contractor_certification} contractor certification”."
        ),
    )
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    email = models.EmailField(help_text="The person's own address: the link is sent only there.")
    name = models.CharField(max_length=150, blank=True, help_text="Whom the link is for.")
    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    withdrawn_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    withdrawal_reason = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [
            models.Index(
                fields=["subject_type", "subject_id", "created_at"], name="invitation_subject_idx"
            )
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(used_at__isnull=True) | models.Q(withdrawn_at__isnull=True),
                name="invitation_used_or_withdrawn_not_both",
            )
        ]

    def __str__(self) -> str:
        return f"Link for {self.purpose} to {self.email}"

    def state_at(self, moment) -> str:
        if self.used_at is not None:
            return self.State.USED
        if self.withdrawn_at is not None:
            return self.State.WITHDRAWN
        if moment >= self.expires_at:
            return self.State.EXPIRED
        return self.State.OPEN

    @property
    def state(self) -> str:
        return self.state_at(timezone.now())

    @property
    def is_open(self) -> bool:
        return self.state == self.State.OPEN

    def get_state_display(self) -> str:
        return self.State(self.state).label
