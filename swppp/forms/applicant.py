"""Forms of the applicant's and the contractor's pages.

They only collect and parse input: every rule (consistent acreages, a valid SBL number,
accepted file types, a complete certification) is checked by the services in
swppp/services/, whose ``ValidationError``s the views put beside these fields with
``core.forms.apply_validation_error``. Files are never checked or stored here: the views
pass ``request.FILES`` lists to ``plans.draft_save``, which is the gate.
"""

from __future__ import annotations

import re

from django import forms
from django.core.exceptions import ValidationError
from django.forms.models import fields_for_model, model_to_dict
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.documents.forms import MultipleFileField
from lockport_sw.registry.models import Property

from ..models import (
    ChecklistItem,
    ContractorCertification,
    Finding,
    ItemAnswer,
    Project,
    Submission,
)
from ..services.contractors import SIGNATURE_FIELDS
from ..services.plans import CONTENT_FIELDS
from ..services.projects import PROJECT_FIELDS

PROFESSIONAL_STATEMENT = (
    "I certify that the design of all stormwater management practices meets the "
    "requirements of Chapter 159 of the Code of the Town of Lockport."
)
PERMITS_ASSURANCE = (
    "I assure that all other applicable environmental permits have been or will be "
    "acquired for the land development activity prior to approval of the final stormwater "
    "design plan (§ 159-5C)."
)


def _date_input() -> forms.DateInput:
    return forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d")


def _today():
    return timezone.now().astimezone(TOWN_TZ).date()


# --- the project (§ 159-2, § 159-3, § 159-4, § 159-5B(2)) --------------------------------
class ProjectForm(forms.Form):
    """The project's property (on creation only) and every field of PROJECT_FIELDS, with
    the model's labels and help texts. ``projects.project_create`` / ``project_update``
    validate and save."""

    def __init__(self, *args, project: Project | None = None, with_property: bool = True, **kw):
        if project is not None and "initial" not in kw:
            kw["initial"] = model_to_dict(project, fields=PROJECT_FIELDS)
        super().__init__(*args, **kw)
        if with_property:
            self.fields.update(
                fields_for_model(
                    Property,
                    fields=("street_address", "sbl"),
                    labels={"street_address": "Street address of the site"},
                    help_texts={
                        "street_address": "e.g. 6305 Snyder Drive.",
                        "sbl": "Optional. Section-block-lot as on the tax map, e.g. 110.05-3-7. "
                        "A property the Town's registry already has with this number is used; "
                        "otherwise the property is registered.",
                    },
                )
            )
        self.fields.update(
            fields_for_model(
                Project,
                fields=PROJECT_FIELDS,
                widgets={
                    "description": forms.Textarea(attrs={"rows": 4}),
                    "town_approval": forms.RadioSelect,
                    "exemption_explanation": forms.Textarea(attrs={"rows": 3}),
                },
                labels={
                    "title": "Project title",
                    "exemption_explanation": "Why the exemption applies",
                },
                help_texts={
                    "disturbed_acres": "One acre or more makes it a land development "
                    "activity (§ 159-2); 1 to 5 acres is Condition C, 5 or more Condition B "
                    "(§ 159-5B(2)).",
                    "max_disturbed_at_once_acres": "More than 5 acres at one time must be "
                    "justified in the phasing plan (§ 159-5B(1)(d)).",
                    "part_of_common_plan": "Less than one acre that is part of a larger common "
                    "plan disturbing one acre or more is a land development activity (§ 159-2).",
                    "common_plan_disturbed_acres": "Only for a project that is part of a "
                    "larger common plan.",
                    "single_family_residence": "Excluded from Condition C (§ 159-5B(2)(c)).",
                    "agricultural_property": "Excluded from Condition C (§ 159-5B(2)(c)).",
                    "discharges_pollutant_of_concern": "Condition A (§ 159-5B(2)(a)).",
                    "exemption": "The activities of § 159-3B are exempt once the SMO confirms "
                    "the claim.",
                    "exemption_explanation": "Required when you claim an exemption.",
                },
            )
        )
        self.fields["exemption"].choices = [
            ("", "No exemption claimed"),
            *Project.Exemption.choices,
        ]
        for name in ("total_site_acres", "disturbed_acres", "max_disturbed_at_once_acres"):
            self.fields[name].widget.attrs["inputmode"] = "decimal"
        self.fields["common_plan_disturbed_acres"].widget.attrs["inputmode"] = "decimal"


# --- the draft of a SWPPP version ------------------------------------------------------------
_ANSWER_KEY = re.compile(r"^answer-(\d+)$")


class DraftForm(forms.Form):
    """The whole draft on one page: a text and files per required item, the phasing
    justification (when § 159-5B(1)(d) requires it), the professional's certification
    (§ 159-5B(4)), the other permits (§ 159-5C) and, in a revision, a response to each
    deficient finding of the version before."""

    def __init__(
        self,
        *args,
        submission: Submission,
        items: list[ChecklistItem],
        answers: dict[int, ItemAnswer],
        findings: list[Finding],
        responses: dict[int, str],
        phasing: bool,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        self.submission = submission
        self.items = items
        self.answers = answers
        self.findings = findings
        self.phasing = phasing
        for item in items:
            answer = answers.get(item.pk)
            self.fields[f"answer-{item.pk}-text"] = forms.CharField(
                label=f"Your answer to {item.citation} ({item.label})",
                required=False,
                widget=forms.Textarea(attrs={"rows": 4}),
                initial=answer.text if answer else "",
                help_text="Describe it here, or refer to the sheets or pages of your files.",
            )
            self.fields[f"answer-{item.pk}-files"] = MultipleFileField(
                label=f"Add files for {item.citation}"
            )
        names = [n for n in CONTENT_FIELDS if phasing or n != "phasing_justification"]
        self.content_names = names
        self.fields.update(
            fields_for_model(
                Submission,
                fields=names,
                widgets={
                    "phasing_justification": forms.Textarea(attrs={"rows": 4}),
                    "professional_signed_on": _date_input(),
                    "other_permits": forms.Textarea(attrs={"rows": 3}),
                },
                labels={
                    "phasing_justification": "Why more than five acres are disturbed at one "
                    "time, and how the phasing controls it",
                    "professional_name": "Name of the licensed professional",
                    "professional_designation": "Licence",
                    "professional_certifies": PROFESSIONAL_STATEMENT,
                    "other_permits_assured": PERMITS_ASSURANCE,
                },
                help_texts={
                    "professional_license_number": "Six digits, e.g. 081234.",
                    "professional_signature": "The professional types their name to sign.",
                },
            )
        )
        for name in names:
            self.fields[name].required = False
            self.fields[name].initial = getattr(submission, name)
        if "professional_designation" in self.fields:
            self.fields["professional_designation"].choices = [
                ("", "Choose PE or RLA"),
                ("PE", "Professional engineer (PE)"),
                ("RLA", "Landscape architect (RLA)"),
            ]
        for finding in findings:
            self.fields[f"response-{finding.pk}"] = forms.CharField(
                label=f"Your response to the finding on {finding.item.citation} "
                f"({finding.item.label})",
                required=False,
                widget=forms.Textarea(attrs={"rows": 3}),
                initial=responses.get(finding.pk, ""),
            )

    # What the page shows, as rows of bound fields ---------------------------------------
    def item_rows(self) -> list[dict]:
        rows = []
        for item in self.items:
            answer = self.answers.get(item.pk)
            rows.append(
                {
                    "item": item,
                    "answer": answer,
                    "files": list(answer.uploads.all()) if answer else [],
                    "text": self[f"answer-{item.pk}-text"],
                    "upload": self[f"answer-{item.pk}-files"],
                }
            )
        return rows

    def response_rows(self) -> list[dict]:
        return [{"finding": f, "field": self[f"response-{f.pk}"]} for f in self.findings]

    # What the service takes ---------------------------------------------------------------
    def answers_data(self, files) -> dict[int, tuple[str, list]]:
        """item id -> (text, files): every item with an answer already, text or files
        (items never answered and left empty are not written)."""
        data = {}
        for item in self.items:
            text = self.cleaned_data.get(f"answer-{item.pk}-text", "")
            uploads = files.getlist(f"answer-{item.pk}-files") if files else []
            if item.pk in self.answers or text.strip() or uploads:
                data[item.pk] = (text, uploads)
        return data

    def contents_data(self) -> dict:
        data = {}
        for name in self.content_names:
            value = self.cleaned_data.get(name)
            if isinstance(self.fields[name], forms.BooleanField):
                data[name] = bool(value)
            elif isinstance(self.fields[name], forms.DateField):
                data[name] = value  # None when left empty
            else:
                data[name] = value or ""
        return data

    def responses_data(self) -> dict[int, str]:
        return {f.pk: self.cleaned_data.get(f"response-{f.pk}", "") for f in self.findings}

    def apply_service_errors(self, exc: ValidationError) -> None:
        """The service keys an item's file errors ``answer-<item id>``: put them beside
        that item's file field; content errors are keyed by their own field names."""
        if hasattr(exc, "error_dict"):
            renamed = {}
            for key, errors in exc.error_dict.items():
                match = _ANSWER_KEY.match(key)
                renamed[f"answer-{match[1]}-files" if match else key] = errors
            exc = ValidationError(renamed)
        apply_validation_error(self, exc)


# --- contractors (§ 159-5D) ----------------------------------------------------------------
class InvitationForm(forms.Form):
    contractor_email = forms.EmailField(
        label="Contractor's email address",
        required=False,
        help_text="Optional. When given, the link is emailed to the contractor.",
    )
    note = forms.CharField(
        label="Note for your records",
        max_length=200,
        required=False,
        help_text="Optional, e.g. grading subcontractor.",
    )


class CertificationForm(forms.Form):
    """§ 159-5D(2): name and title, the firm's address and telephone, the site, the date;
    § 159-5D(1): agreement to the statement. ``contractors.certification_sign`` checks
    that each is given (errors cite the section)."""

    def __init__(self, *args, site: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.fields.update(
            fields_for_model(
                ContractorCertification,
                fields=[*SIGNATURE_FIELDS, "certified_on"],
                widgets={"certified_on": _date_input()},
                labels={
                    "name": "Your name",
                    "title": "Your title",
                    "firm_name": "Contracting firm",
                    "firm_address": "Address of the contracting firm",
                    "firm_phone": "Telephone number of the contracting firm",
                    "site": "Site (address or other identifying description)",
                    "certified_on": "Date of the certification",
                },
                help_texts={"firm_phone": "e.g. 716-555-0123."},
            )
        )
        for field in self.fields.values():
            field.required = False
        self.fields["firm_phone"].widget.input_type = "tel"
        self.fields["firm_phone"].widget.attrs["autocomplete"] = "tel"
        self.fields["name"].widget.attrs["autocomplete"] = "name"
        self.fields["title"].widget.attrs["autocomplete"] = "organization-title"
        self.fields["firm_name"].widget.attrs["autocomplete"] = "organization"
        self.fields["site"].initial = site
        self.fields["certified_on"].initial = _today
        self.fields["agree"] = forms.BooleanField(
            label="I agree to the certification statement above and sign it.",
            required=False,
        )
