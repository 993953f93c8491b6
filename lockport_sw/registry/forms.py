from django import forms

from .models import Party, Property
from .services import PARTY_FIELDS, PROPERTY_FIELDS


class PropertyForm(forms.ModelForm):
    class Meta:
        model = Property
        fields = PROPERTY_FIELDS


class PartyForm(forms.ModelForm):
    class Meta:
        model = Party
        fields = PARTY_FIELDS


class SearchForm(forms.Form):
    q = forms.CharField(
        required=False, label="Search by address, SBL number or name", max_length=100
    )
