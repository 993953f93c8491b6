"""The money pages' forms. Every rule is the services'; these only read what was typed."""

from __future__ import annotations

import uuid

from django import forms
from django.core.exceptions import ValidationError

from enforcement.forms._fields import date_field, text_area
from lockport_sw.bodies.forms import MemberVotesMixin
from lockport_sw.calendar.words import short_date
from lockport_sw.core.forms import FreeTextLimits, service_required
from lockport_sw.core.money_words import dollars, plain_amount
from lockport_sw.jurisdiction.registry import cite, words_lazy

from .models import Basis, Entry, Guarantee, Purpose, Service
from .services.payments import CREDIT_WORDS


class PlainAmountField(forms.DecimalField):
    """An amount of dollars and cents as typed: a plain decimal with at most two places
    ("1,250.00", "$40"), never an exponent, a sign or NaN (core.money_words.plain_amount;
    issue 45, item 5). Drawn as a text box with a decimal keyboard: a number box would
    take "1e5" and drop "1,250.00"."""

    def to_python(self, value):
        if value in self.empty_values:
            return None
        amount = plain_amount(value)
        if amount is None:
            raise ValidationError(
                "Give the amount in dollars and cents, like 1,250.00.", code="invalid"
            )
        return amount


def money_field(label: str, required: bool = True, **kwargs) -> forms.DecimalField:
    return PlainAmountField(
        label=label,
        required=required,
        max_digits=12,
        decimal_places=2,
        min_value=0,
        widget=forms.TextInput(attrs={"inputmode": "decimal", "autocomplete": "off"}),
        **kwargs,
    )


class ScheduleForm(MemberVotesMixin, FreeTextLimits, forms.Form):
    """§ 159-8D: the schedule the Town Board adopted, and how each member voted."""

    resolution = forms.CharField(label="Resolution number", max_length=50)
    adopted_on = date_field("Adopted by the Town Board on")
    effective_on = date_field(
        "Effective from", help_text="Fees assessed from this day are priced from this schedule."
    )
    title = forms.CharField(label="Title (optional)", max_length=200, required=False)
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)
    left_out_confirmed = forms.BooleanField(
        label="The Town Board's resolution leaves these fees out: record it as adopted",
        required=False,
        help_text="Required when the schedule leaves out a fee the chapter relies on.",
    )

    def __init__(self, *args, members=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.add_member_votes(members)


class LineForm(FreeTextLimits, forms.Form):
    service = forms.ChoiceField(
        label="Charges for", choices=[("", "(no line)"), *Service.choices], required=False
    )
    basis = forms.ChoiceField(label="Basis", choices=[("", "—"), *Basis.choices], required=False)
    rate = money_field("Fee or rate ($)", required=False)
    cap = money_field("Cap ($)", required=False)
    acres_from = forms.DecimalField(
        label="Acres disturbed, more than", required=False, min_value=0, decimal_places=2
    )
    acres_to = forms.DecimalField(
        label="Acres disturbed, up to", required=False, min_value=0, decimal_places=2
    )


LineFormSet = forms.formset_factory(LineForm, extra=8, max_num=20)


class PaymentForm(FreeTextLimits, forms.Form):
    """One post, one entry: the form carries a token made when it is drawn, kept when it
    is drawn again refused; the service books one entry per token (issue 45, item 5)."""

    idempotency_key = forms.UUIDField(widget=forms.HiddenInput, required=False)
    amount = money_field("Amount received ($)")
    method = forms.ChoiceField(
        label="Paid by", choices=Entry.Method.choices, widget=forms.RadioSelect
    )
    reference = forms.CharField(
        label="Check number or card reference",
        max_length=100,
        required=False,
        help_text="Required for a check or a card payment.",
    )
    received_on = date_field("Received on")
    overpayment_confirmed = forms.BooleanField(
        label="The payment is more than the balance owed, and I mean to record it all",
        required=False,
        help_text=CREDIT_WORDS,
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["idempotency_key"].initial = uuid.uuid4()


class ReverseForm(FreeTextLimits, forms.Form):
    reason = text_area("Why it is reversed", rows=3, max_length=2000)
    confirmed = forms.BooleanField(
        label="I understand the entry stays on the account, marked reversed", required=True
    )


class EngineerInvoiceForm(FreeTextLimits, forms.Form):
    engineer = forms.CharField(label="Licensed professional engineer", max_length=200)
    invoice_number = forms.CharField(label="Engineer's invoice number", max_length=100)
    amount = money_field("Amount ($)")
    dated = date_field("Invoice date")


class RequirementForm(FreeTextLimits, forms.Form):
    purpose = forms.ChoiceField(
        label="Guarantee", choices=Purpose.choices, widget=forms.RadioSelect
    )
    amount = money_field(
        "Amount required ($)",
        required=False,
        help_text=words_lazy(
            "{cite:swm.performance_guarantee}: the amount the {kind} determines from the final "
            "design plans submitted with the SWPPP, with reference to actual construction and "
            "landscaping costs (the engineer's cost estimate on the plans). Say below where it "
            "comes from."
        ),
    )
    basis = text_area(
        "How the amount was determined",
        required=False,
        rows=3,
        max_length=2000,
        help_text="The sheet of the final design plans and the costs it lists, e.g. "
        "\u201cSheet C-4: pond, swales and landscaping, $48,000.\u201d",
    )

    def __init__(self, *args, estimate=None, **kwargs):
        """``estimate``: the project's accepted cost estimate (money/services/estimates.py),
        whose total a performance guarantee takes: then the form says so."""
        super().__init__(*args, **kwargs)
        if estimate is not None:
            self.fields["amount"].help_text = (
                "A performance guarantee is the total of the final design plans' cost "
                f"estimate you accepted: {dollars(estimate.total)} "
                f"({cite('swm.performance_guarantee')}). Leave it blank to use it; a "
                "maintenance guarantee's amount "
                "is typed."
            )


class GuaranteeForm(FreeTextLimits, forms.Form):
    purpose = forms.ChoiceField(label="For", choices=Purpose.choices, widget=forms.RadioSelect)
    kind = forms.ChoiceField(label="Kind", choices=Guarantee.Kind.choices, widget=forms.RadioSelect)
    issuer = forms.CharField(label="Bank or surety", max_length=200)
    issuer_address = text_area("Issuer's mailing address", rows=3, max_length=500, required=False)
    instrument_number = forms.CharField(label="Instrument number", max_length=100)
    amount = money_field("Amount ($)")
    effective_on = date_field("Effective on")
    expires_on = date_field(
        "Expires on", required=False, help_text="Letters of credit and bonds only."
    )
    file = forms.FileField(label="The signed instrument (PDF or a scan)", required=False)
    # The document chosen in a refused post, kept (issue 46, item 8): its stored id.
    held_file = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        service_required(self, "file")  # the service refuses it missing, unless one is kept


class DecisionForm(FreeTextLimits, forms.Form):
    action = forms.ChoiceField(
        choices=[("accept", "Accept"), ("return", "Return")], widget=forms.HiddenInput
    )
    note = text_area("Note (required to return it)", rows=2, max_length=2000, required=False)


class InterestForm(FreeTextLimits, forms.Form):
    amount = money_field("Interest credited ($)")
    posted_on = date_field("Credited on")


class ReleaseForm(FreeTextLimits, forms.Form):
    removed_on = date_field(
        "Facilities removed from operation on",
        required=False,
        help_text=words_lazy("{cite:swm.maintenance_guarantee}: a maintenance guarantee only."),
    )


class DrawForm(FreeTextLimits, forms.Form):
    notice = forms.ModelChoiceField(label="Maintenance notice not heeded", queryset=None)
    inspection = forms.ModelChoiceField(
        label="The inspection that found the work not done",
        queryset=None,
        help_text=words_lazy(
            "An inspection of the practice after the notice's date that found violations "
            "({cite:swm.maintenance_guarantee}); its findings go in the letter."
        ),
    )
    work_cost = money_field("Operation and maintenance work ($)")
    engineering_cost = money_field("Engineering ($)")
    inspection_cost = money_field("Inspection ($)")
    work_done = text_area("Work done, and by whom", rows=3, max_length=2000)
    drawn_on = date_field("Drawn on")

    def __init__(self, *args, notices=None, inspections=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["notice"].queryset = notices
        self.fields["inspection"].queryset = inspections
        self.fields["inspection"].label_from_instance = lambda i: (
            f"{i.reference}, {i.kind_spec.name.lower()}, {short_date(i.completed_at)}"
        )


class MaintenanceChargeForm(FreeTextLimits, forms.Form):
    notice = forms.ModelChoiceField(label="Maintenance notice not heeded", queryset=None)
    performed_by = forms.CharField(
        label="Done by", max_length=200, help_text="The Town, or the third party by name."
    )
    cost = money_field("Cost of the work ($)")
    dated = date_field("Work done on")

    def __init__(self, *args, notices=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["notice"].queryset = notices
