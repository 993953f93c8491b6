from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "lockport_sw.core"
    label = "core"
    verbose_name = "Core (layout, navigation, home pages)"
