"""Demo members of the Town's boards (development only): the demo Board member and
planner hold a seat, with members named only in the other seats, so that every vote in
the demo names each member (GCL § 41)."""

from __future__ import annotations

from datetime import date

from lockport_sw.accounts.roles import Role

from .models import Body, Membership

SINCE = date(2024, 1, 1)
OTHERS = {
    "town_board": ["Mark Crocker", "Gail Kennedy", "Darlene Pratt", "Paul Siejak"],
    "planning_board": ["Ron Bellavia", "Jeff Fuller", "Wendy Grubka", "Lee Sohn", "Pat Wiley"],
    "zoning_board": ["Anne Gracie", "Tom Hoffman", "Kim Morrow", "Dale Rutt", "Sue Vance"],
}


def seed(ctx: dict) -> None:
    users = ctx.get("users", {})
    seated = {
        "town_board": users.get(Role.TOWN_BOARD),
        "planning_board": users.get(Role.REVIEWING_BODY),
        "zoning_board": None,
    }
    for kind, user in seated.items():
        body = Body.objects.get(kind=kind)
        if body.memberships.exists():
            continue  # already seeded
        first = None
        if user is not None:
            first = Membership.objects.create(
                body=body, user=user, name=user.get_full_name(), starts_on=SINCE
            )
        for name in OTHERS[kind]:
            membership = Membership.objects.create(body=body, name=name, starts_on=SINCE)
            first = first or membership
        body.chair = first
        body.clerk = users.get(Role.CLERK)
        body.save()
