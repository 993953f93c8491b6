from django import forms

from lockport_sw.core.forms import FreeTextLimits
from lockport_sw.jurisdiction.registry import words_lazy

from ..models import Referral, RemedyTask
from ..models.remedies import CRITERIA
from ._fields import date_field, text_area


class MeasuresForm(FreeTextLimits, forms.Form):
    measures = text_area("Measures to abate the violation or restore the property", rows=4)


class AnswerForm(FreeTextLimits, forms.Form):
    granted = forms.TypedChoiceField(
        label="The owner's answer",
        choices=[("yes", "Access granted"), ("no", "Access refused")],
        coerce=lambda v: v == "yes",
        widget=forms.RadioSelect,
    )
    answered_on = date_field("Answered on")
    note = forms.CharField(label="Note", max_length=300, required=False)


class WarrantForm(FreeTextLimits, forms.Form):
    warrant_applied_on = date_field("Applied on")
    warrant_court = forms.CharField(label="Court", max_length=200)


class WarrantIssuedForm(FreeTextLimits, forms.Form):
    warrant_issued_on = date_field("Warrant issued on")


class FindingForm(FreeTextLimits, forms.Form):
    violation_found_on = date_field("Determined on")
    violation_finding = forms.CharField(
        label="What was found on entry: the violation",
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=10_000,
    )


class CourtOrderForm(FreeTextLimits, forms.Form):
    court_order_on = date_field("Ordered on")
    court_order_reference = forms.CharField(label="Index or docket number", max_length=100)


class AbateForm(FreeTextLimits, forms.Form):
    abated_on = date_field("Work completed on")
    abated_by = forms.CharField(label="Done by (Town department or contractor)", max_length=200)


class SummaryAbatementForm(FreeTextLimits, forms.Form):
    condition = forms.CharField(
        label="The condition abated as a nuisance",
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=10_000,
    )
    abated_on = date_field("Abated on")
    abated_by = forms.CharField(label="Done by (Town department or contractor)", max_length=200)


class CostForm(FreeTextLimits, forms.Form):
    incurred_on = date_field("Incurred on")
    description = forms.CharField(label="What the cost was for", max_length=300)
    amount = forms.DecimalField(label="Amount ($)", min_value=0, max_digits=10, decimal_places=2)


class LienForm(FreeTextLimits, forms.Form):
    lien_recorded_on = date_field("Recorded by the County Clerk on")
    lien_reference = forms.CharField(label="Instrument number or liber and page", max_length=100)


class CloseForm(FreeTextLimits, forms.Form):
    corrected_on = date_field("Corrected on")
    note = forms.CharField(label="How it was corrected", max_length=300)


class ReferralForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(label="Ask the Town Attorney to seek", widget=forms.RadioSelect)
    referred_on = date_field("Referred on")
    note = text_area("Note to the Town Attorney", rows=3, required=False)

    def __init__(self, *args, chapter, **kwargs):
        super().__init__(*args, **kwargs)
        available = {
            Referral.Kind.PROSECUTION: chapter.penalties.citation,
            Referral.Kind.INJUNCTION: chapter.injunction_citation,
            Referral.Kind.NUISANCE: chapter.nuisance_citation,
        }
        self.fields["kind"].choices = [
            (kind.value, f"{kind.label} ({citation})")
            for kind, citation in available.items()
            if citation
        ]


class OutcomeForm(FreeTextLimits, forms.Form):
    outcome = forms.ChoiceField(
        label="Outcome",
        choices=[c for c in Referral.Outcome.choices if c[0] != Referral.Outcome.PENDING],
        widget=forms.RadioSelect,
    )
    outcome_on = date_field("Date of the outcome")
    court = forms.CharField(label="Court", max_length=200, required=False)
    docket_number = forms.CharField(label="Docket number", max_length=60, required=False)
    committed_on = date_field(
        "Offense committed on", required=False, help_text="For a conviction: sets its tier."
    )
    fine = forms.DecimalField(label="Fine imposed ($)", min_value=0, required=False)
    imprisonment_days = forms.IntegerField(label="Imprisonment (days)", min_value=0, required=False)
    note = text_area("Note", rows=2, required=False)


class RemedyForm(FreeTextLimits, forms.Form):
    criteria = forms.MultipleChoiceField(
        label=words_lazy("Criteria that apply ({cite:idl.alternative_remedies.conditions})"),
        choices=[(code, f"({code}) {text}") for code, text in CRITERIA],
        widget=forms.CheckboxSelectMultiple,
        required=False,
    )
    recommendation = text_area("The Town Attorney's recommendation", rows=4)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for kind, label in RemedyTask.Kind.choices:
            self.fields[f"{kind}_due"] = date_field(
                f"{label}: to be completed by", required=False, help_text="Leave empty if not."
            )
            self.fields[f"{kind}_description"] = forms.CharField(
                label=f"{label}: details", max_length=300, required=False
            )

    def tasks(self) -> list[tuple[str, str, object]]:
        data = self.cleaned_data
        return [
            (kind, data.get(f"{kind}_description", ""), data[f"{kind}_due"])
            for kind in RemedyTask.Kind.values
            if data.get(f"{kind}_due") or data.get(f"{kind}_description")
        ]


class ConcurForm(FreeTextLimits, forms.Form):
    concur = forms.TypedChoiceField(
        label="The SMO",
        choices=[("yes", "Concurs: the remedies take effect"), ("no", "Does not concur")],
        coerce=lambda v: v == "yes",
        widget=forms.RadioSelect,
    )
    reason = text_area("Reason for not concurring", rows=2, required=False)


class TaskCompleteForm(FreeTextLimits, forms.Form):
    completed_on = date_field("Completed on")


class ReasonForm(FreeTextLimits, forms.Form):
    reason = text_area("Reason", rows=3)


class PenaltyForm(FreeTextLimits, forms.Form):
    chapter = forms.ChoiceField(label="Chapter")
    committed_on = date_field("Offense committed on")
