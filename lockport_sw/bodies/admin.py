from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from .models import Body, Membership


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    fields = ("name", "user", "starts_on", "ends_on")
    raw_id_fields = ("user",)


@admin.register(Body)
class BodyAdmin(SimpleHistoryAdmin):
    list_display = ("name", "seats", "chair", "clerk")
    fields = ("name", "seats", "chair", "clerk")
    inlines = [MembershipInline]
    raw_id_fields = ("clerk",)

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
