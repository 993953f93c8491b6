"""Who sits on which reviewing body (§ 159-4B(2)).

A board (the Planning Board, the Town Board) acts by resolution: its members are the
members the Municipal Clerk seats on it (lockport_sw.bodies, the seats its votes are
counted against, GCL § 41), and ``seat_followed`` keeps the board's readers of forwarded
SWPPPs to them. The Building Inspector, one officer, is chosen by the SMO on the staff
account page (lockport_sw.accounts.extensions: swppp/wiring.py registers the field), in
the same transaction as the account's roles."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied, ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.words import town_today

from ..models import ReviewingBody
from ._common import record

# Who may sit on a body: its members act on the SWPPPs forwarded to it.
MEMBER_ROLES = frozenset({Role.REVIEWING_BODY, Role.TOWN_BOARD})


def officer_bodies():
    """The bodies the staff account page chooses for: those that are not boards."""
    return ReviewingBody.objects.exclude(kind__in=ReviewingBody.BOARDS).order_by("name")


def members_set(*, acting_user, user, bodies, roles) -> None:
    """Put ``user`` on exactly ``bodies`` of the bodies that are not boards (the boards'
    members are seated by the Municipal Clerk). Only reviewing-body members and Town
    Board members sit on one."""
    if not (acting_user.is_superuser or acting_user.has_perm("accounts.manage_staff_accounts")):
        raise PermissionDenied("Only the Stormwater Management Officer chooses body members.")
    chosen = {body.pk: body for body in bodies or ()}
    if any(body.acts_by_resolution for body in chosen.values()):
        raise ValidationError(
            {
                "reviewing_bodies": "The members of a board are seated by the Municipal Clerk "
                "(Boards and members), not on the staff account page."
            }
        )
    roles = set(roles or ())
    if chosen and not roles & MEMBER_ROLES:
        raise ValidationError(
            {
                "reviewing_bodies": "Only a reviewing-body member or a Town Board member sits "
                "on a reviewing body: give the account one of those roles, or no body."
            }
        )
    current = {
        body.pk: body for body in user.reviewing_bodies.exclude(kind__in=ReviewingBody.BOARDS)
    }
    for pk in current.keys() - chosen.keys():
        current[pk].members.remove(user)
        _recorded(acting_user, current[pk], user, added=False)
    for pk in chosen.keys() - current.keys():
        chosen[pk].members.add(user)
        _recorded(acting_user, chosen[pk], user, added=True)


def _recorded(acting_user, body: ReviewingBody, user, *, added: bool) -> None:
    record(
        subject=body,
        actor=acting_user,
        action="swppp.body_member_added" if added else "swppp.body_member_removed",
        summary=f"{user} sits on the {body}." if added else f"{user} no longer sits on the {body}.",
    )


def seat_followed(*, acting_user, membership) -> None:
    """§ 159-4B(2): a member seated on a board reads and acts on the SWPPPs forwarded to
    it from the day the seat is recorded, and no longer once it has ended (registered
    with lockport_sw.bodies.services.on_seat_change; called in the seat's transaction)."""
    user = membership.user
    body = ReviewingBody.objects.filter(kind=membership.body.kind).first()
    if user is None or body is None or not body.acts_by_resolution:
        return
    today = town_today()
    holds = membership.body.memberships.filter(user=user).exclude(ends_on__lt=today).exists()
    sits = body.members.filter(pk=user.pk).exists()
    if holds and not sits:
        body.members.add(user)
        _recorded(acting_user, body, user, added=True)
    elif sits and not holds:
        body.members.remove(user)
        _recorded(acting_user, body, user, added=False)


def bodies_of(user) -> list[ReviewingBody]:
    return list(user.reviewing_bodies.order_by("name")) if user.pk else []
