"""Appeals of notices of violation: § 158-12 (to the Town Board, within 15 days of the
notice's issuance; a hearing within 30 days of filing; the decision filed with the
Municipal Clerk and mailed by certified mail within 5 days) and § 159-8C(1)(f) ("to the
Town" by written notice within 15 days of service; the body and periods are Town
policy, ``AppealPolicy`` and the policy rules of the catalogue).

    filed ──hearing scheduled──> scheduled ──decision recorded──> decided
    decided ──filed with the Clerk and mailed (certified)──> closed
    filed | scheduled ──the appellant withdraws──> withdrawn
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import long_date
from lockport_sw.core.fields import StateField
from lockport_sw.jurisdiction.registry import chapter_named, words_lazy
from lockport_sw.reports.search import search_index


class AppealPolicy(models.Model):
    """The Town's choice of the body that hears a chapter's appeals, where the statute
    names none (§ 159-8C(1)(f): "to the Town"). Never shown as statutory. Set by the Town
    Board by resolution (its number and date are kept), never by the SMO, whose
    determinations are the ones appealed."""

    class Body(models.TextChoices):
        TOWN_BOARD = "Town Board", "Town Board"
        PLANNING_BOARD = "Planning Board", "Planning Board"
        ZONING_BOARD = "Zoning Board of Appeals", "Zoning Board of Appeals"

    chapter = models.CharField(max_length=3, unique=True)
    hearing_body = models.CharField(max_length=100, choices=Body.choices, default=Body.TOWN_BOARD)
    resolution = models.CharField(
        "Town Board resolution", max_length=50, blank=True, help_text="e.g. 2026-41"
    )
    adopted_on = models.DateField("adopted on", null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        verbose_name_plural = "appeal policies"

    def __str__(self) -> str:
        return f"{chapter_named(self.chapter)} appeals: {self.hearing_body} ({self.basis})"

    @property
    def basis(self) -> str:
        """ "Town Board Resolution No. 2026-41 of March 3, 2026" (or "Town policy")."""
        if not (self.resolution and self.adopted_on):
            return "Town policy"
        day = self.adopted_on
        return f"Town Board Resolution No. {self.resolution} of {long_date(day)}"


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
APPEAL_SEARCH_TEXT = ("grounds",)


class Appeal(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        FILED = "filed", "Filed, hearing not yet scheduled"
        SCHEDULED = "scheduled", "Hearing scheduled"
        DECIDED = "decided", "Decided, not yet filed and mailed"
        CLOSED = "closed", "Decision filed and mailed"
        WITHDRAWN = "withdrawn", "Withdrawn"

    PENDING = (State.FILED, State.SCHEDULED)

    class Channel(models.TextChoices):
        ONLINE = "online", "Filed online"
        PAPER = "paper", "Paper appeal recorded by the Clerk"

    class Outcome(models.TextChoices):
        UPHOLD = "uphold", "Upheld"
        MODIFY = "modify", "Modified"
        REVERSE = "reverse", "Reversed"

    reference = models.CharField(max_length=20, unique=True, help_text="e.g. APL-2026-0001")
    chapter = models.CharField(max_length=3)
    notice = models.ForeignKey(
        "enforcement.NoticeOfViolation", on_delete=models.PROTECT, related_name="appeals"
    )
    appellant = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="appeals"
    )
    state = StateField(max_length=12, choices=State.choices, default=State.FILED, protected=True)
    channel = models.CharField(max_length=10, choices=Channel.choices)
    received_at = models.DateTimeField(help_text="When the Town received the appeal.")
    filed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    grounds = models.TextField()
    late = models.BooleanField(default=False)
    late_reason = models.TextField(blank=True)
    hearing_body = models.CharField(max_length=100)

    # The hearing is held at a meeting of the body (its date, time and place are copied
    # here as the notice of hearing states them).
    meeting = models.ForeignKey(
        "bodies.Meeting", null=True, blank=True, on_delete=models.PROTECT, related_name="hearings"
    )
    hearing_at = models.DateTimeField(null=True, blank=True)
    hearing_place = models.CharField(max_length=200, blank=True)
    hearing_late_reason = models.TextField(
        "why the hearing is after the period to hear it",
        blank=True,
        help_text=words_lazy(
            "{cite:idl.appeal}: heard within 30 days of filing; a later hearing states why."
        ),
    )
    scheduled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    # When the record holds that the hearing took place (set when the decision is
    # recorded after the meeting, the notice of it served in time or short notice
    # consented to); the decision letter says the body "heard the appeal" only then.
    heard_at = models.DateTimeField(null=True, blank=True)

    outcome = models.CharField(max_length=10, choices=Outcome.choices, blank=True)
    votes_for = models.PositiveSmallIntegerField(null=True, blank=True)
    votes_against = models.PositiveSmallIntegerField(null=True, blank=True)
    abstentions = models.PositiveSmallIntegerField(null=True, blank=True)
    absent = models.PositiveSmallIntegerField(null=True, blank=True)
    decision_text = models.TextField("written decision", blank=True)
    decided_on = models.DateField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    decision_document = models.OneToOneField(
        "documents.IssuedDocument",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="appeal_decided",
    )
    filed_with_clerk_on = models.DateField(null=True, blank=True)
    mailed_on = models.DateField(null=True, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["received_at", "pk"]
        permissions = [
            ("view_docket", "See the appeal docket and hearing packets"),
            ("decide_appeal", "Schedule hearings and record the body's decisions"),
            ("record_paper_appeal", "Record a paper appeal with its date of receipt"),
            ("file_decision", "Record the filing and certified mailing of decisions"),
        ]
        indexes = [
            models.Index(fields=["state", "received_at"], name="appeal_state_idx"),
            # The docket's "Decided" tab, newest decision first, paged by (decided_on, id).
            models.Index(fields=["-decided_on", "-id"], name="appeal_decided_idx"),
            search_index("appeal_search", APPEAL_SEARCH_TEXT),
        ]
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(late=True) | ~models.Q(late_reason=""),
                name="appeal_late_has_reason",
                violation_error_message="An appeal accepted late records why.",
            ),
        ]

    def __str__(self) -> str:
        return f"Appeal {self.reference}"

    def get_absolute_url(self) -> str:
        return reverse("enforcement:appeal_detail", args=[self.reference])

    @property
    def is_pending(self) -> bool:
        return self.state in self.PENDING

    @property
    def vote_text(self) -> str:
        """ "3 in favor (…), 2 against (…)": each member named (GCL § 41)."""
        from lockport_sw.bodies.services import vote_words, votes_of

        if votes := votes_of(self):
            return vote_words(votes)
        parts = [f"{self.votes_for} in favor", f"{self.votes_against} against"]
        if self.abstentions:
            parts.append(f"{self.abstentions} abstaining")
        if self.absent:
            parts.append(f"{self.absent} absent")
        return ", ".join(parts)

    @transition(field=state, source=[State.FILED, State.SCHEDULED], target=State.SCHEDULED)
    def _schedule(self) -> None:
        pass

    @transition(field=state, source=State.SCHEDULED, target=State.DECIDED)
    def _decide(self) -> None:
        pass

    @transition(field=state, source=State.DECIDED, target=State.CLOSED)
    def _close(self) -> None:
        pass

    @transition(field=state, source=[State.FILED, State.SCHEDULED], target=State.WITHDRAWN)
    def _withdraw(self) -> None:
        pass

    def notices_of_hearing(self) -> list:
        """The notices of the hearing as it is now set: one to each appellant, issued
        together (empty if it has none)."""
        if self.hearing_at is None:
            return []
        current = list(
            self.hearing_notices.filter(hearing_at=self.hearing_at)
            .select_related("document")
            .order_by("-issued_at", "-pk")
        )
        return [h for h in current if h.issued_at == current[0].issued_at][::-1]

    def notice_of_hearing(self) -> HearingNotice | None:
        """The notice of the hearing as it is now set (None if it has none)."""
        if self.hearing_at is None:
            return None
        return (
            self.hearing_notices.filter(hearing_at=self.hearing_at)
            .select_related("document")
            .order_by("-issued_at", "-pk")
            .first()
        )


class Appellant(models.Model):
    """A person appealing in their own name (§ 158-12: "any person receiving a notice";
    § 159-8C(1)(f)): an addressee of the notice, when the Town received their appeal,
    online or on paper, within their own window (or accepted late with a reason). One
    appeal per person; co-owners may join one appeal expressly (a joinder: several
    appellants on one appeal, each within their own window). ``Appeal.appellant`` is the
    first of them, who filed it."""

    appeal = models.ForeignKey(Appeal, on_delete=models.PROTECT, related_name="appellants")
    addressee = models.ForeignKey(
        "enforcement.Addressee", on_delete=models.PROTECT, related_name="appeals_taken"
    )
    party = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="appeals_joined"
    )
    channel = models.CharField(max_length=10, choices=Appeal.Channel.choices)
    received_at = models.DateTimeField(help_text="When the Town received their appeal.")
    filed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    grounds = models.TextField(blank=True, help_text="A joining appellant's own grounds.")
    late = models.BooleanField(default=False)
    late_reason = models.TextField(blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["received_at", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["appeal", "party"], name="appellant_once_per_appeal"),
            models.CheckConstraint(
                condition=~models.Q(late=True) | ~models.Q(late_reason=""),
                name="appellant_late_has_reason",
                violation_error_message="An appeal accepted late records why.",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.addressee.name}, appellant in {self.appeal.reference}"

    def get_absolute_url(self) -> str:
        return self.appeal.get_absolute_url()


class HearingNotice(models.Model):
    """The numbered notice of hearing (``HEARING-2026-0001``) issued to the appellant each
    time the hearing is set or moved: its date, time and place as the notice said them.
    How it reached the appellant is its document's ``ServiceRecord`` (their account and
    email when they have one; else the Clerk's certified mailing)."""

    appeal = models.ForeignKey(Appeal, on_delete=models.PROTECT, related_name="hearing_notices")
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="hearing_notice"
    )
    hearing_at = models.DateTimeField()
    hearing_place = models.CharField(max_length=200)
    issued_at = models.DateTimeField()
    # The least notice before the hearing in effect when it was issued (Town Board
    # resolution, ``HearingNoticePolicy``; default 10 days), and the appellant's consent
    # to a shorter notice where it was given: who, when and how.
    least_notice_days = models.PositiveSmallIntegerField(default=10)
    consent_by = models.CharField("consent given by", max_length=150, blank=True)
    consent_at = models.DateTimeField("consent given on", null=True, blank=True)
    consent_how = models.CharField("how the consent was given", max_length=200, blank=True)
    consent_recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        ordering = ["issued_at", "pk"]

    def __str__(self) -> str:
        return f"Notice of hearing {self.document.number}"

    def get_absolute_url(self) -> str:
        return self.appeal.get_absolute_url()


class HearingNoticePolicy(models.Model):
    """The least time between service of a notice of hearing and the hearing: the Town
    Board's choice by resolution, with the vote (docs/statute/README.md: "The Town's
    policy (a Board resolution; default 10 days)"). Each resolution is a row of its own;
    the one adopted last (on or before a day) is in effect that day. The members' votes
    are ``bodies.MemberVote`` rows on it (GCL § 41)."""

    DEFAULT_DAYS = 10

    least_days = models.PositiveSmallIntegerField("least days of notice")
    resolution = models.CharField("Town Board resolution", max_length=50, unique=True)
    adopted_on = models.DateField("adopted on")
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["-adopted_on", "-pk"]
        verbose_name_plural = "hearing notice policies"

    def __str__(self) -> str:
        return f"{self.least_days} days' notice of hearing ({self.basis})"

    @property
    def basis(self) -> str:
        return f"Town Board Resolution No. {self.resolution} of {long_date(self.adopted_on)}"
