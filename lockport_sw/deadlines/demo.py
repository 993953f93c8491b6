"""Demo calendar (development only): a Town closure, the Friday after Thanksgiving, and a
public holiday the President proclaimed (GCL § 24), shown apart on the Closures &
policies page."""

from datetime import date

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.models import OfficeClosure, ProclaimedHoliday

from . import services


def seed(ctx: dict) -> None:
    smo = ctx.get("users", {}).get(Role.SMO)
    if not smo:
        return
    day = date(2026, 11, 27)
    if not OfficeClosure.objects.filter(date=day).exists():
        services.closure_add(acting_user=smo, day=day, reason="Day after Thanksgiving")
    mourning = date(2025, 1, 9)
    if not ProclaimedHoliday.objects.filter(date=mourning).exists():
        services.proclaimed_holiday_add(
            acting_user=smo,
            day=mourning,
            name="National Day of Mourning",
            proclaimed_by=ProclaimedHoliday.By.PRESIDENT,
            proclamation="Presidential proclamation of December 29, 2024",
        )
