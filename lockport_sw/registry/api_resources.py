"""The registry in the API (issue 48): properties with their owners of record today,
for Town office staff, who read them in the browser (registry.view_property)."""

from __future__ import annotations

import django_filters
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.calendar.counting import TOWN_TZ

from . import selectors
from .models import Party, Property


class OwnerSerializer(serializers.ModelSerializer):
    class Meta:
        model = Party
        fields = ["id", "kind", "name", "organization"]


class PropertySerializer(serializers.ModelSerializer):
    owners_of_record = serializers.SerializerMethodField()

    class Meta:
        model = Property
        fields = [
            "id",
            "street_address",
            "city",
            "state",
            "postal_code",
            "sbl",
            "latitude",
            "longitude",
            "owners_of_record",
            "updated_at",
        ]

    @extend_schema_field(OwnerSerializer(many=True))
    def get_owners_of_record(self, parcel) -> list[dict]:
        parties = list(dict.fromkeys(o.party for o in parcel.owners_of_record))
        return OwnerSerializer(parties, many=True).data


class PropertyFilter(django_filters.FilterSet):
    sbl = django_filters.CharFilter(field_name="sbl", help_text="The SBL number, exactly.")
    street = django_filters.CharFilter(
        field_name="street_address", lookup_expr="icontains", help_text="Part of the address."
    )
    updated_after = django_filters.IsoDateTimeFilter(field_name="updated_at", lookup_expr="gte")


class Properties(ReadResource):
    """Properties (parcels) and who owns each of record today."""

    serializer_class = PropertySerializer
    filterset_class = PropertyFilter
    required_permission = "registry.view_property"

    def visible(self, user):
        from django.utils import timezone

        return selectors.properties_with_owners(timezone.now().astimezone(TOWN_TZ).date())


register("properties", Properties, "property", order=10)
