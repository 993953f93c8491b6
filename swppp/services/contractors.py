"""§ 159-5D: each contractor and subcontractor signs the certification before work."""

from __future__ import annotations

from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.notifications.services import Recipient, notify

from ..models import ContractorCertification, ContractorInvitation, Project
from ._common import record, require, require_applicant

SIGNATURE_FIELDS = ("name", "title", "firm_name", "firm_address", "firm_phone", "site")


@transaction.atomic
def invitation_create(
    *, acting_user, project: Project, contractor_email: str = "", note: str = ""
) -> ContractorInvitation:
    """The applicant makes a link for a contractor (emailed when an address is given)."""
    require_applicant(acting_user, project)
    invitation = ContractorInvitation.objects.create(
        project=project,
        contractor_email=contractor_email.strip().lower(),
        note=note.strip(),
        created_by=acting_user,
    )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.contractor_invited",
        summary="Created a link for a contractor to sign the § 159-5D certification"
        + (f" ({invitation.contractor_email})." if invitation.contractor_email else "."),
    )
    if invitation.contractor_email:
        notify(
            event_key=f"swppp:invitation:{invitation.pk}",
            recipients=[Recipient(address=invitation.contractor_email)],
            subject="Please sign the SWPPP contractor certification for "
            f"{project.parcel.street_address}",
            body=f"{acting_user} asks you to sign the contractor certification of § 159-5D of "
            f"the Code of the Town of Lockport for {project.title}, before any soil "
            "disturbance. Open the link to read the statement and sign.",
            url=invitation.get_absolute_url(),
        )
    return invitation


@transaction.atomic
def invitation_revoke(*, acting_user, invitation: ContractorInvitation) -> None:
    require_applicant(acting_user, invitation.project)
    invitation.revoked_at = timezone.now()
    invitation.save(update_fields=["revoked_at"])


@transaction.atomic
def certification_sign(
    *, invitation: ContractorInvitation, agree: bool, certified_on: date | None = None, **data
) -> ContractorCertification:
    """§ 159-5D(1)-(3): the contractor agrees to the statement verbatim and gives name and
    title, the firm's address and telephone, the site and the date; the certification
    becomes part of the SWPPP."""
    invitation = ContractorInvitation.objects.select_for_update().get(pk=invitation.pk)
    require(
        invitation.revoked_at is None, "This link was withdrawn by the applicant.", ValidationError
    )
    errors = {}
    if not agree:
        errors["agree"] = "Agree to the certification statement to sign it (§ 159-5D(1))."
    values = {name: (data.get(name) or "").strip() for name in SIGNATURE_FIELDS}
    for name, value in values.items():
        if not value:
            errors[name] = "Required by § 159-5D(2)."
    today = timezone.now().astimezone(TOWN_TZ).date()
    certified_on = certified_on or today
    if certified_on > today:
        errors["certified_on"] = "The date of the certification cannot be in the future."
    certification = ContractorCertification(
        project=invitation.project, invitation=invitation, certified_on=certified_on, **values
    )
    try:
        certification.full_clean(exclude=[*errors])
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    certification.save()
    record(
        subject=invitation.project,
        actor=None,
        actor_label=f"{certification.name} ({certification.firm_name})",
        action="swppp.contractor_certified",
        summary=f"Signed the contractor certification of § 159-5D as {certification.title}.",
    )
    notify(
        event_key=f"swppp:certification:{certification.pk}",
        recipients=[invitation.project.applicant],
        subject=f"Contractor certification signed: {certification.firm_name}",
        body=f"{certification} signed the § 159-5D certification for project "
        f"{invitation.project.reference}.",
        url=invitation.project.get_absolute_url(),
    )
    return certification
