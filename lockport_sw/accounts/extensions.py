"""Fields a chapter adds to the staff account pages, as data.

The SMO creates staff accounts and sets their roles here (lockport_sw/accounts); some
things about a staff member belong to a chapter (which Chapter 159 reviewing body a
member sits on). The chapter registers a ``StaffField`` from its ``AppConfig.ready()``;
the account forms show it, and the account services save it through ``save`` in the
same transaction as the roles, so accounts never imports a chapter.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django import forms


@dataclass(frozen=True)
class StaffField:
    name: str
    field: Callable[[], forms.Field]  # a new form field each time
    initial: Callable[[Any], Any]  # (user) -> the current value
    save: Callable[..., None]  # (acting_user=, user=, value=, roles=); may raise ValidationError
    order: int = 100


_FIELDS: dict[str, StaffField] = {}


def register(field: StaffField) -> None:
    _FIELDS[field.name] = field


def registered() -> list[StaffField]:
    return sorted(_FIELDS.values(), key=lambda f: (f.order, f.name))


def save_all(*, acting_user, user, roles, values: dict | None) -> None:
    """Save each registered field present in ``values`` (called by the account services)."""
    for field in registered():
        if values is not None and field.name in values:
            field.save(acting_user=acting_user, user=user, value=values[field.name], roles=roles)
