"""The written notice of violations found on an inspection (§ 159-8A(1)): an issued PDF
through lockport_sw.documents, every fact from the record."""

from __future__ import annotations

from enforcement.letters import SMO_TITLE, signer
from lockport_sw.accounts.roles import Role
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.services import document_issue

NOTICE_KIND = "INSP-NOV"


def inspection_signer(user) -> dict:
    """Who signs what an inspection found: the SMO in their own name, an inspector for
    the SMO."""
    if user.has_role(Role.SMO):
        return signer(user)
    return signer(user, f"Inspector, for the {SMO_TITLE}")


def issue_violation_notice(
    *, acting_user, inspection, hold, parties, deficient, issued_at, work_during_hold=False
) -> IssuedDocument:
    """To the applicant and the developer: the nature of the violation and the corrective
    action required; no further work but site stabilization until a re-inspection
    approves the corrected work."""
    kind = inspection.kind_spec
    return document_issue(
        acting_user=acting_user,
        kind=NOTICE_KIND,
        template_name="pdf/inspections/violation_notice.html",
        context={
            "inspection": inspection,
            "kind": kind,
            "hold": hold,
            "parties": parties,
            "deficient": deficient,
            "work_during_hold": work_during_hold,
            "parcel": inspection.parcel,
            "signer": inspection_signer(acting_user),
        },
        subject=inspection,
        title="Notice of violations found on inspection",
        citations=[hold.citation, kind.citation],
        issued_at=issued_at,
    )
