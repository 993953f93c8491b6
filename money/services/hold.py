"""Whether an unpaid fee holds final acceptance: a Town setting, never statute (issue 20,
item 3). Chapter 159 puts no fee before final acceptance (§ 159-8A(2) asks only for
accepted as-built plans); the Town Board may choose by resolution that a balance past due
holds it. The default is no hold. A refusal under the policy says it is the Town's
policy and cites the resolution, never a section of the chapter."""

from __future__ import annotations

from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.calendar.words import town_today
from lockport_sw.core import versions
from lockport_sw.core.guards import require_perm
from lockport_sw.core.money_words import dollars

from ..models import FeeHoldPolicy
from .schedules import ADOPT

Key = FeeHoldPolicy.Key


def hold_policy(key: str = Key.FINAL_ACCEPTANCE) -> FeeHoldPolicy | None:
    """The Town's policy row, or None (never set: no hold)."""
    return FeeHoldPolicy.objects.filter(key=key).first()


def hold_policy_summary() -> str:
    """The policy in force, in words (the Closures & policies page; one query)."""
    policy = hold_policy()
    if policy is None or not policy.holds:
        basis = policy.basis if policy else "the default"
        return f"No hold: final acceptance is not held for an unpaid balance ({basis})."
    return f"A balance past due holds final acceptance ({policy.basis})."


@transaction.atomic
def hold_policy_set(
    *,
    acting_user,
    holds: bool,
    resolution: str = "",
    adopted_on: date | None = None,
    version: str | None = None,
) -> FeeHoldPolicy:
    """The Town Board's choice, by resolution, whether a balance past due holds final
    acceptance; a Board member or the Clerk records it (as the fee schedule).
    ``version``: the policy's when the page was opened (core/versions.py)."""
    require_perm(
        acting_user,
        ADOPT,
        "The Town Board sets this policy by resolution; a Board member or the Municipal "
        "Clerk records it.",
    )
    errors = {}
    resolution = (resolution or "").strip()
    if not resolution:
        errors["resolution"] = "Give the number of the Town Board's resolution."
    elif len(resolution) > 50:
        errors["resolution"] = "Keep the resolution number to 50 characters."
    if adopted_on is None:
        errors["adopted_on"] = "Give the date the Town Board adopted the resolution."
    elif adopted_on > town_today():
        errors["adopted_on"] = "Record the resolution once adopted: not a future date."
    if errors:
        raise ValidationError(errors)
    key = Key.FINAL_ACCEPTANCE
    FeeHoldPolicy.objects.select_for_update().filter(key=key).first()
    versions.require_current(
        FeeHoldPolicy.history.filter(key=key), version, acting_user=acting_user
    )
    policy, _ = FeeHoldPolicy.objects.select_for_update().get_or_create(
        key=key, defaults={"holds": bool(holds)}
    )
    policy.holds = bool(holds)
    policy.resolution = resolution
    policy.adopted_on = adopted_on
    policy._history_user = acting_user
    policy.save()
    return policy


def final_acceptance_holds(subject) -> list[str]:
    """Why the Town's policy holds this subject's final acceptance ([] for none): only
    where the policy says hold and the project has a balance past due."""
    from swppp.models import Project

    from ..selectors import past_due

    if not isinstance(subject, Project):
        return []
    policy = hold_policy()
    if policy is None or not policy.holds:
        return []
    owed = past_due(subject)
    if owed <= 0:
        return []
    return [
        f"Held by the Town's policy ({policy.basis}), not by Chapter 159: the project's "
        f"account has {dollars(owed)} past due. Final acceptance can be recorded once it "
        "is paid."
    ]
