"""The Town's boards: who sits on them, and the one check of a board's vote.

General Construction Law § 41: a board acts only "by the votes of not less than a
majority of the whole number" of its members, the whole number counting vacancies and
members disqualified (``Body.seats``). Every vote is recorded member by member, so the
members absent or abstaining are named, and it must account for exactly the members
who held a seat on the day of the vote. Chapter 159's board resolutions (§ 159-4B(2))
and appeal decisions (§ 158-12, § 159-8C(1)(f)) both call ``vote_check``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction

from lockport_sw.calendar.words import long_date
from lockport_sw.core import floor
from lockport_sw.jurisdiction.registry import current

from .models import Body, Meeting, Membership, MemberVote

GCL_41 = "General Construction Law § 41"
# The Municipal Clerk records who sits on each board (the Board's appointments, its
# minutes); the SMO, whose notices and recommendations the boards act on, does not.
SEAT = "bodies.seat_members"

# Called after a seat is taken or ends, in the same transaction, with
# (acting_user=, membership=): a chapter keeps what follows a seat (Chapter 159's
# reviewing boards: who is sent the SWPPPs forwarded to the board) without this app
# importing it. Registered from the chapter's AppConfig.ready().
_SEAT_LISTENERS: list = []


def on_seat_change(listener) -> None:
    if listener not in _SEAT_LISTENERS:
        _SEAT_LISTENERS.append(listener)


def _seat_changed(acting_user, membership: Membership) -> None:
    for listener in _SEAT_LISTENERS:
        listener(acting_user=acting_user, membership=membership)


@dataclass(frozen=True)
class Tally:
    """A checked vote: each member who held a seat on the day, and how they voted."""

    body: Body
    on: date
    votes: dict[Membership, str] = field(default_factory=dict)

    def named(self, choice: str) -> list[str]:
        return [m.name for m, c in self.votes.items() if c == choice]

    def count(self, choice: str) -> int:
        return len(self.named(choice))

    @property
    def ayes(self) -> int:
        return self.count(MemberVote.Choice.FOR)

    @property
    def nays(self) -> int:
        return self.count(MemberVote.Choice.AGAINST)

    @property
    def abstained(self) -> int:
        return self.count(MemberVote.Choice.ABSTAIN)

    @property
    def absent(self) -> int:
        return self.count(MemberVote.Choice.ABSENT)


def body_of(kind_or_name: str) -> Body:
    """The board by its kind ("town_board") or name ("Town Board"); the municipality's
    name of its governing or planning body is that body, whatever its row is called (a
    village's "Board of Trustees" is the ``town_board``)."""
    here = current()
    kind = {here.governing_body: "town_board", here.planning_body: "planning_board"}.get(
        kind_or_name, kind_or_name
    )
    return Body.objects.filter(kind=kind).first() or Body.objects.get(name=kind_or_name)


def is_member(user, body: Body, day: date) -> bool:
    return bool(
        user and user.is_authenticated and body.members_on(day).filter(user_id=user.pk).exists()
    )


def presides(user, body: Body, day: date) -> bool:
    """The user holds the chair of the board on ``day``: the board's chair of record (the
    seat the recommendation of § 159-4B(1) is addressed to, "Attention: …, Chair") is
    theirs and held that day."""
    chair = body.chair
    return bool(
        chair is not None and user is not None and chair.user_id == user.pk and chair.holds_on(day)
    )


def sits_anywhere(user) -> bool:
    """Holds a seat on any board today. The user's seats (their first and last days) are
    kept across requests until a membership of theirs is written (core/floor.py); today
    is compared here, so a seat that starts or ends at midnight needs no write."""
    from lockport_sw.calendar.words import town_today

    if not (user and user.is_authenticated):
        return False
    today = town_today()
    return any(
        starts_on <= today and (ends_on is None or ends_on >= today)
        for starts_on, ends_on in seats_of(user)
    )


def seats_of(user) -> list[tuple[date, date | None]]:
    """Every seat the user has held or will hold: (first day, last day or None)."""
    return floor.remember(
        user,
        floor.WHO,
        "seats",
        lambda: list(
            Membership.objects.filter(user_id=user.pk)
            .order_by("starts_on", "pk")
            .values_list("starts_on", "ends_on")
        ),
    )


def _names(names: list[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + ", and " + names[-1]


def vote_check(*, body: Body, on: date, votes: Mapping[int, str], field: str = "votes") -> Tally:
    """GCL § 41: the vote names every member who held a seat on ``on`` (in favor,
    against, abstained or absent) and no one else, and carries only with a majority of
    the whole number of seats. ``votes`` maps a membership's id to its choice. Raises a
    ValidationError on ``field`` saying what is wrong; returns the tally."""
    members = list(body.members_on(on))
    held = {m.pk: m for m in members}
    when = long_date(on)
    errors: list[str] = []
    if not members:
        raise ValidationError(
            {
                field: f"No member of the {body} is recorded as seated on {when}: the Municipal "
                "Clerk records its members first."
            }
        )
    chosen = {int(k): v for k, v in (votes or {}).items() if v}
    strangers = [k for k in chosen if k not in held]
    if strangers:
        names = list(
            Membership.objects.filter(pk__in=strangers)
            .order_by("name")
            .values_list("name", flat=True)
        )
        errors.append(
            f"{_names(names) or 'Someone'} did not sit on the {body} on {when}: only its members "
            "that day vote."
        )
    bad = [k for k, v in chosen.items() if v not in MemberVote.Choice.values]
    if bad:
        errors.append("Record each vote as in favor, against, abstained or absent.")
    missing = [m.name for m in members if m.pk not in chosen]
    if missing:
        errors.append(
            f"The vote does not add up to the {body}'s {len(members)} members on {when}: "
            f"record how {_names(missing)} voted, or that they abstained or were absent."
        )
    if len(members) > body.seats:
        errors.append(
            f"The {body} has {body.seats} seats but {len(members)} members on {when}: correct "
            "its membership first."
        )
    if errors:
        raise ValidationError({field: errors})
    tally = Tally(body=body, on=on, votes={held[k]: v for k, v in chosen.items()})
    needed = body.seats // 2 + 1
    if tally.ayes < needed:
        raise ValidationError(
            {
                field: f"The motion did not carry: {tally.ayes} in favor of the {body}'s whole "
                f"number of {body.seats} is not a majority; it needs {needed} ({GCL_41})."
            }
        )
    return tally


def votes_record(*, subject, tally: Tally) -> None:
    """Keep the vote member by member on the record it decided."""
    subject_type = ContentType.objects.get_for_model(subject)
    MemberVote.objects.bulk_create(
        MemberVote(subject_type=subject_type, subject_id=subject.pk, membership=m, choice=c)
        for m, c in tally.votes.items()
    )


def votes_of(subject) -> list[MemberVote]:
    return list(
        MemberVote.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        ).select_related("membership")
    )


def vote_words(votes: list[MemberVote]) -> str:
    """ "3 in favor (Ann Ames, Bo Ardley, Cy Cole), 1 against (Di Dunn), 1 absent (Ed Eng)"."""
    parts = []
    for choice, label in (
        (MemberVote.Choice.FOR, "in favor"),
        (MemberVote.Choice.AGAINST, "against"),
        (MemberVote.Choice.ABSTAIN, "abstaining"),
        (MemberVote.Choice.ABSENT, "absent"),
    ):
        names = [v.membership.name for v in votes if v.choice == choice]
        if names or choice in (MemberVote.Choice.FOR, MemberVote.Choice.AGAINST):
            parts.append(f"{len(names)} {label}" + (f" ({_names(names)})" if names else ""))
    return ", ".join(parts)


def vote_roll(votes: list[MemberVote]) -> list[tuple[str, str]]:
    """[("In favor", "Ann Ames, Bo Ardley, and Cy Cole"), ("Absent", "Ed Eng")]: who voted
    how, for a letter's roll call (only the choices someone made)."""
    roll = []
    for choice, label in MemberVote.Choice.choices:
        names = [v.membership.name for v in votes if v.choice == choice]
        if names:
            roll.append((label, _names(names)))
    return roll


def may_seat_members(user) -> bool:
    return bool(user and user.is_authenticated and (user.is_superuser or user.has_perm(SEAT)))


def _require_clerk(acting_user) -> None:
    if not may_seat_members(acting_user):
        raise PermissionDenied("Only the Municipal Clerk records who sits on the Town's boards.")


@transaction.atomic
def membership_start(
    *, acting_user, body: Body, starts_on: date, user=None, name: str = ""
) -> Membership:
    """A member takes a seat (an account, or a name only), as the Clerk records it."""
    _require_clerk(acting_user)
    body = Body.objects.select_for_update().get(pk=body.pk)
    name = (name or (user.get_full_name() if user else "") or (str(user) if user else "")).strip()
    if not name:
        raise ValidationError({"name": "Name the member, or choose their account."})
    if starts_on is None:
        raise ValidationError({"starts_on": "Give the day the member took the seat."})
    if user is not None and body.members_on(starts_on).filter(user=user).exists():
        raise ValidationError({"user": f"{name} already sits on the {body}."})
    seated = body.members_on(starts_on).count()
    if seated >= body.seats:
        raise ValidationError(
            {
                "starts_on": f"The {body}'s {body.seats} seats are all filled on "
                f"{long_date(starts_on)}."
            }
        )
    membership = Membership(body=body, user=user, name=name[:150], starts_on=starts_on)
    membership._history_user = acting_user
    membership.save()
    _seat_changed(acting_user, membership)
    return membership


@transaction.atomic
def membership_end(*, acting_user, membership: Membership, ends_on: date) -> Membership:
    """The member's last day on the board (``ends_on`` included), as the Clerk records it.
    A seat taken the same day and never voted with is withdrawn: it was recorded by mistake."""
    _require_clerk(acting_user)
    membership = Membership.objects.select_for_update().get(pk=membership.pk)
    if ends_on is None or ends_on < membership.starts_on:
        raise ValidationError({"ends_on": "A membership cannot end before it starts."})
    if membership.ends_on is not None and membership.ends_on <= ends_on:
        raise ValidationError(
            {
                "ends_on": f"{membership.name}'s seat already ended on "
                f"{long_date(membership.ends_on)}."
            }
        )
    membership.ends_on = ends_on
    membership._history_user = acting_user
    membership.save()
    _seat_changed(acting_user, membership)
    return membership


def seated_today(bodies) -> dict[int, list[Membership]]:
    """Each body's members seated today, by the body's id: one query for all of them."""
    from lockport_sw.calendar.words import town_today

    today = town_today()
    held: dict[int, list[Membership]] = {body.pk: [] for body in bodies}
    rows = (
        Membership.objects.filter(body_id__in=held.keys(), starts_on__lte=today)
        .exclude(ends_on__lt=today)
        .select_related("user")
        .order_by("name", "pk")
    )
    for membership in rows:
        held[membership.body_id].append(membership)
    return held


def may_record_meetings(user, body: Body) -> bool:
    """The body's meetings are recorded by the Municipal Clerk (who keeps its minutes)
    or by a member seated today."""
    from lockport_sw.calendar.words import town_today

    if not (user and user.is_authenticated):
        return False
    return bool(
        user.is_superuser
        or user.groups.filter(name="clerk").exists()
        or (body.clerk_id is not None and body.clerk_id == user.pk)
        or is_member(user, body, town_today())
    )


@transaction.atomic
def meeting_schedule(*, acting_user, body: Body, starts_at, place: str) -> Meeting:
    """A meeting of ``body`` at ``starts_at`` (a moment to come) at ``place``."""
    from django.utils import timezone

    if not may_record_meetings(acting_user, body):
        raise PermissionDenied(
            f"Only the Municipal Clerk or a member of the {body} records its meetings."
        )
    errors = {}
    place = (place or "").strip()
    if starts_at is None:
        errors["starts_at"] = "Give the date and time of the meeting."
    elif starts_at < timezone.now():
        errors["starts_at"] = "A meeting is recorded before it is held: give a time to come."
    elif Meeting.objects.filter(body=body, starts_at=starts_at).exists():
        errors["starts_at"] = f"The {body} already meets then."
    if not place:
        errors["place"] = "Give the place of the meeting."
    if errors:
        raise ValidationError(errors)
    meeting = Meeting(body=body, starts_at=starts_at, place=place[:200], recorded_by=acting_user)
    meeting._history_user = acting_user
    meeting.save()
    return meeting


def meetings_to_come(body: Body):
    """The body's meetings still to be held, soonest first."""
    from django.utils import timezone

    return Meeting.objects.filter(body=body, starts_at__gt=timezone.now()).order_by("starts_at")
