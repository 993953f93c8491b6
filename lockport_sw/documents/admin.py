"""Read-only admin: documents are stored by services only and never changed or deleted."""

from django.contrib import admin
from django.utils.html import format_html

from .models import IssuedDocument, Upload


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="file")
    def download(self, obj):
        # The private storage has no URL: link to the permission-checked download view.
        return format_html('<a href="{}">Download</a>', obj.get_absolute_url())


@admin.register(IssuedDocument)
class IssuedDocumentAdmin(ReadOnlyAdmin):
    list_display = ["number", "kind", "title", "issued_at", "issued_by", "supersedes"]
    list_filter = ["kind"]
    search_fields = ["number", "title"]
    date_hierarchy = "issued_at"
    list_select_related = ["issued_by", "supersedes"]
    fields = [
        "number",
        "kind",
        "title",
        "subject_type",
        "subject_id",
        "citations",
        "template_name",
        "download",
        "sha256",
        "size",
        "issued_by",
        "issued_at",
        "supersedes",
    ]
    readonly_fields = fields


@admin.register(Upload)
class UploadAdmin(ReadOnlyAdmin):
    list_display = ["original_name", "content_type", "size", "uploaded_by", "uploaded_at"]
    list_filter = ["content_type"]
    search_fields = ["original_name", "sha256"]
    date_hierarchy = "uploaded_at"
    list_select_related = ["uploaded_by"]
    fields = [
        "id",
        "original_name",
        "content_type",
        "size",
        "sha256",
        "download",
        "uploaded_by",
        "uploaded_at",
        "subject_type",
        "subject_id",
    ]
    readonly_fields = fields
