from django import forms

from lockport_sw.core.forms import VersionedForm
from lockport_sw.documents.forms import MultipleFileField

from ..models import Appeal, AppealPolicy
from ._fields import date_field, datetime_field, text_area


class AppealForm(forms.Form):
    grounds = text_area(
        "Grounds of your appeal",
        rows=6,
        help_text="Why the determination of violation is wrong. Up to 5,000 characters.",
    )
    files = MultipleFileField(label="Supporting files")


class PaperAppealForm(AppealForm):
    received_on = date_field("Received by the Town on")
    late_reason = text_area(
        "Reason for accepting it late",
        rows=2,
        required=False,
        help_text="Only if it was received after the appeal period; recorded with the appeal.",
    )
    field_order = ["received_on", "grounds", "files", "late_reason"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["grounds"].label = "Grounds stated in the written appeal"


class HearingForm(forms.Form):
    hearing_at = datetime_field("Hearing date and time")
    place = forms.CharField(
        label="Place", max_length=200, required=False, initial="Town Hall, 6560 Dysinger Road"
    )


class DecisionForm(forms.Form):
    outcome = forms.ChoiceField(
        label="Decision",
        choices=[
            (Appeal.Outcome.UPHOLD, "Uphold the determination"),
            (Appeal.Outcome.MODIFY, "Modify the determination"),
            (Appeal.Outcome.REVERSE, "Reverse the determination"),
        ],
        widget=forms.RadioSelect,
    )
    votes_for = forms.IntegerField(label="Votes in favor", min_value=0)
    votes_against = forms.IntegerField(label="Votes against", min_value=0)
    abstentions = forms.IntegerField(label="Abstentions", min_value=0, initial=0, required=False)
    absent = forms.IntegerField(label="Members absent", min_value=0, initial=0, required=False)
    decision_text = text_area("Written decision", rows=6)
    decided_on = date_field("Decided on")
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)


class FilingForm(forms.Form):
    filed_on = date_field("Filed in the office of the Municipal Clerk on")
    mailed_on = date_field("Mailed by certified mail on")
    article_number = forms.CharField(
        label="Certified Mail article number",
        max_length=40,
        help_text="The 20- or 22-digit number on PS Form 3800; spaces are ignored.",
        widget=forms.TextInput(attrs={"inputmode": "numeric", "autocomplete": "off"}),
    )
    mailed_by = forms.CharField(label="Mailed by", max_length=150)


class AppealPolicyForm(VersionedForm, forms.Form):
    hearing_body = forms.ChoiceField(
        label="Body that hears Chapter 159 appeals (Town policy)",
        choices=AppealPolicy.Body.choices,
        widget=forms.RadioSelect,
    )
