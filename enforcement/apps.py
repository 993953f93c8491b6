from django.apps import AppConfig


class EnforcementConfig(AppConfig):
    """Shared by both chapters: violations, notices of violation, stop-work orders,
    appeals, corrective measures, penalties and remedies. Chapters register what differs
    (enforcement/chapters.py); this app never imports a chapter."""

    name = "enforcement"
    verbose_name = "Enforcement"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

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

        def _sync(sender, **kwargs):
            if sender is self:
                from .models import sync_provisions

                sync_provisions()

        post_migrate.connect(_sync, dispatch_uid="enforcement.sync_provisions", weak=False)
