from django import forms

from lockport_sw.core.forms import FreeTextLimits

from .models import Scope
from .services import MAX_DAYS


class TokenForm(FreeTextLimits, forms.Form):
    name = forms.CharField(
        max_length=100, help_text="What it is for, e.g. “Clerk's finance system”."
    )
    scope = forms.ChoiceField(
        choices=Scope.choices, initial=Scope.READ, widget=forms.RadioSelect, label="Scope"
    )
    days = forms.IntegerField(
        min_value=1,
        max_value=MAX_DAYS,
        initial=30,
        label="Days until it expires",
        help_text=f"From 1 to {MAX_DAYS}.",
    )
