"""Access decorators for views.

The product's convention (tested for every URL and role in tests/test_url_access.py):
an anonymous visitor is sent to the login page; a signed-in user without the
permission gets 403; a record outside the user's reach is 404 (its queryset is scoped).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied


def _guard(check: Callable[[object], bool]):
    def decorator(view):
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            if not request.user.is_authenticated:
                return redirect_to_login(request.get_full_path())
            if not check(request.user):
                raise PermissionDenied
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


def permission_required(*perms: str):
    """Signed in and holding every one of ``perms`` (model-level, via the role groups)."""
    return _guard(lambda user: user.has_perms(perms))


def any_permission_required(*perms: str):
    """Signed in and holding at least one of ``perms`` (a page read by several roles,
    acted on by one: the view checks the act's own permission)."""
    return _guard(lambda user: any(user.has_perm(p) for p in perms))


def role_required(*roles: str):
    """Signed in and holding at least one of ``roles``."""
    return _guard(lambda user: user.has_role(*roles))


login_required = _guard(lambda user: True)
