"""Home-page panels, as data.

Each role's home page is a list of panels. Apps register theirs from
``AppConfig.ready()``; a panel is a template plus a function that builds its context
from the request (a selector call, so its query count does not grow with the data).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest


@dataclass(frozen=True)
class Panel:
    key: str
    title: str
    template: str
    roles: frozenset[str]
    context: Callable[[HttpRequest], dict[str, Any]] = lambda request: {}
    order: int = 100


_PANELS: dict[str, Panel] = {}


def register(panel: Panel) -> None:
    _PANELS[panel.key] = panel


def panels_for(role: str | None) -> list[Panel]:
    if role is None:
        return []
    return sorted((p for p in _PANELS.values() if role in p.roles), key=lambda p: p.order)
