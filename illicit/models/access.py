"""Suspension of MS4 access (§ 158-8).

State diagram (docs/architecture.md):

    (A) emergency: suspended ──written notice within the policy period──> (still suspended)
                   suspended ──SMO finds the danger over──> reinstated
    (B) termination: proposed (written notice with reasons) ──petition──> petitioned
                   (the petitioner is served a notice of the hearing: its time, place and
                   what happens; the hearing is then recorded: held, or no appearance)
                   proposed | petitioned ──SMO decides after the hearing──> terminated | kept
                   terminated ──SMO finds the discharge ceased and steps taken──> reinstated
    A reconnection without the SMO's approval is an offense (§ 158-8B): recorded as a
    violation of 158-8B through enforcement/, for the penalty history.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.contenttypes.fields import GenericRelation
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import words_lazy


class AccessAction(ConcurrentTransitionMixin, models.Model):
    class Hearing(models.TextChoices):
        # § 158-8B (issue 43, item 6): what the record holds of the hearing on a petition.
        HELD = "held", "Held: the petitioner appeared and was heard"
        NO_APPEARANCE = "no_appearance", "The petitioner made no appearance"

    class Kind(models.TextChoices):
        EMERGENCY = (
            "emergency",
            words_lazy("Emergency suspension ({cite:idl.suspension_emergency})"),
        )
        TERMINATION = (
            "termination",
            words_lazy("Termination of MS4 access ({cite:idl.suspension_termination})"),
        )

    class State(models.TextChoices):
        SUSPENDED = "suspended", "Suspended (emergency)"
        PROPOSED = "proposed", "Termination proposed"
        PETITIONED = "petitioned", "Petition for reconsideration: hearing"
        TERMINATED = "terminated", "Access terminated"
        KEPT = "kept", "Access kept: the SMO found the discharge ceased"
        REINSTATED = "reinstated", "Access reinstated by the SMO"

    IN_EFFECT = (State.SUSPENDED, State.TERMINATED)

    case = models.ForeignKey(
        "illicit.Case", on_delete=models.PROTECT, related_name="access_actions"
    )
    party = models.ForeignKey("registry.Party", on_delete=models.PROTECT, related_name="+")
    parcel = models.ForeignKey("registry.Property", on_delete=models.PROTECT, related_name="+")
    kind = models.CharField(max_length=12, choices=Kind.choices)
    state = StateField(max_length=12, choices=State.choices, protected=True)
    reasons = models.TextField()
    started_at = models.DateTimeField(help_text="Suspended, or termination proposed, at.")
    notice_at = models.DateTimeField("written notice given", null=True, blank=True)
    petition_on = models.DateField("petition received", null=True, blank=True)
    hearing_at = models.DateTimeField(null=True, blank=True)
    hearing_place = models.CharField(max_length=300, blank=True)
    hearing = models.CharField(
        "what happened at the hearing", max_length=16, choices=Hearing.choices, blank=True
    )
    hearing_note = models.TextField("the record of the hearing", blank=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    decision = models.TextField("written determination", blank=True)
    reinstated_at = models.DateTimeField(null=True, blank=True)
    reinstatement_finding = models.TextField(blank=True)
    acted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    # The written notices served on the person (enforcement's served letters).
    letters = GenericRelation(
        "enforcement.ServedLetter", content_type_field="subject_type", object_id_field="subject_id"
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["-started_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} · {self.parcel.street_address}"

    def case_url(self) -> str:
        """The page of the case or project this record belongs to: where a clock about it
        is acted on (its reminders link there, lockport_sw/deadlines)."""
        return reverse("illicit:case_detail", args=[self.case.reference])

    @property
    def in_effect(self) -> bool:
        return self.state in self.IN_EFFECT

    @transition(field=state, source=State.PROPOSED, target=State.PETITIONED)
    def _petition(self) -> None:
        pass

    @transition(field=state, source=[State.PROPOSED, State.PETITIONED], target=State.TERMINATED)
    def _terminate(self) -> None:
        pass

    @transition(field=state, source=[State.PROPOSED, State.PETITIONED], target=State.KEPT)
    def _keep(self) -> None:
        pass

    @transition(field=state, source=[State.SUSPENDED, State.TERMINATED], target=State.REINSTATED)
    def _reinstate(self) -> None:
        pass
