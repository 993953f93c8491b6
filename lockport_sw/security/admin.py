from django.contrib import admin

from .models import SecurityEvent


@admin.register(SecurityEvent)
class SecurityEventAdmin(admin.ModelAdmin):
    list_display = ["at", "kind", "email", "user", "actor", "ip", "path"]
    list_filter = ["kind"]
    search_fields = ["email", "ip", "path"]
    list_select_related = ["user", "actor"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
