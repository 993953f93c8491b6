"""The role-aware navigation, as data.

Shared apps and chapters add their entries from ``AppConfig.ready()`` with
``register()``, so the layout never imports a chapter. An entry is shown when the
user holds one of its roles or its permission.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.urls import reverse


@dataclass(frozen=True)
class NavItem:
    label: str
    url_name: str
    order: int = 100
    roles: frozenset[str] = field(default_factory=frozenset)
    permission: str | None = None
    # A number shown beside the label (e.g. unread messages), and what it counts.
    badge: Callable[[object], int] | None = None
    badge_label: str = ""

    def badge_for(self, user) -> int:
        return self.badge(user) if self.badge else 0

    superuser: bool = False  # shown to administrators (superusers) only
    # A role's own work ("New project", "My inspections"): not shown to an administrator
    # whose every permission comes from being a superuser, without the role's group.
    own_work: bool = False

    def visible_to(self, user) -> bool:
        if not user.is_authenticated:
            return False
        if self.superuser:
            return user.is_superuser
        if self.own_work and user.is_superuser and not user.roles:
            return False
        if self.permission and user.has_perm(self.permission):
            return True
        return bool(self.roles and user.has_role(*self.roles))

    @property
    def url(self) -> str:
        return reverse(self.url_name)


_ITEMS: list[NavItem] = []


def register(*items: NavItem) -> None:
    for item in items:
        if all(existing.url_name != item.url_name for existing in _ITEMS):
            _ITEMS.append(item)


def items_for(user) -> Iterable[NavItem]:
    return [i for i in sorted(_ITEMS, key=lambda i: (i.order, i.label)) if i.visible_to(user)]
