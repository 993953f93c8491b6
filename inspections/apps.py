from django.apps import AppConfig


class InspectionsConfig(AppConfig):
    """Every inspection: construction milestones, site logs, facilities."""

    name = "inspections"
    verbose_name = "Inspections"

    def ready(self) -> None:
        # Its collection of the OGC API - Features (lockport_sw/ogcapi/).
        from . import ogcapi

        ogcapi.register()
        from . import wiring

        wiring.register()
        # Its records in the search across everything (lockport_sw/reports/search.py).
        from . import search

        search.register()
        # Its records in the whole story (lockport_sw/reports/story.py).
        from . import story

        story.register()
        # Its charts on the dashboards (lockport_sw/reports/dashboards.py).
        from . import dashboards

        dashboards.register()
