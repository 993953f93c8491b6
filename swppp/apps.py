from django.apps import AppConfig


class SwpppConfig(AppConfig):
    """Chapter 159: land development, SWPPPs and their review."""

    name = "swppp"
    verbose_name = "Chapter 159: SWPPPs"

    def ready(self) -> None:
        from lockport_sw.documents.access import register_subject_access

        from . import wiring
        from .models import Project, Submission

        # Letters and plans are seen by whoever may see the project (swppp/rules.py).
        register_subject_access(
            Submission, lambda user, sub: user.has_perm("swppp.view_project", sub.project)
        )
        register_subject_access(
            Project, lambda user, project: user.has_perm("swppp.view_project", project)
        )
        wiring.register()
