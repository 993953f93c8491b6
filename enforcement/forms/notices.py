from django import forms

from lockport_sw.core.forms import FreeTextLimits, service_required
from lockport_sw.registry.models import Party

from ..chapters import NEEDS_DEADLINE, NEEDS_MEASURES, ChapterEnforcement
from ..models import ServiceRecord
from ._fields import date_field, datetime_field, text_area


class NoticeForm(FreeTextLimits, forms.Form):
    """A notice of the violation's chapter. Where the SMO chooses the notice's
    requirements (§ 158-11A) they are checkboxes; where the statute requires every
    element (§ 159-8C(1)) they are listed, not chosen."""

    addressee = forms.ModelChoiceField(
        label="Addressed to", queryset=Party.objects.order_by("name")
    )
    nature = text_area("Nature of the violation", rows=4)
    measures = text_area("Remedial measures required", rows=4, required=False)
    deadline = date_field(
        "To be completed by", required=False, help_text="The deadline set in the notice."
    )
    emergency_reason = text_area(
        "Emergency that requires a deadline inside the period to appeal",
        rows=2,
        required=False,
        help_text="Only if the measures cannot wait until the period to appeal has ended.",
    )
    property_description = forms.CharField(
        label="Description of the land",
        max_length=300,
        required=False,
        help_text="Needed only when the property has no street address.",
    )
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)

    def __init__(self, *args, chapter: ChapterEnforcement, **kwargs):
        super().__init__(*args, **kwargs)
        self.chapter = chapter
        self.fields["addressee"].label = f"Addressed to ({chapter.nov_addressee})"
        if not chapter.nov_all_required:
            self.fields["requirements"] = forms.MultipleChoiceField(
                # What the notice contains: what it requires of the person, and (5) what
                # the Town gives notice it will do (printed apart, "Take notice").
                label=f"What the notice contains ({chapter.nov_citation})",
                choices=[(r.code, f"{r.citation} {r.text}") for r in chapter.nov_requirements],
                widget=forms.CheckboxSelectMultiple,
                required=False,
            )
            self.order_fields(["addressee", "requirements"])
        if not chapter.nov_all_required:
            # § 158-11A: at least one element (missing_elements refuses none).
            service_required(self, "requirements")
        # Fields an element needs (missing_elements): marked required where every notice
        # has that element (§ 159-8C(1)(d)); else their help says which elements need them.
        for need, name in ((NEEDS_MEASURES, "measures"), (NEEDS_DEADLINE, "deadline")):
            needing = [r.citation for r in chapter.nov_requirements if need in r.needs]
            if not needing:
                continue
            if chapter.nov_all_required:
                service_required(self, name)
            else:
                cited = (
                    ", ".join(needing[:-1]) + " or " + needing[-1] if needing[1:] else needing[0]
                )
                self.fields[name].help_text = (
                    f"{self.fields[name].help_text} Required when the notice requires {cited}."
                ).strip()

    def service_kwargs(self) -> dict:
        data = self.cleaned_data
        return {
            "addressee": data["addressee"],
            "requirements": data.get("requirements", []),
            "nature": data["nature"],
            "measures": data.get("measures", ""),
            "deadline": data.get("deadline"),
            "property_description": data.get("property_description", ""),
            "emergency_reason": data.get("emergency_reason", ""),
        }


class CorrectionForm(NoticeForm):
    correction_reason = text_area("What the correction changes, and why", rows=2)


class ServiceForm(FreeTextLimits, forms.Form):
    method = forms.ChoiceField(
        label="How it was served",
        # Sending to a person's account is the system's own act, never typed in.
        choices=[c for c in ServiceRecord.Method.choices if c[0] != ServiceRecord.Method.ACCOUNT],
        widget=forms.RadioSelect,
    )
    served_by_name = forms.CharField(label="Served, mailed or posted by", max_length=150)
    served_at = datetime_field(
        "Delivered or posted at", required=False, help_text="For personal delivery or posting."
    )
    posted_where = forms.CharField(label="Where it was posted", max_length=200, required=False)
    article_number = forms.CharField(
        label="Certified Mail article number",
        max_length=40,
        required=False,
        help_text="The 20- or 22-digit number on PS Form 3800; spaces are ignored.",
        widget=forms.TextInput(attrs={"inputmode": "numeric", "autocomplete": "off"}),
    )
    mailed_on = date_field("Mailed on", required=False)
    receipt_on = date_field(
        "Date on the return receipt",
        required=False,
        help_text="Leave empty until the green card comes back; record it then.",
    )
    note = forms.CharField(label="Note", max_length=300, required=False)

    def __init__(self, *args, addressees=None, **kwargs):
        super().__init__(*args, **kwargs)
        if addressees is not None:
            # Service is on a person: whom this served (statute README).
            self.fields["addressee"] = forms.ModelChoiceField(
                label="Served on",
                queryset=addressees,
                required=False,  # refused by the service, beside the field, when needed
                empty_label=None if addressees.count() == 1 else "Choose the person",
            )
            self.fields["addressee"].label_from_instance = lambda a: (
                f"{a.name} ({a.role})" if a.role else a.name
            )
            self.order_fields(["addressee"])


class ReceiptForm(FreeTextLimits, forms.Form):
    outcome = forms.ChoiceField(
        label="What came back",
        choices=[
            ("delivered", "The return receipt (green card), signed"),
            (ServiceRecord.Returned.REFUSED, "The letter, marked refused"),
            (ServiceRecord.Returned.UNCLAIMED, "The letter, returned unclaimed"),
        ],
        initial="delivered",
        widget=forms.RadioSelect,
    )
    outcome_on = date_field(
        "Date on the receipt, or of the refusal or return",
        help_text="Service is complete on this date.",
    )
