"""Served letters: every order or notice that binds a person, other than the notice of
violation and the stop-work order (which keep their own rows), issued through the same
machinery (issue 23, item 3): checked before it is issued (the addressee's postal
address), a numbered, hashed, immutable PDF, service recorded on its document
(``ServiceRecord``: personal delivery, certified mail with the receipt, refusal or
"unclaimed", posting), listed in the addressee's "Notices to you", and a message and an
email. The record the letter is about (a Chapter 158 order, an MS4 access action, a
discharge approval, an occupancy hold, corrective measures) is its ``subject``; what the
letter says is in its PDF, built by the chapter from that record.

    issued ──service complete──> served
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField


class ServedLetter(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        ISSUED = "issued", "Issued, not yet served"
        SERVED = "served", "Served"

    number = models.CharField(max_length=50, unique=True, help_text="The document's number.")
    kind = models.CharField(max_length=20, help_text="The registered kind (its document series).")
    chapter = models.CharField(max_length=3)
    title = models.CharField(max_length=200)
    citation = models.CharField(max_length=100, help_text="The section the letter acts under.")
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="served_letter"
    )
    state = StateField(max_length=12, choices=State.choices, default=State.ISSUED, protected=True)
    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")
    parcel = models.ForeignKey(
        "registry.Property", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    addressee = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="served_letters"
    )
    addressee_name = models.CharField(max_length=200)
    addressee_address = models.CharField(max_length=300)
    # The status the record gives the addressee on the day of issue ("landowner of
    # record") or empty; the others the same notice was given to, each by a letter of its
    # own ([{"party", "name", "address", "role"}]); the copies (the applicant, the
    # developer) as on the day of issue, and the same as parties: they find their copy
    # in "Notices to you".
    addressee_role = models.CharField(max_length=60, blank=True)
    also_addressed = models.JSONField(default=list, blank=True)
    copies = models.JSONField(default=list, blank=True)
    copied_to = models.ManyToManyField("registry.Party", blank=True, related_name="letters_copied")
    copy_to = models.CharField(
        max_length=200, blank=True, help_text="Who receives a copy (e.g. the Building Inspector)."
    )
    due_date = models.DateField(null=True, blank=True, help_text="A date the letter sets.")
    issued_at = models.DateTimeField()
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    served_at = models.DateTimeField(
        null=True, blank=True, help_text="When service was complete (from its record)."
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["-issued_at", "-pk"]
        indexes = [
            models.Index(fields=["subject_type", "subject_id"], name="served_subject_idx"),
            models.Index(fields=["state", "-issued_at"], name="served_state_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.title} {self.number}"

    def get_absolute_url(self) -> str:
        return reverse("enforcement:letter_detail", args=[self.number])

    @property
    def is_served(self) -> bool:
        return self.served_at is not None

    @transition(field=state, source=State.ISSUED, target=State.SERVED)
    def _serve(self) -> None:
        pass
