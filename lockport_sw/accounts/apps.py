from django.apps import AppConfig, apps
from django.db.models.signals import post_migrate


class AccountsConfig(AppConfig):
    name = "lockport_sw.accounts"
    label = "accounts"
    verbose_name = "Accounts and roles"

    def ready(self) -> None:
        from .services import sync_roles

        def _sync(sender, **kwargs):
            # post_migrate is sent app by app (for apps with a models module); the
            # permissions of every app exist once the last of them has been handled.
            with_models = [c for c in apps.get_app_configs() if c.models_module is not None]
            if sender is with_models[-1]:
                sync_roles()

        post_migrate.connect(_sync, dispatch_uid="accounts.sync_roles", weak=False)

        from allauth.mfa.models import Authenticator
        from django.db.models.signals import post_delete, post_save

        from .services import mfa_sync

        def _mfa_changed(sender, instance, **kwargs):
            mfa_sync(instance.user_id)

        for signal in (post_save, post_delete):
            signal.connect(
                _mfa_changed,
                sender=Authenticator,
                dispatch_uid=f"accounts.mfa.{id(signal)}",
                weak=False,
            )

        _connect_floor()

        from lockport_sw.core.navigation import NavItem, register

        from .roles import TOWN_ROLES

        register(
            NavItem(
                "Staff accounts",
                "accounts:staff_list",
                order=90,
                permission="accounts.manage_staff_accounts",
                group="Town",
                administrator=True,
            ),
            # The signature printed on the letters one signs (documents/signatures.py).
            NavItem(
                "Your signature", "accounts:my_signature", order=95, roles=TOWN_ROLES, group="Town"
            ),
            NavItem("Site administration", "admin:index", order=99, superuser=True, group="Town"),
        )


def _connect_floor() -> None:
    """A user's roles and permissions are kept across requests (core/floor.py, issue 44):
    every write they depend on makes them forgotten, for that user or for everyone. A
    revoked role is refused from the very next request (tests/accounts/test_floor.py)."""
    from django.contrib.auth.models import Group, Permission
    from django.db.models.signals import m2m_changed, post_delete, post_save

    from lockport_sw.core import floor

    from .models import User

    def _memberships(sender, instance, action, reverse, pk_set, **kwargs):
        # user.groups.add(...) (forward: instance is the user) or group.user_set.add(...)
        # (reverse: pk_set holds the users). A reverse clear names no one: everyone.
        if not action.startswith("post_") and action != "pre_clear":
            return
        if not reverse:
            floor.bump(floor.WHO, [instance.pk])
        elif pk_set:
            floor.bump(floor.WHO, pk_set)
        elif action in ("pre_clear", "post_clear"):
            floor.bump_everyone()

    def _group_permissions(sender, action, **kwargs):
        if action.startswith("post_") or action == "pre_clear":
            floor.bump_everyone()

    def _everyone(sender, **kwargs):
        floor.bump_everyone()

    m2m_changed.connect(
        _memberships, sender=User.groups.through, dispatch_uid="floor.groups", weak=False
    )
    m2m_changed.connect(
        _memberships,
        sender=User.user_permissions.through,
        dispatch_uid="floor.user_perms",
        weak=False,
    )
    m2m_changed.connect(
        _group_permissions,
        sender=Group.permissions.through,
        dispatch_uid="floor.group_perms",
        weak=False,
    )
    # Rows of the through tables written by a query (bulk_create, QuerySet.delete) send
    # nothing, not even post_delete (Django skips auto-created models): whoever writes
    # them bumps (accounts/scale.py).
    for signal in (post_save, post_delete):
        uid = f"floor.{id(signal)}"
        signal.connect(_everyone, sender=Group, dispatch_uid=f"{uid}.group", weak=False)
        signal.connect(_everyone, sender=Permission, dispatch_uid=f"{uid}.permission", weak=False)
