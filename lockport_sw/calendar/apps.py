from django.apps import AppConfig


class CalendarConfig(AppConfig):
    name = "lockport_sw.calendar"
    label = "calendar"
    verbose_name = "Calendar (New York time counting)"
