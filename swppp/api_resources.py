"""Chapter 159's projects in the API (issue 48): whoever may open a project in the
browser reads it here (``selectors.projects_visible_to``: an applicant their own, Town
office staff every one, a reviewing body's member those forwarded to the body)."""

from __future__ import annotations

import django_filters
from rest_framework import serializers

from lockport_sw.api.filters import Moment
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource

from . import selectors
from .models import Project
from .models.projects import ReviewPath


class ProjectSerializer(serializers.ModelSerializer):
    property = serializers.PrimaryKeyRelatedField(source="parcel", read_only=True)

    class Meta:
        model = Project
        fields = [
            "id",
            "reference",
            "title",
            "property",
            "total_site_acres",
            "disturbed_acres",
            "town_approval",
            "review_path",
            "exemption_status",
            "closed_at",
            "created_at",
            "updated_at",
        ]


def _closed(queryset, name, value):
    return queryset.filter(closed_at__isnull=not value)


class ProjectFilter(django_filters.FilterSet):
    property = django_filters.NumberFilter(field_name="parcel_id")
    closed = django_filters.BooleanFilter(method=_closed, help_text="Closed by the SMO.")
    review_path = django_filters.ChoiceFilter(choices=ReviewPath.choices)
    created_after = Moment("created_at", "gte")
    created_before = Moment("created_at", "lt")

    class Meta:
        model = Project
        fields = ["property", "closed", "review_path", "created_after", "created_before"]


class Projects(ReadResource):
    """Chapter 159 land development projects (SWPPPs)."""

    serializer_class = ProjectSerializer
    filterset_class = ProjectFilter

    def visible(self, user):
        return selectors.projects_visible_to(user)


register("projects", Projects, "project", order=20)
