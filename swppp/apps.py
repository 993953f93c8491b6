from django.apps import AppConfig

from lockport_sw.jurisdiction.registry import words_lazy


class SwpppConfig(AppConfig):
    """Chapter 159: land development, SWPPPs and their review."""

    name = "swppp"
    verbose_name = words_lazy("{law:swm}: SWPPPs")

    def ready(self) -> None:
        # Its collection of the OGC API - Features (lockport_sw/ogcapi/).
        from . import ogcapi

        ogcapi.register()
        from enforcement import chapters
        from lockport_sw.documents.access import register_subject_access

        from . import wiring
        from .enforcement import chapter_159

        # What Chapter 159's enforcement looks like (§ 159-8C), as data.
        chapters.register(chapter_159)
        from .models import ChecklistItem, Project, ReviewingBody, Submission

        # Letters and plans are seen by whoever may see their version (swppp/rules.py).
        register_subject_access(
            Submission, lambda user, sub: user.has_perm("swppp.view_submission", sub)
        )
        register_subject_access(
            Project, lambda user, project: user.has_perm("swppp.view_project", project)
        )
        wiring.register()
        # The site log and after-construction records (inspections/), as data.
        from . import after_construction

        after_construction.register()
        # Chapter 159's inspection kinds and checklists, and what a project's
        # inspections need (swppp/inspections.py).
        from . import inspections

        inspections.register()
        # Its figures of the MS4 report (lockport_sw/reports/figures.py).
        from . import figures

        figures.register()
        # Its records in the search across everything (lockport_sw/reports/search.py).
        from . import search

        search.register()
        # Its records in the whole story (lockport_sw/reports/story.py).
        from . import story

        story.register()
        # Its charts on the dashboards (lockport_sw/reports/dashboards.py).
        from . import dashboards

        dashboards.register()

        from django.db.models.signals import post_migrate

        def _seed(sender, **kwargs):
            if sender is self:
                from .seed import seed_reference_data

                seed_reference_data(ChecklistItem, ReviewingBody)

        post_migrate.connect(_seed, dispatch_uid="swppp.seed_reference_data", weak=False)
