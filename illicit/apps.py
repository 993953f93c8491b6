from django.apps import AppConfig

from lockport_sw.jurisdiction.registry import words_lazy


class IllicitConfig(AppConfig):
    """Chapter 158: illicit discharges and connections to the MS4."""

    name = "illicit"
    verbose_name = words_lazy("{law:idl}: illicit discharges")

    def ready(self) -> None:
        from enforcement import chapters

        from . import wiring
        from .enforcement import chapter_158

        # What Chapter 158's enforcement looks like (§§ 158-11 to 158-16), as data.
        chapters.register(chapter_158)
        # Its orders and notices that bind a person: served letters (issue 23, item 3).
        from . import letters

        letters.register()
        wiring.register()
        # § 158-9: the facility inspection's kind and checklist (inspections/).
        from . import facility_inspections

        facility_inspections.register()
        # Its figures of the MS4 report (lockport_sw/reports/figures.py).
        from . import figures

        figures.register()
        from . import search

        search.register()
        # Its records in the whole story (lockport_sw/reports/story.py).
        from . import story

        story.register()
        # Its charts on the dashboards (lockport_sw/reports/dashboards.py).
        from . import dashboards

        dashboards.register()
        # Its collections of the OGC API - Features (lockport_sw/ogcapi/).
        from . import ogcapi

        ogcapi.register()
        # The Open311 lists kept in the cache are forgotten when a report or its case is
        # written, at commit (illicit/published.py).
        from django.db.models.signals import post_delete, post_save

        from .models import Case, Report

        for model in (Report, Case):
            post_save.connect(_published_changed, sender=model, dispatch_uid=f"open311-{model}")
            post_delete.connect(_published_changed, sender=model, dispatch_uid=f"open311-{model}-")


def _published_changed(sender, **kwargs) -> None:
    from . import published

    published.changed()
