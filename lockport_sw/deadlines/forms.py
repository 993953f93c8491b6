from django import forms

from lockport_sw.calendar.models import ProclaimedHoliday
from lockport_sw.core.forms import FreeTextLimits, VersionedForm


class WaiveForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        label="Reason for waiving",
        help_text="Kept on the clock's history; shown to anyone who reads the case.",
    )


class PauseForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(max_length=300, label="Reason for pausing")


class PolicyForm(VersionedForm, FreeTextLimits, forms.Form):
    period = forms.IntegerField(min_value=1, max_value=365, label="Period")


class ClosureForm(FreeTextLimits, forms.Form):
    day = forms.DateField(
        label="Date the offices are closed", widget=forms.DateInput(attrs={"type": "date"})
    )
    reason = forms.CharField(max_length=200, label="Reason", help_text="e.g. Snow emergency")


class ProclaimedHolidayForm(FreeTextLimits, forms.Form):
    """GCL § 24: a day the President or the Governor proclaims a public holiday."""

    day = forms.DateField(
        label="Date of the holiday", widget=forms.DateInput(attrs={"type": "date"})
    )
    name = forms.CharField(
        max_length=200, label="Name of the holiday", help_text="e.g. National Day of Mourning"
    )
    proclaimed_by = forms.ChoiceField(
        label="Proclaimed by",
        choices=ProclaimedHoliday.By.choices,
        widget=forms.RadioSelect,
    )
    proclamation = forms.CharField(
        max_length=300,
        label="Proclamation",
        help_text="Its number or title, and its date, e.g. Proclamation 10878 of December 29, 2024",
    )
