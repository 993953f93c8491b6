"""Projects: created and edited by their applicant; exemptions decided by the SMO."""

from __future__ import annotations

import copy

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core import versions
from lockport_sw.core.label_words import in_sentence
from lockport_sw.core.numbering import next_in_series
from lockport_sw.notifications.services import notify
from lockport_sw.registry import services as registry
from lockport_sw.registry.models import Party, Property
from lockport_sw.registry.validation import (
    POSTAL_FIELDS,
    has_postal_address,
    postal_address_errors,
    town_site_refusals,
)

from .. import applicability
from ..models import Project, Submission
from . import site
from ._common import latest_submission, record, require, require_applicant

PROJECT_FIELDS = (
    "title",
    "description",
    "total_site_acres",
    "disturbed_acres",
    "max_disturbed_at_once_acres",
    "part_of_common_plan",
    "common_plan_disturbed_acres",
    "single_family_residence",
    "agricultural_property",
    "receiving_waters",
    "discharges_pollutant_of_concern",
    "town_approval",
    "exemption",
    "exemption_explanation",
    "includes_landing_or_haul_roads",
    "maintains_original_facility",
    "building_permit_number",
    "building_permit_approved_on",
)
# The questions each exemption's conditions depend on (§ 159-3B(2), (3), (5)).
EXEMPTION_QUESTIONS = {
    "includes_landing_or_haul_roads": "3B2",
    "maintains_original_facility": "3B3",
    "building_permit_number": "3B5",
    "building_permit_approved_on": "3B5",
}


def registered_property(street_address: str, sbl: str) -> Property | None:
    """The registry's property with this SBL number (or, without one, this address)."""
    sbl = (sbl or "").strip().upper()
    street_address = (street_address or "").strip()
    return (
        Property.objects.filter(sbl__iexact=sbl).first()
        if sbl
        else Property.objects.filter(street_address__iexact=street_address, sbl="").first()
    )


def property_for(acting_user, street_address: str, sbl: str, postal_code: str = "") -> Property:
    """The registry's property with this SBL number (or, without one, this address), or
    a new one registered for the applicant (with the site's ZIP code when given: the
    Chapter 159 letters print the property's address with it, § 159-8C(1)(b))."""
    existing = registered_property(street_address, sbl)
    if existing:
        return existing
    sbl = (sbl or "").strip().upper()
    street_address = (street_address or "").strip()
    # Errors come back keyed "street_address" or "sbl", the project form's own fields.
    return registry.property_create(
        acting_user=acting_user,
        check_permission=False,  # an applicant names the property of their own project
        street_address=street_address,
        sbl=sbl,
        postal_code=(postal_code or "").strip(),
    )


def _party_for(user, address: dict | None = None) -> Party:
    party = Party.objects.filter(user=user).first()
    if party is not None and address:
        party = registry.party_mailing_address_set(acting_user=user, party=party, **address)
    if party is None:
        party = registry.party_create(
            acting_user=user,
            check_permission=False,
            user=user,
            name=user.full_name or user.email,
            email=user.email,
            phone=user.phone,
            **(address or {}),
        )
    return party


def applicant_address_needed(user) -> bool:
    """The project form asks for a mailing address until the applicant has one: every
    letter about the project is mailed to it."""
    party = Party.objects.filter(user=user).first()
    return not has_postal_address(party)


def _address_from(data: dict) -> dict:
    return {name: (data.pop(name, "") or "").strip() for name in POSTAL_FIELDS}


def _apply(project: Project, data: dict) -> None:
    for name in PROJECT_FIELDS:
        if name in data:
            value = data[name]
            setattr(project, name, value.strip() if isinstance(value, str) else value)
    if not project.part_of_common_plan and "common_plan_disturbed_acres" not in data:
        project.common_plan_disturbed_acres = None
    if not project.exemption:
        project.exemption_explanation = ""
    # An answer belongs to the exemption that asks it: cleared when another is claimed.
    for name, exemption in EXEMPTION_QUESTIONS.items():
        if project.exemption != exemption:
            field = Project._meta.get_field(name)
            setattr(project, name, None if field.null else field.get_default())


def exemption_errors(project: Project) -> dict[str, str]:
    """§ 159-3B(2), (3), (5): the conditions of the claimed exemption (applicability)."""
    if not project.exemption:
        return {}
    return applicability.exemption_refusal(
        project.exemption,
        disturbed_acres=project.disturbed_acres,
        includes_landing_or_haul_roads=project.includes_landing_or_haul_roads,
        maintains_original_facility=project.maintains_original_facility,
        building_permit_number=project.building_permit_number,
        building_permit_approved_on=project.building_permit_approved_on,
        today=timezone.now().astimezone(TOWN_TZ).date(),
    )


def _create_errors(acting_user, project: Project, street_address, sbl, postal_code, address):
    """Every refusal of a project to register, at once, nothing saved: the project, its
    property, its site in the Town (§ 159-3A) and the applicant's mailing address."""
    errors: dict[str, list[str]] = {}
    try:
        project.full_clean(exclude=["reference", "applicant_party", "parcel"])
    except ValidationError as exc:
        errors.update(exc.message_dict)
    for name, message in exemption_errors(project).items():
        errors.setdefault(name, []).append(message)
    try:
        Property(
            street_address=(street_address or "").strip(),
            sbl=(sbl or "").strip().upper(),
            postal_code=(postal_code or "").strip(),
        ).clean_fields()
    except ValidationError as exc:
        errors.update(exc.message_dict)
    # § 159-3A: the chapter applies to land development within the Town.
    for name, refusal in town_site_refusals(street_address, postal_code).items():
        errors.setdefault(name, []).append(refusal)
    # Every letter about the project is mailed to the applicant: a postal address is
    # given when the project is registered, unless the applicant already has one.
    if any(address.values()) or applicant_address_needed(acting_user):
        errors.update(postal_address_errors(**address))
    return errors


def project_create_check(
    *, acting_user, street_address: str = "", sbl: str = "", postal_code: str = "", **data
) -> dict[str, list[str]]:
    """What ``project_create`` would refuse of this input, nothing saved: the page asks
    it with whatever its form could read, even when the form refused a field, so that
    every error shows in one pass (issue 46, item 8)."""
    address = _address_from(data)
    project = Project(applicant=acting_user)
    _apply(project, data)
    return _create_errors(acting_user, project, street_address, sbl, postal_code, address)


@transaction.atomic
def project_create(
    *, acting_user, street_address: str, sbl: str = "", postal_code: str = "", **data
) -> Project:
    """An applicant registers a land development project; its SWPPP starts as a draft."""
    require(acting_user.has_perm("swppp.add_project"), "Only applicants create projects.")
    address = _address_from(data)
    project = Project(applicant=acting_user)
    _apply(project, data)
    # Validate the project and its property together before registering anything, so
    # every error shows at once and nothing is saved on bad input.
    errors = _create_errors(acting_user, project, street_address, sbl, postal_code, address)
    if errors:
        raise ValidationError(errors)
    if not (any(address.values()) or applicant_address_needed(acting_user)):
        address = {}
    existed = registered_property(street_address, sbl)
    project.parcel = existed or property_for(acting_user, street_address, sbl, postal_code)
    # § 159-3A: a parcel of the Town's registry is in the Town; any other site waits for
    # the SMO's confirmation (services/site.py) before a version can be accepted.
    project.site_basis = site.basis_for(project.parcel, existed=existed is not None)
    project.applicant_party = _party_for(acting_user, address)
    year = timezone.now().astimezone(TOWN_TZ).year
    project.reference = f"{year}-{next_in_series('SWPPP', year):04d}"
    project.exemption_status = (
        Project.ExemptionStatus.CLAIMED if project.exemption else Project.ExemptionStatus.NONE
    )
    project._history_user = acting_user
    project.save()
    Submission.objects.create(project=project, version=1)
    record(
        subject=project,
        actor=acting_user,
        action="swppp.project_created",
        summary=f"Registered the project at {project.parcel.street_address}.",
    )
    if project.exemption:
        record(
            subject=project,
            actor=acting_user,
            action="swppp.exemption_claimed",
            summary=f"Claimed the exemption of {project.get_exemption_display()}.",
        )
    return project


def _update_errors(project: Project) -> dict[str, list[str]]:
    errors: dict[str, list[str]] = {}
    try:
        project.full_clean()
    except ValidationError as exc:
        errors.update(exc.message_dict)
    for name, message in exemption_errors(project).items():
        errors.setdefault(name, []).append(message)
    return errors


def project_update_check(*, project: Project, **data) -> dict[str, list[str]]:
    """What ``project_update`` would refuse of these details, nothing saved (a copy of
    the project is checked): every error at once (issue 46, item 8)."""
    checked = copy.copy(project)
    _apply(checked, data)
    return _update_errors(checked)


def change_refusal(latest: Submission | None) -> str:
    """Why the project's details cannot change now, or "": they change only while its
    latest SWPPP is a draft or needs revising (a revision is how a decided SWPPP changes,
    § 159-4B(2), § 159-4C); never under review, nor once approved. The edit page says it
    and shows the details read-only (issue 46, item 8)."""
    if latest is None or latest.allows_project_changes:
        return ""
    if latest.state == Submission.State.APPROVED:
        return (
            f"Version {latest.version} of the SWPPP was approved: the project's details "
            "are those it was approved on and cannot change. For a change to the approved "
            "activity, ask the Stormwater Management Officer."
        )
    return (
        f"The project cannot change while its SWPPP is under review (version "
        f"{latest.version}, {in_sentence(latest.get_state_display())})."
    )


@transaction.atomic
def project_update(*, acting_user, project: Project, version: str | None = None, **data) -> Project:
    """The applicant corrects the project while its SWPPP is a draft (not under review).
    ``version``: the project's when the page was opened; an older page is refused
    (``core.versions.StaleEdit``) and nothing changes."""
    require_applicant(acting_user, project)
    project = Project.objects.select_for_update().get(pk=project.pk)
    versions.require_current(project, version, acting_user=acting_user)
    latest = latest_submission(project)
    if refusal := change_refusal(latest):
        raise ValidationError(refusal)
    claimed_before = project.exemption
    _apply(project, data)
    errors = _update_errors(project)
    if errors:
        raise ValidationError(errors)
    if project.exemption != claimed_before:
        project.exemption_status = (
            Project.ExemptionStatus.CLAIMED if project.exemption else Project.ExemptionStatus.NONE
        )
        project.exemption_decided_by = None
        project.exemption_decided_at = None
        project.exemption_decision_reason = ""
    project._history_user = acting_user
    project.save()
    record(
        subject=project,
        actor=acting_user,
        action="swppp.project_changed",
        summary="Changed the project's details.",
    )
    return project


@transaction.atomic
def exemption_decide(*, acting_user, project: Project, confirm: bool, reason: str = "") -> Project:
    """§ 159-3B: the SMO confirms a claimed exemption (no review under this chapter) or
    rejects it with a reason."""
    require(acting_user.has_perm("swppp.decide_exemption"), "Only the SMO decides exemptions.")
    project = Project.objects.select_for_update().get(pk=project.pk)
    require(
        project.exemption_status == Project.ExemptionStatus.CLAIMED,
        "No exemption is waiting for a decision.",
        ValidationError,
    )
    reason = (reason or "").strip()
    if not confirm and not reason:
        raise ValidationError({"reason": "Give the reason for rejecting the exemption."})
    if confirm and (refused := exemption_errors(project)):
        # § 159-3B(2), (3), (5): the exemption's own conditions are not met.
        raise ValidationError({"decision": list(refused.values())})
    project.exemption_status = (
        Project.ExemptionStatus.CONFIRMED if confirm else Project.ExemptionStatus.REJECTED
    )
    project.exemption_decided_by = acting_user
    project.exemption_decided_at = timezone.now()
    project.exemption_decision_reason = reason
    project._history_user = acting_user
    project.save()
    verdict = "confirmed" if confirm else "rejected"
    record(
        subject=project,
        actor=acting_user,
        action=f"swppp.exemption_{verdict}",
        summary=f"{verdict.capitalize()} the exemption of {project.get_exemption_display()}"
        + (f": {reason}" if reason else "."),
    )
    notify(
        event_key=f"swppp:{project.pk}:exemption:{verdict}",
        recipients=[project.applicant],
        subject=f"Exemption {verdict}: project {project.reference}",
        body=f"The Stormwater Management Officer {verdict} the exemption you claimed "
        f"({project.get_exemption_display()})." + (f"\n\nReason: {reason}" if reason else ""),
        url=project.get_absolute_url(),
    )
    return project


@transaction.atomic
def project_developer_set(*, acting_user, project: Project, developer: Party | None) -> Project:
    """The developer of the land development activity, as a registry party (§ 159-8A(1)
    "the applicant and developer", § 159-8C(1)). Recorded by the project's applicant or
    the SMO; letters name a developer only once one is recorded (issue 23)."""
    require(
        acting_user.pk == project.applicant_id or acting_user.has_perm("swppp.review_swppp"),
        "Only the project's applicant or the Stormwater Management Officer records its developer.",
    )
    project = Project.objects.select_for_update().get(pk=project.pk)
    project.developer_party = developer
    project._history_user = acting_user
    project.save(update_fields=["developer_party"])
    record(
        subject=project,
        actor=acting_user,
        action="swppp.developer_recorded",
        summary=(
            f"Developer recorded: {developer.name}"
            + (" (the applicant)" if developer.pk == project.applicant_party_id else "")
            + "."
            if developer
            else "Developer removed."
        ),
    )
    return project


@transaction.atomic
def project_developer_record(
    *, acting_user, project: Project, applicant_is_developer: bool, name: str = "", **mailing
) -> Project:
    """Record who the developer is: the applicant's own party, or another person or firm
    with the mailing address letters go to (a new registry party)."""
    require(
        acting_user.pk == project.applicant_id or acting_user.has_perm("swppp.review_swppp"),
        "Only the project's applicant or the Stormwater Management Officer records its developer.",
    )
    if applicant_is_developer:
        return project_developer_set(
            acting_user=acting_user, project=project, developer=project.applicant_party
        )
    name = (name or "").strip()
    errors = {}
    if not name:
        errors["name"] = "Give the developer's name (a person or a firm)."
    address = {k: (mailing.get(k) or "").strip() for k in POSTAL_FIELDS}
    address["mailing_state"] = address["mailing_state"].upper()
    errors.update(postal_address_errors(**address))
    if errors:
        raise ValidationError(errors)
    developer = registry.party_create(
        acting_user=acting_user, check_permission=False, name=name, **address
    )
    return project_developer_set(acting_user=acting_user, project=project, developer=developer)
