"""Forms of the applicant's and the contractor's pages.

They only collect and parse input: every rule (consistent acreages, a valid SBL number,
accepted file types, a complete certification) is checked by the services in
swppp/services/, whose ``ValidationError``s the views put beside these fields with
``core.forms.apply_validation_error``. Files are never checked or stored here: the views
pass ``request.FILES`` lists to ``plans.draft_save``, which is the gate.
"""

from __future__ import annotations

import copy
import re

from django import forms
from django.core.exceptions import ValidationError
from django.forms.models import fields_for_model, model_to_dict

from lockport_sw.core.forms import (
    FreeTextLimits,
    VersionedForm,
    apply_validation_error,
    service_required,
)
from lockport_sw.documents.forms import MultipleFileField
from lockport_sw.jurisdiction.registry import cite, current, words_lazy
from lockport_sw.registry.forms import MailingAddressForm
from lockport_sw.registry.models import Property
from lockport_sw.registry.validation import POSTAL_FIELDS

from ..models import (
    ChecklistItem,
    Contractor,
    ContractorCertification,
    Designation,
    Finding,
    ItemAnswer,
    Project,
    Submission,
)
from ..models.professional import CONFORMANCE_STATEMENT, DESIGN_STATEMENT
from ..services.contractors import SIGNATURE_FIELDS
from ..services.plans import CONTENT_FIELDS
from ..services.projects import PROJECT_FIELDS

PERMITS_ASSURANCE = words_lazy(
    "I assure that all other applicable environmental permits have been or will be "
    "acquired for the land development activity prior to approval of the final stormwater "
    "design plan ({cite:swm.other_permits})."
)


def _date_input() -> forms.DateInput:
    return forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d")


# --- the project (§ 159-2, § 159-3, § 159-4, § 159-5B(2)) --------------------------------
class ProjectForm(VersionedForm, FreeTextLimits, forms.Form):
    """The project's property (on creation only) and every field of PROJECT_FIELDS, with
    the model's labels and help texts. ``projects.project_create`` / ``project_update``
    validate and save."""

    def __init__(
        self,
        *args,
        project: Project | None = None,
        with_property: bool = True,
        ask_address: bool = False,
        **kw,
    ):
        if project is not None and "initial" not in kw:
            kw["initial"] = model_to_dict(project, fields=PROJECT_FIELDS)
        super().__init__(*args, **kw)
        if ask_address:
            # Every letter about the project is mailed here (registry/validation.py).
            self.fields.update(copy.deepcopy(MailingAddressForm.base_fields))
            # Required while the applicant has none, and marked so (issue 46, item 8): the
            # service refuses what is missing, with every other refusal.
            service_required(self, *POSTAL_FIELDS)
        if with_property:
            self.fields.update(
                fields_for_model(
                    Property,
                    fields=("street_address", "postal_code", "sbl"),
                    labels={
                        "street_address": "Street address of the site",
                        "postal_code": "ZIP code of the site",
                    },
                    help_texts={
                        "street_address": "e.g. 6305 Snyder Drive.",
                        "postal_code": "e.g. 14094. The Town's letters about the site print "
                        "its address with it.",
                        "sbl": "Optional. Section-block-lot as on the tax map, e.g. 110.05-3-7. "
                        "A property the Town's registry already has with this number is used; "
                        "otherwise the property is registered.",
                    },
                )
            )
        law = current().law("swm").name
        self.fields.update(
            fields_for_model(
                Project,
                fields=PROJECT_FIELDS,
                widgets={
                    "description": forms.Textarea(attrs={"rows": 4}),
                    "town_approval": forms.RadioSelect,
                    "exemption_explanation": forms.Textarea(attrs={"rows": 3}),
                    "building_permit_approved_on": _date_input(),
                },
                labels={
                    "title": "Project title",
                    "exemption_explanation": "Why the exemption applies",
                    "includes_landing_or_haul_roads": f"For {cite('swm.exemptions.silviculture')}: "
                    "the silvicultural activity includes landing areas or log haul roads",
                    "maintains_original_facility": "For "
                    f"{cite('swm.exemptions.routine_maintenance')}: the work is performed to "
                    "maintain the original line and grade, hydraulic capacity or original purpose "
                    "of a facility",
                    "building_permit_number": f"For {cite('swm.exemptions.building_permit')}: "
                    "building permit number",
                    "building_permit_approved_on": "For "
                    f"{cite('swm.exemptions.building_permit')}: date the building permit was "
                    "approved",
                },
                help_texts={
                    "disturbed_acres": "One acre or more makes it a land development "
                    f"activity ({cite('swm.definitions')}); 1 to 5 acres is Condition C, 5 or more "
                    f"Condition B ({cite('swm.post_construction_conditions')}).",
                    "max_disturbed_at_once_acres": "More than 5 acres at one time must be "
                    f"justified in the phasing plan ({cite('swm.swppp_contents.phasing')}).",
                    "part_of_common_plan": "Less than one acre that is part of a larger common "
                    "plan disturbing one acre or more is a land development activity "
                    f"({cite('swm.definitions')}).",
                    "common_plan_disturbed_acres": "Only for a project that is part of a "
                    "larger common plan.",
                    "single_family_residence": "Excluded from Condition C "
                    f"({cite('swm.post_construction_conditions.one_to_five_acres')}).",
                    "agricultural_property": "Excluded from Condition C "
                    f"({cite('swm.post_construction_conditions.one_to_five_acres')}).",
                    "discharges_pollutant_of_concern": "Condition A "
                    f"({cite('swm.post_construction_conditions.pollutant_of_concern')}).",
                    "exemption": f"The activities of {cite('swm.exemptions')} are exempt once "
                    "the SMO confirms the claim.",
                    "exemption_explanation": "Required when you claim an exemption.",
                    "town_approval": "Your answer: the SMO decides the review path "
                    f"({cite('swm.review_with_other_body')} or {cite('swm.review_by_smo')}) when "
                    "the SWPPP is received.",
                    "includes_landing_or_haul_roads": "Landing areas and log haul roads stay "
                    f"subject to {law} ({cite('swm.exemptions.silviculture')}).",
                    "maintains_original_facility": "Routine maintenance is exempt only when "
                    "it disturbs less than five acres and does this "
                    f"({cite('swm.exemptions.routine_maintenance')}).",
                    "building_permit_approved_on": "Exempt only if approved on or before "
                    f"{law} took effect ({cite('swm.exemptions.building_permit')}).",
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


class DraftForm(VersionedForm, FreeTextLimits, forms.Form):
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
        self.held: dict[int, list] = {}  # files kept from a refused save (plans.held_files)
        self.keeps_files = True  # the error summary need not ask to choose them again
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
                    "stormwater_facility": forms.RadioSelect,
                    "other_permits": forms.Textarea(attrs={"rows": 3}),
                },
                labels={
                    "phasing_justification": "Why more than five acres are disturbed at one "
                    "time, and how the phasing controls it",
                    "stormwater_facility": "Does the SWPPP include a stormwater management "
                    "facility?",
                    "other_permits_assured": PERMITS_ASSURANCE,
                },
                help_texts={
                    "stormwater_facility": "One or a series of stormwater management "
                    "practices installed, stabilized and operating to control stormwater runoff "
                    f"({cite('swm.definitions')}), e.g. a wet pond. If so, a maintenance easement "
                    "and a maintenance agreement are recorded before approval "
                    f"({cite('swm.maintenance_easements')}, {cite('swm.maintenance_agreements')}).",
                },
            )
        )
        for name in names:
            self.fields[name].required = False
            self.fields[name].initial = getattr(submission, name)
        self.fields["stormwater_facility"].choices = Submission.Facility.choices
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
                    "held": self.held.get(item.pk, []),
                    "held_name": f"answer-{item.pk}-held",
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

    def held_data(self) -> dict[int, list[str]]:
        """item id -> the ids of the files kept from a refused save, as the page sent them."""
        return {item.pk: self.data.getlist(f"answer-{item.pk}-held") for item in self.items}

    def files_data(self, files) -> dict[int, list]:
        """item id -> the files chosen on the page for it."""
        return {item.pk: files.getlist(f"answer-{item.pk}-files") for item in self.items}

    def show_missing(self, gaps) -> list[dict]:
        """§ 159-5A: what a submitted draft lacks, beside the field where it is given. The
        gaps that belong to no field (the professional's signature, the project) come back
        as summary entries ({"message", "href"})."""
        by_code = {item.code: item for item in self.items}
        elsewhere = []
        for gap in gaps:
            message = f"{gap.citation}: {gap.text}"
            if gap.key in by_code:
                name = f"answer-{by_code[gap.key].pk}-text"
            elif gap.key in self.fields:  # contents, response-<finding id>
                name = gap.key
            else:
                href = "#signature-h" if gap.key == "professional_signature" else ""
                elsewhere.append({"message": message, "href": href})
                continue
            self.add_error(name, message)
        return elsewhere

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


# --- the licensed professional (§ 159-5B(4), § 159-4A(3)) ---------------------------------
DESIGNATION_CHOICES = [("", "Choose PE or RLA"), *Designation.choices]


class ProfessionalRequestForm(FreeTextLimits, forms.Form):
    """The applicant asks the professional preparing the plan to sign (a link to them)."""

    name = forms.CharField(label="Name of the licensed professional", max_length=150)
    designation = forms.ChoiceField(label="Licensed as", choices=DESIGNATION_CHOICES)
    email = forms.EmailField(
        label="The professional's own email address",
        help_text=words_lazy(
            "The link to sign is sent there, and only there: the professional signs it "
            "themselves ({cite:swm.professional_certification}). If you prepared the plan, "
            "sign it yourself instead."
        ),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            field.required = False  # the service says what is missing, with the section
        self.fields["email"].widget.attrs["autocomplete"] = "off"


class ProfessionalSignForm(FreeTextLimits, forms.Form):
    """§ 159-5B(4): the professional's name, New York license number and license type; the
    statement of § 159-5B(4) (required) and that of § 159-4A(3) (optional)."""

    name = forms.CharField(label="Your name", max_length=150, required=False)
    designation = forms.ChoiceField(
        label="Licensed as", choices=DESIGNATION_CHOICES, required=False
    )
    license_number = forms.CharField(
        label="New York license number",
        max_length=10,
        required=False,
        help_text="Six digits, with any leading zero, e.g. 081234.",
    )
    certifies_design = forms.BooleanField(label=DESIGN_STATEMENT, required=False)
    certifies_conformance = forms.BooleanField(
        label=CONFORMANCE_STATEMENT,
        required=False,
        help_text=words_lazy(
            "Optional, and a separate statement: the Stormwater Management Officer may "
            "accept it instead of reviewing each item "
            "({cite:swm.smo_designation.professional_certification})."
        ),
    )
    fingerprint = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["name"].widget.attrs["autocomplete"] = "name"
        self.fields["license_number"].widget.attrs.update(
            {"inputmode": "numeric", "autocomplete": "off"}
        )


class ProfessionalSelfSignForm(ProfessionalSignForm):
    """§ 159-5B(4): the applicant who prepared the plan signs it in person."""

    preparer = forms.BooleanField(
        label=words_lazy(
            "I am the licensed professional who prepared this plan "
            "({cite:swm.professional_certification})."
        ),
        required=False,
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.order_fields(["preparer", "name", "designation", "license_number"])


# --- contractors (§ 159-5D) ----------------------------------------------------------------
class ContractorForm(FreeTextLimits, forms.Form):
    """A contractor or subcontractor identified in the SWPPP (§ 159-5D(1))."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields.update(
            fields_for_model(
                Contractor,
                fields=["firm_name", "role", "responsibility", "email"],
                widgets={"role": forms.RadioSelect},
                help_texts={
                    "email": "The link to sign goes to this address, and only there.",
                    "responsibility": "e.g. clearing, grading and the wet pond; or silt fence "
                    "installation.",
                },
            )
        )
        for field in self.fields.values():
            field.required = False
        self.fields["role"].choices = Contractor.Role.choices


class WorkBeginsForm(FreeTextLimits, forms.Form):
    on = forms.DateField(
        label="Date the contractor's work began",
        widget=_date_input(),
        required=False,
        help_text=words_lazy(
            "Only a contractor who has signed the certification begins work "
            "({cite:swm.contractor_certification.statement})."
        ),
    )


class CertificationForm(FreeTextLimits, forms.Form):
    """§ 159-5D(2): name and title, the firm's address and telephone, the site (the date
    is the day of signing, set by the service); § 159-5D(1): agreement to the statement.
    ``contractors.certification_sign`` checks that each is given (errors cite the
    section)."""

    def __init__(self, *args, site: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.fields.update(
            fields_for_model(
                ContractorCertification,
                fields=list(SIGNATURE_FIELDS),
                labels={
                    "name": "Your name",
                    "title": "Your title",
                    "firm_name": "Contracting firm",
                    "firm_address": "Address of the contracting firm",
                    "firm_phone": "Telephone number of the contracting firm",
                    "site": "Site (address or other identifying description)",
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
        self.fields["agree"] = forms.BooleanField(
            label="I agree to the certification statement above and sign it.",
            required=False,
        )


class DeveloperForm(MailingAddressForm):
    """§ 159-8A(1) "the applicant and developer": who develops the land, recorded."""

    applicant_is_developer = forms.TypedChoiceField(
        label="Who is the developer?",
        choices=[("yes", "The applicant"), ("no", "Another person or firm")],
        coerce=lambda value: value == "yes",
        widget=forms.RadioSelect,
        error_messages={"required": "Say who the developer is."},
    )
    name = forms.CharField(
        label="The developer's name",
        required=False,
        max_length=200,
        help_text="Only when another person or firm is the developer; with their mailing "
        "address below.",
    )
    field_order = ["applicant_is_developer", "name"]

    def clean(self):
        # The address is the service's to check (with the name), and only for another
        # person or firm: the applicant's own party has its address already.
        return forms.Form.clean(self)
