"""Chapter 159's money letters, issued as numbered PDFs (lockport_sw/documents), every
figure from the record:

- the invoice (``INV-…``, § 159-8D; § 159-4A(2) when it bills the outside engineer): to
  the one who owes the fees on it, with each fee, the schedule that priced it, the due
  date and how to pay;
- the release of a guarantee (``GUAR-REL-…``, § 159-8B(1) or (2)): to the issuer and the
  applicant, with the final acceptance and the one-year inspection it rests on;
- a draw on a maintenance guarantee (``GUAR-DRAW-…``, § 159-8B(2)): to the issuer and the
  owner, with the costs drawn, the notice not heeded and what the inspection after its
  date found (its date, inspector and findings).
"""

from __future__ import annotations

from enforcement.letters import SMO_TITLE, signer
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.services import document_issue

INVOICE_KIND = "INV"
RELEASE_KIND = "GUAR-REL"
DRAW_KIND = "GUAR-DRAW"


def issue_invoice(
    *, acting_user, project, payer, lines, total, due_on, schedules, citations
) -> IssuedDocument:
    return document_issue(
        acting_user=acting_user,
        kind=INVOICE_KIND,
        template_name="pdf/money/invoice.html",
        context={
            "project": project,
            "parcel": project.parcel,
            "payer": payer,
            "lines": lines,
            "total": total,
            "due_on": due_on,
            "schedules": schedules,
            "signer": signer(acting_user),
        },
        subject=project,
        title="Invoice for fees under Chapter 159",
        citations=citations,
    )


def issue_release(
    *, acting_user, guarantee, acceptance, inspection, year_ends=None, removed_on=None
) -> IssuedDocument:
    requirement = guarantee.requirement
    return document_issue(
        acting_user=acting_user,
        kind=RELEASE_KIND,
        template_name="pdf/money/release.html",
        context={
            "guarantee": guarantee,
            "requirement": requirement,
            "project": requirement.project,
            "parcel": requirement.project.parcel,
            "applicant": requirement.project.applicant_party,
            "acceptance": acceptance,
            "inspection": inspection,
            "removed_on": removed_on,
            "year_ends": year_ends,
            "signer": signer(acting_user),
        },
        subject=guarantee,
        title=f"Release of the {requirement.kind_words}",
        citations=[requirement.citation],
    )


def issue_draw(*, acting_user, guarantee, notice, inspection, costs, total, drawn_on, work_done):
    requirement = guarantee.requirement
    kind = inspection.kind_spec
    return document_issue(
        acting_user=acting_user,
        kind=DRAW_KIND,
        template_name="pdf/money/draw.html",
        context={
            "guarantee": guarantee,
            "project": requirement.project,
            "parcel": requirement.project.parcel,
            "owner": notice.practice.owner,
            "notice": notice,
            "inspection": inspection,
            "inspector": inspection.inspector.get_full_name() if inspection.inspector else "",
            "kind": kind,
            "deficient": [
                (item, finding)
                for finding in inspection.findings.all()
                if finding.outcome == "deficient"
                for item in kind.checklist
                if item.code == finding.item
            ],
            "costs": costs,
            "total": total,
            "drawn_on": drawn_on,
            "work_done": work_done,
            "signer": signer(acting_user),
        },
        subject=guarantee,
        title="Draw on the maintenance guarantee",
        citations=["§ 159-8B(2)", "§ 159-7C"],
    )


__all__ = ["SMO_TITLE", "issue_draw", "issue_invoice", "issue_release"]
