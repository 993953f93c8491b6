from __future__ import annotations

from django import forms

from lockport_sw.core.forms import FreeTextLimits, VersionedForm


class AdjustmentForm(VersionedForm, FreeTextLimits, forms.Form):
    amount = forms.DecimalField(
        label="Amount to add to the computed figure",
        max_digits=12,
        decimal_places=2,
        help_text="Negative to take away. The reported figure is the computed one plus this.",
    )
    reason = forms.CharField(
        label="Reason",
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=2000,
        help_text="E.g. outfalls screened in January from the paper log, before the system.",
    )
