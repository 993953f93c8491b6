from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "lockport_sw.audit"
    label = "audit"
    verbose_name = "Audit trail (who did what, when)"
