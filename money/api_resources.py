"""Chapter 159's money in the API (issue 48): fees, invoices, payments and performance
and maintenance guarantees (§ 159-8B, § 159-8D), each read as on the project's money
page (``selectors.*_visible_to``: Town office staff every one, anyone else those of a
project they may open); and the payment the Clerk's finance system records
(``POST /api/v1/payments/``) through the service the Clerk's payment form calls
(``services.payments.payment_record``, § 159-8D): refused for the same reasons, in the
same words, as problem details. Amounts are decimal strings.

Idempotency: a payment sent with an ``Idempotency-Key`` (header, or the field
``idempotency_key``) is booked once: the same key sent again by the same user books
nothing and answers the payment its first request booked (``Idempotent-Replayed: true``);
the same key with another payment's figures is refused (422)."""

from __future__ import annotations

import uuid

import django_filters
from django.http import Http404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
)
from rest_framework import mixins, serializers, status
from rest_framework.response import Response

from lockport_sw.api.errors import problem
from lockport_sw.api.filters import moment_bounds
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.core.money_words import cents, plain_amount
from lockport_sw.jurisdiction.registry import words_lazy
from swppp.selectors import projects_visible_to

from . import selectors
from .models import Entry, Guarantee, Invoice, Purpose, Service
from .services import payments

# An API client's key names a payment of its user: the key stored on the entry is
# derived from (user, key), so two clients' keys never meet, nor the payment form's.
IDEMPOTENCY_NAMESPACE = uuid.UUID("5f0c8f7e-3c1a-4d8e-9b8e-48a4d1c0159d")
IDEMPOTENCY_HEADER = "Idempotency-Key"


def stored_key(user, key: str) -> uuid.UUID:
    return uuid.uuid5(IDEMPOTENCY_NAMESPACE, f"api:{user.pk}:{key}")


def _number(document) -> str | None:
    return document.number if document is not None else None


# --- fees ------------------------------------------------------------------------------
class FeeSerializer(serializers.ModelSerializer):
    project = serializers.PrimaryKeyRelatedField(read_only=True)
    project_reference = serializers.CharField(source="project.reference", read_only=True)
    assessed_on = serializers.DateField(source="dated", read_only=True)
    payer = serializers.CharField(source="payer.name", read_only=True)
    schedule = serializers.SerializerMethodField()
    invoice = serializers.SerializerMethodField()
    reversed = serializers.BooleanField(source="is_reversed", read_only=True)

    class Meta:
        model = Entry
        fields = [
            "id",
            "project",
            "project_reference",
            "service",
            "description",
            "amount",
            "quantity",
            "assessed_on",
            "payer",
            "schedule",
            "invoice",
            "reversed",
            "recorded_at",
        ]

    def get_schedule(self, fee) -> str | None:
        """The fee schedule that priced it (the Board's resolution), if any."""
        return str(fee.fee_line.schedule) if fee.fee_line_id else None

    def get_invoice(self, fee) -> str | None:
        """The number of the invoice the fee is on (``INV-…``), if invoiced."""
        line = getattr(fee, "invoice_line", None)
        return _number(line.invoice.document) if line is not None else None


def _invoiced(queryset, name, value):
    return queryset.filter(invoice_line__isnull=not value)


class FeeFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="project_id")
    service = django_filters.ChoiceFilter(choices=Service.choices)
    invoiced = django_filters.BooleanFilter(method=_invoiced, help_text="On an invoice.")
    assessed_after = django_filters.DateFilter(field_name="dated", lookup_expr="gte")
    assessed_before = django_filters.DateFilter(field_name="dated", lookup_expr="lte")


class Fees(ReadResource):
    """Fees assessed on a project's account (§ 159-8D; § 159-4A(2) the outside
    engineer's review at cost): a fee reversed stays, marked ``reversed``."""

    serializer_class = FeeSerializer
    filterset_class = FeeFilter

    def visible(self, user):
        return selectors.fees_visible_to(user)


# --- invoices --------------------------------------------------------------------------
class InvoiceSerializer(serializers.ModelSerializer):
    number = serializers.CharField(source="document.number", read_only=True)
    project = serializers.PrimaryKeyRelatedField(read_only=True)
    project_reference = serializers.CharField(source="project.reference", read_only=True)
    payer = serializers.CharField(source="payer.name", read_only=True)
    fees = serializers.SerializerMethodField()

    class Meta:
        model = Invoice
        fields = [
            "id",
            "number",
            "project",
            "project_reference",
            "payer",
            "total",
            "due_on",
            "issued_at",
            "fees",
        ]

    def get_fees(self, invoice) -> list[int]:
        """The fees it lists (their ``id`` in ``/fees/``)."""
        return [line.entry_id for line in invoice.lines.all()]


class InvoiceFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="project_id")
    due_after = django_filters.DateFilter(field_name="due_on", lookup_expr="gte")
    due_before = django_filters.DateFilter(field_name="due_on", lookup_expr="lte")
    issued_after, issued_before = moment_bounds("issued_at")


class Invoices(ReadResource):
    """Invoices (§ 159-8D): the numbered letters to whoever owes the fees listed."""

    serializer_class = InvoiceSerializer
    filterset_class = InvoiceFilter

    def visible(self, user):
        return (
            selectors.invoices_visible_to(user)
            .select_related("project", "payer", "document")
            .prefetch_related("lines")
        )


# --- payments --------------------------------------------------------------------------
@extend_schema_field(OpenApiTypes.DECIMAL)
class PaidField(serializers.Field):
    """A payment's amount as paid (the account books it as a negative entry)."""

    def to_representation(self, value):
        return format(cents(-value), "f")


class PaymentSerializer(serializers.ModelSerializer):
    project = serializers.PrimaryKeyRelatedField(read_only=True)
    project_reference = serializers.CharField(source="project.reference", read_only=True)
    amount = PaidField(read_only=True)
    received_on = serializers.DateField(source="dated", read_only=True)
    payer = serializers.CharField(source="payer.name", read_only=True)
    receipt = serializers.SerializerMethodField()
    reversed = serializers.BooleanField(source="is_reversed", read_only=True)

    class Meta:
        model = Entry
        fields = [
            "id",
            "project",
            "project_reference",
            "amount",
            "method",
            "reference",
            "received_on",
            "payer",
            "receipt",
            "reversed",
            "recorded_at",
        ]

    def get_receipt(self, payment) -> str | None:
        """The payer's receipt (``RCPT-…``)."""
        return _number(payment.receipt)


class PaymentCreate(serializers.Serializer):
    """What the Clerk's payment form asks, and the project it is paid on."""

    project = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    amount = serializers.CharField(
        max_length=30,
        help_text='Dollars and cents as a decimal string, e.g. "1250.00": more than $0.00, '
        "at most two places of cents.",
    )
    method = serializers.ChoiceField(choices=Entry.Method.choices)
    reference = serializers.CharField(
        max_length=100,
        required=False,
        allow_blank=True,
        default="",
        help_text="The check number, or the card payment's reference (required for both).",
    )
    received_on = serializers.DateField(help_text="The day received (not in the future).")
    overpayment_confirmed = serializers.BooleanField(
        required=False,
        default=False,
        help_text="An amount beyond the balance owed is booked only when confirmed: "
        + payments.CREDIT_WORDS,
    )
    idempotency_key = serializers.CharField(
        max_length=200,
        required=False,
        help_text="Or the Idempotency-Key header: the same key again books nothing and "
        "answers the payment its first request booked.",
    )


def _same_payment(entry: Entry, project, data) -> bool:
    """Whether a replayed key's payment is the one now sent (its figures as booked)."""
    amount = plain_amount(data["amount"])
    return (
        entry.project_id == project.pk
        and amount is not None
        and -entry.amount == cents(amount)
        and entry.method == data["method"]
        and entry.reference == payments.clean_reference(data["reference"])[:100]
        and entry.dated == data["received_on"]
    )


class PaymentFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="project_id")
    method = django_filters.ChoiceFilter(choices=Entry.Method.choices)
    received_after = django_filters.DateFilter(field_name="dated", lookup_expr="gte")
    received_before = django_filters.DateFilter(field_name="dated", lookup_expr="lte")


class Payments(mixins.CreateModelMixin, ReadResource):
    """Payments received on a project's account (§ 159-8D), each with its receipt; a
    payment reversed stays, marked ``reversed``."""

    serializer_class = PaymentSerializer
    filterset_class = PaymentFilter

    def visible(self, user):
        return selectors.payments_visible_to(user)

    def get_serializer_class(self):
        if self.action == "create":
            return PaymentCreate
        return PaymentSerializer

    @extend_schema(
        request=PaymentCreate,
        parameters=[
            OpenApiParameter(
                IDEMPOTENCY_HEADER,
                OpenApiTypes.STR,
                OpenApiParameter.HEADER,
                required=False,
                description="A key of the client's choosing (a UUID) for this payment: "
                "sent again, nothing more is booked.",
            )
        ],
        responses={
            201: PaymentSerializer,
            422: OpenApiResponse(
                description=words_lazy(
                    "Refused by {cite:swm.fees}'s payment rules, with the reasons the "
                    "payment form gives (an amount not a plain one, beyond the balance owed "
                    "and not confirmed, a check number recorded already, a date in the "
                    "future), or an Idempotency-Key used for another payment."
                )
            ),
        },
    )
    def create(self, request, *args, **kwargs):
        """The Clerk's finance system records a payment received, as on the payment form:
        by the Municipal Clerk or the SMO, with a token of the write scope."""
        form = PaymentCreate(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        key = request.headers.get(IDEMPOTENCY_HEADER, "").strip() or data.get("idempotency_key", "")
        if len(key) > 200:
            return problem(
                status.HTTP_400_BAD_REQUEST,
                "An Idempotency-Key is at most 200 characters.",
                instance=request.get_full_path(),
                errors={"idempotency_key": ["An Idempotency-Key is at most 200 characters."]},
            )
        project = projects_visible_to(request.user).filter(pk=data["project"]).first()
        if project is None:
            raise Http404("No such project, or not one you may see.")
        entry = payments.payment_record(
            acting_user=request.user,
            project=project,
            amount=data["amount"],
            method=data["method"],
            reference=data["reference"],
            received_on=data["received_on"],
            idempotency_key=stored_key(request.user, key) if key else None,
            overpayment_confirmed=data["overpayment_confirmed"],
        )
        if entry.replayed and not _same_payment(entry, project, data):
            reason = (
                "This Idempotency-Key was sent with another payment: send a new key for a "
                "new payment."
            )
            return problem(
                status.HTTP_422_UNPROCESSABLE_ENTITY,
                reason,
                instance=request.get_full_path(),
                errors={"idempotency_key": [reason]},
            )
        booked = self.visible(request.user).get(pk=entry.pk)
        headers = {"Idempotent-Replayed": "true"} if entry.replayed else {}
        return Response(
            PaymentSerializer(booked).data, status=status.HTTP_201_CREATED, headers=headers
        )


# --- guarantees ------------------------------------------------------------------------
class InterestSerializer(serializers.Serializer):
    posted_on = serializers.DateField()
    amount = serializers.DecimalField(max_digits=12, decimal_places=2)
    recorded_at = serializers.DateTimeField()


class DrawSerializer(serializers.Serializer):
    drawn_on = serializers.DateField()
    work_cost = serializers.DecimalField(max_digits=12, decimal_places=2)
    engineering_cost = serializers.DecimalField(max_digits=12, decimal_places=2)
    inspection_cost = serializers.DecimalField(max_digits=12, decimal_places=2)
    total = serializers.DecimalField(max_digits=12, decimal_places=2)
    work_done = serializers.CharField()
    letter = serializers.CharField(source="document.number")


class GuaranteeSerializer(serializers.ModelSerializer):
    project = serializers.PrimaryKeyRelatedField(source="requirement.project", read_only=True)
    project_reference = serializers.CharField(
        source="requirement.project.reference", read_only=True
    )
    purpose = serializers.ChoiceField(
        source="requirement.purpose", choices=Purpose.choices, read_only=True
    )
    required_amount = serializers.DecimalField(
        source="requirement.amount", max_digits=12, decimal_places=2, read_only=True
    )
    interest = InterestSerializer(many=True, read_only=True)
    draws = DrawSerializer(many=True, read_only=True)
    interest_total = serializers.SerializerMethodField()
    drawn_total = serializers.SerializerMethodField()
    held = serializers.SerializerMethodField()

    class Meta:
        model = Guarantee
        fields = [
            "id",
            "project",
            "project_reference",
            "purpose",
            "required_amount",
            "kind",
            "issuer",
            "instrument_number",
            "amount",
            "beneficiary",
            "effective_on",
            "expires_on",
            "state",
            "posted_at",
            "decided_at",
            "released_at",
            "interest",
            "draws",
            "interest_total",
            "drawn_total",
            "held",
        ]

    # The totals from the records listed (prefetched), so that they always agree.
    @extend_schema_field(OpenApiTypes.DECIMAL)
    def get_interest_total(self, guarantee) -> str:
        return format(cents(sum((i.amount for i in guarantee.interest.all()), 0)), "f")

    @extend_schema_field(OpenApiTypes.DECIMAL)
    def get_drawn_total(self, guarantee) -> str:
        return format(cents(sum((d.total for d in guarantee.draws.all()), 0)), "f")

    @extend_schema_field(OpenApiTypes.DECIMAL)
    def get_held(self, guarantee) -> str:
        """What the Town holds: the amount, with a cash escrow's reinvested interest
        (§ 159-8B(1)), less what was drawn (§ 159-8B(2))."""
        interest = sum((i.amount for i in guarantee.interest.all()), 0)
        drawn = sum((d.total for d in guarantee.draws.all()), 0)
        return format(cents(guarantee.amount + interest - drawn), "f")


class GuaranteeFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="requirement__project_id")
    purpose = django_filters.ChoiceFilter(
        field_name="requirement__purpose", choices=Purpose.choices
    )
    kind = django_filters.ChoiceFilter(choices=Guarantee.Kind.choices)
    state = django_filters.ChoiceFilter(choices=Guarantee.State.choices)
    expires_before = django_filters.DateFilter(field_name="expires_on", lookup_expr="lte")


class Guarantees(ReadResource):
    """Performance and maintenance guarantees (§ 159-8B(1), (2)): the instrument, its
    state, a cash escrow's interest and the draws, as the record holds them."""

    serializer_class = GuaranteeSerializer
    filterset_class = GuaranteeFilter

    def visible(self, user):
        return selectors.guarantee_records(selectors.guarantees_visible_to(user))


register("fees", Fees, "fee", order=50)
register("invoices", Invoices, "invoice", order=51)
register("payments", Payments, "payment", order=52)
register("guarantees", Guarantees, "guarantee", order=53)
