"""The SWPPP: its checklist (§ 159-5B), its versions and their answers.

A ``Submission`` is one version of a project's SWPPP. It is written while a draft and
frozen once received: a revision is a new version, so earlier versions stay readable
and unchanged (§ 159-4B(2), § 159-4C "shall submit the revised SWPPP").

State diagram (docs/architecture.md):

    draft ──submit (complete, § 159-5A)──> received
    draft ──submit a revision the body asked for (§ 159-4B(2))──> forwarded
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
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import cite_code, cite_lazy, words_lazy
from lockport_sw.reports.search import search_index

from .projects import ReviewPath

# The sections each act on a SWPPP is made under.
SMO_DECIDES = cite_lazy("swm.review_by_smo")
SMO_RECOMMENDS = cite_lazy("swm.review_with_other_body.recommendation")
BODY_ACTS = cite_lazy("swm.review_with_other_body.body_act")


class Outcome(models.TextChoices):
    """The three acts of § 159-4B(1), (2) and § 159-4C."""

    APPROVE = "approve", "Approve"
    APPROVE_WITH_MODIFICATIONS = "approve_with_modifications", "Approve with modifications"
    DISAPPROVE = "disapprove", "Disapprove"

    @property
    def result(self) -> str:
        """The outcome in words, as headings, subjects and history lines say it."""
        return {
            "approve": "Approved",
            "approve_with_modifications": "Approved with modifications",
            "disapprove": "Disapproved",
        }[self.value]


class ChecklistItem(models.Model):
    """One required content of a SWPPP. The statute's items are seeded by a migration;
    staff may add items (the copy of § 159-5B(3) lacks its item (a))."""

    class Part(models.TextChoices):
        BASIC = (
            "5B1",
            words_lazy(
                "{cite:swm.swppp_contents} Background information and erosion and sediment controls"
            ),
        )
        POST_CONSTRUCTION = (
            "5B3",
            words_lazy(
                "{cite:swm.post_construction_contents} Post-construction stormwater runoff controls"
            ),
        )

    code = models.CharField(max_length=30, unique=True, help_text="e.g. 159-5B(1)(a)")
    part = models.CharField(max_length=3, choices=Part.choices)
    label = models.CharField(max_length=200)
    statute_text = models.TextField()
    order = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)
    # § 159-5B(1): "All SWPPPs shall provide" the statute's items: they are never taken
    # out of use. Only items the SMO added may be (services/checklist.py).
    statutory = models.BooleanField(default=False, editable=False)
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["part", "order", "code"]

    def __str__(self) -> str:
        return f"{self.citation} {self.label}"

    @property
    def citation(self) -> str:
        return cite_code(self.code)


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
SUBMISSION_SEARCH_TEXT = ("project__title", "phasing_justification", "smo_reasons", "body_reasons")


class Submission(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        DRAFT = "draft", "Draft (not yet submitted)"
        RECEIVED = "received", "Received: under review by the SMO"
        FORWARDED = "forwarded", "Forwarded to the reviewing body"
        APPROVED = "approved", "Approved"
        APPROVED_WITH_MODIFICATIONS = "approved_with_modifications", "Approved with modifications"
        DISAPPROVED = "disapproved", "Disapproved"

    Path = ReviewPath

    class Facility(models.TextChoices):
        YES = "yes", "Yes: it includes a stormwater management facility"
        NO = "no", "No stormwater management facility"

    DECIDED = (State.APPROVED, State.APPROVED_WITH_MODIFICATIONS, State.DISAPPROVED)
    NEEDS_REVISION = (State.APPROVED_WITH_MODIFICATIONS, State.DISAPPROVED)

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="submissions"
    )
    version = models.PositiveSmallIntegerField()
    state = StateField(max_length=30, choices=State.choices, default=State.DRAFT, protected=True)

    # Contents besides the checklist answers.
    phasing_justification = models.TextField(
        blank=True,
        help_text=words_lazy(
            "Needed when more than 5 acres are disturbed at one time "
            "({cite:swm.swppp_contents.phasing})."
        ),
    )
    # § 159-7B, § 159-7C(4): a plan with a stormwater management facility (§ 159-2) is
    # approved only once its maintenance easement and agreement are recorded.
    stormwater_facility = models.CharField(
        "does the SWPPP include a stormwater management facility?",
        max_length=3,
        choices=Facility.choices,
        blank=True,
    )
    other_permits = models.TextField(
        "other environmental permits",
        blank=True,
        help_text=words_lazy(
            "Each permit, its agency and whether it is held or applied for "
            "({cite:swm.other_permits})."
        ),
    )
    other_permits_assured = models.BooleanField(default=False)

    # Receipt, frozen at submission.
    received_at = models.DateTimeField(null=True, blank=True)
    review_path = models.CharField(max_length=2, choices=Path.choices, blank=True)
    reviewing_body = models.ForeignKey(
        "swppp.ReviewingBody", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    checklist = models.JSONField(default=list, blank=True, help_text="Item codes required.")
    # § 159-5B(4): the licensed professional's signature of this version, frozen at
    # receipt (made through a link to the professional's own address).
    certification = models.ForeignKey(
        "swppp.ProfessionalSignature",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    legacy_certification = models.JSONField(
        default=dict,
        blank=True,
        editable=False,
        help_text="Certification fields typed by the applicant's account before signatures "
        "were collected from the professional (kept, never relied on).",
    )
    # § 159-4B: the SMO confirms (or corrects) the path of a received version.
    path_confirmed_at = models.DateTimeField(null=True, blank=True)
    path_confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    forwarded_at = models.DateTimeField(
        null=True, blank=True, help_text="When the version went to the reviewing body."
    )

    # The SMO's review (§ 159-4A, 4B(1), 4C).
    outside_engineer = models.CharField(
        words_lazy("outside engineer engaged ({cite:swm.smo_designation.engineer})"),
        max_length=200,
        blank=True,
    )
    outside_engineer_board_approval = models.CharField(
        "Town Board approval of the engagement", max_length=200, blank=True
    )
    accepted_professional_certification = models.BooleanField(
        words_lazy(
            "the SMO accepts the professional's certification "
            "({cite:swm.smo_designation.professional_certification})"
        ),
        default=False,
    )
    smo_facility_finding = models.BooleanField(
        "the SMO finds a stormwater management facility in the SWPPP",
        null=True,
        blank=True,
        help_text="Empty: the applicant's answer stands.",
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
    # A board acts by resolution at a meeting, by vote (§ 159-4B(2); GCL § 41).
    body_meeting_on = models.DateField("date of the meeting", null=True, blank=True)
    body_resolution = models.CharField("resolution number", max_length=50, blank=True)
    body_vote_ayes = models.PositiveSmallIntegerField("ayes", null=True, blank=True)
    body_vote_nays = models.PositiveSmallIntegerField("nays", null=True, blank=True)
    body_vote_abstained = models.PositiveSmallIntegerField("abstained", null=True, blank=True)
    body_vote_absent = models.PositiveSmallIntegerField("absent", null=True, blank=True)
    # § 159-8A(1): the construction milestones the approver requires notice of (codes of
    # swppp/milestones.py), chosen at approval.
    milestones = models.JSONField(default=list, blank=True)
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
        indexes = [
            models.Index(fields=["state", "received_at"], name="swppp_queue_idx"),
            search_index("swppp_submission_search", SUBMISSION_SEARCH_TEXT),
        ]

    def __str__(self) -> str:
        return f"SWPPP {self.project.reference} version {self.version}"

    def get_absolute_url(self) -> str:
        return reverse("swppp:submission_detail", args=[self.project_id, self.version])

    @property
    def smo_result(self) -> str:
        """The SMO's decision in words ("Approved with modifications")."""
        return Outcome(self.smo_outcome).result if self.smo_outcome else ""

    @property
    def smo_act_citation(self) -> str:
        """What the SMO's act on the version is: a recommendation the reviewing body acts
        on (§ 159-4B(1)) where another Town body reviews the activity, else the SMO's
        decision (§ 159-4C)."""
        return SMO_RECOMMENDS if self.review_path == ReviewPath.BODY else SMO_DECIDES

    @property
    def body_result(self) -> str:
        return Outcome(self.body_outcome).result if self.body_outcome else ""

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
    def includes_facility(self) -> bool:
        """§ 159-7B: the SWPPP has a stormwater management facility, as the SMO found it
        or, until the SMO says otherwise, as the applicant answered."""
        if self.smo_facility_finding is not None:
            return self.smo_facility_finding
        return self.stormwater_facility == self.Facility.YES

    @property
    def approved_on(self):
        """The day (in Lockport) the version was approved by whoever decided it (the body,
        else the SMO); None when it was not. Approval with modifications is not approval
        (§ 159-4B(2), § 159-4C: "in order to be approved, an applicant shall revise" it):
        no day of approval, no land development (§ 159-5A)."""
        if self.state != self.State.APPROVED:
            return None
        at = self.body_acted_at if self.body_outcome else self.smo_acted_at
        return at.astimezone(TOWN_TZ).date() if at else None

    @property
    def path_confirmed(self) -> bool:
        return self.path_confirmed_at is not None

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

    @transition(field=state, source=State.DRAFT, target=State.FORWARDED)
    def _receive_for_body(self) -> None:
        """§ 159-4B(2): a revision of a SWPPP the body acted on goes to the body."""

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
