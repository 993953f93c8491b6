from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from .models import OfficeClosure, ProclaimedHoliday


@admin.register(OfficeClosure)
class OfficeClosureAdmin(SimpleHistoryAdmin):
    """Read-only: closures are entered through the closure service, which also recomputes
    every clock that the closure moves (GCL § 25-a)."""

    list_display = ["date", "reason", "created_by", "created_at"]
    date_hierarchy = "date"
    search_fields = ["reason"]
    readonly_fields = ["date", "reason", "created_by", "created_at"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(ProclaimedHoliday)
class ProclaimedHolidayAdmin(SimpleHistoryAdmin):
    """Read-only: proclaimed holidays (GCL § 24) are entered through the deadlines
    service, which also recounts every clock the holiday moves (GCL § 25-a)."""

    list_display = ["date", "name", "proclaimed_by", "proclamation", "created_by", "created_at"]
    date_hierarchy = "date"
    search_fields = ["name", "proclamation"]
    readonly_fields = ["date", "name", "proclaimed_by", "proclamation", "created_by", "created_at"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
