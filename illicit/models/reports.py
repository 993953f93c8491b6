"""Reports from the public (the web form, or an Open311 GeoReport v2 client).

A report is what someone saw; the SMO triages it: opens a case, merges it into an
existing case, or closes it with a reason. The reporter follows it by its reference and
a secret token (only its hash is kept), and is told of each step by email when they
gave an address. Personal data (name, email, phone) is never published: the Open311
fields and the status page show only ``ReportUpdate`` notes written by the services.

State diagram (docs/architecture.md):

    new ──open a case──> case
    new ──merge into an existing case──> merged
    new ──close with a reason──> closed
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.registry.validation import validate_phone
from lockport_sw.reports.search import search_index

from .. import kinds


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class ApiClient(models.Model):
    """An Open311 client the SMO issued an API key to (in the admin). Only the key's
    hash is kept; the key is shown once, when it is issued."""

    name = models.CharField(max_length=150, help_text="The application or organization.")
    contact_email = models.EmailField(blank=True)
    key_prefix = models.CharField(max_length=8, editable=False)
    key_hash = models.CharField(max_length=64, unique=True, editable=False)
    active = models.BooleanField(default=True)
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "Open311 API key"
        ordering = ["name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.key_prefix}…)"


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
REPORT_SEARCH_TEXT = ("description", "address")


class Report(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        NEW = "new", "New: waiting for triage"
        CASE = "case", "A case was opened"
        MERGED = "merged", "Merged into an existing case"
        CLOSED = "closed", "Closed"

    class Source(models.TextChoices):
        WEB = "web", "Web form"
        OPEN311 = "open311", "Open311 client"

    class CloseReason(models.TextChoices):
        NOT_ILLICIT = "not_illicit", "Not an illicit discharge: stormwater or an allowed discharge"
        NOT_FOUND = "not_found", "Nothing was found at the place reported"
        OUTSIDE = (
            "outside",
            "Outside the Town's storm sewer system: passed to the agency responsible",
        )
        NOT_STORMWATER = "not_stormwater", "Not about stormwater"

    reference = models.CharField(
        max_length=20, unique=True, help_text="e.g. R-2026-0001; the Open311 service_request_id."
    )
    token_hash = models.CharField(max_length=64, editable=False)
    kind = models.CharField("what was seen", max_length=30, choices=kinds.CHOICES)
    latitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    longitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    address = models.CharField("where", max_length=300, blank=True)
    observed_at = models.DateTimeField("when it was seen", null=True, blank=True)
    description = models.TextField(blank=True)
    attributes = models.JSONField(default=dict, blank=True)
    media_url = models.URLField(max_length=500, blank=True)
    # What Open311 and the status page publish of the description: only what staff have
    # read and approved (services.reports.report_description_publish), never the raw text.
    published_description = models.TextField(blank=True)
    description_reviewed_at = models.DateTimeField(null=True, blank=True)
    description_reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    # What Open311 and the status page publish of "where" in words: only a location the
    # Town computed from its street list at receipt (services.reports.town_location) or
    # one staff wrote (report_location_publish). A "where" the Town could not compute is
    # held (``location_held``), with the description, until staff publish a location.
    public_location = models.CharField("public location", max_length=300, blank=True)
    location_held = models.BooleanField(default=False)
    location_reviewed_at = models.DateTimeField(null=True, blank=True)
    location_reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    # Personal data: never published.
    reporter_name = models.CharField(max_length=150, blank=True)
    reporter_email = models.EmailField(blank=True)
    reporter_phone = models.CharField(max_length=30, blank=True, validators=[validate_phone])

    source = models.CharField(max_length=10, choices=Source.choices, default=Source.WEB)
    api_client = models.ForeignKey(
        ApiClient, null=True, blank=True, on_delete=models.PROTECT, related_name="reports"
    )
    state = StateField(max_length=10, choices=State.choices, default=State.NEW, protected=True)
    case = models.ForeignKey(
        "illicit.Case", null=True, blank=True, on_delete=models.PROTECT, related_name="reports"
    )
    closed_reason = models.CharField(max_length=20, choices=CloseReason.choices, blank=True)
    close_note = models.TextField("internal note", blank=True)
    triaged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    triaged_at = models.DateTimeField(null=True, blank=True)
    requested_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    history = HistoricalRecords(excluded_fields=["token_hash"])

    class Meta:
        ordering = ["-requested_at", "-pk"]
        permissions = [("triage_report", "Triage reports from the public")]
        indexes = [
            models.Index(fields=["state", "requested_at"], name="illicit_report_state_idx"),
            models.Index(fields=["-requested_at", "-id"], name="illicit_report_requested_idx"),
            models.Index(fields=["kind", "-requested_at"], name="illicit_report_kind_idx"),
            search_index("illicit_report_search", REPORT_SEARCH_TEXT),
        ]
        constraints = [
            models.CheckConstraint(
                condition=(models.Q(latitude__isnull=True) & models.Q(longitude__isnull=True))
                | (models.Q(latitude__isnull=False) & models.Q(longitude__isnull=False)),
                name="illicit_report_lat_long_together",
            ),
            models.CheckConstraint(
                condition=~models.Q(address="") | models.Q(latitude__isnull=False),
                name="illicit_report_has_a_location",
                violation_error_message="A report has an address or a point.",
            ),
        ]

    def __str__(self) -> str:
        return f"Report {self.reference}"

    def get_absolute_url(self) -> str:
        return reverse("illicit:report_detail", args=[self.reference])

    @property
    def kind_spec(self) -> kinds.ReportKind:
        return kinds.get(self.kind)

    @property
    def where(self) -> str:
        if self.address:
            return self.address
        return f"{self.latitude}, {self.longitude}"

    @property
    def open311_status(self) -> str:
        """GeoReport v2: "open" (reported) or "closed" (resolved)."""
        if self.state == self.State.CLOSED:
            return "closed"
        if self.case_id is not None and self.case.is_closed:
            return "closed"
        return "open"

    # Transitions: each called by one service (illicit/services/triage.py) ---------------
    @transition(field=state, source=State.NEW, target=State.CASE)
    def _open_case(self) -> None:
        pass

    @transition(field=state, source=State.NEW, target=State.MERGED)
    def _merge(self) -> None:
        pass

    @transition(field=state, source=State.NEW, target=State.CLOSED)
    def _close(self) -> None:
        pass


class ReportUpdate(models.Model):
    """A step the reporter is told about: public words only, written by the services."""

    report = models.ForeignKey(Report, on_delete=models.PROTECT, related_name="updates")
    at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=6, choices=[("open", "open"), ("closed", "closed")])
    note = models.CharField(max_length=500)

    class Meta:
        ordering = ["at", "pk"]

    def __str__(self) -> str:
        return f"{self.report.reference}: {self.note}"
