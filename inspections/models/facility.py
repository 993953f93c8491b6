"""§ 158-9: a refusal or unreasonable delay of the SMO's access to a facility, and the
search warrant sought for it, tracked to its outcome.

§ 158-9B(5): "An unreasonable delay in allowing the SMO access to a facility subject to
this chapter is a violation of this chapter. A person who is the operator of a facility
subject to this chapter commits an offense if the person denies the SMO reasonable
access". § 158-9B(6): the SMO "is able to demonstrate probable cause ... then the SMO
may seek issuance of a search warrant from any court of competent jurisdiction."

    recorded ──warrant applied for (probable cause)──> warrant_applied
    warrant_applied ──the court issues──> warrant_issued ──executed (inspected)──> executed
    warrant_applied ──the court denies──> warrant_denied
    recorded | warrant_applied ──access given after all──> resolved
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date
from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import words_lazy


class AccessRefusal(ConcurrentTransitionMixin, models.Model):
    class Kind(models.TextChoices):
        REFUSED = "refused", "Access refused"
        DELAYED = "delayed", "Access unreasonably delayed"

    class Basis(models.TextChoices):
        # § 158-9B(6): the two grounds for seeking a warrant.
        VIOLATION = "violation", "Probable cause to believe there may be a violation"
        PROGRAM = (
            "program",
            "A need to inspect and/or sample as part of a routine inspection and sampling "
            "program designed to verify compliance",
        )

    class State(models.TextChoices):
        RECORDED = "recorded", "Recorded; no warrant sought"
        WARRANT_APPLIED = "warrant_applied", "Warrant applied for"
        WARRANT_ISSUED = "warrant_issued", "Warrant issued"
        WARRANT_DENIED = "warrant_denied", "Warrant denied"
        EXECUTED = "executed", "Warrant executed: inspected"
        RESOLVED = "resolved", "Access given after all"

    OPEN = (State.RECORDED, State.WARRANT_APPLIED, State.WARRANT_ISSUED)

    inspection = models.ForeignKey(
        "inspections.Inspection", on_delete=models.PROTECT, related_name="access_refusals"
    )
    kind = models.CharField(max_length=10, choices=Kind.choices)
    occurred_at = models.DateTimeField()
    party = models.ForeignKey(
        "registry.Party",
        verbose_name="facility operator",
        on_delete=models.PROTECT,
        related_name="+",
    )
    notes = models.TextField(max_length=3000, help_text="What happened at the facility.")
    violation = models.OneToOneField(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="access_refusal"
    )
    state = StateField(max_length=20, choices=State.choices, default=State.RECORDED, protected=True)
    basis = models.CharField(max_length=10, choices=Basis.choices, blank=True)
    probable_cause = models.TextField("probable-cause statement", max_length=5000, blank=True)
    warrant_applied_on = models.DateField(null=True, blank=True)
    warrant_court = models.CharField(max_length=200, blank=True)
    warrant_decided_on = models.DateField(null=True, blank=True)
    warrant_reference = models.CharField(max_length=100, blank=True)
    warrant_note = models.CharField(max_length=300, blank=True)
    executed_on = models.DateField(null=True, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-occurred_at", "-pk"]
        permissions = [
            (
                "seek_warrant",
                words_lazy(
                    "Seek a search warrant for a facility "
                    "({cite:idl.access_monitoring.search_warrant})"
                ),
            )
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} on {long_date(self.occurred_at)}"

    def get_absolute_url(self) -> str:
        return reverse("inspections:refusal_detail", args=[self.pk])

    @transition(field=state, source=State.RECORDED, target=State.WARRANT_APPLIED)
    def _apply(self) -> None:
        pass

    @transition(field=state, source=State.WARRANT_APPLIED, target=State.WARRANT_ISSUED)
    def _issue(self) -> None:
        pass

    @transition(field=state, source=State.WARRANT_APPLIED, target=State.WARRANT_DENIED)
    def _deny(self) -> None:
        pass

    @transition(field=state, source=State.WARRANT_ISSUED, target=State.EXECUTED)
    def _execute(self) -> None:
        pass

    @transition(field=state, source=[State.RECORDED, State.WARRANT_APPLIED], target=State.RESOLVED)
    def _resolve(self) -> None:
        pass
