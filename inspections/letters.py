"""The written notice of violations found on an inspection (§ 159-8A(1)): an issued PDF
through lockport_sw.documents, every fact from the record."""

from __future__ import annotations

from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.services import document_issue

NOTICE_KIND = "INSP-NOV"


def issue_violation_notice(
    *, acting_user, inspection, hold, parties, deficient, issued_at
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
            "parcel": inspection.parcel,
            "signer": {
                "name": acting_user.get_full_name() or acting_user.email,
                "title": "Inspector, for the Stormwater Management Officer",
            },
        },
        subject=inspection,
        title="Notice of violations found on inspection",
        citations=[hold.citation, kind.citation],
        issued_at=issued_at,
    )
