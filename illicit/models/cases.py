"""Illicit discharge and connection cases, and their investigation log.

State diagram (docs/architecture.md):

    reported ──first investigation entry──> investigating ──source confirmed──> confirmed
    confirmed ──eliminated (corrected, disconnected, stopped)──> eliminated
    eliminated ──follow-up visit finds nothing──> verified
    eliminated ──follow-up visit finds it continuing──> confirmed
    reported | investigating | confirmed ──close: nothing found, or exempt on a ground of
                                          § 158-4A(1)-(4) or § 158-3A──> closed
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import short_date
from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports.search import search_index

# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
CASE_SEARCH_TEXT = (
    "summary",
    "address",
    "parcel__street_address",
    "parcel__sbl",
    "source",
    "pollutants",
    "receiving_water",
)


class Case(ConcurrentTransitionMixin, models.Model):
    class Kind(models.TextChoices):
        DISCHARGE = "discharge", words_lazy("Illicit discharge ({cite:idl.discharge_prohibition})")
        CONNECTION = (
            "connection",
            words_lazy("Illicit connection ({cite:idl.connection_prohibition})"),
        )
        SEWAGE_CONNECTION = (
            "sewage_connection",
            words_lazy("Sewage connection ({cite:idl.connection_prohibition.sewage})"),
        )
        UNDOCUMENTED_DRAIN = (
            "undocumented_drain",
            words_lazy(
                "Undocumented commercial or industrial drain "
                "({cite:idl.definitions}, {cite:idl.connection_prohibition})"
            ),
        )
        ACTIVITY = (
            "activity",
            words_lazy("Activity contaminating stormwater ({cite:idl.activities_contaminating})"),
        )
        SPILL = "spill", words_lazy("Spill or release ({cite:idl.spill_notification})")

    class State(models.TextChoices):
        REPORTED = "reported", "Reported"
        INVESTIGATING = "investigating", "Under investigation"
        CONFIRMED = "confirmed", "Source confirmed"
        ELIMINATED = "eliminated", "Eliminated: waiting for the follow-up visit"
        VERIFIED = "verified", "Eliminated and verified"
        CLOSED = "closed", "Closed without a violation"

    class CloseReason(models.TextChoices):
        NO_DISCHARGE = "no_discharge", "No discharge or connection was found"
        EXEMPT = (
            "exempt",
            words_lazy(
                "Exempt ({cite:idl.discharge_prohibition.exceptions}, or "
                "{cite:idl.applicability} by an authorized agency)"
            ),
        )

    OPEN = (State.REPORTED, State.INVESTIGATING, State.CONFIRMED, State.ELIMINATED)
    DONE = (State.VERIFIED, State.CLOSED)

    reference = models.CharField(max_length=20, unique=True, help_text="e.g. 2026-0003")
    kind = models.CharField(max_length=30, choices=Kind.choices)
    state = StateField(max_length=20, choices=State.choices, default=State.REPORTED, protected=True)
    summary = models.TextField(help_text="What was reported or found.")

    # Where: the premises from the registry once known, and the point.
    parcel = models.ForeignKey(
        "registry.Property",
        verbose_name="premises",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="illicit_cases",
    )
    address = models.CharField(max_length=300, blank=True)
    latitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    longitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    # Responsible parties (§ 158-6B "any person responsible for a property or premises").
    owner = models.ForeignKey(
        "registry.Party", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    operator = models.ForeignKey(
        "registry.Party", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    source = models.TextField(blank=True, help_text="Where the discharge comes from.")
    pollutants = models.CharField(max_length=300, blank=True)
    receiving_water = models.CharField(max_length=200, blank=True)
    outfall = models.ForeignKey(
        "illicit.Outfall", null=True, blank=True, on_delete=models.PROTECT, related_name="cases"
    )

    opened_at = models.DateTimeField()
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    confirmed_at = models.DateTimeField(null=True, blank=True)
    eliminated_at = models.DateTimeField(null=True, blank=True)
    eliminated_how = models.TextField(blank=True)
    verified_at = models.DateTimeField(null=True, blank=True)
    closed_at = models.DateTimeField(null=True, blank=True)
    closed_reason = models.CharField(max_length=20, choices=CloseReason.choices, blank=True)
    close_note = models.TextField(blank=True)
    # A case closes as exempt only on one of these grounds (item 5 of issue 10).
    exemption = models.ForeignKey(
        "illicit.Authorization", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    agency_exemption = models.ForeignKey(
        "illicit.AgencyExemption", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-opened_at", "-pk"]
        permissions = [
            (
                "work_case",
                words_lazy("Open and work {law:idl} cases, their log, spills and orders"),
            ),
            ("decide_case", "Close cases, record exemptions and verify elimination"),
            (
                "decide_ms4_access",
                words_lazy("Suspend, terminate and reinstate MS4 access ({cite:idl.suspension})"),
            ),
            (
                "approve_emergency_discharge",
                words_lazy(
                    "Approve emergency discharges ({cite:idl.emergency_discharge_approval})"
                ),
            ),
            (
                "keep_registers",
                words_lazy(
                    "Keep the {cite:idl.applicability} exemption and "
                    "{cite:idl.administration} delegation registers"
                ),
            ),
            ("manage_outfalls", "Keep the outfall inventory and screen outfalls"),
        ]
        indexes = [
            models.Index(fields=["state", "-opened_at"], name="illicit_case_state_idx"),
            models.Index(fields=["-opened_at", "-id"], name="illicit_case_opened_idx"),
            search_index("illicit_case_search", CASE_SEARCH_TEXT),
        ]
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(closed_reason="exempt")
                | models.Q(exemption__isnull=False)
                | models.Q(agency_exemption__isnull=False),
                name="illicit_case_exempt_has_a_ground",
                violation_error_message="A case closes as exempt only on a recorded ground.",
            ),
        ]

    def __str__(self) -> str:
        return f"Case {self.reference}"

    def get_absolute_url(self) -> str:
        return reverse("illicit:case_detail", args=[self.reference])

    @property
    def label(self) -> str:
        where = self.parcel.street_address if self.parcel_id else self.address
        return f"Case {self.reference}" + (f" · {where}" if where else "")

    @property
    def is_closed(self) -> bool:
        return self.state in self.DONE

    @property
    def responsible(self):
        return self.operator or self.owner

    # Transitions: each called by one service (illicit/services/cases.py) ----------------
    @transition(field=state, source=State.REPORTED, target=State.INVESTIGATING)
    def _investigate(self) -> None:
        pass

    @transition(field=state, source=[State.REPORTED, State.INVESTIGATING], target=State.CONFIRMED)
    def _confirm(self) -> None:
        pass

    @transition(field=state, source=State.CONFIRMED, target=State.ELIMINATED)
    def _eliminate(self) -> None:
        pass

    @transition(field=state, source=State.ELIMINATED, target=State.VERIFIED)
    def _verify(self) -> None:
        pass

    @transition(field=state, source=State.ELIMINATED, target=State.CONFIRMED)
    def _recur(self) -> None:
        pass

    @transition(
        field=state,
        source=[State.REPORTED, State.INVESTIGATING, State.CONFIRMED],
        target=State.CLOSED,
    )
    def _close(self) -> None:
        pass


class Entry(models.Model):
    """One line of the investigation log: a site visit, a dye test, a sample and its
    laboratory result, photos, a follow-up visit, a refusal of access (§ 158-9)."""

    class Kind(models.TextChoices):
        SITE_VISIT = "site_visit", "Site visit"
        DYE_TEST = "dye_test", "Dye test"
        SAMPLE = "sample", "Sample"
        PHOTOS = "photos", "Photos"
        NOTE = "note", "Note"
        FOLLOW_UP = "follow_up", "Follow-up visit"
        ACCESS_REFUSED = (
            "access_refused",
            words_lazy("Access refused or delayed ({cite:idl.access_monitoring})"),
        )
        SCREENING = "screening", "Outfall screening"

    case = models.ForeignKey(Case, on_delete=models.PROTECT, related_name="entries")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    at = models.DateTimeField("when", help_text="When it happened.")
    notes = models.TextField()
    # A dye test: the result (where the dye came out).
    dye_result = models.CharField(max_length=300, blank=True)
    # A sample and its laboratory result.
    sample_point = models.CharField(max_length=200, blank=True)
    laboratory = models.CharField(max_length=150, blank=True)
    lab_result = models.TextField("laboratory result", blank=True)
    # A follow-up visit: whether the discharge was still there.
    discharge_found = models.BooleanField(null=True, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["-at", "-pk"]
        verbose_name_plural = "entries"

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {short_date(self.at)}"
