from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "lockport_sw.notifications"
    label = "notifications"
    verbose_name = "Notifications"
