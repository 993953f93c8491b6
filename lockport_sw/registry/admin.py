from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from .models import Party, Property, Street


@admin.register(Property)
class PropertyAdmin(SimpleHistoryAdmin):
    list_display = ["street_address", "sbl", "city", "land_use_note"]
    search_fields = ["street_address", "sbl"]


@admin.register(Party)
class PartyAdmin(SimpleHistoryAdmin):
    list_display = ["name", "kind", "organization", "email", "phone"]
    list_filter = ["kind"]
    search_fields = ["name", "organization", "email"]


@admin.register(Street)
class StreetAdmin(admin.ModelAdmin):
    """The Town's street list: public locations are computed from it (registry/streets.py)."""

    list_display = ["name", "postal_code", "in_city"]
    list_filter = ["in_city"]
    search_fields = ["name", "postal_code"]
