from django.apps import AppConfig


class ReportsConfig(AppConfig):
    """What the Town reports and finds: the MS4 report's figures (registered by the
    chapters), the dashboards, search across every record and each property's story."""

    name = "lockport_sw.reports"
    label = "reports"
    verbose_name = "Reports, dashboards and search"

    def ready(self) -> None:
        from . import wiring

        wiring.register()
