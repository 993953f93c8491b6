from django import forms

from lockport_sw.core.forms import FreeTextLimits, VersionedForm, service_required

from .models import Party, Property
from .services import PARTY_FIELDS, PROPERTY_FIELDS
from .validation import POSTAL_FIELDS, postal_address_errors


class PropertyForm(VersionedForm, FreeTextLimits, forms.ModelForm):
    class Meta:
        model = Property
        fields = PROPERTY_FIELDS


class PartyForm(VersionedForm, FreeTextLimits, forms.ModelForm):
    class Meta:
        model = Party
        fields = PARTY_FIELDS


class MailingAddressForm(FreeTextLimits, forms.Form):
    """The postal address letters are mailed to (registry/validation.py checks it, with a
    message naming what is missing, so the fields are not "required" to the form)."""

    mailing_street = forms.CharField(
        required=False,
        label="Street address",
        max_length=200,
        help_text="Number and street, or PO Box.",
        widget=forms.TextInput(attrs={"autocomplete": "street-address"}),
    )
    mailing_city = forms.CharField(
        required=False,
        label="City or town",
        max_length=80,
        widget=forms.TextInput(attrs={"autocomplete": "address-level2"}),
    )
    mailing_state = forms.CharField(
        required=False,
        label="State",
        max_length=2,
        initial="NY",
        help_text="Two letters, e.g. NY.",
        widget=forms.TextInput(attrs={"autocomplete": "address-level1", "size": 3}),
    )
    mailing_postal_code = forms.CharField(
        required=False,
        label="ZIP code",
        max_length=10,
        help_text="e.g. 14094.",
        widget=forms.TextInput(attrs={"autocomplete": "postal-code", "inputmode": "numeric"}),
    )

    def clean(self):
        data = super().clean()
        for field, messages in postal_address_errors(
            **{name: data.get(name, "") for name in POSTAL_FIELDS}
        ).items():
            if field not in self.errors:
                self.add_error(field, messages)
        return data


class MyAddressForm(VersionedForm, MailingAddressForm):
    """One's own mailing address, carrying the party's version (core/versions.py). Every
    part is required, and marked so (issue 46, item 8); ``clean`` refuses what is
    missing, all at once, in the address check's own words."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        service_required(self, *POSTAL_FIELDS)


class SearchForm(FreeTextLimits, forms.Form):
    q = forms.CharField(
        required=False, label="Search by address, SBL number or name", max_length=100
    )


class RollForm(FreeTextLimits, forms.Form):
    """The tax-parcel roll: its CSV file and its date (owners are recorded as of it)."""

    file = forms.FileField(
        label="The roll (CSV)",
        help_text="Columns: sbl, address, owners (several separated by ;), mailing_street, "
        "mailing_city, mailing_state, zip. Saved from the spreadsheet as CSV UTF-8.",
        widget=forms.ClearableFileInput(attrs={"class": "form-control", "accept": ".csv"}),
    )
    as_of = forms.DateField(
        label="Date of the roll",
        widget=forms.DateInput(attrs={"type": "date", "class": "form-control"}, format="%Y-%m-%d"),
    )


class DeedOwnerForm(FreeTextLimits, forms.Form):
    """An owner recorded by hand from the deed (issue 43, item 9)."""

    party = forms.ModelChoiceField(
        label="Owner named in the deed",
        queryset=Party.objects.order_by("name"),
        required=False,
        help_text="A party of the registry; add them first if they are not listed.",
    )
    acquired_on = forms.DateField(
        label="Title acquired on",
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text="The deed's date; leave empty when not known.",
    )
    deed_liber = forms.CharField(label="Deed liber", max_length=20, required=False)
    deed_page = forms.CharField(label="Deed page", max_length=20, required=False)
    deed_instrument = forms.CharField(
        label="or instrument number",
        max_length=40,
        required=False,
        help_text="The County Clerk's recording reference: the liber and page, or the "
        "instrument number.",
    )
