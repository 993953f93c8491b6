"""An applicant's request for an inspection (§ 159-8A(1)): accepted or refused, kept
either way.

§ 159-8A(1): "the applicant shall notify the SMO at least 48 hours before any of the
following". A request names the kind (a milestone the SMO chose) and the moment the work
will be reached; it is refused when it gives less than the notice (the earliest allowed
moment is kept and shown), while a stop-work order or a work hold applies (except a
site-stabilization inspection), or before every contractor of the SWPPP signed its
§ 159-5D certification. Staff may accept a request refused only for short notice, with a
recorded reason. An accepted request opens the inspection (``inspection``).

    accepted
    refused ──staff accept late notice (reason)──> accepted
    accepted (the Town has not yet given it an inspector or a time) | refused
        ──the applicant withdraws it (a mistyped request)──> withdrawn
          (kept, with who and when; an accepted request's inspection is cancelled)
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from simple_history.models import HistoricalRecords

from ..kinds import get as get_kind
from ..kinds import validate_kind_code
from ._subject import OfNamedSubject


class InspectionRequest(OfNamedSubject):
    class State(models.TextChoices):
        ACCEPTED = "accepted", "Accepted"
        REFUSED = "refused", "Refused"
        WITHDRAWN = "withdrawn", "Withdrawn by the applicant"

    reference = models.CharField(max_length=20, unique=True, help_text="e.g. IR-2026-0001")
    kind = models.CharField(max_length=40, validators=[validate_kind_code])
    chapter = models.CharField(max_length=3)
    parcel = models.ForeignKey(
        "registry.Property", on_delete=models.PROTECT, related_name="inspection_requests"
    )

    proposed_for = models.DateTimeField(help_text="When the milestone will be reached.")
    note = models.TextField(blank=True, max_length=2000)
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    requested_at = models.DateTimeField()
    # § 159-8A(1): the earliest moment a request made at ``requested_at`` may name.
    earliest_allowed = models.DateTimeField()
    notice_reasoning = models.JSONField(default=list, blank=True)

    state = models.CharField(max_length=10, choices=State.choices)
    short_notice = models.BooleanField(default=False)
    # Other reasons it was refused (a hold, a stop-work order, § 159-5D), full sentences.
    refusals = models.JSONField(default=list, blank=True)
    late_reason = models.TextField(
        blank=True, max_length=2000, help_text="Why staff accepted a request with short notice."
    )
    late_accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    late_accepted_at = models.DateTimeField(null=True, blank=True)
    inspection = models.OneToOneField(
        "inspections.Inspection",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="request",
    )
    # Withdrawn by the applicant before the Town acted on it (services.requests
    # .request_withdraw): kept, never deleted; an accepted one keeps its cancelled inspection.
    withdrawn_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    withdrawn_reason = models.TextField(
        "why it is withdrawn", blank=True, max_length=2000, help_text="Optional."
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["-requested_at", "-pk"]
        indexes = [
            models.Index(fields=["subject_type", "subject_id"], name="inspreq_subject_idx"),
            models.Index(fields=["state", "-requested_at"], name="inspreq_state_idx"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(state="refused", inspection__isnull=True)
                | models.Q(state="accepted", inspection__isnull=False)
                | models.Q(state="withdrawn"),
                name="inspreq_accepted_iff_inspection",
            ),
            models.CheckConstraint(
                condition=~models.Q(state="withdrawn")
                | models.Q(withdrawn_at__isnull=False, withdrawn_by__isnull=False),
                name="inspreq_withdrawn_by_whom_and_when",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.reference}: {self.kind_spec.name}"

    @property
    def kind_spec(self):
        return get_kind(self.kind)

    @property
    def all_reasons(self) -> list[str]:
        reasons = list(self.refusals)
        if self.short_notice and self.state == self.State.REFUSED:
            reasons.insert(0, "short notice")
        return reasons

    @property
    def refused_only_for_notice(self) -> bool:
        return self.state == self.State.REFUSED and self.short_notice and not self.refusals
