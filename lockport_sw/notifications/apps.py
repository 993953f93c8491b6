from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "lockport_sw.notifications"
    label = "notifications"
    verbose_name = "Notifications"

    def ready(self) -> None:
        from lockport_sw.accounts.roles import Role
        from lockport_sw.core.navigation import NavItem, register

        from .selectors import unread_count

        register(
            NavItem(
                "Messages",
                "notifications:inbox",
                order=95,
                roles=frozenset(Role.values),
                badge=unread_count,
                badge_label="unread",
            )
        )
