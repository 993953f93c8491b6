from django.apps import AppConfig


class SwpppConfig(AppConfig):
    """Chapter 159: land development, SWPPPs and their review."""

    name = "swppp"
    verbose_name = "Chapter 159: SWPPPs"
