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


def _date(label: str, **kwargs) -> forms.DateField:
    return forms.DateField(
        label=label,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        **kwargs,
    )


class TmdlApprovalForm(FreeTextLimits, forms.Form):
    """§ 158-2 (TMDL strategy, D): an EPA approval of a TMDL, which opens row 24."""

    water_body = forms.CharField(
        label="Water body or watershed",
        max_length=200,
        help_text="One the Town's MS4 discharges to, e.g. Eighteenmile Creek.",
    )
    pollutant = forms.CharField(
        label="Pollutant of concern", max_length=200, help_text="As the TMDL specifies it."
    )
    approved_on = _date("Date EPA approved the TMDL")
    source = forms.CharField(
        label="Source",
        max_length=300,
        help_text="Where the approval is recorded, e.g. “EPA Region 2 approval letter of "
        "June 3, 2026”.",
    )


class TmdlModifiedForm(FreeTextLimits, forms.Form):
    """§ 158-2 (D): the program modified for the TMDL (meets row 24)."""

    on = _date("Date the program was modified")
    note = forms.CharField(
        label="What was changed",
        max_length=300,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="Or why, on review, no change was needed.",
    )
