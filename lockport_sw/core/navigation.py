"""The role-aware navigation, as data.

Shared apps and chapters add their entries from ``AppConfig.ready()`` with
``register()``, so the layout never imports a chapter. An entry is shown when the
user holds one of its roles or its permission.

Entries name their ``group`` ("Chapter 158", "Chapter 159", "Enforcement",
"Inspections", "Town"): ``menu_for`` gathers a user's entries into those menus
(ordered by their first entry), so the bar holds a few menus rather than twenty links;
a group with one entry for this user is that entry alone. An administrator whose every
permission comes from being a superuser (no role) sees only the entries marked
``administrator``: what an administrator does, not every role's work (issue 22, item 5).
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
    # Administrators' work too (staff accounts, the security log): shown to a superuser
    # without a role, who sees nothing else but ``superuser`` entries.
    administrator: bool = False
    group: str = ""  # the menu it is in; "" for an entry of its own on the bar

    def visible_to(self, user) -> bool:
        if not user.is_authenticated:
            return False
        if self.superuser:
            return user.is_superuser
        if user.is_superuser and not user.roles:
            return self.administrator
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


@dataclass
class MenuEntry:
    """One place on the bar: a menu of ``links`` under ``label``, or a single link."""

    label: str
    links: list[tuple[NavItem, bool, int]]  # (entry, is the current page, badge)

    @property
    def is_menu(self) -> bool:
        return len(self.links) > 1

    @property
    def active(self) -> bool:
        return any(active for _, active, _ in self.links)

    @property
    def key(self) -> str:
        return "nav-" + "".join(c if c.isalnum() else "-" for c in self.label.lower())


def menu_for(user, current: str | None) -> list[MenuEntry]:
    """The user's entries, grouped, in the order of each group's first entry."""
    entries: dict[str, MenuEntry] = {}
    for item in items_for(user):
        key = item.group or item.url_name
        entry = entries.setdefault(key, MenuEntry(item.group or item.label, []))
        entry.links.append((item, item.url_name == current, item.badge_for(user)))
    return list(entries.values())
