"""§ 159-5B(4): "The SWPPP shall be prepared by a licensed professional and must be signed
by the professional preparing the plan, who shall certify that the design of all
stormwater management practices meets the requirements in this chapter."

The applicant asks; the professional signs, in person, through a link sent to their own
address (lockport_sw.invitations: single use, expiring, limited per project per day).
They give their name, New York license number (six digits) and license type; the date is
the day they sign. They may also make the separate certification of § 159-4A(3) (the
plan conforms to the chapter), which the SMO may then accept. What they signed is fixed
by a fingerprint of the version's contents: a draft changed afterwards needs a new
signature before it is submitted (plans.missing).
"""

from __future__ import annotations

import hashlib
import json
import re

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.invitations import services as links
from lockport_sw.jurisdiction.registry import cite, current, words, words_lazy
from lockport_sw.notifications.services import notify

from ..models import Designation, ProfessionalSignature, Submission
from ..models.professional import CONFORMANCE_STATEMENT, DESIGN_STATEMENT
from ._common import record, require, require_applicant, require_draft

LINK_KIND = "swppp.professional"
PURPOSE = words_lazy(
    "the licensed professional's signature of the SWPPP ({cite:swm.professional_certification})"
)
# New York licenses professional engineers and landscape architects by a six-digit number
# (written with its leading zeros, e.g. 081234).
LICENSE_NUMBER = re.compile(r"^\d{6}$")


def fingerprint(submission: Submission) -> str:
    """SHA-256 of what the professional signs: every answer (text and files, by their
    own hashes), the phasing justification and whether the plan has a stormwater
    management facility. Two queries."""
    answers = submission.answers.select_related("item").prefetch_related("uploads")
    content = {
        "answers": sorted(
            [
                answer.item.code,
                answer.text.strip(),
                sorted(upload.sha256 for upload in answer.uploads.all()),
            ]
            for answer in answers
        ),
        "phasing_justification": submission.phasing_justification.strip(),
        "stormwater_facility": submission.stormwater_facility,
    }
    return hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()


def latest_signature(submission: Submission) -> ProfessionalSignature | None:
    """The most recent signature asked for on this version (signed or not)."""
    return submission.signatures.select_related("link").order_by("-created_at", "-pk").first()


def last_signer(project) -> dict:
    """Who last signed a version of the project through a link (name, license type,
    address), to ask again for a revision; empty when nobody has."""
    last = (
        ProfessionalSignature.objects.filter(
            submission__project=project, signed_at__isnull=False, link__isnull=False
        )
        .select_related("link")
        .order_by("-signed_at", "-pk")
        .first()
    )
    if last is None:
        return {}
    return {"name": last.name, "designation": last.designation, "email": last.link.email}


def valid_signature(submission: Submission) -> ProfessionalSignature | None:
    """The signature that covers the version as it stands: for a received version, the
    one frozen at receipt; for a draft, the latest signature whose fingerprint matches
    the draft's contents now."""
    if not submission.is_draft:
        return submission.certification
    signed = (
        submission.signatures.filter(signed_at__isnull=False).order_by("-signed_at", "-pk").first()
    )
    if signed is not None and signed.fingerprint == fingerprint(submission):
        return signed
    return None


@transaction.atomic
def signature_request(
    *, acting_user, submission: Submission, name: str, designation: str, email: str
) -> ProfessionalSignature:
    """The applicant asks the licensed professional preparing the plan to sign this
    draft: a link goes to the professional's own address (never the applicant's)."""
    require_applicant(acting_user, submission.project)
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    require_draft(submission)
    errors = {}
    name = (name or "").strip()
    if not name:
        errors["name"] = (
            "Name the licensed professional preparing the plan "
            f"({cite('swm.professional_certification')})."
        )
    elif len(name) > 150:
        errors["name"] = "Keep the name to 150 characters."
    if designation not in Designation.values:
        errors["designation"] = (
            "A licensed professional is a professional engineer or a landscape architect "
            f"licensed in New York ({cite('swm.definitions')}): choose PE or RLA."
        )
    if (email or "").strip().lower() == (acting_user.email or "").lower():
        errors["email"] = (
            "That is your own address: the link goes to the professional preparing the plan. "
            "If that is you, sign it yourself instead (“Sign it yourself as the professional "
            f"preparing the plan”, {cite('swm.professional_certification')})."
        )
    if errors:
        raise ValidationError(errors)
    # One open request at a time: an earlier unsigned link is withdrawn by this one.
    for earlier in submission.signatures.filter(signed_at__isnull=True).select_related("link"):
        if earlier.link.is_open:
            links.invitation_withdraw(
                acting_user=acting_user,
                invitation=earlier.link,
                reason="replaced by a new request for the professional's signature",
            )
    project = submission.project
    sent = links.invitation_send(
        acting_user=acting_user,
        subject=project,
        kind=LINK_KIND,
        purpose=f"{PURPOSE}, version {submission.version}",
        email=email,
        name=name,
        url_for=lambda token: reverse("swppp:professional_sign", args=[token]),
        mail_subject=f"Please sign the SWPPP for {project.parcel.street_address} "
        f"(version {submission.version})",
        mail_body=f"{acting_user} asks you, as the licensed professional preparing the plan, to "
        f"sign the stormwater pollution prevention plan (SWPPP) for {project.title} at "
        f"{project.parcel.street_address}, version {submission.version}, under "
        f"{cite('swm.professional_certification')} of the {current().cited_of}. Open the link "
        "to read the plan's contents and the certification, and sign with your New York "
        "license number.",
    )
    signature = ProfessionalSignature.objects.create(
        submission=submission,
        link=sent.invitation,
        requested_name=name,
        requested_designation=designation,
    )
    signature.token = sent.token  # emailed; never stored (only its hash is)
    return signature


@transaction.atomic
def signature_withdraw(*, acting_user, signature: ProfessionalSignature) -> None:
    """The applicant withdraws an unsigned request (on the project's timeline)."""
    require_applicant(acting_user, signature.submission.project)
    require(
        not signature.is_signed, "A signature already made cannot be withdrawn.", ValidationError
    )
    links.invitation_withdraw(acting_user=acting_user, invitation=signature.link)


def _check_signer(name, license_number, designation, certifies_design) -> tuple[str, str]:
    """§ 159-5B(4): the signer's name, New York license number and type, and the
    statement; every error at once. Returns the name and number as signed."""
    errors = {}
    name = (name or "").strip()
    number = (license_number or "").strip().replace(" ", "")
    if not name:
        errors["name"] = f"Sign with your name ({cite('swm.professional_certification')})."
    elif len(name) > 150:
        errors["name"] = "Keep the name to 150 characters."
    if not LICENSE_NUMBER.match(number):
        errors["license_number"] = (
            "Give your New York license number: six digits, with any leading zero (e.g. 081234)."
        )
    if designation not in Designation.values:
        errors["designation"] = "Choose professional engineer (PE) or landscape architect (RLA)."
    if not certifies_design:
        errors["certifies_design"] = words(
            "The professional preparing the plan certifies that the design of all stormwater "
            "management practices meets {law:swm} ({cite:swm.professional_certification}): "
            "tick it to sign."
        )
    if errors:
        raise ValidationError(errors)
    return name, number


def _sign(signature, name, number, designation, certifies_conformance, current) -> None:
    """The signature as made, the same record whether through a link or in person."""
    now = timezone.now()
    signature.name = name
    signature.license_number = number
    signature.designation = designation
    signature.signed_at = now
    signature.signed_on = now.astimezone(TOWN_TZ).date()
    signature.design_statement = DESIGN_STATEMENT
    signature.conformance_statement = CONFORMANCE_STATEMENT if certifies_conformance else ""
    signature.fingerprint = current
    signature.save()


@transaction.atomic
def signature_sign(
    *,
    signature: ProfessionalSignature,
    signed_in_user=None,
    name: str,
    license_number: str,
    designation: str,
    certifies_design: bool,
    certifies_conformance: bool = False,
    seen_fingerprint: str = "",
) -> ProfessionalSignature:
    """The professional signs through their link (§ 159-5B(4)); the date is today's. The
    project's applicant, signed in, cannot sign for the professional. When the draft
    changed after the page was shown (``seen_fingerprint``), nothing is signed."""
    signature = (
        ProfessionalSignature.objects.select_for_update(of=("self",))
        .select_related("submission__project", "link")
        .get(pk=signature.pk)
    )
    submission = signature.submission
    project = submission.project
    if (
        signed_in_user is not None
        and signed_in_user.is_authenticated
        and signed_in_user.pk == project.applicant_id
    ):
        raise PermissionDenied(
            "You are signed in as the project's applicant. The SWPPP is signed by the "
            "licensed professional preparing it, from the link sent to them "
            f"({cite('swm.professional_certification')}); "
            "if you prepared it, sign it yourself from the draft's page."
        )
    require(
        submission.is_draft,
        f"Version {submission.version} was submitted already; it can no longer be signed.",
        ValidationError,
    )
    current = fingerprint(submission)
    if seen_fingerprint and seen_fingerprint != current:
        raise ValidationError(
            "The plan changed while you were reading it. Read it again before you sign."
        )
    name, number = _check_signer(name, license_number, designation, certifies_design)
    links.invitation_use(invitation=signature.link)
    _sign(signature, name, number, designation, certifies_conformance, current)
    made = cite("swm.professional_certification") + (
        f" and {cite('swm.smo_designation.professional_certification')}"
        if certifies_conformance
        else ""
    )
    record(
        subject=project,
        actor=None,
        actor_label=f"{name}, {designation}, New York license {number}",
        action="swppp.professional_signed",
        summary=f"Signed SWPPP version {submission.version} as the licensed professional "
        f"preparing it ({made}).",
        version=submission.version,
    )
    notify(
        event_key=f"swppp:signature:{signature.pk}",
        recipients=[project.applicant],
        subject=f"SWPPP {project.reference} version {submission.version} signed by {name}",
        body=f"{name} ({designation}, New York license {number}) signed version "
        f"{submission.version} of the SWPPP ({made}). Any change to the draft now needs a "
        "new signature before you submit it.",
        url=submission.get_absolute_url(),
    )
    return signature


@transaction.atomic
def signature_self_sign(
    *,
    acting_user,
    submission: Submission,
    preparer: bool,
    name: str,
    license_number: str,
    designation: str,
    certifies_design: bool,
    certifies_conformance: bool = False,
    seen_fingerprint: str = "",
) -> ProfessionalSignature:
    """§ 159-5B(4): "signed by the professional preparing the plan". An applicant who is
    that professional signs it themselves, from their own account, once they confirm they
    prepared it and give their license number and the statement: the same record as a
    signature through the link (no link; ``signed_by`` is the account). A request still
    open to another professional is withdrawn: one professional signs."""
    require_applicant(acting_user, submission.project)
    submission = Submission.objects.select_for_update().get(pk=submission.pk)
    require_draft(submission)
    current = fingerprint(submission)
    if seen_fingerprint and seen_fingerprint != current:
        raise ValidationError(
            "The plan changed after this page was opened (in another window?). Read it again "
            "before you sign."
        )
    errors = {}
    if not preparer:
        errors["preparer"] = (
            "Only the licensed professional who prepared the plan signs it "
            f"({cite('swm.professional_certification')}): "
            "confirm that you did, or ask the professional who did to sign through a link."
        )
    try:
        name, number = _check_signer(name, license_number, designation, certifies_design)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    for earlier in submission.signatures.filter(signed_at__isnull=True).select_related("link"):
        if earlier.link is not None and earlier.link.is_open:
            links.invitation_withdraw(
                acting_user=acting_user,
                invitation=earlier.link,
                reason="the applicant, the professional preparing the plan, signed it",
            )
    signature = ProfessionalSignature(
        submission=submission,
        signed_by=acting_user,
        requested_name=name,
        requested_designation=designation,
    )
    _sign(signature, name, number, designation, certifies_conformance, current)
    made = cite("swm.professional_certification") + (
        f" and {cite('swm.smo_designation.professional_certification')}"
        if certifies_conformance
        else ""
    )
    record(
        subject=submission.project,
        actor=acting_user,
        action="swppp.professional_signed",
        summary=f"Signed SWPPP version {submission.version} in person as the licensed "
        f"professional preparing it: {name}, {designation}, New York license {number} ({made}).",
        version=submission.version,
    )
    return signature
