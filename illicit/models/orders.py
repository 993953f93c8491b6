"""Orders to a person on a case: the § 158-5C notice, BMP orders (§ 158-6A, 6B) and the
request for proof of SPDES permit compliance (§ 158-7), with the person's answers.

State diagram (docs/architecture.md):

    issued ──an answer is recorded──> answered ──verified──> complied | not_complied
    issued ──the due date passes without an answer; verified──> not_complied
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.contenttypes.fields import GenericRelation
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date
from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import cite_code, words_lazy


class Order(ConcurrentTransitionMixin, models.Model):
    class Kind(models.TextChoices):
        NOTICE_5C = (
            "5C",
            words_lazy(
                "{cite:idl.activities_contaminating.correction} notice: correct the "
                "contaminating activity"
            ),
        )
        BMP_6A = (
            "6A",
            words_lazy(
                "{cite:idl.best_management_practices.commercial_industrial}: protection from "
                "accidental discharge (commercial or industrial)"
            ),
        )
        BMP_6B = (
            "6B",
            words_lazy(
                "{cite:idl.best_management_practices.additional}: additional BMPs at the source"
            ),
        )
        PROOF_7 = (
            "7",
            words_lazy(
                "{cite:idl.industrial_construction_discharges}: proof of SPDES permit compliance"
            ),
        )

    class State(models.TextChoices):
        ISSUED = "issued", "Issued: waiting for the answer"
        ANSWERED = "answered", "Answered: waiting for verification"
        COMPLIED = "complied", "Complied"
        NOT_COMPLIED = "not_complied", "Not complied"

    # The provision a violation cites when the order is not complied with.
    PROVISION = {"5C": "158-5C", "6A": "158-6A", "6B": "158-6B", "7": "158-7"}

    case = models.ForeignKey("illicit.Case", on_delete=models.PROTECT, related_name="orders")
    party = models.ForeignKey("registry.Party", on_delete=models.PROTECT, related_name="+")
    kind = models.CharField(max_length=2, choices=Kind.choices)
    requirements = models.TextField(help_text="What the person must do.")
    due_date = models.DateField(null=True, blank=True)
    state = StateField(max_length=20, choices=State.choices, default=State.ISSUED, protected=True)
    issued_at = models.DateTimeField()
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    verified_at = models.DateTimeField(null=True, blank=True)
    verified_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    verification_note = models.TextField(blank=True)
    # The letter that served the order on the person (enforcement's served letters).
    letters = GenericRelation(
        "enforcement.ServedLetter", content_type_field="subject_type", object_id_field="subject_id"
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["-issued_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.get_kind_display().split(':')[0]} to {self.party}"

    def case_url(self) -> str:
        """The page of the case or project this record belongs to: where a clock about it
        is acted on (its reminders link there, lockport_sw/deadlines)."""
        return reverse("illicit:case_detail", args=[self.case.reference])

    @property
    def citation(self) -> str:
        return cite_code(self.PROVISION[self.kind])

    @property
    def is_overdue(self) -> bool:
        return (
            self.state == self.State.ISSUED
            and self.due_date is not None
            and self.due_date < timezone.localdate()
        )

    @transition(field=state, source=[State.ISSUED, State.ANSWERED], target=State.ANSWERED)
    def _answer(self) -> None:
        pass

    @transition(field=state, source=[State.ISSUED, State.ANSWERED], target=State.COMPLIED)
    def _comply(self) -> None:
        pass

    @transition(field=state, source=[State.ISSUED, State.ANSWERED], target=State.NOT_COMPLIED)
    def _fail(self) -> None:
        pass


class OrderResponse(models.Model):
    class Kind(models.TextChoices):
        ACTION = "action", "Corrective action taken"
        PROOF = "proof", "Proof of SPDES permit compliance"
        SPDES_INDUSTRIAL = (
            "spdes_industrial",
            words_lazy(
                "A valid SPDES industrial stormwater permit "
                "({cite:idl.best_management_practices.spdes_compliance})"
            ),
        )

    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="responses")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    received_on = models.DateField()
    description = models.TextField()
    permit_number = models.CharField(max_length=60, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    class Meta:
        ordering = ["received_on", "pk"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({long_date(self.received_on)})"
