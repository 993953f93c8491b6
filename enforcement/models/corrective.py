"""Corrective measures when the violator does not correct: § 158-13 and § 159-8C(6).

Chapter 158 (§ 158-13): when the time to correct has run (the notice's deadline with no
appeal, or 5 business days after a decision upholding the SMO), the SMO requests the
owner's permission for access; a refusal leads to a warrant and a court order; the
Town or a contractor abates, and the cost is charged to the discharger (no lien).

Chapter 159 (§ 159-8C(6)): the violator is given notice to restore the land; when it is
not restored within the Town's period, the Town restores it and its cost becomes a lien
on the property until paid.

    access_requested ──owner grants──> access_granted ──abated──> abated
    access_requested ──owner refuses──> access_refused ──warrant sought──> warrant_sought
    warrant_sought ──court orders──> court_ordered ──abated──> abated
    restoration_noticed ──period runs, the Town restores──> abated
    (any but abated) ──the violator corrects──> closed
"""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.core.money_words import dollars
from lockport_sw.jurisdiction.registry import words_lazy


class CorrectiveAction(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        ACCESS_REQUESTED = "access_requested", "Owner's permission for access requested"
        ACCESS_GRANTED = "access_granted", "Access granted"
        ACCESS_REFUSED = "access_refused", "Access refused"
        WARRANT_SOUGHT = "warrant_sought", "Warrant sought"
        COURT_ORDERED = "court_ordered", "Court order obtained"
        RESTORATION_NOTICED = "restoration_noticed", "Notice to restore given"
        ABATED = "abated", "Abated or restored by the Town"
        CLOSED = "closed", "Closed: the violator corrected"

    OPEN = (
        State.ACCESS_REQUESTED,
        State.ACCESS_GRANTED,
        State.ACCESS_REFUSED,
        State.WARRANT_SOUGHT,
        State.COURT_ORDERED,
        State.RESTORATION_NOTICED,
    )

    chapter = models.CharField(max_length=3)
    notice = models.ForeignKey(
        "enforcement.NoticeOfViolation",
        on_delete=models.PROTECT,
        related_name="corrective_actions",
    )
    state = StateField(max_length=24, choices=State.choices, protected=True)
    opened_at = models.DateTimeField()
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    letter = models.OneToOneField(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="corrective_action",
        help_text=words_lazy(
            "The access request ({cite:idl.corrective_measures.after_appeal}) "
            "or the notice to restore ({cite:swm.restoration})."
        ),
    )
    measures = models.TextField("measures to be taken", help_text="What the Town would do.")
    access_answer_on = models.DateField(null=True, blank=True)
    access_answer_note = models.CharField(max_length=300, blank=True)
    warrant_applied_on = models.DateField(null=True, blank=True)
    warrant_court = models.CharField(max_length=200, blank=True)
    # § 158-13B: the warrant authorizes entry "to determine whether a violation has
    # occurred"; "Upon determination that a violation has occurred" the SMO may seek a
    # court order. Both are recorded before the court order.
    warrant_issued_on = models.DateField(null=True, blank=True)
    violation_found_on = models.DateField(
        "violation determined on (after entry under the warrant)", null=True, blank=True
    )
    violation_finding = models.TextField(
        "the determination that a violation has occurred", blank=True
    )
    court_order_on = models.DateField(null=True, blank=True)
    court_order_reference = models.CharField(max_length=100, blank=True)
    abated_on = models.DateField(null=True, blank=True)
    abated_by = models.CharField(
        max_length=200, blank=True, help_text="The Town department or the contractor."
    )
    lien_recorded_on = models.DateField(null=True, blank=True)
    lien_reference = models.CharField(
        max_length=100, blank=True, help_text="County Clerk's instrument number or liber/page."
    )
    closed_note = models.CharField(max_length=300, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-opened_at", "-pk"]
        permissions = [("take_corrective_action", "Take corrective measures (the SMO)")]

    def __str__(self) -> str:
        return f"Corrective measures on {self.notice.number}"

    def get_absolute_url(self) -> str:
        return reverse("enforcement:corrective_detail", args=[self.pk])

    @property
    def is_open(self) -> bool:
        return self.state in self.OPEN

    @transition(field=state, source=State.ACCESS_REQUESTED, target=State.ACCESS_GRANTED)
    def _grant(self) -> None:
        pass

    @transition(field=state, source=State.ACCESS_REQUESTED, target=State.ACCESS_REFUSED)
    def _refuse(self) -> None:
        pass

    @transition(field=state, source=State.ACCESS_REFUSED, target=State.WARRANT_SOUGHT)
    def _seek_warrant(self) -> None:
        pass

    @transition(field=state, source=State.WARRANT_SOUGHT, target=State.COURT_ORDERED)
    def _order(self) -> None:
        pass

    @transition(
        field=state,
        source=[State.ACCESS_GRANTED, State.COURT_ORDERED, State.RESTORATION_NOTICED],
        target=State.ABATED,
    )
    def _abate(self) -> None:
        pass

    @transition(field=state, source=list(OPEN), target=State.CLOSED)
    def _close(self) -> None:
        pass


class SummaryAbatement(models.Model):
    """§ 158-16: a condition in violation "is declared and deemed a nuisance; and may be
    summarily abated or restored at the violator's expense": an action of its own (no
    notice, access request or warrant first), with its costs (issue 23, item 7)."""

    chapter = models.CharField(max_length=3)
    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="summary_abatements"
    )
    condition = models.TextField("the condition abated as a nuisance")
    abated_on = models.DateField()
    abated_by = models.CharField(max_length=200, help_text="The Town department or the contractor.")
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["-abated_on", "-pk"]

    def __str__(self) -> str:
        return f"Summary abatement of {self.violation.reference}"


class AbatementCost(models.Model):
    """A cost of the Town's abatement or restoration, charged to the violator: of
    corrective measures (§ 158-13, § 159-8C(6)) or of a summary abatement (§ 158-16)."""

    action = models.ForeignKey(
        CorrectiveAction, null=True, blank=True, on_delete=models.PROTECT, related_name="costs"
    )
    summary = models.ForeignKey(
        SummaryAbatement, null=True, blank=True, on_delete=models.PROTECT, related_name="costs"
    )
    incurred_on = models.DateField()
    description = models.CharField(max_length=300)
    amount = models.DecimalField(max_digits=10, decimal_places=2, validators=[MinValueValidator(0)])
    charged_to = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="abatement_costs"
    )
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["incurred_on", "pk"]
        constraints = [
            models.CheckConstraint(
                name="abatement_cost_of_one_action",
                condition=models.Q(action__isnull=False, summary__isnull=True)
                | models.Q(action__isnull=True, summary__isnull=False),
            )
        ]

    def __str__(self) -> str:
        return f"{dollars(self.amount)} {self.description}"
