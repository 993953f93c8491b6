from django.contrib import admin

from .models import Invitation


@admin.register(Invitation)
class InvitationAdmin(admin.ModelAdmin):
    """Read-only: links are sent, used and withdrawn through the app's services."""

    list_display = ("purpose", "email", "created_at", "expires_at", "used_at", "withdrawn_at")
    list_filter = ("kind",)
    search_fields = ("email", "name")
    exclude = ("token_hash",)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
