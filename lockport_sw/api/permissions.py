"""What a request may do: reading needs a signed-in user (a token of either scope, or the
session); writing needs a token with the write scope. What the user may see and do is
then the same as in the browser: each resource reads through its app's selector and
writes through its app's service, which check the user."""

from __future__ import annotations

from rest_framework import permissions

from .models import APIToken


class TokenScope(permissions.BasePermission):
    message = "This needs a token with the write scope."

    def has_permission(self, request, view) -> bool:
        if not (request.user and request.user.is_authenticated):
            return False
        if request.method in permissions.SAFE_METHODS:
            return True
        return isinstance(request.auth, APIToken) and request.auth.can_write


class ModelPermission(permissions.BasePermission):
    """The view's ``required_permission`` (the one its browser page asks for), if any."""

    message = "Your role may not read these records."

    def has_permission(self, request, view) -> bool:
        needed = getattr(view, "required_permission", None)
        return not needed or request.user.has_perm(needed)
