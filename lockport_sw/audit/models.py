"""The case timeline: one row per thing a person (or the system) did to a case.

Services write an event in the same transaction as the change they make, so the
timeline on a case's page can never disagree with the case. Field-level history is
django-simple-history's; this is the readable "who did what, when".
"""

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.utils import timezone

from lockport_sw.calendar.words import short_datetime


class AuditEvent(models.Model):
    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="Empty when the system acted (the sweep, a public form).",
    )
    actor_label = models.CharField(
        max_length=200, blank=True, help_text="Who acted, for people without an account."
    )
    action = models.CharField(max_length=60, help_text="A stable code, e.g. swppp.submitted.")
    summary = models.CharField(max_length=500)
    data = models.JSONField(default=dict, blank=True)
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-at", "-pk"]
        indexes = [
            models.Index(fields=["subject_type", "subject_id", "-at"], name="audit_subject_idx")
        ]

    def __str__(self) -> str:
        return f"{short_datetime(self.at)} {self.action}: {self.summary}"

    @property
    def who(self) -> str:
        if self.actor_id:
            return str(self.actor)
        return self.actor_label or "the system"
