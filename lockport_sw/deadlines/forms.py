from django import forms


class WaiveForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        label="Reason for waiving",
        help_text="Kept on the clock's history; shown to anyone who reads the case.",
    )


class PauseForm(forms.Form):
    reason = forms.CharField(max_length=300, label="Reason for pausing")


class PolicyForm(forms.Form):
    period = forms.IntegerField(min_value=1, max_value=365, label="Period")


class ClosureForm(forms.Form):
    day = forms.DateField(
        label="Date the offices are closed", widget=forms.DateInput(attrs={"type": "date"})
    )
    reason = forms.CharField(max_length=200, label="Reason", help_text="e.g. Snow emergency")
