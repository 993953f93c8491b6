from django.apps import AppConfig
from django.db.backends.signals import connection_created


class CoreConfig(AppConfig):
    name = "lockport_sw.core"
    label = "core"
    verbose_name = "Core (layout, navigation, home pages)"

    def ready(self) -> None:
        from . import kept

        # Every write on every connection replaces its tables' versions (core/kept.py).
        connection_created.connect(kept.watch, dispatch_uid="core.kept.watch")
