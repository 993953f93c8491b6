"""Stop-work orders (§ 159-8C(2)).

All land development activity stops, except what addresses the violations, until the
Town confirms that the activity complies and the violation has been satisfactorily
addressed; that confirmation is recorded with the inspection or evidence that shows it,
and lifting the order issues a short notice.

    in_effect ──the SMO confirms compliance (evidence), lifting notice issued──> lifted
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.reports.search import search_index

# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
ORDER_SEARCH_TEXT = ("reasons", "addressee_name", "addressee_address")


class StopWorkOrder(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        IN_EFFECT = "in_effect", "In effect"
        LIFTED = "lifted", "Lifted"

    number = models.CharField(max_length=50, unique=True)
    chapter = models.CharField(max_length=3)
    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="stop_work_orders"
    )
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="stop_work_order"
    )
    state = StateField(
        max_length=12, choices=State.choices, default=State.IN_EFFECT, protected=True
    )
    addressee = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="stop_work_orders"
    )
    addressee_name = models.CharField(max_length=200)
    addressee_address = models.CharField(max_length=300)
    # The copies (the landowners of record and the developer, issue 43 item 11), as on
    # the day of issue ([{"party", "name", "address", "role"}]), and the same as parties:
    # they read their copy under "Notices to you".
    copies = models.JSONField(default=list, blank=True)
    copied_to = models.ManyToManyField("registry.Party", blank=True, related_name="orders_copied")
    reasons = models.TextField(help_text="The violations that lead to the order.")
    work_allowed = models.TextField(
        "work that may continue", help_text="Only work that addresses the violations."
    )
    issued_at = models.DateTimeField()
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )

    lifted_at = models.DateTimeField(null=True, blank=True)
    lifted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    compliance_finding = models.TextField(blank=True)
    confirming_evidence = models.CharField(
        max_length=300, blank=True, help_text="The inspection or evidence that confirms it."
    )
    confirming_upload = models.ForeignKey(
        "documents.Upload", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    lift_document = models.OneToOneField(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="lifted_stop_work_order",
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["-issued_at", "-pk"]
        indexes = [
            models.Index(fields=["state", "-issued_at"], name="swo_state_idx"),
            search_index("order_search", ORDER_SEARCH_TEXT),
        ]

    def __str__(self) -> str:
        return f"Stop-work order {self.number}"

    def get_absolute_url(self) -> str:
        return reverse("enforcement:order_detail", args=[self.number])

    @property
    def in_effect(self) -> bool:
        return self.state == self.State.IN_EFFECT

    @transition(field=state, source=State.IN_EFFECT, target=State.LIFTED)
    def _lift(self) -> None:
        pass
