"""Forms of the SMO's and the reviewing bodies' pages. They only collect input: every rule
(approval only of a SWPPP that complies, reasons in writing, who may act) is checked by
the services in swppp/services/, whose errors the views put beside these fields."""

from __future__ import annotations

import django_filters
from django import forms
from django.db.models import Q

from lockport_sw.bodies.forms import MemberVotesMixin
from lockport_sw.bodies.services import body_of
from lockport_sw.calendar.words import town_today
from lockport_sw.core.forms import FreeTextLimits
from lockport_sw.documents.uploads import ACCEPT_ATTRIBUTE, upload_help_text
from lockport_sw.jurisdiction.registry import cite, current, words_lazy

from .. import milestones
from ..models import (
    ChecklistItem,
    Finding,
    MaintenanceInstrument,
    Outcome,
    Project,
    ReviewingBody,
    Submission,
)

OUTCOME_CHOICES = Outcome.choices
FINDING_CHOICES = Finding.Status.choices


def mark_invalid(form: forms.BaseForm) -> None:
    """Give every field with an error Bootstrap's ``is-invalid`` class, for fields rendered
    by hand rather than by crispy-forms (Django adds ``aria-invalid`` and points
    ``aria-describedby`` at ``<id>_error``, which the templates give the error list)."""
    for name in form.errors:
        if name in form.fields:
            widget = form.fields[name].widget
            css = widget.attrs.get("class", "")
            if "is-invalid" not in css:
                widget.attrs["class"] = f"{css} is-invalid".strip()


# --- exemption (§ 159-3B) ------------------------------------------------------------
class ExemptionDecisionForm(FreeTextLimits, forms.Form):
    decision = forms.ChoiceField(
        label="Decision",
        choices=[
            (
                "confirm",
                words_lazy("Confirm the exemption: no SWPPP is reviewed under {law:swm}"),
            ),
            ("reject", "Reject the exemption: the applicant files a SWPPP"),
        ],
        widget=forms.RadioSelect,
        error_messages={"required": "Choose to confirm or to reject the exemption."},
    )
    reason = forms.CharField(
        label="Reason",
        required=False,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="Required when you reject the exemption; sent to the applicant.",
    )


# --- the SMO's review ----------------------------------------------------------------
class FindingsForm(FreeTextLimits, forms.Form):
    """One finding control per checklist item of the version: ``status-<item id>`` and
    ``comment-<item id>``. Items left without a status are not recorded."""

    def __init__(self, *args, items, findings, **kwargs):
        super().__init__(*args, **kwargs)
        self.items = list(items)
        for item in self.items:
            finding = findings.get(item.pk)
            self.fields[f"status-{item.pk}"] = forms.ChoiceField(
                label=f"Finding on {item.citation}",
                choices=FINDING_CHOICES,
                required=False,
                widget=forms.RadioSelect(attrs={"class": "form-check-input"}),
                initial=finding.status if finding else None,
            )
            self.fields[f"comment-{item.pk}"] = forms.CharField(
                label=f"Comment on {item.citation}",
                required=False,
                widget=forms.Textarea(attrs={"rows": 2, "class": "form-control"}),
                initial=finding.comment if finding else "",
                help_text="Required for a deficient item: say what is missing or wrong.",
            )

    def findings(self) -> dict[int, tuple[str, str]]:
        """The input as ``review.findings_save`` takes it: item id -> (status, comment)."""
        data = self.cleaned_data
        return {
            item.pk: (data.get(f"status-{item.pk}") or "", data.get(f"comment-{item.pk}") or "")
            for item in self.items
        }

    def apply_item_errors(self, errors: dict[str, list[str]]) -> None:
        """``finding-<item id>`` errors of the service go beside that item's comment."""
        for key, messages in errors.items():
            item_id = key.removeprefix("finding-")
            target = f"comment-{item_id}"
            for message in messages:
                self.add_error(target if target in self.fields else None, message)

    def rows(self, answers):
        """(item, answer, status field, comment field) per item, in the version's order."""
        return [
            {
                "item": item,
                "answer": answers.get(item.pk),
                "status": self[f"status-{item.pk}"],
                "comment": self[f"comment-{item.pk}"],
            }
            for item in self.items
        ]


class ReviewPathForm(FreeTextLimits, forms.Form):
    """§ 159-4B, § 159-4C: the SMO confirms or corrects the review path."""

    path = forms.ChoiceField(
        label="Review path",
        choices=[
            (
                "4B",
                words_lazy(
                    "{cite:swm.review_with_other_body}: another {kind} body reviews the "
                    "application; I recommend, it acts"
                ),
            ),
            (
                "4C",
                words_lazy("{cite:swm.review_by_smo}: no other {kind} body reviews it; I decide"),
            ),
        ],
        widget=forms.RadioSelect,
        error_messages={
            "required": words_lazy(
                "Choose {cite:swm.review_with_other_body} or {cite:swm.review_by_smo}."
            )
        },
    )
    body = forms.ChoiceField(
        label=words_lazy(
            "The body that reviews the application ({cite:swm.review_with_other_body})"
        ),
        required=False,
        choices=[("", words_lazy("None ({cite:swm.review_by_smo})"))],
    )
    reason = forms.CharField(
        label="Reason",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="Required to correct the path; sent to the applicant.",
    )

    def __init__(self, *args, confirming: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["body"].choices = [
            ("", f"None ({cite('swm.review_by_smo')})"),
            *ReviewingBody.objects.order_by("name").values_list("kind", "name"),
        ]
        if confirming:
            # Not yet determined: the decision below may confirm it in the same pass.
            self.fields["confirm_path"] = forms.BooleanField(
                label="I confirm this review path with the decision or recommendation below "
                f"({cite('swm.review_with_other_body')}, {cite('swm.review_by_smo')})",
                required=False,
                help_text="Or press “Record the path” now: the findings chosen below are saved "
                "with it and what you typed stays.",
            )


class CommentForm(FreeTextLimits, forms.Form):
    text = forms.CharField(
        label="Your comment for the reviewing body",
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="The body and the applicant see it; it is quoted in the body's letter.",
    )


class ReviewOptionsForm(FreeTextLimits, forms.Form):
    """§ 159-4A(2) and (3); § 159-7B (whether the SWPPP has a facility)."""

    outside_engineer = forms.CharField(
        label=words_lazy("Outside engineer engaged ({cite:swm.smo_designation.engineer})"),
        required=False,
        max_length=200,
        help_text="A New York State licensed professional engineer: name and six-digit license "
        "number, e.g. “Dana Reyes, PE, license no. 081234”, whom the Town Board approved by "
        "a resolution recorded on the project's page.",
    )
    accepted_professional_certification = forms.BooleanField(
        label=words_lazy(
            "I accept the licensed professional's certification that the SWPPP conforms "
            "to {law:swm} ({cite:swm.smo_designation.professional_certification})"
        ),
        required=False,
        help_text=words_lazy(
            "Only when the professional made that certification; their signature of "
            "{cite:swm.professional_certification} certifies only the design of the "
            "stormwater management practices."
        ),
    )
    facility = forms.ChoiceField(
        label=words_lazy(
            "Does the SWPPP include a stormwater management facility "
            "({cite:swm.definitions}, {cite:swm.maintenance_easements})?"
        ),
        required=False,
        widget=forms.RadioSelect,
        choices=[
            ("", "As the applicant answered"),
            ("yes", "Yes: approval waits for the easement and the agreement"),
            ("no", "No"),
        ],
    )


class _ActForm(FreeTextLimits, forms.Form):
    outcome = forms.ChoiceField(
        label="Outcome",
        choices=OUTCOME_CHOICES,
        widget=forms.RadioSelect,
        error_messages={
            "required": "Choose approve, approve with modifications or disapprove.",
        },
    )
    reasons = forms.CharField(
        label="Reasons",
        required=False,
        widget=forms.Textarea(attrs={"rows": 5}),
    )


def milestone_field() -> forms.MultipleChoiceField:
    return forms.MultipleChoiceField(
        label="On approval: construction milestones the applicant notifies the SMO of at "
        f"least 48 hours before ({cite('swm.construction_inspection')})",
        choices=[(m.code, f"({m.letter}) {m.text}") for m in milestones.MILESTONES],
        widget=forms.CheckboxSelectMultiple,
        required=False,
        initial=milestones.ALL_CODES,
        help_text="All are required unless you untick some; listed in the approval letter.",
    )


DECISION_REASONS_LABEL = words_lazy(
    "Reasons (required in writing to approve with modifications or disapprove, "
    "{cite:swm.review_by_smo})"
)


class DecisionForm(_ActForm):
    """§ 159-4C: the SMO's decision, final and issued as a letter."""

    confirm = forms.BooleanField(
        label="I have reviewed the SWPPP and my findings; this decision is final and issues "
        "a letter to the applicant.",
        required=True,
        error_messages={"required": "Confirm that the decision is final before issuing it."},
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["milestones"] = milestone_field()
        self.order_fields(["outcome", "reasons", "milestones", "confirm"])
        self.fields["reasons"].label = DECISION_REASONS_LABEL
        self.fields["reasons"].help_text = (
            "Printed in the decision letter; the applicant revises the SWPPP in accordance "
            "with them."
        )


class RecommendationForm(_ActForm):
    """§ 159-4B(1): the SMO's written recommendation, forwarded to the reviewing body."""

    confirm = forms.BooleanField(
        label="I have reviewed the SWPPP and my findings; forwarding is final and issues the "
        "recommendation letter to the reviewing body.",
        required=True,
        error_messages={"required": "Confirm before forwarding the SWPPP."},
    )

    def __init__(self, *args, body=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["outcome"].label = "Recommendation"
        self.fields["outcome"].choices = [
            (value, f"Recommend: {label.lower()}") for value, label in OUTCOME_CHOICES
        ]
        self.fields["reasons"].label = (
            "Reasons (required in writing to recommend approval with modifications or "
            f"disapproval, {cite('swm.review_with_other_body.recommendation')})"
        )
        self.fields[
            "reasons"
        ].help_text = f"Forwarded with the SWPPP to the {body or 'reviewing body'}."
        # § 159-8A(1) "as required by the SMO": the SMO sets them, the body does not.
        self.fields["milestones"] = milestone_field()
        self.fields["milestones"].label = (
            "If the body approves: construction milestones the applicant notifies the SMO of at "
            f"least 48 hours before ({cite('swm.construction_inspection')})"
        )
        self.order_fields(["outcome", "reasons", "milestones", "confirm"])


class BodyActForm(MemberVotesMixin, _ActForm):
    """§ 159-4B(2): the reviewing body acts on the SWPPP and the SMO's recommendation. A
    board records its meeting, resolution and vote; the Building Inspector acts alone."""

    complies = forms.BooleanField(
        label=words_lazy("The body finds that the SWPPP complies with {law:swm}"),
        required=False,
        help_text=words_lazy("Required to approve ({cite:swm.review_with_other_body.body_act})."),
    )
    meeting_on = forms.DateField(
        label="Date of the meeting",
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    resolution = forms.CharField(label="Resolution number", max_length=50, required=False)

    BOARD_FIELDS = ("meeting_on", "resolution")

    def __init__(self, *args, body: ReviewingBody, **kwargs):
        super().__init__(*args, **kwargs)
        self.body = body
        self.fields["reasons"].label = (
            "Reasons (required in writing to approve with modifications or to disapprove, "
            f"{cite('swm.review_with_other_body.body_act')})"
        )
        self.fields["reasons"].help_text = "Printed in the decision letter to the applicant."
        self.fields[
            "complies"
        ].label = f"The {body} finds that the SWPPP complies with {current().law('swm').name}"
        if body.acts_by_resolution:
            self.fields["meeting_on"].label = f"Date of the {body}'s meeting that acted"
            self.fields["resolution"].label = f"Number of the {body}'s resolution"
            # GCL § 41: each member seated votes (or abstains, or is absent), by name.
            self.add_member_votes(list(body_of(body.kind).members_on(town_today())))
        else:
            self.add_member_votes([])
            for name in self.BOARD_FIELDS:
                del self.fields[name]

    def act(self) -> dict:
        """The act as ``review.BodyAct`` takes it."""
        data = self.cleaned_data
        values = {
            "outcome": data.get("outcome") or "",
            "reasons": data.get("reasons") or "",
            "complies": bool(data.get("complies")),
        }
        for name in self.BOARD_FIELDS:
            if name in self.fields:
                values[name] = data.get(name) if name != "resolution" else data.get(name) or ""
        if self.vote_members:
            values["votes"] = self.member_votes()
        return values


class MaintenanceForm(FreeTextLimits, forms.Form):
    """§ 159-7B, § 159-7C(4): the easement, the agreement, or the Town's acceptance of
    dedication, with the recorded document."""

    kind = forms.ChoiceField(
        label="What is recorded",
        choices=MaintenanceInstrument.Kind.choices,
        widget=forms.RadioSelect,
        error_messages={"required": "Choose the easement, the agreement or dedication."},
    )
    approved_by = forms.CharField(
        label="Approved for the Town by",
        max_length=150,
        required=False,
        help_text=words_lazy(
            "The easement: the counsel for the {kind} ({cite:swm.maintenance_easements}). "
            "The agreement: who approved it for the {kind} ({cite:swm.maintenance_agreements})."
        ),
    )
    approved_on = forms.DateField(
        label="Date approved (for dedication: date the Town accepted it)",
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    follows_appendix_a = forms.BooleanField(
        label="The agreement is consistent with Appendix A (159 Attachment 1), “Sample "
        "Stormwater Control Facility Maintenance Agreement”",
        required=False,
    )
    instrument_number = forms.CharField(
        label="County Clerk's instrument number", max_length=50, required=False
    )
    liber = forms.CharField(label="or liber", max_length=20, required=False)
    page = forms.CharField(label="and page", max_length=20, required=False)
    recorded_on = forms.DateField(
        label="Date recorded in the office of the County Clerk",
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    resolution = forms.CharField(
        label="Dedication: the Town Board resolution accepting it", max_length=50, required=False
    )
    meets_requirements = forms.BooleanField(
        label=words_lazy("Dedication: the facility meets all the requirements of {law:swm}"),
        required=False,
    )
    perpetual_access = forms.BooleanField(
        label="Dedication: it includes adequate and perpetual access and sufficient area for "
        "inspection and regular maintenance",
        required=False,
    )
    file = forms.FileField(
        label="The recorded document",
        required=False,
        help_text=upload_help_text(),
        widget=forms.ClearableFileInput(attrs={"accept": ACCEPT_ATTRIBUTE}),
    )


# --- the project list ----------------------------------------------------------------
STATE_CHOICES = [(value, label.split(":")[0]) for value, label in Submission.State.choices]


class ProjectFilter(django_filters.FilterSet):
    """Filters of the project list; the queryset is ``selectors.project_list(...)``,
    which annotates ``latest_state``."""

    q = django_filters.CharFilter(
        method="filter_q", label="Search by reference, title or address", max_length=100
    )
    state = django_filters.ChoiceFilter(
        field_name="latest_state",
        choices=STATE_CHOICES,
        label="State of the latest version",
        empty_label="Any state",
    )
    exemption = django_filters.ChoiceFilter(
        field_name="exemption_status",
        choices=Project.ExemptionStatus.choices,
        label="Exemption",
        empty_label="Any",
    )

    class Meta:
        model = Project
        fields = ["q", "state", "exemption"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name, field in self.form.fields.items():
            field.widget.attrs.setdefault("class", "form-control" if name == "q" else "form-select")
        self.form.fields["q"].widget.input_type = "search"

    def filter_q(self, queryset, name, value):
        value = value.strip()
        if not value:
            return queryset
        return queryset.filter(
            Q(reference__icontains=value)
            | Q(title__icontains=value)
            | Q(parcel__street_address__icontains=value)
            | Q(parcel__sbl__iexact=value)
        )


# --- the checklist -------------------------------------------------------------------
class ChecklistItemForm(FreeTextLimits, forms.Form):
    code = forms.CharField(
        label="Code",
        max_length=30,
        help_text="The section of the item, e.g. 159-5B(3)(a).",
    )
    part = forms.ChoiceField(label="Part", choices=ChecklistItem.Part.choices)
    label = forms.CharField(label="Label", max_length=200, help_text="Shown to applicants.")
    statute_text = forms.CharField(
        label="Statute text", widget=forms.Textarea(attrs={"rows": 4}), help_text="Verbatim."
    )
    order = forms.IntegerField(
        label="Order within its part",
        min_value=0,
        max_value=32767,
        initial=0,
        help_text="Items of a part are listed by this number (the seeded items use 10, 20, …).",
    )


class WorkObservedForm(FreeTextLimits, forms.Form):
    """§ 159-5A: land development activity seen (or reported) at a project's site."""

    on = forms.DateField(
        label="Day the activity was seen",
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    description = forms.CharField(
        label="What was seen",
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="The activity (clearing, grading, excavation…), where on the site, and by "
        "whom if known.",
    )


class EngineerApprovalForm(MemberVotesMixin, FreeTextLimits, forms.Form):
    """§ 159-4A(2): the Town Board's resolution approving an outside engineer, with the
    vote of each member seated the day it was adopted."""

    engineer = forms.CharField(
        label="Engineer approved",
        max_length=200,
        help_text="A New York State licensed professional engineer: name and six-digit license "
        "number, e.g. “Dana Reyes, PE, license no. 081234”.",
    )
    resolution = forms.CharField(label="Resolution number", max_length=50)
    adopted_on = forms.DateField(
        label="Adopted by the Town Board on",
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )

    def __init__(self, *args, members=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.add_member_votes(members)
