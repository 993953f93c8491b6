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
