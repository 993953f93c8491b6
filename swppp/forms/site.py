"""The project's site in the Town (§ 159-3A): the applicant's request to correct it, the
SMO's correction (services/site.py)."""

from __future__ import annotations

from django import forms
from django.utils.functional import lazy

from lockport_sw.core.forms import FreeTextLimits, VersionedForm
from lockport_sw.jurisdiction.registry import current
from lockport_sw.registry.models import sbl_validator
from lockport_sw.registry.validation import town_site_refusal


class SiteCorrectionForm(VersionedForm, FreeTextLimits, forms.Form):
    """The site as the applicant asks it corrected, or as the SMO corrects it (then it
    carries the project's version: no lost update, core/versions.py)."""

    street_address = forms.CharField(
        label="Street address of the site",
        max_length=200,
        help_text=lazy(
            lambda: f"In the {current().name}, e.g. {current().place.example_address}.", str
        )(),
    )
    sbl = forms.CharField(
        label="Tax map (SBL) number",
        max_length=30,
        required=False,
        validators=[sbl_validator],
        help_text="Section-block-lot, as on the tax map, e.g. 110.05-3-5 (if known).",
    )
    reason = forms.CharField(
        label="Reason",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="Why the property recorded is not the project's site.",
    )

    def clean_street_address(self) -> str:
        """§ 159-3A, said beside the field with every other error at once (the service
        checks it again: registry.validation.town_site_refusal)."""
        value = self.cleaned_data["street_address"].strip()
        if refusal := town_site_refusal(value):
            raise forms.ValidationError(refusal)
        return value


class SiteDeclineForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(
        label="Reason for declining",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="The applicant is told.",
    )


def _refusal_example() -> str:
    enclave = current().place
    if enclave.enclave and enclave.enclave_streets:
        street = sorted(enclave.enclave_streets)[1 if len(enclave.enclave_streets) > 1 else 0]
        return f"The applicant is told, e.g. 40 {street} is in the {enclave.enclave}."
    return "The applicant is told."


class SiteRefuseForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(
        label="Why the site is not in the Town",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text=lazy(_refusal_example, str)(),
    )


class ProjectCloseForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(
        label="Why the project is closed",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="The applicant is told.",
    )
    confirmed = forms.BooleanField(
        label="I understand that closing the project cannot be undone",
        error_messages={"required": "Tick the box to confirm that the project closes for good."},
    )
