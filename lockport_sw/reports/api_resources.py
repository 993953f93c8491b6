"""The MS4 report's figures in the API (issue 48): for a period, each figure as the
report's page shows it (``selectors.report_table``: computed, the SMO's adjustment with
its reason, reported), for whoever reads the report in the browser
(``reports.view_ms4_report``). The period is the query's ``period``: the year it begins
in ("2026", the annual report) or its half ("2026-1", "2026-2", the interim progress
certifications); without it, the period due next, as the page opens."""

from __future__ import annotations

from django.utils import timezone
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, viewsets
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from lockport_sw.api.registry import register
from lockport_sw.calendar.counting import TOWN_TZ

from . import periods, selectors
from .views import VIEW


def _value(value) -> str | None:
    """A figure as the page and the CSV print it, as a decimal string (none: null)."""
    text = selectors.as_text(value)
    return text or None


class PeriodSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    start = serializers.DateField()
    end = serializers.DateField(help_text="The period's last day (included).")
    due = serializers.DateField(help_text="The day the report is due to NYSDEC.")


class FigureSerializer(serializers.Serializer):
    key = serializers.CharField()
    measure = serializers.CharField(help_text="The minimum control measure's key.")
    measure_title = serializers.CharField()
    label = serializers.CharField()
    unit = serializers.CharField()
    definition = serializers.CharField(help_text="What it counts, as the report states it.")
    computed = serializers.CharField(
        allow_null=True, help_text="Computed from the records (a decimal string)."
    )
    adjustment = serializers.CharField(allow_null=True, help_text="The SMO's adjustment.")
    adjustment_reason = serializers.CharField(allow_null=True)
    reported = serializers.CharField(allow_null=True, help_text="Computed plus the adjustment.")


class MS4FiguresSerializer(serializers.Serializer):
    period = PeriodSerializer()
    figures = FigureSerializer(many=True)


def _rows(period: periods.Period) -> list[dict]:
    rows = []
    for row in selectors.flat_rows(selectors.report_table(period)):
        figure, adjustment, measure = row["figure"], row["adjustment"], row["measure"]
        rows.append(
            {
                "key": figure.key,
                "measure": figure.measure,
                "measure_title": measure.title if measure else figure.measure,
                "label": figure.label,
                "unit": figure.unit,
                "definition": figure.how,
                "computed": _value(row["computed"]),
                "adjustment": _value(adjustment.amount) if adjustment else None,
                "adjustment_reason": adjustment.reason if adjustment else None,
                "reported": _value(row["reported"]),
            }
        )
    return rows


class OneReport(AutoSchema):
    """The list route answers one object (the period and its figures), not an array."""

    def _is_list_view(self, serializer=None) -> bool:
        return False


class MS4Figures(viewsets.ViewSet):
    """The MS4 annual report's figures (SPDES General Permit GP-0-24-001) for a period."""

    required_permission = VIEW
    schema = OneReport()

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "period",
                OpenApiTypes.STR,
                OpenApiParameter.QUERY,
                required=False,
                pattern=r"^\d{4}(-[12])?$",
                description='The year the period begins in ("2026": the annual report), '
                'or its half ("2026-1", "2026-2"); by default the period due next.',
            )
        ],
        responses={200: MS4FiguresSerializer},
    )
    def list(self, request):
        slug = request.query_params.get("period")
        if slug is None:
            today = timezone.localtime(timezone.now(), TOWN_TZ).date()
            period = selectors.period_due_next(today)
        else:
            period = periods.from_slug(slug)
            if period is None:
                raise ValidationError(
                    {"period": ['Give a year ("2026") or its half ("2026-1", "2026-2").']}
                )
        body = {
            "period": {
                "slug": period.slug,
                "name": period.name,
                "start": period.start,
                "end": period.end,
                "due": period.due,
            },
            "figures": _rows(period),
        }
        return Response(MS4FiguresSerializer(body).data)


register("ms4-figures", MS4Figures, "ms4-figure", order=60)
