"""The MS4 report as a numbered PDF (documents.services.document_issue), signed by the SMO."""

from __future__ import annotations

from lockport_sw.jurisdiction.registry import cite

REPORT_KIND = "MS4-REPORT"
TEMPLATE = "pdf/ms4_report.html"
CITATION_OPENING = (
    "Prepared under the New York State SPDES General Permit for Stormwater Discharges "
    "from Municipal Separate Storm Sewer Systems (GP-0-24-001), for the minimum control "
    "measures served by"
)
SMO_TITLE = "Stormwater Management Officer"


def citations() -> list[str]:
    """The report covers the minimum control measures both chapters serve, and is prepared
    under the State's permit, not issued under the Code (the letter's citations line)."""
    return [cite("idl.purpose"), cite("swm.findings_purpose_authority")]


def signer(user) -> dict:
    return {"name": user.get_full_name() or user.email, "title": SMO_TITLE}
