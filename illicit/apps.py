from django.apps import AppConfig


class IllicitConfig(AppConfig):
    """Chapter 158: illicit discharges and connections to the MS4."""

    name = "illicit"
    verbose_name = "Chapter 158: illicit discharges"
