from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from simple_history.admin import SimpleHistoryAdmin

from .models import User
from .views import admin_login

# One way in (ASVS 6.3.x): the admin site signs in through allauth, with its throttling
# and its second factor, never through a password form of its own.
admin.site.login = admin_login


@admin.register(User)
class UserAdmin(BaseUserAdmin, SimpleHistoryAdmin):
    ordering = ["email"]
    list_display = ["email", "full_name", "is_active", "is_staff", "mfa_enabled", "last_login"]
    search_fields = ["email", "full_name"]
    list_filter = ["is_active", "is_staff", "groups"]
    fieldsets = (
        (None, {"fields": ("email", "password")}),
        ("Person", {"fields": ("full_name", "phone")}),
        ("Access", {"fields": ("is_active", "is_staff", "is_superuser", "groups")}),
        ("Dates", {"fields": ("last_login", "date_joined")}),
        ("Security", {"fields": ("mfa_enabled",)}),
    )
    add_fieldsets = (
        (None, {"classes": ("wide",), "fields": ("email", "full_name", "password1", "password2")}),
    )
    filter_horizontal = ("groups",)
    readonly_fields = ("mfa_enabled",)
