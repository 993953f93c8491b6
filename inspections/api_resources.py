"""Inspection requests in the API (issue 48): read as in the browser
(``selectors.requests_visible_to``), and the applicant's request made through the same
service as the request page (``services.requests.request_make``, § 159-8A(1)): refused
for the same reasons, in the same words, as problem details."""

from __future__ import annotations

import django_filters
from django.contrib.contenttypes.models import ContentType
from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, serializers, status
from rest_framework.response import Response

from lockport_sw.api.errors import problem
from lockport_sw.api.filters import Moment
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource

from . import selectors, subjects
from .models import InspectionRequest
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
        choices=[], help_text='The kind of record inspected: "project" (Chapter 159).'
    )
    subject_id = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    kind = serializers.CharField(
        max_length=40, help_text='The inspection, e.g. "159-milestone-b" (§ 159-8A(1)(b)).'
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
    chapter = django_filters.ChoiceFilter(choices=[("158", "Chapter 158"), ("159", "Chapter 159")])
    property = django_filters.NumberFilter(field_name="parcel_id")
    requested_after = Moment("requested_at", "gte")
    requested_before = Moment("requested_at", "lt")

    class Meta:
        model = InspectionRequest
        fields = ["state", "chapter", "property", "requested_after", "requested_before"]


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
                description="Refused by § 159-8A(1) or the chapter's rules, with the "
                "reasons the request page gives. A request refused only for short notice is "
                "kept: its reference is in `request`."
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
