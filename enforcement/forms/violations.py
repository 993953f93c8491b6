from django import forms

from lockport_sw.core.forms import FreeTextLimits, VersionedForm
from lockport_sw.documents.forms import MultipleFileField
from lockport_sw.registry.models import Party, Property

from .. import chapters
from ..models import Evidence, Provision, Violation
from ._fields import date_field, datetime_field, text_area


class ProvisionChoiceField(forms.ModelMultipleChoiceField):
    def label_from_instance(self, obj: Provision) -> str:
        return f"{obj.citation} {obj.title}"


class ViolationForm(FreeTextLimits, forms.Form):
    chapter = forms.ChoiceField(label="Chapter", widget=forms.RadioSelect)
    party = forms.ModelChoiceField(
        label="Responsible person",
        queryset=Party.objects.order_by("name"),
        help_text="From the registry. Add the person or firm there first if they are not listed.",
    )
    parcel = forms.ModelChoiceField(label="Property", queryset=Property.objects.all())
    provisions = ProvisionChoiceField(
        label="Provisions violated",
        queryset=Provision.objects.filter(active=True).order_by("chapter", "order"),
        widget=forms.CheckboxSelectMultiple,
        help_text="Only provisions of the chapter chosen above.",
    )
    description = text_area("What was found", rows=4)
    started_on = date_field("Began (or first seen) on")
    continuing = forms.BooleanField(label="The violation is continuing", required=False)
    ended_on = date_field("Ended on", required=False, help_text="If it is no longer continuing.")
    files = MultipleFileField(label="Photos and files")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["chapter"].choices = chapters.choices()


class EvidenceForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(label="Kind", choices=Evidence.Kind.choices, widget=forms.RadioSelect)
    description = forms.CharField(label="Description", max_length=500, required=False)
    file = forms.FileField(label="File", required=False)
    taken_at = datetime_field("Observed or sampled at", required=False)
    result = forms.CharField(label="Laboratory result", max_length=500, required=False)


class ViolationEndForm(VersionedForm, FreeTextLimits, forms.Form):
    ended_on = date_field("Ended on")
    reason = forms.ChoiceField(
        label="How it ended", choices=Violation.EndReason.choices, widget=forms.RadioSelect
    )

    def __init__(self, *args, violation: Violation | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.violation = violation

    def saved_form(self):
        """The end as recorded now (core/versions.py), if it was."""
        now = Violation.objects.get(pk=self.violation.pk) if self.violation else None
        if now is None or now.continuing:
            return None
        return ViolationEndForm(initial={"ended_on": now.ended_on, "reason": now.end_reason})
