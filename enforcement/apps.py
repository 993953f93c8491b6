from django.apps import AppConfig


class EnforcementConfig(AppConfig):
    """Shared by both chapters: violations, notices, stop-work orders, appeals."""

    name = "enforcement"
    verbose_name = "Enforcement"
