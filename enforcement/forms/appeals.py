from datetime import time

from django import forms

from lockport_sw.bodies.forms import MemberVotesMixin
from lockport_sw.bodies.models import Meeting
from lockport_sw.core.forms import FreeTextLimits, VersionedForm
from lockport_sw.documents.forms import MultipleFileField
from lockport_sw.jurisdiction.registry import words_lazy

from ..models import Appeal, AppealPolicy
from ..services.appeals import TOWN_HALL
from ._fields import date_field, datetime_field, text_area


class AppealForm(FreeTextLimits, forms.Form):
    grounds = text_area(
        "Grounds of your appeal",
        rows=6,
        help_text="Why the determination of violation is wrong.",
    )
    files = MultipleFileField(label="Supporting files")

    def __init__(self, *args, joinable=None, **kwargs):
        super().__init__(*args, **kwargs)
        if joinable is not None and joinable.exists():
            # Statute README: co-owners may join one appeal expressly.
            self.fields["join"] = forms.ModelChoiceField(
                label="Join an appeal already filed",
                queryset=joinable,
                required=False,
                empty_label="No: a separate appeal",
                help_text="A co-owner's pending appeal of this notice; you join it in your own "
                "name. Your grounds are added to it.",
            )
            self.fields["join"].label_from_instance = lambda a: (
                f"Appeal {a.reference}, filed by {a.appellant.name}"
            )
            self.fields["grounds"].required = False  # a joinder may add none


class PaperAppealForm(AppealForm):
    received_on = date_field("Received by the Town on")
    late_reason = text_area(
        "Reason for accepting it late",
        rows=2,
        required=False,
        help_text="Only if it was received after the appeal period; recorded with the appeal.",
    )
    field_order = ["received_on", "grounds", "files", "late_reason"]

    def __init__(self, *args, addressees=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["grounds"].label = "Grounds stated in the written appeal"
        if addressees is not None:
            # Each person appeals in their own name (statute README).
            self.fields["appellant"] = forms.ModelChoiceField(
                label="Whose appeal it is",
                queryset=addressees,
                required=False,  # refused by the service, beside the field, when needed
                empty_label=None if addressees.count() == 1 else "Choose the person",
            )
            self.fields["appellant"].label_from_instance = lambda a: (
                f"{a.name} ({a.role})" if a.role else a.name
            )
            self.order_fields(["appellant", *self.field_order])


class HearingForm(FreeTextLimits, forms.Form):
    """The hearing is held at a meeting of the body: one already recorded, or a new one."""

    meeting = forms.ModelChoiceField(
        label="Meeting of the body",
        queryset=Meeting.objects.none(),
        required=False,  # refused by the service, beside the field, when none is chosen
        empty_label="(a new meeting, below)",
        help_text="The notice of hearing states its date, time and place.",
    )
    new_meeting_at = datetime_field("Or a new meeting: date and time", required=False)
    new_meeting_place = forms.CharField(
        label="Place of the new meeting", max_length=200, required=False, initial=TOWN_HALL
    )
    late_reason = text_area(
        "Why the hearing is after the last day to hear it",
        rows=2,
        required=False,
        help_text="Only for a hearing after the last day shown above; printed on the docket.",
    )
    late_confirmed = forms.BooleanField(
        label="I confirm the hearing is set after the last day to hear the appeal",
        required=False,
    )

    def __init__(self, *args, meetings=None, appellants=(), **kwargs):
        super().__init__(*args, **kwargs)
        if meetings is not None:
            self.fields["meeting"].queryset = meetings
        # Each appellant's own consent to short notice (their notice is their own): who
        # consented, when and how; only for a hearing sooner than the least notice.
        self.appellants = list(appellants)
        fields = {}
        for party in self.appellants:
            fields[f"consent_by_{party.pk}"] = forms.CharField(
                label=f"Short notice: {party.name}'s consent, given by",
                max_length=150,
                required=False,
                help_text=f"Only for a hearing sooner than the least notice: {party.name}, "
                "or who consented for them.",
            )
            fields[f"consent_at_{party.pk}"] = date_field(
                f"{party.name}'s consent given on", required=False
            )
            fields[f"consent_how_{party.pk}"] = forms.CharField(
                label=f"How {party.name}'s consent was given",
                max_length=200,
                required=False,
                help_text='e.g. "signed letter of May 4, in the file".',
            )
        # After the meeting, before the reason for a late hearing.
        rest = {k: v for k, v in self.fields.items() if k in ("late_reason", "late_confirmed")}
        for k in rest:
            del self.fields[k]
        self.fields.update(fields)
        self.fields.update(rest)

    def consents(self) -> dict[int, dict]:
        """Each appellant's recorded consent to short notice, by party id, where any of
        it is given."""
        from lockport_sw.calendar.counting import combine_town

        data = self.cleaned_data
        given = {}
        for party in self.appellants:
            by, at, how = (data.get(f"consent_{k}_{party.pk}") for k in ("by", "at", "how"))
            if by or at or how:
                given[party.pk] = {
                    "by": by or "",
                    "at": combine_town(at, time(12)) if at else None,
                    "how": how or "",
                }
        return given


class DecisionForm(MemberVotesMixin, FreeTextLimits, forms.Form):
    """The body's decision; each member seated votes (GCL § 41)."""

    outcome = forms.ChoiceField(
        label="Decision",
        choices=[
            (Appeal.Outcome.UPHOLD, "Uphold the determination"),
            (Appeal.Outcome.MODIFY, "Modify the determination"),
            (Appeal.Outcome.REVERSE, "Reverse the determination"),
        ],
        widget=forms.RadioSelect,
    )
    decision_text = text_area("Written decision", rows=6)
    decided_on = date_field("Decided on")
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)

    def __init__(self, *args, members=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.add_member_votes(members)


class FilingForm(FreeTextLimits, forms.Form):
    """The filing in the office of the Municipal Clerk; the certified mailing to each
    appellant is recorded on the decision letter, as for every served letter."""

    filed_on = date_field("Filed in the office of the Municipal Clerk on")


class AppealPolicyForm(MemberVotesMixin, VersionedForm, FreeTextLimits, forms.Form):
    """§ 159-8C(1)(f): the Town Board's resolution naming the body that hears appeals,
    with its vote, each member seated the day it was adopted (GCL § 41)."""

    hearing_body = forms.ChoiceField(
        label=words_lazy("Body that hears {law:swm} appeals"),
        choices=AppealPolicy.Body.choices,
        widget=forms.RadioSelect,
    )
    resolution = forms.CharField(
        label="Number of the Town Board's resolution", max_length=50, required=False
    )
    adopted_on = date_field("Adopted by the Town Board on", required=False)

    def __init__(self, *args, members=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.add_member_votes(members)


class DecidedFilterForm(FreeTextLimits, forms.Form):
    """The archive's filters (the docket's "Decided" tab)."""

    year = forms.TypedChoiceField(
        label="Year decided", coerce=int, required=False, empty_value=None
    )
    outcome = forms.ChoiceField(
        label="Outcome", choices=[("", "Any outcome"), *Appeal.Outcome.choices], required=False
    )

    def __init__(self, *args, years=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["year"].choices = [("", "Any year"), *((y, str(y)) for y in years)]


class LeastNoticeForm(MemberVotesMixin, FreeTextLimits, forms.Form):
    """The Town Board's resolution setting the least notice before a hearing, with the
    vote of each member seated (GCL § 41)."""

    least_days = forms.IntegerField(
        label="Least days between service of the notice of hearing and the hearing",
        min_value=1,
        max_value=90,
        required=False,  # refused by the service, beside the field, when empty
    )
    resolution = forms.CharField(
        label="Number of the Town Board's resolution", max_length=50, required=False
    )
    adopted_on = date_field("Adopted on", required=False)

    def __init__(self, *args, members=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.add_member_votes(members)
