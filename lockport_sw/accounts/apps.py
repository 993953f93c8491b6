from django.apps import AppConfig, apps
from django.db.models.signals import post_migrate


class AccountsConfig(AppConfig):
    name = "lockport_sw.accounts"
    label = "accounts"
    verbose_name = "Accounts and roles"

    def ready(self) -> None:
        from .services import sync_roles

        def _sync(sender, **kwargs):
            # post_migrate is sent app by app; permissions of every app exist only once
            # the last one has been handled, so the roles are synced then.
            if sender is list(apps.get_app_configs())[-1]:
                sync_roles()

        post_migrate.connect(_sync, dispatch_uid="accounts.sync_roles", weak=False)

        from lockport_sw.core.navigation import NavItem, register

        register(
            NavItem(
                "Staff accounts",
                "accounts:staff_list",
                order=90,
                permission="accounts.manage_staff_accounts",
            )
        )
