from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from .models import Party, Property


@admin.register(Property)
class PropertyAdmin(SimpleHistoryAdmin):
    list_display = ["street_address", "sbl", "city", "land_use_note"]
    search_fields = ["street_address", "sbl"]


@admin.register(Party)
class PartyAdmin(SimpleHistoryAdmin):
    list_display = ["name", "kind", "organization", "email", "phone"]
    list_filter = ["kind"]
    search_fields = ["name", "organization", "email"]
