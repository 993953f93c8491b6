"""Forms of the SMO's and the reviewing bodies' pages. They only collect input: every rule
(approval only of a SWPPP that complies, reasons in writing, who may act) is checked by
the services in swppp/services/, whose errors the views put beside these fields."""

from __future__ import annotations

import django_filters
from django import forms
from django.db.models import Q

from ..models import ChecklistItem, Finding, Outcome, Project, Submission

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
class ExemptionDecisionForm(forms.Form):
    decision = forms.ChoiceField(
        label="Decision",
        choices=[
            ("confirm", "Confirm the exemption: no SWPPP is reviewed under Chapter 159"),
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
class FindingsForm(forms.Form):
    """One finding control per checklist item of the version: ``status-<item id>`` and
    ``comment-<item id>``. Items left without a status are not recorded."""

    def __init__(self, *args, items, findings, **kwargs):
        super().__init__(*args, **kwargs)
        self.items = list(items)
        for item in self.items:
            finding = findings.get(item.pk)
            self.fields[f"status-{item.pk}"] = forms.ChoiceField(
                label=f"Finding on § {item.code}",
                choices=FINDING_CHOICES,
                required=False,
                widget=forms.RadioSelect(attrs={"class": "form-check-input"}),
                initial=finding.status if finding else None,
            )
            self.fields[f"comment-{item.pk}"] = forms.CharField(
                label=f"Comment on § {item.code}",
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


class ReviewOptionsForm(forms.Form):
    """§ 159-4A(2) and (3)."""

    outside_engineer = forms.CharField(
        label="Outside engineer engaged (§ 159-4A(2))",
        required=False,
        max_length=200,
        help_text="A New York State licensed professional engineer: name and licence number.",
    )
    outside_engineer_board_approval = forms.CharField(
        label="Town Board approval of the engagement",
        required=False,
        max_length=200,
        help_text="The resolution and its date (e.g. “Res. 2026-114, March 3, 2026”). "
        "Required when an outside engineer is engaged.",
    )
    accepted_professional_certification = forms.BooleanField(
        label="I accept the licensed professional's certification that the SWPPP conforms "
        "to Chapter 159 (§ 159-4A(3))",
        required=False,
    )


class _ActForm(forms.Form):
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


DECISION_REASONS_LABEL = (
    "Reasons (required in writing to approve with modifications or disapprove, § 159-4C)"
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
            "disapproval, § 159-4B(1))"
        )
        self.fields[
            "reasons"
        ].help_text = f"Forwarded with the SWPPP to the {body or 'reviewing body'}."


class BodyActForm(_ActForm):
    """§ 159-4B(2): the reviewing body acts on the SWPPP and the SMO's recommendation."""

    complies = forms.BooleanField(
        label="The body finds that the SWPPP complies with Chapter 159",
        required=False,
        help_text="Required to approve (§ 159-4B(2)).",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["reasons"].label = (
            "Reasons (required in writing to approve with modifications or to disapprove, "
            "§ 159-4B(2))"
        )
        self.fields["reasons"].help_text = "Printed in the decision letter to the applicant."


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
class ChecklistItemForm(forms.Form):
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
