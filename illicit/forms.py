"""Forms of Chapter 158. They only collect and shape input: every rule is in a service."""

from __future__ import annotations

import secrets
from datetime import datetime, time

from django import forms
from django.core import signing
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.forms import FreeTextLimits, VersionedForm, apply_validation_error
from lockport_sw.documents.forms import MultipleFileField, MultipleFileInput
from lockport_sw.documents.uploads import PHOTO_ACCEPT_ATTRIBUTE, PHOTO_TEXT
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.registry.models import Party, Property
from lockport_sw.registry.validation import validate_phone

from . import kinds
from .models import (
    AccessAction,
    Authorization,
    Case,
    Entry,
    Order,
    OrderResponse,
    Outfall,
    Report,
    Screening,
    Spill,
)
from .services.cases import DETAIL_FIELDS
from .services.reports import MAX_DESCRIPTION, clean_location, report_submit

DATE = forms.DateInput(attrs={"type": "date"})
TIME = forms.TimeInput(attrs={"type": "time"})
DATETIME = forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M")
STARTED_SALT = "illicit.report.started"


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


# --- the public report -------------------------------------------------------------------
class ReportForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(
        label="What did you see?",
        choices=[(k.code, k.name) for k in kinds.KINDS],
        widget=forms.RadioSelect(attrs={"class": "form-check-input"}),
        error_messages={"required": "Choose what you saw."},
    )
    address = forms.CharField(
        label="Street address or a landmark",
        required=False,
        max_length=300,
        help_text="For example: 12 Mill Road, or the ditch behind the Transit Road plaza.",
        widget=forms.TextInput(attrs={"autocomplete": "street-address"}),
    )
    latitude = forms.CharField(
        label="Latitude",
        required=False,
        max_length=30,
        help_text="Filled in when you pick the point on the map.",
    )
    longitude = forms.CharField(label="Longitude", required=False, max_length=30)
    observed_on = forms.DateField(
        label="When did you see it? Date",
        widget=DATE,
        error_messages={"required": "Give the date you saw it.", "invalid": "Enter a real date."},
    )
    observed_time = forms.TimeField(
        label="Time (if you know it)",
        required=False,
        widget=TIME,
        error_messages={"invalid": "Enter a time like 14:30."},
    )
    # One limit, the service's (GeoReport v2's 4,000), stated once beside the box by
    # FreeTextLimits and counted under the box, never cut (issue 22, item 3; issue 45).
    description = forms.CharField(
        label="What did you see? (optional)",
        required=False,
        max_length=MAX_DESCRIPTION,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="Color, smell, how much, where it goes.",
        error_messages={
            "max_length": "Keep the description to %(limit_value)d characters "
            "(it has %(show_value)d)."
        },
    )
    photos = MultipleFileField(
        label="Photos (up to 5)",
        help_text=f"{PHOTO_TEXT} photos only (no HEIC, PDF, Word or Excel files). If the "
        "form comes back with a problem, choose them again.",
        # Photos only: the browser offers images; the service refuses anything else.
        widget=MultipleFileInput(attrs={"accept": PHOTO_ACCEPT_ATTRIBUTE}),
    )
    name = forms.CharField(
        label="Your name (optional)",
        required=False,
        max_length=150,
        widget=forms.TextInput(attrs={"autocomplete": "name"}),
    )
    email = forms.CharField(
        label="Your email (optional)",
        required=False,
        max_length=254,
        help_text="We email you the reference and each change of status.",
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )
    phone = forms.CharField(
        label="Your phone (optional)",
        required=False,
        max_length=30,
        validators=[validate_phone],
        widget=forms.TextInput(attrs={"autocomplete": "tel", "type": "tel"}),
    )
    # Spam checks without any outside service: a field people never see, and the time
    # between showing the form and sending it.
    website = forms.CharField(required=False, label="Leave this empty", max_length=200)
    started = forms.CharField(required=False, widget=forms.HiddenInput)

    # The service's "location" (an address or a point) is shown at the address box, the
    # first of the "Where?" controls, once.
    error_fields = {"location": "address"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["website"].widget.attrs.update({"tabindex": "-1", "autocomplete": "off"})
        self.fields["latitude"].widget.attrs.update({"inputmode": "decimal", "data-map-lat": ""})
        self.fields["longitude"].widget.attrs.update({"inputmode": "decimal", "data-map-long": ""})

    @staticmethod
    def started_token() -> str:
        """When the form was shown, signed, with a random number that makes it one of a
        kind: a report accepted with it spends it (``started_once``)."""
        return signing.dumps(
            {"t": timezone.now().timestamp(), "n": secrets.token_urlsafe(12)}, salt=STARTED_SALT
        )

    def _started(self) -> dict | None:
        try:
            data = signing.loads(self.data.get("started", ""), salt=STARTED_SALT)
        except signing.BadSignature:
            return None
        if not isinstance(data, dict) or "t" not in data or "n" not in data:
            return None
        return data

    def seconds_since_shown(self) -> float | None:
        data = self._started()
        if data is None:
            return None
        return timezone.now().timestamp() - float(data["t"])

    def started_once(self, seconds: int) -> bool:
        """Spend the timer token: True the first time, False when it was used already (a
        replayed post). One Redis SET NX: two posts at once cannot both spend it."""
        from lockport_sw.security import limits

        data = self._started()
        return data is not None and limits.once("illicit.report.started", data["n"], seconds)

    def clean(self):
        """Where is required (an address or a point): checked with the other fields, so a
        first refused send shows it too (the rule is the service's, clean_location)."""
        cleaned = super().clean()
        if not any(name in self.errors for name in ("address", "latitude", "longitude")):
            try:
                clean_location(
                    latitude=cleaned.get("latitude"),
                    longitude=cleaned.get("longitude"),
                    address=cleaned.get("address", ""),
                )
            except forms.ValidationError as exc:
                for field, messages in exc.message_dict.items():
                    for message in messages:
                        self.add_error(self.error_fields.get(field, field), message)
        return cleaned

    def observed_at(self):
        day = self.cleaned_data.get("observed_on")
        if day is None:
            return None
        at = self.cleaned_data.get("observed_time") or time(0, 0)
        return datetime.combine(day, at, tzinfo=TOWN_TZ)

    def submit(self, *, received_by=None) -> tuple[Report, str] | None:
        """Send the valid form to ``services.reports.report_submit``: the report and its
        secret token, or None when the service refused it, its reasons then on the form
        beside their fields (``apply_validation_error``), nothing saved. The public page
        and the REST API (``received_by``: the user whose token sent it) both send it so;
        the photos are the form's own (none from the API)."""
        data = self.cleaned_data
        try:
            return report_submit(
                kind=data["kind"],
                latitude=data["latitude"],
                longitude=data["longitude"],
                address=data["address"],
                observed_at=self.observed_at(),
                description=data["description"],
                photos=data["photos"],
                name=data["name"],
                email=data["email"],
                phone=data["phone"],
                received_by=received_by,
            )
        except forms.ValidationError as exc:
            apply_validation_error(self, exc)
            return None


# --- triage -------------------------------------------------------------------------------
class OpenCaseForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(label="Kind of case", choices=Case.Kind.choices)
    summary = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        required=False,
        help_text="Left empty: what the reporter wrote.",
    )


class OpenCaseChoiceField(forms.ModelChoiceField):
    """An open case, named by what tells it apart in a list: its reference and address,
    its kind and its state (issue 22, item 6)."""

    def label_from_instance(self, obj: Case) -> str:
        return f"{obj.label} · {obj.get_kind_display()} · {obj.get_state_display()}"


class MergeForm(FreeTextLimits, forms.Form):
    # Only open cases: a report is never merged into a closed or verified one
    # (reports.report_merge refuses it).
    case = OpenCaseChoiceField(
        label="Merge into case",
        queryset=Case.objects.filter(state__in=Case.OPEN)
        .select_related("parcel")
        .order_by("-opened_at"),
        error_messages={"required": "Choose the case."},
    )


class PublishDescriptionForm(FreeTextLimits, forms.Form):
    text = forms.CharField(
        label="Description the public sees",
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="Open311 and the report's status page publish this text, not the "
        "reporter's own, once you approve it. Remove anything private (names, house "
        "numbers, plates); emails and phone numbers are removed for you. Empty: no "
        "description is published.",
    )

    # Open311's own limit (GeoReport v2: 4,000 characters), not the site's default.
    free_text_max_length = MAX_DESCRIPTION


class PublishLocationForm(FreeTextLimits, forms.Form):
    location = forms.CharField(
        label="Place the public sees",
        required=False,
        max_length=300,
        help_text='The block or the intersection, e.g. "0-99 block of Mill Road" or "Mill '
        'Road at Main Street": never a house number, a name or a landmark that points at '
        "someone. Emails and phone numbers are removed for you. Empty: no place is "
        "published in words (the point rounded to a block, if the reporter picked one).",
    )


class CloseReportForm(FreeTextLimits, forms.Form):
    reason = forms.ChoiceField(
        choices=Report.CloseReason.choices,
        widget=forms.RadioSelect,
        error_messages={"required": "Choose the reason."},
    )
    note = forms.CharField(
        label="Internal note (not shown to the reporter)",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )


# --- cases --------------------------------------------------------------------------------
def _parties():
    return Party.objects.order_by("name")


def _properties():
    return Property.objects.order_by("street_address")


class CaseCreateForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(choices=Case.Kind.choices)
    summary = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))
    parcel = forms.ModelChoiceField(label="Premises", queryset=_properties(), required=False)
    address = forms.CharField(required=False, max_length=300)
    latitude = forms.CharField(required=False, max_length=30)
    longitude = forms.CharField(required=False, max_length=30)


class CaseDetailsForm(VersionedForm, FreeTextLimits, forms.ModelForm):
    class Meta:
        model = Case
        fields = list(DETAIL_FIELDS)
        widgets = {
            "summary": forms.Textarea(attrs={"rows": 3}),
            "source": forms.Textarea(attrs={"rows": 2}),
        }


class EntryForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(
        choices=[
            c
            for c in Entry.Kind.choices
            if c[0] not in ("follow_up", "access_refused", "screening")
        ]
    )
    at = LocalDateTimeField(label="When", initial=local_now)
    notes = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))
    dye_result = forms.CharField(
        label="Dye test: where the dye came out", required=False, max_length=300
    )
    sample_point = forms.CharField(
        label="Sample: where it was taken", required=False, max_length=200
    )
    laboratory = forms.CharField(label="Sample: laboratory", required=False, max_length=150)
    lab_result = forms.CharField(
        label="Sample: laboratory result", required=False, widget=forms.Textarea(attrs={"rows": 2})
    )
    files = MultipleFileField(label="Photos or laboratory report")


class ConfirmForm(FreeTextLimits, forms.Form):
    source = forms.CharField(label="The source found", widget=forms.Textarea(attrs={"rows": 3}))


class EliminateForm(FreeTextLimits, forms.Form):
    how = forms.CharField(label="How it was eliminated", widget=forms.Textarea(attrs={"rows": 3}))


class FollowUpForm(FreeTextLimits, forms.Form):
    at = LocalDateTimeField(label="When", initial=local_now)
    discharge_found = forms.TypedChoiceField(
        label="Was the discharge still there?",
        choices=[("no", "No: eliminated"), ("yes", "Yes: still discharging")],
        widget=forms.RadioSelect,
        coerce=lambda v: v == "yes",
        error_messages={"required": "Say whether the discharge was still there."},
    )
    notes = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))
    files = MultipleFileField(label="Photos")


class CloseCaseForm(FreeTextLimits, forms.Form):
    reason = forms.ChoiceField(choices=Case.CloseReason.choices, widget=forms.RadioSelect)
    exemption = forms.ModelChoiceField(
        label=words_lazy("{cite:idl.discharge_prohibition} ground"),
        queryset=Authorization.objects.none(),
        required=False,
        help_text=words_lazy(
            "Required when it closes as exempt, unless a {cite:idl.applicability} exemption "
            "is chosen."
        ),
    )
    agency_exemption = forms.ModelChoiceField(
        label=words_lazy("{cite:idl.applicability} exemption"),
        queryset=None,
        required=False,
        help_text=words_lazy(
            "Required when it closes as exempt on no {cite:idl.discharge_prohibition} ground."
        ),
    )
    note = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 2}),
        required=False,
        help_text="Required when no discharge or connection was found: say what was checked.",
    )

    def __init__(self, *args, case=None, **kwargs):
        from .models import AgencyExemption

        super().__init__(*args, **kwargs)
        self.fields["exemption"].queryset = Authorization.objects.filter(case=case)
        self.fields["agency_exemption"].queryset = AgencyExemption.objects.all()


class ViolationForm(FreeTextLimits, forms.Form):
    party = forms.ModelChoiceField(label="Responsible person", queryset=_parties())
    provisions = forms.MultipleChoiceField(widget=forms.CheckboxSelectMultiple, choices=())
    description = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))
    started_on = forms.DateField(label="Began or first seen on", widget=DATE)

    def __init__(self, *args, **kwargs):
        from enforcement.models import Provision

        super().__init__(*args, **kwargs)
        self.fields["provisions"].choices = [
            (p.code, str(p)) for p in Provision.objects.filter(chapter="158", active=True)
        ]


class AccessRefusedForm(FreeTextLimits, forms.Form):
    party = forms.ModelChoiceField(label="Facility operator", queryset=_parties())
    at = LocalDateTimeField(label="When", initial=local_now)
    delayed = forms.BooleanField(
        label="An unreasonable delay rather than a refusal", required=False
    )
    notes = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))


class AuthorizationForm(FreeTextLimits, forms.Form):
    ground = forms.ChoiceField(choices=Authorization.Ground.choices, widget=forms.RadioSelect)
    description = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}))
    party = forms.ModelChoiceField(queryset=_parties(), required=False)
    category = forms.ChoiceField(
        label="(1) Exempt discharge",
        choices=[("", "—"), *Authorization.Category.choices],
        required=False,
    )
    reducing_plan = forms.CharField(
        label="(1) Plan for reducing pollutants",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )
    substantial_found_by = forms.ChoiceField(
        label="(1) Found a substantial contributor of pollutants by",
        choices=[("", "Nobody"), *Authorization.FoundBy.choices],
        required=False,
    )
    substantial_found_on = forms.DateField(label="(1) … on", required=False, widget=DATE)
    approved_on = forms.DateField(label="(2) Written approval dated", required=False, widget=DATE)
    valid_from = LocalDateTimeField(label="(2) Period from", required=False)
    valid_until = LocalDateTimeField(label="(2) Period until", required=False)
    conditions = forms.CharField(
        label="(2) Conditions", required=False, widget=forms.Textarea(attrs={"rows": 2})
    )
    tester = forms.CharField(label="(3) Tester", required=False, max_length=150)
    notice_at = LocalDateTimeField(label="(3) Verbal notice to the SMO at", required=False)
    test_at = LocalDateTimeField(label="(3) Time of the test", required=False)
    instrument = forms.ChoiceField(
        label="(4) Instrument",
        choices=[("", "—"), *Authorization.Instrument.choices],
        required=False,
    )
    permit_number = forms.CharField(label="(4) Number", required=False, max_length=60)
    in_full_compliance = forms.BooleanField(
        label="(4) The discharger is in full compliance", required=False
    )
    ms4_approval_on = forms.DateField(
        label="(4) Written approval to discharge to the MS4, dated", required=False, widget=DATE
    )


class OrderForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(choices=Order.Kind.choices, widget=forms.RadioSelect)
    party = forms.ModelChoiceField(queryset=_parties())
    requirements = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))
    due_date = forms.DateField(
        required=False,
        widget=DATE,
        label="Comply by",
        help_text=words_lazy(
            "A date after the day of issue. Required for a BMP order "
            "({cite:idl.best_management_practices.commercial_industrial}, "
            "{cite:idl.best_management_practices.additional}): the date the BMPs must be in "
            "place. Without a date the order cannot later be found not complied with."
        ),
    )


class OrderAnswerForm(VersionedForm, FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(choices=OrderResponse.Kind.choices, widget=forms.RadioSelect)
    received_on = forms.DateField(widget=DATE)
    description = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}))
    permit_number = forms.CharField(label="SPDES permit number", required=False, max_length=60)


class OrderVerifyForm(VersionedForm, FreeTextLimits, forms.Form):
    complied = forms.TypedChoiceField(
        choices=[("yes", "Complied"), ("no", "Not complied")],
        widget=forms.RadioSelect,
        coerce=lambda v: v == "yes",
    )
    note = forms.CharField(label="What was checked", widget=forms.Textarea(attrs={"rows": 2}))
    permit_finding = forms.CharField(
        label="The SMO's finding: the SPDES permit's terms or conditions not complied with",
        required=False,
        help_text=words_lazy(
            "{cite:idl.best_management_practices.spdes_compliance}: only where a SPDES "
            "industrial permit is on file and the order is found not complied with."
        ),
        widget=forms.Textarea(attrs={"rows": 2}),
    )

    def __init__(self, *args, order=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.order = order

    def saved_form(self):
        """The verification as recorded now (core/versions.py), if any."""
        order = Order.objects.get(pk=self.order.pk) if self.order else None
        if order is None or order.verified_at is None:
            return None
        complied = "yes" if order.state == Order.State.COMPLIED else "no"
        return OrderVerifyForm(initial={"complied": complied, "note": order.verification_note})


class AccessStartForm(FreeTextLimits, forms.Form):
    kind = forms.ChoiceField(choices=AccessAction.Kind.choices, widget=forms.RadioSelect)
    party = forms.ModelChoiceField(queryset=_parties())
    at = LocalDateTimeField(label="When", initial=local_now)
    reasons = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}))


class AccessStepForm(FreeTextLimits, forms.Form):
    """One form for the steps of § 158-8 (which fields count depends on the step)."""

    # The record of the hearing is written in the one text box.
    error_fields = {"note": "text"}

    at = LocalDateTimeField(label="When", required=False, initial=local_now)
    received_on = forms.DateField(label="Petition received on", required=False, widget=DATE)
    hearing_at = LocalDateTimeField(label="Hearing at", required=False)
    hearing_place = forms.CharField(
        label="Place of the hearing",
        required=False,
        max_length=300,
        help_text="Room and street address: the notice of hearing tells the petitioner.",
    )
    outcome = forms.ChoiceField(
        label="What happened at the hearing",
        required=False,
        widget=forms.RadioSelect,
        choices=AccessAction.Hearing.choices,
    )
    terminate = forms.TypedChoiceField(
        label="Decision",
        required=False,
        widget=forms.RadioSelect,
        coerce=lambda v: v == "yes",
        choices=[
            ("yes", "Terminate: the discharge has not ceased or is likely to reoccur"),
            ("no", "Keep access: the discharge ceased and steps were taken"),
        ],
    )
    text = forms.CharField(
        label="Written determination or finding",
        required=False,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    on = forms.DateField(label="Found reconnected on", required=False, widget=DATE)


class SpillForm(FreeTextLimits, forms.Form):
    known_at = LocalDateTimeField(label="Release known or suspected at", initial=local_now)
    material = forms.CharField(max_length=200)
    hazardous = forms.BooleanField(label="Hazardous materials", required=False)
    dispatch_called_at = LocalDateTimeField(label="Emergency dispatch called at", required=False)
    commercial_industrial = forms.BooleanField(
        label="From a commercial or industrial establishment", required=False
    )
    parcel = forms.ModelChoiceField(label="Premises", queryset=_properties(), required=False)
    operator = forms.ModelChoiceField(
        label="Owner or operator", queryset=_parties(), required=False
    )
    address = forms.CharField(required=False, max_length=300)
    containment = forms.CharField(
        label="Discovery, containment and cleanup",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )


class SpillNoticeForm(FreeTextLimits, forms.Form):
    at = LocalDateTimeField(label="The Town was told at", initial=local_now)
    method = forms.ChoiceField(choices=Spill.Method.choices, widget=forms.RadioSelect)
    notified_by = forms.CharField(label="Told by", max_length=150)


class SpillConfirmationForm(FreeTextLimits, forms.Form):
    mailed_on = forms.DateField(
        label="Mailed on (the postmark)",
        widget=DATE,
        help_text=words_lazy(
            "{cite:idl.spill_notification}: the confirmation is on time if it was mailed "
            "within three business days; its postmark decides, not when it arrived."
        ),
    )
    received_on = forms.DateField(label="Received on", widget=DATE)


# --- outfalls --------------------------------------------------------------------------
class OutfallForm(VersionedForm, FreeTextLimits, forms.ModelForm):
    photos = MultipleFileField(label="Photos")

    class Meta:
        model = Outfall
        fields = [
            "code",
            "latitude",
            "longitude",
            "receiving_water",
            "size_inches",
            "material",
            "condition",
            "notes",
        ]
        widgets = {"notes": forms.Textarea(attrs={"rows": 2})}


class OutfallImportForm(FreeTextLimits, forms.Form):
    file = forms.FileField(
        label="CSV file",
        help_text="Columns: outfall_id, latitude, longitude, receiving_water, size_inches, "
        "material, condition, notes.",
    )


class ScreeningForm(FreeTextLimits, forms.ModelForm):
    at = LocalDateTimeField(label="Screened at", initial=local_now)
    photos = MultipleFileField(label="Photos")

    class Meta:
        model = Screening
        fields = [
            "at",
            "dry_weather",
            "flow",
            "odor",
            "color",
            "turbidity",
            "floatables",
            "deposits",
            "notes",
        ]
        widgets = {"notes": forms.Textarea(attrs={"rows": 2})}


# --- registers -------------------------------------------------------------------------
class AgencyExemptionForm(FreeTextLimits, forms.Form):
    agency = forms.CharField(max_length=150)
    description = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}))
    parcel = forms.ModelChoiceField(queryset=_properties(), required=False)
    party = forms.ModelChoiceField(queryset=_parties(), required=False)
    granted_on = forms.DateField(widget=DATE)
    expires_on = forms.DateField(required=False, widget=DATE)


class DelegationForm(FreeTextLimits, forms.Form):
    delegate = forms.ModelChoiceField(queryset=None)
    powers = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}))
    written_on = forms.DateField(label="Written delegation dated", widget=DATE)
    starts_on = forms.DateField(widget=DATE)
    ends_on = forms.DateField(required=False, widget=DATE)

    def __init__(self, *args, **kwargs):
        from lockport_sw.accounts.models import User
        from lockport_sw.accounts.roles import TOWN_ROLES

        super().__init__(*args, **kwargs)
        self.fields["delegate"].queryset = User.objects.filter(
            groups__name__in=TOWN_ROLES, is_active=True
        ).distinct()
