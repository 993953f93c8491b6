"""The SWPPP: its checklist (§ 159-5B), its versions and their answers.

A ``Submission`` is one version of a project's SWPPP. It is written while a draft and
frozen once received: a revision is a new version, so earlier versions stay readable
and unchanged (§ 159-4B(2), § 159-4C "shall submit the revised SWPPP").

State diagram (docs/architecture.md):

    draft ──submit (complete, § 159-5A)──> received
    received ──SMO decides (§ 159-4C)──> approved | approved_with_modifications | disapproved
    received ──SMO recommends and forwards (§ 159-4B(1))──> forwarded
    forwarded ──reviewing body acts (§ 159-4B(2))──> approved | approved_with_modifications
                                                     | disapproved
    approved_with_modifications | disapproved ──applicant revises──> a new draft version
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, FSMField, transition
from simple_history.models import HistoricalRecords


class Outcome(models.TextChoices):
    """The three acts of § 159-4B(1), (2) and § 159-4C."""

    APPROVE = "approve", "Approve"
    APPROVE_WITH_MODIFICATIONS = "approve_with_modifications", "Approve with modifications"
    DISAPPROVE = "disapprove", "Disapprove"


class ChecklistItem(models.Model):
    """One required content of a SWPPP. The statute's items are seeded by a migration;
    staff may add items (the copy of § 159-5B(3) lacks its item (a))."""

    class Part(models.TextChoices):
        BASIC = "5B1", "§ 159-5B(1) Background information and erosion and sediment controls"
        POST_CONSTRUCTION = "5B3", "§ 159-5B(3) Post-construction stormwater runoff controls"

    code = models.CharField(max_length=30, unique=True, help_text="e.g. 159-5B(1)(a)")
    part = models.CharField(max_length=3, choices=Part.choices)
    label = models.CharField(max_length=200)
    statute_text = models.TextField()
    order = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["part", "order", "code"]

    def __str__(self) -> str:
        return f"§ {self.code} {self.label}"

    @property
    def citation(self) -> str:
        return f"§ {self.code}"


class Submission(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        DRAFT = "draft", "Draft (not yet submitted)"
        RECEIVED = "received", "Received: under review by the SMO"
        FORWARDED = "forwarded", "Forwarded to the reviewing body"
        APPROVED = "approved", "Approved"
        APPROVED_WITH_MODIFICATIONS = "approved_with_modifications", "Approved with modifications"
        DISAPPROVED = "disapproved", "Disapproved"

    class Path(models.TextChoices):
        BODY = "4B", "§ 159-4B: SMO recommends, the reviewing body acts"
        SMO = "4C", "§ 159-4C: the SMO decides"

    DECIDED = (State.APPROVED, State.APPROVED_WITH_MODIFICATIONS, State.DISAPPROVED)
    NEEDS_REVISION = (State.APPROVED_WITH_MODIFICATIONS, State.DISAPPROVED)

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="submissions"
    )
    version = models.PositiveSmallIntegerField()
    state = FSMField(max_length=30, choices=State.choices, default=State.DRAFT, protected=True)

    # Contents besides the checklist answers.
    phasing_justification = models.TextField(
        blank=True,
        help_text="Needed when more than 5 acres are disturbed at one time (§ 159-5B(1)(d)).",
    )
    professional_name = models.CharField("licensed professional", max_length=150, blank=True)
    professional_designation = models.CharField(
        "licence",
        max_length=3,
        blank=True,
        choices=[("PE", "Professional engineer (PE)"), ("RLA", "Landscape architect (RLA)")],
    )
    professional_license_number = models.CharField(
        "New York license number", max_length=20, blank=True
    )
    professional_certifies = models.BooleanField(default=False)
    professional_signature = models.CharField("signature (typed name)", max_length=150, blank=True)
    professional_signed_on = models.DateField("date signed", null=True, blank=True)
    other_permits = models.TextField(
        "other environmental permits",
        blank=True,
        help_text="Each permit, its agency and whether it is held or applied for (§ 159-5C).",
    )
    other_permits_assured = models.BooleanField(default=False)

    # Receipt, frozen at submission.
    received_at = models.DateTimeField(null=True, blank=True)
    review_path = models.CharField(max_length=2, choices=Path.choices, blank=True)
    reviewing_body = models.ForeignKey(
        "swppp.ReviewingBody", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    checklist = models.JSONField(default=list, blank=True, help_text="Item codes required.")

    # The SMO's review (§ 159-4A, 4B(1), 4C).
    outside_engineer = models.CharField(
        "outside engineer engaged (§ 159-4A(2))", max_length=200, blank=True
    )
    outside_engineer_board_approval = models.CharField(
        "Town Board approval of the engagement", max_length=200, blank=True
    )
    accepted_professional_certification = models.BooleanField(
        "the SMO accepts the professional's certification (§ 159-4A(3))", default=False
    )
    smo_outcome = models.CharField(max_length=30, choices=Outcome.choices, blank=True)
    smo_reasons = models.TextField(blank=True)
    smo_acted_at = models.DateTimeField(null=True, blank=True)
    smo_acted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    # The reviewing body's action (§ 159-4B(2)).
    body_outcome = models.CharField(max_length=30, choices=Outcome.choices, blank=True)
    body_reasons = models.TextField(blank=True)
    body_acted_at = models.DateTimeField(null=True, blank=True)
    body_acted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    letter = models.ForeignKey(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="The decision letter.",
    )
    recommendation_letter = models.ForeignKey(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["project", "version"]
        constraints = [
            models.UniqueConstraint(fields=["project", "version"], name="swppp_one_row_per_version")
        ]
        indexes = [models.Index(fields=["state", "received_at"], name="swppp_queue_idx")]

    def __str__(self) -> str:
        return f"SWPPP {self.project.reference} version {self.version}"

    def get_absolute_url(self) -> str:
        return reverse("swppp:submission_detail", args=[self.project_id, self.version])

    @property
    def label(self) -> str:
        return (
            f"SWPPP {self.project.reference} v{self.version} · {self.project.parcel.street_address}"
        )

    @property
    def is_draft(self) -> bool:
        return self.state == self.State.DRAFT

    @property
    def outcome(self) -> str:
        return self.body_outcome or self.smo_outcome

    @property
    def allows_project_changes(self) -> bool:
        """The project's details may change only while its latest SWPPP is not under
        review: a draft, or a version that needs revising."""
        return self.state in (self.State.DRAFT, *self.NEEDS_REVISION)

    @property
    def can_be_revised(self) -> bool:
        """A revision follows approval with modifications or disapproval (§ 159-4B(2),
        § 159-4C)."""
        return self.state in self.NEEDS_REVISION

    # Transitions: each is called by one service in swppp/services/ -------------------
    @transition(field=state, source=State.DRAFT, target=State.RECEIVED)
    def _receive(self) -> None:
        pass

    @transition(field=state, source=State.RECEIVED, target=State.FORWARDED)
    def _forward(self) -> None:
        pass

    @transition(field=state, source=[State.RECEIVED, State.FORWARDED], target=State.APPROVED)
    def _approve(self) -> None:
        pass

    @transition(
        field=state,
        source=[State.RECEIVED, State.FORWARDED],
        target=State.APPROVED_WITH_MODIFICATIONS,
    )
    def _approve_with_modifications(self) -> None:
        pass

    @transition(field=state, source=[State.RECEIVED, State.FORWARDED], target=State.DISAPPROVED)
    def _disapprove(self) -> None:
        pass


class ItemAnswer(models.Model):
    """The applicant's answer to one checklist item in one version: text and/or files."""

    submission = models.ForeignKey(Submission, on_delete=models.PROTECT, related_name="answers")
    item = models.ForeignKey(ChecklistItem, on_delete=models.PROTECT, related_name="answers")
    text = models.TextField(blank=True)
    uploads = models.ManyToManyField("documents.Upload", blank=True, related_name="+")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["item__part", "item__order"]
        constraints = [
            models.UniqueConstraint(fields=["submission", "item"], name="swppp_one_answer_per_item")
        ]

    def __str__(self) -> str:
        return f"{self.submission}: {self.item.code}"
