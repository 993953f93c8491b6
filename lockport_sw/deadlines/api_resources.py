"""The clocks in the API (issue 48): every deadline, for who sees the clock board in the
browser (deadlines.view_clock_board: Town office staff), read by its selector."""

from __future__ import annotations

import django_filters
from rest_framework import serializers

from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.jurisdiction.registry import words_lazy

from . import catalogue, selectors
from .models import Deadline


class ClockSerializer(serializers.ModelSerializer):
    rule = serializers.CharField(source="rule_code")
    citation = serializers.SerializerMethodField()
    responsible_user = serializers.SerializerMethodField()

    class Meta:
        model = Deadline
        fields = [
            "id",
            "rule",
            "citation",
            "subject_label",
            "status",
            "starts_at",
            "due_at",
            "due_date",
            "responsible_role",
            "responsible_user",
            "met_at",
            "missed_at",
            "waived_at",
            "paused_at",
        ]

    def get_citation(self, clock) -> str:
        return catalogue.get(clock.rule_code).citation

    def get_responsible_user(self, clock) -> str | None:
        return clock.responsible_user.email if clock.responsible_user else None


def _of_chapter(queryset, name, value):
    codes = [rule.code for rule in catalogue.RULES if f"{value}-" in rule.citation]
    return queryset.filter(rule_code__in=codes)


class ClockFilter(django_filters.FilterSet):
    status = django_filters.ChoiceFilter(choices=Deadline.Status.choices)
    rule = django_filters.ChoiceFilter(field_name="rule_code", choices=catalogue.RULE_CHOICES)
    chapter = django_filters.ChoiceFilter(
        choices=[("158", words_lazy("{law:idl}")), ("159", words_lazy("{law:swm}"))],
        method=_of_chapter,
    )
    due_after = django_filters.DateFilter(field_name="due_date", lookup_expr="gte")
    due_before = django_filters.DateFilter(field_name="due_date", lookup_expr="lte")


class Clocks(ReadResource):
    """Deadlines (clocks): what is due, when, and from which rule."""

    serializer_class = ClockSerializer
    filterset_class = ClockFilter
    required_permission = "deadlines.view_clock_board"

    def visible(self, user):
        return selectors.clock_board()


register("clocks", Clocks, "clock", order=40)
