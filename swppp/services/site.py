"""§ 159-3A: "This chapter shall be applicable to all land development activities within
the Town." A project's site is a parcel of the Town's registry, or an address the SMO
confirms is in the Town; until then no version of its SWPPP is accepted (approved, or
approved with modifications: ``require_site_in_town``), and the SMO's queue shows it. An
address that names another place is refused (``registry.validation.town_site_refusal``).
The applicant may ask the SMO to correct the property, with a reason; the SMO corrects it
or declines, and the applicant is told. Every change is in the project's history."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.core import versions
from lockport_sw.jurisdiction.registry import cite, current, words_lazy
from lockport_sw.notifications.services import notify
from lockport_sw.registry.models import Property
from lockport_sw.registry.validation import town_site_refusal

from ..models import Project, SiteBasis, SiteCorrection
from ._common import record, require, require_applicant, require_open, smo_users

NOT_CONFIRMED = words_lazy(
    "The site is not yet confirmed to be in the {kind}: {law:swm} applies to land "
    "development activities within the {kind} ({cite:swm.applicability}), and a SWPPP is "
    "accepted only for a site in it."
)
SMO_CONFIRMS = "Confirm the site on the project's page first."
BODY_WAITS = "The Stormwater Management Officer confirms the site first."


def registry_parcel(parcel: Property) -> bool:
    """Whether ``parcel`` is one the Town's registry holds: entered by the Town (the tax
    roll, its staff), or already confirmed for another project; not a property that only
    an applicant named for a project whose site nobody confirmed."""
    named = Project.objects.filter(parcel=parcel)
    return (
        not named.exists()
        or named.filter(site_basis__in=(SiteBasis.REGISTRY, SiteBasis.CONFIRMED)).exists()
    )


def basis_for(parcel: Property, *, existed: bool) -> str:
    """The site's basis when a project names ``parcel`` (``existed``: it was in the
    registry before)."""
    return SiteBasis.REGISTRY if existed and registry_parcel(parcel) else ""


def site_refusal(project: Project, then: str = SMO_CONFIRMS) -> str:
    """Why no version of the project may be accepted on its site now ("" when it may),
    and ``then``, what the reader does about it."""
    return "" if project.site_confirmed else f"{NOT_CONFIRMED} {then}"


def require_site_in_town(project: Project, field: str = "outcome") -> None:
    if refusal := site_refusal(project):
        raise ValidationError({field: refusal})


def _require_smo(acting_user) -> None:
    require(
        acting_user.has_perm("swppp.review_swppp"),
        "Only the Stormwater Management Officer confirms or corrects a project's site.",
    )


def _where(parcel: Property) -> str:
    return parcel.street_address + (f" (SBL {parcel.sbl})" if parcel.sbl else "")


@transaction.atomic
def site_confirm(*, acting_user, project: Project) -> Project:
    """The SMO confirms that the project's site is in the Town (who and when, kept in the
    project's history)."""
    _require_smo(acting_user)
    project = Project.objects.select_for_update().select_related("parcel").get(pk=project.pk)
    require_open(project)
    if project.site_confirmed:
        raise ValidationError("The site is already confirmed to be in the Town.")
    if refusal := town_site_refusal(project.parcel.street_address, project.parcel.postal_code):
        raise ValidationError({"street_address": refusal})
    project.site_basis = SiteBasis.CONFIRMED
    project.site_confirmed_by = acting_user
    project.site_confirmed_at = timezone.now()
    project.site_refusal = ""
    project._history_user = acting_user
    project._change_reason = (
        f"Site confirmed in the {current().kind} ({cite('swm.applicability')})."
    )
    project.save(
        update_fields=["site_basis", "site_confirmed_by", "site_confirmed_at", "site_refusal"]
    )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.site_confirmed",
        summary=f"Confirmed that {_where(project.parcel)} is in the {current().kind} "
        f"({cite('swm.applicability')}).",
    )
    return project


def _clean_site(street_address: str, sbl: str) -> tuple[str, str]:
    street_address = (street_address or "").strip()
    sbl = (sbl or "").strip().upper()
    errors: dict[str, list[str]] = {}
    try:
        Property(street_address=street_address, sbl=sbl).clean_fields(
            exclude=["city", "state", "postal_code", "latitude", "longitude", "land_use_note"]
        )
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if refusal := town_site_refusal(street_address):
        errors.setdefault("street_address", []).append(refusal)
    if errors:
        raise ValidationError(errors)
    return street_address, sbl


def _answer(request: SiteCorrection, state: str, acting_user, note: str) -> None:
    request.state = state
    request.decided_by = acting_user
    request.decided_at = timezone.now()
    request.decision_note = note
    request._history_user = acting_user
    request.save()


@transaction.atomic
def site_correction_request(
    *, acting_user, project: Project, street_address: str, sbl: str = "", reason: str
) -> SiteCorrection:
    """The applicant asks the SMO to correct the project's property, saying why. One
    request waits at a time; the SMO is told."""
    require_applicant(acting_user, project)
    errors: dict[str, list[str]] = {}
    try:
        street_address, sbl = _clean_site(street_address, sbl)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    reason = (reason or "").strip()
    if not reason:
        errors["reason"] = ["Say why the property recorded is not the project's site."]
    if SiteCorrection.objects.filter(project=project, state=SiteCorrection.State.OPEN).exists():
        errors.setdefault("__all__", []).append(
            "A correction of the property is already waiting for the Stormwater Management Officer."
        )
    if errors:
        raise ValidationError(errors)
    asked = SiteCorrection.objects.create(
        project=project,
        street_address=street_address,
        sbl=sbl,
        reason=reason,
        requested_by=acting_user,
    )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.site_correction_requested",
        summary=f"Asked to correct the property to {street_address}"
        + (f" (SBL {sbl})" if sbl else "")
        + f": {reason}",
    )
    notify(
        event_key=f"swppp:site-correction:{asked.pk}:asked",
        recipients=list(smo_users()),
        subject=f"Project {project.reference}: correction of the property asked",
        body=f"The applicant asks to correct the property of project {project.reference} "
        f"from {_where(project.parcel)} to {street_address}"
        + (f" (SBL {sbl})" if sbl else "")
        + f".\n\nReason: {reason}",
        url=project.get_absolute_url(),
    )
    return asked


@transaction.atomic
def site_correct(
    *,
    acting_user,
    project: Project,
    street_address: str,
    sbl: str = "",
    reason: str,
    request: SiteCorrection | None = None,
    version: str | None = None,
) -> Project:
    """The SMO corrects the project's property (with the applicant's request, or of their
    own motion), with a reason. The SMO confirms the corrected site is in the Town by
    making the correction. The applicant is told; the project's history keeps both.
    ``version``: the project's when the page was opened (an older page is refused,
    ``core.versions.StaleEdit``)."""
    from .projects import property_for

    _require_smo(acting_user)
    project = Project.objects.select_for_update().select_related("parcel").get(pk=project.pk)
    require_open(project)
    versions.require_current(project, version, acting_user=acting_user)
    errors: dict[str, list[str]] = {}
    try:
        street_address, sbl = _clean_site(street_address, sbl)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    reason = (reason or "").strip()
    if not reason:
        errors["reason"] = ["Give the reason for the correction: the applicant is told."]
    if request is not None:
        request = SiteCorrection.objects.select_for_update().get(pk=request.pk)
        require(request.project_id == project.pk, "That request is about another project.")
        if request.state != SiteCorrection.State.OPEN:
            errors.setdefault("__all__", []).append("That request was already answered.")
    if errors:
        raise ValidationError(errors)
    before = _where(project.parcel)
    project.parcel = property_for(acting_user, street_address, sbl)
    project.site_basis = SiteBasis.CONFIRMED
    project.site_confirmed_by = acting_user
    project.site_confirmed_at = timezone.now()
    project.site_refusal = ""
    project._history_user = acting_user
    project._change_reason = f"Property corrected: {reason}"[:100]
    project.save(
        update_fields=[
            "parcel",
            "site_basis",
            "site_confirmed_by",
            "site_confirmed_at",
            "site_refusal",
        ]
    )
    if request is not None:
        _answer(request, SiteCorrection.State.CORRECTED, acting_user, reason)
    after = _where(project.parcel)
    record(
        subject=project,
        actor=acting_user,
        action="swppp.site_corrected",
        summary=f"Corrected the property from {before} to {after}, in the {current().kind} "
        f"({cite('swm.applicability')}): {reason}",
    )
    notify(
        event_key=f"swppp:{project.pk}:site-corrected:{project.site_confirmed_at.isoformat()}",
        recipients=[project.applicant],
        subject=f"Project {project.reference}: the property was corrected",
        body=f"The Stormwater Management Officer corrected the property of project "
        f"{project.reference} from {before} to {after}.\n\nReason: {reason}",
        url=project.get_absolute_url(),
    )
    return project


@transaction.atomic
def site_correction_decline(*, acting_user, request: SiteCorrection, note: str) -> SiteCorrection:
    """The SMO declines the applicant's request, with the reason; the applicant is told."""
    _require_smo(acting_user)
    request = (
        SiteCorrection.objects.select_for_update().select_related("project").get(pk=request.pk)
    )
    note = (note or "").strip()
    errors: dict[str, list[str]] = {}
    if not note:
        errors["reason"] = ["Give the reason for declining: the applicant is told."]
    if request.state != SiteCorrection.State.OPEN:
        errors.setdefault("__all__", []).append("That request was already answered.")
    if errors:
        raise ValidationError(errors)
    _answer(request, SiteCorrection.State.DECLINED, acting_user, note)
    project = request.project
    record(
        subject=project,
        actor=acting_user,
        action="swppp.site_correction_declined",
        summary=f"Declined to correct the property to {request.street_address}: {note}",
    )
    notify(
        event_key=f"swppp:site-correction:{request.pk}:declined",
        recipients=[project.applicant],
        subject=f"Project {project.reference}: the property was not corrected",
        body=f"The Stormwater Management Officer declined to correct the property of "
        f"project {project.reference} to {request.street_address}.\n\nReason: {note}",
        url=project.get_absolute_url(),
    )
    return request


@transaction.atomic
def site_refuse(*, acting_user, project: Project, reason: str) -> Project:
    """§ 159-3A: the SMO finds the project's site is not in the Town, with the reason the
    applicant is told. The project leaves the SMO's "Sites to confirm"; no version is
    accepted on it. The applicant may still ask to correct the property (the SMO corrects
    it, which confirms the new site), and the SMO may close the project
    (``project_close``)."""
    _require_smo(acting_user)
    project = Project.objects.select_for_update().select_related("parcel").get(pk=project.pk)
    require_open(project)
    reason = (reason or "").strip()
    errors: dict[str, list[str]] = {}
    if not reason:
        errors["reason"] = ["Say why the site is not in the Town: the applicant is told."]
    if project.site_confirmed:
        errors.setdefault("__all__", []).append(
            "The site is in the Town (a parcel of the Town's registry, or confirmed): "
            "correct the property instead."
        )
    elif project.site_basis == SiteBasis.REFUSED:
        errors.setdefault("__all__", []).append("The site was already refused.")
    if errors:
        raise ValidationError(errors)
    project.site_basis = SiteBasis.REFUSED
    project.site_refusal = reason
    project.site_confirmed_by = acting_user
    project.site_confirmed_at = timezone.now()
    project._history_user = acting_user
    project._change_reason = f"Site refused, not in the Town: {reason}"[:100]
    project.save(
        update_fields=["site_basis", "site_refusal", "site_confirmed_by", "site_confirmed_at"]
    )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.site_refused",
        summary=f"Found that {_where(project.parcel)} is not in the {current().kind} "
        f"({cite('swm.applicability')}): {reason}",
    )
    municipality = current()
    notify(
        event_key=f"swppp:{project.pk}:site-refused:{project.site_confirmed_at.isoformat()}",
        recipients=[project.applicant],
        subject=f"Project {project.reference}: the site is not in the Town",
        body=f"The Stormwater Management Officer found that the site of project "
        f"{project.reference}, {_where(project.parcel)}, is not in the {municipality.name}: "
        f"{municipality.law('swm').name} applies to land development activities within the "
        f"{municipality.kind} ({cite('swm.applicability')}), "
        f"and no SWPPP for it can be approved.\n\nReason: {reason}\n\nIf the property "
        "recorded is not the project's site, ask to correct it on the project's page.",
        url=project.get_absolute_url(),
    )
    return project


def close_refusal(project: Project) -> str:
    """Why the SMO may not close ``project`` ("" when it may): only a project whose site
    is not in the Town (refused, or never confirmed), and only once."""
    if project.closed_at is not None:
        return "The project is already closed."
    if project.site_confirmed:
        return (
            f"Only a project whose site is not in the {current().kind} is closed here: this "
            f"site is in the {current().kind} ({cite('swm.applicability')})."
        )
    return ""


@transaction.atomic
def project_close(*, acting_user, project: Project, reason: str) -> Project:
    """The SMO closes a project whose site is not in the Town (§ 159-3A), for good, with
    the reason the applicant is told: it leaves "Sites to confirm"; a correction waiting
    is declined and the clocks of its versions are withdrawn; the applicant can do
    nothing more on it (``_common.require_open``)."""
    from lockport_sw.deadlines import services as clocks
    from lockport_sw.deadlines.models import Deadline
    from lockport_sw.deadlines.selectors import clocks_for

    _require_smo(acting_user)
    project = Project.objects.select_for_update().select_related("parcel").get(pk=project.pk)
    reason = (reason or "").strip()
    errors: dict[str, list[str]] = {}
    if not reason:
        errors["reason"] = ["Say why the project is closed: the applicant is told."]
    if refusal := close_refusal(project):
        errors.setdefault("__all__", []).append(refusal)
    if errors:
        raise ValidationError(errors)
    project.closed_at = timezone.now()
    project.closed_by = acting_user
    project.closed_reason = reason
    project._history_user = acting_user
    project._change_reason = f"Project closed: {reason}"[:100]
    project.save(update_fields=["closed_at", "closed_by", "closed_reason"])
    for waiting in SiteCorrection.objects.select_for_update().filter(
        project=project, state=SiteCorrection.State.OPEN
    ):
        _answer(waiting, SiteCorrection.State.DECLINED, acting_user, f"Project closed: {reason}")
    for submission in project.submissions.all():
        for clock in clocks_for(submission).filter(status__in=Deadline.UNRESOLVED):
            clocks.deadline_withdraw(
                deadline=clock, acting_user=acting_user, reason=f"Project closed: {reason}"
            )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.project_closed",
        summary=f"Closed the project ({_where(project.parcel)}): {reason}",
    )
    notify(
        event_key=f"swppp:{project.pk}:closed",
        recipients=[project.applicant],
        subject=f"Project {project.reference} was closed",
        body=f"The Stormwater Management Officer closed project {project.reference} "
        f"({_where(project.parcel)}). Nothing more can be submitted on it.\n\n"
        f"Reason: {reason}",
        url=project.get_absolute_url(),
    )
    return project
