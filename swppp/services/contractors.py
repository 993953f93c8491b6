"""§ 159-5D: each contractor and subcontractor identified in the SWPPP signs the
certification before undertaking any land development activity.

- The applicant identifies each contractor (firm, contractor or subcontractor, their
  work, their own email address); a link goes to that address (lockport_sw.invitations:
  single use, expiring after the Town's policy period, limited per project per day).
- The contractor signs through the link: § 159-5D(2)'s particulars, and the date the
  certification is made, which is the day it is signed (never typed: no backdating, no
  future date).
- A contractor's start of work is recorded only once that contractor has signed, and
  only once a SWPPP complying with the chapter has been approved (§ 159-5A), on or after
  the day it was. Approval with modifications is not approval: the applicant revises
  the SWPPP and submits the revision first (§ 159-4B(2), § 159-4C).
- Land development the Town observes (or is told of) without an approved SWPPP is a
  violation of § 159-5A, recorded by staff (``work_observed``) on the SMO's queue.
- A withdrawn link is on the project's timeline.
"""

from __future__ import annotations

from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from enforcement.services.violations import violation_record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core.label_words import in_sentence
from lockport_sw.invitations import services as links
from lockport_sw.jurisdiction.registry import cite, cite_all, current, words_lazy
from lockport_sw.notifications.services import notify

from .. import selectors
from ..models import Contractor, ContractorCertification, ContractorInvitation, Project
from ._common import record, require, require_applicant, smo_users

SIGNATURE_FIELDS = ("name", "title", "firm_name", "firm_address", "firm_phone", "site")
LINK_KIND = "swppp.contractor"
PURPOSE = words_lazy("the {cite:swm.contractor_certification} contractor certification")


def _today() -> date:
    return timezone.now().astimezone(TOWN_TZ).date()


def _day(on: date) -> str:
    return long_date(on)


# § 159-4B(2), § 159-4C: "In order to be approved, an applicant shall revise an SWPPP
# that has been approved with modifications ... and shall submit the revised SWPPP".
NOT_YET_APPROVED = words_lazy(
    " Approval with modifications is not approval: the SWPPP is revised as the "
    "modifications require and the revised SWPPP submitted for review "
    "({cite:swm.review_by_smo}, {cite:swm.review_with_other_body.body_act})."
)


def _not_approved(project: Project) -> str:
    """§ 159-5A, in words: why no land development may begin yet."""
    latest = project.submissions.order_by("-version").first()
    where = (
        f" Version {latest.version} of the SWPPP is {in_sentence(latest.get_state_display())}."
        if latest
        else ""
    )
    if latest is not None and latest.state == latest.State.APPROVED_WITH_MODIFICATIONS:
        where += NOT_YET_APPROVED
    return (
        "No land development activity may begin until a SWPPP complying with "
        f"{current().law('swm').name} has been approved ({cite('swm.swppp_requirement')})." + where
    )


# Chapter 159's other apps add what construction waits for besides the approval (money/:
# a guarantee the Town requires "prior to construction", § 159-8B(1), (2)), from their
# ready(): each takes the project and returns one sentence per thing missing.
BEFORE_CONSTRUCTION: list = []


def construction_waits_for(project: Project) -> list[str]:
    """§ 159-8B(1), (2): what the Town requires "prior to construction" that is not yet
    in place (a required guarantee not yet accepted), one sentence each ([] for none)."""
    return [reason for waits in BEFORE_CONSTRUCTION for reason in waits(project)]


def when_work_may_begin(project: Project, firm_name: str) -> str:
    """What a contractor's signature allows (§ 159-5A, § 159-5D), for its messages: work
    may begin only on an approved version, never one approved with modifications, and
    only once each guarantee the Town requires "prior to construction" is accepted
    (§ 159-8B(1), (2)): until then the contractor is never told it may begin."""
    approved = selectors.approved_version(project)
    if approved is not None and (waits := construction_waits_for(project)):
        return (
            f"Version {approved.version} of the SWPPP was approved on "
            f"{_day(approved.approved_on)} ({cite('swm.swppp_requirement')}), but {firm_name} "
            "may not begin its work yet: construction waits for what the Town requires before it. "
            + " ".join(waits)
        )
    if approved is not None:
        return (
            f"{firm_name} may now begin its work: version {approved.version} of the SWPPP was "
            f"approved on {_day(approved.approved_on)} ({cite('swm.swppp_requirement')})."
        )
    return (
        f"{firm_name} may begin its work only once the SWPPP is approved: no land "
        f"development activity may begin before ({cite('swm.swppp_requirement')}); a SWPPP "
        "approved with modifications is revised and approved first "
        f"({cite_all(['swm.review_by_smo', 'swm.review_with_other_body.body_act'])}). The "
        "project's page shows when it is."
    )


def _send_link(acting_user, contractor: Contractor) -> ContractorInvitation:
    project = contractor.project
    sent = links.invitation_send(
        acting_user=acting_user,
        subject=project,
        kind=LINK_KIND,
        purpose=f"{PURPOSE} ({contractor.firm_name})",
        email=contractor.email,
        name=contractor.firm_name,
        url_for=lambda token: reverse("swppp:contractor_certify", args=[token]),
        mail_subject="Please sign the SWPPP contractor certification for "
        f"{project.parcel.street_address}",
        mail_body=f"{acting_user} identified {contractor.firm_name} in the stormwater pollution "
        f"prevention plan (SWPPP) for {project.title} as a "
        f"{in_sentence(contractor.get_role_display())} "
        f"({contractor.responsibility}). Under {cite('swm.contractor_certification')} of the "
        f"{current().cited_of}, "
        "you sign its certification before undertaking any land development activity. Open "
        "the link to read the statement and sign.",
    )
    invitation = ContractorInvitation.objects.create(
        project=project, contractor=contractor, link=sent.invitation
    )
    invitation.token = sent.token  # emailed; never stored (only its hash is)
    return invitation


@transaction.atomic
def contractor_identify(
    *,
    acting_user,
    project: Project,
    firm_name: str,
    role: str,
    responsibility: str,
    email: str,
) -> ContractorInvitation:
    """The applicant identifies a contractor or subcontractor of the SWPPP (§ 159-5D(1))
    and a link to sign goes to the contractor's own address."""
    require_applicant(acting_user, project)
    contractor = Contractor(
        project=project,
        firm_name=(firm_name or "").strip(),
        role=role,
        responsibility=(responsibility or "").strip(),
        email=(email or "").strip().lower(),
        identified_by=acting_user,
    )
    try:
        contractor.full_clean(exclude=["project", "identified_by"])
    except ValidationError as exc:
        raise ValidationError(exc.message_dict) from None
    contractor.save()
    record(
        subject=project,
        actor=acting_user,
        action="swppp.contractor_identified",
        summary=f"Identified {contractor} in the SWPPP: {contractor.responsibility} "
        f"({cite('swm.contractor_certification.statement')}).",
    )
    return _send_link(acting_user, contractor)


@transaction.atomic
def link_resend(*, acting_user, contractor: Contractor) -> ContractorInvitation:
    """A new link for a contractor who has not signed (the last one expired or was
    withdrawn; an open one is withdrawn by this one)."""
    require_applicant(acting_user, contractor.project)
    contractor = Contractor.objects.select_for_update().get(pk=contractor.pk)
    require(
        not contractor.certifications.exists(),
        f"{contractor.firm_name} has signed the certification already.",
        ValidationError,
    )
    for earlier in contractor.invitations.select_related("link"):
        if earlier.link.is_open:
            links.invitation_withdraw(
                acting_user=acting_user, invitation=earlier.link, reason="replaced by a new link"
            )
    return _send_link(acting_user, contractor)


@transaction.atomic
def invitation_revoke(*, acting_user, invitation: ContractorInvitation) -> None:
    """The applicant withdraws a link that was not used (on the project's timeline)."""
    require_applicant(acting_user, invitation.project)
    links.invitation_withdraw(acting_user=acting_user, invitation=invitation.link)


@transaction.atomic
def certification_sign(
    *, invitation: ContractorInvitation, agree: bool, **data
) -> ContractorCertification:
    """§ 159-5D(1)-(3): the contractor agrees to the statement verbatim and gives name and
    title, the firm's address and telephone and the site; the date is the day it is
    signed (§ 159-5D(2), "the date the certification is made"). The link is then used;
    the certification becomes part of the SWPPP."""
    invitation = ContractorInvitation.objects.select_related("contractor", "project", "link").get(
        pk=invitation.pk
    )
    errors = {}
    if not agree:
        errors["agree"] = (
            "Agree to the certification statement to sign it "
            f"({cite('swm.contractor_certification.statement')})."
        )
    values = {name: (data.get(name) or "").strip() for name in SIGNATURE_FIELDS}
    for name, value in values.items():
        if not value:
            errors[name] = f"Required by {cite('swm.contractor_certification.contents')}."
    certification = ContractorCertification(
        project=invitation.project,
        contractor=invitation.contractor,
        invitation=invitation,
        certified_on=_today(),
        **values,
    )
    try:
        certification.full_clean(exclude=[*errors, "invitation"])
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    links.invitation_use(invitation=invitation.link)
    certification.save()
    record(
        subject=invitation.project,
        actor=None,
        actor_label=f"{certification.name} ({certification.firm_name})",
        action="swppp.contractor_certified",
        summary="Signed the contractor certification of "
        f"{cite('swm.contractor_certification')} as {certification.title} "
        f"of {invitation.contractor}.",
    )
    notify(
        event_key=f"swppp:certification:{certification.pk}",
        recipients=[invitation.project.applicant],
        subject=f"Contractor certification signed: {certification.firm_name}",
        body=f"{certification} signed the {cite('swm.contractor_certification')} certification "
        f"for project {invitation.project.reference}; the certification is recorded with the "
        "SWPPP. " + when_work_may_begin(invitation.project, invitation.contractor.firm_name),
        url=invitation.project.get_absolute_url(),
    )
    return certification


@transaction.atomic
def work_begins(*, acting_user, contractor: Contractor, on: date | None) -> Contractor:
    """The applicant records the day a contractor's work begins. § 159-5A: no land
    development activity begins before a SWPPP complying with the chapter is approved
    (not merely approved with modifications, § 159-4C). § 159-5D(1): only a contractor
    who has signed the certification undertakes it, and only from the day it signed."""
    require_applicant(acting_user, contractor.project)
    contractor = Contractor.objects.select_for_update().get(pk=contractor.pk)
    approved = selectors.approved_version(contractor.project)
    signed = contractor.certifications.order_by("certified_on").first()
    reasons = []  # both at once, when both are missing
    if approved is None:
        reasons.append(_not_approved(contractor.project))
    if signed is None:
        reasons.append(
            f"{contractor.firm_name} has not signed the certification of "
            f"{cite('swm.contractor_certification')}: a contractor identified in the SWPPP signs "
            "it before undertaking any land development activity "
            f"({cite('swm.contractor_certification.statement')})."
        )
    if reasons:
        raise ValidationError({"on": reasons})
    if on is None:
        raise ValidationError({"on": "Give the date the work began."})
    if on > _today():
        raise ValidationError({"on": "Record the start of work once it has begun."})
    if on < signed.certified_on:
        raise ValidationError(
            {
                "on": f"{contractor.firm_name} signed on {long_date(signed.certified_on)}; its "
                "work cannot have begun before that "
                f"({cite('swm.contractor_certification.statement')})."
            }
        )
    if on < approved.approved_on:
        raise ValidationError(
            {
                "on": f"Version {approved.version} of the SWPPP was approved on "
                f"{_day(approved.approved_on)}; no land development activity may begin before "
                f"({cite('swm.swppp_requirement')}). Give the day the work began on or after it."
            }
        )
    contractor.work_began_on = on
    contractor.work_recorded_by = acting_user
    contractor.save(update_fields=["work_began_on", "work_recorded_by"])
    record(
        subject=contractor.project,
        actor=acting_user,
        action="swppp.contractor_work_began",
        summary=f"{contractor} began work on {long_date(on)}.",
    )
    return contractor


@transaction.atomic
def work_observed(*, acting_user, project: Project, on: date | None, description: str):
    """Town staff record land development activity seen (or reported) at the project's
    site. § 159-5A: none may begin until a SWPPP complying with the chapter has been
    approved (approval with modifications is not approval, § 159-4C, § 159-4B(2));
    activity on a day without one is a violation of § 159-5A, recorded in enforcement
    (on the SMO's queue, the SMO told) with what was seen. Returns the violation.
    Refused when a SWPPP had been approved by that day: nothing to record under
    § 159-5A."""
    description = (description or "").strip()
    errors = {}
    if on is None:
        errors["on"] = "Give the day the activity was seen."
    elif on > _today():
        errors["on"] = "Record what was seen once it has been."
    if not description:
        errors["description"] = "Describe what was seen: the activity and where on the site."
    if errors:
        raise ValidationError(errors)
    approved = selectors.approved_version(project, on=on)
    if approved is not None:
        raise ValidationError(
            {
                "on": f"Version {approved.version} of the SWPPP was approved on "
                f"{_day(approved.approved_on)}: activity on {_day(on)} does not violate "
                f"{cite('swm.swppp_requirement')}."
            }
        )
    violation = violation_record(
        acting_user=acting_user,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        provisions=["159-5A"],
        description=f"Land development activity on {_day(on)} without an approved SWPPP "
        f"({cite('swm.swppp_requirement')}): {description}",
        started_on=on,
        subject=project,
        subject_label=project.label,
    )
    record(
        subject=project,
        actor=acting_user,
        action="swppp.work_without_swppp",
        summary=f"Land development activity seen on {_day(on)} before any SWPPP was approved: "
        f"violation {violation.reference} of {cite('swm.swppp_requirement')}.",
    )
    notify(
        event_key=f"swppp:work-without-swppp:{violation.pk}",
        recipients=smo_users(),
        subject=f"{cite('swm.swppp_requirement')}: work without an approved SWPPP at "
        f"{project.parcel.street_address}",
        body=f"{acting_user} recorded land development activity at project "
        f"{project.reference} on {_day(on)}, before any SWPPP was approved. Violation "
        f"{violation.reference} of {cite('swm.swppp_requirement')} is on your queue.",
        url=violation.get_absolute_url(),
    )
    return violation
