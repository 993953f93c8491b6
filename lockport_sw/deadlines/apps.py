from django.apps import AppConfig


class DeadlinesConfig(AppConfig):
    name = "lockport_sw.deadlines"
    label = "deadlines"
    verbose_name = "Deadlines (statutory clocks)"
