"""Town policies besides the clocks' periods, as data.

The Closures & policies page (lockport_sw/deadlines) lists the periods of the rule
catalogue the Town sets; an app whose own Town policy the SMO changes (the signing
links of lockport_sw/invitations) registers it here from ``AppConfig.ready()``, and the
page lists it with a link to its own form (which keeps its history).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class TownPolicy:
    key: str
    title: str
    citation: str
    summary: Callable[[], str]  # the values in force, in words (one or two queries)
    url_name: str
    permission: str  # who may change it
    order: int = 100


_POLICIES: dict[str, TownPolicy] = {}


def register(policy: TownPolicy) -> None:
    _POLICIES[policy.key] = policy


def registered() -> list[TownPolicy]:
    return sorted(_POLICIES.values(), key=lambda p: (p.order, p.title))
