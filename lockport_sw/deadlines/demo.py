"""Demo Town closure: the Friday after Thanksgiving (development only)."""

from datetime import date

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.models import OfficeClosure

from . import services


def seed(ctx: dict) -> None:
    smo = ctx.get("users", {}).get(Role.SMO)
    day = date(2026, 11, 27)
    if smo and not OfficeClosure.objects.filter(date=day).exists():
        services.closure_add(acting_user=smo, day=day, reason="Day after Thanksgiving")
