from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from .models import Deadline, PolicySetting, Reminder, SweepHeartbeat


class ReadOnlyAdmin(admin.ModelAdmin):
    """Clocks change only through services (which keep their history and reminders)."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(Deadline)
class DeadlineAdmin(ReadOnlyAdmin, SimpleHistoryAdmin):
    list_display = ["rule_code", "subject_label", "due_at", "status", "responsible_user"]
    list_filter = ["status", "rule_code"]
    search_fields = ["subject_label"]


@admin.register(Reminder)
class ReminderAdmin(ReadOnlyAdmin):
    list_display = ["deadline", "kind", "due_at", "created_at"]


@admin.register(PolicySetting)
class PolicySettingAdmin(ReadOnlyAdmin, SimpleHistoryAdmin):
    list_display = ["rule_code", "period", "updated_at"]


@admin.register(SweepHeartbeat)
class SweepHeartbeatAdmin(ReadOnlyAdmin):
    list_display = ["name", "last_started_at", "last_finished_at"]
