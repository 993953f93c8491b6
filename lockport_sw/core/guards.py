"""The two guards every service starts with: a condition, and a permission."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied


def require(condition: bool, message: str, exc=PermissionDenied) -> None:
    """Raise ``exc(message)`` (PermissionDenied unless given) unless ``condition``."""
    if not condition:
        raise exc(message)


def require_perm(user, perm: str, message: str) -> None:
    """PermissionDenied unless ``user`` is signed in and holds ``perm``."""
    require(bool(user and user.is_authenticated and user.has_perm(perm)), message)
