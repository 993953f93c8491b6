"""Helpers every Chapter 158 service uses."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.utils import timezone

from lockport_sw.audit.services import record as audit_record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.guards import require, require_perm
from lockport_sw.core.numbering import next_in_series
from lockport_sw.jurisdiction.registry import cite

WORK = "illicit.work_case"
DECIDE = "illicit.decide_case"
TRIAGE = "illicit.triage_report"
ACCESS = "illicit.decide_ms4_access"
EMERGENCY = "illicit.approve_emergency_discharge"
REGISTERS = "illicit.keep_registers"
OUTFALLS = "illicit.manage_outfalls"

PUBLIC_EMAIL = "public-reports@system.invalid"

# With the project's shared guards, for the services.
__all__ = [
    "ACCESS",
    "DECIDE",
    "EMERGENCY",
    "OUTFALLS",
    "REGISTERS",
    "TRIAGE",
    "WORK",
    "invalid",
    "now",
    "public_user",
    "record",
    "reference",
    "require",
    "require_perm",
    "town_year",
]


def delegation_for(user, *, act: str):
    """§ 158-3B: "The SMO shall administer, implement, and enforce the provisions of this
    chapter. Such powers ... may be delegated in writing by the SMO". The SMO acts in
    their own right (None); anyone else only under a written delegation in force today,
    found on the delegation register (returned); otherwise refused, naming the act."""
    from django.core.exceptions import PermissionDenied

    from ..models import Delegation

    if user.has_perm(REGISTERS):  # the SMO keeps the register: their own powers
        return None
    today = timezone.localdate()
    for delegation in Delegation.objects.filter(delegate=user).order_by("-starts_on", "-pk"):
        if delegation.in_force_on(today):
            return delegation
    raise PermissionDenied(
        f"{cite('idl.administration')}: {act} is the SMO's power; you may act only under a written "
        "delegation by the SMO in force today, and the delegation register has none for you."
    )


def invalid(**errors) -> ValidationError:
    return ValidationError(errors)


def now():
    return timezone.now()


def town_year() -> int:
    return timezone.localtime(timezone.now(), TOWN_TZ).year


def reference(series: str, prefix: str = "") -> str:
    """The next reference of a series, inside the caller's transaction."""
    year = town_year()
    return f"{prefix}{year}-{next_in_series(series, year):04d}"


def record(subject, actor, action: str, summary: str, actor_label: str = "", **data) -> None:
    audit_record(
        subject=subject,
        actor=actor,
        action=action,
        summary=summary,
        actor_label=actor_label,
        **data,
    )


def public_user():
    """The account public reports' photos are stored under (the upload pipeline stores a
    file for a user). Nobody signs in with it: it has no role and no usable password."""
    from lockport_sw.accounts.models import User

    user, _ = User.objects.get_or_create(
        email=PUBLIC_EMAIL, defaults={"full_name": "A member of the public (report form)"}
    )
    if user.has_usable_password():
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user
