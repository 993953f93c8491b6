"""Chapter 159 records in any state, built through the services (the real path)."""

from __future__ import annotations

import itertools
from decimal import Decimal

from django.core.exceptions import ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.invitations.models import Invitation
from lockport_sw.jurisdiction.registry import current
from lockport_sw.registry.models import Property, sbl_validator
from lockport_sw.registry.validation import town_site_refusal
from swppp.models import (
    ChecklistItem,
    Finding,
    Outcome,
    ProfessionalSignature,
    ReviewingBody,
    Submission,
)
from swppp.services import plans, professional, projects, review
from swppp.services.projects import registered_property
from tests.factories import UserFactory

_sbl = itertools.count(1)

CONDITION_C = {
    "title": "Snyder Meadows, phase 1",
    "description": "Twelve houses with a new street and a stormwater pond.",
    "total_site_acres": Decimal("10.00"),
    "disturbed_acres": Decimal("2.50"),
    "max_disturbed_at_once_acres": Decimal("2.00"),
    "receiving_waters": "Eighteen Mile Creek",
    "town_approval": "none",
}

# The applicant's contents besides the checklist (the professional signs separately).
CONTENTS = {
    "stormwater_facility": "no",
    "other_permits": "NYSDEC SPDES GP-0-25-001 notice of intent: filed",
    "other_permits_assured": True,
}
ENGINEER_EMAIL = "erin@engineers.example"
SIGNED = {"name": "Erin Engineer", "license_number": "081234", "designation": "PE"}


# Where the applicant's letters are mailed (asked with their first project).
MAILING = {
    "mailing_street": "210 Walnut Street",
    "mailing_city": "Lockport",
    "mailing_state": "NY",
    "mailing_postal_code": "14094",
}


def make_project(applicant, *, in_registry: bool = True, **overrides):
    """A project on a parcel of the Town's registry (as the tax roll enters it: its site
    is in the Town, § 159-3A), or, with ``in_registry=False`` or no SBL, on a property the
    applicant names, whose site waits for the SMO's confirmation."""
    n = next(_sbl)
    data = {
        **CONDITION_C,
        **current().place.mailing(MAILING["mailing_street"]),
        "street_address": f"{6300 + n} Snyder Drive",
        "sbl": f"110.{n % 100:02d}-3-{n}",
        **overrides,
    }
    try:  # only a parcel the roll would hold: a well-formed SBL, an address in the Town
        sbl_validator(data["sbl"])
        in_registry = in_registry and not town_site_refusal(data["street_address"])
    except ValidationError:
        in_registry = False
    if in_registry and not registered_property(data["street_address"], data["sbl"]):
        Property.objects.create(street_address=data["street_address"], sbl=data["sbl"].upper())
    return projects.project_create(acting_user=applicant, **data)


def draft_of(project) -> Submission:
    return project.submissions.order_by("-version").first()


def ask_signature(submission: Submission, applicant, email: str = ENGINEER_EMAIL):
    return professional.signature_request(
        acting_user=applicant,
        submission=submission,
        name="Erin Engineer",
        designation="PE",
        email=email,
    )


def professional_signs(
    submission: Submission, applicant, *, conformance: bool = False
) -> ProfessionalSignature:
    """§ 159-5B(4): the applicant asks; the professional signs through the link."""
    request = ask_signature(submission, applicant)
    return professional.signature_sign(
        signature=request, certifies_design=True, certifies_conformance=conformance, **SIGNED
    )


def complete(
    submission: Submission,
    applicant,
    *,
    leave_out: tuple[str, ...] = (),
    sign: bool = True,
    conformance: bool = False,
    **contents,
) -> Submission:
    """Answer every required item (but those left out), give the contents, and have the
    licensed professional sign the result."""
    submission = plans.draft_save(  # the whole draft page at once, as the applicant saves it
        acting_user=applicant,
        submission=submission,
        answers={
            item.pk: (f"See sheet for {item.label.lower()}.", [])
            for item in plans.required_items(submission.project)
            if item.code not in leave_out
        },
        contents={**CONTENTS, **contents},
    )
    if sign:
        professional_signs(submission, applicant, conformance=conformance)
    return submission


def confirm_path(submission: Submission, smo=None) -> Submission:
    """The SMO confirms the review path the version was received on (§ 159-4B)."""
    smo = smo or UserFactory(roles=[Role.SMO])
    return review.review_path_decide(
        acting_user=smo,
        submission=submission,
        path=submission.review_path,
        body_kind=submission.reviewing_body.kind if submission.reviewing_body else "",
    )


def submitted(
    applicant, *, confirm: bool = True, conformance: bool = False, contents=None, **overrides
) -> Submission:
    """A received version; unless ``confirm=False`` the SMO has confirmed its path."""
    project = make_project(applicant, **overrides)
    submission = complete(draft_of(project), applicant, conformance=conformance, **(contents or {}))
    received = plans.submit(acting_user=applicant, submission=submission)
    return confirm_path(received) if confirm and not received.path_confirmed else received


def review_all(smo, submission: Submission, deficient: dict[str, str] | None = None) -> None:
    deficient = deficient or {}
    for item in ChecklistItem.objects.filter(code__in=submission.checklist):
        code = item.code
        review.finding_record(
            acting_user=smo,
            submission=submission,
            item=item,
            status=Finding.Status.DEFICIENT if code in deficient else Finding.Status.ACCEPTABLE,
            comment=deficient.get(code, ""),
        )


def decided(smo, applicant, outcome=Outcome.APPROVE, milestones=None, **overrides) -> Submission:
    submission = submitted(applicant, **overrides)
    deficient = {} if outcome == Outcome.APPROVE else {"159-5B(1)(c)": "No soil survey."}
    review_all(smo, submission, deficient)
    return review.smo_decide(
        acting_user=smo,
        submission=submission,
        outcome=outcome,
        reasons="" if outcome == Outcome.APPROVE else "The soils are not described.",
        milestones=milestones,
    )


def forwarded(
    smo,
    applicant,
    member,
    outcome=Outcome.APPROVE,
    body="planning_board",
    reasons="",
    milestones=None,
):
    ReviewingBody.objects.get(kind=body).members.add(member)
    submission = submitted(applicant, town_approval=body)
    review_all(smo, submission)
    return review.smo_recommend(
        acting_user=smo,
        submission=submission,
        outcome=outcome,
        reasons=reasons,
        milestones=milestones,
    )


def board_votes(
    body: str = "planning_board", *, on, ayes=5, nays=1, abstained=0, absent=1
) -> dict[int, str]:
    """Each member's vote (GCL § 41), in that order: the board is seated first (seats =
    the votes given) when nobody sits on it yet."""
    from lockport_sw.bodies.models import Body
    from tests.seats import ballot, seat

    total = ayes + nays + abstained + absent
    members = list(Body.objects.get(kind=body).members_on(on))
    if not members:
        members = seat(body, members=total, since=on)
    return ballot(members, ayes, nays, abstained, absent)


def board_act(body: str = "planning_board", **overrides) -> review.BodyAct:
    """A board's act (§ 159-4B(2)): a resolution at a meeting, carried by a majority
    (``ayes``, ``nays``, ``abstained``, ``absent``: cast member by member)."""
    from django.utils import timezone

    from lockport_sw.calendar.counting import TOWN_TZ

    counts = {"ayes": 5, "nays": 1, "abstained": 0, "absent": 1}
    counts |= {k: overrides.pop(k) for k in list(overrides) if k in counts}
    values = {
        "outcome": Outcome.APPROVE,
        "complies": True,
        "meeting_on": timezone.now().astimezone(TOWN_TZ).date(),
        "resolution": "2026-41",
        **overrides,
    }
    values["votes"] = board_votes(body, on=values["meeting_on"], **counts)
    return review.BodyAct(**values)


def open_links(**filters):
    return Invitation.objects.filter(used_at__isnull=True, withdrawn_at__isnull=True, **filters)


def body_acts(
    *, acting_user, submission: Submission, outcome, reasons: str = "", complies=False, **board
) -> Submission:
    """The reviewing body's act with the old call's arguments: a board's act also records
    a meeting (today), a resolution and a carried vote unless given (§ 159-4B(2))."""
    body = Submission.objects.select_related("reviewing_body").get(pk=submission.pk).reviewing_body
    if body is not None and body.acts_by_resolution:
        act = board_act(body.kind, outcome=outcome, reasons=reasons, complies=complies, **board)
    else:
        act = review.BodyAct(outcome=outcome, reasons=reasons, complies=complies, **board)
    return review.body_act(acting_user=acting_user, submission=submission, act=act)
