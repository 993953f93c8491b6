"""Chapter 158 in the API (issue 48): reports from the public, cases with their
investigation logs, the outfall inventory and its dry-weather screenings, each read as
the browser shows it, through the app's selectors:

- ``reports``: every signed-in user reads every report's ``public`` fields, exactly what
  Open311 publishes (``views.open311.request_row``: never the reporter's name, email or
  phone; the description staff approved; the place to the block). Town office staff,
  who open the report page in the browser, also read ``office``: the report as received,
  its reporter's contact and its triage (``selectors.reports_read_by``); to anyone else
  ``office`` is null. ``POST /api/v1/reports/`` makes a report through the public report
  form's own form and service (``forms.ReportForm.submit``, which calls
  ``services.reports.report_submit``) with their rules and words: any token with the
  write scope may send one (the public may report without an account; a signed-in user
  is no less), counted against the same limit of reports as the form's
  (``conf.report_rate``), per user instead of per address. The form's spam checks (its
  hidden box and timer) are for anonymous pages; a token is a known user. Photos are
  sent with the report form only.
- ``cases``: Town office staff (``selectors.cases_visible_to``), each with its
  investigation log (``entries``) and its reports' references; the list is 403 to
  other roles, a case 404 (as the case list and case page in the browser).
- ``outfalls``: everyone signed in reads the inventory's public fields, those the GIS
  export and the OGC API publish (``selectors.public_outfalls``); office staff also
  ``office``: notes, last screening and open cases (``selectors.outfall_list``).
- ``screenings``: dry-weather screenings, for office staff (the outfall pages: others
  403; ``selectors.screenings_visible_to``).
"""

from __future__ import annotations

import django_filters
from django.db.models import Prefetch
from django.urls import reverse
from django.utils.functional import lazy
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import exceptions, mixins, permissions, serializers, status
from rest_framework.response import Response
from rest_framework.settings import api_settings

from lockport_sw.api.errors import problem
from lockport_sw.api.filters import Moment, moment_bounds
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.jurisdiction.registry import current
from lockport_sw.security import limits

from . import conf, kinds, selectors
from .forms import ReportForm
from .models import Case, Entry, Outfall, Report, Screening
from .views.open311 import request_row

OFFICE_ONLY = "Only Town office staff read these records (as in the browser)."


class OfficeStaff(permissions.BasePermission):
    """The view's ``office_actions`` are for Town office staff, as their pages are."""

    message = OFFICE_ONLY

    def has_permission(self, request, view) -> bool:
        return view.action not in getattr(view, "office_actions", ()) or selectors.sees_all(
            request.user
        )


class Chapter158Resource(ReadResource):
    permission_classes = [*api_settings.DEFAULT_PERMISSION_CLASSES, OfficeStaff]
    office_actions: tuple[str, ...] = ()

    def get_serializer_context(self):
        context = super().get_serializer_context()
        context["office"] = selectors.sees_all(self.request.user)
        return context


def _name(user) -> str | None:
    return str(user) if user is not None else None


# --- reports ------------------------------------------------------------------------------
class Open311RowSerializer(serializers.Serializer):
    """A report's public fields, exactly as Open311 GeoReport v2 publishes them."""

    service_request_id = serializers.CharField()
    status = serializers.ChoiceField(choices=[("open", "open"), ("closed", "closed")])
    status_notes = serializers.CharField()
    service_name = serializers.CharField()
    service_code = serializers.CharField()
    description = serializers.CharField(allow_null=True)
    agency_responsible = serializers.CharField()
    service_notice = serializers.CharField()
    requested_datetime = serializers.DateTimeField()
    updated_datetime = serializers.DateTimeField(allow_null=True)
    expected_datetime = serializers.DateTimeField(allow_null=True)
    address = serializers.CharField(allow_null=True, help_text="The place to the block.")
    address_id = serializers.CharField(allow_null=True)
    zipcode = serializers.CharField(allow_null=True)
    lat = serializers.FloatField(allow_null=True, help_text="Rounded to 0.001°.")
    long = serializers.FloatField(allow_null=True, help_text="Rounded to 0.001°.")
    media_url = serializers.CharField(allow_null=True)

    def to_representation(self, report):
        return request_row(report)


class ReporterSerializer(serializers.ModelSerializer):
    name = serializers.CharField(source="reporter_name")
    email = serializers.CharField(source="reporter_email")
    phone = serializers.CharField(source="reporter_phone")

    class Meta:
        model = Report
        fields = ["name", "email", "phone"]


class ReportOfficeSerializer(serializers.ModelSerializer):
    """The report as received and triaged: what the report page shows Town office staff."""

    kind = serializers.ChoiceField(choices=kinds.CHOICES)
    reporter = ReporterSerializer(source="*")
    open311_client = serializers.SlugRelatedField(
        source="api_client", slug_field="name", read_only=True, allow_null=True
    )
    case = serializers.SlugRelatedField(slug_field="reference", read_only=True, allow_null=True)
    triaged_by = serializers.SerializerMethodField()
    # Text: a URL an Open311 client sent, or empty (a blank URL field's schema is a oneOf
    # that the empty string matches twice).
    media_url = serializers.CharField(help_text="A photo's address an Open311 client sent.")

    class Meta:
        model = Report
        fields = [
            "kind",
            "state",
            "address",
            "latitude",
            "longitude",
            "observed_at",
            "description",
            "attributes",
            "media_url",
            "published_description",
            "description_reviewed_at",
            "public_location",
            "location_held",
            "location_reviewed_at",
            "reporter",
            "source",
            "open311_client",
            "case",
            "closed_reason",
            "close_note",
            "triaged_by",
            "triaged_at",
            "requested_at",
            "updated_at",
        ]

    def get_triaged_by(self, report) -> str | None:
        return _name(report.triaged_by)


class ReportSerializer(serializers.Serializer):
    reference = serializers.CharField(read_only=True, help_text="e.g. R-2026-0001.")
    public = serializers.SerializerMethodField()
    office = serializers.SerializerMethodField()

    @extend_schema_field(Open311RowSerializer)
    def get_public(self, report) -> dict:
        return request_row(report)

    @extend_schema_field(ReportOfficeSerializer(allow_null=True))
    def get_office(self, report) -> dict | None:
        """Town office staff only (as on the report page); null to anyone else."""
        if not self.context.get("office"):
            return None
        return ReportOfficeSerializer(report, context=self.context).data


class ReportMadeSerializer(ReportSerializer):
    status_url = serializers.SerializerMethodField(
        help_text="The report's status page: keep it private, it is the only link to it."
    )

    def get_status_url(self, report) -> str:
        return self.context["status_url"]


# The public report form's fields, as the form names them (forms.ReportForm); its spam
# checks ("website", "started") and its photos are the page's only.
REPORT_FIELDS = (
    "kind",
    "address",
    "latitude",
    "longitude",
    "observed_on",
    "observed_time",
    "description",
    "name",
    "email",
    "phone",
)


class ReportCreate(serializers.Serializer):
    """What the public report form asks (its reasons are the form's and the service's)."""

    kind = serializers.ChoiceField(choices=kinds.CHOICES, help_text="What was seen.")
    address = serializers.CharField(
        required=False, max_length=300, help_text="A street address or a landmark."
    )
    latitude = serializers.CharField(
        required=False, max_length=30, help_text='Degrees (WGS 84), e.g. "43.1617".'
    )
    longitude = serializers.CharField(
        required=False, max_length=30, help_text='Degrees (WGS 84), e.g. "-78.6903".'
    )
    observed_on = serializers.DateField(
        help_text=lazy(lambda: f"The day it was seen (in {current().place.postal_city}).", str)()
    )
    observed_time = serializers.TimeField(required=False, help_text="The time, if known.")
    description = serializers.CharField(required=False, max_length=4000)
    name = serializers.CharField(required=False, max_length=150)
    email = serializers.CharField(required=False, max_length=254)
    phone = serializers.CharField(required=False, max_length=30)


def _form_data(body) -> dict[str, str]:
    """The body as the form's data (text, as a browser sends it): a JSON object of the
    form's fields, each text, a number or null; anything else is a malformed body."""
    if not isinstance(body, dict):
        raise exceptions.ValidationError({"__all__": ["Send a JSON object."]})
    errors = {
        key: ["Not a field of a report (photos are sent with the report form only)."]
        for key in body
        if key not in REPORT_FIELDS
    }
    for key, value in body.items():
        if key in REPORT_FIELDS and isinstance(value, dict | list):
            errors[key] = ["Give text, a number or null."]
    if errors:
        raise exceptions.ValidationError(errors)
    return {
        key: "" if value is None else str(value).lower() if isinstance(value, bool) else str(value)
        for key, value in body.items()
    }


def _refused(request, form) -> Response:
    errors = {field: [str(m) for m in messages] for field, messages in form.errors.items()}
    detail = next(m for messages in errors.values() for m in messages)
    return problem(
        status.HTTP_422_UNPROCESSABLE_ENTITY,
        detail,
        instance=request.get_full_path(),
        errors=errors,
    )


REPORT_LIMIT = "illicit.report.api"


def _status(queryset, name, value):
    return selectors.reports_of_status(queryset, value)


class ReportFilter(django_filters.FilterSet):
    kind = django_filters.ChoiceFilter(choices=kinds.CHOICES)
    status = django_filters.ChoiceFilter(
        choices=[(selectors.OPEN, "open"), (selectors.CLOSED, "closed")],
        method=_status,
        help_text="Open311's status: closed when the report or its case is closed.",
    )
    state = django_filters.ChoiceFilter(
        choices=Report.State.choices,
        method="_state",
        help_text="The triage state: Town office staff only (others: status).",
    )
    requested_after, requested_before = moment_bounds("requested_at")

    def _state(self, queryset, name, value):
        if not selectors.sees_all(self.request.user):
            raise exceptions.ValidationError({"state": [OFFICE_ONLY + " Filter by status."]})
        return queryset.filter(state=value)


class Reports(mixins.CreateModelMixin, Chapter158Resource):
    """Reports of suspected illicit discharges from the public (§ 158-4)."""

    serializer_class = ReportSerializer
    filterset_class = ReportFilter
    lookup_field = "reference"

    def visible(self, user):
        return selectors.reports_read_by(user)

    def get_serializer_class(self):
        return ReportCreate if self.action == "create" else ReportSerializer

    @extend_schema(
        request=ReportCreate,
        responses={
            201: ReportMadeSerializer,
            422: OpenApiResponse(
                description="Refused by the report form's rules, with its reasons beside "
                "each field (as the public report page shows them). Nothing is kept."
            ),
            429: OpenApiResponse(
                description="This user has sent as many reports as the report form "
                "allows in the period (or the token's limit of requests is reached)."
            ),
        },
    )
    def create(self, request, *args, **kwargs):
        """A report of a suspected illicit discharge, as the public report form makes it."""
        form = ReportForm(_form_data(request.data))
        if not form.is_valid():
            return _refused(request, form)
        rate = limits.Rate.parse(conf.report_rate())
        if not limits.take(REPORT_LIMIT, str(request.user.pk), rate):
            limits.give_back(REPORT_LIMIT, str(request.user.pk), rate)
            return problem(
                status.HTTP_429_TOO_MANY_REQUESTS,
                f"You have sent {rate.count} reports in the period, the most allowed; "
                "send this one later.",
                instance=request.get_full_path(),
                headers={"Retry-After": str(rate.seconds)},
            )
        made = form.submit(received_by=request.user)
        if made is None:
            limits.give_back(REPORT_LIMIT, str(request.user.pk), rate)  # refused: not counted
            return _refused(request, form)
        report, token = made
        report = selectors.reports_read_by(request.user).get(pk=report.pk)
        status_url = request.build_absolute_uri(
            reverse("illicit:report_status", args=[report.reference, token])
        )
        context = {**self.get_serializer_context(), "status_url": status_url}
        body = ReportMadeSerializer(report, context=context).data
        return Response(body, status=status.HTTP_201_CREATED)


register("reports", Reports, "report", order=50)


# --- cases --------------------------------------------------------------------------------
class PartySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class EntrySerializer(serializers.ModelSerializer):
    recorded_by = serializers.SerializerMethodField()

    class Meta:
        model = Entry
        fields = [
            "id",
            "kind",
            "at",
            "notes",
            "dye_result",
            "sample_point",
            "laboratory",
            "lab_result",
            "discharge_found",
            "recorded_by",
            "recorded_at",
        ]

    def get_recorded_by(self, entry) -> str | None:
        return _name(entry.recorded_by)


class CaseSerializer(serializers.ModelSerializer):
    property = serializers.PrimaryKeyRelatedField(source="parcel", read_only=True, allow_null=True)
    owner = PartySerializer(allow_null=True)
    operator = PartySerializer(allow_null=True)
    outfall = serializers.SlugRelatedField(slug_field="code", read_only=True, allow_null=True)
    opened_by = serializers.SerializerMethodField()
    reports = serializers.SlugRelatedField(slug_field="reference", many=True, read_only=True)
    entries = EntrySerializer(many=True, read_only=True, help_text="The investigation log.")

    class Meta:
        model = Case
        fields = [
            "reference",
            "kind",
            "state",
            "summary",
            "property",
            "address",
            "latitude",
            "longitude",
            "owner",
            "operator",
            "source",
            "pollutants",
            "receiving_water",
            "outfall",
            "opened_at",
            "opened_by",
            "confirmed_at",
            "eliminated_at",
            "eliminated_how",
            "verified_at",
            "closed_at",
            "closed_reason",
            "close_note",
            "updated_at",
            "reports",
            "entries",
        ]

    def get_opened_by(self, case) -> str | None:
        return _name(case.opened_by)


class CaseFilter(django_filters.FilterSet):
    state = django_filters.ChoiceFilter(choices=Case.State.choices)
    kind = django_filters.ChoiceFilter(choices=Case.Kind.choices)
    property = django_filters.NumberFilter(field_name="parcel_id")
    opened_after, opened_before = moment_bounds("opened_at")
    updated_after = Moment("updated_at", "gte")


class Cases(Chapter158Resource):
    """Illicit discharge and connection cases (§§ 158-4 to 158-10), with their logs."""

    serializer_class = CaseSerializer
    filterset_class = CaseFilter
    lookup_field = "reference"
    office_actions = ("list",)  # the case list: 403; a case: 404 (cases_visible_to)

    def visible(self, user):
        return (
            selectors.case_list(selectors.cases_visible_to(user))
            .select_related("opened_by")
            .prefetch_related(
                Prefetch("entries", queryset=Entry.objects.select_related("recorded_by")),
                # Its state too: the state machine reads it when a report is loaded.
                Prefetch(
                    "reports", queryset=Report.objects.only("pk", "case_id", "reference", "state")
                ),
            )
        )


register("cases", Cases, "case", order=51)


# --- outfalls and screenings --------------------------------------------------------------
class OutfallOfficeSerializer(serializers.ModelSerializer):
    """What the outfall inventory page adds for Town office staff."""

    last_screened_at = serializers.DateTimeField(allow_null=True)
    last_flow = serializers.ChoiceField(choices=Screening.Flow.choices, allow_null=True)
    open_cases = serializers.IntegerField()

    class Meta:
        model = Outfall
        fields = [
            "notes",
            "last_screened_at",
            "last_flow",
            "open_cases",
            "created_at",
            "updated_at",
        ]


class OutfallSerializer(serializers.ModelSerializer):
    office = serializers.SerializerMethodField()

    class Meta:
        model = Outfall
        # The GIS export's fields (selectors.public_outfalls), for everyone.
        fields = [
            "id",
            "code",
            "latitude",
            "longitude",
            "receiving_water",
            "size_inches",
            "material",
            "condition",
            "office",
        ]

    @extend_schema_field(OutfallOfficeSerializer(allow_null=True))
    def get_office(self, outfall) -> dict | None:
        """Town office staff only (the inventory page); null to anyone else."""
        if not self.context.get("office"):
            return None
        return OutfallOfficeSerializer(outfall, context=self.context).data


class OutfallFilter(django_filters.FilterSet):
    code = django_filters.CharFilter(help_text="The outfall ID, exactly.")
    receiving_water = django_filters.CharFilter(lookup_expr="icontains")
    material = django_filters.ChoiceFilter(choices=Outfall.Material.choices)
    condition = django_filters.ChoiceFilter(choices=Outfall.Condition.choices)


class Outfalls(Chapter158Resource):
    """The Town's inventory of stormwater outfalls."""

    serializer_class = OutfallSerializer
    filterset_class = OutfallFilter

    def visible(self, user):
        return selectors.outfalls_read_by(user)


register("outfalls", Outfalls, "outfall", order=52)


class ScreeningSerializer(serializers.ModelSerializer):
    outfall_code = serializers.CharField(source="outfall.code", read_only=True)
    case = serializers.SlugRelatedField(slug_field="reference", read_only=True, allow_null=True)
    dry_weather_flow = serializers.BooleanField(
        read_only=True, help_text="A flow in dry weather: not stormwater (an investigation)."
    )
    screened_by = serializers.SerializerMethodField()

    class Meta:
        model = Screening
        fields = [
            "id",
            "outfall",
            "outfall_code",
            "at",
            "dry_weather",
            "flow",
            "odor",
            "color",
            "turbidity",
            "floatables",
            "deposits",
            "notes",
            "dry_weather_flow",
            "case",
            "screened_by",
        ]

    def get_screened_by(self, screening) -> str | None:
        return _name(screening.screened_by)


def _dry_weather_flow(queryset, name, value):
    flowing = queryset.filter(dry_weather=True).exclude(flow=Screening.Flow.NONE)
    return flowing if value else queryset.exclude(pk__in=flowing.values("pk"))


class ScreeningFilter(django_filters.FilterSet):
    outfall = django_filters.NumberFilter(field_name="outfall_id")
    flow = django_filters.ChoiceFilter(choices=Screening.Flow.choices)
    dry_weather_flow = django_filters.BooleanFilter(
        method=_dry_weather_flow, help_text="A flow found in dry weather."
    )
    screened_after, screened_before = moment_bounds("at")


class Screenings(Chapter158Resource):
    """Dry-weather screenings of outfalls (a flow in dry weather opens an investigation)."""

    serializer_class = ScreeningSerializer
    filterset_class = ScreeningFilter
    office_actions = ("list", "retrieve")  # the outfall pages: 403 to other roles

    def visible(self, user):
        return selectors.screenings_visible_to(user)


register("screenings", Screenings, "screening", order=53)
