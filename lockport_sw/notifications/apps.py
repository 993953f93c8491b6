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

        from django.db.models.signals import post_delete, post_save

        from lockport_sw.core import floor

        from .models import Notification

        def _message_changed(sender, instance, **kwargs):
            floor.bump(floor.UNREAD, [instance.recipient_id])  # the menu's count (issue 44)

        for signal in (post_save, post_delete):
            signal.connect(
                _message_changed,
                sender=Notification,
                dispatch_uid=f"notifications.{id(signal)}",
                weak=False,
            )
