"""The admin: the SMO issues Open311 API keys here (the key is shown once)."""

import secrets

from django.contrib import admin, messages

from .models import ApiClient
from .models.reports import token_hash


@admin.register(ApiClient)
class ApiClientAdmin(admin.ModelAdmin):
    list_display = ("name", "key_prefix", "active", "created_at", "last_used_at")
    readonly_fields = ("key_prefix", "created_at", "last_used_at", "issued_by")
    fields = (
        "name",
        "contact_email",
        "active",
        "key_prefix",
        "issued_by",
        "created_at",
        "last_used_at",
    )

    def save_model(self, request, obj, form, change):
        if not change:
            key = secrets.token_urlsafe(32)
            obj.key_prefix = key[:8]
            obj.key_hash = token_hash(key)
            obj.issued_by = request.user
            super().save_model(request, obj, form, change)
            messages.warning(
                request,
                f"The API key of {obj.name} is {key} — copy it now: it is not kept and is "
                "never shown again.",
            )
            return
        super().save_model(request, obj, form, change)


def issue_key(*, name: str, issued_by=None, contact_email: str = "") -> tuple[ApiClient, str]:
    """Issue a key outside the admin (tests, the demo). Returns the client and the key."""
    key = secrets.token_urlsafe(32)
    client = ApiClient.objects.create(
        name=name,
        contact_email=contact_email,
        key_prefix=key[:8],
        key_hash=token_hash(key),
        issued_by=issued_by,
    )
    return client, key
