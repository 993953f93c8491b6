"""Seats on the Town's boards for tests: ``seat`` fills a board's seats (the given
accounts first, then members named only), ``ballot`` casts their votes in order."""

from __future__ import annotations

from datetime import date

from lockport_sw.bodies.models import Body, Membership, MemberVote

FILLERS = ["Ann Ames", "Cy Cole", "Di Dunn", "Ed Eng", "Flo Fay", "Gus Gold", "Hal Hunt"]


def seat(
    kind: str = "town_board",
    users=(),
    *,
    members: int = 5,
    seats: int | None = None,
    since: date = date(2025, 1, 1),
) -> list[Membership]:
    body = Body.objects.get(kind=kind)
    body.seats = seats or members
    body.save()
    held = []
    for user in users:
        held.append(
            Membership.objects.create(
                body=body, user=user, name=user.get_full_name() or user.email, starts_on=since
            )
        )
    for name in FILLERS[: members - len(held)]:
        held.append(Membership.objects.create(body=body, name=name, starts_on=since))
    if body.chair_id is None:
        body.chair = held[0]
        body.save()
    return held


def ballot(members, for_: int = 3, against: int = 2, abstain: int = 0, absent: int = 0) -> dict:
    choices = (
        [MemberVote.Choice.FOR] * for_
        + [MemberVote.Choice.AGAINST] * against
        + [MemberVote.Choice.ABSTAIN] * abstain
        + [MemberVote.Choice.ABSENT] * absent
    )
    return {m.pk: c for m, c in zip(members, choices, strict=False)}


def votes(
    kind: str = "town_board",
    *,
    on: date,
    for_: int = 3,
    against: int = 2,
    abstain: int = 0,
    absent: int = 0,
) -> dict:
    """The votes of the members seated on ``on``, cast in the order of their names."""
    members = list(Body.objects.get(kind=kind).members_on(on))
    return ballot(members, for_, against, abstain, absent)


def take_seat(kind: str, user, since: date = date(2000, 1, 1)) -> Membership:
    """``user`` holds a seat on the board (beyond its seats if need be: for access tests)."""
    body = Body.objects.get(kind=kind)
    return Membership.objects.create(
        body=body, user=user, name=user.get_full_name() or user.email, starts_on=since
    )
