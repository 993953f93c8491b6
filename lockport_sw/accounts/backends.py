"""Django's model permissions, kept across requests (issue 44).

``ModelBackend`` loads a user's permissions and their groups' in two queries on the first
``has_perm`` of every request; the navigation asks on every page. This backend keeps the
set under the user's ``who`` version (core/floor.py), which every write to the user's
groups, the user's permissions, a group's permissions or the user row bumps. Whether the
user is active is read from the user row of the request, as before; whether they are a
superuser is part of the entry's name.
"""

from __future__ import annotations

from django.contrib.auth.backends import ModelBackend

from lockport_sw.core import floor


class CachedModelBackend(ModelBackend):
    def get_all_permissions(self, user_obj, obj=None):
        if not user_obj.is_active or user_obj.is_anonymous or obj is not None:
            return set()
        if not hasattr(user_obj, "_perm_cache"):
            user_obj._perm_cache = floor.remember(
                user_obj,
                floor.WHO,
                f"perms:{int(user_obj.is_superuser)}",
                lambda: super(CachedModelBackend, self).get_all_permissions(user_obj),
            )
        return user_obj._perm_cache
