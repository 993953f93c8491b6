"""Who sits on which reviewing body (§ 159-4B(2)). Chosen by the SMO on the staff account
page (lockport_sw.accounts.extensions: swppp/wiring.py registers the field), in the
same transaction as the account's roles."""

from __future__ import annotations

from datetime import timedelta

from django.core.exceptions import PermissionDenied, ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.bodies.services import body_of, membership_end, membership_start
from lockport_sw.calendar.words import town_today

from ..models import ReviewingBody
from ._common import record

# Who may sit on a body: its members act on the SWPPPs forwarded to it.
MEMBER_ROLES = frozenset({Role.REVIEWING_BODY, Role.TOWN_BOARD})


def members_set(*, acting_user, user, bodies, roles) -> None:
    """Put ``user`` on exactly ``bodies`` (ReviewingBody rows). A reviewing-body member
    sits on at least one body (otherwise they see nothing); only reviewing-body members
    and Town Board members sit on one."""
    if not (acting_user.is_superuser or acting_user.has_perm("accounts.manage_staff_accounts")):
        raise PermissionDenied("Only the Stormwater Management Officer chooses body members.")
    chosen = {body.pk: body for body in bodies or ()}
    roles = set(roles or ())
    if chosen and not roles & MEMBER_ROLES:
        raise ValidationError(
            {
                "reviewing_bodies": "Only a reviewing-body member or a Town Board member sits "
                "on a reviewing body: give the account one of those roles, or no body."
            }
        )
    if Role.REVIEWING_BODY in roles and not chosen:
        raise ValidationError(
            {
                "reviewing_bodies": "Choose the body this reviewing-body member sits on "
                "(§ 159-4B(2)): a member of no body sees no SWPPP."
            }
        )
    current = {body.pk: body for body in user.reviewing_bodies.all()}
    for pk in current.keys() - chosen.keys():
        current[pk].members.remove(user)
        _seat(acting_user, current[pk], user, take=False)
        record(
            subject=current[pk],
            actor=acting_user,
            action="swppp.body_member_removed",
            summary=f"{user} no longer sits on the {current[pk]}.",
        )
    for pk in chosen.keys() - current.keys():
        chosen[pk].members.add(user)
        _seat(acting_user, chosen[pk], user, take=True)
        record(
            subject=chosen[pk],
            actor=acting_user,
            action="swppp.body_member_added",
            summary=f"{user} sits on the {chosen[pk]}.",
        )


def _seat(acting_user, reviewing_body: ReviewingBody, user, *, take: bool) -> None:
    """A board's member also holds a seat on it from today (lockport_sw.bodies: the seats
    its votes are counted against, GCL § 41); leaving the body ends the seat today."""
    if not reviewing_body.acts_by_resolution:
        return
    body = body_of(reviewing_body.kind)
    today = town_today()
    held = body.members_on(today).filter(user=user).first()
    try:
        if take and held is None:
            membership_start(acting_user=acting_user, body=body, user=user, starts_on=today)
        elif not take and held is not None and held.starts_on == today and not held.votes.exists():
            held.delete()  # seated by mistake today: no seat was held
        elif not take and held is not None:
            # The seat ends yesterday: from today the member no longer votes.
            ends = max(held.starts_on, today - timedelta(days=1))
            membership_end(acting_user=acting_user, membership=held, ends_on=ends)
    except ValidationError as exc:
        raise ValidationError({"reviewing_bodies": exc.messages}) from None


def bodies_of(user) -> list[ReviewingBody]:
    return list(user.reviewing_bodies.order_by("name")) if user.pk else []
