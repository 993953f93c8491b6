"""Inspection requests and inspections in the API (issue 48): read as in the browser
(``selectors.requests_visible_to``, ``selectors.inspections_visible_to``); the
applicant's request made through the same service as the request page
(``services.requests.request_make``, § 159-8A(1)), and an inspection completed through
the same service as the inspector's field form (``services.field.inspection_complete``):
refused for the same reasons, in the same words, as problem details."""

from __future__ import annotations

import django_filters
from django.contrib.contenttypes.models import ContentType
from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import mixins, serializers, status
from rest_framework.decorators import action
from rest_framework.response import Response

from lockport_sw.api.errors import problem
from lockport_sw.api.filters import moment_bounds
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.jurisdiction.registry import words_lazy

from . import selectors, subjects
from .models import Finding, Inspection, InspectionRequest
from .services import field
from .services import requests as request_services


def _subject_key(request: InspectionRequest) -> str:
    model = ContentType.objects.get_for_id(request.subject_type_id).model_class()
    try:
        return subjects.of(model).key
    except (LookupError, AttributeError):
        return ""


class InspectionRequestSerializer(serializers.ModelSerializer):
    subject = serializers.SerializerMethodField()
    property = serializers.PrimaryKeyRelatedField(source="parcel", read_only=True)
    inspection = serializers.SlugRelatedField(slug_field="reference", read_only=True)

    class Meta:
        model = InspectionRequest
        fields = [
            "reference",
            "kind",
            "chapter",
            "subject",
            "subject_id",
            "subject_label",
            "property",
            "proposed_for",
            "note",
            "requested_at",
            "earliest_allowed",
            "state",
            "short_notice",
            "refusals",
            "inspection",
        ]

    def get_subject(self, request) -> str:
        return _subject_key(request)


class InspectionRequestCreate(serializers.Serializer):
    """What the request page asks: the record, the inspection, when the work reaches it."""

    subject = serializers.ChoiceField(
        choices=[], help_text=words_lazy('The kind of record inspected: "project" ({law:swm}).')
    )
    subject_id = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    kind = serializers.CharField(
        max_length=40,
        help_text=words_lazy(
            'The inspection, e.g. "159-milestone-b" ({cite:swm.construction_inspection}(b)).'
        ),
    )
    proposed_for = serializers.DateTimeField(
        help_text="When the work will reach this stage: at least 48 hours ahead."
    )
    note = serializers.CharField(max_length=2000, required=False, allow_blank=True, default="")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["subject"].choices = [s.key for s in subjects.registered()]


class InspectionRequestFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=InspectionRequest.State.choices)
    chapter = django_filters.ChoiceFilter(
        choices=[("158", words_lazy("{law:idl}")), ("159", words_lazy("{law:swm}"))]
    )
    property = django_filters.NumberFilter(field_name="parcel_id")
    requested_after, requested_before = moment_bounds("requested_at")


class InspectionRequests(mixins.CreateModelMixin, ReadResource):
    """Requests for an inspection (§ 159-8A(1)): accepted, refused or withdrawn."""

    serializer_class = InspectionRequestSerializer
    filterset_class = InspectionRequestFilter
    lookup_field = "reference"

    def visible(self, user):
        return selectors.requests_visible_to(user).select_related("inspection")

    def get_serializer_class(self):
        if self.action == "create":
            return InspectionRequestCreate
        return InspectionRequestSerializer

    @extend_schema(
        request=InspectionRequestCreate,
        responses={
            201: InspectionRequestSerializer,
            422: OpenApiResponse(
                description=words_lazy(
                    "Refused by {cite:swm.construction_inspection} or the chapter's rules, "
                    "with the reasons the request page gives. A request refused only for short "
                    "notice is kept: its reference is in `request`."
                )
            ),
        },
    )
    def create(self, request, *args, **kwargs):
        """The project's applicant requests an inspection, as on the request page."""
        form = InspectionRequestCreate(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        spec = subjects.by_key(data["subject"])
        subject = spec.visible_to(request.user).filter(pk=data["subject_id"]).first()
        if subject is None:
            raise Http404("No such record, or not one you may see.")
        made = request_services.request_make(
            acting_user=request.user,
            subject=subject,
            kind=data["kind"],
            proposed_for=data["proposed_for"],
            note=data.get("note", ""),
        )
        if made.state == InspectionRequest.State.REFUSED:
            # Refused only for short notice: kept (staff may accept it late), as in the
            # browser, which says the same sentence beside the time.
            reason = request_services.short_notice_refusal(made.earliest_allowed)
            return problem(
                status.HTTP_422_UNPROCESSABLE_ENTITY,
                reason,
                instance=request.get_full_path(),
                errors={"proposed_for": [reason]},
                request=made.reference,
            )
        body = InspectionRequestSerializer(made).data
        return Response(body, status=status.HTTP_201_CREATED)


register("inspection-requests", InspectionRequests, "inspection-request", order=30)


# --- inspections -------------------------------------------------------------------
class InspectionFindingSerializer(serializers.Serializer):
    item = serializers.CharField(help_text="The checklist item's code in the inspection's kind.")
    text = serializers.CharField(help_text="What the inspector checks.")
    citation = serializers.CharField(allow_blank=True)
    outcome = serializers.ChoiceField(choices=Finding.Outcome.choices)
    note = serializers.CharField(allow_blank=True)
    recorded_at = serializers.DateTimeField()


class InspectionSerializer(serializers.ModelSerializer):
    kind_name = serializers.SerializerMethodField()
    citation = serializers.SerializerMethodField(help_text="The section that calls for it.")
    subject = serializers.SerializerMethodField()
    property = serializers.PrimaryKeyRelatedField(source="parcel", read_only=True)
    inspector = serializers.SerializerMethodField(help_text="The inspector's name, if assigned.")
    reinspection_of = serializers.SlugRelatedField(slug_field="reference", read_only=True)
    findings = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField(help_text="The inspection's page in the browser.")

    class Meta:
        model = Inspection
        fields = [
            "reference",
            "kind",
            "kind_name",
            "citation",
            "chapter",
            "subject",
            "subject_id",
            "subject_label",
            "property",
            "state",
            "result",
            "inspector",
            "scheduled_for",
            "started_at",
            "completed_at",
            "summary",
            "reinspection_of",
            "findings",
            "url",
            "created_at",
        ]

    def get_kind_name(self, inspection) -> str:
        return inspection.kind_spec.name

    def get_citation(self, inspection) -> str:
        return inspection.kind_spec.citation

    def get_subject(self, inspection) -> str:
        return _subject_key(inspection)

    def get_inspector(self, inspection) -> str | None:
        user = inspection.inspector
        return (user.get_full_name() or user.email) if user else None

    @extend_schema_field(InspectionFindingSerializer(many=True))
    def get_findings(self, inspection) -> list[dict]:
        kind = inspection.kind_spec
        rows = []
        for finding in inspection.findings.all():
            item = kind.item(finding.item)
            rows.append(
                {
                    "item": finding.item,
                    "text": item.text if item else "",
                    "citation": item.citation if item else "",
                    "outcome": finding.outcome,
                    "note": finding.note,
                    "recorded_at": finding.recorded_at,
                }
            )
        return InspectionFindingSerializer(rows, many=True).data

    def get_url(self, inspection) -> str:
        request = self.context.get("request")
        path = inspection.get_absolute_url()
        return request.build_absolute_uri(path) if request is not None else path


class FindingInput(serializers.Serializer):
    item = serializers.CharField(max_length=40, help_text="A checklist item's code of the kind.")
    outcome = serializers.ChoiceField(choices=Finding.Outcome.choices)
    note = serializers.CharField(max_length=2000, required=False, allow_blank=True, default="")


class InspectionComplete(serializers.Serializer):
    """What the inspector's field form sends (photos excepted: add them in the browser)."""

    findings = FindingInput(many=True, max_length=200, help_text="One per checklist item.")
    result = serializers.ChoiceField(
        choices=Inspection.Result.choices,
        help_text="approved only when no item is deficient; else violations.",
    )
    summary = serializers.CharField(max_length=5000, required=False, allow_blank=True, default="")
    nature = serializers.CharField(
        max_length=5000,
        required=False,
        allow_blank=True,
        default="",
        help_text=words_lazy(
            "The nature of the violation, where violations hold the work "
            "({cite:swm.construction_inspection})."
        ),
    )
    corrective_action = serializers.CharField(
        max_length=5000,
        required=False,
        allow_blank=True,
        default="",
        help_text="The corrective action required, where violations hold the work.",
    )
    work_during_hold = serializers.BooleanField(required=False, default=False)
    early_reason = serializers.CharField(
        max_length=500,
        required=False,
        allow_blank=True,
        default="",
        help_text="Why it is completed before its scheduled day, if it is.",
    )
    latitude = serializers.DecimalField(
        max_digits=12, decimal_places=8, required=False, allow_null=True, default=None
    )
    longitude = serializers.DecimalField(
        max_digits=12, decimal_places=8, required=False, allow_null=True, default=None
    )


def _findings_of(inspection: Inspection, rows: list[dict]) -> dict[str, tuple[str, str]]:
    """The body's findings as the field form gives them to the service, by item code:
    a code the inspection's checklist does not have, or given twice, is a bad body (400),
    as the form has no field for it."""
    kind = inspection.kind_spec
    codes = [row["item"] for row in rows]
    unknown = sorted({c for c in codes if kind.item(c) is None})
    twice = sorted({c for c in codes if codes.count(c) > 1})
    errors = []
    if unknown:
        errors.append("Not items of this inspection's checklist: " + ", ".join(unknown) + ".")
    if twice:
        errors.append("One finding per item: " + ", ".join(twice) + " given more than once.")
    if errors:
        raise serializers.ValidationError({"findings": errors})
    return {row["item"]: (row["outcome"], row.get("note", "")) for row in rows}


class InspectionFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=Inspection.State.choices)
    result = django_filters.ChoiceFilter(choices=Inspection.Result.choices)
    chapter = django_filters.ChoiceFilter(
        choices=[("158", words_lazy("{law:idl}")), ("159", words_lazy("{law:swm}"))]
    )
    kind = django_filters.CharFilter(help_text='The kind\'s code, e.g. "159-milestone-b".')
    property = django_filters.NumberFilter(field_name="parcel_id")
    scheduled_after, scheduled_before = moment_bounds("scheduled_for")
    completed_after, completed_before = moment_bounds("completed_at")


class Inspections(ReadResource):
    """Inspections of both chapters: kind, subject, when, inspector, result, findings."""

    serializer_class = InspectionSerializer
    filterset_class = InspectionFilter
    lookup_field = "reference"

    def visible(self, user):
        return (
            selectors.inspections_visible_to(user)
            .select_related("inspector", "reinspection_of")
            .prefetch_related("findings")
        )

    def get_serializer_class(self):
        if self.action == "complete":
            return InspectionComplete
        return InspectionSerializer

    @extend_schema(
        request=InspectionComplete,
        responses={
            200: InspectionSerializer,
            422: OpenApiResponse(
                description=words_lazy(
                    "Refused by the field form's rules (an inspection already completed or "
                    "cancelled, a finding missing, a result that does not follow from the "
                    "findings, {cite:swm.construction_inspection}'s notice of a violation), "
                    "with its reasons."
                )
            ),
        },
    )
    @action(detail=True, methods=["post"])
    def complete(self, request, *args, **kwargs):
        """An inspector (or the SMO) completes the inspection, as with the field form:
        a finding on every checklist item of its kind and the result, through the same
        service (``services.field.inspection_complete``), with its rules, history and
        audit, the notice and work hold that violations bring (§ 159-8A(1)), and the
        applicants told of an approval. Photos are not taken here: add them in the
        browser's field form. A user who may see the inspection but not conduct it is
        refused (403), as the service refuses them."""
        inspection = self.get_object()
        form = InspectionComplete(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        field.inspection_complete(
            acting_user=request.user,
            inspection=inspection,
            findings=_findings_of(inspection, data["findings"]),
            result=data["result"],
            summary=data["summary"],
            nature=data["nature"],
            corrective_action=data["corrective_action"],
            latitude=data["latitude"],
            longitude=data["longitude"],
            work_during_hold=data["work_during_hold"],
            early_reason=data["early_reason"],
        )
        done = self.get_queryset().get(pk=inspection.pk)
        return Response(InspectionSerializer(done, context=self.get_serializer_context()).data)


register("inspections", Inspections, "inspection", order=31)
