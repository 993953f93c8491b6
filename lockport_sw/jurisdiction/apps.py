from django.apps import AppConfig


class JurisdictionConfig(AppConfig):
    """The municipality, at the base of the house: every app reads it, it reads none."""

    name = "lockport_sw.jurisdiction"
    label = "jurisdiction"
    verbose_name = "Jurisdiction"
