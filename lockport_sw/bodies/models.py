"""A Town board, its members over time, and how each member voted on a motion.

General Construction Law § 41: a board's power is exercised by the votes of a majority of
its whole number, "the total number which the board ... would have were there no
vacancies and were none of the persons ... disqualified from acting" (``Body.seats``).
"""

from __future__ import annotations

from datetime import date

from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from simple_history.models import HistoricalRecords


class Body(models.Model):
    class Kind(models.TextChoices):
        TOWN_BOARD = "town_board", "Town Board"
        PLANNING_BOARD = "planning_board", "Planning Board"
        ZONING_BOARD = "zoning_board", "Zoning Board of Appeals"

    kind = models.CharField(max_length=30, choices=Kind.choices, unique=True)
    name = models.CharField(max_length=100, unique=True)
    seats = models.PositiveSmallIntegerField(
        "whole number of seats",
        validators=[MinValueValidator(1)],
        help_text="The number of members the board has by law, vacancies included "
        "(General Construction Law § 41).",
    )
    chair = models.ForeignKey(
        "bodies.Membership",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Presides and signs the board's letters.",
    )
    clerk = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Keeps the board's minutes and files its decisions (the Municipal Clerk).",
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "bodies"
        # The Municipal Clerk records who sits on each board (lockport_sw/accounts/roles.py).
        permissions = [("seat_members", "Seat and unseat the members of the Town's boards")]

    def __str__(self) -> str:
        return self.name

    def members_on(self, day: date):
        return (
            self.memberships.filter(starts_on__lte=day)
            .filter(Q(ends_on__isnull=True) | Q(ends_on__gte=day))
            .select_related("user")
            .order_by("name", "pk")
        )


class Membership(models.Model):
    """A seat held from ``starts_on`` to ``ends_on`` (both days included; open-ended
    while ``ends_on`` is empty). A member without an account is named only."""

    body = models.ForeignKey(Body, on_delete=models.PROTECT, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="memberships",
    )
    name = models.CharField(max_length=150)
    starts_on = models.DateField()
    ends_on = models.DateField(null=True, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["body", "name", "starts_on"]
        constraints = [
            models.CheckConstraint(
                condition=Q(ends_on__isnull=True) | Q(ends_on__gte=models.F("starts_on")),
                name="bodies_membership_ends_after_start",
                violation_error_message="A membership cannot end before it starts.",
            )
        ]

    def __str__(self) -> str:
        return f"{self.name}, {self.body}"

    def holds_on(self, day: date) -> bool:
        return self.starts_on <= day and (self.ends_on is None or self.ends_on >= day)


class MemberVote(models.Model):
    """How one member voted on a motion (an appeal's decision, a SWPPP resolution): the
    members absent or abstaining are named, not only counted."""

    class Choice(models.TextChoices):
        FOR = "for", "In favor"
        AGAINST = "against", "Against"
        ABSTAIN = "abstain", "Abstained"
        ABSENT = "absent", "Absent"

    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")
    membership = models.ForeignKey(Membership, on_delete=models.PROTECT, related_name="votes")
    choice = models.CharField(max_length=10, choices=Choice.choices)

    class Meta:
        ordering = ["membership__name", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["subject_type", "subject_id", "membership"],
                name="bodies_one_vote_per_member",
            )
        ]
        indexes = [models.Index(fields=["subject_type", "subject_id"], name="bodies_vote_subj")]

    def __str__(self) -> str:
        return f"{self.membership.name}: {self.get_choice_display()}"


class Meeting(models.Model):
    """A meeting of a body: the day, time and place it sits. A hearing is held at a
    meeting of the body that hears it (docs/statute/README.md, "A hearing is held at a
    meeting of the body that hears it")."""

    body = models.ForeignKey(Body, on_delete=models.PROTECT, related_name="meetings")
    starts_at = models.DateTimeField("date and time")
    place = models.CharField(max_length=200)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["starts_at", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["body", "starts_at"], name="bodies_meeting_once")
        ]

    def __str__(self) -> str:
        from lockport_sw.calendar.words import long_datetime

        return f"{self.body}, {long_datetime(self.starts_at, weekday=True)}, {self.place}"
