from django.apps import AppConfig


class DocumentsConfig(AppConfig):
    name = "lockport_sw.documents"
    label = "documents"
    verbose_name = "Documents (uploads and issued PDFs)"
