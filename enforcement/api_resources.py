"""Enforcement in the API (issue 48): violations, notices of violation, stop-work orders
and appeals, read exactly as in the browser, through the selectors that decide who sees
what (``selectors.violations_visible_to``, ``notices_visible_to``, ``orders_visible_to``,
``appeals_visible_to``): Town office staff every record; a respondent the notices and
orders addressed or copied to them and their own appeals; a board member the appeals
their board hears (and the notices appealed). Violations are the office's only: the
browser's list answers anyone else 403, a violation 404, and so does the API.

Each record carries the metadata of its issued PDFs (kind, number, when issued, how it
was served as recorded, the file's name) and the link to the browser's download
(``documents:issued_download``, which decides again who may have the file): the API
never serves a file itself."""

from __future__ import annotations

import django_filters
from django.db.models import Prefetch
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import permissions, serializers

from lockport_sw.api.filters import moment_bounds
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.jurisdiction.registry import words_lazy

from . import selectors
from .models import (
    Addressee,
    Appeal,
    Appellant,
    HearingNotice,
    NoticeOfViolation,
    ServiceRecord,
    StopWorkOrder,
    Violation,
)

CHAPTERS = [("158", words_lazy("{law:idl}")), ("159", words_lazy("{law:swm}"))]


# -- Issued documents (the PDFs) and their service, as recorded ------------------------


class ServiceSerializer(serializers.ModelSerializer):
    """How the document reached a person, as the Town recorded it and the record's page
    shows it (not the staff's note)."""

    addressee = serializers.SerializerMethodField()
    served_by = serializers.CharField(source="served_by_name")

    class Meta:
        model = ServiceRecord
        fields = [
            "method",
            "addressee",
            "served_by",
            "served_at",
            "posted_where",
            "article_number",
            "mailed_on",
            "receipt_on",
            "returned_as",
            "returned_on",
            "recorded_at",
        ]

    def get_addressee(self, record) -> str | None:
        """The person of a notice of violation this served (by name, as addressed)."""
        return record.addressee.name if record.addressee_id else None


class DocumentSerializer(serializers.ModelSerializer):
    """An issued PDF: what it is, when it was issued, its service as recorded, its file's
    name and where the browser downloads it (the same permission decides there)."""

    file_name = serializers.CharField(source="download_name")
    download = serializers.SerializerMethodField()
    service = ServiceSerializer(source="service_records", many=True)

    class Meta:
        model = IssuedDocument
        fields = [
            "number",
            "kind",
            "title",
            "issued_at",
            "citations",
            "file_name",
            "size",
            "sha256",
            "download",
            "service",
        ]

    @extend_schema_field(OpenApiTypes.URI)
    def get_download(self, document) -> str:
        path = reverse("documents:issued_download", kwargs={"number": document.number})
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request else path


# A record holding issued PDFs (a notice, a stop-work order, an appeal, a notice of
# hearing): each of its fields named in ``document_fields`` is read as a
# ``DocumentSerializer`` (the PDF's metadata, its service as recorded, the link to its
# download), null where the record may have none yet (the model's field is nullable).
# ``loaded(queryset)``: the records with those documents joined and their service records
# read (one query a field), as the serializer reads them. (No docstring: the schema would
# give it as the description of every record that has none of its own.)
class IssuedDocuments(serializers.ModelSerializer):
    document_fields: tuple[str, ...] = ("document",)

    def build_field(self, field_name, info, model_class, nested_depth):
        if field_name in self.document_fields:
            nullable = info.relations[field_name].model_field.null
            return DocumentSerializer, {"allow_null": True} if nullable else {}
        return super().build_field(field_name, info, model_class, nested_depth)

    @classmethod
    def loaded(cls, queryset):
        services = ServiceRecord.objects.select_related("addressee").order_by("recorded_at", "pk")
        return queryset.select_related(*cls.document_fields).prefetch_related(
            *(Prefetch(f"{name}__service_records", services) for name in cls.document_fields)
        )


# -- Violations (Town office staff) -----------------------------------------------------


class OfficeListOnly(permissions.BasePermission):
    """The violation list, as the browser's (``role_required(*OFFICE_ROLES)``): Town
    office staff; a single violation is then the selector's (404 to anyone else)."""

    message = "Your role may not read these records."

    def has_permission(self, request, view) -> bool:
        return view.action != "list" or bool(request.user.is_office_staff)


class ViolationSerializer(serializers.ModelSerializer):
    party = serializers.CharField(source="party.name")
    property = serializers.PrimaryKeyRelatedField(source="parcel", read_only=True)
    provisions = serializers.SlugRelatedField(slug_field="code", many=True, read_only=True)
    state = serializers.SerializerMethodField()
    notices = serializers.SlugRelatedField(slug_field="number", many=True, read_only=True)
    stop_work_orders = serializers.SlugRelatedField(slug_field="number", many=True, read_only=True)
    documents = serializers.SerializerMethodField()

    class Meta:
        model = Violation
        fields = [
            "reference",
            "chapter",
            "state",
            "party",
            "property",
            "provisions",
            "description",
            "started_on",
            "continuing",
            "ended_on",
            "end_reason",
            "subject_label",
            "found_at",
            "notices",
            "stop_work_orders",
            "documents",
        ]

    def get_state(self, violation) -> str:
        return "continuing" if violation.continuing else "ended"

    @extend_schema_field(DocumentSerializer(many=True))
    def get_documents(self, violation) -> list[dict]:
        """The notices' and the stop-work orders' PDFs (and the notices lifting them)."""
        documents = [n.document for n in violation.notices.all()]
        for order in violation.stop_work_orders.all():
            documents += [d for d in (order.document, order.lift_document) if d is not None]
        documents.sort(key=lambda d: (d.issued_at, d.pk))
        return DocumentSerializer(documents, many=True, context=self.context).data


def _violation_state(queryset, name, value):
    return queryset.filter(continuing=value == "continuing")


class ViolationFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(
        choices=[("continuing", "Continuing"), ("ended", "Ended")], method=_violation_state
    )
    chapter = django_filters.ChoiceFilter(choices=CHAPTERS)
    property = django_filters.NumberFilter(field_name="parcel_id")
    found_after, found_before = moment_bounds("found_at")
    started_after = django_filters.DateFilter(field_name="started_on", lookup_expr="gte")
    started_before = django_filters.DateFilter(field_name="started_on", lookup_expr="lt")


class Violations(ReadResource):
    """Violations of Chapters 158 and 159 (§ 158-11, § 159-8C): Town office staff."""

    serializer_class = ViolationSerializer
    filterset_class = ViolationFilter
    lookup_field = "reference"
    permission_classes = [*ReadResource.permission_classes, OfficeListOnly]

    def visible(self, user):
        return (
            selectors.violations_visible_to(user)
            .select_related("party")
            .prefetch_related(
                "provisions",
                Prefetch("notices", NoticeSerializer.loaded(NoticeOfViolation.objects.all())),
                Prefetch(
                    "stop_work_orders", StopWorkOrderSerializer.loaded(StopWorkOrder.objects.all())
                ),
            )
        )


# -- Notices of violation ---------------------------------------------------------------


class AddresseeSerializer(serializers.ModelSerializer):
    class Meta:
        model = Addressee
        fields = ["name", "address", "role", "served_at"]


class NoticeSerializer(IssuedDocuments):
    violation = serializers.SlugRelatedField(slug_field="reference", read_only=True)
    property = serializers.IntegerField(source="violation.parcel_id")
    addressees = AddresseeSerializer(many=True)
    supersedes = serializers.SlugRelatedField(slug_field="number", read_only=True, allow_null=True)

    class Meta:
        model = NoticeOfViolation
        fields = [
            "number",
            "chapter",
            "state",
            "violation",
            "property",
            "addressees",
            "requirements",
            "nature",
            "measures",
            "deadline",
            "property_description",
            "appeal_to",
            "issued_at",
            "served_at",
            "supersedes",
            "correction_reason",
            "document",
        ]


class NoticeFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=NoticeOfViolation.State.choices)
    chapter = django_filters.ChoiceFilter(choices=CHAPTERS)
    property = django_filters.NumberFilter(field_name="violation__parcel_id")
    issued_after, issued_before = moment_bounds("issued_at")
    served_after, served_before = moment_bounds("served_at")


class Notices(ReadResource):
    """Notices of violation (§ 158-11A, § 159-8C(1)) and their service, person by person."""

    serializer_class = NoticeSerializer
    filterset_class = NoticeFilter
    lookup_field = "number"

    def visible(self, user):
        return (
            NoticeSerializer.loaded(selectors.notices_visible_to(user))
            .select_related("violation", "supersedes")
            .prefetch_related("addressees")
        )


# -- Stop-work orders (§ 159-8C(2)) -----------------------------------------------------


class StopWorkOrderSerializer(IssuedDocuments):
    document_fields = ("document", "lift_document")
    violation = serializers.SlugRelatedField(slug_field="reference", read_only=True)
    property = serializers.IntegerField(source="violation.parcel_id")

    class Meta:
        model = StopWorkOrder
        fields = [
            "number",
            "chapter",
            "state",
            "violation",
            "property",
            "addressee_name",
            "addressee_address",
            "reasons",
            "work_allowed",
            "issued_at",
            "lifted_at",
            "compliance_finding",
            "confirming_evidence",
            "document",
            "lift_document",
        ]


class StopWorkOrderFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=StopWorkOrder.State.choices)
    chapter = django_filters.ChoiceFilter(choices=CHAPTERS)
    property = django_filters.NumberFilter(field_name="violation__parcel_id")
    issued_after, issued_before = moment_bounds("issued_at")
    lifted_after, lifted_before = moment_bounds("lifted_at")


class StopWorkOrders(ReadResource):
    """Stop-work orders (§ 159-8C(2)): in effect until the Town confirms compliance."""

    serializer_class = StopWorkOrderSerializer
    filterset_class = StopWorkOrderFilter
    lookup_field = "number"

    def visible(self, user):
        return StopWorkOrderSerializer.loaded(selectors.orders_visible_to(user)).select_related(
            "violation"
        )


# -- Appeals (§ 158-12, § 159-8C(1)(f)) -------------------------------------------------


class AppellantSerializer(serializers.ModelSerializer):
    name = serializers.CharField(source="addressee.name")

    class Meta:
        model = Appellant
        fields = ["name", "channel", "received_at", "late"]


class HearingNoticeSerializer(IssuedDocuments):
    """A notice of the hearing as issued (a hearing moved is a new notice)."""

    class Meta:
        model = HearingNotice
        fields = [
            "hearing_at",
            "hearing_place",
            "issued_at",
            "least_notice_days",
            "consent_by",
            "consent_at",
            "consent_how",
            "document",
        ]


class AppealSerializer(IssuedDocuments):
    document_fields = ("decision_document",)
    notice = serializers.SlugRelatedField(slug_field="number", read_only=True)
    property = serializers.IntegerField(source="notice.violation.parcel_id")
    appellants = AppellantSerializer(many=True)
    hearing_notices = HearingNoticeSerializer(many=True)

    class Meta:
        model = Appeal
        fields = [
            "reference",
            "chapter",
            "state",
            "notice",
            "property",
            "channel",
            "received_at",
            "appellants",
            "grounds",
            "late",
            "late_reason",
            "hearing_body",
            "hearing_at",
            "hearing_place",
            "hearing_late_reason",
            "heard_at",
            "hearing_notices",
            "outcome",
            "votes_for",
            "votes_against",
            "abstentions",
            "absent",
            "decision_text",
            "decided_on",
            "filed_with_clerk_on",
            "mailed_on",
            "decision_document",
        ]


class AppealFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=Appeal.State.choices)
    chapter = django_filters.ChoiceFilter(choices=CHAPTERS)
    property = django_filters.NumberFilter(field_name="notice__violation__parcel_id")
    outcome = django_filters.ChoiceFilter(choices=Appeal.Outcome.choices)
    received_after, received_before = moment_bounds("received_at")
    hearing_after, hearing_before = moment_bounds("hearing_at")
    decided_after = django_filters.DateFilter(field_name="decided_on", lookup_expr="gte")
    decided_before = django_filters.DateFilter(field_name="decided_on", lookup_expr="lt")


class Appeals(ReadResource):
    """Appeals of notices of violation, with their hearing and decision as recorded."""

    serializer_class = AppealSerializer
    filterset_class = AppealFilter
    lookup_field = "reference"

    def visible(self, user):
        notices = HearingNotice.objects.order_by("issued_at", "pk")
        return (
            AppealSerializer.loaded(selectors.appeals_visible_to(user))
            .select_related("notice__violation")
            .prefetch_related(
                Prefetch(
                    "appellants",
                    Appellant.objects.select_related("addressee").order_by("received_at", "pk"),
                ),
                Prefetch("hearing_notices", HearingNoticeSerializer.loaded(notices)),
            )
        )


register("violations", Violations, "violation", order=50)
register("notices", Notices, "notice", order=51)
register("stop-work-orders", StopWorkOrders, "stop-work-order", order=52)
register("appeals", Appeals, "appeal", order=53)
