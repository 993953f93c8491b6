"""§ 159-4A(2): "the SMO may, upon approval by the Town Board, engage the services of a
New York State licensed professional engineer to review the SWPPPs ... at a cost not to
exceed a fee schedule established by the Town Board". The Board's approval is an act of
the Board (issue 46, item 7): a resolution, its date and the vote of each member seated
that day (GCL § 41, ``bodies.vote_check``), recorded by a Board member or the Municipal
Clerk, never the SMO. The SMO engages an engineer only once it is recorded
(``review.review_options_save``), and the engineer's invoices are charged to the applicant
only then (``money.services.fees.engineer_invoice_record``)."""

from __future__ import annotations

import re
from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.bodies.models import Body
from lockport_sw.bodies.services import vote_check, votes_record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.guards import require_perm
from lockport_sw.jurisdiction.registry import cite, words_lazy

from ..models import EngineerApproval, Project
from ._common import record

RECORD = "swppp.record_engineer_approval"
NONE_RECORDED = words_lazy(
    "An outside engineer is engaged only upon approval by the Town Board "
    "({cite:swm.smo_designation.engineer}): no Board resolution approving one is recorded for "
    "this project. A Board member or the {clerk} records it, with the vote, on the project's "
    "page."
)


def _today() -> date:
    return timezone.localtime(timezone.now(), TOWN_TZ).date()


def approval_of(project: Project) -> EngineerApproval | None:
    """The Board's latest recorded approval of an outside engineer for ``project``."""
    return EngineerApproval.objects.filter(project=project).first()


@transaction.atomic
def engineer_approval_record(
    *,
    acting_user,
    project: Project,
    engineer: str,
    resolution: str,
    adopted_on: date | None,
    votes: dict[int, str],
) -> EngineerApproval:
    """The Town Board's resolution approving the engagement of ``engineer`` (named with
    the six-digit New York license number) to review ``project``'s SWPPP (§ 159-4A(2)),
    with the vote of each member seated that day, carried by a majority of the whole
    Board (GCL § 41)."""
    require_perm(
        acting_user,
        RECORD,
        "The Town Board approves an outside engineer by resolution; a Board member or the "
        "Municipal Clerk records it.",
    )
    project = Project.objects.select_for_update().get(pk=project.pk)
    errors: dict[str, list[str]] = {}
    engineer = (engineer or "").strip()
    resolution = (resolution or "").strip()
    if not engineer:
        errors["engineer"] = ["Name the engineer the Board approved."]
    elif not re.search(r"(?<!\d)\d{6}(?!\d)", engineer):
        errors["engineer"] = [
            "Name the engineer with their six-digit New York license number, e.g. "
            f"“Dana Reyes, PE, license no. 081234” ({cite('swm.smo_designation.engineer')})."
        ]
    if not resolution:
        errors["resolution"] = ["Give the number of the Town Board's resolution."]
    elif len(resolution) > 50:
        errors["resolution"] = ["Keep the resolution number to 50 characters."]
    elif project.engineer_approvals.filter(resolution__iexact=resolution).exists():
        errors["resolution"] = [f"Resolution No. {resolution} is already recorded."]
    tally = None
    if adopted_on is None:
        errors["adopted_on"] = ["Give the date the Town Board adopted the resolution."]
    elif adopted_on > _today():
        errors["adopted_on"] = ["Record the resolution once adopted: not a future date."]
    else:
        try:
            tally = vote_check(
                body=Body.objects.get(kind=Body.Kind.TOWN_BOARD), on=adopted_on, votes=votes
            )
        except ValidationError as exc:
            for field, messages in exc.message_dict.items():
                errors.setdefault(field, []).extend(messages)
    if errors:
        raise ValidationError(errors)
    approval = EngineerApproval.objects.create(
        project=project,
        engineer=engineer[:200],
        resolution=resolution,
        adopted_on=adopted_on,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    votes_record(subject=approval, tally=tally)
    record(
        subject=project,
        actor=acting_user,
        action="swppp.engineer_approved",
        summary=f"The Town Board approved the engagement of {approval.engineer} to review the "
        f"SWPPP: {approval.citation}.",
    )
    return approval
