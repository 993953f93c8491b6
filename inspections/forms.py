"""Forms of the site log, after-construction and facility pages. They only shape input:
every rule is in the services."""

from __future__ import annotations

from django import forms
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.forms import FreeTextLimits, VersionedForm
from lockport_sw.documents.forms import MultipleFileField, MultipleFileInput
from lockport_sw.documents.uploads import PHOTO_ACCEPT_ATTRIBUTE, PHOTO_TEXT
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.registry.models import Party, Property

from .models import AccessRefusal, Finding, Inspection, Practice

DATE = forms.DateInput(attrs={"type": "date"})
DATETIME = forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M")


class LocalDateTimeField(forms.DateTimeField):
    """A datetime-local input, read in the Town's time zone."""

    widget = DATETIME

    def __init__(self, **kwargs):
        kwargs.setdefault("input_formats", ["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"])
        super().__init__(**kwargs)

    def to_python(self, value):
        result = super().to_python(value)
        if result is not None and timezone.is_naive(result):
            result = result.replace(tzinfo=TOWN_TZ)
        return result


def local_now():
    return timezone.localtime(timezone.now(), TOWN_TZ).replace(second=0, microsecond=0)


def today():
    return timezone.localtime(timezone.now(), TOWN_TZ).date()


# --- § 159-7A(2) site log ---------------------------------------------------------------
class SiteLogOpenForm(FreeTextLimits, forms.Form):
    opened_at = LocalDateTimeField(label="Site inspections began (land disturbance started)")


class SiteLogEntryForm(FreeTextLimits, forms.Form):
    inspected_at = LocalDateTimeField(label="Date and time of the inspection", initial=local_now)
    professional_name = forms.CharField(label="Qualified professional", max_length=150)
    professional_credential = forms.CharField(
        label="Credential and number",
        max_length=150,
        help_text="e.g. P.E. 081234, CPESC #4567, or NYSDEC 4-hour training card number.",
    )
    practices_effective = forms.TypedChoiceField(
        label="Were all erosion and sediment control practices effective?",
        choices=[("yes", "Yes, all effective"), ("no", "No, some were not")],
        coerce=lambda v: v == "yes",
        widget=forms.RadioSelect,
    )
    observations = forms.CharField(
        label="Effectiveness of each practice",
        widget=forms.Textarea(attrs={"rows": 4}),
        max_length=5000,
    )
    corrective_actions = forms.CharField(
        label="Corrective actions (required when a practice was not effective)",
        widget=forms.Textarea(attrs={"rows": 3}),
        required=False,
        max_length=5000,
    )
    photos = MultipleFileField(
        label="Photos",
        required=False,
        help_text=f"{PHOTO_TEXT} photos (not HEIC), from the phone's camera or files. Up to 10.",
        widget=MultipleFileInput(attrs={"accept": PHOTO_ACCEPT_ATTRIBUTE}),
    )


class StormForm(FreeTextLimits, forms.Form):
    ended_at = LocalDateTimeField(label="When the storm ended")
    precipitation_inches = forms.DecimalField(
        label="Precipitation (inches)", max_digits=5, decimal_places=2, min_value=0
    )
    gauge = forms.CharField(label="Rain gauge or station", max_length=100, required=False)


class StormImportForm(FreeTextLimits, forms.Form):
    file = forms.FileField(
        label="Rain gauge CSV",
        help_text="Columns: ended_at (YYYY-MM-DD HH:MM, local time), inches, gauge (optional).",
    )


# --- § 159-8A(2), (3) after construction -------------------------------------------------
class AsBuiltForm(FreeTextLimits, forms.Form):
    file = forms.FileField(label="As-built plans (PDF)")
    engineer_name = forms.CharField(label="Professional engineer", max_length=150)
    engineer_license = forms.CharField(label="New York P.E. license number", max_length=6)
    certified_on = forms.DateField(label="Date certified", widget=DATE)
    shows_final_design = forms.BooleanField(
        label=words_lazy(
            "The plans show the final design specifications for all stormwater management "
            "facilities ({cite:swm.smp_inspection})"
        ),
        required=False,
    )


class AsBuiltReviewForm(FreeTextLimits, forms.Form):
    accept = forms.TypedChoiceField(
        label="Decision",
        choices=[("yes", "Accept the as-built plans"), ("no", "Return them for correction")],
        coerce=lambda v: v == "yes",
        widget=forms.RadioSelect,
    )
    note = forms.CharField(
        label="Note (what must be corrected, if returned)",
        widget=forms.Textarea(attrs={"rows": 3}),
        required=False,
    )


class AcceptanceForm(FreeTextLimits, forms.Form):
    accepted_on = forms.DateField(label="Date of final acceptance", widget=DATE, initial=today)
    note = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}), required=False)


class PracticeForm(VersionedForm, FreeTextLimits, forms.ModelForm):
    class Meta:
        model = Practice
        fields = [
            "code",
            "name",
            "type",
            "location",
            "latitude",
            "longitude",
            "owner",
            "as_built",
            "routine_every_months",
            "next_routine_on",
            "in_random_pool",
        ]
        widgets = {"next_routine_on": DATE}

    def __init__(self, *args, as_builts=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.as_builts = as_builts
        self.fields["owner"].queryset = Party.objects.order_by("name")
        self.fields["as_built"].queryset = as_builts
        self.fields["as_built"].required = False

    def saved_form(self):
        return PracticeForm(
            instance=Practice.objects.get(pk=self.instance.pk), as_builts=self.as_builts
        )


class ComplaintForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(
        label="The complaint or other notice of a possible violation",
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    scheduled_for = LocalDateTimeField(label="Inspect on", initial=local_now)


class MaintenanceNoticeForm(FreeTextLimits, forms.Form):
    work_required = forms.CharField(
        label="Maintenance required", widget=forms.Textarea(attrs={"rows": 4})
    )
    complete_by = forms.DateField(label="To be completed by", widget=DATE)

    def __init__(self, *args, inspections=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["inspection"] = forms.ModelChoiceField(
            label="Found on the inspection", queryset=inspections, required=False
        )


class RoutineForm(FreeTextLimits, forms.Form):
    through = forms.DateField(label="Schedule routine inspections due by", widget=DATE)


class RandomForm(FreeTextLimits, forms.Form):
    count = forms.IntegerField(label="How many practices", min_value=1, max_value=50)
    on = forms.DateField(label="Inspect on", widget=DATE)


# --- § 158-9 facilities ------------------------------------------------------------------
class FacilityOpenForm(FreeTextLimits, forms.Form):
    parcel = forms.ModelChoiceField(label="Facility (premises)", queryset=Property.objects.all())
    scheduled_for = LocalDateTimeField(label="Inspect on", initial=local_now)


class RefusalForm(FreeTextLimits, forms.Form):
    party = forms.ModelChoiceField(label="Facility operator", queryset=Party.objects.all())
    occurred_at = LocalDateTimeField(label="When", initial=local_now)
    delayed = forms.BooleanField(
        label="An unreasonable delay rather than a refusal", required=False
    )
    notes = forms.CharField(label="What happened", widget=forms.Textarea(attrs={"rows": 3}))


class WarrantForm(FreeTextLimits, forms.Form):
    basis = forms.ChoiceField(
        label=words_lazy("Ground ({cite:idl.access_monitoring.search_warrant})"),
        choices=AccessRefusal.Basis.choices,
        widget=forms.RadioSelect,
    )
    probable_cause = forms.CharField(
        label="Probable-cause statement", widget=forms.Textarea(attrs={"rows": 5})
    )
    applied_on = forms.DateField(label="Applied on", widget=DATE, initial=today)
    court = forms.CharField(label="Court", max_length=200)


class WarrantOutcomeForm(FreeTextLimits, forms.Form):
    issued = forms.TypedChoiceField(
        label="The court's decision",
        choices=[("yes", "Warrant issued"), ("no", "Warrant denied")],
        coerce=lambda v: v == "yes",
        widget=forms.RadioSelect,
    )
    decided_on = forms.DateField(label="Decided on", widget=DATE, initial=today)
    reference = forms.CharField(
        label="Warrant index or docket number", required=False, max_length=100
    )
    note = forms.CharField(required=False, max_length=300)


class DayForm(FreeTextLimits, forms.Form):
    on = forms.DateField(label="Date", widget=DATE, initial=today)


class RequestForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(label="Inspection", widget=forms.RadioSelect)
    proposed_for = LocalDateTimeField(
        label="When the work will reach this stage",
        help_text=words_lazy(
            "At least 48 hours from now ({cite:swm.construction_inspection}). {kind} time "
            "(Eastern)."
        ),
    )
    note = forms.CharField(
        label="Note for the inspector (optional)",
        required=False,
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 3}),
    )

    def __init__(self, *args, kinds=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["kind"].choices = [(k.code, f"{k.name} ({k.citation})") for k in kinds]


class LateAcceptForm(FreeTextLimits, forms.Form):
    reason = forms.CharField(
        label="Why the Town accepts the short notice",
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 3}),
    )


class WithdrawForm(FreeTextLimits, forms.Form):
    """The applicant withdraws a mistyped request: the page asks first, and the post
    carries that confirmation (``confirmed``)."""

    reason = forms.CharField(
        label="What was wrong with it (optional)",
        required=False,
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="For example: the wrong milestone or the wrong day. The Town sees it.",
    )
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)


class AssignForm(FreeTextLimits, forms.Form):
    inspector = forms.ModelChoiceField(label="Inspector", queryset=None, empty_label=None)
    scheduled_for = LocalDateTimeField(label="Date and time", help_text="Town time (Eastern).")

    def __init__(self, *args, inspectors, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["inspector"].queryset = inspectors
        self.fields["inspector"].label_from_instance = lambda u: u.get_full_name() or u.email


class ConductForm(FreeTextLimits, forms.Form):
    """One outcome and note per checklist item, the result, and, for violations, their
    nature and the corrective action (§ 159-8A(1)). Photos come separately."""

    result = forms.ChoiceField(
        label="Result",
        choices=Inspection.Result.choices,
        widget=forms.RadioSelect(attrs={"class": "form-check-input"}),
        required=False,
    )
    summary = forms.CharField(
        label="Summary (optional)",
        required=False,
        max_length=5000,
        widget=forms.Textarea(attrs={"rows": 3, "class": "form-control"}),
    )
    nature = forms.CharField(
        label="Nature of the violation",
        required=False,
        max_length=5000,
        widget=forms.Textarea(attrs={"rows": 3, "class": "form-control"}),
        help_text="Needed when violations are found; it goes on the written notice.",
    )
    corrective_action = forms.CharField(
        label="Corrective action required",
        required=False,
        max_length=5000,
        widget=forms.Textarea(attrs={"rows": 3, "class": "form-control"}),
        help_text="Needed when violations are found; it goes on the written notice.",
    )
    work_during_hold = forms.BooleanField(
        label="Work other than site stabilization was done while the work hold was in effect",
        required=False,
        widget=forms.CheckboxInput(attrs={"class": "form-check-input"}),
        help_text=words_lazy(
            "Only what you saw: the violation then also cites "
            "{cite:swm.construction_inspection}, work during a hold."
        ),
    )
    early_reason = forms.CharField(
        label="Why it is done before its scheduled day",
        required=False,
        max_length=500,
        widget=forms.Textarea(attrs={"rows": 2, "class": "form-control"}),
        help_text="Only when completing it before the day it is scheduled for.",
    )
    latitude = forms.DecimalField(
        required=False, widget=forms.HiddenInput, max_digits=12, decimal_places=8
    )
    longitude = forms.DecimalField(
        required=False, widget=forms.HiddenInput, max_digits=12, decimal_places=8
    )

    def __init__(self, *args, kind, **kwargs):
        super().__init__(*args, **kwargs)
        self.kind = kind
        self.items = []
        for item in kind.checklist:
            outcome = forms.ChoiceField(
                label=item.text + (f" ({item.citation})" if item.citation else ""),
                choices=Finding.Outcome.choices,
                widget=forms.RadioSelect(attrs={"class": "form-check-input"}),
                required=False,
            )
            note = forms.CharField(
                label="Note",
                required=False,
                max_length=2000,
                widget=forms.TextInput(attrs={"class": "form-control form-control-sm"}),
            )
            self.fields[f"finding_{item.code}"] = outcome
            self.fields[f"note_{item.code}"] = note
            self.items.append((item, self[f"finding_{item.code}"], self[f"note_{item.code}"]))

    def findings(self) -> dict[str, tuple[str, str]]:
        data = self.cleaned_data
        return {
            item.code: (data.get(f"finding_{item.code}") or "", data.get(f"note_{item.code}") or "")
            for item in self.kind.checklist
        }
